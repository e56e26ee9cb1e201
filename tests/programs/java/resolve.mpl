# resolvevirtualfunc / resolveinterfacefunc (OpenArk's itab/vtab lookups): the address of the
# method a virtual or interface call on the object would run, called here through icall. maple
# keeps no vtables in memory: the first operand is the object, the offset operand is unused.
func &printf (var %fmt <* i8>, ...) i32
type $A <class {@x i32,
  &A_7Cspeak_7C_28_29I(<* <$A>>) i32}>
type $B <class <$A> {@y i32, &B_7Cspeak_7C_28_29I(<* <$B>>) i32}>
type $I <interface {&I_7Cvalue_7C_28_29I(<* <$I>>) i32}>
type $C <class <$B> {&C_7Cvalue_7C_28_29I(<* <$C>>) i32, $I}>
func &A_7Cspeak_7C_28_29I (var %this <* <$A>>) i32 {
  return (constval i32 1)
}
func &B_7Cspeak_7C_28_29I (var %this <* <$B>>) i32 {
  return (constval i32 2)
}
func &C_7Cvalue_7C_28_29I (var %this <* <$C>>) i32 {
  return (constval i32 7)
}
func &main () i32 {
  var %a ref
  var %b ref
  var %c ref
  var %f ptr
  var %r i32
  dassign %a (gcmalloc ref <$A>)
  dassign %b (gcmalloc ref <$B>)
  dassign %c (gcmalloc ref <$C>)
  dassign %f (resolvevirtualfunc ptr &A_7Cspeak_7C_28_29I (dread ref %a, constval i32 0))
  icallassigned (dread ptr %f, dread ref %a) { dassign %r 0 }
  call &printf (conststr ptr "a.speak %d\n", dread i32 %r)
  dassign %f (resolvevirtualfunc ptr &A_7Cspeak_7C_28_29I (dread ref %b, constval i32 8))
  icallassigned (dread ptr %f, dread ref %b) { dassign %r 0 }
  call &printf (conststr ptr "b.speak %d\n", dread i32 %r)
  dassign %f (resolveinterfacefunc ptr &I_7Cvalue_7C_28_29I (dread ref %c, constval i32 0))
  icallassigned (dread ptr %f, dread ref %c) { dassign %r 0 }
  call &printf (conststr ptr "c.value %d\n", dread i32 %r)
  if (eq u1 ptr (dread ptr %f, addroffunc ptr &C_7Cvalue_7C_28_29I)) {
    call &printf (conststr ptr "the address of C's value\n")
  }
  return (constval i32 0)
}
