# name: 2+2W+fences
# threads: 2
# outcome: x=%d y=%d
# forbid sc tso weak: x=1 y=1
#
# 2+2W with membarstorestore between each thread's stores.
# P0: x = 1; membarstorestore; y = 2.  P1: y = 1; membarstorestore; x = 2.
# Models: sc is sequential consistency; tso is x86-TSO (Sewell, Sarkar, Owens, Zappa Nardelli,
# Myreen, "x86-TSO", CACM 53(7), 2010); weak is herd's aarch64.cat (Alglave, Maranget,
# Tautschnig, "Herding cats", TOPLAS 36(2), 2014): multi-copy atomic, any two accesses to
# different addresses may be reordered unless a barrier orders them, accesses to one address
# never.
# sc: forbidden as for 2+2W.
# tso: forbidden as for 2+2W (x86-TSO).
# weak: forbidden: the store-store barrier orders each thread's stores (aarch64.cat:
#   2+2W+dmb.sts).
func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &__atomic_fetch_add_4 (var %p ptr, var %v u32, var %order i32) u32
# Every shared location on a cache line of its own (the weak model reorders stores to
# different lines only); registers go to globals that main prints after the joins.
var $ready u32 volatile align(64)
var $go u32 volatile align(64)
var $x i32 volatile align(64)
var $y i32 volatile align(64)
func &p0 (var %arg ptr) ptr {
  # Start together: count in, then wait for main's go (given once every racing
  # thread has counted in, so they all see it within a few cycles of each other).
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 u32 (dread u32 $go, constval u32 0)) {
  }
  dassign $x (constval i32 1)
  membarstorestore
  dassign $y (constval i32 2)
  # Publish the registers and stores before the thread ends: the outcome must not
  # depend on what pthread_join orders.
  membarfull
  return (constval ptr 0)
}
func &p1 (var %arg ptr) ptr {
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 u32 (dread u32 $go, constval u32 0)) {
  }
  dassign $y (constval i32 1)
  membarstorestore
  dassign $x (constval i32 2)
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
  call &printf (conststr ptr "x=%d y=%d\n", dread i32 $x, dread i32 $y)
  return (constval i32 0)
}
