# An infinite loop stopped by --max-insns 100000 (see runaway.flags).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %i i32
  call &printf (conststr ptr "spinning\n")
  dassign %i (constval i32 0)
  while (constval i32 1) {
    dassign %i (add i32 (dread i32 %i, constval i32 1))
  }
  return (constval i32 0)
}
