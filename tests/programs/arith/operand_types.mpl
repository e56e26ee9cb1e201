# A binary or unary operator reads its operands as values of its own type, whatever type
# produced them: div/rem/min/max/abs of one signedness applied to values of the other (same
# width, or narrower) see the same bits as C's casts do (expected output: the same casts in C,
# compiled with cc).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %m1 i32
  var %m7 i32
  var %m6 i32
  var %ux u32
  var %u2 u32
  var %u10 u32
  var %xf0 u32
  var %lm1 i64
  var %ul u64
  dassign %m1 (constval i32 -1)
  dassign %m7 (constval i32 -7)
  dassign %m6 (constval i32 -6)
  dassign %ux (constval u32 0xffffffff)
  dassign %u2 (constval u32 0xfffffffe)
  dassign %u10 (constval u32 0xfffffff6)
  dassign %xf0 (constval u32 0xfff0)
  dassign %lm1 (constval i64 -1)
  dassign %ul (constval u64 0xfffffffffffffff0)
  call &printf (conststr ptr "div u32 %u\n", div u32 (dread i32 %m1, constval u32 2))
  call &printf (conststr ptr "rem u32 %u\n", rem u32 (dread i32 %m7, constval u32 10))
  call &printf (conststr ptr "min u32 %u\n", min u32 (dread i32 %m1, constval u32 5))
  call &printf (conststr ptr "max u32 %u\n", max u32 (dread i32 %m7, constval u32 3))
  call &printf (conststr ptr "div i32 %d\n", div i32 (dread u32 %u2, constval i32 2))
  call &printf (conststr ptr "rem i32 %d\n", rem i32 (dread u32 %ux, constval i32 7))
  call &printf (conststr ptr "max i32 %d\n", max i32 (dread u32 %ux, constval i32 0))
  call &printf (conststr ptr "abs i32 %d\n", abs i32 (dread u32 %u10))
  call &printf (conststr ptr "div u64 of i64 %llu\n", div u64 (dread i64 %lm1, constval u64 3))
  call &printf (conststr ptr "div i64 of u64 %lld\n", div i64 (dread u64 %ul, constval i64 4))
  call &printf (conststr ptr "div u8 %u\n", cvt u32 u8 (div u8 (dread i32 %m6, constval u8 2)))
  call &printf (conststr ptr "div i16 %d\n", cvt i32 i16 (div i16 (dread u32 %xf0, constval i16 4)))
  return (constval i32 0)
}
