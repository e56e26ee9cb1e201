# array with fewer indices than dimensions yields the address of a sub-array (a row),
# which is then indexed as a 1-D array; a pointer to a row walks the matrix.
func &printf (var %fmt <* i8>, ...) i32
var $g <[3] [4] i32> = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
func &rowsum (var %row <* [4] i32>) i32 {
  var %j i32
  var %s i32
  dassign %s (constval i32 0)
  doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 4), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, iread i32 <* i32> (array 1 ptr <* [4] i32> (dread ptr %row, dread i32 %j))))
  }
  return (dread i32 %s)
}
func &main () i32 {
  var %i i32
  var %s i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    callassigned &rowsum (array 1 ptr <* [3] [4] i32> (addrof ptr $g, dread i32 %i)) { dassign %s 0 }
    call &printf (conststr ptr "row %d: %d\n", dread i32 %i, dread i32 %s)
  }
  return (constval i32 0)
}
