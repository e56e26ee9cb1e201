# A sort parameterised by a comparator passed as a function address (icallassigned in the
# inner loop), used with three different comparators over the same data.
func &printf (var %fmt <* i8>, ...) i32
var $data <[8] i32> = [5, -3, 12, 0, -7, 8, 3, -12]
func &asc (var %a i32, var %b i32) i32 {
  return (cmp i32 i32 (dread i32 %a, dread i32 %b))
}
func &desc (var %a i32, var %b i32) i32 {
  return (cmp i32 i32 (dread i32 %b, dread i32 %a))
}
func &byabs (var %a i32, var %b i32) i32 {
  var %c i32
  dassign %c (cmp i32 i32 (abs i32 (dread i32 %a), abs i32 (dread i32 %b)))
  if (ne i32 i32 (dread i32 %c, constval i32 0)) {
    return (dread i32 %c)
  }
  return (cmp i32 i32 (dread i32 %a, dread i32 %b))
}
func &isort (var %a <* [8] i32>, var %n i32, var %cmp a64) void {
  var %i i32
  var %j i32
  var %key i32
  var %c i32
  doloop %i (constval i32 1, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %key (iread i32 <* i32> (array 1 ptr <* [8] i32> (dread ptr %a, dread i32 %i)))
    dassign %j (sub i32 (dread i32 %i, constval i32 1))
    dassign %c (constval i32 1)
    while (cand i32 (ge i32 i32 (dread i32 %j, constval i32 0), gt i32 i32 (dread i32 %c, constval i32 0))) {
      icallassigned (dread a64 %cmp, iread i32 <* i32> (array 1 ptr <* [8] i32> (dread ptr %a, dread i32 %j)), dread i32 %key) { dassign %c 0 }
      if (gt i32 i32 (dread i32 %c, constval i32 0)) {
        iassign <* i32> (array 1 ptr <* [8] i32> (dread ptr %a, add i32 (dread i32 %j, constval i32 1)), iread i32 <* i32> (array 1 ptr <* [8] i32> (dread ptr %a, dread i32 %j)))
        dassign %j (sub i32 (dread i32 %j, constval i32 1))
      }
    }
    iassign <* i32> (array 1 ptr <* [8] i32> (dread ptr %a, add i32 (dread i32 %j, constval i32 1)), dread i32 %key)
  }
  return ()
}
func &show (var %tag <* i8>) void {
  var %i i32
  call &printf (conststr ptr "%s:", dread ptr %tag)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 8), constval i32 1) {
    call &printf (conststr ptr " %d", iread i32 <* i32> (array 1 ptr <* [8] i32> (addrof ptr $data, dread i32 %i)))
  }
  call &printf (conststr ptr "\n")
  return ()
}
func &main () i32 {
  call &isort (addrof ptr $data, constval i32 8, addroffunc a64 &asc)
  call &show (conststr ptr "asc")
  call &isort (addrof ptr $data, constval i32 8, addroffunc a64 &desc)
  call &show (conststr ptr "desc")
  call &isort (addrof ptr $data, constval i32 8, addroffunc a64 &byabs)
  call &show (conststr ptr "abs")
  return (constval i32 0)
}
