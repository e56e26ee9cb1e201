# ireadoff/iassignoff (byte offsets from an address), a union whose members overlap,
# and pseudo-registers via regassign/regread.
func &printf (var %fmt <* i8>, ...) i32
type $u <union {@i u32, @f f32, @b <[4] u8>, @h u16}>
func &main () i32 {
  var %blk <[4] i64>
  var %un <$u>
  reg %1 i64
  reg %2 f64
  iassignoff i64 0 (addrof ptr %blk, constval i64 11)
  iassignoff i64 8 (addrof ptr %blk, constval i64 22)
  iassignoff i32 16 (addrof ptr %blk, constval i32 -1)
  iassignoff i32 20 (addrof ptr %blk, constval i32 0)
  iassignoff i64 24 (addrof ptr %blk, constval i64 0)
  iassignoff u8 24 (addrof ptr %blk, constval u32 0x1234)
  call &printf (conststr ptr "offsets: %lld %lld %lld %d %d\n", ireadoff i64 0 (addrof ptr %blk), ireadoff i64 8 (addrof ptr %blk), ireadoff i64 16 (addrof ptr %blk), ireadoff i32 24 (addrof ptr %blk), ireadoff i32 17 (addrof ptr %blk))
  call &printf (conststr ptr "negative offset: %lld\n", ireadoff i64 -8 (add ptr (addrof ptr %blk, constval ptr 16)))
  # union: write the float, read the bits; write a byte, read the whole
  dassign %un 2 (constval f32 1.0f)
  call &printf (conststr ptr "union bits: %x h=%x\n", dread u32 %un 1, dread u32 %un 4)
  dassign %un 1 (constval u32 0x40400000)
  call &printf (conststr ptr "union float: %g\n", dread f32 %un 2)
  iassign <* u8> (array 1 ptr <* [4] u8> (addrof ptr %un 3, constval i32 3), constval u32 0xc0)
  call &printf (conststr ptr "union after byte: %x %g size %d\n", dread u32 %un 1, dread f32 %un 2, sizeoftype i32 <$u>)
  # pseudo-registers
  regassign i64 %1 (constval i64 40)
  regassign i64 %1 (add i64 (regread i64 %1, constval i64 2))
  regassign f64 %2 (cvt f64 i64 (regread i64 %1))
  regassign f64 %2 (div f64 (regread f64 %2, constval f64 8.0))
  call &printf (conststr ptr "pregs: %lld %g\n", regread i64 %1, regread f64 %2)
  return (constval i32 0)
}
