# A long loop (about three hundred million instructions): the debugger's interrupt test stops it.
func &printf (var %fmt <* i8>, ...) i32

func &main () i32 {
  var %i i32
  var %sum i32
  dassign %sum 0 (constval i32 0)
  dassign %i 0 (constval i32 0)
  while (lt i32 i32 (dread i32 %i, constval i32 20000000)) {
    dassign %sum 0 (add i32 (dread i32 %sum, dread i32 %i))
    dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  }
  call &printf (conststr ptr "%d\n", dread i32 %sum)
  return (constval i32 0)
}
