# switch with dense case values (a jump-table candidate), including negative tags,
# cases sharing a label, fall-through between labels, and the default.
func &printf (var %fmt <* i8>, ...) i32
func &name (var %d i32) void {
  switch (dread i32 %d) @other {
    -2: goto @neg
    -1: goto @neg
    0: goto @zero
    1: goto @one
    2: goto @two
    3: goto @three
    4: goto @four
    5: goto @five
    6: goto @six
    7: goto @seven }
@neg
  call &printf (conststr ptr "%d: negative\n", dread i32 %d)
  return ()
@zero
  call &printf (conststr ptr "%d: zero\n", dread i32 %d)
  return ()
@one
  call &printf (conststr ptr "%d: one\n", dread i32 %d)
  return ()
@two
  call &printf (conststr ptr "%d: two\n", dread i32 %d)
  return ()
@three
  call &printf (conststr ptr "%d: three (falls into four)\n", dread i32 %d)
@four
  call &printf (conststr ptr "%d: four\n", dread i32 %d)
  return ()
@five
@six
  call &printf (conststr ptr "%d: five or six\n", dread i32 %d)
  return ()
@seven
  call &printf (conststr ptr "%d: seven\n", dread i32 %d)
  return ()
@other
  call &printf (conststr ptr "%d: other\n", dread i32 %d)
  return ()
}
func &main () i32 {
  var %i i32
  doloop %i (constval i32 -3, le i32 i32 (dread i32 %i, constval i32 9), constval i32 1) {
    call &name (dread i32 %i)
  }
  call &name (constval i32 -2147483648)
  call &name (constval i32 2147483647)
  return (constval i32 0)
}
