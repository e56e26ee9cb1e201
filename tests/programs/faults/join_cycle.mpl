# Deadlock of all threads is a fault: main joins a worker while the worker joins main.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &pthread_self () u64
var $main_id u64
func &worker (var %arg ptr) ptr {
  call &printf (conststr ptr "worker joins main\n")
  call &pthread_join (dread u64 $main_id, constval ptr 0)
  return (constval ptr 0)
}
func &main () i32 {
  var %t u64
  var %me u64
  callassigned &pthread_self () { dassign %me 0 }
  dassign $main_id (dread u64 %me)
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  call &pthread_join (dread u64 %t, constval ptr 0)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
