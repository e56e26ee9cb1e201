# add/sub at every integer width, including wrap-around at each width.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a8 i8
  var %b8 i8
  var %a16 i16
  var %b16 i16
  var %a32 i32
  var %b32 i32
  var %a64 i64
  var %b64 i64
  var %u8 u8
  var %v8 u8
  var %u16 u16
  var %v16 u16
  var %u32 u32
  var %v32 u32
  var %u64 u64
  var %v64 u64
  dassign %a8 (add i8 (constval i8 127, constval i8 1))
  dassign %b8 (sub i8 (constval i8 -128, constval i8 1))
  call &printf (conststr ptr "i8: %d %d\n", dread i32 %a8, dread i32 %b8)
  dassign %a16 (add i16 (constval i16 32767, constval i16 2))
  dassign %b16 (sub i16 (constval i16 -32768, constval i16 3))
  call &printf (conststr ptr "i16: %d %d\n", dread i32 %a16, dread i32 %b16)
  dassign %a32 (add i32 (constval i32 2147483647, constval i32 1))
  dassign %b32 (sub i32 (constval i32 -2147483648, constval i32 1))
  call &printf (conststr ptr "i32: %d %d\n", dread i32 %a32, dread i32 %b32)
  dassign %a64 (add i64 (constval i64 9223372036854775807, constval i64 1))
  dassign %b64 (sub i64 (constval i64 -9223372036854775808, constval i64 1))
  call &printf (conststr ptr "i64: %lld %lld\n", dread i64 %a64, dread i64 %b64)
  dassign %u8 (add u8 (constval u8 255, constval u8 1))
  dassign %v8 (sub u8 (constval u8 0, constval u8 1))
  call &printf (conststr ptr "u8: %u %u\n", dread u32 %u8, dread u32 %v8)
  dassign %u16 (add u16 (constval u16 65535, constval u16 10))
  dassign %v16 (sub u16 (constval u16 5, constval u16 6))
  call &printf (conststr ptr "u16: %u %u\n", dread u32 %u16, dread u32 %v16)
  dassign %u32 (add u32 (constval u32 4294967295, constval u32 2))
  dassign %v32 (sub u32 (constval u32 0, constval u32 1))
  call &printf (conststr ptr "u32: %u %u\n", dread u32 %u32, dread u32 %v32)
  dassign %u64 (add u64 (constval u64 18446744073709551615, constval u64 3))
  dassign %v64 (sub u64 (constval u64 1, constval u64 2))
  call &printf (conststr ptr "u64: %llu %llu\n", dread u64 %u64, dread u64 %v64)
  # ordinary values
  call &printf (conststr ptr "plain: %d %d %lld\n", add i32 (constval i32 40, constval i32 2), sub i32 (constval i32 5, constval i32 12), sub i64 (constval i64 10000000000, constval i64 1))
  return (constval i32 0)
}
