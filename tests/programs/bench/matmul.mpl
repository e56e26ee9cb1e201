# Benchmark: 24x24 integer matrix multiply over global 2-D arrays (C twin: matmul.c).
func &printf (var %fmt <* i8>, ...) i32
var $a <[24] [24] i32>
var $b <[24] [24] i32>
var $c <[24] [24] i32>
func &main () i32 {
  var %i i32
  var %j i32
  var %k i32
  var %s i32
  var %trace i64
  var %sum i64
  var %hash u32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 24), constval i32 1) {
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 24), constval i32 1) {
      iassign <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $a, dread i32 %i, dread i32 %j), sub i32 (rem i32 (add i32 (mul i32 (dread i32 %i, constval i32 7), mul i32 (dread i32 %j, constval i32 3)), constval i32 11), constval i32 5))
      iassign <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $b, dread i32 %i, dread i32 %j), sub i32 (rem i32 (add i32 (mul i32 (dread i32 %i, constval i32 5), mul i32 (dread i32 %j, constval i32 13)), constval i32 9), constval i32 4))
    }
  }
  checkpoint multiply
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 24), constval i32 1) {
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 24), constval i32 1) {
      dassign %s (constval i32 0)
      doloop %k (constval i32 0, lt i32 i32 (dread i32 %k, constval i32 24), constval i32 1) {
        dassign %s (add i32 (dread i32 %s, mul i32 (iread i32 <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $a, dread i32 %i, dread i32 %k)), iread i32 <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $b, dread i32 %k, dread i32 %j)))))
      }
      iassign <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $c, dread i32 %i, dread i32 %j), dread i32 %s)
    }
  }
  checkpoint multiply
  dassign %trace (constval i64 0)
  dassign %sum (constval i64 0)
  dassign %hash (constval u32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 24), constval i32 1) {
    dassign %trace (add i64 (dread i64 %trace, cvt i64 i32 (iread i32 <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $c, dread i32 %i, dread i32 %i)))))
    doloop %j (constval i32 0, lt i32 i32 (dread i32 %j, constval i32 24), constval i32 1) {
      dassign %s (iread i32 <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $c, dread i32 %i, dread i32 %j)))
      dassign %sum (add i64 (dread i64 %sum, cvt i64 i32 (dread i32 %s)))
      dassign %hash (add u32 (mul u32 (dread u32 %hash, constval u32 31), dread u32 %s))
    }
  }
  call &printf (conststr ptr "c[0][0]=%d c[%d][%d]=%d\n", iread i32 <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $c, constval i32 0, constval i32 0)), constval i32 23, constval i32 23, iread i32 <* i32> (array 0 ptr <* [24] [24] i32> (addrof ptr $c, constval i32 23, constval i32 23)))
  call &printf (conststr ptr "trace %lld sum %lld hash %u\n", dread i64 %trace, dread i64 %sum, dread u32 %hash)
  return (constval i32 0)
}
