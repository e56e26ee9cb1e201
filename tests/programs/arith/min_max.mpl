# min/max: the same bits compare differently as signed and unsigned; floats too.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a8 i8
  var %u8 u8
  dassign %a8 (max i8 (constval i8 -1, constval i8 1))
  dassign %u8 (max u8 (constval u8 255, constval u8 1))
  call &printf (conststr ptr "8: %d %u\n", dread i32 %a8, dread u32 %u8)
  call &printf (conststr ptr "i32: %d %d\n", min i32 (constval i32 -1, constval i32 1), max i32 (constval i32 -1, constval i32 1))
  call &printf (conststr ptr "u32: %u %u\n", min u32 (constval u32 0xffffffff, constval u32 1), max u32 (constval u32 0xffffffff, constval u32 1))
  call &printf (conststr ptr "i64: %lld %lld\n", min i64 (constval i64 -5000000000, constval i64 3), max i64 (constval i64 -5000000000, constval i64 3))
  call &printf (conststr ptr "u64: %llu %llu\n", min u64 (constval u64 0x8000000000000000, constval u64 3), max u64 (constval u64 0x8000000000000000, constval u64 3))
  call &printf (conststr ptr "i16: %d %d\n", min i32 (cvt i32 i16 (constval i16 -300), constval i32 -299), max i32 (constval i32 -300, constval i32 -299))
  call &printf (conststr ptr "f64: %g %g\n", min f64 (constval f64 -0.5, constval f64 0.25), max f64 (constval f64 -0.5, constval f64 0.25))
  call &printf (conststr ptr "f32: %g %g\n", min f32 (constval f32 3.5f, constval f32 -7.0f), max f32 (constval f32 3.5f, constval f32 -7.0f))
  return (constval i32 0)
}
