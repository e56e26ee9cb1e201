# Bit manipulation idioms on u32/u64: population count (loop and Kernighan), lowest set bit
# (x & -x), clearing it, bit reversal, rotation from shifts, leading zeros by search, parity.
func &printf (var %fmt <* i8>, ...) i32
func &popcount (var %x u64) i32 {
  var %n i32
  dassign %n (constval i32 0)
  while (ne i32 u64 (dread u64 %x, constval u64 0)) {
    dassign %n (add i32 (dread i32 %n, cvt i32 u64 (band u64 (dread u64 %x, constval u64 1))))
    dassign %x (lshr u64 (dread u64 %x, constval i32 1))
  }
  return (dread i32 %n)
}
func &kernighan (var %x u32) i32 {
  var %n i32
  dassign %n (constval i32 0)
  while (dread u32 %x) {
    dassign %x (band u32 (dread u32 %x, sub u32 (dread u32 %x, constval u32 1)))
    dassign %n (add i32 (dread i32 %n, constval i32 1))
  }
  return (dread i32 %n)
}
func &rev32 (var %x u32) u32 {
  var %r u32
  var %i i32
  dassign %r (constval u32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 32), constval i32 1) {
    dassign %r (bior u32 (shl u32 (dread u32 %r, constval i32 1), band u32 (dread u32 %x, constval u32 1)))
    dassign %x (lshr u32 (dread u32 %x, constval i32 1))
  }
  return (dread u32 %r)
}
func &clz32 (var %x u32) i32 {
  var %n i32
  if (eq i32 u32 (dread u32 %x, constval u32 0)) {
    return (constval i32 32)
  }
  dassign %n (constval i32 0)
  while (eq i32 u32 (band u32 (dread u32 %x, constval u32 0x80000000), constval u32 0)) {
    dassign %x (shl u32 (dread u32 %x, constval i32 1))
    dassign %n (add i32 (dread i32 %n, constval i32 1))
  }
  return (dread i32 %n)
}
func &main () i32 {
  var %r i32
  var %s i32
  var %u u32
  var %x u32
  var %k i32
  callassigned &popcount (constval u64 0xf0f0f0f0f0f0f0f1) { dassign %r 0 }
  callassigned &kernighan (constval u32 0xdeadbeef) { dassign %s 0 }
  call &printf (conststr ptr "popcount %d %d\n", dread i32 %r, dread i32 %s)
  dassign %x (constval u32 0x00b4c000)
  call &printf (conststr ptr "lowest %x cleared %x\n", band u32 (dread u32 %x, neg u32 (dread u32 %x)), band u32 (dread u32 %x, sub u32 (dread u32 %x, constval u32 1)))
  callassigned &rev32 (constval u32 0x12345678) { dassign %u 0 }
  call &printf (conststr ptr "rev %08x\n", dread u32 %u)
  dassign %k (constval i32 12)
  call &printf (conststr ptr "rotl %08x rotr %08x\n", bior u32 (shl u32 (dread u32 %x, dread i32 %k), lshr u32 (dread u32 %x, sub i32 (constval i32 32, dread i32 %k))), bior u32 (lshr u32 (constval u32 0x12345678, constval i32 8), shl u32 (constval u32 0x12345678, constval i32 24)))
  callassigned &clz32 (constval u32 1) { dassign %r 0 }
  callassigned &clz32 (dread u32 %x) { dassign %s 0 }
  call &printf (conststr ptr "clz %d %d\n", dread i32 %r, dread i32 %s)
  callassigned &kernighan (dread u32 %x) { dassign %r 0 }
  call &printf (conststr ptr "parity %d\n", band i32 (dread i32 %r, constval i32 1))
  call &printf (conststr ptr "sign mask %d %d\n", ashr i32 (constval i32 -12345, constval i32 31), ashr i32 (constval i32 12345, constval i32 31))
  return (constval i32 0)
}
