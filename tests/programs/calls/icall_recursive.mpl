# Recursion through function pointers: a function receives its own address and calls itself
# with icallassigned; an icall with ten mixed integer and float arguments.
func &printf (var %fmt <* i8>, ...) i32
func &fibp (var %self a64, var %n i32) i64 {
  var %a i64
  var %b i64
  if (lt i32 i32 (dread i32 %n, constval i32 2)) {
    return (cvt i64 i32 (dread i32 %n))
  }
  icallassigned (dread a64 %self, dread a64 %self, sub i32 (dread i32 %n, constval i32 1)) { dassign %a 0 }
  icallassigned (dread a64 %self, dread a64 %self, sub i32 (dread i32 %n, constval i32 2)) { dassign %b 0 }
  return (add i64 (dread i64 %a, dread i64 %b))
}
func &ten (var %a i32, var %b f64, var %c i64, var %d f32, var %e i32, var %f f64, var %g i16, var %h f64, var %i u8, var %j i64) f64 {
  return (add f64 (add f64 (add f64 (cvt f64 i32 (dread i32 %a), dread f64 %b), add f64 (cvt f64 i64 (dread i64 %c), cvt f64 f32 (dread f32 %d))), add f64 (add f64 (cvt f64 i32 (dread i32 %e), dread f64 %f), add f64 (add f64 (cvt f64 i32 (dread i32 %g), dread f64 %h), add f64 (cvt f64 u32 (dread u32 %i), cvt f64 i64 (dread i64 %j))))))
}
func &main () i32 {
  var %r i64
  var %d f64
  var %fp a64
  dassign %fp (addroffunc a64 &fibp)
  icallassigned (dread a64 %fp, dread a64 %fp, constval i32 25) { dassign %r 0 }
  call &printf (conststr ptr "fib(25) via pointer = %lld\n", dread i64 %r)
  icallassigned (addroffunc a64 &ten, constval i32 1, constval f64 0.5, constval i64 100, constval f32 0.25f, constval i32 -2, constval f64 1000.0, constval i32 -3, constval f64 0.125, constval i32 255, constval i64 10000) { dassign %d 0 }
  call &printf (conststr ptr "ten = %g\n", dread f64 %d)
  return (constval i32 0)
}
