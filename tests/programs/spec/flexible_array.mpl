# The flexible array member example of §4.4: <* struct {@f1 i32, @f2 <[] u16>}> —
# the struct is allocated with room for n elements, f1 records n, and f2 is indexed
# past the struct's fixed part (which counts the member as size zero).
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
type $flex <struct {@f1 i32, @f2 <[] u16>}>
func &main () i32 {
  var %p <* struct {@f1 i32, @f2 <[] u16>}>
  var %n i32
  var %i i32
  var %s u32
  dassign %n (constval i32 50)
  callassigned &malloc (add u64 (sizeoftype u64 <$flex>, mul u64 (cvt u64 i32 (dread i32 %n), constval u64 2))) { dassign %p 0 }
  iassign <* <$flex>> 1 (dread ptr %p, dread i32 %n)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* u16> (array 0 ptr <* [50] u16> (iaddrof ptr <* <$flex>> 2 (dread ptr %p), dread i32 %i), mul i32 (dread i32 %i, constval i32 2000))
  }
  dassign %s (constval u32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, iread i32 <* <$flex>> 1 (dread ptr %p)), constval i32 1) {
    dassign %s (add u32 (dread u32 %s, iread u32 <* u16> (array 0 ptr <* [50] u16> (iaddrof ptr <* <$flex>> 2 (dread ptr %p), dread i32 %i))))
  }
  call &printf (conststr ptr "n=%d sum=%u sizeof=%d offset=%d\n", iread i32 <* <$flex>> 1 (dread ptr %p), dread u32 %s, sizeoftype i32 <$flex>, cvt i32 i64 (sub i64 (iaddrof ptr <* <$flex>> 2 (dread ptr %p), dread ptr %p)))
  call &free (dread ptr %p)
  return (constval i32 0)
}
