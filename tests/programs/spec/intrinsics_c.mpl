# C intrinsics (named as in OpenArkCompiler's intrinsics.def): the bit-counting intrinsicops
# and the string/memory intrinsiccalls.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %buf <[16] i8>
  call &printf (conststr ptr "popcount %d %d\n", intrinsicop i32 C_popcount32 (constval u32 0xff00ff01), intrinsicop i32 C_popcount64 (constval u64 0xffffffffffffffff))
  call &printf (conststr ptr "clz %d %d ctz %d %d\n", intrinsicop i32 C_clz32 (constval u32 0x00010000), intrinsicop i32 C_clz64 (constval u64 1), intrinsicop i32 C_ctz32 (constval u32 0x00010000), intrinsicop i32 C_ctz64 (constval u64 0x8000000000000000))
  call &printf (conststr ptr "parity %d %d ffs %d %d\n", intrinsicop i32 C_parity32 (constval u32 7), intrinsicop i32 C_parity64 (constval u64 3), intrinsicop i32 C_ffs (constval i32 0x50), intrinsicop i32 C_ffs (constval i32 0))
  intrinsiccall C_memset (addrof ptr %buf, constval i32 122, constval u64 15)
  iassign <* i8> (array 1 ptr <* [16] i8> (addrof ptr %buf, constval i32 15), constval i32 0)
  intrinsiccall C_memcpy (addrof ptr %buf, conststr ptr "abc", constval u64 3)
  call &printf (conststr ptr "buf %s len %d\n", addrof ptr %buf, cvt i32 u64 (intrinsicop u64 C_strlen (addrof ptr %buf)))
  call &printf (conststr ptr "strcmp %d\n", intrinsicop i32 C_strcmp (conststr ptr "same", conststr ptr "same"))
  return (constval i32 0)
}
