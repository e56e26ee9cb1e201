# Sample 3 of the Chinese edition (types and structs), corrected:
#   typedef struct SS { int f1; char f2:6; char f3:2; } SS;
#   SS foo(SS x) { x.f2 = 33; return x; }
# Correction: the sample stores 32 where the C code says 33. 33 does not fit a signed 6-bit
# field: it reads back as -31 (as with GCC).
func &printf (var %fmt <* i8>, ...) i32
type $SS <struct { @f1 i32, @f2:6 i8, @f3:2 i8}>
func &foo (var %x <$SS>) <$SS> {
  dassign %x 2 (constval i32 33)
  return (dread agg %x) }
func &main () i32 {
  var %s <$SS>
  var %t <$SS>
  dassign %s 1 (constval i32 1234)
  dassign %s 2 (constval i32 5)
  dassign %s 3 (constval i32 1)
  callassigned &foo (dread agg %s) { dassign %t 0 }
  call &printf (conststr ptr "t: f1=%d f2=%d f3=%d\n", dread i32 %t 1, dread i32 %t 2, dread i32 %t 3)
  call &printf (conststr ptr "s: f1=%d f2=%d f3=%d\n", dread i32 %s 1, dread i32 %s 2, dread i32 %s 3)
  call &printf (conststr ptr "sizeof SS = %d\n", sizeoftype i32 <$SS>)
  return (constval i32 0)
}
