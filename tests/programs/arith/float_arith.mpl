# f32 and f64 arithmetic: add sub mul div sqrt recip neg, rounding to single precision.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %x f32
  var %y f32
  var %d f64
  var %i i32
  dassign %x (constval f32 0.1f)
  dassign %y (constval f32 0.0f)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    dassign %y (add f32 (dread f32 %y, dread f32 %x))
  }
  call &printf (conststr ptr "f32 sum: %.9f\n", dread f32 %y)
  dassign %d (constval f64 0.0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    dassign %d (add f64 (dread f64 %d, constval f64 0.1))
  }
  call &printf (conststr ptr "f64 sum: %.17g\n", dread f64 %d)
  call &printf (conststr ptr "%g %g %g %g\n", sub f64 (constval f64 1.5, constval f64 4.0), mul f64 (constval f64 1.5, constval f64 -4.0), div f64 (constval f64 1.0, constval f64 8.0), div f64 (constval f64 10.0, constval f64 3.0))
  call &printf (conststr ptr "%.6f %.6f\n", sqrt f64 (constval f64 2.0), sqrt f32 (constval f32 2.0f))
  call &printf (conststr ptr "%g %g\n", recip f64 (constval f64 4.0), recip f32 (constval f32 0.5f))
  call &printf (conststr ptr "%.10f\n", div f32 (constval f32 1.0f, constval f32 3.0f))
  call &printf (conststr ptr "%g %g\n", div f64 (constval f64 1.0, constval f64 0.0), div f64 (constval f64 -1.0, constval f64 0.0))
  call &printf (conststr ptr "%g\n", mul f64 (constval f64 1e200, constval f64 1e200))
  return (constval i32 0)
}
