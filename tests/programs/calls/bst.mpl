# A binary search tree on the heap: recursive insert (returning the possibly new subtree),
# recursive in-order traversal printing the keys, height and size, recursive free.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
type $tree <struct {@key i32, @left <* <$tree>>, @right <* <$tree>>}>
func &insert (var %t <* <$tree>>, var %k i32) <* <$tree>> {
  var %sub <* <$tree>>
  if (eq i32 ptr (dread ptr %t, constval ptr 0)) {
    callassigned &malloc (sizeoftype u64 <$tree>) { dassign %t 0 }
    iassign <* <$tree>> 1 (dread ptr %t, dread i32 %k)
    iassign <* <$tree>> 2 (dread ptr %t, constval ptr 0)
    iassign <* <$tree>> 3 (dread ptr %t, constval ptr 0)
    return (dread ptr %t)
  }
  if (lt i32 i32 (dread i32 %k, iread i32 <* <$tree>> 1 (dread ptr %t))) {
    callassigned &insert (iread ptr <* <$tree>> 2 (dread ptr %t), dread i32 %k) { dassign %sub 0 }
    iassign <* <$tree>> 2 (dread ptr %t, dread ptr %sub)
  } else {
    if (gt i32 i32 (dread i32 %k, iread i32 <* <$tree>> 1 (dread ptr %t))) {
      callassigned &insert (iread ptr <* <$tree>> 3 (dread ptr %t), dread i32 %k) { dassign %sub 0 }
      iassign <* <$tree>> 3 (dread ptr %t, dread ptr %sub)
    }
  }
  return (dread ptr %t)
}
func &inorder (var %t <* <$tree>>) void {
  if (ne i32 ptr (dread ptr %t, constval ptr 0)) {
    call &inorder (iread ptr <* <$tree>> 2 (dread ptr %t))
    call &printf (conststr ptr "%d ", iread i32 <* <$tree>> 1 (dread ptr %t))
    call &inorder (iread ptr <* <$tree>> 3 (dread ptr %t))
  }
  return ()
}
func &height (var %t <* <$tree>>) i32, i32 {
  var %hl i32
  var %hr i32
  var %nl i32
  var %nr i32
  if (eq i32 ptr (dread ptr %t, constval ptr 0)) {
    return (constval i32 0, constval i32 0)
  }
  callassigned &height (iread ptr <* <$tree>> 2 (dread ptr %t)) { dassign %hl 0 dassign %nl 0 }
  callassigned &height (iread ptr <* <$tree>> 3 (dread ptr %t)) { dassign %hr 0 dassign %nr 0 }
  return (add i32 (max i32 (dread i32 %hl, dread i32 %hr), constval i32 1), add i32 (add i32 (dread i32 %nl, dread i32 %nr), constval i32 1))
}
func &destroy (var %t <* <$tree>>) i32 {
  var %a i32
  var %b i32
  if (eq i32 ptr (dread ptr %t, constval ptr 0)) {
    return (constval i32 0)
  }
  callassigned &destroy (iread ptr <* <$tree>> 2 (dread ptr %t)) { dassign %a 0 }
  callassigned &destroy (iread ptr <* <$tree>> 3 (dread ptr %t)) { dassign %b 0 }
  call &free (dread ptr %t)
  return (add i32 (add i32 (dread i32 %a, dread i32 %b), constval i32 1))
}
func &main () i32 {
  var %root <* <$tree>>
  var %i i32
  var %k i32
  var %h i32
  var %n i32
  dassign %root (constval ptr 0)
  dassign %k (constval i32 7)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 20), constval i32 1) {
    dassign %k (rem i32 (add i32 (mul i32 (dread i32 %k, constval i32 37), constval i32 11), constval i32 101))
    callassigned &insert (dread ptr %root, dread i32 %k) { dassign %root 0 }
  }
  call &inorder (dread ptr %root)
  call &printf (conststr ptr "\n")
  callassigned &height (dread ptr %root) { dassign %h 0 dassign %n 0 }
  call &printf (conststr ptr "height %d size %d\n", dread i32 %h, dread i32 %n)
  callassigned &destroy (dread ptr %root) { dassign %n 0 }
  call &printf (conststr ptr "freed %d\n", dread i32 %n)
  return (constval i32 0)
}
