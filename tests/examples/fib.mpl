# The first program to run: recursive Fibonacci, printed with printf.
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
  var %i i32
  doloop %i (constval i32 0, le i32 i32 (dread i32 %i, constval i32 20), constval i32 5) {
    var %f i32
    callassigned &fib (dread i32 %i) { dassign %f 0 }
    call &printf (conststr ptr "fib(%d) = %d\n", dread i32 %i, dread i32 %f)
  }
  return (constval i32 0)
}
