# eq ne lt le gt ge: the same bit patterns compare differently as signed and unsigned operands.
func &printf (var %fmt <* i8>, ...) i32
func &six32 (var %a i32, var %b i32) void {
  call &printf (conststr ptr "i32 %d,%d: %d%d%d%d%d%d  ", dread i32 %a, dread i32 %b, eq i32 i32 (dread i32 %a, dread i32 %b), ne i32 i32 (dread i32 %a, dread i32 %b), lt i32 i32 (dread i32 %a, dread i32 %b), le i32 i32 (dread i32 %a, dread i32 %b), gt i32 i32 (dread i32 %a, dread i32 %b), ge i32 i32 (dread i32 %a, dread i32 %b))
  call &printf (conststr ptr "u32: %d%d%d%d%d%d\n", eq i32 u32 (dread u32 %a, dread u32 %b), ne i32 u32 (dread u32 %a, dread u32 %b), lt i32 u32 (dread u32 %a, dread u32 %b), le i32 u32 (dread u32 %a, dread u32 %b), gt i32 u32 (dread u32 %a, dread u32 %b), ge i32 u32 (dread u32 %a, dread u32 %b))
  return ()
}
func &main () i32 {
  var %x i64
  var %c i8
  var %d u8
  call &six32 (constval i32 -1, constval i32 1)
  call &six32 (constval i32 1, constval i32 -1)
  call &six32 (constval i32 5, constval i32 5)
  call &six32 (constval i32 -2147483648, constval i32 2147483647)
  dassign %x (constval i64 -1)
  call &printf (conststr ptr "i64: %d %d u64: %d %d\n", lt i32 i64 (dread i64 %x, constval i64 0), gt i32 i64 (dread i64 %x, constval i64 4294967296), lt i32 u64 (dread u64 %x, constval u64 0), gt i32 u64 (dread u64 %x, constval u64 4294967296))
  dassign %c (constval i8 -3)
  dassign %d (constval u8 253)
  call &printf (conststr ptr "i8: %d u8: %d eq-bits: %d\n", lt i32 i32 (dread i32 %c, constval i32 0), lt i32 u32 (dread u32 %d, constval u32 0), eq i32 u32 (dread u32 %d, zext u32 8 (dread u32 %c)))
  call &printf (conststr ptr "f64: %d %d %d\n", lt i32 f64 (constval f64 -0.5, constval f64 0.25), ge i32 f64 (constval f64 2.0, constval f64 2.0), eq i32 f64 (constval f64 0.0, neg f64 (constval f64 0.0)))
  return (constval i32 0)
}
