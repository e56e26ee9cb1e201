# icall through a null function pointer faults (an uninitialised entry of a dispatch table).
func &printf (var %fmt <* i8>, ...) i32
var $handlers <[2] a64>
func &hello (var %x i32) void {
  call &printf (conststr ptr "handler %d\n", dread i32 %x)
  return ()
}
func &main () i32 {
  var %i i32
  iassign <* a64> (array 1 ptr <* [2] a64> (addrof ptr $handlers, constval i32 0), addroffunc a64 &hello)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2), constval i32 1) {
    icall (iread a64 <* a64> (array 1 ptr <* [2] a64> (addrof ptr $handlers, dread i32 %i)), dread i32 %i)
  }
  return (constval i32 0)
}
