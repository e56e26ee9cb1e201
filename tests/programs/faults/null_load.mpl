# Loading through a null pointer faults (the zero page is unmapped); output before the fault
# is kept.
func &printf (var %fmt <* i8>, ...) i32
func &get (var %p <* i32>) i32 {
  return (iread i32 <* i32> (dread ptr %p))
}
func &main () i32 {
  var %r i32
  call &printf (conststr ptr "before\n")
  callassigned &get (constval ptr 0) { dassign %r 0 }
  call &printf (conststr ptr "after %d\n", dread i32 %r)
  return (constval i32 0)
}
