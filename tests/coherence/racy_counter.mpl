# A racy counter: four threads each do `total = total + 1` 1000 times with no lock. On
# several cores the read and the write of one increment are apart, and another core's
# increment between them is lost: the total comes out below 4000 (compare
# tests/programs/threads/mutex_counter.mpl and atomic_counter.mpl, always exact).
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
var $total i64 volatile
func &worker (var %arg ptr) ptr {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 1000), constval i32 1) {
    dassign $total (add i64 (dread i64 $total, constval i64 1))
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %tids <[4] u64>
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_create (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i)), constval ptr 0)
  }
  call &printf (conststr ptr "total %lld\n", dread i64 $total)
  return (constval i32 0)
}
