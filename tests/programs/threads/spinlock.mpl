# A spinlock from __atomic_compare_exchange_4 and __atomic_store_4 protecting a plain
# (non-atomic) read-modify-write of a shared total; three threads plus main each add their
# contributions 500 times; pthread_self differs between threads.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &pthread_self () u64
func &__atomic_compare_exchange_4 (var %p ptr, var %expected ptr, var %desired u32, var %weak i32, var %succ i32, var %fail i32) u1
func &__atomic_store_4 (var %p ptr, var %v u32, var %order i32) void
var $lock u32
var $total i64
var $selves <[4] u64>
func &acquire () void {
  var %exp u32
  var %ok u1
  dowhile {
    dassign %exp (constval u32 0)
    callassigned &__atomic_compare_exchange_4 (addrof ptr $lock, addrof ptr %exp, constval u32 1, constval i32 0, constval i32 2, constval i32 2) { dassign %ok 0 }
  } (eq i32 u32 (dread u32 %ok, constval u32 0))
  return ()
}
func &release () void {
  call &__atomic_store_4 (addrof ptr $lock, constval u32 0, constval i32 3)
  return ()
}
func &work (var %arg ptr) ptr {
  var %i i32
  var %who i32
  var %t i64
  dassign %who (cvt i32 i64 (dread i64 %arg))
  callassigned &pthread_self () { dassign %t 0 }
  iassign <* u64> (array 1 ptr <* [4] u64> (addrof ptr $selves, dread i32 %who), dread u64 %t)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 500), constval i32 1) {
    call &acquire ()
    dassign %t (dread i64 $total)
    dassign $total (add i64 (dread i64 %t, cvt i64 i32 (add i32 (dread i32 %who, constval i32 1))))
    call &release ()
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %tids <[3] u64>
  var %i i32
  var %distinct i32
  var %j i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    call &pthread_create (array 1 ptr <* [3] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &work, cvt ptr i32 (add i32 (dread i32 %i, constval i32 1)))
  }
  call &work (constval ptr 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [3] u64> (addrof ptr %tids, dread i32 %i)), constval ptr 0)
  }
  dassign %distinct (constval i32 1)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    doloop %j (add i32 (dread i32 %i, constval i32 1), lt i32 i32 (dread i32 %j, constval i32 4), constval i32 1) {
      if (eq i32 u64 (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr $selves, dread i32 %i)), iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr $selves, dread i32 %j)))) {
        dassign %distinct (constval i32 0)
      }
    }
  }
  call &printf (conststr ptr "total %lld, distinct thread ids %d\n", dread i64 $total, dread i32 %distinct)
  return (constval i32 0)
}
