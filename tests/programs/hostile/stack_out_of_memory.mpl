# Touching more memory than --mem-limit (here through the stack: a recursion whose frames
# each hold a written 4 KiB array) faults naming the limit.
func &printf (var %fmt <* i8>, ...) i32
func &deep (var %n i32) i32 {
  var %buf <[1024] i32>
  var %r i32
  iassign <* i32> (array 1 ptr <* [1024] i32> (addrof ptr %buf, constval i32 0), dread i32 %n)
  if (eq u1 i32 (dread i32 %n, constval i32 0)) {
    return (constval i32 0)
  }
  callassigned &deep (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 1))
}
func &main () i32 {
  var %r i32
  call &printf (conststr ptr "recursing\n")
  callassigned &deep (constval i32 200) { dassign %r 0 }
  call &printf (conststr ptr "%d\n", dread i32 %r)
  return (constval i32 0)
}
