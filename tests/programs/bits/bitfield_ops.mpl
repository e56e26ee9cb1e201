# extractbits (sign- or zero-extends by result type), depositbits, sext, zext.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %w u32
  dassign %w (constval u32 0xdeadbeef)
  call &printf (conststr ptr "extract u: %x %x %x %x\n", extractbits u32 0 8 (dread u32 %w), extractbits u32 8 8 (dread u32 %w), extractbits u32 28 4 (dread u32 %w), extractbits u32 4 12 (dread u32 %w))
  call &printf (conststr ptr "extract i: %d %d %d\n", extractbits i32 0 8 (dread u32 %w), extractbits i32 4 4 (dread u32 %w), extractbits i32 16 3 (dread u32 %w))
  call &printf (conststr ptr "extract i64: %llx %lld\n", extractbits u64 32 16 (constval u64 0x123456789abcdef0), extractbits i64 60 4 (constval u64 0xf000000000000000))
  call &printf (conststr ptr "deposit: %x %x %x\n", depositbits u32 8 8 (dread u32 %w, constval u32 0x12), depositbits u32 0 4 (dread u32 %w, constval u32 0xfff0), depositbits u32 28 4 (constval u32 0, constval u32 0x7))
  call &printf (conststr ptr "deposit i64: %llx\n", depositbits u64 40 8 (constval u64 0xffffffffffffffff, constval u64 0))
  call &printf (conststr ptr "sext: %d %d %d %lld\n", sext i32 8 (constval i32 0x80), sext i32 8 (constval i32 0x7f), sext i32 4 (constval i32 0xe), sext i64 32 (constval i64 0xffffffff))
  call &printf (conststr ptr "zext: %u %u %llx\n", zext u32 8 (constval u32 0xffffff80), zext u32 1 (constval u32 3), zext u64 32 (constval u64 0xffffffffffffffff))
  return (constval i32 0)
}
