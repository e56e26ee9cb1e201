# mul at every integer width with wrap-around (results stored at the width, then widened).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a8 i8
  var %a16 i16
  var %a32 i32
  var %a64 i64
  var %u8 u8
  var %u16 u16
  var %u32 u32
  var %u64 u64
  dassign %a8 (mul i8 (constval i8 16, constval i8 9))
  dassign %a16 (mul i16 (constval i16 300, constval i16 -300))
  dassign %a32 (mul i32 (constval i32 65536, constval i32 32769))
  dassign %a64 (mul i64 (constval i64 4294967296, constval i64 4294967297))
  call &printf (conststr ptr "%d %d %d %lld\n", dread i32 %a8, dread i32 %a16, dread i32 %a32, dread i64 %a64)
  dassign %u8 (mul u8 (constval u8 17, constval u8 17))
  dassign %u16 (mul u16 (constval u16 1000, constval u16 1000))
  dassign %u32 (mul u32 (constval u32 123456789, constval u32 1000))
  dassign %u64 (mul u64 (constval u64 0xffffffffffffffff, constval u64 0xffffffffffffffff))
  call &printf (conststr ptr "%u %u %u %llu\n", dread u32 %u8, dread u32 %u16, dread u32 %u32, dread u64 %u64)
  call &printf (conststr ptr "%d %lld\n", mul i32 (constval i32 -7, constval i32 6), mul i64 (constval i64 -3000000000, constval i64 3))
  return (constval i32 0)
}
