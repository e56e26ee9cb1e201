# conststr strings live in read-only memory (§3.2.5): storing into one faults.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %s <* i8>
  dassign %s (conststr ptr "constant")
  call &printf (conststr ptr "%s\n", dread ptr %s)
  iassign <* i8> (dread ptr %s, constval i32 67)
  call &printf (conststr ptr "not reached: %s\n", dread ptr %s)
  return (constval i32 0)
}
