# A bounds-checked 3-D access faults when only the last index is out of range, even though
# the flat offset would still fall inside the array.
func &printf (var %fmt <* i8>, ...) i32
var $a <[2] [3] [4] i32>
func &main () i32 {
  var %k i32
  dassign %k (constval i32 4)
  call &printf (conststr ptr "unchecked a[0][0][4] is a[0][1][0]: %d\n", eq i32 ptr (array 0 ptr <* [2] [3] [4] i32> (addrof ptr $a, constval i32 0, constval i32 0, dread i32 %k), array 0 ptr <* [2] [3] [4] i32> (addrof ptr $a, constval i32 0, constval i32 1, constval i32 0)))
  iassign <* i32> (array 1 ptr <* [2] [3] [4] i32> (addrof ptr $a, constval i32 0, constval i32 0, dread i32 %k), constval i32 1)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
