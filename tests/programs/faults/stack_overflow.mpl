# Unbounded recursion overflows the stack: a fault, not a host crash.
func &printf (var %fmt <* i8>, ...) i32
func &forever (var %n i32) i32 {
  var %r i32
  var %pad <[16] i64>
  callassigned &forever (add i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (dread i32 %r)
}
func &main () i32 {
  var %r i32
  call &printf (conststr ptr "recursing\n")
  callassigned &forever (constval i32 0) { dassign %r 0 }
  return (dread i32 %r)
}
