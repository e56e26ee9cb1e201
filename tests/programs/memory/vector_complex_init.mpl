# Globals of SIMD and complex types with initializers, written like their constants (§2.3:
# the group of values in square brackets, separated by commas).
func &printf (var %fmt <* i8>, ...) i32
var $v v4i32 = [5, -6, 7, 8]
var $z c128 = [1.5, -2.0]
var $h v8i16 = [1, 2, 3, 4, 5, 6, 7, -8]
func &main () i32 {
  var %m <[4] i32>
  var %w <[2] f64>
  var %s <[8] i16>
  iassign <* v4i32> (addrof ptr %m, dread v4i32 $v)
  iassign <* c128> (addrof ptr %w, dread c128 $z)
  iassign <* v8i16> (addrof ptr %s, dread v8i16 $h)
  call &printf (conststr ptr "%d %d %d %d | %g %g | %d %d\n", iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 1)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 2)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 3)), iread f64 <* f64> (addrof ptr %w), iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %w, constval i32 1)), iread i32 <* i16> (array 1 ptr <* [8] i16> (addrof ptr %s, constval i32 0)), iread i32 <* i16> (array 1 ptr <* [8] i16> (addrof ptr %s, constval i32 7)))
  return (constval i32 0)
}
