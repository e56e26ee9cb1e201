# Non-varargs calls with f32 and f64 parameters and results (no promotion: an f32 formal
# receives an f32), interleaved with integer parameters; a float result through %%retval0.
func &printf (var %fmt <* i8>, ...) i32
func &lerp (var %a f32, var %b f32, var %t f32) f32 {
  return (add f32 (dread f32 %a, mul f32 (sub f32 (dread f32 %b, dread f32 %a), dread f32 %t)))
}
func &poly (var %n i32, var %x f64, var %k i64, var %y f32) f64 {
  return (add f64 (mul f64 (cvt f64 i32 (dread i32 %n), dread f64 %x), add f64 (cvt f64 i64 (dread i64 %k), cvt f64 f32 (dread f32 %y))))
}
func &halve (var %v f32) f32 {
  return (div f32 (dread f32 %v, constval f32 2.0f))
}
func &main () i32 {
  var %r f32
  var %d f64
  var %i i32
  callassigned &lerp (constval f32 1.0f, constval f32 3.0f, constval f32 0.25f) { dassign %r 0 }
  call &printf (conststr ptr "lerp %g\n", dread f32 %r)
  callassigned &poly (constval i32 3, constval f64 1.5, constval i64 -10, constval f32 0.125f) { dassign %d 0 }
  call &printf (conststr ptr "poly %g\n", dread f64 %d)
  dassign %r (constval f32 100.0f)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    call &halve (dread f32 %r)
    dassign %r (regread f32 %%retval0)
  }
  call &printf (conststr ptr "halved 5 times %g\n", dread f32 %r)
  # f32 precision is kept across the call: 1/3 in f32
  callassigned &lerp (constval f32 0.0f, constval f32 1.0f, div f32 (constval f32 1.0f, constval f32 3.0f)) { dassign %r 0 }
  call &printf (conststr ptr "third %.10f\n", dread f32 %r)
  return (constval i32 0)
}
