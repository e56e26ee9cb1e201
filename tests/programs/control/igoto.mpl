# igoto through label addresses taken with addroflabel: a little threaded interpreter whose
# dispatch table is a local array of label addresses.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %tab <[4] a64>
  var %prog <[8] i32> 
  var %pc i32
  var %acc i32
  iassign <* a64> (array 1 ptr <* [4] a64> (addrof ptr %tab, constval i32 0), addroflabel a64 @op_inc)
  iassign <* a64> (array 1 ptr <* [4] a64> (addrof ptr %tab, constval i32 1), addroflabel a64 @op_dbl)
  iassign <* a64> (array 1 ptr <* [4] a64> (addrof ptr %tab, constval i32 2), addroflabel a64 @op_print)
  iassign <* a64> (array 1 ptr <* [4] a64> (addrof ptr %tab, constval i32 3), addroflabel a64 @op_halt)
  # program: inc inc dbl print dbl inc print halt  -> prints 4 then 9
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 0), constval i32 0)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 1), constval i32 0)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 2), constval i32 1)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 3), constval i32 2)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 4), constval i32 1)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 5), constval i32 0)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 6), constval i32 2)
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, constval i32 7), constval i32 3)
  dassign %pc (constval i32 0)
  dassign %acc (constval i32 0)
@dispatch
  dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  igoto (iread a64 <* a64> (array 1 ptr <* [4] a64> (addrof ptr %tab, iread i32 <* i32> (array 1 ptr <* [8] i32> (addrof ptr %prog, sub i32 (dread i32 %pc, constval i32 1))))))
@op_inc
  dassign %acc (add i32 (dread i32 %acc, constval i32 1))
  goto @dispatch
@op_dbl
  dassign %acc (mul i32 (dread i32 %acc, constval i32 2))
  goto @dispatch
@op_print
  call &printf (conststr ptr "acc=%d\n", dread i32 %acc)
  goto @dispatch
@op_halt
  call &printf (conststr ptr "halt after %d ops\n", dread i32 %pc)
  return (constval i32 0)
}
