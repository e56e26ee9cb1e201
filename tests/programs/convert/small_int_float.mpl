# cvt between the narrow integer types and the float types in both directions.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %b i8
  var %ub u8
  var %h i16
  var %uh u16
  call &printf (conststr ptr "to float: %g %g %g %g\n", cvt f32 i8 (constval i8 -128), cvt f64 u8 (constval u8 255), cvt f32 i16 (constval i16 -32768), cvt f64 u16 (constval u16 65535))
  dassign %b (cvt i8 f64 (constval f64 -99.9))
  dassign %ub (cvt u8 f32 (constval f32 254.99f))
  dassign %h (cvt i16 f32 (constval f32 -12345.6f))
  dassign %uh (cvt u16 f64 (constval f64 65535.5))
  call &printf (conststr ptr "from float: %d %u %d %u\n", dread i32 %b, dread u32 %ub, dread i32 %h, dread u32 %uh)
  call &printf (conststr ptr "round trip: %d %d\n", cvt i32 i8 (cvt i8 f32 (cvt f32 i8 (constval i8 -7))), cvt i32 u16 (cvt u16 f64 (cvt f64 u16 (constval u16 40000))))
  call &printf (conststr ptr "u1: %g %d\n", cvt f64 u1 (constval u1 1), cvt i32 u1 (cvt u1 i32 (constval i32 1)))
  return (constval i32 0)
}
