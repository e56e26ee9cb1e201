# syncenter/syncexit (§3.14.9-10): per-object monitors. Three threads and main each do 400
# unprotected-looking read-modify-writes of a shared total inside a monitor on one object;
# the monitor is recursive (entered twice, exited twice).
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
var $lockobj <[16] u8>
var $total i64
func &work (var %arg ptr) ptr {
  var %i i32
  var %t i64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 400), constval i32 1) {
    syncenter (addrof ptr $lockobj)
    syncenter (addrof ptr $lockobj)
    dassign %t (dread i64 $total)
    dassign $total (add i64 (dread i64 %t, constval i64 1))
    syncexit (addrof ptr $lockobj)
    dassign %t (dread i64 $total)
    dassign $total (add i64 (dread i64 %t, constval i64 1))
    syncexit (addrof ptr $lockobj)
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %tids <[3] u64>
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    call &pthread_create (array 1 ptr <* [3] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &work, constval ptr 0)
  }
  call &work (constval ptr 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [3] u64> (addrof ptr %tids, dread i32 %i)), constval ptr 0)
  }
  call &printf (conststr ptr "total %lld\n", dread i64 $total)
  return (constval i32 0)
}
