# Storing through a null struct pointer (to a field at a small offset) faults.
func &printf (var %fmt <* i8>, ...) i32
type $s <struct {@a i64, @b i32}>
func &main () i32 {
  var %p <* <$s>>
  dassign %p (constval ptr 0)
  call &printf (conststr ptr "storing\n")
  iassign <* <$s>> 2 (dread ptr %p, constval i32 1)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
