# array over three dimensions (row-major: [i][j][k] at ((i*3)+j)*4+k), with all three
# indices, with two (a row of 4) and with one (a 3x4 plane), on a local and a global.
func &printf (var %fmt <* i8>, ...) i32
var $g <[2] [3] [4] i16>
func &main () i32 {
  var %a <[2] [3] [4] i32>
  var %i i32
  var %j i32
  var %k i32
  var %s i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2), constval i32 1) {
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 3), constval i32 1) {
      doloop %k (constval i32 0, lt i32 i32 (dread i32 %k, constval i32 4), constval i32 1) {
        iassign <* i32> (array 1 ptr <* [2] [3] [4] i32> (addrof ptr %a, dread i32 %i, dread i32 %j, dread i32 %k), add i32 (mul i32 (dread i32 %i, constval i32 100), add i32 (mul i32 (dread i32 %j, constval i32 10), dread i32 %k)))
        iassign <* i16> (array 1 ptr <* [2] [3] [4] i16> (addrof ptr $g, dread i32 %i, dread i32 %j, dread i32 %k), neg i32 (dread i32 %k))
      }
    }
  }
  call &printf (conststr ptr "a[1][2][3]=%d a[0][1][2]=%d flat[17]=%d\n", iread i32 <* i32> (array 1 ptr <* [2] [3] [4] i32> (addrof ptr %a, constval i32 1, constval i32 2, constval i32 3)), iread i32 <* i32> (array 1 ptr <* [2] [3] [4] i32> (addrof ptr %a, constval i32 0, constval i32 1, constval i32 2)), iread i32 <* i32> (array 1 ptr <* [24] i32> (addrof ptr %a, constval i32 17)))
  # the row a[1][1] as a [4] i32
  dassign %s (constval i32 0)
  doloop %k (constval i32 0, lt i32 i32 (dread i32 %k, constval i32 4), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, iread i32 <* i32> (array 1 ptr <* [4] i32> (array 1 ptr <* [2] [3] [4] i32> (addrof ptr %a, constval i32 1, constval i32 1), dread i32 %k))))
  }
  call &printf (conststr ptr "row a[1][1] sum=%d\n", dread i32 %s)
  # the plane a[1] as a [3] [4] i32
  call &printf (conststr ptr "plane a[1][2][0]=%d\n", iread i32 <* i32> (array 1 ptr <* [3] [4] i32> (array 1 ptr <* [2] [3] [4] i32> (addrof ptr %a, constval i32 1), constval i32 2, constval i32 0)))
  call &printf (conststr ptr "g[1][2][3]=%d size=%d\n", iread i32 <* i16> (array 1 ptr <* [2] [3] [4] i16> (addrof ptr $g, constval i32 1, constval i32 2, constval i32 3)), sizeoftype i32 <[2] [3] [4] i16>)
  return (constval i32 0)
}
