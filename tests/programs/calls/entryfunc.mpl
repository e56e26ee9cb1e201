# The entryfunc directive names the entry point (there is no main); its i32 result is the
# exit status.
entryfunc &start
func &printf (var %fmt <* i8>, ...) i32
func &helper (var %x i32) i32 {
  return (mul i32 (dread i32 %x, constval i32 2))
}
func &start () i32 {
  var %r i32
  callassigned &helper (constval i32 21) { dassign %r 0 }
  call &printf (conststr ptr "started at entryfunc, r=%d\n", dread i32 %r)
  return (sub i32 (dread i32 %r, constval i32 37))
}
