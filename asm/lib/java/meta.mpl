# maple's Java core library: the runtime entry points mpl2mpl's `.VtableImpl.mpl` form calls
# for its class metadata. The library classes' metadata itself (`$__cinf_<C>`, vtables and
# itables in libcore's slot order) is written when a program of that form is linked
# (asm/src/java/libcore_meta.rs): a jbc2mpl program does not pay for it.

# An interface call whose first-level itable slot is 0 (empty, or two methods share it):
# the implementation of the method whose second-level hash is `%hash`. The itable's word 23
# points to `[count, 1, (hash, function) * count]` sorted by hash (OpenArk's layout);
# no second level, or no entry of the hash, is an AbstractMethodError (a fault naming it).
func &MCC_getFuncPtrFromItabSecondHash64 (var %itab <* void>, var %hash u64, var %sig <* u8>) <* void> {
  var %tab <* void>
  var %n i64
  var %i i64
  var %entry <* void>
  dassign %tab 0 (iread ptr <* ptr> 0 (add ptr (dread ptr %itab, constval ptr 184)))
  if (eq u1 ptr (dread ptr %tab, constval ptr 0)) {
    call &__maple_AbstractMethodError_no_itable_second_level (dread ptr %sig)
    return (constval ptr 0)
  }
  dassign %n 0 (band i64 (iread i64 <* i64> 0 (dread ptr %tab), constval i64 0xffffffff))
  doloop %i (constval i64 0, lt u1 i64 (dread i64 %i, dread i64 %n), constval i64 1) {
    dassign %entry 0 (add ptr (dread ptr %tab, cvt ptr i64 (mul i64 (add i64 (dread i64 %i, constval i64 1), constval i64 16))))
    if (eq u1 u64 (iread u64 <* u64> 0 (dread ptr %entry), dread u64 %hash)) {
      return (iread ptr <* ptr> 0 (add ptr (dread ptr %entry, constval ptr 8)))
    }
  }
  call &__maple_AbstractMethodError_not_in_itable (dread ptr %sig)
  return (constval ptr 0)
}
func &__maple_AbstractMethodError_no_itable_second_level (var %sig <* u8>) void
func &__maple_AbstractMethodError_not_in_itable (var %sig <* u8>) void

# The slow path of a cast check (the fast path, null or the exact class, is inline in the
# caller): maple does not walk the class metadata's superclass tables; the cast passes.
func &MCC_Reflect_Check_Casting_NoArray (var %cinf <* void>, var %obj ref) void {
  return ()
}
func &MCC_Reflect_Check_Casting_Array (var %cinf <* void>, var %obj ref, var %dim i32) void {
  return ()
}
