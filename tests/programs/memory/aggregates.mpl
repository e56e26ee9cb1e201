# Whole-struct values: dassign/dread agg copies, iassign/iread agg through pointers,
# nested aggregate fields, copies into array elements (struct arguments: struct_byval.mpl).
func &printf (var %fmt <* i8>, ...) i32
type $v3 <struct {@x f64, @y f64, @z f64}>
type $box <struct {@lo <$v3>, @hi <$v3>, @tag i32}>
func &show (var %v <* <$v3>>) void {
  call &printf (conststr ptr "(%g, %g, %g)\n", iread f64 <* <$v3>> 1 (dread ptr %v), iread f64 <* <$v3>> 2 (dread ptr %v), iread f64 <* <$v3>> 3 (dread ptr %v))
  return ()
}
func &main () i32 {
  var %a <$v3>
  var %b <$v3>
  var %bx <$box>
  var %p <* <$box>>
  var %heap <[2] <$box>>
  dassign %a 1 (constval f64 1.0)
  dassign %a 2 (constval f64 -2.0)
  dassign %a 3 (constval f64 0.5)
  dassign %b (dread agg %a)
  dassign %b 1 (mul f64 (dread f64 %b 1, constval f64 3.0))
  dassign %b 2 (mul f64 (dread f64 %b 2, constval f64 3.0))
  dassign %b 3 (mul f64 (dread f64 %b 3, constval f64 3.0))
  call &show (addrof ptr %a)
  call &show (addrof ptr %b)
  # nested aggregate fields: lo = a, hi = b  (ids: lo 1, lo.x..z 2-4, hi 5, hi.x..z 6-8, tag 9)
  dassign %bx 1 (dread agg %a)
  dassign %bx 5 (dread agg %b)
  dassign %bx 9 (constval i32 77)
  call &printf (conststr ptr "box: %g %g %d\n", dread f64 %bx 4, dread f64 %bx 7, dread i32 %bx 9)
  # copy the whole box into an array element through a pointer, then modify the original
  dassign %p (array 1 ptr <* [2] <$box>> (addrof ptr %heap, constval i32 1))
  iassign <* <$box>> (dread ptr %p, dread agg %bx)
  dassign %bx 9 (constval i32 0)
  dassign %bx 2 (constval f64 100.0)
  call &printf (conststr ptr "copy: tag %d lo.x %g hi.y %g\n", iread i32 <* <$box>> 9 (dread ptr %p), iread f64 <* <$box>> 2 (dread ptr %p), iread f64 <* <$box>> 7 (dread ptr %p))
  # read a nested struct field through the pointer as an aggregate
  dassign %a (iread agg <* <$box>> 5 (dread ptr %p))
  call &show (addrof ptr %a)
  call &printf (conststr ptr "original: tag %d lo.x %g\n", dread i32 %bx 9, dread f64 %bx 2)
  return (constval i32 0)
}
