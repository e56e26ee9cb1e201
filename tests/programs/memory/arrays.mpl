# array: 1-D and 2-D row-major address computation, with and without bounds checking,
# over locals and globals, element types i8/i32/i64/f64, and an array of structs.
func &printf (var %fmt <* i8>, ...) i32
type $pair <struct {@k i32, @v i64}>
var $m <[3] [4] i32>
var $prs <[5] <$pair>>
func &main () i32 {
  var %a <[10] i64>
  var %c <[6] i8>
  var %d <[4] f64>
  var %i i32
  var %j i32
  var %s i64
  var %t f64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    iassign <* i64> (array 1 ptr <* [10] i64> (addrof ptr %a, dread i32 %i), mul i64 (cvt i64 i32 (dread i32 %i), constval i64 1000000000))
  }
  dassign %s (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 2) {
    dassign %s (add i64 (dread i64 %s, iread i64 <* i64> (array 0 ptr <* [10] i64> (addrof ptr %a, dread i32 %i))))
  }
  call &printf (conststr ptr "even sum: %lld\n", dread i64 %s)
  # 2-D: m[i][j] = 10*i + j, then column sums
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 4), constval i32 1) {
      iassign <* i32> (array 1 ptr <* [3] [4] i32> (addrof ptr $m, dread i32 %i, dread i32 %j), add i32 (mul i32 (dread i32 %i, constval i32 10), dread i32 %j))
    }
  }
  doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 4), constval i32 1) {
    dassign %i (add i32 (add i32 (iread i32 <* i32> (array 1 ptr <* [3] [4] i32> (addrof ptr $m, constval i32 0, dread i32 %j)), iread i32 <* i32> (array 1 ptr <* [3] [4] i32> (addrof ptr $m, constval i32 1, dread i32 %j))), iread i32 <* i32> (array 1 ptr <* [3] [4] i32> (addrof ptr $m, constval i32 2, dread i32 %j))))
    call &printf (conststr ptr "col %d: %d\n", dread i32 %j, dread i32 %i)
  }
  # row-major: element [1][0] is 4 elements after [0][0]
  call &printf (conststr ptr "m[1][0] at +%d bytes, flat[6]=%d\n", cvt i32 i64 (sub i64 (array 0 ptr <* [3] [4] i32> (addrof ptr $m, constval i32 1, constval i32 0), addrof ptr $m)), iread i32 <* i32> (array 0 ptr <* [12] i32> (addrof ptr $m, constval i32 6)))
  # i8 elements with an i64 index
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 6), constval i32 1) {
    iassign <* i8> (array 1 ptr <* [6] i8> (addrof ptr %c, cvt i64 i32 (dread i32 %i)), add i32 (constval i32 97, dread i32 %i))
  }
  call &printf (conststr ptr "chars: %c%c%c\n", iread i32 <* i8> (array 1 ptr <* [6] i8> (addrof ptr %c, constval i64 5)), iread i32 <* i8> (array 1 ptr <* [6] i8> (addrof ptr %c, constval i64 0)), iread i32 <* i8> (array 1 ptr <* [6] i8> (addrof ptr %c, constval i64 2)))
  # f64 elements
  dassign %t (constval f64 0.0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    iassign <* f64> (array 1 ptr <* [4] f64> (addrof ptr %d, dread i32 %i), div f64 (constval f64 1.0, cvt f64 i32 (add i32 (dread i32 %i, constval i32 1))))
    dassign %t (add f64 (dread f64 %t, iread f64 <* f64> (array 1 ptr <* [4] f64> (addrof ptr %d, dread i32 %i))))
  }
  call &printf (conststr ptr "harmonic(4)=%.6f\n", dread f64 %t)
  # array of structs with field ids
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    iassign <* <$pair>> 1 (array 1 ptr <* [5] <$pair>> (addrof ptr $prs, dread i32 %i), dread i32 %i)
    iassign <* <$pair>> 2 (array 1 ptr <* [5] <$pair>> (addrof ptr $prs, dread i32 %i), mul i64 (cvt i64 i32 (dread i32 %i), cvt i64 i32 (dread i32 %i)))
  }
  call &printf (conststr ptr "prs[3]=(%d,%lld) prs[4]=(%d,%lld) size=%d\n", iread i32 <* <$pair>> 1 (array 1 ptr <* [5] <$pair>> (addrof ptr $prs, constval i32 3)), iread i64 <* <$pair>> 2 (array 1 ptr <* [5] <$pair>> (addrof ptr $prs, constval i32 3)), iread i32 <* <$pair>> 1 (array 1 ptr <* [5] <$pair>> (addrof ptr $prs, constval i32 4)), iread i64 <* <$pair>> 2 (array 1 ptr <* [5] <$pair>> (addrof ptr $prs, constval i32 4)), sizeoftype i32 <[5] <$pair>>)
  return (constval i32 0)
}
