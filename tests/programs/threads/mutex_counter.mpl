# pthread mutexes: four workers each add 1 to a shared total 500 times under one mutex
# (a plain read, add and write: only the lock makes it exact); trylock on the held mutex
# fails with EBUSY, relocking it returns EDEADLK, unlocking one not held returns EPERM.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &pthread_mutex_init (var %m ptr, var %attr ptr) i32
func &pthread_mutex_lock (var %m ptr) i32
func &pthread_mutex_trylock (var %m ptr) i32
func &pthread_mutex_unlock (var %m ptr) i32
func &pthread_mutex_destroy (var %m ptr) i32
var $lock <[40] u8> align(8)
var $other <[40] u8> align(8)
var $total i64
func &worker (var %arg ptr) ptr {
  var %i i32
  var %t i64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 500), constval i32 1) {
    call &pthread_mutex_lock (addrof ptr $lock)
    dassign %t (dread i64 $total)
    dassign $total (add i64 (dread i64 %t, constval i64 1))
    call &pthread_mutex_unlock (addrof ptr $lock)
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %tids <[4] u64>
  var %i i32
  var %r i32
  call &pthread_mutex_init (addrof ptr $lock, constval ptr 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_create (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i)), constval ptr 0)
  }
  call &printf (conststr ptr "total %lld\n", dread i64 $total)
  callassigned &pthread_mutex_lock (addrof ptr $lock) { dassign %r 0 }
  call &printf (conststr ptr "lock %d\n", dread i32 %r)
  callassigned &pthread_mutex_lock (addrof ptr $lock) { dassign %r 0 }
  call &printf (conststr ptr "relock %d\n", dread i32 %r)
  callassigned &pthread_mutex_unlock (addrof ptr $other) { dassign %r 0 }
  call &printf (conststr ptr "unlock not held %d\n", dread i32 %r)
  callassigned &pthread_mutex_unlock (addrof ptr $lock) { dassign %r 0 }
  callassigned &pthread_mutex_trylock (addrof ptr $lock) { dassign %r 0 }
  call &printf (conststr ptr "trylock free %d\n", dread i32 %r)
  call &pthread_mutex_unlock (addrof ptr $lock)
  call &pthread_mutex_destroy (addrof ptr $lock)
  return (constval i32 0)
}
