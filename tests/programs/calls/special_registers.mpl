# Special registers read with regread (§2.6): %%PC grows along straight-line code, and a
# callee's %%SP lies below its caller's (the stack grows down), also one call deeper.
func &printf (var %fmt <* i8>, ...) i32
func &deeper (var %sp1 ptr, var %sp0 ptr) i32 {
  return (land i32 (lt i32 ptr (regread ptr %%SP, dread ptr %sp1), lt i32 ptr (dread ptr %sp1, dread ptr %sp0)))
}
func &callee (var %callersp ptr) i32 {
  var %r i32
  callassigned &deeper (regread ptr %%SP, dread ptr %callersp) { dassign %r 0 }
  return (dread i32 %r)
}
func &main () i32 {
  var %pc1 a64
  var %pc2 a64
  var %r i32
  dassign %pc1 (regread a64 %%PC)
  dassign %pc2 (regread a64 %%PC)
  callassigned &callee (regread ptr %%SP) { dassign %r 0 }
  call &printf (conststr ptr "pc increases %d, stack grows down %d\n", lt i32 a64 (dread a64 %pc1, dread a64 %pc2), dread i32 %r)
  return (constval i32 0)
}
