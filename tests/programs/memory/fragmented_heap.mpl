# 3,000 blocks of three sizes, every other one freed (holes of 48, 64 and 128 bytes and,
# where neighbours coalesce, more), then 1,500 requests of 40 to 140 bytes: each takes the
# lowest-addressed hole that fits, as a walk of the address-ordered free list would (the heap
# finds it through its size classes). The offsets handed out, summed, pin down every choice.
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
func &printf (var %fmt <* i8>, ...) i32
var $ptrs <[3000] ptr>
func &main () i32 {
  var %i i32
  var %p ptr
  var %base u64
  var %sum u64
  var %max u64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3000), constval i32 1) {
    callassigned &malloc (cvt u64 i32 (add i32 (constval i32 24, mul i32 (rem i32 (dread i32 %i, constval i32 3), constval i32 40)))) { dassign %p 0 }
    iassign <* ptr> (array 1 ptr <* [3000] ptr> (addrof ptr $ptrs, dread i32 %i), dread ptr %p)
  }
  dassign %base (cvt u64 ptr (iread ptr <* ptr> (array 1 ptr <* [3000] ptr> (addrof ptr $ptrs, constval i32 0))))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3000), constval i32 2) {
    call &free (iread ptr <* ptr> (array 1 ptr <* [3000] ptr> (addrof ptr $ptrs, dread i32 %i)))
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 1500), constval i32 1) {
    callassigned &malloc (cvt u64 i32 (add i32 (constval i32 40, rem i32 (mul i32 (dread i32 %i, constval i32 37), constval i32 101)))) { dassign %p 0 }
    dassign %sum (add u64 (dread u64 %sum, sub u64 (cvt u64 ptr (dread ptr %p), dread u64 %base)))
    if (gt u1 u64 (sub u64 (cvt u64 ptr (dread ptr %p), dread u64 %base), dread u64 %max)) {
      dassign %max (sub u64 (cvt u64 ptr (dread ptr %p), dread u64 %base))
    }
  }
  call &printf (conststr ptr "sum of offsets %llu, highest %llu\n", dread u64 %sum, dread u64 %max)
  return (constval i32 0)
}
