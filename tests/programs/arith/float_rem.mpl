# rem on floating-point types: the remainder of truncated division (C's fmod), taking the
# dividend's sign, in f64 and f32.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "%g %g %g %g\n", rem f64 (constval f64 7.5, constval f64 2.0), rem f64 (constval f64 -7.5, constval f64 2.0), rem f64 (constval f64 7.5, constval f64 -2.0), rem f64 (constval f64 1.0, constval f64 0.1))
  call &printf (conststr ptr "%g %g\n", rem f32 (constval f32 5.25f, constval f32 -2.0f), rem f32 (constval f32 -0.75f, constval f32 0.5f))
  call &printf (conststr ptr "%.17g\n", rem f64 (constval f64 1e17, constval f64 3.0))
  return (constval i32 0)
}
