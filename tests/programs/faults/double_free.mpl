# Freeing the same heap block twice is a fault.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
func &main () i32 {
  var %p ptr
  callassigned &malloc (constval u64 24) { dassign %p 0 }
  call &free (dread ptr %p)
  call &printf (conststr ptr "freed once\n")
  call &free (dread ptr %p)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
