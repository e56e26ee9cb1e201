# Sample 4 of the Chinese edition (if-then-else, calls, blocks), corrected:
#   int fact(int n) { if (n != 1) return n * fact(n - 1); else return 1; }
# Correction: the return value register is %%retval0 (the sample writes %%retval).
func &printf (var %fmt <* i8>, ...) i32
func &fact (var %n i32) i32 {
  if (ne i32 i32 (dread i32 %n, constval i32 1)) {
    call &fact (sub i32 (dread i32 %n, constval i32 1))
    return (mul i32 (dread i32 %n, regread i32 %%retval0))
  }
  return (constval i32 1)
}
func &main () i32 {
  var %i i32
  var %r i32
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 12), constval i32 1) {
    callassigned &fact (dread i32 %i) { dassign %r 0 }
    call &printf (conststr ptr "%d! = %d\n", dread i32 %i, dread i32 %r)
  }
  return (constval i32 0)
}
