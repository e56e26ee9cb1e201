# switch with sparse case values (compares, not a table), over i32 and i64 and u32 operands.
func &printf (var %fmt <* i8>, ...) i32
func &code (var %v i64) i32 {
  switch (dread i64 %v) @dflt {
    -1000000: goto @a
    7: goto @b
    1000: goto @c
    65536: goto @d
    10000000000: goto @e }
@a
  return (constval i32 1)
@b
  return (constval i32 2)
@c
  return (constval i32 3)
@d
  return (constval i32 4)
@e
  return (constval i32 5)
@dflt
  return (constval i32 0)
}
func &ucode (var %v u32) i32 {
  switch (dread u32 %v) @dflt {
    1: goto @small
    0xfffffffe: goto @big }
@small
  return (constval i32 1)
@big
  return (constval i32 2)
@dflt
  return (constval i32 0)
}
func &main () i32 {
  var %r i32
  var %s i32
  callassigned &code (constval i64 -1000000) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 7) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 1000) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 65536) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 10000000000) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 8) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 1410065408) { dassign %r 0 }
  call &printf (conststr ptr "%d", dread i32 %r)
  callassigned &code (constval i64 -7) { dassign %r 0 }
  call &printf (conststr ptr "%d\n", dread i32 %r)
  callassigned &ucode (constval u32 1) { dassign %r 0 }
  callassigned &ucode (constval u32 0xfffffffe) { dassign %s 0 }
  call &printf (conststr ptr "%d %d", dread i32 %r, dread i32 %s)
  callassigned &ucode (constval u32 2) { dassign %r 0 }
  call &printf (conststr ptr " %d\n", dread i32 %r)
  return (constval i32 0)
}
