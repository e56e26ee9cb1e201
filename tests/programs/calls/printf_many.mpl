# printf with many arguments of mixed classes (more than any register set holds):
# i32, i64, u32, u64, f32 (promoted), f64, chars, strings; widths, precision and flags.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %n i32
  callassigned &printf (conststr ptr "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", constval i32 1, constval i32 2, constval i32 3, constval i32 4, constval i32 5, constval i32 6, constval i32 7, constval i32 8, constval i32 9, constval i32 10, constval i32 11, constval i32 12, constval i32 13, constval i32 14, constval i32 15, constval i32 16) { dassign %n 0 }
  call &printf (conststr ptr "printf returned %d\n", dread i32 %n)
  call &printf (conststr ptr "%f %f %f %f %f %f %f %f %f %f %f\n", constval f64 0.5, constval f32 1.5f, constval f64 2.5, constval f32 3.5f, constval f64 4.5, constval f64 5.5, constval f64 6.5, constval f64 7.5, constval f64 8.5, constval f64 9.5, constval f64 10.5)
  call &printf (conststr ptr "%d %g %lld %s %c %u %f %x %llu %.2f %i %s|\n", constval i32 -1, constval f64 0.1, constval i64 -9000000000, conststr ptr "mid", constval i32 33, constval u32 4000000000, constval f32 -0.75f, constval i32 48879, constval u64 18000000000000000000, constval f64 3.14159, constval i32 -42, conststr ptr "end")
  call &printf (conststr ptr "[%8.3f] [%-8d] [%08x] [%+.1e] [%5s] [%-5s] [%.2s] [%5c] [%%]\n", constval f64 3.14159, constval i32 42, constval i32 255, constval f64 12345.0, conststr ptr "ab", conststr ptr "ab", conststr ptr "abcdef", constval i32 122)
  call &printf (conststr ptr "[%g] [%g] [%g] [%g] [%.3g] [%10.4g]\n", constval f64 100000.0, constval f64 1000000.0, constval f64 0.0001, constval f64 0.00001, constval f64 2.0, constval f64 3.14159265)
  call &printf (conststr ptr "[%ld] [%lx] [%5.1f] [%-6.2f]\n", constval i64 -77, constval i64 3735928559, constval f64 -2.25, constval f64 1.0)
  return (constval i32 0)
}
