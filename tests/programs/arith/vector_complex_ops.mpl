# neg on a vector (from a global v4i32 variable), complex division and negation in c128.
func &printf (var %fmt <* i8>, ...) i32
var $gv v4i32
func &main () i32 {
  var %m <[4] i32>
  var %w <[2] f64>
  dassign $gv (constval v4i32 [5, 6, 7, 8])
  iassign <* v4i32> (addrof ptr %m, neg v4i32 (dread v4i32 $gv))
  call &printf (conststr ptr "%d %d %d %d\n", iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 1)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 2)), iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr %m, constval i32 3)))
  iassign <* c128> (addrof ptr %w, div c128 (constval c128 [5.0, 10.0], constval c128 [1.0, 2.0]))
  call &printf (conststr ptr "%g %g\n", iread f64 <* f64> (addrof ptr %w), iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %w, constval i32 1)))
  iassign <* c128> (addrof ptr %w, neg c128 (constval c128 [5.0, -10.0]))
  call &printf (conststr ptr "%g %g\n", iread f64 <* f64> (addrof ptr %w), iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %w, constval i32 1)))
  return (constval i32 0)
}
