# Message passing between threads ordered by memory barriers: the producer writes the data,
# then membarrelease, then the flag; the consumer spins on the flag, then membaracquire, then
# reads the data — it must see all of it. Done for 5 messages in turn (acknowledged back).
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
var $data <[4] i64>
var $flag i32 volatile
var $ack i32 volatile
func &consumer (var %arg ptr) ptr {
  var %round i32
  var %sum i64
  var %all i64
  dassign %all (constval i64 0)
  doloop %round (constval i32 1, le i32 i32 (dread i32 %round, constval i32 5), constval i32 1) {
    while (ne i32 i32 (dread i32 $flag, dread i32 %round)) {
    }
    membaracquire
    dassign %sum (add i64 (add i64 (iread i64 <* i64> (array 1 ptr <* [4] i64> (addrof ptr $data, constval i32 0)), iread i64 <* i64> (array 1 ptr <* [4] i64> (addrof ptr $data, constval i32 1))), add i64 (iread i64 <* i64> (array 1 ptr <* [4] i64> (addrof ptr $data, constval i32 2)), iread i64 <* i64> (array 1 ptr <* [4] i64> (addrof ptr $data, constval i32 3)))))
    dassign %all (add i64 (mul i64 (dread i64 %all, constval i64 1000), dread i64 %sum))
    membarrelease
    dassign $ack (dread i32 %round)
  }
  return (retype ptr <* void> (dread i64 %all))
}
func &main () i32 {
  var %t u64
  var %round i32
  var %j i32
  var %ret ptr
  call &pthread_create (addrof ptr %t, constval ptr 0, addroffunc a64 &consumer, constval ptr 0)
  doloop %round (constval i32 1, le i32 i32 (dread i32 %round, constval i32 5), constval i32 1) {
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 4), constval i32 1) {
      iassign <* i64> (array 1 ptr <* [4] i64> (addrof ptr $data, dread i32 %j), cvt i64 i32 (mul i32 (dread i32 %round, add i32 (dread i32 %j, constval i32 1))))
    }
    membarrelease
    dassign $flag (dread i32 %round)
    while (ne i32 i32 (dread i32 $ack, dread i32 %round)) {
    }
    membaracquire
  }
  call &pthread_join (dread u64 %t, addrof ptr %ret)
  call &printf (conststr ptr "consumer saw %lld\n", dread i64 %ret)
  return (constval i32 0)
}
