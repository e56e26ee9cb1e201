# Ping-pong: two threads hand one cache line back and forth 200 times. Each hand-off is a
# read of the line the other core holds Modified (a cache-to-cache transfer) and the write
# that takes it back (an upgrade invalidating the other copy), so the run's cycles grow by
# `coherence.transfer` per hand-off when that latency grows (tui/tests/multicore.rs).
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
var $turn i32 volatile align(64)
func &player (var %me ptr) ptr {
  var %round i32
  var %mine i32
  dassign %mine (cvt i32 i64 (retype i64 <* void> (dread ptr %me)))
  doloop %round (constval i32 0, lt i32 i32 (dread i32 %round, constval i32 100), constval i32 1) {
    while (ne i32 i32 (dread i32 $turn, dread i32 %mine)) {
    }
    dassign $turn (sub i32 (constval i32 1, dread i32 %mine))
    membarfull
  }
  return (constval ptr 0)
}
func &main () i32 {
  var %t0 u64
  var %t1 u64
  call &pthread_create (addrof ptr %t0, constval ptr 0, addroffunc a64 &player, constval ptr 0)
  call &pthread_create (addrof ptr %t1, constval ptr 0, addroffunc a64 &player, constval ptr 1)
  call &pthread_join (dread u64 %t0, constval ptr 0)
  call &pthread_join (dread u64 %t1, constval ptr 0)
  call &printf (conststr ptr "turn=%d\n", dread i32 $turn)
  return (constval i32 0)
}
