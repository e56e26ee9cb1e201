# time and clock: clock() advances over a loop (maple counts retired instructions, at one a
# nanosecond, the same on both engines), time(&t) stores what it returns, and the time is
# after 2023 (a fixed epoch plus the simulated seconds).
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &clock public extern () i64
func &time public extern (var %__timer <* i64>) i64

func &main () i32 {
  var %c1 i64
  var %c2 i64
  var %sink i64
  var %i i64
  var %t i64
  var %r i64
  callassigned &clock () { dassign %c1 0 }
  dassign %sink 0 (constval i64 0)
  dassign %i 0 (constval i64 0)
  while (lt u1 i64 (dread i64 %i, constval i64 200000)) {
    dassign %sink 0 (add i64 (dread i64 %sink, dread i64 %i))
    dassign %i 0 (add i64 (dread i64 %i, constval i64 1))
  }
  callassigned &clock () { dassign %c2 0 }
  dassign %t 0 (constval i64 0)
  callassigned &time (addrof ptr %t) { dassign %r 0 }
  call &printf (conststr ptr "clock advances %d\ntime stored %d\nafter 2023 %d\n", gt u1 i64 (dread i64 %c2, dread i64 %c1), eq u1 i64 (dread i64 %r, dread i64 %t), gt u1 i64 (dread i64 %r, constval i64 1699999999))
  return (constval i32 0)
}
