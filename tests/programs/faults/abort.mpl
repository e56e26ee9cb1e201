# abort() stops the program; output printed before is kept.
func &printf (var %fmt <* i8>, ...) i32
func &abort () void
func &check (var %v i32) void {
  if (lt i32 i32 (dread i32 %v, constval i32 0)) {
    call &abort ()
  }
  return ()
}
func &main () i32 {
  call &check (constval i32 1)
  call &printf (conststr ptr "first check passed\n")
  call &check (constval i32 -1)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
