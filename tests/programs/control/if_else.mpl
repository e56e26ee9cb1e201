# if / else, nested if chains, if without else, and conditions of several types.
func &printf (var %fmt <* i8>, ...) i32
func &classify (var %n i32) void {
  if (lt i32 i32 (dread i32 %n, constval i32 0)) {
    call &printf (conststr ptr "%d negative\n", dread i32 %n)
  } else {
    if (eq i32 i32 (dread i32 %n, constval i32 0)) {
      call &printf (conststr ptr "%d zero\n", dread i32 %n)
    } else {
      if (eq i32 i32 (rem i32 (dread i32 %n, constval i32 2), constval i32 0)) {
        call &printf (conststr ptr "%d positive even\n", dread i32 %n)
      } else {
        call &printf (conststr ptr "%d positive odd\n", dread i32 %n)
      }
    }
  }
  if (gt i32 i32 (dread i32 %n, constval i32 100)) {
    call &printf (conststr ptr "  big\n")
  }
  return ()
}
func &main () i32 {
  var %p ptr
  var %d f64
  call &classify (constval i32 -5)
  call &classify (constval i32 0)
  call &classify (constval i32 8)
  call &classify (constval i32 101)
  # conditions that are a plain value (non-zero is true), a pointer, a u64, and a float compare
  if (constval i32 -1) {
    call &printf (conststr ptr "-1 is true\n")
  }
  dassign %p (constval ptr 0)
  if (dread ptr %p) {
    call &printf (conststr ptr "null is true?\n")
  } else {
    call &printf (conststr ptr "null is false\n")
  }
  if (constval u64 0x100000000) {
    call &printf (conststr ptr "high bit only u64 is true\n")
  }
  dassign %d (constval f64 0.1)
  if (gt i32 f64 (dread f64 %d, constval f64 0.0)) {
    call &printf (conststr ptr "0.1 > 0\n")
  } else {
    call &printf (conststr ptr "wrong\n")
  }
  return (constval i32 0)
}
