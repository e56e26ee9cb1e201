# i64 and u64: xorshift64 and 64-bit multiply-high by parts, signed vs unsigned views.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %x u64
  var %i i32
  var %a u64
  var %b u64
  var %hi u64
  dassign %x (constval u64 88172645463325252)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    dassign %x (bxor u64 (dread u64 %x, shl u64 (dread u64 %x, constval i32 13)))
    dassign %x (bxor u64 (dread u64 %x, lshr u64 (dread u64 %x, constval i32 7)))
    dassign %x (bxor u64 (dread u64 %x, shl u64 (dread u64 %x, constval i32 17)))
    call &printf (conststr ptr "%llu %lld %llx\n", dread u64 %x, dread i64 %x, dread u64 %x)
  }
  # high 64 bits of a*b via 32-bit halves
  dassign %a (constval u64 0xfedcba9876543210)
  dassign %b (constval u64 0x0123456789abcdef)
  dassign %hi (add u64 (mul u64 (lshr u64 (dread u64 %a, constval i32 32), lshr u64 (dread u64 %b, constval i32 32)), add u64 (lshr u64 (mul u64 (lshr u64 (dread u64 %a, constval i32 32), band u64 (dread u64 %b, constval u64 0xffffffff)), constval i32 32), lshr u64 (mul u64 (band u64 (dread u64 %a, constval u64 0xffffffff), lshr u64 (dread u64 %b, constval i32 32)), constval i32 32))))
  call &printf (conststr ptr "approx mulhi %llx, low %llx\n", dread u64 %hi, mul u64 (dread u64 %a, dread u64 %b))
  call &printf (conststr ptr "i64 div %lld rem %lld, u64 div %llu\n", div i64 (constval i64 -9223372036854775807, constval i64 1000000007), rem i64 (constval i64 -9223372036854775807, constval i64 1000000007), div u64 (constval u64 0x8000000000000001, constval u64 1000000007))
  return (constval i32 0)
}
