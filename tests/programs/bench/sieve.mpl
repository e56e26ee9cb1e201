# Benchmark: sieve of Eratosthenes below 30000 over a global byte array (C twin: sieve.c).
func &printf (var %fmt <* i8>, ...) i32
var $composite <[30000] i8>
func &main () i32 {
  var %i i32
  var %j i32
  var %count i32
  var %sum i64
  var %last i32
  doloop %i (constval i32 2, lt i32 i32 (mul i32 (dread i32 %i, dread i32 %i), constval i32 30000), constval i32 1) {
    if (eq i32 i32 (iread i32 <* i8> (array 0 ptr <* [30000] i8> (addrof ptr $composite, dread i32 %i)), constval i32 0)) {
      doloop %j (mul i32 (dread i32 %i, dread i32 %i), lt i32 i32 (dread i32 %j, constval i32 30000), dread i32 %i) {
        iassign <* i8> (array 0 ptr <* [30000] i8> (addrof ptr $composite, dread i32 %j), constval i32 1)
      }
    }
  }
  checkpoint count
  dassign %count (constval i32 0)
  dassign %sum (constval i64 0)
  doloop %i (constval i32 2, lt i32 i32 (dread i32 %i, constval i32 30000), constval i32 1) {
    if (eq i32 i32 (iread i32 <* i8> (array 0 ptr <* [30000] i8> (addrof ptr $composite, dread i32 %i)), constval i32 0)) {
      dassign %count (add i32 (dread i32 %count, constval i32 1))
      dassign %sum (add i64 (dread i64 %sum, cvt i64 i32 (dread i32 %i)))
    }
  }
  checkpoint count
  call &printf (conststr ptr "primes below %d: %d\n", constval i32 30000, dread i32 %count)
  call &printf (conststr ptr "sum %lld\n", dread i64 %sum)
  dassign %last (constval i32 29999)
  while (ne i32 i32 (iread i32 <* i8> (array 0 ptr <* [30000] i8> (addrof ptr $composite, dread i32 %last)), constval i32 0)) {
    dassign %last (sub i32 (dread i32 %last, constval i32 1))
  }
  call &printf (conststr ptr "largest %d\n", dread i32 %last)
  return (constval i32 0)
}
