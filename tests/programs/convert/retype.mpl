# retype reinterprets bits without conversion: f32<->u32, f64<->i64/u64, ptr<->u64.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %bits u64
  var %x i32
  var %p <* i32>
  call &printf (conststr ptr "1.0f -> %x\n", retype u32 <u32> (constval f32 1.0f))
  call &printf (conststr ptr "-2.5f -> %x\n", retype u32 <u32> (constval f32 -2.5f))
  call &printf (conststr ptr "1.0 -> %llx\n", retype u64 <u64> (constval f64 1.0))
  call &printf (conststr ptr "0x40490fdb -> %.5f\n", retype f32 <f32> (constval u32 0x40490fdb))
  call &printf (conststr ptr "0xc000000000000000 -> %g\n", retype f64 <f64> (constval i64 0xc000000000000000))
  dassign %bits (retype u64 <u64> (constval f64 0.1))
  dassign %bits (add u64 (dread u64 %bits, constval u64 1))
  call &printf (conststr ptr "next after 0.1: %.20g\n", retype f64 <f64> (dread u64 %bits))
  dassign %x (constval i32 77)
  dassign %p (retype ptr <* i32> (retype u64 <u64> (addrof ptr %x)))
  call &printf (conststr ptr "through retyped pointer: %d\n", iread i32 <* i32> (dread ptr %p))
  return (constval i32 0)
}
