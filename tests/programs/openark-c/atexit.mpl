# atexit handlers run newest first when the program calls exit, as glibc runs them: the
# library's atexit and exit (MAPLE IR, linked in because the program declares atexit).
flavor 1
srclang 1
id 65535
numfuncs 6
entryfunc &main
fileinfo {
  @INFO_filename "./atexit.ast"}
srcfileinfo {
  2 "atexit.c",
  3 "/usr/include/stdio.h",
  4 "/usr/include/stdlib.h"}
LOC 3 356 12
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
LOC 4 614 12
func &atexit public used extern (var %__func <* <func () void>>) i32
LOC 4 624 13
func &exit public used extern (var %__status i32) void
LOC 2 4 12
var $saved fstatic i32 used = 7
LOC 2 6 13
func &first static used () void {
  funcid 1
  funcinfo {
    @INFO_fullname "first"}

LOC 2 6 27
  call &printf (conststr ptr "first handler, saved %d\x0a", dread i32 $saved)
  return ()
}
LOC 2 7 13
func &second static used () void {
  funcid 2
  funcinfo {
    @INFO_fullname "second"}

LOC 2 7 28
  call &printf (conststr ptr "second handler\x0a")
LOC 2 7 56
  dassign $saved 0 (constval i32 9)
  return ()
}
LOC 2 9 13
func &finish static used (var %code i32 used) void {
  funcid 3
  funcinfo {
    @INFO_fullname "finish"}

LOC 2 10 3
  call &printf (conststr ptr "finishing with %d\x0a", dread i32 %code)
LOC 2 11 3
  call &exit (dread i32 %code)
  return ()
}
LOC 2 14 5
func &main public used () i32 {
  funcid 4
  funcinfo {
    @INFO_fullname "main"}

  var %retVar_1 i32
  var %retVar_2 i32
LOC 2 15 7
  callassigned &atexit (addroffunc ptr &first) { dassign %retVar_1 0 }
  if (ne u1 i32 (dread i32 %retVar_1, constval i32 0)) {
    return (constval i32 1)
  }
  callassigned &atexit (addroffunc ptr &second) { dassign %retVar_2 0 }
  if (ne u1 i32 (dread i32 %retVar_2, constval i32 0)) {
    return (constval i32 1)
  }
LOC 2 16 3
  call &printf (conststr ptr "main runs\x0a")
LOC 2 17 3
  call &finish (constval i32 3)
LOC 2 18 3
  call &printf (conststr ptr "never printed\x0a")
LOC 2 19 3
  return (constval i32 0)
}
