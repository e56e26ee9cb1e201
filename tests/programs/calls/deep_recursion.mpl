# Deep but bounded recursion: 5000 nested calls, each with a local array in its frame,
# summing on the way back up.
func &printf (var %fmt <* i8>, ...) i32
func &down (var %n i32) i64 {
  var %pad <[8] i32>
  var %r i64
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %pad, constval i32 7), dread i32 %n)
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    return (constval i64 0)
  }
  callassigned &down (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (add i64 (dread i64 %r, cvt i64 i32 (iread i32 <* i32> (array 1 ptr <* [8] i32> (addrof ptr %pad, constval i32 7)))))
}
func &main () i32 {
  var %r i64
  callassigned &down (constval i32 5000) { dassign %r 0 }
  call &printf (conststr ptr "sum 1..5000 = %lld\n", dread i64 %r)
  return (constval i32 0)
}
