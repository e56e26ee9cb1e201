# indexgoto (§3.8.2.9): a jump table — a static array initialized with label addresses —
# indexed by the operand; each entry transfers control to its label.
func &printf (var %fmt <* i8>, ...) i32
func &pick (var %i i32) i32 {
  var %jt pstatic <[3] a64> = [addroflabel a64 @a, addroflabel a64 @b, addroflabel a64 @c]
  indexgoto (dread i32 %i) %jt
@a
  return (constval i32 10)
@b
  return (constval i32 20)
@c
  return (constval i32 30)
}
func &main () i32 {
  var %r i32
  var %s i32
  var %i i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    callassigned &pick (dread i32 %i) { dassign %r 0 }
    call &printf (conststr ptr "%d ", dread i32 %r)
  }
  call &printf (conststr ptr "\n")
  return (constval i32 0)
}
