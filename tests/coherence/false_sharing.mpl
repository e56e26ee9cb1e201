# False sharing: two threads each add 1 to their own counter 500 times, the counters side by side on one cache line.
# Every write of one takes the line from the other core: invalidations on every round.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
type $counters <struct {@a i64 volatile, @b i64 volatile}>
var $c <$counters> align(64)
func &count_a (var %arg ptr) ptr {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 500), constval i32 1) {
    dassign $c 1 (add i64 (dread i64 $c 1, constval i64 1))
  }
  return (constval ptr 0)
}
func &count_b (var %arg ptr) ptr {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 500), constval i32 1) {
    dassign $c 2 (add i64 (dread i64 $c 2, constval i64 1))
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %t0 u64
  var %t1 u64
  call &pthread_create (addrof ptr %t0, constval ptr 0, addroffunc a64 &count_a, constval ptr 0)
  call &pthread_create (addrof ptr %t1, constval ptr 0, addroffunc a64 &count_b, constval ptr 0)
  call &pthread_join (dread u64 %t0, constval ptr 0)
  call &pthread_join (dread u64 %t1, constval ptr 0)
  call &printf (conststr ptr "a=%lld b=%lld\n", dread i64 $c 1, dread i64 $c 2)
  return (constval i32 0)
}
