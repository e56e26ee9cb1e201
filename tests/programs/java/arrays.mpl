# Java arrays (§3.13): gcmallocjarray on the heap, gcpermallocjarray in the permanent area,
# stackmallocjarray in the frame; JAVA_ARRAY_LENGTH reads the length the header records.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %h ref
  var %p ref
  var %s ref
  var %i i32
  var %sum i32
  dassign %h (gcmallocjarray ref <[] i32> (constval i32 5))
  dassign %p (gcpermallocjarray ref <[] i64> (constval i32 3))
  dassign %s (stackmallocjarray ref <[] i16> (constval i32 7))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    iassign <* i32> (array 1 ref <* [] i32> (dread ref %h, dread i32 %i), mul i32 (dread i32 %i, dread i32 %i))
  }
  dassign %sum (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %sum (add i32 (dread i32 %sum, iread i32 <* i32> (array 1 ref <* [] i32> (dread ref %h, dread i32 %i))))
  }
  call &printf (conststr ptr "lengths %d %d %d sum %d\n", intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %h), intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %p), intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %s), dread i32 %sum)
  return (constval i32 0)
}
