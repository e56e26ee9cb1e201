# String shims on a string longer than 16 MiB (17 MiB of 'B's): strcpy, strncpy and strlen
# see all of it, and puts writes all of it (the test in tui/tests/isolation.rs counts the
# bytes; here --max-output cuts it after the first line). They once read at most 16 MiB
# and dropped the rest without a word.
func &malloc (var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &strcpy (var %d ptr, var %s ptr) ptr
func &strncpy (var %d ptr, var %s ptr, var %n u64) ptr
func &strlen (var %s ptr) u64
func &puts (var %s ptr) i32
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a ptr
  var %c ptr
  var %d ptr
  var %n u64
  callassigned &malloc (constval u64 0x1100001) { dassign %a 0 }
  call &memset (dread ptr %a, constval i32 66, constval u64 0x1100000)
  iassign <* i8> (add ptr (dread ptr %a, constval u64 0x1100000), constval i8 0)
  callassigned &malloc (constval u64 0x1100001) { dassign %c 0 }
  call &strcpy (dread ptr %c, dread ptr %a)
  callassigned &malloc (constval u64 0x1100010) { dassign %d 0 }
  call &memset (dread ptr %d, constval i32 120, constval u64 0x1100010)
  call &strncpy (dread ptr %d, dread ptr %a, constval u64 0x1100010)
  callassigned &strlen (dread ptr %c) { dassign %n 0 }
  call &printf (conststr ptr "%llu %d %d %d %d\n", dread u64 %n,
    iread i32 <* i8> (add ptr (dread ptr %c, constval u64 0x10fffff)),
    iread i32 <* i8> (add ptr (dread ptr %d, constval u64 0x10fffff)),
    iread i32 <* i8> (add ptr (dread ptr %d, constval u64 0x1100000)),
    iread i32 <* i8> (add ptr (dread ptr %d, constval u64 0x110000f)))
  call &puts (dread ptr %a)
  return (constval i32 0)
}
