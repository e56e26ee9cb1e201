# Benchmark: N-queens by backtracking for N = 4..8, counting solutions and summing each
# solution read as a decimal number (C twin: nqueens.c).
func &printf (var %fmt <* i8>, ...) i32
var $cols <[16] i32>
var $checksum i64
func &safe (var %row i32, var %col i32) i32 {
  var %r i32
  var %c i32
  doloop %r (constval i32 0, lt i32 i32 (dread i32 %r, dread i32 %row), constval i32 1) {
    dassign %c (iread i32 <* i32> (array 1 ptr <* [16] i32> (addrof ptr $cols, dread i32 %r)))
    if (cior i32 (cior i32 (eq i32 i32 (dread i32 %c, dread i32 %col), eq i32 i32 (sub i32 (dread i32 %c, dread i32 %col), sub i32 (dread i32 %r, dread i32 %row))), eq i32 i32 (sub i32 (dread i32 %c, dread i32 %col), sub i32 (dread i32 %row, dread i32 %r)))) {
      return (constval i32 0)
    }
  }
  return (constval i32 1)
}
func &solve (var %row i32, var %n i32) i32 {
  var %h i64
  var %r i32
  var %count i32
  var %col i32
  var %ok i32
  var %sub i32
  if (eq i32 i32 (dread i32 %row, dread i32 %n)) {
    dassign %h (constval i64 0)
    doloop %r (constval i32 0, lt i32 i32 (dread i32 %r, dread i32 %n), constval i32 1) {
      dassign %h (add i64 (mul i64 (dread i64 %h, constval i64 10), cvt i64 i32 (iread i32 <* i32> (array 1 ptr <* [16] i32> (addrof ptr $cols, dread i32 %r)))))
    }
    dassign $checksum (add i64 (dread i64 $checksum, dread i64 %h))
    return (constval i32 1)
  }
  dassign %count (constval i32 0)
  doloop %col (constval i32 0, lt i32 i32 (dread i32 %col, dread i32 %n), constval i32 1) {
    callassigned &safe (dread i32 %row, dread i32 %col) { dassign %ok 0 }
    if (dread i32 %ok) {
      iassign <* i32> (array 1 ptr <* [16] i32> (addrof ptr $cols, dread i32 %row), dread i32 %col)
      callassigned &solve (add i32 (dread i32 %row, constval i32 1), dread i32 %n) { dassign %sub 0 }
      dassign %count (add i32 (dread i32 %count, dread i32 %sub))
    }
  }
  return (dread i32 %count)
}
func &main () i32 {
  var %n i32
  var %s i32
  doloop %n (constval i32 4, le i32 i32 (dread i32 %n, constval i32 8), constval i32 1) {
    dassign $checksum (constval i64 0)
    callassigned &solve (constval i32 0, dread i32 %n) { dassign %s 0 }
    call &printf (conststr ptr "%d-queens: %d solutions, checksum %lld\n", dread i32 %n, dread i32 %s, dread i64 $checksum)
  }
  return (constval i32 0)
}
