# Struct arguments passed by value: the callee sees a copy (its changes stay local),
# and it can pass the result back through a pointer formal.
func &printf (var %fmt <* i8>, ...) i32
type $v3 <struct {@x f64, @y f64, @z f64}>
func &scale (var %v <$v3>, var %k f64, var %out <* <$v3>>) void {
  dassign %v 1 (mul f64 (dread f64 %v 1, dread f64 %k))
  dassign %v 2 (mul f64 (dread f64 %v 2, dread f64 %k))
  dassign %v 3 (mul f64 (dread f64 %v 3, dread f64 %k))
  iassign <* <$v3>> (dread ptr %out, dread agg %v)
  return ()
}
func &show (var %tag i32, var %v <$v3>) void {
  call &printf (conststr ptr "%d: (%g, %g, %g)\n", dread i32 %tag, dread f64 %v 1, dread f64 %v 2, dread f64 %v 3)
  return ()
}
func &main () i32 {
  var %a <$v3>
  var %b <$v3>
  dassign %a 1 (constval f64 1.0)
  dassign %a 2 (constval f64 -2.0)
  dassign %a 3 (constval f64 0.5)
  call &scale (dread agg %a, constval f64 3.0, addrof ptr %b)
  call &show (constval i32 1, dread agg %a)
  call &show (constval i32 2, dread agg %b)
  return (constval i32 0)
}
