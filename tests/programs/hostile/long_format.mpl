# A printf whose format string is longer than 16 MiB: refused with a fault that says so
# (it was once cut at 16 MiB without a word).
func &malloc (var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a ptr
  callassigned &malloc (constval u64 0x1100001) { dassign %a 0 }
  call &memset (dread ptr %a, constval i32 66, constval u64 0x1100000)
  iassign <* i8> (add ptr (dread ptr %a, constval u64 0x1100000), constval i8 0)
  call &printf (dread ptr %a)
  return (constval i32 0)
}
