# Opcodes the other programs do not reach: ror, the pc-relative forms (a read of the
# instruction's own first word; the distance between two addroffpc results), the extra
# barriers, nop, and the withtype intrinsic forms and icallproto.
func &printf (var %fmt <* i8>, ...) i32
func &twice (var %x i32) i32 {
  return (mul i32 (dread i32 %x, constval i32 2))
}
func &main () i32 {
  var %a ptr
  var %b ptr
  call &printf (conststr ptr "ror %x %llx\n", ror u32 (constval u32 0x12345678, constval u32 8), ror u64 (constval u64 1, constval u64 1))
  # ireadpcoff reads the word at its own address: opcode 10, type u32 (8) in bits 8-15.
  call &printf (conststr ptr "own word %x\n", ireadpcoff u32 0)
  dassign %a (addroffpc ptr 0)
  dassign %b (addroffpc ptr 0)
  call &printf (conststr ptr "addroffpc step %d\n", cvt i32 i64 (sub i64 (retype i64 <i64> (dread ptr %b), retype i64 <i64> (dread ptr %a))))
  membarstoreload
  membarstorestore
  nop
  call &printf (conststr ptr "popcount %d\n", intrinsicopwithtype i32 <u32> C_popcount32 (constval u32 0xf0f0))
  intrinsiccallwithtype <u64> C_popcount64 (constval u64 0xffffffffff)
  call &printf (conststr ptr "popcount64 %d\n", regread i32 %%retval0)
  icallproto <func(i32) i32> (addroffunc ptr &twice, constval i32 21)
  call &printf (conststr ptr "icallproto %d\n", regread i32 %%retval0)
  return (constval i32 0)
}
