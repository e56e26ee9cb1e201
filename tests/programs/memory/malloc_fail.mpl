# malloc of more than the address space can hold returns NULL (as in C) rather than faulting;
# calloc with an overflowing size does too; the heap stays usable afterwards.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &calloc (var %n u64, var %size u64) ptr
func &free (var %p ptr) void
func &main () i32 {
  var %p ptr
  callassigned &malloc (constval u64 0x10000000000) { dassign %p 0 }
  call &printf (conststr ptr "huge malloc is null: %d\n", eq i32 ptr (dread ptr %p, constval ptr 0))
  callassigned &calloc (constval u64 0x100000000, constval u64 0x100000000) { dassign %p 0 }
  call &printf (conststr ptr "overflowing calloc is null: %d\n", eq i32 ptr (dread ptr %p, constval ptr 0))
  callassigned &malloc (constval u64 64) { dassign %p 0 }
  iassign <* i64> (dread ptr %p, constval i64 123)
  call &printf (conststr ptr "small malloc works: %lld\n", iread i64 <* i64> (dread ptr %p))
  call &free (dread ptr %p)
  return (constval i32 0)
}
