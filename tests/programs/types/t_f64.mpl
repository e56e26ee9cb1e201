# f64: Newton iteration for sqrt(2), the Nilakantha series for pi (200 terms), exact
# integers up to 2^53, and the smallest normal and a denormal.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %x f64
  var %i i32
  var %pi f64
  var %sign f64
  var %k f64
  dassign %x (constval f64 1.0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 6), constval i32 1) {
    dassign %x (mul f64 (constval f64 0.5, add f64 (dread f64 %x, div f64 (constval f64 2.0, dread f64 %x))))
  }
  call &printf (conststr ptr "newton sqrt2 %.15f\n", dread f64 %x)
  dassign %pi (constval f64 3.0)
  dassign %sign (constval f64 1.0)
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 200), constval i32 1) {
    dassign %k (mul f64 (constval f64 2.0, cvt f64 i32 (dread i32 %i)))
    dassign %pi (add f64 (dread f64 %pi, div f64 (mul f64 (dread f64 %sign, constval f64 4.0), mul f64 (dread f64 %k, mul f64 (add f64 (dread f64 %k, constval f64 1.0), add f64 (dread f64 %k, constval f64 2.0))))))
    dassign %sign (neg f64 (dread f64 %sign))
  }
  call &printf (conststr ptr "pi %.12f\n", dread f64 %pi)
  call &printf (conststr ptr "2^53+1 = %.0f, 2^52+1 = %.0f\n", add f64 (constval f64 9007199254740992.0, constval f64 1.0), add f64 (constval f64 4503599627370496.0, constval f64 1.0))
  call &printf (conststr ptr "tiny %g %g\n", constval f64 2.2250738585072014e-308, div f64 (constval f64 2.2250738585072014e-308, constval f64 1024.0))
  return (constval i32 0)
}
