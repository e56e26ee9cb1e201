# Compares whose operand type is narrow (i8, u8, i16, u16) or u1, on values loaded at that
# width, and compare results used as integers in arithmetic.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a i8
  var %b u8
  var %c i16
  var %d u16
  var %n i32
  dassign %a (constval i32 -100)
  dassign %b (constval i32 156)
  dassign %c (constval i32 -1)
  dassign %d (constval i32 65535)
  call &printf (conststr ptr "i8 lt: %d  u8 lt: %d\n", lt i32 i8 (dread i8 %a, constval i8 0), lt i32 u8 (dread u8 %b, constval u8 100))
  call &printf (conststr ptr "i16 gt: %d  u16 gt: %d\n", gt i32 i16 (dread i16 %c, constval i16 -2), gt i32 u16 (dread u16 %d, constval u16 65534))
  call &printf (conststr ptr "i8 vs u8 bits equal: %d\n", eq i32 u8 (dread u8 %a, dread u8 %b))
  call &printf (conststr ptr "cmp i16: %d %d\n", cmp i32 i16 (dread i16 %c, constval i16 0), cmp i32 u16 (dread u16 %c, constval u16 0))
  call &printf (conststr ptr "u1: %d %d\n", eq i32 u1 (constval u1 1, lt u1 i32 (constval i32 1, constval i32 2)), ne i32 u1 (constval u1 0, constval u1 0))
  # count how many of five compares hold by adding their results
  dassign %n (add i32 (add i32 (lt i32 i32 (constval i32 1, constval i32 2), le i32 i32 (constval i32 2, constval i32 2)), add i32 (gt i32 i32 (constval i32 1, constval i32 2), add i32 (ge i32 u32 (constval u32 0xffffffff, constval u32 0), ne i32 i64 (constval i64 5, constval i64 5)))))
  call &printf (conststr ptr "true count: %d\n", dread i32 %n)
  return (constval i32 0)
}
