# Four threads each sum 0..39999 in a local, no sharing: the multi-core engine's cost per
# simulated instruction against one core (callgrind: see the session note of #14).
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &work (var %arg ptr) ptr {
  var %i i32
  var %s i64
  dassign %s (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 40000), constval i32 1) {
    dassign %s (add i64 (dread i64 %s, cvt i64 i32 (dread i32 %i)))
  }
  return (retype ptr <* void> (dread i64 %s))
}
func &main () i32 {
  var %tids <[4] u64>
  var %i i32
  var %r ptr
  var %sum i64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_create (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &work, constval ptr 0)
  }
  dassign %sum (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i)), addrof ptr %r)
    dassign %sum (add i64 (dread i64 %sum, retype i64 <* void> (dread ptr %r)))
  }
  call &printf (conststr ptr "%lld\n", dread i64 %sum)
  return (constval i32 0)
}
