# C++ exceptions (§3.12): cpptry with one cppcatch per handler, each matching one type.
func &printf (var %fmt <* i8>, ...) i32
type $Err <class {@v i32}>
type $IoErr <class <$Err> {}>
type $Unrelated <class {@w i32}>
func &fail (var %k i32) void {
  var %e ref
  dassign %e (gcmalloc ref <$IoErr>)
  iassign <* <$Err>> 1 (dread ref %e, dread i32 %k)
  throw (dread ref %e)
}
func &main () i32 {
  cpptry { @u @e }
  call &fail (constval i32 9)
  call &printf (conststr ptr "not reached\n")
  goto @end
@u cppcatch <* <$Unrelated>>
  call &printf (conststr ptr "wrong\n")
  goto @end
@e cppcatch <* <$Err>>
  call &printf (conststr ptr "caught Err %d\n", iread i32 <* <$Err>> 1 (regread ref %%thrownval))
@end endtry
  return (constval i32 0)
}
