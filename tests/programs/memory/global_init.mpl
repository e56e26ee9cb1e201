# Globals with initializers: scalars of each type, 1-D and 2-D arrays (nested brackets),
# structs by field number in any order, nested structs, bitfields, strings and pointers.
func &printf (var %fmt <* i8>, ...) i32
type $SS <struct {@re f32, @im f64}>
var $ci8 i8 = -7
var $cu16 u16 = 0xfffe
var $ci64 i64 = -1234567890123456
var $cf32 f32 = 2.5f
var $cf64 f64 = -0.125
var $arr <[5] i32> = [1, -2, 3, -4, 5]
var $mat <[2] [3] i16> = [[1, 2, 3], [40, 50, 60]]
var $st <struct {@f1 i32, @f2 <$SS>, @f3:4 i32, @f4 u8}> = [4 = 255, 2 = [2 = 22.5, 1 = 10.0f], 1 = 99, 3 = -3]
var $msg <* i8> = conststr ptr "a global string"
var $target i32 = 4242
var $ptr <* i32> = addrof ptr $target
var $parr <* i32> = addrof ptr $arr
var $text <[8] i8> = [104, 105, 33, 0, 0, 0, 0, 0]
var $zeros <[4] i64>
func &main () i32 {
  var %i i32
  var %s i32
  call &printf (conststr ptr "scalars: %d %u %lld %g %g\n", dread i32 $ci8, dread u32 $cu16, dread i64 $ci64, dread f32 $cf32, dread f64 $cf64)
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %s (add i32 (mul i32 (dread i32 %s, constval i32 10), iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr $arr, dread i32 %i))))
  }
  call &printf (conststr ptr "arr fold: %d\n", dread i32 %s)
  call &printf (conststr ptr "mat: %d %d %d\n", iread i32 <* i16> (array 1 ptr <* [2] [3] i16> (addrof ptr $mat, constval i32 0, constval i32 2)), iread i32 <* i16> (array 1 ptr <* [2] [3] i16> (addrof ptr $mat, constval i32 1, constval i32 0)), iread i32 <* i16> (array 1 ptr <* [2] [3] i16> (addrof ptr $mat, constval i32 1, constval i32 2)))
  call &printf (conststr ptr "struct: f1=%d re=%g im=%g f3=%d f4=%u\n", dread i32 $st 1, dread f32 $st 3, dread f64 $st 4, dread i32 $st 5, dread u32 $st 6)
  call &printf (conststr ptr "string: %s\n", dread ptr $msg)
  call &printf (conststr ptr "pointers: %d %d\n", iread i32 <* i32> (dread ptr $ptr), iread i32 <* i32> (add ptr (dread ptr $parr, constval ptr 8)))
  call &printf (conststr ptr "text: %s\n", addrof ptr $text)
  call &printf (conststr ptr "zeros: %lld\n", add i64 (iread i64 <* i64> (addrof ptr $zeros), iread i64 <* i64> (array 1 ptr <* [4] i64> (addrof ptr $zeros, constval i32 3))))
  return (constval i32 0)
}
