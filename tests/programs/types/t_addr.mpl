# Address types: ptr (64-bit), a64, a32 (the address space fits in 32 bits, so a32 works
# too): address arithmetic, pointer differences, comparisons, and round trips through integers.
func &printf (var %fmt <* i8>, ...) i32
var $arr <[10] i32> = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]
func &main () i32 {
  var %p ptr
  var %q ptr
  var %x a64
  var %y a32
  var %n i64
  dassign %p (addrof ptr $arr)
  dassign %q (add ptr (dread ptr %p, constval ptr 28))
  call &printf (conststr ptr "ptr: *(p+28)=%d diff=%lld elems=%lld lt=%d\n", iread i32 <* i32> (dread ptr %q), sub i64 (dread ptr %q, dread ptr %p), div i64 (sub i64 (dread ptr %q, dread ptr %p), constval i64 4), lt i32 ptr (dread ptr %p, dread ptr %q))
  dassign %x (addrof a64 $arr)
  dassign %x (add a64 (dread a64 %x, mul a64 (constval a64 4, constval a64 5)))
  call &printf (conststr ptr "a64: %d\n", iread i32 <* i32> (dread a64 %x))
  dassign %y (addrof a32 $arr)
  dassign %y (add a32 (dread a32 %y, constval a32 36))
  call &printf (conststr ptr "a32: %d\n", iread i32 <* i32> (dread a32 %y))
  call &printf (conststr ptr "a32 == low half of ptr: %d\n", eq i32 u32 (dread a32 %y, cvt u32 u64 (add u64 (dread u64 %p, constval u64 36))))
  # walk backwards with a pointer
  dassign %q (array 0 ptr <* [10] i32> (dread ptr %p, constval i32 9))
  dassign %n (constval i64 0)
  while (ge i32 ptr (dread ptr %q, dread ptr %p)) {
    dassign %n (add i64 (mul i64 (dread i64 %n, constval i64 2), cvt i64 i32 (iread i32 <* i32> (dread ptr %q))))
    dassign %q (sub ptr (dread ptr %q, constval ptr 4))
  }
  call &printf (conststr ptr "walk: %lld\n", dread i64 %n)
  call &printf (conststr ptr "sizes: ptr %d a32 %d a64 %d\n", sizeoftype i32 <* i32>, sizeoftype i32 a32, sizeoftype i32 a64)
  return (constval i32 0)
}
