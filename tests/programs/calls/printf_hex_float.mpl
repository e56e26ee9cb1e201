# printf's %a/%A (hexadecimal floating point) as glibc prints them: normal and subnormal
# numbers, zero, precision rounding (ties to even, a carry into the leading digit), the #, +,
# 0 and - flags and widths. Expected output from the same printf calls compiled with cc.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "[%a] [%A] [%.1a] [%#a]\n", constval f64 3.0, constval f64 3.0, constval f64 0.1, constval f64 1.0)
  call &printf (conststr ptr "[%a] [%.0a] [%.0a] [%.1a]\n", constval f64 0.1, constval f64 1.5, constval f64 2.5, constval f64 1.99)
  call &printf (conststr ptr "[%a] [%a] [%a]\n", constval f64 0.0, constval f64 -2.5, constval f64 4.9406564584124654e-324)
  call &printf (conststr ptr "[%20a] [%-12a] [%020a] [%+.2a] [%.15a]\n", constval f64 1.0, constval f64 1.0, constval f64 1.0, constval f64 255.0, constval f64 3.0)
  call &printf (conststr ptr "[%a] [%.0a] [%a] [%a]\n", constval f64 1.7976931348623157e308, constval f64 1.7976931348623157e308, constval f32 0.75f, constval f64 1e-5)
  return (constval i32 0)
}
