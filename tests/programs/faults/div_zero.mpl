# Integer division by zero faults (a zero only known at run time).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %d i32
  var %i i32
  dassign %d (constval i32 3)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    call &printf (conststr ptr "100/%d = %d\n", dread i32 %d, div i32 (constval i32 100, dread i32 %d))
    dassign %d (sub i32 (dread i32 %d, constval i32 1))
  }
  return (constval i32 0)
}
