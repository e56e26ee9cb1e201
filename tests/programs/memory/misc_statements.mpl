# Statements with no visible effect in a single-threaded run: eval (evaluates and discards),
# the memory barriers, checkpoint; they must not disturb the values around them. Also
# conststr16 (16-bit characters) read back element by element.
func &printf (var %fmt <* i8>, ...) i32
var $shared i32
func &main () i32 {
  var %x i32
  var %w <* u16>
  var %i i32
  dassign %x (constval i32 5)
  eval (add i32 (dread i32 %x, constval i32 1))
  eval (dread i32 %x)
  dassign $shared (dread i32 %x)
  membarrelease
  membaracquire
  membarfull
  checkpoint region_a
  dassign $shared (mul i32 (dread i32 $shared, constval i32 3))
  checkpoint region_a
  call &printf (conststr ptr "x=%d shared=%d\n", dread i32 %x, dread i32 $shared)
  dassign %w (conststr16 ptr "Hi16")
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    call &printf (conststr ptr "%d ", iread u32 <* u16> (add ptr (dread ptr %w, mul i64 (cvt i64 i32 (dread i32 %i), constval i64 2))))
  }
  call &printf (conststr ptr "\n")
  return (constval i32 0)
}
