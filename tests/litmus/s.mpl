# name: S
# threads: 2
# outcome: r0=%d x=%d
# forbid sc tso: r0=1 x=2
# expect weak: r0=1 x=2
#
# S: P0 writes x then y; P1 reads y and then overwrites x; the final x tells which store to x
# came last.
# P0: x = 2; y = 1.  P1: r0 = y; x = 1.
# Models: sc is sequential consistency; tso is x86-TSO (Sewell, Sarkar, Owens, Zappa Nardelli,
# Myreen, "x86-TSO", CACM 53(7), 2010); weak is herd's aarch64.cat (Alglave, Maranget,
# Tautschnig, "Herding cats", TOPLAS 36(2), 2014): multi-copy atomic, any two accesses to
# different addresses may be reordered unless a barrier orders them, accesses to one address
# never.
# sc: r0=1 puts P0's x=2 before P1's load and P1's x=1 after it, so x ends 1.
# tso: forbidden: stores drain in order and a store never passes an earlier load (x86-TSO).
# weak: allowed: P0's two stores (different lines) may drain out of order (aarch64.cat).
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
var $r0 i32 volatile align(64)
func &p0 (var %arg ptr) ptr {
  # Start together: count in, then wait for main's go (given once every racing
  # thread has counted in, so they all see it within a few cycles of each other).
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 u32 (dread u32 $go, constval u32 0)) {
  }
  dassign $x (constval i32 2)
  dassign $y (constval i32 1)
  # Publish the registers and stores before the thread ends: the outcome must not
  # depend on what pthread_join orders.
  membarfull
  return (constval ptr 0)
}
func &p1 (var %arg ptr) ptr {
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 u32 (dread u32 $go, constval u32 0)) {
  }
  dassign $r0 (dread i32 $y)
  dassign $x (constval i32 1)
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
  call &printf (conststr ptr "r0=%d x=%d\n", dread i32 $r0, dread i32 $x)
  return (constval i32 0)
}
