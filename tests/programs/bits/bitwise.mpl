# band / bior / bxor / bnot at each width.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a8 u8
  var %b8 i8
  var %a16 u16
  dassign %a8 (bnot u8 (constval u8 0x0f))
  dassign %b8 (bnot i8 (constval i8 0))
  dassign %a16 (bxor u16 (constval u16 0xffff, constval u16 0x00ff))
  call &printf (conststr ptr "8/16: %u %d %u\n", dread u32 %a8, dread i32 %b8, dread u32 %a16)
  call &printf (conststr ptr "i32: %x %x %x %x %d\n", band i32 (constval i32 0xff00ff00, constval i32 0x0ff00ff0), bior i32 (constval i32 0xff00ff00, constval i32 0x0ff00ff0), bxor i32 (constval i32 0xff00ff00, constval i32 0x0ff00ff0), bnot i32 (constval i32 0x12345678), bnot i32 (constval i32 5))
  call &printf (conststr ptr "u64: %llx %llx %llx %llx\n", band u64 (constval u64 0xf0f0f0f0f0f0f0f0, constval u64 0xffff0000ffff0000), bior u64 (constval u64 0x8000000000000000, constval u64 1), bxor u64 (constval u64 0xaaaaaaaaaaaaaaaa, constval u64 0xffffffffffffffff), bnot u64 (constval u64 0))
  call &printf (conststr ptr "i64: %lld\n", bnot i64 (constval i64 -10000000000))
  return (constval i32 0)
}
