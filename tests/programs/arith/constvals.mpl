# constval of each primitive type: decimal, hex, negative, char literals, float literals.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "%d %d %d %d\n", constval i8 -5, constval i8 'A', constval i16 0x7fff, constval i32 -123456)
  call &printf (conststr ptr "%lld %llx\n", constval i64 -1234567890123, constval i64 0x123456789abcdef0)
  call &printf (conststr ptr "%u %u %u %llu\n", constval u8 0xff, constval u16 65535, constval u32 0xdeadbeef, constval u64 12345678901234567890)
  call &printf (conststr ptr "%c%c%c\n", constval u8 'x', constval i8 'y', constval i32 122)
  call &printf (conststr ptr "%d %d\n", constval u1 1, constval u1 0)
  call &printf (conststr ptr "%g %g %g\n", constval f32 1.5f, constval f64 -2.75, constval f64 6.02e23)
  call &printf (conststr ptr "%g %g\n", constval f64 1e-3, constval f32 0.25f)
  return (constval i32 0)
}
