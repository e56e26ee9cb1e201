# Two modules linked into one program (two_modules.link names the other): a function and a
# variable defined in each, used by the other; a `static` helper in both, each module's own.
flavor 1
srclang 1
id 65535
numfuncs 3
entryfunc &main
fileinfo {
  @INFO_filename "./two_modules.ast"}
srcfileinfo {
  2 "two_modules.c",
  3 "/usr/include/stdio.h"}
LOC 3 356 12
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
LOC 2 3 5
var $counter i32 used = 5
LOC 2 4 12
var $scale extern i32 used
LOC 2 5 5
func &twice public used extern (var %x i32) i32
LOC 2 7 12
func &helper static used (var %x i32 used) i32 {
  funcid 1
  funcinfo {
    @INFO_fullname "helper"}

LOC 2 7 28
  return (add i32 (dread i32 %x, constval i32 1000))
}
LOC 2 9 5
func &main public used () i32 {
  funcid 2
  funcinfo {
    @INFO_fullname "main"}

LOC 2 10 7
  var %r_10_7 i32 used
  var %h i32
LOC 2 10 11
  callassigned &twice (constval i32 21) { dassign %r_10_7 0 }
LOC 2 11 3
  callassigned &helper (constval i32 1) { dassign %h 0 }
  call &printf (conststr ptr "%d %d %d %d\x0a", dread i32 %r_10_7, dread i32 $scale, dread i32 $counter, dread i32 %h)
LOC 2 12 3
  return (constval i32 0)
}
