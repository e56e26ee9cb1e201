# alloca: stack blocks of run-time size, live until the function returns; a recursive
# function allocates at each level and the blocks stay distinct.
func &printf (var %fmt <* i8>, ...) i32
func &level (var %n i32) i32 {
  var %p <* i32>
  var %r i32
  dassign %p (alloca ptr (mul u64 (cvt u64 i32 (add i32 (dread i32 %n, constval i32 1)), constval u64 4)))
  iassign <* i32> (array 0 ptr <* [100] i32> (dread ptr %p, dread i32 %n), mul i32 (dread i32 %n, constval i32 7))
  if (gt i32 i32 (dread i32 %n, constval i32 0)) {
    callassigned &level (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  } else {
    dassign %r (constval i32 0)
  }
  # our block is intact after the deeper levels returned
  return (add i32 (dread i32 %r, iread i32 <* i32> (array 0 ptr <* [100] i32> (dread ptr %p, dread i32 %n))))
}
func &main () i32 {
  var %a <* i64>
  var %b <* i64>
  var %i i32
  var %n i32
  var %r i32
  dassign %n (constval i32 20)
  dassign %a (alloca ptr (mul u64 (cvt u64 i32 (dread i32 %n), constval u64 8)))
  dassign %b (alloca ptr (constval u64 16))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* i64> (array 0 ptr <* [20] i64> (dread ptr %a, dread i32 %i), shl i64 (constval i64 1, dread i32 %i))
  }
  iassign <* i64> (dread ptr %b, constval i64 -1)
  iassign <* i64> (add ptr (dread ptr %b, constval ptr 8), constval i64 -2)
  call &printf (conststr ptr "a[19]=%lld a[0]=%lld b=%lld,%lld\n", iread i64 <* i64> (array 0 ptr <* [20] i64> (dread ptr %a, constval i32 19)), iread i64 <* i64> (dread ptr %a), iread i64 <* i64> (dread ptr %b), iread i64 <* i64> (add ptr (dread ptr %b, constval ptr 8)))
  callassigned &level (constval i32 10) { dassign %r 0 }
  call &printf (conststr ptr "levels: %d\n", dread i32 %r)
  call &printf (conststr ptr "a[5] still %lld\n", iread i64 <* i64> (array 0 ptr <* [20] i64> (dread ptr %a, constval i32 5)))
  return (constval i32 0)
}
