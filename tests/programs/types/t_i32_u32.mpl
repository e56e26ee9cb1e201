# i32 and u32: an LCG over u32 (wrapping mul/add), signed vs unsigned division of its output.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %x u32
  var %i i32
  var %sd i32
  var %ud u32
  dassign %x (constval u32 12345)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %x (add u32 (mul u32 (dread u32 %x, constval u32 1103515245), constval u32 12345))
    dassign %sd (div i32 (dread i32 %x, constval i32 1000))
    dassign %ud (div u32 (dread u32 %x, constval u32 1000))
    call &printf (conststr ptr "%u as i32 %d: /1000 signed %d unsigned %u\n", dread u32 %x, dread i32 %x, dread i32 %sd, dread u32 %ud)
  }
  return (constval i32 0)
}
