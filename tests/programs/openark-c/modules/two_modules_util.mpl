# The second module of ../two_modules.mpl (its util.c).
flavor 1
srclang 1
id 65535
numfuncs 2
fileinfo {
  @INFO_filename "./two_modules_util.ast"}
srcfileinfo {
  2 "two_modules_util.c"}
LOC 2 1 5
var $scale i32 used = 3
LOC 2 2 12
var $counter extern i32 used
LOC 2 4 12
func &helper static used (var %x i32 used) i32 {
  funcid 1
  funcinfo {
    @INFO_fullname "helper"}

LOC 2 4 28
  return (mul i32 (dread i32 %x, dread i32 $scale))
}
LOC 2 6 5
func &twice public used (var %x i32 used) i32 {
  funcid 2
  funcinfo {
    @INFO_fullname "twice"}

  var %a i32
  var %b i32
LOC 2 7 3
  dassign $counter 0 (add i32 (dread i32 $counter, constval i32 1))
LOC 2 8 3
  callassigned &helper (dread i32 %x) { dassign %a 0 }
  callassigned &helper (dread i32 %x) { dassign %b 0 }
  return (add i32 (dread i32 %a, dread i32 %b))
}
