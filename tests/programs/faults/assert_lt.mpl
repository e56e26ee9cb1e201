# assertge / assertlt pass silently when they hold; a failing assertlt is a fault.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %i i32
  dassign %i (constval i32 5)
  assertge (dread i32 %i, constval i32 0)
  assertge (dread i32 %i, constval i32 5)
  assertlt (dread i32 %i, constval i32 10)
  call &printf (conststr ptr "asserts ok\n")
  assertlt (dread i32 %i, constval i32 5)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
