# u1: booleans stored in variables, an array of flags (a sieve of u1 in u8 storage),
# compare results combined with band/bior/bxor at u1.
func &printf (var %fmt <* i8>, ...) i32
var $flags <[30] u1>
func &main () i32 {
  var %i i32
  var %j i32
  var %b u1
  var %c u1
  var %count i32
  doloop %i (constval i32 2, lt i32 i32 (dread i32 %i, constval i32 30), constval i32 1) {
    iassign <* u1> (array 1 ptr <* [30] u1> (addrof ptr $flags, dread i32 %i), constval u1 1)
  }
  doloop %i (constval i32 2, lt i32 i32 (mul i32 (dread i32 %i, dread i32 %i), constval i32 30), constval i32 1) {
    if (iread u1 <* u1> (array 1 ptr <* [30] u1> (addrof ptr $flags, dread i32 %i))) {
      doloop %j (mul i32 (dread i32 %i, dread i32 %i), lt i32 i32 (dread i32 %j, constval i32 30), dread i32 %i) {
        iassign <* u1> (array 1 ptr <* [30] u1> (addrof ptr $flags, dread i32 %j), constval u1 0)
      }
    }
  }
  dassign %count (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 30), constval i32 1) {
    if (iread u1 <* u1> (array 1 ptr <* [30] u1> (addrof ptr $flags, dread i32 %i))) {
      call &printf (conststr ptr "%d ", dread i32 %i)
      dassign %count (add i32 (dread i32 %count, constval i32 1))
    }
  }
  call &printf (conststr ptr "(%d primes)\n", dread i32 %count)
  dassign %b (ge u1 i32 (constval i32 5, constval i32 5))
  dassign %c (lt u1 i32 (constval i32 5, constval i32 5))
  call &printf (conststr ptr "b=%d c=%d and=%d or=%d xor=%d not b=%d size=%d\n", dread i32 %b, dread i32 %c, band u1 (dread u1 %b, dread u1 %c), bior u1 (dread u1 %b, dread u1 %c), bxor u1 (dread u1 %b, dread u1 %b), lnot u1 (dread u1 %b), sizeoftype i32 <[30] u1>)
  return (constval i32 0)
}
