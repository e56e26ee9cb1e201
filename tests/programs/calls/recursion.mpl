# Recursion: factorial (i64), naive fibonacci, Ackermann (small), gcd, and mutual
# recursion (is_even / is_odd).
func &printf (var %fmt <* i8>, ...) i32
func &fact (var %n i64) i64 {
  if (le i32 i64 (dread i64 %n, constval i64 1)) {
    return (constval i64 1)
  }
  call &fact (sub i64 (dread i64 %n, constval i64 1))
  return (mul i64 (dread i64 %n, regread i64 %%retval0))
}
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
func &ack (var %m i32, var %n i32) i32 {
  var %t i32
  if (eq i32 i32 (dread i32 %m, constval i32 0)) {
    return (add i32 (dread i32 %n, constval i32 1))
  }
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    callassigned &ack (sub i32 (dread i32 %m, constval i32 1), constval i32 1) { dassign %t 0 }
    return (dread i32 %t)
  }
  callassigned &ack (dread i32 %m, sub i32 (dread i32 %n, constval i32 1)) { dassign %t 0 }
  callassigned &ack (sub i32 (dread i32 %m, constval i32 1), dread i32 %t) { dassign %t 0 }
  return (dread i32 %t)
}
func &gcd (var %a u64, var %b u64) u64 {
  var %r u64
  if (eq i32 u64 (dread u64 %b, constval u64 0)) {
    return (dread u64 %a)
  }
  callassigned &gcd (dread u64 %b, rem u64 (dread u64 %a, dread u64 %b)) { dassign %r 0 }
  return (dread u64 %r)
}
func &is_odd (var %n i32) i32
func &is_even (var %n i32) i32 {
  var %r i32
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    return (constval i32 1)
  }
  callassigned &is_odd (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (dread i32 %r)
}
func &is_odd (var %n i32) i32 {
  var %r i32
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    return (constval i32 0)
  }
  callassigned &is_even (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (dread i32 %r)
}
func &main () i32 {
  var %f i64
  var %r i32
  var %s i32
  var %g u64
  callassigned &fact (constval i64 20) { dassign %f 0 }
  call &printf (conststr ptr "20! = %lld\n", dread i64 %f)
  callassigned &fib (constval i32 20) { dassign %r 0 }
  call &printf (conststr ptr "fib(20) = %d\n", dread i32 %r)
  callassigned &ack (constval i32 2, constval i32 3) { dassign %r 0 }
  callassigned &ack (constval i32 3, constval i32 3) { dassign %s 0 }
  call &printf (conststr ptr "ack(2,3) = %d, ack(3,3) = %d\n", dread i32 %r, dread i32 %s)
  callassigned &gcd (constval u64 1071, constval u64 462) { dassign %g 0 }
  call &printf (conststr ptr "gcd(1071,462) = %llu\n", dread u64 %g)
  callassigned &is_even (constval i32 101) { dassign %r 0 }
  callassigned &is_odd (constval i32 101) { dassign %s 0 }
  call &printf (conststr ptr "even(101)=%d odd(101)=%d\n", dread i32 %r, dread i32 %s)
  return (constval i32 0)
}
