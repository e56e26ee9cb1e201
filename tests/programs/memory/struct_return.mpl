# A function returning a struct by value (`return (dread agg %v)` with an aggregate return
# type, as in the spec's sample 3), received with callassigned into a local struct.
func &printf (var %fmt <* i8>, ...) i32
type $v3 <struct {@x f64, @y f64, @z f64}>
func &scale (var %v <$v3>, var %k f64) <$v3> {
  dassign %v 1 (mul f64 (dread f64 %v 1, dread f64 %k))
  dassign %v 2 (mul f64 (dread f64 %v 2, dread f64 %k))
  dassign %v 3 (mul f64 (dread f64 %v 3, dread f64 %k))
  return (dread agg %v)
}
func &main () i32 {
  var %a <$v3>
  var %b <$v3>
  dassign %a 1 (constval f64 1.0)
  dassign %a 2 (constval f64 -2.0)
  dassign %a 3 (constval f64 0.5)
  callassigned &scale (dread agg %a, constval f64 3.0) { dassign %b 0 }
  call &printf (conststr ptr "a=(%g, %g, %g)\n", dread f64 %a 1, dread f64 %a 2, dread f64 %a 3)
  call &printf (conststr ptr "b=(%g, %g, %g)\n", dread f64 %b 1, dread f64 %b 2, dread f64 %b 3)
  return (constval i32 0)
}
