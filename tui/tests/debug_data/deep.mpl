# A recursion 100,000 calls deep: the debugger's work at a stop there must not grow with
# the depth (debug_batch, debug_tmux).
func &rsum (var %n i32) i32 {
  var %r i32
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    return (constval i32 0)
  }
  callassigned &rsum (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, dread i32 %n))
}
func &main () i32 {
  var %r i32
  callassigned &rsum (constval i32 100000) { dassign %r 0 }
  return (constval i32 0)
}
