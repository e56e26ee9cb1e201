# Four threads using the heap at once: each allocates 50 blocks, fills them with its own
# pattern, checks them, frees them and returns its checksum through pthread_join.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
func &worker (var %arg ptr) ptr {
  var %id i64
  var %blocks <[50] ptr>
  var %i i32
  var %j i32
  var %p <* [16] i64>
  var %sum i64
  var %bad i64
  dassign %id (dread i64 %arg)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 50), constval i32 1) {
    callassigned &malloc (constval u64 128) { dassign %p 0 }
    iassign <* ptr> (array 1 ptr <* [50] ptr> (addrof ptr %blocks, dread i32 %i), dread ptr %p)
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 16), constval i32 1) {
      iassign <* i64> (array 1 ptr <* [16] i64> (dread ptr %p, dread i32 %j), add i64 (mul i64 (dread i64 %id, constval i64 1000000), cvt i64 i32 (add i32 (mul i32 (dread i32 %i, constval i32 16), dread i32 %j))))
    }
  }
  dassign %sum (constval i64 0)
  dassign %bad (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 50), constval i32 1) {
    dassign %p (iread ptr <* ptr> (array 1 ptr <* [50] ptr> (addrof ptr %blocks, dread i32 %i)))
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 16), constval i32 1) {
      dassign %sum (add i64 (dread i64 %sum, iread i64 <* i64> (array 1 ptr <* [16] i64> (dread ptr %p, dread i32 %j))))
      if (ne i32 i64 (div i64 (iread i64 <* i64> (array 1 ptr <* [16] i64> (dread ptr %p, dread i32 %j)), constval i64 1000000), dread i64 %id)) {
        dassign %bad (add i64 (dread i64 %bad, constval i64 1))
      }
    }
    call &free (dread ptr %p)
  }
  return (retype ptr <* void> (add i64 (dread i64 %sum, mul i64 (dread i64 %bad, constval i64 1000000000000))))
}
func &main () i32 {
  var %tids <[4] u64>
  var %i i32
  var %ret ptr
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_create (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i), constval ptr 0, addroffunc a64 &worker, cvt ptr i32 (add i32 (dread i32 %i, constval i32 1)))
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr %tids, dread i32 %i)), addrof ptr %ret)
    call &printf (conststr ptr "thread %d: %lld\n", add i32 (dread i32 %i, constval i32 1), dread i64 %ret)
  }
  return (constval i32 0)
}
