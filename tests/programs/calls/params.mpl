# Calls passing many parameters of mixed types (more than fit in any register set), narrow
# parameter types truncating their arguments, and a void function with no parameters.
func &printf (var %fmt <* i8>, ...) i32
var $hits i32
func &noargs () void {
  dassign $hits (add i32 (dread i32 $hits, constval i32 1))
  return ()
}
func &mix (var %a i8, var %b u16, var %c i32, var %d i64, var %e f32, var %f f64, var %g ptr, var %h u8, var %i i32, var %j i64, var %k f64, var %l i32) i64 {
  call &printf (conststr ptr "a=%d b=%u c=%d d=%lld e=%g f=%g g=%d h=%u i=%d j=%lld k=%g l=%d\n", dread i32 %a, dread u32 %b, dread i32 %c, dread i64 %d, dread f32 %e, dread f64 %f, iread i32 <* i32> (dread ptr %g), dread u32 %h, dread i32 %i, dread i64 %j, dread f64 %k, dread i32 %l)
  return (add i64 (add i64 (cvt i64 i32 (dread i32 %a), dread i64 %d), add i64 (dread i64 %j, cvt i64 i32 (dread i32 %l))))
}
func &main () i32 {
  var %x i32
  var %r i64
  dassign %x (constval i32 321)
  callassigned &mix (constval i32 -1, constval i32 70000, constval i32 -3, constval i64 40000000000, constval f32 0.5f, constval f64 -6.25, addrof ptr %x, constval i32 255, constval i32 9, constval i64 -10, constval f64 1e10, constval i32 12) { dassign %r 0 }
  call &printf (conststr ptr "r=%lld\n", dread i64 %r)
  call &noargs ()
  call &noargs ()
  call &noargs ()
  call &printf (conststr ptr "hits=%d\n", dread i32 $hits)
  return (constval i32 0)
}
