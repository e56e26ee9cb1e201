# Integer remainder by zero (u64) faults too.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %z u64
  dassign %z (constval u64 0)
  call &printf (conststr ptr "start\n")
  call &printf (conststr ptr "%llu\n", rem u64 (constval u64 10, dread u64 %z))
  return (constval i32 0)
}
