# The __atomic_* libcalls at every width N = 1, 2, 4, 8 (single-threaded semantics): load,
# store, exchange (returns the old value), fetch_add (returns the old value, wraps at the
# width), compare_exchange (success stores; failure writes the current value to *expected).
func &printf (var %fmt <* i8>, ...) i32
func &__atomic_load_1 (var %p ptr, var %o i32) u8
func &__atomic_store_1 (var %p ptr, var %v u8, var %o i32) void
func &__atomic_exchange_1 (var %p ptr, var %v u8, var %o i32) u8
func &__atomic_fetch_add_1 (var %p ptr, var %v u8, var %o i32) u8
func &__atomic_compare_exchange_1 (var %p ptr, var %e ptr, var %d u8, var %w i32, var %s i32, var %f i32) u1
func &__atomic_load_2 (var %p ptr, var %o i32) u16
func &__atomic_exchange_2 (var %p ptr, var %v u16, var %o i32) u16
func &__atomic_fetch_add_2 (var %p ptr, var %v u16, var %o i32) u16
func &__atomic_load_8 (var %p ptr, var %o i32) u64
func &__atomic_store_8 (var %p ptr, var %v u64, var %o i32) void
func &__atomic_fetch_add_8 (var %p ptr, var %v u64, var %o i32) u64
func &__atomic_compare_exchange_8 (var %p ptr, var %e ptr, var %d u64, var %w i32, var %s i32, var %f i32) u1
func &__atomic_exchange_4 (var %p ptr, var %v u32, var %o i32) u32
var $b u8
var $h u16
var $w u32 = 7
var $q u64
func &main () i32 {
  var %old u32
  var %old64 u64
  var %ok u1
  var %exp8 u8
  var %exp64 u64
  call &__atomic_store_1 (addrof ptr $b, constval u32 250, constval i32 5)
  callassigned &__atomic_fetch_add_1 (addrof ptr $b, constval u32 10, constval i32 5) { dassign %old 0 }
  call &printf (conststr ptr "1: fetch_add old %u new %u\n", dread u32 %old, dread u32 $b)
  callassigned &__atomic_exchange_1 (addrof ptr $b, constval u32 9, constval i32 5) { dassign %old 0 }
  dassign %exp8 (constval u32 8)
  callassigned &__atomic_compare_exchange_1 (addrof ptr $b, addrof ptr %exp8, constval u32 1, constval i32 0, constval i32 5, constval i32 5) { dassign %ok 0 }
  call &printf (conststr ptr "1: exchange old %u; cas(8->1) %d expected now %u value %u\n", dread u32 %old, dread i32 %ok, dread u32 %exp8, dread u32 $b)
  callassigned &__atomic_compare_exchange_1 (addrof ptr $b, addrof ptr %exp8, constval u32 1, constval i32 0, constval i32 5, constval i32 5) { dassign %ok 0 }
  callassigned &__atomic_load_1 (addrof ptr $b, constval i32 5) { dassign %old 0 }
  call &printf (conststr ptr "1: cas(9->1) %d value %u\n", dread i32 %ok, dread u32 %old)
  dassign $h (constval u32 65535)
  callassigned &__atomic_fetch_add_2 (addrof ptr $h, constval u32 2, constval i32 5) { dassign %old 0 }
  call &printf (conststr ptr "2: fetch_add old %u new %u\n", dread u32 %old, dread u32 $h)
  callassigned &__atomic_exchange_2 (addrof ptr $h, constval u32 1234, constval i32 5) { dassign %old 0 }
  callassigned &__atomic_load_2 (addrof ptr $h, constval i32 5) { dassign %old64 0 }
  call &printf (conststr ptr "2: exchange old %u now %llu\n", dread u32 %old, dread u64 %old64)
  callassigned &__atomic_exchange_4 (addrof ptr $w, constval u32 0xdeadbeef, constval i32 5) { dassign %old 0 }
  call &printf (conststr ptr "4: exchange old %u now %x\n", dread u32 %old, dread u32 $w)
  call &__atomic_store_8 (addrof ptr $q, constval u64 0xffffffffffffffff, constval i32 5)
  callassigned &__atomic_fetch_add_8 (addrof ptr $q, constval u64 2, constval i32 5) { dassign %old64 0 }
  call &printf (conststr ptr "8: fetch_add old %llx new %llu\n", dread u64 %old64, dread u64 $q)
  dassign %exp64 (constval u64 1)
  callassigned &__atomic_compare_exchange_8 (addrof ptr $q, addrof ptr %exp64, constval u64 0x100000000, constval i32 0, constval i32 5, constval i32 5) { dassign %ok 0 }
  callassigned &__atomic_load_8 (addrof ptr $q, constval i32 5) { dassign %old64 0 }
  call &printf (conststr ptr "8: cas(1->2^32) %d value %llu\n", dread i32 %ok, dread u64 %old64)
  return (constval i32 0)
}
