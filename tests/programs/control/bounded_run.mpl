# A program that finishes well inside its --max-insns bound (see bounded_run.flags) runs to
# completion with its own exit status.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %i i32
  var %s i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 1000), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, band i32 (dread i32 %i, constval i32 7)))
  }
  call &printf (conststr ptr "s=%d\n", dread i32 %s)
  return (rem i32 (dread i32 %s, constval i32 256))
}
