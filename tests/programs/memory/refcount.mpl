# Managed-heap operations (§3.13): gcpermalloc, incref/decref on a live ref (no visible effect
# on the object), and decrefreset, which also clears the pointer variable it is given.
func &printf (var %fmt <* i8>, ...) i32
type $obj <struct {@v i64}>
func &main () i32 {
  var %p ref
  var %q ref
  dassign %p (gcmalloc ref <$obj>)
  dassign %q (gcpermalloc ref <$obj>)
  iassign <* <$obj>> 1 (dread ref %p, constval i64 41)
  iassign <* <$obj>> 1 (dread ref %q, constval i64 1)
  incref (dread ref %p)
  decref (dread ref %p)
  call &printf (conststr ptr "%lld\n", add i64 (iread i64 <* <$obj>> 1 (dread ref %p), iread i64 <* <$obj>> 1 (dread ref %q)))
  decrefreset (addrof ptr %p)
  call &printf (conststr ptr "reset: %d\n", eq i32 ref (dread ref %p, constval ref 0))
  return (constval i32 0)
}
