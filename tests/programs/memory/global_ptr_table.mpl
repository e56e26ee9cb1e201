# Global initializers that hold addresses: an array of pointers to other globals (and to an
# element inside one), a pointer to a struct field, and a function-pointer table; all are
# fixed up at load time.
func &printf (var %fmt <* i8>, ...) i32
func &twice (var %x i32) i32 {
  return (mul i32 (dread i32 %x, constval i32 2))
}
func &square (var %x i32) i32 {
  return (mul i32 (dread i32 %x, dread i32 %x))
}
type $pair <struct {@a i32, @b i32}>
var $x i32 = 10
var $y i32 = 20
var $arr <[4] i32> = [100, 200, 300, 400]
var $p <$pair> = [1 = 5, 2 = 6]
var $ptrs <[4] <* i32>> = [addrof ptr $x, addrof ptr $y, addrof ptr $arr, addrof ptr $p 2]
var $fns <[2] a64> = [addroffunc a64 &twice, addroffunc a64 &square]
func &main () i32 {
  var %i i32
  var %s i32
  var %r i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    dassign %r (iread i32 <* i32> (iread ptr <* <* i32>> (array 1 ptr <* [4] <* i32>> (addrof ptr $ptrs, dread i32 %i))))
    call &printf (conststr ptr "*ptrs[%d] = %d\n", dread i32 %i, dread i32 %r)
  }
  # write through the table, read the global directly
  iassign <* i32> (iread ptr <* <* i32>> (array 1 ptr <* [4] <* i32>> (addrof ptr $ptrs, constval i32 3)), constval i32 66)
  call &printf (conststr ptr "p.b = %d\n", dread i32 $p 2)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2), constval i32 1) {
    icallassigned (iread a64 <* a64> (array 1 ptr <* [2] a64> (addrof ptr $fns, dread i32 %i)), constval i32 9) { dassign %r 0 }
    call &printf (conststr ptr "fns[%d](9) = %d\n", dread i32 %i, dread i32 %r)
  }
  return (constval i32 0)
}
