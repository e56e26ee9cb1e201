# while (may run zero times), dowhile (runs at least once), doloop counting up, down,
# by steps, over i64, and nested loops.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %i i32
  var %j i32
  var %n i32
  var %k i64
  var %s i64
  # while: collatz steps of 27
  dassign %n (constval i32 27)
  dassign %i (constval i32 0)
  while (ne i32 i32 (dread i32 %n, constval i32 1)) {
    if (band i32 (dread i32 %n, constval i32 1)) {
      dassign %n (add i32 (mul i32 (dread i32 %n, constval i32 3), constval i32 1))
    } else {
      dassign %n (div i32 (dread i32 %n, constval i32 2))
    }
    dassign %i (add i32 (dread i32 %i, constval i32 1))
  }
  call &printf (conststr ptr "collatz(27) steps: %d\n", dread i32 %i)
  # while that never runs
  dassign %i (constval i32 0)
  while (lt i32 i32 (dread i32 %i, constval i32 0)) {
    dassign %i (constval i32 99)
  }
  call &printf (conststr ptr "while zero times: %d\n", dread i32 %i)
  # dowhile runs once even though the condition is false
  dassign %i (constval i32 0)
  dowhile {
    dassign %i (add i32 (dread i32 %i, constval i32 1))
  } (constval i32 0)
  call &printf (conststr ptr "dowhile once: %d\n", dread i32 %i)
  # dowhile: digits of 9075 reversed
  dassign %n (constval i32 9075)
  dowhile {
    call &printf (conststr ptr "%d", rem i32 (dread i32 %n, constval i32 10))
    dassign %n (div i32 (dread i32 %n, constval i32 10))
  } (ne i32 i32 (dread i32 %n, constval i32 0))
  call &printf (conststr ptr "\n")
  # doloop down with a negative step
  doloop %i (constval i32 10, gt i32 i32 (dread i32 %i, constval i32 0), constval i32 -3) {
    call &printf (conststr ptr "%d ", dread i32 %i)
  }
  call &printf (conststr ptr "| after: %d\n", dread i32 %i)
  # doloop over i64 beyond 32 bits
  dassign %s (constval i64 0)
  doloop %k (constval i64 4294967290, lt i32 i64 (dread i64 %k, constval i64 4294967300), constval i64 1) {
    dassign %s (add i64 (dread i64 %s, dread i64 %k))
  }
  call &printf (conststr ptr "i64 doloop sum: %lld\n", dread i64 %s)
  # nested: multiplication table triangle
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    doloop %j (constval i32 1, le i32 i32 (dread i32 %j, dread i32 %i), constval i32 1) {
      call &printf (conststr ptr "%3d", mul i32 (dread i32 %i, dread i32 %j))
    }
    call &printf (conststr ptr "\n")
  }
  return (constval i32 0)
}
