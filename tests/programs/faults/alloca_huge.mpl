# alloca of more than the whole stack is a stack overflow fault.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %p ptr
  call &printf (conststr ptr "allocating 16 MiB on the stack\n")
  dassign %p (alloca ptr (constval u64 16777216))
  iassign <* i32> (dread ptr %p, constval i32 1)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
