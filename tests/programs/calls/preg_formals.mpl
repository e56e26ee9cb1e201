# Formals declared as pseudo-registers (reg %1 i32) beside a var formal (§4.7), read with
# regread, and a pseudo-register (%3) declared implicitly by its first regassign.
func &printf (var %fmt <* i8>, ...) i32
func &addmul (reg %1 i32, reg %2 i32, var %k i64) i64 {
  regassign i32 %3 (add i32 (regread i32 %1, regread i32 %2))
  return (mul i64 (cvt i64 i32 (regread i32 %3), dread i64 %k))
}
func &main () i32 {
  var %r i64
  callassigned &addmul (constval i32 3, constval i32 4, constval i64 1000000000000) { dassign %r 0 }
  call &printf (conststr ptr "%lld\n", dread i64 %r)
  return (constval i32 0)
}
