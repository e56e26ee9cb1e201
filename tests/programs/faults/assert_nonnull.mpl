# assertnonnull passes on a valid pointer and faults on null.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %x i32
  var %p ptr
  dassign %p (addrof ptr %x)
  assertnonnull (dread ptr %p)
  call &printf (conststr ptr "non-null ok\n")
  dassign %p (constval ptr 0)
  assertnonnull (dread ptr %p)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
