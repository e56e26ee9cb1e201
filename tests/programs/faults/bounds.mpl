# array with check flag 1 faults on an out-of-range index (index 10 of a [10] array);
# the same access with flag 0 earlier is not checked.
func &printf (var %fmt <* i8>, ...) i32
var $a <[10] i32>
var $after i32 = 5
func &main () i32 {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    iassign <* i32> (array 1 ptr <* [10] i32> (addrof ptr $a, dread i32 %i), dread i32 %i)
  }
  call &printf (conststr ptr "a[9]=%d\n", iread i32 <* i32> (array 1 ptr <* [10] i32> (addrof ptr $a, constval i32 9)))
  dassign %i (constval i32 10)
  call &printf (conststr ptr "reading a[%d]\n", dread i32 %i)
  call &printf (conststr ptr "%d\n", iread i32 <* i32> (array 1 ptr <* [10] i32> (addrof ptr $a, dread i32 %i)))
  return (constval i32 0)
}
