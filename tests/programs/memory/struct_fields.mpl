# dread/dassign with field ids on local and global structs: nested structs take an id and
# their fields continue the numbering; an array field takes one id.
# $rec field ids: 1 id, 2 pos, 3 pos.x, 4 pos.y, 5 vals, 6 tail, 7 tail.c, 8 tail.d
func &printf (var %fmt <* i8>, ...) i32
type $pt <struct {@x i32, @y i32}>
type $rec <struct {@id i64, @pos <$pt>, @vals <[3] i16>, @tail <struct {@c i8, @d f64}>}>
var $g <$rec>
func &main () i32 {
  var %r <$rec>
  var %p <$pt>
  dassign %r 1 (constval i64 123456789012)
  dassign %r 3 (constval i32 -4)
  dassign %r 4 (constval i32 9)
  iassign <* i16> (array 1 ptr <* [3] i16> (addrof ptr %r 5, constval i32 0), constval i32 100)
  iassign <* i16> (array 1 ptr <* [3] i16> (addrof ptr %r 5, constval i32 2), constval i32 -300)
  dassign %r 7 (constval i32 65)
  dassign %r 8 (constval f64 2.5)
  call &printf (conststr ptr "local: %lld (%d,%d) [%d,%d] %c %g\n", dread i64 %r 1, dread i32 %r 3, dread i32 %r 4, iread i32 <* i16> (array 1 ptr <* [3] i16> (addrof ptr %r 5, constval i32 0)), iread i32 <* i16> (array 1 ptr <* [3] i16> (addrof ptr %r 5, constval i32 2)), dread i32 %r 7, dread f64 %r 8)
  # whole nested struct as an aggregate
  dassign %p (dread agg %r 2)
  call &printf (conststr ptr "copied pos: (%d,%d)\n", dread i32 %p 1, dread i32 %p 2)
  dassign %p 1 (constval i32 50)
  dassign %r 2 (dread agg %p)
  call &printf (conststr ptr "stored pos: (%d,%d)\n", dread i32 %r 3, dread i32 %r 4)
  # whole struct to a global, then field reads of the global
  dassign $g (dread agg %r)
  dassign $g 4 (add i32 (dread i32 $g 4, constval i32 1000))
  call &printf (conststr ptr "global: %lld (%d,%d) %c %g\n", dread i64 $g 1, dread i32 $g 3, dread i32 $g 4, dread i32 $g 7, dread f64 $g 8)
  call &printf (conststr ptr "local unchanged: %d\n", dread i32 %r 4)
  call &printf (conststr ptr "sizes: %d %d\n", sizeoftype i32 <$pt>, sizeoftype i32 <$rec>)
  return (constval i32 0)
}
