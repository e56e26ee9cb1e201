# A fault in a worker thread (a null load) stops the whole program with a fault report.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &worker (var %arg ptr) ptr {
  call &printf (conststr ptr "worker reads through %d\n", cvt i32 i64 (dread i64 %arg))
  return (iread ptr <* ptr> (dread ptr %arg))
}
func &main () i32 {
  var %t u64
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  call &pthread_join (dread u64 %t, constval ptr 0)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
