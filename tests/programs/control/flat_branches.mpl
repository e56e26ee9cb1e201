# Flat control flow: goto, brtrue, brfalse and labels — a loop built by hand, an early exit
# from nested loops, and a forward skip.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %i i32
  var %j i32
  var %s i32
  # sum 1..10 with brfalse at the top and goto at the bottom
  dassign %i (constval i32 1)
  dassign %s (constval i32 0)
@top
  brfalse @done (le i32 i32 (dread i32 %i, constval i32 10))
  dassign %s (add i32 (dread i32 %s, dread i32 %i))
  dassign %i (add i32 (dread i32 %i, constval i32 1))
  goto @top
@done
  call &printf (conststr ptr "sum=%d\n", dread i32 %s)
  # bottom-tested loop with brtrue: powers of two below 1000
  dassign %i (constval i32 1)
@again
  call &printf (conststr ptr "%d ", dread i32 %i)
  dassign %i (shl i32 (dread i32 %i, constval i32 1))
  brtrue @again (lt i32 i32 (dread i32 %i, constval i32 1000))
  call &printf (conststr ptr "\n")
  # find the first i*j == 42 with i<j, leaving both loops with a goto
  doloop %i (constval i32 1, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    doloop %j (add i32 (dread i32 %i, constval i32 1), lt i32 i32 (dread i32 %j, constval i32 10), constval i32 1) {
      brtrue @found (eq i32 i32 (mul i32 (dread i32 %i, dread i32 %j), constval i32 42))
    }
  }
  call &printf (conststr ptr "not found\n")
  goto @end
@found
  call &printf (conststr ptr "found %d*%d\n", dread i32 %i, dread i32 %j)
@end
  # brtrue/brfalse on a non-comparison value
  dassign %s (constval i32 0)
  brtrue @skip1 (constval i32 0)
  dassign %s (add i32 (dread i32 %s, constval i32 1))
@skip1
  brfalse @skip2 (constval i32 5)
  dassign %s (add i32 (dread i32 %s, constval i32 10))
@skip2
  call &printf (conststr ptr "s=%d\n", dread i32 %s)
  return (constval i32 0)
}
