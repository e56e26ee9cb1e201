# switch edge cases: a table with no cases (always the default), a single case, tags
# listed out of order, a 40-entry dense table, a u64 selector above 2^63, and rangegoto with
# a negative tag offset.
func &printf (var %fmt <* i8>, ...) i32
func &empty (var %x i32) i32 {
  switch (dread i32 %x) @d { }
@d
  return (constval i32 -1)
}
func &single (var %x i32) i32 {
  switch (dread i32 %x) @d {
    42: goto @hit }
@d
  return (constval i32 0)
@hit
  return (constval i32 1)
}
func &unordered (var %x i32) i32 {
  switch (dread i32 %x) @d {
    30: goto @c
    -5: goto @a
    12: goto @b }
@a
  return (constval i32 1)
@b
  return (constval i32 2)
@c
  return (constval i32 3)
@d
  return (constval i32 0)
}
func &mod5 (var %x i32) i32 {
  switch (dread i32 %x) @d {
    39: goto @L4
    38: goto @L3
    37: goto @L2
    36: goto @L1
    35: goto @L0
    34: goto @L4
    33: goto @L3
    32: goto @L2
    31: goto @L1
    30: goto @L0
    29: goto @L4
    28: goto @L3
    27: goto @L2
    26: goto @L1
    25: goto @L0
    24: goto @L4
    23: goto @L3
    22: goto @L2
    21: goto @L1
    20: goto @L0
    19: goto @L4
    18: goto @L3
    17: goto @L2
    16: goto @L1
    15: goto @L0
    14: goto @L4
    13: goto @L3
    12: goto @L2
    11: goto @L1
    10: goto @L0
    9: goto @L4
    8: goto @L3
    7: goto @L2
    6: goto @L1
    5: goto @L0
    4: goto @L4
    3: goto @L3
    2: goto @L2
    1: goto @L1
    0: goto @L0 }
@L0
  return (constval i32 0)
@L1
  return (constval i32 1)
@L2
  return (constval i32 2)
@L3
  return (constval i32 3)
@L4
  return (constval i32 4)
@d
  return (constval i32 -1)
}
func &big (var %x u64) i32 {
  switch (dread u64 %x) @d {
    0x8000000000000000: goto @top
    0xffffffffffffffff: goto @max
    1: goto @one }
@top
  return (constval i32 63)
@max
  return (constval i32 64)
@one
  return (constval i32 1)
@d
  return (constval i32 0)
}
func &neg (var %x i32) i32 {
  rangegoto (dread i32 %x) -3 {
    0: goto @m3
    1: goto @m2
    2: goto @m1 }
@m3
  return (constval i32 30)
@m2
  return (constval i32 20)
@m1
  return (constval i32 10)
}
func &main () i32 {
  var %i i32
  var %r i32
  callassigned &empty (constval i32 0) { dassign %r 0 }
  call &printf (conststr ptr "empty %d\n", dread i32 %r)
  callassigned &single (constval i32 42) { dassign %r 0 }
  call &printf (conststr ptr "single %d", dread i32 %r)
  callassigned &single (constval i32 41) { dassign %r 0 }
  call &printf (conststr ptr " %d\n", dread i32 %r)
  call &printf (conststr ptr "unordered")
  doloop %i (constval i32 -5, le i32 i32 (dread i32 %i, constval i32 30), constval i32 1) {
    callassigned &unordered (dread i32 %i) { dassign %r 0 }
    if (ne i32 i32 (dread i32 %r, constval i32 0)) {
      call &printf (conststr ptr " %d->%d", dread i32 %i, dread i32 %r)
    }
  }
  call &printf (conststr ptr "\nmod5")
  doloop %i (constval i32 -2, le i32 i32 (dread i32 %i, constval i32 41), constval i32 3) {
    callassigned &mod5 (dread i32 %i) { dassign %r 0 }
    call &printf (conststr ptr " %d", dread i32 %r)
  }
  callassigned &big (constval u64 0x8000000000000000) { dassign %r 0 }
  call &printf (conststr ptr "\nbig %d", dread i32 %r)
  callassigned &big (constval u64 0xffffffffffffffff) { dassign %r 0 }
  call &printf (conststr ptr " %d", dread i32 %r)
  callassigned &big (constval u64 0x7fffffffffffffff) { dassign %r 0 }
  call &printf (conststr ptr " %d\n", dread i32 %r)
  call &printf (conststr ptr "rangegoto")
  doloop %i (constval i32 -3, le i32 i32 (dread i32 %i, constval i32 -1), constval i32 1) {
    callassigned &neg (dread i32 %i) { dassign %r 0 }
    call &printf (conststr ptr " %d", dread i32 %r)
  }
  call &printf (conststr ptr "\n")
  return (constval i32 0)
}
