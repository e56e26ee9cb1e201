# cand/cior short-circuit: the right side must not be evaluated when the left decides
# (here the right side would dereference a null pointer or divide by zero).
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %p <* i32>
  var %x i32
  var %y i32
  dassign %p (constval ptr 0)
  # p != 0 && *p > 0  with p null
  dassign %x (cand i32 (ne i32 ptr (dread ptr %p, constval ptr 0), gt i32 i32 (iread i32 <* i32> (dread ptr %p), constval i32 0)))
  call &printf (conststr ptr "null guard and: %d\n", dread i32 %x)
  # p == 0 || *p > 0
  dassign %x (cior i32 (eq i32 ptr (dread ptr %p, constval ptr 0), gt i32 i32 (iread i32 <* i32> (dread ptr %p), constval i32 0)))
  call &printf (conststr ptr "null guard or: %d\n", dread i32 %x)
  if (cand i32 (ne i32 ptr (dread ptr %p, constval ptr 0), eq i32 i32 (iread i32 <* i32> (dread ptr %p), constval i32 7))) {
    call &printf (conststr ptr "wrong\n")
  } else {
    call &printf (conststr ptr "if guard ok\n")
  }
  dassign %p (addrof ptr %x)
  dassign %x (constval i32 7)
  if (cand i32 (ne i32 ptr (dread ptr %p, constval ptr 0), eq i32 i32 (iread i32 <* i32> (dread ptr %p), constval i32 7))) {
    call &printf (conststr ptr "non-null path ok\n")
  }
  # division by zero guarded: y != 0 && 10 / y > 1 ; y == 0 || 10 / y > 1
  dassign %y (constval i32 0)
  call &printf (conststr ptr "div guard: %d %d\n", cand i32 (ne i32 i32 (dread i32 %y, constval i32 0), gt i32 i32 (div i32 (constval i32 10, dread i32 %y), constval i32 1)), cior i32 (eq i32 i32 (dread i32 %y, constval i32 0), gt i32 i32 (div i32 (constval i32 10, dread i32 %y), constval i32 1)))
  dassign %y (constval i32 4)
  call &printf (conststr ptr "div taken: %d %d\n", cand i32 (ne i32 i32 (dread i32 %y, constval i32 0), gt i32 i32 (div i32 (constval i32 10, dread i32 %y), constval i32 1)), cior i32 (eq i32 i32 (dread i32 %y, constval i32 0), gt i32 i32 (div i32 (constval i32 10, dread i32 %y), constval i32 3)))
  # results are 0 or 1 even for non-boolean operands
  call &printf (conststr ptr "normalised: %d %d %d\n", cand i32 (constval i32 5, constval i32 9), cior i32 (constval i32 0, constval i32 -4), cior i32 (constval i32 0, constval i32 0))
  return (constval i32 0)
}
