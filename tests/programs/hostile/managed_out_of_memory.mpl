# Managed allocations past --mem-limit fault naming the limit (a Java `new` has no null to
# return).
type $obj <struct {@v <[4096] i8>}>
func &main () i32 {
  var %p ref
  while (constval u1 1) {
    dassign %p (gcmalloc ref <$obj>)
  }
  return (constval i32 0)
}
