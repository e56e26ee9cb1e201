# f32: arrays of floats, single-precision accumulation (differs from f64), division,
# sqrt, conversion in and out.
func &printf (var %fmt <* i8>, ...) i32
var $v <[5] f32> = [1.5f, -2.25f, 3.0f, 0.1f, 100.0f]
func &main () i32 {
  var %i i32
  var %s f32
  var %p f32
  var %big f32
  dassign %s (constval f32 0.0f)
  dassign %p (constval f32 1.0f)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %s (add f32 (dread f32 %s, iread f32 <* f32> (array 1 ptr <* [5] f32> (addrof ptr $v, dread i32 %i))))
    dassign %p (mul f32 (dread f32 %p, iread f32 <* f32> (array 1 ptr <* [5] f32> (addrof ptr $v, dread i32 %i))))
  }
  call &printf (conststr ptr "sum %.7f prod %.7f\n", dread f32 %s, dread f32 %p)
  # 16777216 + 1 is not representable in f32
  dassign %big (add f32 (constval f32 16777216.0f, constval f32 1.0f))
  call &printf (conststr ptr "2^24+1 = %.1f\n", dread f32 %big)
  call &printf (conststr ptr "div %.8f sqrt %.8f\n", div f32 (constval f32 2.0f, constval f32 3.0f), sqrt f32 (constval f32 10.0f))
  iassign <* f32> (array 1 ptr <* [5] f32> (addrof ptr $v, constval i32 0), cvt f32 i32 (constval i32 7))
  call &printf (conststr ptr "stored %g back to int %d\n", iread f32 <* f32> (addrof ptr $v), cvt i32 f32 (mul f32 (iread f32 <* f32> (addrof ptr $v), constval f32 1.5f)))
  return (constval i32 0)
}
