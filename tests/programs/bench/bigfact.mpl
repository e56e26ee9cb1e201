# Benchmark: 100! with arbitrary precision in base-10000 limbs (C twin: bigfact.c).
func &printf (var %fmt <* i8>, ...) i32
var $limbs <[100] i32>
func &main () i32 {
  var %n i32
  var %k i32
  var %i i32
  var %carry i32
  var %v i32
  var %digits i32
  dassign %n (constval i32 1)
  iassign <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, constval i32 0), constval i32 1)
  doloop %k (constval i32 2, le i32 i32 (dread i32 %k, constval i32 100), constval i32 1) {
    dassign %carry (constval i32 0)
    doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
      dassign %v (add i32 (mul i32 (iread i32 <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, dread i32 %i)), dread i32 %k), dread i32 %carry))
      iassign <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, dread i32 %i), rem i32 (dread i32 %v, constval i32 10000))
      dassign %carry (div i32 (dread i32 %v, constval i32 10000))
    }
    while (gt i32 i32 (dread i32 %carry, constval i32 0)) {
      iassign <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, dread i32 %n), rem i32 (dread i32 %carry, constval i32 10000))
      dassign %n (add i32 (dread i32 %n, constval i32 1))
      dassign %carry (div i32 (dread i32 %carry, constval i32 10000))
    }
  }
  call &printf (conststr ptr "%d", iread i32 <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, sub i32 (dread i32 %n, constval i32 1))))
  doloop %i (sub i32 (dread i32 %n, constval i32 2), ge i32 i32 (dread i32 %i, constval i32 0), constval i32 -1) {
    call &printf (conststr ptr "%04d", iread i32 <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  dassign %digits (constval i32 0)
  dassign %v (iread i32 <* i32> (array 1 ptr <* [100] i32> (addrof ptr $limbs, sub i32 (dread i32 %n, constval i32 1))))
  while (gt i32 i32 (dread i32 %v, constval i32 0)) {
    dassign %digits (add i32 (dread i32 %digits, constval i32 1))
    dassign %v (div i32 (dread i32 %v, constval i32 10))
  }
  dassign %digits (add i32 (dread i32 %digits, mul i32 (constval i32 4, sub i32 (dread i32 %n, constval i32 1))))
  call &printf (conststr ptr "%d limbs, %d digits\n", dread i32 %n, dread i32 %digits)
  return (constval i32 0)
}
