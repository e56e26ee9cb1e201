# The lowest-level frame accesses: a function declares its frame size (framesize 24) and
# keeps its data at %%FP-relative offsets with iassignfpoff/ireadfpoff, including a
# recursive call whose own frame must not disturb the caller's slots.
func &printf (var %fmt <* i8>, ...) i32
var $depth i64 = 10
func &sumdown () i64 {
  framesize 24
  # slot -8: counter (i64), slot -16: partial (i64), slot -20: a marker (i32)
  iassignfpoff i32 -20 (constval i32 0x5eed)
  iassignfpoff i64 -8 (ireadoff i64 0 (addrof ptr $depth))
  if (le i32 i64 (ireadfpoff i64 -8, constval i64 0)) {
    return (constval i64 0)
  }
  dassign $depth (sub i64 (dread i64 $depth, constval i64 1))
  call &sumdown ()
  iassignfpoff i64 -16 (regread i64 %%retval0)
  if (ne i32 i32 (ireadfpoff i32 -20, constval i32 0x5eed)) {
    call &printf (conststr ptr "marker clobbered\n")
  }
  return (add i64 (ireadfpoff i64 -16, ireadfpoff i64 -8))
}
func &main () i32 {
  var %r i64
  callassigned &sumdown () { dassign %r 0 }
  call &printf (conststr ptr "sum 10..1 = %lld\n", dread i64 %r)
  return (constval i32 0)
}
