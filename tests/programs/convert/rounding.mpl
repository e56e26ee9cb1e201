# round / trunc / floor / ceil from f64 and f32 to integer types, positive and negative.
# round takes halfway cases away from zero (C's round/lround).
func &printf (var %fmt <* i8>, ...) i32
func &four (var %x f64) void {
  call &printf (conststr ptr "%5.2f: round %d trunc %d floor %d ceil %d\n", dread f64 %x, round i32 f64 (dread f64 %x), trunc i32 f64 (dread f64 %x), floor i32 f64 (dread f64 %x), ceil i32 f64 (dread f64 %x))
  return ()
}
func &main () i32 {
  call &four (constval f64 2.3)
  call &four (constval f64 2.7)
  call &four (constval f64 -2.3)
  call &four (constval f64 -2.7)
  call &four (constval f64 2.5)
  call &four (constval f64 -2.5)
  call &four (constval f64 0.5)
  call &four (constval f64 -0.25)
  call &four (constval f64 7.0)
  call &printf (conststr ptr "f32: %d %d %d %d\n", round i32 f32 (constval f32 1.75f), trunc i32 f32 (constval f32 -1.75f), floor i32 f32 (constval f32 -1.25f), ceil i32 f32 (constval f32 1.25f))
  call &printf (conststr ptr "i64: %lld %lld %lld %lld\n", round i64 f64 (constval f64 1e12), trunc i64 f64 (constval f64 -12345678901.9), floor i64 f64 (constval f64 -12345678901.1), ceil i64 f64 (constval f64 12345678901.1))
  call &printf (conststr ptr "u32: %u %u\n", floor u32 f64 (constval f64 3000000000.9), ceil u32 f64 (constval f64 3000000000.1))
  return (constval i32 0)
}
