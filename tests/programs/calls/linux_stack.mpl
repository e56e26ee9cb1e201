# A C programmer's stack: Linux gives the main thread 8 MiB (`ulimit -s`) and glibc gives
# each thread as much, so a recursion 20,000 calls deep with 64-byte frames (1.25 MiB) runs,
# on the main thread and on another.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
# A 64-byte frame: the formal and the local (48 bytes with padding) and the linkage record.
func &rsum (var %n i32) i32 {
  var %r i32
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    return (constval i32 0)
  }
  callassigned &rsum (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, dread i32 %n))
}
func &worker (var %arg ptr) ptr {
  var %r i32
  callassigned &rsum (constval i32 20000) { dassign %r 0 }
  call &printf (conststr ptr "thread: rsum(20000) = %d\n", dread i32 %r)
  return (constval ptr 0)
}
func &main () i32 {
  var %r i32
  var %t u64
  callassigned &rsum (constval i32 20000) { dassign %r 0 }
  call &printf (conststr ptr "main: rsum(20000) = %d\n", dread i32 %r)
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  call &pthread_join (dread u64 %t, constval ptr 0)
  return (constval i32 0)
}
