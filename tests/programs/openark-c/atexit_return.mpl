# atexit handlers also run when main returns (C's start-up code passes main's result to
# exit): the program starts at the library's __maple_start, which calls main with argc and
# argv, then exit with its result.
flavor 1
srclang 1
id 65535
numfuncs 3
entryfunc &main
srcfileinfo {
  2 "atexit_return.c",
  3 "/usr/include/stdio.h",
  4 "/usr/include/stdlib.h"}
LOC 3 356 12
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
LOC 4 614 12
func &atexit public used extern (var %__func <* <func () void>>) i32
LOC 2 4 13
func &bye static used () void {
  funcid 1
  funcinfo {
    @INFO_fullname "bye"}

LOC 2 4 25
  call &printf (conststr ptr "bye from the handler\x0a")
  return ()
}
LOC 2 6 5
func &main public used (var %argc i32 used, var %argv <* <* u8>> used) i32 {
  funcid 2
  funcinfo {
    @INFO_fullname "main"}

LOC 2 7 3
  call &atexit (addroffunc ptr &bye)
LOC 2 8 3
  call &printf (conststr ptr "main returns %d\x0a", add i32 (dread i32 %argc, constval i32 4))
LOC 2 9 3
  return (add i32 (dread i32 %argc, constval i32 4))
}
