# Nested JavaScript-flavoured try blocks (§3.12): a try with only a finally (handler label 0)
# runs its finally while the exception passes through to the caller's handler; a catch block
# that throws again (a new value) hands it to the next handler up; %%thrownval holds the
# value in each catch; the exception unwinds several frames of recursion.
func &printf (var %fmt <* i8>, ...) i32
func &dive (var %depth i32, var %v i32) void {
  if (gt i32 i32 (dread i32 %depth, constval i32 0)) {
    call &dive (sub i32 (dread i32 %depth, constval i32 1), dread i32 %v)
    return ()
  }
  if (lt i32 i32 (dread i32 %v, constval i32 0)) {
    throw (dread i32 %v)
  }
  return ()
}
func &inner (var %v i32) void {
  jstry 0 @f@fin
  call &dive (constval i32 5, dread i32 %v)
  call &printf (conststr ptr "    inner try done\n")
  gosub @f@fin
  goto @end
@f@fin finally
  call &printf (conststr ptr "    inner finally\n")
  retsub
@end endtry
  call &printf (conststr ptr "    inner done\n")
  return ()
}
func &middle (var %v i32) void {
  jstry @h@catch 0
  call &inner (dread i32 %v)
  call &printf (conststr ptr "  middle try done\n")
  goto @end
@h@catch jscatch
  call &printf (conststr ptr "  middle caught %d, throwing %d\n", regread i32 %%thrownval, add i32 (regread i32 %%thrownval, constval i32 -100))
  throw (add i32 (regread i32 %%thrownval, constval i32 -100))
@end endtry
  call &printf (conststr ptr "  middle done\n")
  return ()
}
func &outer (var %v i32) void {
  call &printf (conststr ptr "outer(%d)\n", dread i32 %v)
  jstry @h@catch 0
  call &middle (dread i32 %v)
  call &printf (conststr ptr "outer try done\n")
  goto @end
@h@catch jscatch
  call &printf (conststr ptr "outer caught %d\n", regread i32 %%thrownval)
  goto @end
@end endtry
  call &printf (conststr ptr "outer done\n")
  return ()
}
func &main () i32 {
  call &outer (constval i32 1)
  call &outer (constval i32 -7)
  return (constval i32 0)
}
