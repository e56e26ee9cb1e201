# Sample 2 of the Chinese edition (loops and arrays), corrected:
#   float a[10]; void init(void) { int i; for (i = 0; i < 10; i++) a[i] = i * 3; }
# Corrections: balanced brackets; `array` takes its check flag; the element store is through
# <* f32> (array yields the element's address, not the array's); the i32 product is converted
# to f32 before the store.
func &printf (var %fmt <* i8>, ...) i32
var $a <[10] f32>
func &init () void {
  var %i i32
  dassign %i (constval i32 0)
  while (
    lt i32 i32 (dread i32 %i, constval i32 10)) {
    iassign <* f32> (
      array 1 a32 <* [10] f32> (addrof a32 $a, dread i32 %i),
      cvt f32 i32 (mul i32 (dread i32 %i, constval i32 3)))
    dassign %i (
      add i32 (dread i32 %i, constval i32 1))
  }
  return ()
}
func &main () i32 {
  var %i i32
  var %s f32
  call &init ()
  dassign %s (constval f32 0.0f)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    call &printf (conststr ptr "%g ", iread f32 <* f32> (array 1 a32 <* [10] f32> (addrof a32 $a, dread i32 %i)))
    dassign %s (add f32 (dread f32 %s, iread f32 <* f32> (array 1 a32 <* [10] f32> (addrof a32 $a, dread i32 %i))))
  }
  call &printf (conststr ptr "\nsum %g\n", dread f32 %s)
  return (constval i32 0)
}
