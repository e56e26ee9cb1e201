# A formal of array type is received by reference, as C adjusts array parameters to pointers:
# the callee reads and writes the caller's array (field ids, byte offsets, array indexing and
# addresses all go through the address the caller passed). An array formal too large for the
# address space assembles; only using it would be an error.
func &printf (var %fmt <* i8>, ...) i32
func &fill (var %a <[4] i32>, var %n i32) i32 {
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* i32> (array 1 ptr <* [4] i32> (addrof ptr %a, dread i32 %i), mul i32 (dread i32 %i, constval i32 10))
  }
  dassignoff i32 %a 12 (constval i32 99)
  return (add i32 (dreadoff i32 %a 4, iread i32 <* i32> (addrofoff ptr %a 8)))
}
func &bump (var %m <[2][3] i64>) void {
  iassign <* i64> (array 1 ptr <* [2][3] i64> (addrof ptr %m, constval i32 1, constval i32 2), add i64 (iread i64 <* i64> (array 1 ptr <* [2][3] i64> (addrof ptr %m, constval i32 1, constval i32 2)), constval i64 1))
  dassignoff i64 %m 0 (constval i64 7)
  return ()
}
func &huge (var %p1 <[10][32][43][54][56][78][90][122][223][334] i32>) i32 {
  return (constval i32 33)
}
func &main () i32 {
  var %arr <[4] i32>
  var %r i32
  var %m <[2][3] i64>
  callassigned &fill (dread agg %arr, constval i32 3) { dassign %r 0 }
  call &printf (conststr ptr "fill %d: %d %d %d %d\n", dread i32 %r, iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %arr, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %arr, constval i32 1)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %arr, constval i32 2)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %arr, constval i32 3)))
  dassignoff i64 %m 40 (constval i64 0)
  call &bump (dread agg %m)
  call &bump (addrof ptr %m)
  call &printf (conststr ptr "bump %lld %lld\n", dreadoff i64 %m 40, dreadoff i64 %m 0)
  return (constval i32 0)
}
