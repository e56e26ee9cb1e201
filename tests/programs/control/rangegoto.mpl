# rangegoto: a jump table indexed by (value - tag-offset); the caller guarantees the range.
func &printf (var %fmt <* i8>, ...) i32
func &days (var %month i32) i32 {
  rangegoto (dread i32 %month) 1 {
    0: goto @d31
    1: goto @d28
    2: goto @d31
    3: goto @d30
    4: goto @d31
    5: goto @d30
    6: goto @d31
    7: goto @d31
    8: goto @d30
    9: goto @d31
    10: goto @d30
    11: goto @d31 }
@d28
  return (constval i32 28)
@d30
  return (constval i32 30)
@d31
  return (constval i32 31)
}
func &main () i32 {
  var %m i32
  var %d i32
  var %total i32
  dassign %total (constval i32 0)
  doloop %m (constval i32 1, le i32 i32 (dread i32 %m, constval i32 12), constval i32 1) {
    callassigned &days (dread i32 %m) { dassign %d 0 }
    call &printf (conststr ptr "%d ", dread i32 %d)
    dassign %total (add i32 (dread i32 %total, dread i32 %d))
  }
  call &printf (conststr ptr "\ntotal %d\n", dread i32 %total)
  # a table with offset 0 dispatching on an expression
  doloop %m (constval i32 0, lt i32 i32 (dread i32 %m, constval i32 9), constval i32 1) {
    rangegoto (rem i32 (dread i32 %m, constval i32 3)) 0 {
      0: goto @fizz
      1: goto @one
      2: goto @two }
@fizz
    call &printf (conststr ptr "F")
    goto @next
@one
    call &printf (conststr ptr "1")
    goto @next
@two
    call &printf (conststr ptr "2")
@next
  }
  call &printf (conststr ptr "\n")
  return (constval i32 0)
}
