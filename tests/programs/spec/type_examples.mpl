# Examples of §4.4-4.5: a pointer-to-function variable typed <func(i32) i32>, nested
# angle brackets being optional (<* <[10] i32>> and <* [10] i32> are the same type),
# type names for pointers ($i32ptr), and attributes (volatile, const, align(16)) that
# follow the type (whether align is honoured: memory/align_attr.mpl).
func &printf (var %fmt <* i8>, ...) i32
type $i32ptr <* i32>
func &triple (var %v i32) i32 {
  return (mul i32 (dread i32 %v, constval i32 3))
}
var $arr <[10] i32> = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
func &main () i32 {
  var %foo <func(i32) i32>
  var %q1 <* <[10] i32>>
  var %q2 <* [10] i32>
  var %ip <$i32ptr>
  var %x f64 volatile align(16)
  var %p <* f32> const volatile
  var %f f32
  var %r i32
  dassign %foo (addroffunc a64 &triple)
  icallassigned (dread a64 %foo, constval i32 14) { dassign %r 0 }
  call &printf (conststr ptr "foo(14) = %d\n", dread i32 %r)
  dassign %q1 (addrof ptr $arr)
  dassign %q2 (dread ptr %q1)
  call &printf (conststr ptr "q1[4]=%d q2[9]=%d\n", iread i32 <* i32> (array 1 ptr <* <[10] i32>> (dread ptr %q1, constval i32 4)), iread i32 <* i32> (array 1 ptr <* [10] i32> (dread ptr %q2, constval i32 9)))
  dassign %ip (array 1 ptr <* [10] i32> (addrof ptr $arr, constval i32 2))
  call &printf (conststr ptr "*ip=%d\n", iread i32 <$i32ptr> (dread ptr %ip))
  dassign %x (constval f64 2.5)
  call &printf (conststr ptr "x=%g\n", dread f64 %x)
  dassign %f (constval f32 0.75f)
  dassign %p (addrof ptr %f)
  call &printf (conststr ptr "*p=%g\n", iread f32 <* f32> (dread ptr %p))
  return (constval i32 0)
}
