# cleanuptry (§3.12.9) before a goto that leaves a try block early: the try's handler no
# longer applies, so a later throw outside it is uncaught (it must not land in the old catch).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  jstry @h@stale 0
  call &printf (conststr ptr "in try\n")
  cleanuptry
  goto @out
@h@stale jscatch
  call &printf (conststr ptr "wrongly caught %d\n", regread i32 %%thrownval)
  goto @end
@end endtry
  return (constval i32 1)
@out
  call &printf (conststr ptr "left the try early\n")
  throw (constval i32 5)
  return (constval i32 0)
}
