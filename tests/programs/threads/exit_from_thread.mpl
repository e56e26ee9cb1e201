# exit() called in a worker thread ends the whole program with that status, while main is
# blocked in pthread_join; output printed before is flushed.
func &printf (var %fmt <* i8>, ...) i32
func &exit (var %s i32) void
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &worker (var %arg ptr) ptr {
  call &printf (conststr ptr "worker exits with 4\n")
  call &exit (constval i32 4)
  return (constval ptr 0)
}
func &main () i32 {
  var %t u64
  call &printf (conststr ptr "main starts a worker\n")
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  call &pthread_join (dread u64 %t, constval ptr 0)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
