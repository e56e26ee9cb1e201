# A deadlock the run reports: two threads take two mutexes in opposite orders, each after
# seeing the other hold its first; main joins the first. Every thread then waits: the run
# ends with status 70 and a report naming what each thread waits for and who holds it.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &pthread_mutex_lock (var %m ptr) i32
func &pthread_mutex_unlock (var %m ptr) i32
var $first <[40] u8> align(8)
var $second <[40] u8> align(8)
var $holding u32 volatile
func &one (var %arg ptr) ptr {
  call &pthread_mutex_lock (addrof ptr $first)
  dassign $holding (constval u32 1)
  membarfull
  while (ne i32 u32 (dread u32 $holding, constval u32 2)) {
  }
  call &pthread_mutex_lock (addrof ptr $second)
  return (constval ptr 0)
}
func &two (var %arg ptr) ptr {
  while (ne i32 u32 (dread u32 $holding, constval u32 1)) {
  }
  call &pthread_mutex_lock (addrof ptr $second)
  dassign $holding (constval u32 2)
  membarfull
  call &pthread_mutex_lock (addrof ptr $first)
  return (constval ptr 0)
}
func &main () i32 {
  var %t0 u64
  var %t1 u64
  call &pthread_create (addrof ptr %t0, constval ptr 0, addroffunc a64 &one, constval ptr 0)
  call &pthread_create (addrof ptr %t1, constval ptr 0, addroffunc a64 &two, constval ptr 0)
  call &pthread_join (dread u64 %t0, constval ptr 0)
  call &printf (conststr ptr "unreachable\n")
  return (constval i32 0)
}
