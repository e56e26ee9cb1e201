# land / lior / lnot (non-short-circuit logical ops, results 0 or 1) and select.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a i32
  var %b i32
  var %i i32
  dassign %a (constval i32 6)
  dassign %b (constval i32 0)
  call &printf (conststr ptr "land: %d %d %d\n", land i32 (dread i32 %a, constval i32 -1), land i32 (dread i32 %a, dread i32 %b), land i32 (dread i32 %b, dread i32 %b))
  call &printf (conststr ptr "lior: %d %d %d\n", lior i32 (dread i32 %a, dread i32 %b), lior i32 (dread i32 %b, constval i32 256), lior i32 (dread i32 %b, dread i32 %b))
  call &printf (conststr ptr "lnot: %d %d %d\n", lnot i32 (dread i32 %a), lnot i32 (dread i32 %b), lnot i32 (lnot i32 (constval i32 -9)))
  call &printf (conststr ptr "lior i64: %d land u64: %d\n", lior i64 (constval i64 0x100000000, constval i64 0), land u64 (constval u64 0x100000000, constval u64 2))
  doloop %i (constval i32 -2, le i32 i32 (dread i32 %i, constval i32 2), constval i32 1) {
    call &printf (conststr ptr "select(%d): %d %g %lld\n", dread i32 %i, select i32 (lt i32 i32 (dread i32 %i, constval i32 0), neg i32 (dread i32 %i), dread i32 %i), select f64 (dread i32 %i, constval f64 1.5, constval f64 -1.5), select i64 (eq i32 i32 (dread i32 %i, constval i32 2), constval i64 10000000000, constval i64 -1))
  }
  return (constval i32 0)
}
