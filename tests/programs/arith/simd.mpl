# SIMD vectors: lane-wise add, sub, mul on v4i32, v2i64, v8i16 (wrapping per lane), v2f64;
# lanes read back through memory.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %m <[4] i32>
  var %l <[2] i64>
  var %h <[8] i16>
  var %d <[2] f64>
  var %x v4i32
  var %y v4i32
  var %i i32
  dassign %x (constval v4i32 [1, 2, 3, 4])
  dassign %y (add v4i32 (dread v4i32 %x, constval v4i32 [10, 20, 30, 40]))
  dassign %y (mul v4i32 (dread v4i32 %y, dread v4i32 %x))
  dassign %y (sub v4i32 (dread v4i32 %y, constval v4i32 [1, 1, 1, 1]))
  iassign <* v4i32> (addrof ptr %m, dread v4i32 %y)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &printf (conststr ptr "%d ", iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  iassign <* v2i64> (addrof ptr %l, mul v2i64 (constval v2i64 [3000000000, -2], constval v2i64 [3, 5]))
  call &printf (conststr ptr "%lld %lld\n", iread i64 <* i64> (array 1 ptr <* [2] i64> (addrof ptr %l, constval i32 0)), iread i64 <* i64> (array 1 ptr <* [2] i64> (addrof ptr %l, constval i32 1)))
  iassign <* v8i16> (addrof ptr %h, add v8i16 (constval v8i16 [32767, 1, 2, 3, 4, 5, 6, -32768], constval v8i16 [1, 1, 1, 1, 1, 1, 1, -1]))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 8), constval i32 1) {
    call &printf (conststr ptr "%d ", iread i32 <* i16> (array 1 ptr <* [8] i16> (addrof ptr %h, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  iassign <* v2f64> (addrof ptr %d, mul v2f64 (constval v2f64 [1.5, -2.0], constval v2f64 [2.0, 0.25]))
  call &printf (conststr ptr "%g %g\n", iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %d, constval i32 0)), iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %d, constval i32 1)))
  return (constval i32 0)
}
