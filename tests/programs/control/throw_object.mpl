# Throwing a pointer to an error record (allocated with malloc) and reading its fields in the
# handler through %%thrownval; the handler frees it.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
type $err <struct {@code i32, @msg <* i8>, @where i64}>
func &fail (var %code i32) void {
  var %e <* <$err>>
  callassigned &malloc (sizeoftype u64 <$err>) { dassign %e 0 }
  iassign <* <$err>> 1 (dread ptr %e, dread i32 %code)
  iassign <* <$err>> 2 (dread ptr %e, conststr ptr "disk on fire")
  iassign <* <$err>> 3 (dread ptr %e, constval i64 123456789012)
  throw (dread ptr %e)
  return ()
}
func &main () i32 {
  var %e <* <$err>>
  jstry @h@c 0
  call &fail (constval i32 451)
  goto @end
@h@c jscatch
  dassign %e (regread ptr %%thrownval)
  call &printf (conststr ptr "error %d: %s at %lld\n", iread i32 <* <$err>> 1 (dread ptr %e), iread ptr <* <$err>> 2 (dread ptr %e), iread i64 <* <$err>> 3 (dread ptr %e))
  call &free (dread ptr %e)
  goto @end
@end endtry
  return (constval i32 0)
}
