# Threads through the pthread shims: four workers each add 1000 to a shared counter with
# __atomic_fetch_add_4 and return their argument; main joins them, collects the results,
# and reads the counter with __atomic_load_4.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &__atomic_fetch_add_4 (var %p ptr, var %v u32, var %order i32) u32
func &__atomic_load_4 (var %p ptr, var %order i32) u32
var $counter u32
func &worker (var %arg ptr) ptr {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 1000), constval i32 1) {
    call &__atomic_fetch_add_4 (addrof ptr $counter, constval u32 1, constval i32 5)
  }
  return (dread ptr %arg)
}
func &main () i32 {
  var %tids <[4] u64>
  var %ret ptr
  var %sum i64
  var %i i32
  var %c u32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_create (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &worker, cvt ptr i32 (add i32 (dread i32 %i, constval i32 10)))
  }
  dassign %sum (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i)), addrof ptr %ret)
    dassign %sum (add i64 (dread i64 %sum, dread i64 %ret))
  }
  callassigned &__atomic_load_4 (addrof ptr $counter, constval i32 5) { dassign %c 0 }
  call &printf (conststr ptr "counter %u, joined results sum %lld\n", dread u32 %c, dread i64 %sum)
  return (constval i32 0)
}
