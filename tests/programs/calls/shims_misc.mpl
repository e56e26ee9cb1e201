# The small libc shims: puts (adds a newline), putchar, abs; the return values of each.
func &printf (var %fmt <* i8>, ...) i32
func &puts (var %s <* i8>) i32
func &putchar (var %c i32) i32
func &abs (var %x i32) i32
func &main () i32 {
  var %r i32
  var %i i32
  call &puts (conststr ptr "puts line")
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    call &putchar (add i32 (constval i32 118, dread i32 %i))
  }
  callassigned &putchar (constval i32 10) { dassign %r 0 }
  call &printf (conststr ptr "putchar returned %d\n", dread i32 %r)
  callassigned &abs (constval i32 -17) { dassign %r 0 }
  call &printf (conststr ptr "abs(-17)=%d\n", dread i32 %r)
  callassigned &abs (constval i32 23) { dassign %r 0 }
  call &printf (conststr ptr "abs(23)=%d\n", dread i32 %r)
  callassigned &puts (conststr ptr "") { dassign %r 0 }
  call &printf (conststr ptr "puts returned non-negative: %d\n", ge i32 i32 (dread i32 %r, constval i32 0))
  return (constval i32 0)
}
