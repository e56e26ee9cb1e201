# iread/iassign through pointers: to scalars of every width (truncating stores, extending
# loads), to struct fields by field id, pointer-to-pointer, and iaddrof of a field.
func &printf (var %fmt <* i8>, ...) i32
type $node <struct {@val i32, @next <* <$node>>, @w i16}>
func &main () i32 {
  var %buf <[16] u8>
  var %p ptr
  var %n1 <$node>
  var %n2 <$node>
  var %q <* <$node>>
  var %pp <* <* <$node>>>
  var %sum i32
  dassign %p (addrof ptr %buf)
  iassign <* u32> (dread ptr %p, constval u32 0x81828384)
  call &printf (conststr ptr "bytes: %x %x %x %x\n", iread u32 <* u8> (dread ptr %p), iread u32 <* u8> (add ptr (dread ptr %p, constval ptr 1)), iread u32 <* u8> (add ptr (dread ptr %p, constval ptr 2)), iread u32 <* u8> (add ptr (dread ptr %p, constval ptr 3)))
  call &printf (conststr ptr "signed loads: %d %d %d\n", iread i32 <* i8> (dread ptr %p), iread i32 <* i16> (dread ptr %p), iread i32 <* i32> (dread ptr %p))
  call &printf (conststr ptr "unsigned loads: %u %u\n", iread u32 <* u8> (dread ptr %p), iread u32 <* u16> (dread ptr %p))
  # a truncating store of an i32 into a u8 location
  iassign <* u8> (add ptr (dread ptr %p, constval ptr 8), constval i32 0x1ff)
  iassign <* i64> (add ptr (dread ptr %p, constval ptr 8), constval i64 -2)
  iassign <* u8> (add ptr (dread ptr %p, constval ptr 8), constval i32 0x1ff)
  call &printf (conststr ptr "i64 after byte store: %lld\n", iread i64 <* i64> (add ptr (dread ptr %p, constval ptr 8)))
  # a two-node list through pointers
  dassign %n1 1 (constval i32 10)
  dassign %n1 2 (addrof ptr %n2)
  dassign %n2 1 (constval i32 32)
  dassign %n2 2 (constval ptr 0)
  dassign %q (addrof ptr %n1)
  dassign %sum (constval i32 0)
  while (ne i32 ptr (dread ptr %q, constval ptr 0)) {
    dassign %sum (add i32 (dread i32 %sum, iread i32 <* <$node>> 1 (dread ptr %q)))
    iassign <* <$node>> 3 (dread ptr %q, constval i32 -1)
    dassign %q (iread ptr <* <$node>> 2 (dread ptr %q))
  }
  call &printf (conststr ptr "list sum: %d w: %d %d\n", dread i32 %sum, dread i32 %n1 3, dread i32 %n2 3)
  # pointer to pointer: redirect n1.next through its address
  dassign %pp (iaddrof ptr <* <$node>> 2 (addrof ptr %n1))
  iassign <* <* <$node>>> (dread ptr %pp, addrof ptr %n1)
  call &printf (conststr ptr "self loop: %d\n", iread i32 <* <$node>> 1 (iread ptr <* <$node>> 2 (iread ptr <* <$node>> 2 (addrof ptr %n1))))
  iassign <* i32> (iaddrof ptr <* <$node>> 1 (addrof ptr %n2), constval i32 99)
  call &printf (conststr ptr "via iaddrof: %d\n", dread i32 %n2 1)
  return (constval i32 0)
}
