# cvt between integer widths: narrowing truncates, widening sign-extends from signed
# sources and zero-extends from unsigned ones.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %w i64
  dassign %w (constval i64 0x123456789abcdef0)
  call &printf (conststr ptr "i64->i32 %d  i64->u32 %u  i64->i16 %d  i64->u16 %u  i64->i8 %d  i64->u8 %u\n", cvt i32 i64 (dread i64 %w), cvt u32 i64 (dread i64 %w), cvt i32 i16 (cvt i16 i64 (dread i64 %w)), cvt u32 u16 (cvt u16 i64 (dread i64 %w)), cvt i32 i8 (cvt i8 i64 (dread i64 %w)), cvt u32 u8 (cvt u8 i64 (dread i64 %w)))
  call &printf (conststr ptr "i8->i32 %d  u8->u32 %u  i8->i64 %lld  u8->u64 %llu\n", cvt i32 i8 (constval i8 -2), cvt u32 u8 (constval u8 254), cvt i64 i8 (constval i8 -2), cvt u64 u8 (constval u8 254))
  call &printf (conststr ptr "i16->i32 %d  u16->i32 %d  i16->u64 %llx  u16->i64 %lld\n", cvt i32 i16 (constval i16 -300), cvt i32 u16 (constval u16 65236), cvt u64 i16 (constval i16 -300), cvt i64 u16 (constval u16 65236))
  call &printf (conststr ptr "i32->i64 %lld  u32->i64 %lld  u32->u64 %llu  i32->u64 %llx\n", cvt i64 i32 (constval i32 -5), cvt i64 u32 (constval u32 0xfffffffb), cvt u64 u32 (constval u32 0xfffffffb), cvt u64 i32 (constval i32 -5))
  call &printf (conststr ptr "i32->i8 %d  i32->u8 %u  i32->i16 %d  u32->u16 %u\n", cvt i32 i8 (cvt i8 i32 (constval i32 200)), cvt u32 u8 (cvt u8 i32 (constval i32 -1)), cvt i32 i16 (cvt i16 i32 (constval i32 40000)), cvt u32 u16 (cvt u16 u32 (constval u32 0x12345)))
  call &printf (conststr ptr "u1: %d %d\n", cvt i32 u1 (constval u1 1), cvt i32 u8 (cvt u8 u1 (constval u1 1)))
  return (constval i32 0)
}
