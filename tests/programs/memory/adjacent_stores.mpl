# Narrow stores touch only their own bytes: u8/i16/i32 fields packed next to each other in
# a struct and in adjacent globals keep their neighbours intact when written with wider values.
func &printf (var %fmt <* i8>, ...) i32
type $packed <struct {@a u8, @b u8, @c i16, @d i32, @e u8, @f i64}>
var $g1 u8 = 0x11
var $g2 u8 = 0x22
var $g3 i16 = 0x3333
var $g4 u8 = 0x44
func &main () i32 {
  var %s <$packed>
  dassign %s 1 (constval u32 0xa1)
  dassign %s 2 (constval u32 0xb2)
  dassign %s 3 (constval i32 -3)
  dassign %s 4 (constval i32 0x0d0d0d0d)
  dassign %s 5 (constval u32 0xe5)
  dassign %s 6 (constval i64 -6)
  # overwrite with values wider than the fields
  dassign %s 2 (constval u32 0xffffff07)
  dassign %s 3 (constval i32 0x7fff0009)
  dassign %s 5 (constval i64 0x1234567890abcd08)
  call &printf (conststr ptr "a=%x b=%x c=%d d=%x e=%x f=%lld\n", dread u32 %s 1, dread u32 %s 2, dread i32 %s 3, dread u32 %s 4, dread u32 %s 5, dread i64 %s 6)
  dassign $g2 (constval u32 0xfff0)
  dassign $g3 (constval i32 0x10005)
  call &printf (conststr ptr "globals %x %x %x %x\n", dread u32 $g1, dread u32 $g2, dread u32 $g3, dread u32 $g4)
  # byte stores into an i64 through a pointer
  dassign %s 6 (constval i64 0)
  iassign <* u8> (add ptr (addrof ptr %s 6, constval ptr 7), constval u32 0x80)
  iassign <* u8> (addrof ptr %s 6, constval u32 0x301)
  call &printf (conststr ptr "assembled %llx, e still %x\n", dread u64 %s 6, dread u32 %s 5)
  return (constval i32 0)
}
