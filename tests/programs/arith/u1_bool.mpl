# u1 (boolean) values: comparisons yield u1, arithmetic at u1 wraps modulo 2.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %t u1
  var %f u1
  var %s u1
  dassign %t (lt u1 i32 (constval i32 1, constval i32 2))
  dassign %f (gt u1 i32 (constval i32 1, constval i32 2))
  call &printf (conststr ptr "t=%d f=%d\n", dread i32 %t, dread i32 %f)
  dassign %s (add u1 (dread u1 %t, dread u1 %t))
  call &printf (conststr ptr "1+1=%d\n", dread i32 %s)
  dassign %s (bxor u1 (dread u1 %t, dread u1 %f))
  call &printf (conststr ptr "1^0=%d\n", dread i32 %s)
  dassign %s (band u1 (dread u1 %t, dread u1 %f))
  call &printf (conststr ptr "1&0=%d\n", dread i32 %s)
  dassign %s (lnot u1 (dread u1 %f))
  call &printf (conststr ptr "!0=%d\n", dread i32 %s)
  call &printf (conststr ptr "select=%d\n", select i32 (dread u1 %t, constval i32 10, constval i32 20))
  return (constval i32 0)
}
