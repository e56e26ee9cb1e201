# Benchmark: quicksort (Hoare partition, recursion on one side, loop on the other) of 2000
# xorshift32 values in a global array (C twin: quicksort.c).
func &printf (var %fmt <* i8>, ...) i32
var $v <[2000] i32>
func &quicksort (var %a <* [2000] i32>, var %lo i32, var %hi i32) void {
  var %pivot i32
  var %i i32
  var %j i32
  var %t i32
  while (lt i32 i32 (dread i32 %lo, dread i32 %hi)) {
    dassign %pivot (iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, div i32 (add i32 (dread i32 %lo, dread i32 %hi), constval i32 2))))
    dassign %i (dread i32 %lo)
    dassign %j (dread i32 %hi)
    while (le i32 i32 (dread i32 %i, dread i32 %j)) {
      while (lt i32 i32 (iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, dread i32 %i)), dread i32 %pivot)) {
        dassign %i (add i32 (dread i32 %i, constval i32 1))
      }
      while (gt i32 i32 (iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, dread i32 %j)), dread i32 %pivot)) {
        dassign %j (sub i32 (dread i32 %j, constval i32 1))
      }
      if (le i32 i32 (dread i32 %i, dread i32 %j)) {
        dassign %t (iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, dread i32 %i)))
        iassign <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, dread i32 %i), iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, dread i32 %j)))
        iassign <* i32> (array 0 ptr <* [2000] i32> (dread ptr %a, dread i32 %j), dread i32 %t)
        dassign %i (add i32 (dread i32 %i, constval i32 1))
        dassign %j (sub i32 (dread i32 %j, constval i32 1))
      }
    }
    call &quicksort (dread ptr %a, dread i32 %lo, dread i32 %j)
    dassign %lo (dread i32 %i)
  }
  return ()
}
func &main () i32 {
  var %x u32
  var %i i32
  var %sorted i32
  var %weighted i64
  dassign %x (constval u32 2463534242)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2000), constval i32 1) {
    dassign %x (bxor u32 (dread u32 %x, shl u32 (dread u32 %x, constval i32 13)))
    dassign %x (bxor u32 (dread u32 %x, lshr u32 (dread u32 %x, constval i32 17)))
    dassign %x (bxor u32 (dread u32 %x, shl u32 (dread u32 %x, constval i32 5)))
    iassign <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, dread i32 %i), sub i32 (rem u32 (dread u32 %x, constval u32 100000), constval i32 50000))
  }
  call &quicksort (addrof ptr $v, constval i32 0, constval i32 1999)
  dassign %sorted (constval i32 1)
  dassign %weighted (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2000), constval i32 1) {
    if (cand i32 (gt i32 i32 (dread i32 %i, constval i32 0), gt i32 i32 (iread i32 <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, sub i32 (dread i32 %i, constval i32 1))), iread i32 <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, dread i32 %i))))) {
      dassign %sorted (constval i32 0)
    }
    dassign %weighted (add i64 (dread i64 %weighted, mul i64 (cvt i64 i32 (iread i32 <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, dread i32 %i))), cvt i64 i32 (add i32 (dread i32 %i, constval i32 1)))))
  }
  call &printf (conststr ptr "sorted %d min %d max %d median %d\n", dread i32 %sorted, iread i32 <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, constval i32 0)), iread i32 <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, constval i32 1999)), iread i32 <* i32> (array 0 ptr <* [2000] i32> (addrof ptr $v, constval i32 1000)))
  call &printf (conststr ptr "weighted %lld\n", dread i64 %weighted)
  return (constval i32 0)
}
