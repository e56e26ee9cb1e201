# Functions whose declared result type is narrower than the returned expression: the result
# is a value of the declared type (i8: 200 is -56; u16: 70000 is 4464), whether received
# with callassigned or read from %%retval0 after a plain call.
func &printf (var %fmt <* i8>, ...) i32
func &r8 (var %x i32) i8 {
  return (add i32 (dread i32 %x, constval i32 100))
}
func &ru16 (var %x i32) u16 {
  return (dread i32 %x)
}
func &main () i32 {
  var %a i32
  var %b i32
  callassigned &r8 (constval i32 100) { dassign %a 0 }
  callassigned &ru16 (constval i32 70000) { dassign %b 0 }
  call &printf (conststr ptr "callassigned: %d %d\n", dread i32 %a, dread i32 %b)
  call &r8 (constval i32 100)
  dassign %a (regread i32 %%retval0)
  call &ru16 (constval i32 70000)
  dassign %b (regread i32 %%retval0)
  call &printf (conststr ptr "retval0: %d %d\n", dread i32 %a, dread i32 %b)
  return (constval i32 0)
}
