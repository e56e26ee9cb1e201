# Bitfield packing in the GCC (SysV) way: a field that does not fit the rest of its
# declared type's unit starts a new unit; u64 units hold fields across the 32-bit mark;
# u16 units pack fields across a byte boundary; signed fields sign-extend. Each struct is
# filled through its fields, then its bytes are dumped.
func &printf (var %fmt <* i8>, ...) i32
type $s1 <struct {@a:30 u32, @b:10 u32, @c u8}>
type $s2 <struct {@a:30 u64, @b:10 u64, @c:24 i64}>
type $s3 <struct {@a:5 u16, @b:5 u16, @c:5 u16, @d:5 i8}>
type $s4 <struct {@a u8, @b:4 u32, @c:28 u32, @d:1 u32}>
func &dump (var %p <* u8>, var %n i32) void {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    call &printf (conststr ptr "%02x", iread u32 <* u8> (add ptr (dread ptr %p, cvt i64 i32 (dread i32 %i))))
  }
  call &printf (conststr ptr " (%d bytes)\n", dread i32 %n)
  return ()
}
func &main () i32 {
  var %x1 <$s1>
  var %x2 <$s2>
  var %x3 <$s3>
  var %x4 <$s4>
  call &memzero (addrof ptr %x1, sizeoftype i32 <$s1>)
  call &memzero (addrof ptr %x2, sizeoftype i32 <$s2>)
  call &memzero (addrof ptr %x3, sizeoftype i32 <$s3>)
  call &memzero (addrof ptr %x4, sizeoftype i32 <$s4>)
  dassign %x1 1 (constval u32 0x3fffffff)
  dassign %x1 2 (constval u32 0x2a5)
  dassign %x1 3 (constval u32 0x77)
  call &dump (addrof ptr %x1, sizeoftype i32 <$s1>)
  dassign %x2 1 (constval u64 0x12345678)
  dassign %x2 2 (constval u64 0x3ff)
  dassign %x2 3 (constval i64 -2)
  call &dump (addrof ptr %x2, sizeoftype i32 <$s2>)
  call &printf (conststr ptr "s2.c = %lld\n", dread i64 %x2 3)
  dassign %x3 1 (constval u32 31)
  dassign %x3 2 (constval u32 1)
  dassign %x3 3 (constval u32 21)
  dassign %x3 4 (constval i32 -9)
  call &dump (addrof ptr %x3, sizeoftype i32 <$s3>)
  call &printf (conststr ptr "s3 = %u %u %u %d\n", dread u32 %x3 1, dread u32 %x3 2, dread u32 %x3 3, dread i32 %x3 4)
  dassign %x4 1 (constval u32 0xaa)
  dassign %x4 2 (constval u32 0x5)
  dassign %x4 3 (constval u32 0xabcdef1)
  dassign %x4 4 (constval u32 1)
  call &dump (addrof ptr %x4, sizeoftype i32 <$s4>)
  return (constval i32 0)
}
func &memzero (var %p <* u8>, var %n i32) void {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* u8> (add ptr (dread ptr %p, cvt i64 i32 (dread i32 %i)), constval u32 0)
  }
  return ()
}
