# free of a pointer that malloc did not return (the address of a local) is a fault.
func &printf (var %fmt <* i8>, ...) i32
func &free (var %p ptr) void
func &main () i32 {
  var %x i32
  call &printf (conststr ptr "freeing a stack address\n")
  call &free (addrof ptr %x)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
