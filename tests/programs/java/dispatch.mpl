# Java method calls through the class table (§3.10): virtualcall picks the override of the
# object's class, superclasscall the parent's version, interfacecall an implemented interface's
# method, polymorphiccall dispatches like virtualcall; virtualicall/interfaceicall call through
# a function pointer like icall.
func &printf (var %fmt <* i8>, ...) i32
type $A <class {@x i32,
  &A_7Cspeak_7C_28_29I(<* <$A>>) i32,
  &A_7Cbase_7C_28_29I(<* <$A>>) i32}>
type $B <class <$A> {@y i32, &B_7Cspeak_7C_28_29I(<* <$B>>) i32}>
type $I <interface {&I_7Cvalue_7C_28_29I(<* <$I>>) i32}>
type $C <class <$B> {&C_7Cvalue_7C_28_29I(<* <$C>>) i32, $I}>
func &A_7Cspeak_7C_28_29I (var %this <* <$A>>) i32 {
  return (constval i32 1)
}
func &A_7Cbase_7C_28_29I (var %this <* <$A>>) i32 {
  return (iread i32 <* <$A>> 1 (dread ptr %this))
}
func &B_7Cspeak_7C_28_29I (var %this <* <$B>>) i32 {
  var %r i32
  superclasscallassigned &A_7Cspeak_7C_28_29I (dread ptr %this) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 10))
}
func &C_7Cvalue_7C_28_29I (var %this <* <$C>>) i32 {
  return (constval i32 7)
}
func &main () i32 {
  var %a ref
  var %b ref
  var %c ref
  var %r i32
  dassign %a (gcmalloc ref <$A>)
  dassign %b (gcmalloc ref <$B>)
  dassign %c (gcmalloc ref <$C>)
  iassign <* <$A>> 1 (dread ref %b, constval i32 42)
  virtualcallassigned &A_7Cspeak_7C_28_29I (dread ref %a) { dassign %r 0 }
  call &printf (conststr ptr "a.speak %d\n", dread i32 %r)
  virtualcallassigned &A_7Cspeak_7C_28_29I (dread ref %b) { dassign %r 0 }
  call &printf (conststr ptr "b.speak %d\n", dread i32 %r)
  virtualcall &A_7Cspeak_7C_28_29I (dread ref %c)
  call &printf (conststr ptr "c.speak %d\n", regread i32 %%retval0)
  virtualcall &A_7Cbase_7C_28_29I (dread ref %b)
  call &printf (conststr ptr "b.base %d\n", regread i32 %%retval0)
  interfacecall &I_7Cvalue_7C_28_29I (dread ref %c)
  call &printf (conststr ptr "c.value %d\n", regread i32 %%retval0)
  polymorphiccallassigned <func(<* <$A>>) i32> &A_7Cspeak_7C_28_29I (dread ref %b) { dassign %r 0 }
  call &printf (conststr ptr "poly %d\n", dread i32 %r)
  virtualicallassigned (addroffunc ptr &A_7Cbase_7C_28_29I, dread ref %b) { dassign %r 0 }
  call &printf (conststr ptr "virtualicall %d\n", dread i32 %r)
  interfaceicall (addroffunc ptr &C_7Cvalue_7C_28_29I, dread ref %c)
  call &printf (conststr ptr "interfaceicall %d\n", regread i32 %%retval0)
  polymorphiccall <func(<* <$A>>) i32> &A_7Cspeak_7C_28_29I (dread ref %a)
  call &printf (conststr ptr "poly a %d\n", regread i32 %%retval0)
  return (constval i32 0)
}
