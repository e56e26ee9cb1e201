# Field-id numbering of §2.9.2: id 0 is the whole struct; ids count fields depth-first,
# a nested struct takes an id before its own fields, an array field takes one id; the same
# struct standalone and nested has different ids for the same field.
func &printf (var %fmt <* i8>, ...) i32
type $structz <struct {@z1 i16, @z2 <[4] i8>, @z3 i64}>
type $outer <struct {@f1 i32, @f2 <$structz>, @f3 u8, @f4 <struct {@g1 f64, @g2 <$structz>}>}>
# ids: f1 1 | f2 2, z1 3, z2 4, z3 5 | f3 6 | f4 7, g1 8, g2 9, z1 10, z2 11, z3 12
func &main () i32 {
  var %o <$outer>
  var %z <$structz>
  dassign %z 1 (constval i32 -5)
  dassign %z 3 (constval i64 77)
  iassign <* i8> (array 1 ptr <* [4] i8> (addrof ptr %z 2, constval i32 3), constval i32 9)
  dassign %o 1 (constval i32 1)
  dassign %o 2 (dread agg %z)
  dassign %o 6 (constval i32 6)
  dassign %o 8 (constval f64 8.5)
  dassign %o 9 (dread agg %z)
  dassign %o 10 (constval i32 10)
  dassign %o 12 (constval i64 12)
  call &printf (conststr ptr "f1=%d f2.z1=%d f2.z2[3]=%d f2.z3=%lld f3=%d\n", dread i32 %o 1, dread i32 %o 3, iread i32 <* i8> (array 1 ptr <* [4] i8> (addrof ptr %o 4, constval i32 3)), dread i64 %o 5, dread i32 %o 6)
  call &printf (conststr ptr "f4.g1=%g f4.g2.z1=%d f4.g2.z2[3]=%d f4.g2.z3=%lld\n", dread f64 %o 8, dread i32 %o 10, iread i32 <* i8> (array 1 ptr <* [4] i8> (addrof ptr %o 11, constval i32 3)), dread i64 %o 12)
  call &printf (conststr ptr "standalone z: %d %lld\n", dread i32 %z 1, dread i64 %z 3)
  call &printf (conststr ptr "offsets: f2=%d f3=%d f4=%d g2=%d z3=%d size=%d\n", cvt i32 i64 (sub i64 (addrof ptr %o 2, addrof ptr %o)), cvt i32 i64 (sub i64 (addrof ptr %o 6, addrof ptr %o)), cvt i32 i64 (sub i64 (addrof ptr %o 7, addrof ptr %o)), cvt i32 i64 (sub i64 (addrof ptr %o 9, addrof ptr %o)), cvt i32 i64 (sub i64 (addrof ptr %o 12, addrof ptr %o)), sizeoftype i32 <$outer>)
  return (constval i32 0)
}
