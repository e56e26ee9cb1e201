# icall through function addresses from addroffunc: a table of operations in a global array,
# a function pointer passed as an argument (map over an array), icallassigned and %%retval0.
func &printf (var %fmt <* i8>, ...) i32
func &add (var %a i32, var %b i32) i32 {
  return (add i32 (dread i32 %a, dread i32 %b))
}
func &sub (var %a i32, var %b i32) i32 {
  return (sub i32 (dread i32 %a, dread i32 %b))
}
func &mul (var %a i32, var %b i32) i32 {
  return (mul i32 (dread i32 %a, dread i32 %b))
}
func &sq (var %x i32) i32 {
  return (mul i32 (dread i32 %x, dread i32 %x))
}
func &neg (var %x i32) i32 {
  return (neg i32 (dread i32 %x))
}
var $ops <[3] a64>
var $names <[3] <* i8>> = [conststr ptr "add", conststr ptr "sub", conststr ptr "mul"]
func &map (var %f a64, var %arr <* [5] i32>, var %n i32) void {
  var %i i32
  var %v i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    icallassigned (dread a64 %f, iread i32 <* i32> (array 1 ptr <* [5] i32> (dread ptr %arr, dread i32 %i))) { dassign %v 0 }
    iassign <* i32> (array 1 ptr <* [5] i32> (dread ptr %arr, dread i32 %i), dread i32 %v)
  }
  return ()
}
func &main () i32 {
  var %i i32
  var %r i32
  var %a <[5] i32> 
  iassign <* a64> (array 1 ptr <* [3] a64> (addrof ptr $ops, constval i32 0), addroffunc a64 &add)
  iassign <* a64> (array 1 ptr <* [3] a64> (addrof ptr $ops, constval i32 1), addroffunc a64 &sub)
  iassign <* a64> (array 1 ptr <* [3] a64> (addrof ptr $ops, constval i32 2), addroffunc a64 &mul)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    icall (iread a64 <* a64> (array 1 ptr <* [3] a64> (addrof ptr $ops, dread i32 %i)), constval i32 12, constval i32 5)
    dassign %r (regread i32 %%retval0)
    call &printf (conststr ptr "%s(12,5) = %d\n", iread ptr <* <* i8>> (array 1 ptr <* [3] <* i8>> (addrof ptr $names, dread i32 %i)), dread i32 %r)
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    iassign <* i32> (array 1 ptr <* [5] i32> (addrof ptr %a, dread i32 %i), sub i32 (dread i32 %i, constval i32 2))
  }
  call &map (addroffunc a64 &sq, addrof ptr %a, constval i32 5)
  call &map (addroffunc a64 &neg, addrof ptr %a, constval i32 5)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    call &printf (conststr ptr "%d ", iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr %a, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  # calling a shim through a pointer
  icall (addroffunc a64 &printf, conststr ptr "via pointer: %d\n", constval i32 7)
  return (constval i32 0)
}
