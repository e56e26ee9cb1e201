# Local initializers that hold addresses: of another local (different on each entry, as
# the frame moves), of a global, and of a string constant.
func &printf (var %fmt <* i8>, ...) i32
var $g i32 = 7
func &f (var %k i32) i32 {
  var %x i32 = 40
  var %px <* i32> = addrof ptr %x
  var %pg <* i32> = addrof ptr $g
  var %s <* i8> = conststr ptr "str"
  iassign <* i32> (dread ptr %px, add i32 (iread i32 <* i32> (dread ptr %px), dread i32 %k))
  call &printf (conststr ptr "%d %d %s\n", dread i32 %x, iread i32 <* i32> (dread ptr %pg), dread ptr %s)
  return (dread i32 %x)
}
func &deeper () void {
  var %pad <[10] i64>
  iassign <* i64> (array 1 ptr <* [10] i64> (addrof ptr %pad, constval i32 9), constval i64 0)
  call &f (constval i32 5)
  return ()
}
func &main () i32 {
  call &f (constval i32 2)
  call &deeper ()
  return (constval i32 0)
}
