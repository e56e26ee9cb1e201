# Declaration forms of §4: module directives (flavor, srclang, id, numfuncs), a const global
# with an initializer, a function attribute (static), a local type name (%pair), a tempvar,
# and a var with type attributes.
flavor 1
srclang 1
id 65535
numfuncs 2
func &printf (var %fmt <* i8>, ...) i32
var $k i32 const = 5
var $v f64 volatile = 0.5
func &helper static (var %a i32) i32 {
  return (add i32 (dread i32 %a, constval i32 1))
}
func &main () i32 {
  type %pair <struct {@a i32, @b i32}>
  var %p <%pair>
  tempvar %t i32
  dassign %p 1 (constval i32 3)
  dassign %p 2 (constval i32 4)
  callassigned &helper (dread i32 %p 2) { dassign %t 0 }
  dassign $v (add f64 (dread f64 $v, constval f64 0.25))
  call &printf (conststr ptr "%d %d %d %g size %d\n", dread i32 %p 1, dread i32 %t, dread i32 $k, dread f64 $v, sizeoftype i32 <%pair>)
  return (constval i32 0)
}
