# JavaScript-flavoured exception handling (§3.12): jstry with a catch and a finally block.
# Without an exception the try block leaves with gosub to the finally block and a goto to
# endtry; a throw (here from a called function, found by unwinding) enters jscatch, where
# %%thrownval holds the value; the catch block then runs the finally block too.
func &printf (var %fmt <* i8>, ...) i32
func &check (var %v i32) void {
  if (lt i32 i32 (dread i32 %v, constval i32 0)) {
    throw (dread i32 %v)
  }
  call &printf (conststr ptr "  %d is fine\n", dread i32 %v)
  return ()
}
func &attempt (var %v i32) void {
  call &printf (conststr ptr "attempt %d\n", dread i32 %v)
  jstry @h@catch @f@fin
  call &check (dread i32 %v)
  call &printf (conststr ptr "  try block done\n")
  gosub @f@fin
  goto @end
@h@catch jscatch
  call &printf (conststr ptr "  caught %d\n", regread i32 %%thrownval)
  gosub @f@fin
  goto @end
@f@fin finally
  call &printf (conststr ptr "  finally\n")
  retsub
@end endtry
  call &printf (conststr ptr "  after endtry\n")
  return ()
}
func &main () i32 {
  call &attempt (constval i32 5)
  call &attempt (constval i32 -9)
  return (constval i32 0)
}
