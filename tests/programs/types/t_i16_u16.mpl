# i16 and u16: halfword arrays, extending loads, wrapping arithmetic at 16 bits.
func &printf (var %fmt <* i8>, ...) i32
var $h <[6] i16> = [1000, -1000, 32767, -32768, 12345, -2]
func &main () i32 {
  var %i i32
  var %acc i16
  var %uacc u16
  var %prod i16
  dassign %acc (constval i16 0)
  dassign %uacc (constval u16 0)
  dassign %prod (constval i16 1)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 6), constval i32 1) {
    dassign %acc (add i16 (dread i16 %acc, iread i16 <* i16> (array 1 ptr <* [6] i16> (addrof ptr $h, dread i32 %i))))
    dassign %uacc (sub u16 (dread u16 %uacc, iread u16 <* u16> (array 1 ptr <* [6] u16> (addrof ptr $h, dread i32 %i))))
    dassign %prod (mul i16 (dread i16 %prod, constval i16 -7))
  }
  call &printf (conststr ptr "acc %d uacc %u prod %d\n", dread i32 %acc, dread u32 %uacc, dread i32 %prod)
  call &printf (conststr ptr "loads: %d %u %d %u\n", iread i32 <* i16> (array 1 ptr <* [6] i16> (addrof ptr $h, constval i32 3)), iread u32 <* u16> (array 1 ptr <* [6] u16> (addrof ptr $h, constval i32 3)), iread i32 <* i16> (array 1 ptr <* [6] i16> (addrof ptr $h, constval i32 5)), iread u32 <* u16> (array 1 ptr <* [6] u16> (addrof ptr $h, constval i32 5)))
  call &printf (conststr ptr "rem: %d %u\n", cvt i32 i16 (rem i16 (constval i16 -32768, constval i16 1000)), cvt u32 u16 (rem u16 (constval u16 65535, constval u16 1000)))
  return (constval i32 0)
}
