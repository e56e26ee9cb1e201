# More SIMD vector types: 128-bit v16i8 (lane-wise wrap), v4f32, v2u64, v4u32 and 64-bit
# v8u8, v2i32, v2f32; lanes written back to memory and printed.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %b <[16] i8>
  var %f <[4] f32>
  var %u <[2] u64>
  var %w <[4] u32>
  var %s <[8] u8>
  var %d <[2] i32>
  var %g <[2] f32>
  var %i i32
  iassign <* v16i8> (addrof ptr %b, add v16i8 (constval v16i8 [127, -128, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 100], constval v16i8 [1, -1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 100]))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 16), constval i32 1) {
    call &printf (conststr ptr "%d ", iread i32 <* i8> (array 1 ptr <* [16] i8> (addrof ptr %b, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  iassign <* v4f32> (addrof ptr %f, mul v4f32 (constval v4f32 [1.5f, -2.0f, 0.25f, 3.0f], constval v4f32 [2.0f, 2.0f, 4.0f, -1.0f]))
  call &printf (conststr ptr "%g %g %g %g\n", iread f32 <* f32> (array 1 ptr <* [4] f32> (addrof ptr %f, constval i32 0)), iread f32 <* f32> (array 1 ptr <* [4] f32> (addrof ptr %f, constval i32 1)), iread f32 <* f32> (array 1 ptr <* [4] f32> (addrof ptr %f, constval i32 2)), iread f32 <* f32> (array 1 ptr <* [4] f32> (addrof ptr %f, constval i32 3)))
  iassign <* v2u64> (addrof ptr %u, sub v2u64 (constval v2u64 [0, 10], constval v2u64 [1, 3]))
  call &printf (conststr ptr "%llu %llu\n", iread u64 <* u64> (array 1 ptr <* [2] u64> (addrof ptr %u, constval i32 0)), iread u64 <* u64> (array 1 ptr <* [2] u64> (addrof ptr %u, constval i32 1)))
  iassign <* v4u32> (addrof ptr %w, mul v4u32 (constval v4u32 [65536, 3, 0xffffffff, 7], constval v4u32 [65536, 5, 2, 0]))
  call &printf (conststr ptr "%u %u %u %u\n", iread u32 <* u32> (array 1 ptr <* [4] u32> (addrof ptr %w, constval i32 0)), iread u32 <* u32> (array 1 ptr <* [4] u32> (addrof ptr %w, constval i32 1)), iread u32 <* u32> (array 1 ptr <* [4] u32> (addrof ptr %w, constval i32 2)), iread u32 <* u32> (array 1 ptr <* [4] u32> (addrof ptr %w, constval i32 3)))
  iassign <* v8u8> (addrof ptr %s, add v8u8 (constval v8u8 [250, 251, 252, 253, 254, 255, 0, 1], constval v8u8 [10, 10, 10, 10, 10, 10, 10, 10]))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 8), constval i32 1) {
    call &printf (conststr ptr "%u ", iread u32 <* u8> (array 1 ptr <* [8] u8> (addrof ptr %s, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  iassign <* v2i32> (addrof ptr %d, mul v2i32 (constval v2i32 [-3, 100000], constval v2i32 [7, 100000]))
  iassign <* v2f32> (addrof ptr %g, add v2f32 (constval v2f32 [0.5f, 1e30f], constval v2f32 [0.25f, 1e30f]))
  call &printf (conststr ptr "%d %d %g %g\n", iread i32 <* i32> (array 1 ptr <* [2] i32> (addrof ptr %d, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [2] i32> (addrof ptr %d, constval i32 1)), iread f32 <* f32> (array 1 ptr <* [2] f32> (addrof ptr %g, constval i32 0)), iread f32 <* f32> (array 1 ptr <* [2] f32> (addrof ptr %g, constval i32 1)))
  return (constval i32 0)
}
