# Field ids through a union nested in a struct: the union takes an id, then its members in
# order, a struct member's own fields after it (tag 1, u 2, u.i 3, u.p 4, u.p.lo 5,
# u.p.hi 6, u.d 7, after 8). Members overlap (little-endian halves of the i64).
func &printf (var %fmt <* i8>, ...) i32
type $rec <struct {@tag i32, @u <union {@i i64, @p <struct {@lo i32, @hi i32}>, @d f64}>, @after i16}>
func &main () i32 {
  var %r <$rec>
  dassign %r 1 (constval i32 7)
  dassign %r 8 (constval i32 -2)
  dassign %r 3 (constval i64 0x1122334455667788)
  call &printf (conststr ptr "lo %x hi %x tag %d after %d\n", dread u32 %r 5, dread u32 %r 6, dread i32 %r 1, dread i32 %r 8)
  dassign %r 6 (constval i32 0x40000000)
  dassign %r 5 (constval i32 0)
  call &printf (conststr ptr "as double %g, as i64 %llx\n", dread f64 %r 7, dread i64 %r 3)
  call &printf (conststr ptr "size %d, union at +%d, after at +%d\n", sizeoftype i32 <$rec>, cvt i32 i64 (sub i64 (addrof ptr %r 2, addrof ptr %r)), cvt i32 i64 (sub i64 (addrof ptr %r 8, addrof ptr %r)))
  return (constval i32 0)
}
