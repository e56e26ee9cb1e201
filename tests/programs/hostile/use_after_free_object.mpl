# Use after free (caught by default) of a managed object: decref to 0 frees it, and a plain
# load of its field faults naming the block and the decref's line.
func &printf (var %fmt <* i8>, ...) i32
type $obj <struct {@v i64}>
func &main () i32 {
  var %p ref
  dassign %p (gcmalloc ref <$obj>)
  iassign <* <$obj>> 1 (dread ref %p, constval i64 41)
  decref (dread ref %p)
  call &printf (conststr ptr "object released\n")
  call &printf (conststr ptr "%lld\n", iread i64 <* <$obj>> 1 (dread ref %p))
  return (constval i32 0)
}
