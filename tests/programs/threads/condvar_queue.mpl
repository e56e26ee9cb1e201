# Condition variables: a producer puts 20 numbers through a one-slot mailbox to two
# consumers; every hand-off waits on a condition under the mutex (full / empty), signals
# the other side, and the producer broadcasts "done" at the end. Each consumer returns the
# sum of what it took; together they took 1 + ... + 20 = 210.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &pthread_mutex_lock (var %m ptr) i32
func &pthread_mutex_unlock (var %m ptr) i32
func &pthread_cond_wait (var %c ptr, var %m ptr) i32
func &pthread_cond_signal (var %c ptr) i32
func &pthread_cond_broadcast (var %c ptr) i32
var $lock <[40] u8> align(8)
var $filled <[48] u8> align(8)
var $emptied <[48] u8> align(8)
var $slot i32
var $full i32
var $done i32
func &consumer (var %arg ptr) ptr {
  var %sum i64
  var %running i32
  dassign %sum (constval i64 0)
  dassign %running (constval i32 1)
  call &pthread_mutex_lock (addrof ptr $lock)
  while (ne i32 i32 (dread i32 %running, constval i32 0)) {
    while (land i32 (eq i32 i32 (dread i32 $full, constval i32 0), eq i32 i32 (dread i32 $done, constval i32 0))) {
      call &pthread_cond_wait (addrof ptr $filled, addrof ptr $lock)
    }
    if (ne i32 i32 (dread i32 $full, constval i32 0)) {
      dassign %sum (add i64 (dread i64 %sum, cvt i64 i32 (dread i32 $slot)))
      dassign $full (constval i32 0)
      call &pthread_cond_signal (addrof ptr $emptied)
    } else {
      dassign %running (constval i32 0)
    }
  }
  call &pthread_mutex_unlock (addrof ptr $lock)
  return (retype ptr <* void> (dread i64 %sum))
}
func &main () i32 {
  var %t0 u64
  var %t1 u64
  var %i i32
  var %a ptr
  var %b ptr
  call &pthread_create (addrof ptr %t0, constval ptr 0, addroffunc a64 &consumer, constval ptr 0)
  call &pthread_create (addrof ptr %t1, constval ptr 0, addroffunc a64 &consumer, constval ptr 0)
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 20), constval i32 1) {
    call &pthread_mutex_lock (addrof ptr $lock)
    while (ne i32 i32 (dread i32 $full, constval i32 0)) {
      call &pthread_cond_wait (addrof ptr $emptied, addrof ptr $lock)
    }
    dassign $slot (dread i32 %i)
    dassign $full (constval i32 1)
    call &pthread_cond_signal (addrof ptr $filled)
    call &pthread_mutex_unlock (addrof ptr $lock)
  }
  call &pthread_mutex_lock (addrof ptr $lock)
  while (ne i32 i32 (dread i32 $full, constval i32 0)) {
    call &pthread_cond_wait (addrof ptr $emptied, addrof ptr $lock)
  }
  dassign $done (constval i32 1)
  call &pthread_cond_broadcast (addrof ptr $filled)
  call &pthread_mutex_unlock (addrof ptr $lock)
  call &pthread_join (dread u64 %t0, addrof ptr %a)
  call &pthread_join (dread u64 %t1, addrof ptr %b)
  call &printf (conststr ptr "consumed %lld\n", add i64 (retype i64 <* void> (dread ptr %a), retype i64 <* void> (dread ptr %b)))
  return (constval i32 0)
}
