# i8 and u8: byte arrays, sign- vs zero-extending loads of the same bytes, wrapping sums.
func &printf (var %fmt <* i8>, ...) i32
var $bytes <[8] u8> = [0, 1, 127, 128, 200, 255, 64, 3]
func &main () i32 {
  var %i i32
  var %s8 i8
  var %u8s u8
  var %si i32
  var %ui u32
  dassign %s8 (constval i8 0)
  dassign %u8s (constval u8 0)
  dassign %si (constval i32 0)
  dassign %ui (constval u32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 8), constval i32 1) {
    dassign %s8 (add i8 (dread i8 %s8, iread i8 <* i8> (array 1 ptr <* [8] i8> (addrof ptr $bytes, dread i32 %i))))
    dassign %u8s (add u8 (dread u8 %u8s, iread u8 <* u8> (array 1 ptr <* [8] u8> (addrof ptr $bytes, dread i32 %i))))
    dassign %si (add i32 (dread i32 %si, iread i32 <* i8> (array 1 ptr <* [8] i8> (addrof ptr $bytes, dread i32 %i))))
    dassign %ui (add u32 (dread u32 %ui, iread u32 <* u8> (array 1 ptr <* [8] u8> (addrof ptr $bytes, dread i32 %i))))
  }
  call &printf (conststr ptr "i8 sum %d, u8 sum %u, widened signed %d, widened unsigned %u\n", dread i32 %s8, dread u32 %u8s, dread i32 %si, dread u32 %ui)
  # byte-wise store truncation and mul wrap
  iassign <* i8> (array 1 ptr <* [8] i8> (addrof ptr $bytes, constval i32 0), mul i8 (constval i8 -16, constval i8 9))
  call &printf (conststr ptr "stored %d / %u\n", iread i32 <* i8> (addrof ptr $bytes), iread u32 <* u8> (addrof ptr $bytes))
  call &printf (conststr ptr "div: %d %u\n", cvt i32 i8 (div i8 (constval i8 -128, constval i8 3)), cvt u32 u8 (div u8 (constval u8 128, constval u8 3)))
  return (constval i32 0)
}
