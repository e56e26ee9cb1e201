# A heap-allocated singly linked list: push 1..10 at the head with malloc, sum it, reverse it
# in place, print it, remove the even values (freeing them), then free the rest.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
type $node <struct {@val i64, @next <* <$node>>}>
func &show (var %p <* <$node>>) void {
  while (ne i32 ptr (dread ptr %p, constval ptr 0)) {
    call &printf (conststr ptr "%lld ", iread i64 <* <$node>> 1 (dread ptr %p))
    dassign %p (iread ptr <* <$node>> 2 (dread ptr %p))
  }
  call &printf (conststr ptr "\n")
  return ()
}
func &main () i32 {
  var %head <* <$node>>
  var %n <* <$node>>
  var %prev <* <$node>>
  var %next <* <$node>>
  var %link <* <* <$node>>>
  var %i i32
  var %sum i64
  var %count i32
  dassign %head (constval ptr 0)
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    callassigned &malloc (sizeoftype u64 <$node>) { dassign %n 0 }
    iassign <* <$node>> 1 (dread ptr %n, cvt i64 i32 (dread i32 %i))
    iassign <* <$node>> 2 (dread ptr %n, dread ptr %head)
    dassign %head (dread ptr %n)
  }
  call &show (dread ptr %head)
  dassign %sum (constval i64 0)
  dassign %n (dread ptr %head)
  while (ne i32 ptr (dread ptr %n, constval ptr 0)) {
    dassign %sum (add i64 (dread i64 %sum, iread i64 <* <$node>> 1 (dread ptr %n)))
    dassign %n (iread ptr <* <$node>> 2 (dread ptr %n))
  }
  call &printf (conststr ptr "sum %lld\n", dread i64 %sum)
  # reverse
  dassign %prev (constval ptr 0)
  dassign %n (dread ptr %head)
  while (ne i32 ptr (dread ptr %n, constval ptr 0)) {
    dassign %next (iread ptr <* <$node>> 2 (dread ptr %n))
    iassign <* <$node>> 2 (dread ptr %n, dread ptr %prev)
    dassign %prev (dread ptr %n)
    dassign %n (dread ptr %next)
  }
  dassign %head (dread ptr %prev)
  call &show (dread ptr %head)
  # unlink and free the even values, walking a pointer to the link field
  dassign %link (addrof ptr %head)
  while (ne i32 ptr (iread ptr <* <* <$node>>> (dread ptr %link), constval ptr 0)) {
    dassign %n (iread ptr <* <* <$node>>> (dread ptr %link))
    if (eq i32 i64 (band i64 (iread i64 <* <$node>> 1 (dread ptr %n), constval i64 1), constval i64 0)) {
      iassign <* <* <$node>>> (dread ptr %link, iread ptr <* <$node>> 2 (dread ptr %n))
      call &free (dread ptr %n)
    } else {
      dassign %link (iaddrof ptr <* <$node>> 2 (dread ptr %n))
    }
  }
  call &show (dread ptr %head)
  dassign %count (constval i32 0)
  while (ne i32 ptr (dread ptr %head, constval ptr 0)) {
    dassign %n (iread ptr <* <$node>> 2 (dread ptr %head))
    call &free (dread ptr %head)
    dassign %head (dread ptr %n)
    dassign %count (add i32 (dread i32 %count, constval i32 1))
  }
  call &printf (conststr ptr "freed %d remaining nodes\n", dread i32 %count)
  return (constval i32 0)
}
