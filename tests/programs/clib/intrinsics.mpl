# The C intrinsics of OpenArk's intrinsic_c.def that hir2mpl emits for GCC builtins: byte
# swaps, the __sync family (the size in the name), the generic __atomic family (the size from
# `intrinsiccallwithtype <T>`), test-and-set, object size, expect, alloca with alignment (in
# bits), a VLA scope per loop iteration (C_stack_save / alloca / C_stack_restore: the stack
# comes back each time), the return address, and strchr/strrchr as intrinsics.
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &memset public extern (var %__s <* void>, var %__c i32, var %__n u64) <* void>
var $counter u32 = 10
var $wide u64 = 1
var $flag u8

func &caller static () <* void> {
  var %ra <* void>
  intrinsiccallassigned C__builtin_return_address (constval u32 0) { dassign %ra 0 }
  return (dread ptr %ra)
}

func &main () i32 {
  var %a u32
  var %b u32
  var %c u32
  var %swapped u1
  var %old u32
  var %w1 u64
  var %w2 u64
  var %expected u64 = 99
  var %ok1 u1
  var %ok2 u1
  var %now u64
  var %t1 u8
  var %t2 u8
  var %p <* u8>
  var %i i32
  var %saved <* void>
  var %vla <* u8>
  var %ra <* void>
  var %s <* u8>
  var %size1 u64
  var %size2 u64
  call &printf (conststr ptr "bswap %x %x %llx\n",
    zext u32 16 (intrinsicop u16 C_bswap16 (constval u16 0x1234)),
    intrinsicop u32 C_bswap32 (constval u32 0x11223344),
    intrinsicop u64 C_bswap64 (constval u64 0x0102030405060708))
  intrinsiccallassigned C___sync_fetch_and_add_4 (addrof ptr $counter, constval u32 5) { dassign %a 0 }
  intrinsiccallassigned C___sync_add_and_fetch_4 (addrof ptr $counter, constval u32 5) { dassign %b 0 }
  intrinsiccallassigned C___sync_fetch_and_or_4 (addrof ptr $counter, constval u32 0x100) { dassign %c 0 }
  intrinsiccallassigned C___sync_bool_compare_and_swap_4 (addrof ptr $counter, constval u32 0x114, constval u32 7) { dassign %swapped 0 }
  intrinsiccallassigned C___sync_val_compare_and_swap_4 (addrof ptr $counter, constval u32 1, constval u32 2) { dassign %old 0 }
  call &printf (conststr ptr "sync %u %u %u %d %u %u\n", dread u32 %a, dread u32 %b, dread u32 %c, dread u32 %swapped, dread u32 %old, dread u32 $counter)
  intrinsiccallwithtypeassigned <u64> C___atomic_fetch_add (addrof ptr $wide, constval u64 41, constval i32 5) { dassign %w1 0 }
  intrinsiccallwithtypeassigned <u64> C___atomic_sub_fetch (addrof ptr $wide, constval u64 2, constval i32 5) { dassign %w2 0 }
  intrinsiccallwithtypeassigned <u64> C___atomic_compare_exchange_n (addrof ptr $wide, addrof ptr %expected, constval u64 5, constval u1 0, constval i32 5, constval i32 5) { dassign %ok1 0 }
  intrinsiccallwithtypeassigned <u64> C___atomic_compare_exchange_n (addrof ptr $wide, addrof ptr %expected, constval u64 5, constval u1 0, constval i32 5, constval i32 5) { dassign %ok2 0 }
  intrinsiccallwithtypeassigned <u64> C___atomic_load_n (addrof ptr $wide, constval i32 2) { dassign %now 0 }
  call &printf (conststr ptr "atomic %llu %llu %d %llu %d %llu\n", dread u64 %w1, dread u64 %w2, dread u32 %ok1, dread u64 %expected, dread u32 %ok2, dread u64 %now)
  intrinsiccallassigned C___atomic_test_and_set (addrof ptr $flag, constval i32 5) { dassign %t1 0 }
  intrinsiccallassigned C___atomic_test_and_set (addrof ptr $flag, constval i32 5) { dassign %t2 0 }
  intrinsiccall C___atomic_clear (addrof ptr $flag, constval i32 5)
  intrinsiccall C___sync_synchronize ()
  call &printf (conststr ptr "flag %d %d %d\n", dread u32 %t1, dread u32 %t2, dread u32 $flag)
  intrinsiccallassigned C___builtin_object_size (constval ptr 0, constval i32 0) { dassign %size1 0 }
  intrinsiccallassigned C___builtin_object_size (constval ptr 0, constval i32 2) { dassign %size2 0 }
  call &printf (conststr ptr "expect %ld size %ld %ld\n", intrinsicop i64 C___builtin_expect (constval i64 3, constval i64 0), dread u64 %size1, dread u64 %size2)
  intrinsiccallassigned C_alloca_with_align (constval u64 40, constval u64 1024) { dassign %p 0 }
  call &printf (conststr ptr "aligned %d\n", eq u1 u64 (rem u64 (dread ptr %p, constval u64 128), constval u64 0))
  dassign %i 0 (constval i32 1)
  while (le u1 i32 (dread i32 %i, constval i32 3)) {
    intrinsiccallassigned C_stack_save () { dassign %saved 0 }
    dassign %vla 0 (alloca ptr (cvt u64 i32 (mul i32 (dread i32 %i, constval i32 1000))))
    call &memset (dread ptr %vla, constval i32 120, cvt u64 i32 (mul i32 (dread i32 %i, constval i32 1000)))
    call &printf (conststr ptr "vla %zu\n", cvt u64 i32 (mul i32 (dread i32 %i, constval i32 1000)))
    intrinsiccall C_stack_restore (dread ptr %saved)
    dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  }
  callassigned &caller () { dassign %ra 0 }
  dassign %s 0 (conststr ptr "banana")
  call &printf (conststr ptr "return address %d\n", ne u1 ptr (dread ptr %ra, constval ptr 0))
  call &printf (conststr ptr "strchr %ld %ld\n",
    sub i64 (intrinsicop ptr C_strchr (dread ptr %s, constval u32 110), dread ptr %s),
    sub i64 (intrinsicop ptr C_strrchr (dread ptr %s, constval u32 110), dread ptr %s))
  return (constval i32 0)
}
