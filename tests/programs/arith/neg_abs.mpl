# neg and abs at each signed width (the most negative value wraps to itself), and for floats.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a8 i8
  var %b8 i8
  var %a16 i16
  var %b16 i16
  var %u32 u32
  dassign %a8 (neg i8 (constval i8 -128))
  dassign %b8 (abs i8 (constval i8 -128))
  call &printf (conststr ptr "i8: %d %d %d\n", dread i32 %a8, dread i32 %b8, neg i32 (cvt i32 i8 (constval i8 100)))
  dassign %a16 (neg i16 (constval i16 -32768))
  dassign %b16 (abs i16 (constval i16 -1234))
  call &printf (conststr ptr "i16: %d %d\n", dread i32 %a16, dread i32 %b16)
  call &printf (conststr ptr "i32: %d %d %d %d\n", neg i32 (constval i32 5), abs i32 (constval i32 -5), abs i32 (constval i32 7), neg i32 (constval i32 -2147483648))
  call &printf (conststr ptr "i64: %lld %lld %lld\n", neg i64 (constval i64 9000000000), abs i64 (constval i64 -9000000000), abs i64 (constval i64 -9223372036854775808))
  dassign %u32 (neg u32 (constval u32 1))
  call &printf (conststr ptr "u32: %u %u\n", dread u32 %u32, neg u32 (constval u32 0x80000000))
  call &printf (conststr ptr "f64: %g %g %g\n", neg f64 (constval f64 2.5), abs f64 (constval f64 -3.75), abs f64 (neg f64 (constval f64 0.0)))
  call &printf (conststr ptr "f32: %g %g\n", neg f32 (constval f32 1.25f), abs f32 (constval f32 -8.5f))
  return (constval i32 0)
}
