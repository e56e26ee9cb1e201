# Binary search with while loops whose conditions combine compares with cand/cior, early
# return from inside the loop, and a label that begins the line of the statement it marks.
func &printf (var %fmt <* i8>, ...) i32
var $sorted <[12] i32> = [-40, -7, 0, 3, 9, 15, 22, 23, 50, 81, 99, 1000]
func &find (var %key i32) i32 {
  var %lo i32
  var %hi i32
  var %mid i32
  var %v i32
  dassign %lo (constval i32 0)
  dassign %hi (constval i32 11)
  while (le i32 i32 (dread i32 %lo, dread i32 %hi)) {
    dassign %mid (add i32 (dread i32 %lo, ashr i32 (sub i32 (dread i32 %hi, dread i32 %lo), constval i32 1)))
    dassign %v (iread i32 <* i32> (array 1 ptr <* [12] i32> (addrof ptr $sorted, dread i32 %mid)))
    if (eq i32 i32 (dread i32 %v, dread i32 %key)) {
      return (dread i32 %mid)
    }
    if (lt i32 i32 (dread i32 %v, dread i32 %key)) {
      dassign %lo (add i32 (dread i32 %mid, constval i32 1))
    } else {
      dassign %hi (sub i32 (dread i32 %mid, constval i32 1))
    }
  }
  return (constval i32 -1)
}
func &main () i32 {
  var %k i32
  var %r i32
  var %misses i32
  dassign %misses (constval i32 0)
  dassign %k (constval i32 -50)
@top  callassigned &find (dread i32 %k) { dassign %r 0 }
  if (ge i32 i32 (dread i32 %r, constval i32 0)) {
    call &printf (conststr ptr "%d at %d\n", dread i32 %k, dread i32 %r)
  } else {
    dassign %misses (add i32 (dread i32 %misses, constval i32 1))
  }
  dassign %k (add i32 (dread i32 %k, constval i32 1))
  if (eq i32 i32 (dread i32 %k, constval i32 101)) {
    dassign %k (constval i32 1000)
  }
  brtrue @top (cior i32 (le i32 i32 (dread i32 %k, constval i32 100), eq i32 i32 (dread i32 %k, constval i32 1000)))
  call &printf (conststr ptr "misses %d\n", dread i32 %misses)
  return (constval i32 0)
}
