# Use after free at the last byte of a freed 33-byte block whose page holds live blocks on
# both sides (the page's other bytes stay usable): the byte after it is read without a fault,
# the block's last byte faults, naming the block.
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a ptr
  var %b ptr
  var %c ptr
  callassigned &malloc (constval u64 40) { dassign %a 0 }
  callassigned &malloc (constval u64 33) { dassign %b 0 }
  callassigned &malloc (constval u64 40) { dassign %c 0 }
  call &free (dread ptr %b)
  iassign <* i8> (dread ptr %a, constval i8 7)
  iassign <* i8> (dread ptr %c, constval i8 9)
  call &printf (conststr ptr "neighbours %d %d\n", iread i32 <* i8> (dread ptr %a), iread i32 <* i8> (dread ptr %c))
  call &printf (conststr ptr "after the block %d\n", iread i32 <* u8> (add ptr (dread ptr %b, constval ptr 33)))
  call &printf (conststr ptr "last byte %d\n", iread i32 <* u8> (add ptr (dread ptr %b, constval ptr 32)))
  return (constval i32 0)
}
