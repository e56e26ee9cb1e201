# Returning from main ends the program (as C's exit) even while a worker thread still spins
# forever; the status is main's result.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
var $started i32 volatile
func &spinner (var %arg ptr) ptr {
  dassign $started (constval i32 1)
  while (constval i32 1) {
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %t u64
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &spinner, constval ptr 0)
  while (eq i32 i32 (dread i32 $started, constval i32 0)) {
  }
  call &printf (conststr ptr "worker is spinning; main returns 6\n")
  return (constval i32 6)
}
