# stackmalloc (§3.13.10): an object of a fixed-size type allocated in the current frame;
# two allocations are distinct and survive calls made after them.
func &printf (var %fmt <* i8>, ...) i32
type $pt <struct {@x i32, @y i64}>
func &clobber (var %n i32) i32 {
  var %junk <[16] i64>
  iassign <* i64> (array 1 ptr <* [16] i64> (addrof ptr %junk, constval i32 0), constval i64 -1)
  return (dread i32 %n)
}
func &main () i32 {
  var %p <* <$pt>>
  var %q <* <$pt>>
  dassign %p (stackmalloc ptr <$pt>)
  dassign %q (stackmalloc ptr <$pt>)
  iassign <* <$pt>> 1 (dread ptr %p, constval i32 3)
  iassign <* <$pt>> 2 (dread ptr %p, constval i64 4)
  iassign <* <$pt>> 1 (dread ptr %q, constval i32 5)
  iassign <* <$pt>> 2 (dread ptr %q, constval i64 6)
  call &clobber (constval i32 1)
  call &printf (conststr ptr "p=(%d,%lld) q=(%d,%lld) distinct=%d\n", iread i32 <* <$pt>> 1 (dread ptr %p), iread i64 <* <$pt>> 2 (dread ptr %p), iread i32 <* <$pt>> 1 (dread ptr %q), iread i64 <* <$pt>> 2 (dread ptr %q), ne i32 ptr (dread ptr %p, dread ptr %q))
  return (constval i32 0)
}
