# Locals of several types for the debugger's tests: a struct, an array, a pointer, a string.
type $point <struct { @x i32, @y i32 }>
func &printf (var %fmt <* i8>, ...) i32

func &sum (var %arr <* i32>, var %n i32) i32 {
  var %i i32
  var %s i32
  dassign %s 0 (constval i32 0)
  dassign %i 0 (constval i32 0)
  while (lt i32 i32 (dread i32 %i, dread i32 %n)) {
    dassign %s 0 (add i32 (dread i32 %s, iread i32 <* i32> 0 (array 1 ptr <* [4] i32> (dread ptr %arr, dread i32 %i))))
    dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  }
  return (dread i32 %s)
}

func &main () i32 {
  var %p <$point>
  var %a <[4] i32>
  var %msg <* i8>
  var %total i32
  dassign %p 1 (constval i32 3)
  dassign %p 2 (constval i32 -4)
  iassign <* i32> 0 (array 1 ptr <* [4] i32> (addrof ptr %a, constval i32 0), constval i32 10)
  iassign <* i32> 0 (array 1 ptr <* [4] i32> (addrof ptr %a, constval i32 1), constval i32 20)
  iassign <* i32> 0 (array 1 ptr <* [4] i32> (addrof ptr %a, constval i32 2), constval i32 30)
  iassign <* i32> 0 (array 1 ptr <* [4] i32> (addrof ptr %a, constval i32 3), constval i32 40)
  dassign %msg 0 (conststr ptr "hello")
  callassigned &sum (addrof ptr %a, constval i32 4) { dassign %total 0 }
  call &printf (conststr ptr "%s %d %d %d\n", dread ptr %msg, dread i32 %total, dread i32 %p 1, dread i32 %p 2)
  return (constval i32 0)
}
