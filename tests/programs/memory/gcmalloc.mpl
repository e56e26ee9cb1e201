# gcmalloc (§3.13.5): objects of a fixed-size type from the managed heap, used through ref
# values; a chain of 100 objects linked through a ref field is walked and summed.
func &printf (var %fmt <* i8>, ...) i32
type $obj <struct {@val i64, @next ref}>
func &main () i32 {
  var %head ref
  var %o ref
  var %i i32
  var %sum i64
  dassign %head (constval ref 0)
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 100), constval i32 1) {
    dassign %o (gcmalloc ref <$obj>)
    iassign <* <$obj>> 1 (dread ref %o, cvt i64 i32 (dread i32 %i))
    iassign <* <$obj>> 2 (dread ref %o, dread ref %head)
    dassign %head (dread ref %o)
  }
  dassign %sum (constval i64 0)
  dassign %o (dread ref %head)
  while (ne i32 ref (dread ref %o, constval ref 0)) {
    dassign %sum (add i64 (dread i64 %sum, iread i64 <* <$obj>> 1 (dread ref %o)))
    dassign %o (iread ref <* <$obj>> 2 (dread ref %o))
  }
  call &printf (conststr ptr "sum %lld\n", dread i64 %sum)
  return (constval i32 0)
}
