# div and rem: signed truncates toward zero (remainder takes the dividend's sign),
# unsigned treats the same bits as large positive values, at each width.
func &printf (var %fmt <* i8>, ...) i32
func &show32 (var %a i32, var %b i32) void {
  call &printf (conststr ptr "%d/%d=%d %d%%%d=%d\n", dread i32 %a, dread i32 %b, div i32 (dread i32 %a, dread i32 %b), dread i32 %a, dread i32 %b, rem i32 (dread i32 %a, dread i32 %b))
  return ()
}
func &main () i32 {
  var %s8 i8
  var %r8 i8
  var %x8 u8
  var %y8 u8
  var %s16 i16
  var %x16 u16
  call &show32 (constval i32 7, constval i32 2)
  call &show32 (constval i32 -7, constval i32 2)
  call &show32 (constval i32 7, constval i32 -2)
  call &show32 (constval i32 -7, constval i32 -2)
  call &show32 (constval i32 100, constval i32 7)
  call &printf (conststr ptr "u32: %u %u\n", div u32 (constval u32 0xfffffff9, constval u32 2), rem u32 (constval u32 0xfffffff9, constval u32 2))
  call &printf (conststr ptr "i64: %lld %lld\n", div i64 (constval i64 -10000000001, constval i64 3), rem i64 (constval i64 -10000000001, constval i64 3))
  call &printf (conststr ptr "u64: %llu %llu\n", div u64 (constval u64 0xfffffffffffffff9, constval u64 10), rem u64 (constval u64 0xfffffffffffffff9, constval u64 10))
  dassign %s8 (div i8 (constval i8 -100, constval i8 7))
  dassign %r8 (rem i8 (constval i8 -100, constval i8 7))
  dassign %x8 (div u8 (constval u8 200, constval u8 7))
  dassign %y8 (rem u8 (constval u8 200, constval u8 7))
  call &printf (conststr ptr "8: %d %d %u %u\n", dread i32 %s8, dread i32 %r8, dread u32 %x8, dread u32 %y8)
  dassign %s16 (div i16 (constval i16 -30000, constval i16 7))
  dassign %x16 (rem u16 (constval u16 60000, constval u16 7))
  call &printf (conststr ptr "16: %d %u\n", dread i32 %s16, dread u32 %x16)
  return (constval i32 0)
}
