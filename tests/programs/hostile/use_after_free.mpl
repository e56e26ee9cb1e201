# Use after free (--check-memory): a block is freed, later mallocs of the same size take
# other memory (the freed one waits in the quarantine), and a load through the stale pointer
# faults, naming the block, the free's function and line, and the access.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
func &release (var %p ptr) void {
  call &free (dread ptr %p)
  return ()
}
func &main () i32 {
  var %p ptr
  var %q ptr
  var %i i32
  callassigned &malloc (constval u64 32) { dassign %p 0 }
  iassign <* i32> (dread ptr %p, constval i32 7)
  call &release (dread ptr %p)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 100), constval i32 1) {
    callassigned &malloc (constval u64 32) { dassign %q 0 }
    iassign <* i32> (dread ptr %q, constval i32 1)
  }
  call &printf (conststr ptr "reading the freed block\n")
  call &printf (conststr ptr "%d\n", iread i32 <* i32> (dread ptr %p))
  return (constval i32 0)
}
