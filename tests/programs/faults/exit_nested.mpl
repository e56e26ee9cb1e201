# exit(3) from two calls deep ends the program with status 3; output printed before
# (without a trailing newline, too) is flushed.
func &printf (var %fmt <* i8>, ...) i32
func &exit (var %status i32) void
func &inner (var %v i32) void {
  call &printf (conststr ptr "inner %d, exiting", dread i32 %v)
  call &exit (dread i32 %v)
  call &printf (conststr ptr "not reached\n")
  return ()
}
func &outer () void {
  call &printf (conststr ptr "outer\n")
  call &inner (constval i32 3)
  call &printf (conststr ptr "not reached either\n")
  return ()
}
func &main () i32 {
  call &outer ()
  return (constval i32 0)
}
