# A negative index into a bounds-checked 2-D array faults.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %m <[3] [3] i32>
  var %j i32
  dassign %j (constval i32 -1)
  iassign <* i32> (array 1 ptr <* [3] [3] i32> (addrof ptr %m, constval i32 1, constval i32 1), constval i32 7)
  call &printf (conststr ptr "m[1][1]=%d\n", iread i32 <* i32> (array 1 ptr <* [3] [3] i32> (addrof ptr %m, constval i32 1, constval i32 1)))
  iassign <* i32> (array 1 ptr <* [3] [3] i32> (addrof ptr %m, constval i32 1, dread i32 %j), constval i32 7)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
