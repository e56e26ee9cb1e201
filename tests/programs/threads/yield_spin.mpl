# sched_yield: a waiter spins on a flag, yielding each round, while the setter counts to
# 2000 first; on one core the yields hand the core over, on several nothing changes but
# the result.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &sched_yield () i32
var $flag i32 volatile
var $work i64 volatile
func &setter (var %arg ptr) ptr {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2000), constval i32 1) {
    dassign $work (add i64 (dread i64 $work, constval i64 1))
  }
  membarrelease
  dassign $flag (constval i32 1)
  return (constval ptr 0)
}
func &main () i32 {
  var %t u64
  var %r i32
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &setter, constval ptr 0)
  while (eq i32 i32 (dread i32 $flag, constval i32 0)) {
    callassigned &sched_yield () { dassign %r 0 }
  }
  membaracquire
  call &pthread_join (dread u64 %t, constval ptr 0)
  call &printf (conststr ptr "work %lld, yield returned %d\n", dread i64 $work, dread i32 %r)
  return (constval i32 0)
}
