# Benchmark: naive recursive fibonacci (C twin: fib.c).
func &printf (var %fmt <* i8>, ...) i32
func &fib (var %n i32) i32 {
  var %a i32
  var %b i32
  if (lt i32 i32 (dread i32 %n, constval i32 2)) {
    return (dread i32 %n)
  }
  callassigned &fib (sub i32 (dread i32 %n, constval i32 1)) { dassign %a 0 }
  callassigned &fib (sub i32 (dread i32 %n, constval i32 2)) { dassign %b 0 }
  return (add i32 (dread i32 %a, dread i32 %b))
}
func &main () i32 {
  var %total i32
  var %n i32
  var %f i32
  dassign %total (constval i32 0)
  doloop %n (constval i32 0, le i32 i32 (dread i32 %n, constval i32 20), constval i32 5) {
    callassigned &fib (dread i32 %n) { dassign %f 0 }
    call &printf (conststr ptr "fib(%d) = %d\n", dread i32 %n, dread i32 %f)
    dassign %total (add i32 (dread i32 %total, dread i32 %f))
  }
  call &printf (conststr ptr "checksum %d\n", dread i32 %total)
  return (constval i32 0)
}
