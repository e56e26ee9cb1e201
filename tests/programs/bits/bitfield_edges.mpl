# extractbits/depositbits/sext/zext at the full width and at single top bits: no shift by
# the whole width goes wrong (64-bit fields, 32-bit fields, 1-bit sign fields).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "%llx %lld %llx %llx\n", extractbits u64 0 64 (constval u64 0xfedcba9876543210), extractbits i64 32 32 (constval u64 0xfedcba9876543210), depositbits u64 0 64 (constval u64 1, constval u64 0xabc), depositbits u64 56 8 (constval u64 0, constval u64 0x1ff))
  call &printf (conststr ptr "%x %d %lld %x\n", extractbits u32 0 32 (constval u32 0xdeadbeef), sext i32 32 (constval i32 -5), sext i64 1 (constval i64 1), zext u32 32 (constval u32 0xffffffff))
  call &printf (conststr ptr "%d %d\n", extractbits i32 31 1 (constval i32 -1), extractbits u32 31 1 (constval i32 -1))
  return (constval i32 0)
}
