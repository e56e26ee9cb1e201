# exit(0) from inside a loop ends the program at once with status 0.
func &printf (var %fmt <* i8>, ...) i32
func &exit (var %status i32) void
func &main () i32 {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 100), constval i32 1) {
    call &printf (conststr ptr "%d\n", dread i32 %i)
    if (eq i32 i32 (dread i32 %i, constval i32 2)) {
      call &exit (constval i32 0)
    }
  }
  return (constval i32 9)
}
