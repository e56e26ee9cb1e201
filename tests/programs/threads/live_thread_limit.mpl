# Threads that are all alive at once, each with glibc's default 8 MiB stack: the 32-bit
# address space holds 126 of them beside the main thread's. The next pthread_create returns
# EAGAIN (maple notes the limit once on stderr); the program sees it, lets the threads end,
# joins them, and then a new thread gets a joined one's stack.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &pthread_mutex_lock (var %m ptr) i32
func &pthread_mutex_unlock (var %m ptr) i32
var $gate <[40] u8> align(8)
var $tids <[200] u64>
func &waiter (var %arg ptr) ptr {
  call &pthread_mutex_lock (addrof ptr $gate)
  call &pthread_mutex_unlock (addrof ptr $gate)
  return (dread ptr %arg)
}
func &main () i32 {
  var %n i32
  var %i i32
  var %rc i32
  var %t u64
  call &pthread_mutex_lock (addrof ptr $gate)
  dassign %n (constval i32 0)
  dassign %rc (constval i32 0)
  while (land i32 (eq i32 i32 (dread i32 %rc, constval i32 0), lt i32 i32 (dread i32 %n, constval i32 200))) {
    callassigned &pthread_create (array 1 ptr <* [200] u64> (addrof ptr $tids, dread i32 %n), constval ptr 0, addroffunc a64 &waiter, constval ptr 0) { dassign %rc 0 }
    if (eq i32 i32 (dread i32 %rc, constval i32 0)) {
      dassign %n (add i32 (dread i32 %n, constval i32 1))
    }
  }
  call &printf (conststr ptr "%d threads at once, then pthread_create returned %d\n", dread i32 %n, dread i32 %rc)
  call &pthread_mutex_unlock (addrof ptr $gate)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [200] u64> (addrof ptr $tids, dread i32 %i)), constval ptr 0)
  }
  callassigned &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &waiter, constval ptr 0) { dassign %rc 0 }
  call &printf (conststr ptr "joined %d; one more: %d\n", dread i32 %n, dread i32 %rc)
  call &pthread_join (dread u64 %t, constval ptr 0)
  return (constval i32 0)
}
