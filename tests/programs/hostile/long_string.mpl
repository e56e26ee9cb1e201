# A printf of one very long string: 192 MiB of 'A's through one %s. The output is streamed
# as it is formatted, so maple holds a bounded buffer beside the guest's own pages (it once
# held the string twice over); --max-output ends the run with the bytes up to it written.
func &malloc (var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %p ptr
  callassigned &malloc (constval u64 0xc000001) { dassign %p 0 }
  call &memset (dread ptr %p, constval i32 65, constval u64 0xc000000)
  iassign <* i8> (add ptr (dread ptr %p, constval u64 0xc000000), constval i8 0)
  call &printf (conststr ptr "%s\n", dread ptr %p)
  return (constval i32 0)
}
