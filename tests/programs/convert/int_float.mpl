# cvt between integers and floats, and between f32 and f64. Float-to-integer cvt truncates
# toward zero (as in C); integer-to-float rounds to nearest.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "i32->f64 %g  i64->f64 %.1f  u32->f64 %.1f  u64->f64 %.1f\n", cvt f64 i32 (constval i32 -7), cvt f64 i64 (constval i64 -9007199254740993), cvt f64 u32 (constval u32 0xffffffff), cvt f64 u64 (constval u64 0xffffffffffffffff))
  call &printf (conststr ptr "i32->f32 %.1f  u64->f32 %.1f  i64->f32 %.1f\n", cvt f32 i32 (constval i32 16777217), cvt f32 u64 (constval u64 0x8000000000000000), cvt f32 i64 (constval i64 -1099511627776))
  call &printf (conststr ptr "f64->i32 %d %d  f64->i64 %lld  f64->u32 %u  f64->u64 %llu\n", cvt i32 f64 (constval f64 3.99), cvt i32 f64 (constval f64 -3.99), cvt i64 f64 (constval f64 -1e15), cvt u32 f64 (constval f64 4000000000.7), cvt u64 f64 (constval f64 1.8e19))
  call &printf (conststr ptr "f32->i32 %d  f32->u8 %u  f64->i16 %d\n", cvt i32 f32 (constval f32 -123.75f), cvt u32 u8 (cvt u8 f32 (constval f32 200.5f)), cvt i32 i16 (cvt i16 f64 (constval f64 -32000.9)))
  call &printf (conststr ptr "f64->f32 %.10f  f32->f64 %.10f\n", cvt f32 f64 (constval f64 0.1), cvt f64 f32 (constval f32 0.1f))
  call &printf (conststr ptr "f64->f32 overflow %g\n", cvt f32 f64 (constval f64 1e300))
  return (constval i32 0)
}
