# Use after free (caught by default: no malloc reuses the block first) through the `free` opcode and a store: the report says it
# is a store and names the block and where it was freed.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %p ptr
  dassign %p (malloc ptr (constval u64 64))
  iassign <* i64> (dread ptr %p, constval i64 1)
  free (dread ptr %p)
  call &printf (conststr ptr "storing into the freed block\n")
  iassign <* i64> (add ptr (dread ptr %p, constval ptr 56), constval i64 2)
  return (constval i32 0)
}
