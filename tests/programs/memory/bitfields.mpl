# Bitfield members: stores truncate to the field width, signed fields sign-extend on read,
# neighbours are left untouched, and the layout packs like GCC (sizeof checked).
func &printf (var %fmt <* i8>, ...) i32
type $bf <struct {@a:3 u32, @b:5 i32, @c:12 u32, @d u8, @e:7 i32}>
var $gb <$bf>
func &main () i32 {
  var %s <$bf>
  var %i i32
  dassign %s 1 (constval u32 5)
  dassign %s 2 (constval i32 -3)
  dassign %s 3 (constval u32 4095)
  dassign %s 4 (constval u32 200)
  dassign %s 5 (constval i32 63)
  call &printf (conststr ptr "a=%u b=%d c=%u d=%u e=%d\n", dread u32 %s 1, dread i32 %s 2, dread u32 %s 3, dread u32 %s 4, dread i32 %s 5)
  # overflowing stores truncate
  dassign %s 1 (constval u32 13)
  dassign %s 2 (constval i32 17)
  dassign %s 5 (constval i32 -65)
  call &printf (conststr ptr "a=%u b=%d c=%u d=%u e=%d\n", dread u32 %s 1, dread i32 %s 2, dread u32 %s 3, dread u32 %s 4, dread i32 %s 5)
  # count up a field in a loop: it wraps at 8
  dassign $gb 1 (constval u32 0)
  dassign $gb 3 (constval u32 77)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    dassign $gb 1 (add u32 (dread u32 $gb 1, constval u32 1))
  }
  call &printf (conststr ptr "global a=%u c=%u\n", dread u32 $gb 1, dread u32 $gb 3)
  call &printf (conststr ptr "sizeof=%d\n", sizeoftype i32 <$bf>)
  return (constval i32 0)
}
