# A thread bomb: pthread_create in an endless loop (each thread joined). At the bound
# (--max-threads) pthread_create returns EAGAIN, as glibc's does at its limits, and maple
# says once on stderr which limit it was; the program sees the error and stops trying.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &worker (var %arg ptr) ptr {
  return (dread ptr %arg)
}
func &main () i32 {
  var %t u64
  var %n i32
  var %rc i32
  var %fails i32
  dassign %n (constval i32 0)
  dassign %fails (constval i32 0)
  while (constval u1 1) {
    callassigned &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &worker, constval ptr 0) { dassign %rc 0 }
    if (ne u1 i32 (dread i32 %rc, constval i32 0)) {
      # Retried: the limit stays, and the note is said once.
      dassign %fails (add i32 (dread i32 %fails, constval i32 1))
      if (eq u1 i32 (dread i32 %fails, constval i32 3)) {
        call &printf (conststr ptr "pthread_create returned %d after %d threads, 3 times\n", dread i32 %rc, dread i32 %n)
        return (constval i32 0)
      }
    } else {
      call &pthread_join (dread u64 %t, constval ptr 0)
      dassign %n (add i32 (dread i32 %n, constval i32 1))
      if (eq u1 i32 (rem i32 (dread i32 %n, constval i32 10), constval i32 0)) {
        call &printf (conststr ptr "%d threads\n", dread i32 %n)
      }
    }
  }
  return (constval i32 0)
}
