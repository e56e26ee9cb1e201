# name: MP+relaxed-atomics
# threads: 2
# outcome: r0=%d r1=%d
# forbid sc tso: r0=1 r1=0
# expect weak: r0=1 r1=0
#
# Message passing through a relaxed atomic store and a relaxed atomic load of the flag
# (__atomic_store_4 and __atomic_load_4 with memorder 0); the data is plain.
# P0: x = 1; __atomic_store_4(&y, 1, relaxed).  P1: r0 = __atomic_load_4(&y, relaxed); r1 = x.
# Models: as in mp_relacq.mpl (x86-TSO, CACM 53(7), 2010; herd's aarch64.cat, TOPLAS 36(2),
# 2014).
# sc: forbidden as for MP.
# tso: forbidden: every x86 atomic is a locked instruction, a full fence (x86-TSO).
# weak: allowed: a relaxed atomic orders nothing but its own location, so the store to x may
#   become visible after it (C11 relaxed; aarch64.cat: MP with STR/LDR on y). mp_relacq.mpl
#   is the same test with release/acquire, which forbids it.
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &__atomic_fetch_add_4 (var %p ptr, var %v u32, var %order i32) u32
func &__atomic_store_4 (var %p ptr, var %v u32, var %order i32) void
func &__atomic_load_4 (var %p ptr, var %order i32) u32
# Every shared location on a cache line of its own (the weak model reorders stores to
# different lines only); registers go to globals that main prints after the joins.
var $ready u32 volatile align(64)
var $go u32 volatile align(64)
var $x i32 volatile align(64)
var $y i32 volatile align(64)
var $r0 i32 volatile align(64)
var $r1 i32 volatile align(64)
func &p0 (var %arg ptr) ptr {
  # Start together: count in, then wait for main's go (given once every racing
  # thread has counted in, so they all see it within a few cycles of each other).
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 u32 (dread u32 $go, constval u32 0)) {
  }
  dassign $x (constval i32 1)
  call &__atomic_store_4 (addrof ptr $y, constval u32 1, constval i32 0)
  # Publish the registers and stores before the thread ends: the outcome must not
  # depend on what pthread_join orders.
  membarfull
  return (constval ptr 0)
}
func &p1 (var %arg ptr) ptr {
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 u32 (dread u32 $go, constval u32 0)) {
  }
  callassigned &__atomic_load_4 (addrof ptr $y, constval i32 0) { dassign $r0 0 }
  dassign $r1 (dread i32 $x)
  membarfull
  return (constval ptr 0)
}
func &main () i32 {
  var %t0 u64
  var %t1 u64
  call &pthread_create (addrof ptr %t0, constval ptr 0, addroffunc a64 &p0, constval ptr 0)
  call &pthread_create (addrof ptr %t1, constval ptr 0, addroffunc a64 &p1, constval ptr 0)
  while (ne i32 u32 (dread u32 $ready, constval u32 2)) {
  }
  dassign $go (constval u32 1)
  call &pthread_join (dread u64 %t0, constval ptr 0)
  call &pthread_join (dread u64 %t1, constval ptr 0)
  membarfull
  call &printf (conststr ptr "r0=%d r1=%d\n", dread i32 $r0, dread i32 $r1)
  return (constval i32 0)
}
