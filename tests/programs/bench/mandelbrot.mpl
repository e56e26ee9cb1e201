# Benchmark: an ASCII Mandelbrot set, 48x20 points, at most 50 iterations each, in f64
# (C twin: mandelbrot.c; same operation order, so the same picture).
func &printf (var %fmt <* i8>, ...) i32
func &putchar (var %c i32) i32
func &main () i32 {
  var %shades <* i8>
  var %total i64
  var %row i32
  var %col i32
  var %ci f64
  var %cr f64
  var %zr f64
  var %zi f64
  var %t f64
  var %n i32
  dassign %shades (conststr ptr " .:-=+*#%@")
  dassign %total (constval i64 0)
  doloop %row (constval i32 0, lt i32 i32 (dread i32 %row, constval i32 20), constval i32 1) {
    dassign %ci (add f64 (constval f64 -1.2, mul f64 (cvt f64 i32 (dread i32 %row), constval f64 0.12)))
    doloop %col (constval i32 0, lt i32 i32 (dread i32 %col, constval i32 48), constval i32 1) {
      dassign %cr (add f64 (constval f64 -2.1, mul f64 (cvt f64 i32 (dread i32 %col), constval f64 0.0625)))
      dassign %zr (constval f64 0.0)
      dassign %zi (constval f64 0.0)
      dassign %n (constval i32 0)
      while (cand i32 (lt i32 i32 (dread i32 %n, constval i32 50), le i32 f64 (add f64 (mul f64 (dread f64 %zr, dread f64 %zr), mul f64 (dread f64 %zi, dread f64 %zi)), constval f64 4.0))) {
        dassign %t (add f64 (sub f64 (mul f64 (dread f64 %zr, dread f64 %zr), mul f64 (dread f64 %zi, dread f64 %zi)), dread f64 %cr))
        dassign %zi (add f64 (mul f64 (mul f64 (constval f64 2.0, dread f64 %zr), dread f64 %zi), dread f64 %ci))
        dassign %zr (dread f64 %t)
        dassign %n (add i32 (dread i32 %n, constval i32 1))
      }
      dassign %total (add i64 (dread i64 %total, cvt i64 i32 (dread i32 %n)))
      call &putchar (iread i32 <* i8> (add ptr (dread ptr %shades, cvt i64 i32 (select i32 (eq i32 i32 (dread i32 %n, constval i32 50), constval i32 9, rem i32 (dread i32 %n, constval i32 9))))))
    }
    call &putchar (constval i32 10)
  }
  call &printf (conststr ptr "total iterations %ld\n", dread i64 %total)
  return (constval i32 0)
}
