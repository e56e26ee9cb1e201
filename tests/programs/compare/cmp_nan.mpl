# cmp / cmpl / cmpg three-way compares; NaN makes cmpl give -1, cmpg give +1,
# every ordered compare false and ne true.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %nan f64
  var %nanf f32
  var %one f64
  dassign %nan (div f64 (constval f64 0.0, constval f64 0.0))
  dassign %nanf (sqrt f32 (constval f32 -1.0f))
  dassign %one (constval f64 1.0)
  call &printf (conststr ptr "cmp i32: %d %d %d\n", cmp i32 i32 (constval i32 -3, constval i32 4), cmp i32 i32 (constval i32 4, constval i32 4), cmp i32 i32 (constval i32 5, constval i32 4))
  call &printf (conststr ptr "cmp u32: %d %d\n", cmp i32 u32 (constval u32 0xfffffffd, constval u32 4), cmp i32 i32 (constval i32 -3, constval i32 4))
  call &printf (conststr ptr "cmp i64/u64: %d %d\n", cmp i32 i64 (constval i64 -1, constval i64 0), cmp i32 u64 (constval u64 0xffffffffffffffff, constval u64 0))
  call &printf (conststr ptr "cmp f64: %d %d %d\n", cmp i32 f64 (constval f64 1.5, constval f64 2.5), cmp i32 f64 (constval f64 2.5, constval f64 2.5), cmp i32 f64 (constval f64 3.5, constval f64 2.5))
  call &printf (conststr ptr "cmpl/cmpg ordered: %d %d %d %d\n", cmpl i32 f64 (constval f64 1.0, constval f64 2.0), cmpg i32 f64 (constval f64 1.0, constval f64 2.0), cmpl i32 f64 (constval f64 2.0, constval f64 1.0), cmpg i32 f64 (constval f64 2.0, constval f64 2.0))
  call &printf (conststr ptr "cmpl/cmpg NaN f64: %d %d %d %d\n", cmpl i32 f64 (dread f64 %nan, dread f64 %one), cmpg i32 f64 (dread f64 %nan, dread f64 %one), cmpl i32 f64 (dread f64 %one, dread f64 %nan), cmpg i32 f64 (dread f64 %one, dread f64 %nan))
  call &printf (conststr ptr "cmpl/cmpg NaN f32: %d %d\n", cmpl i32 f32 (dread f32 %nanf, constval f32 0.0f), cmpg i32 f32 (dread f32 %nanf, constval f32 0.0f))
  call &printf (conststr ptr "NaN eq ne lt le gt ge: %d %d %d %d %d %d\n", eq i32 f64 (dread f64 %nan, dread f64 %nan), ne i32 f64 (dread f64 %nan, dread f64 %nan), lt i32 f64 (dread f64 %nan, dread f64 %one), le i32 f64 (dread f64 %nan, dread f64 %one), gt i32 f64 (dread f64 %nan, dread f64 %one), ge i32 f64 (dread f64 %nan, dread f64 %one))
  return (constval i32 0)
}
