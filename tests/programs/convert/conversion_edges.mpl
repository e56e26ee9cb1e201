# Conversions at the edges of precision and range: u64 values above 2^63 to f32/f64
# (round to nearest even), i64 odd values beyond 2^53, f32 to u32/u64 above 2^31/2^63,
# f64 values just below integers, negative zero, and infinities between f32 and f64.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "u64->f32 %.1f %.1f\n", cvt f32 u64 (constval u64 0xffffffffffffffff), cvt f32 u64 (constval u64 0x8000008000000001))
  call &printf (conststr ptr "u64->f64 %.1f %.1f\n", cvt f64 u64 (constval u64 0x8000000000000401), cvt f64 u64 (constval u64 0x8000000000000400))
  call &printf (conststr ptr "i64->f64 %.1f %.1f\n", cvt f64 i64 (constval i64 9007199254740993), cvt f64 i64 (constval i64 9007199254740995))
  call &printf (conststr ptr "i64->f32 %.1f\n", cvt f32 i64 (constval i64 16777219))
  call &printf (conststr ptr "f32->u32 %u f32->u64 %llu\n", cvt u32 f32 (constval f32 3000000000.0f), cvt u64 f32 (constval f32 10000000000000000000.0f))
  call &printf (conststr ptr "f64->i64 %lld %lld\n", cvt i64 f64 (constval f64 0.9999999999999999), cvt i64 f64 (constval f64 -9007199254740991.0))
  call &printf (conststr ptr "-0.0: %g %g %d\n", neg f64 (constval f64 0.0), cvt f64 f32 (neg f32 (constval f32 0.0f)), cvt i32 f64 (neg f64 (constval f64 0.0)))
  call &printf (conststr ptr "inf: %g %g\n", cvt f64 f32 (div f32 (constval f32 1.0f, constval f32 0.0f)), cvt f32 f64 (constval f64 -1e39))
  call &printf (conststr ptr "f64->f32 ties: %.1f %.1f\n", cvt f32 f64 (constval f64 16777217.0), cvt f32 f64 (constval f64 16777219.0))
  return (constval i32 0)
}
