# shl / ashr / lshr at each width: ashr copies the sign bit, lshr shifts in zeros
# at the operand's width (so lshr of a negative i8 sees only 8 bits). ashr is arithmetic by
# opcode, so it copies bit 31 even when the type is u32.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a8 i8
  var %b8 i8
  var %c8 i8
  var %a16 i16
  var %b16 u16
  dassign %a8 (shl i8 (constval i8 0x41, constval i32 2))
  dassign %b8 (ashr i8 (constval i8 -128, constval i32 3))
  dassign %c8 (lshr i8 (constval i8 -128, constval i32 1))
  call &printf (conststr ptr "i8: %d %d %d\n", dread i32 %a8, dread i32 %b8, dread i32 %c8)
  dassign %a16 (shl i16 (constval i16 0x1234, constval i32 4))
  dassign %b16 (lshr u16 (constval u16 0x8000, constval i32 15))
  call &printf (conststr ptr "16: %d %u %d\n", dread i32 %a16, dread u32 %b16, ashr i32 (cvt i32 i16 (constval i16 -32768), constval i32 8))
  call &printf (conststr ptr "i32: %x %d %x %d %x\n", shl i32 (constval i32 1, constval i32 31), ashr i32 (constval i32 -100, constval i32 2), lshr i32 (constval i32 -100, constval i32 2), ashr i32 (constval i32 100, constval i32 2), shl i32 (constval i32 0x12345678, constval i32 8))
  call &printf (conststr ptr "u32: %x %x\n", lshr u32 (constval u32 0xf0000000, constval u32 28), ashr u32 (constval u32 0x80000000, constval u32 31))
  call &printf (conststr ptr "i64: %llx %lld %llx\n", shl i64 (constval i64 1, constval i32 63), ashr i64 (constval i64 -9223372036854775808, constval i32 62), lshr i64 (constval i64 -1, constval i32 4))
  call &printf (conststr ptr "u64: %llx %llx\n", shl u64 (constval u64 0xff, constval u64 56), lshr u64 (constval u64 0xff00000000000000, constval u64 60))
  call &printf (conststr ptr "by zero: %d %d %d\n", shl i32 (constval i32 5, constval i32 0), ashr i32 (constval i32 -5, constval i32 0), lshr i32 (constval i32 5, constval i32 0))
  return (constval i32 0)
}
