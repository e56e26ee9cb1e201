# printf formatting details that must match C: rounding of %.Nf at exact halves (the binary
# value decides), %g trimming and exponent switch, %e, hex of negative values, field widths
# and precision on strings, zero padding with signs, and %u/%x of 64-bit values with l/ll.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "[%.0f %.0f %.0f %.0f] [%.2f %.2f] [%.1f]\n", constval f64 0.5, constval f64 1.5, constval f64 2.5, constval f64 -0.5, constval f64 1.005, constval f64 2.675, constval f64 0.25)
  call &printf (conststr ptr "[%g %g %g %g %g %g]\n", constval f64 0.00001234, constval f64 123456789.0, constval f64 100.0, constval f64 0.1, constval f64 1e100, constval f64 -2.5e-7)
  call &printf (conststr ptr "[%e %.3e %.0e %E]\n", constval f64 0.0, constval f64 -1234.5678, constval f64 5e10, constval f64 1.5)
  call &printf (conststr ptr "[%x %X %o %lx]\n", constval i32 -1, constval i32 -255, constval i32 8, constval i64 -2)
  call &printf (conststr ptr "[%08.3f] [%+05d] [%-+6d] [% d] [%#x] [%#o]\n", constval f64 -3.14159, constval i32 42, constval i32 7, constval i32 5, constval i32 255, constval i32 8)
  call &printf (conststr ptr "[%10.3s] [%-10s] [%.0s] [%c%c]\n", conststr ptr "abcdef", conststr ptr "left", conststr ptr "gone", constval i32 65, constval i32 66)
  call &printf (conststr ptr "[%*d] [%-*d] [%.*f]\n", constval i32 6, constval i32 12, constval i32 4, constval i32 3, constval i32 2, constval f64 3.14159)
  call &printf (conststr ptr "[%lu] [%llu] [%lld] [%i]\n", constval u64 18446744073709551615, constval u64 9223372036854775808, constval i64 -9223372036854775808, constval i32 -2147483648)
  return (constval i32 0)
}
