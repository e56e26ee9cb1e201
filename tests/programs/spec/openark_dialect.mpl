# The real dialect of OpenArk's later irbuild tests and what the spec allows: parent fields
# (`^name`, named by negative field ids), method attributes before the signature, `addrof` of a
# `$function`, rounding to a float type, `checkpoint` with a number, i128/u128 literals wider
# than 64 bits, byte-offset access (dreadoff/dassignoff/addrofoff), blkassignoff,
# iassignspoff, customcall and the assert families. Expected output worked out by hand.
func &printf (var %fmt <* i8>, ...) i32
type $Base <class {@e1 i32, ^e2 f32, @e3 f64}>
type $Derived <class <$Base> {^f1 i32, @f2 i8, ^f3 i8,
  &describe public static (<* <$Derived>>) i32}>
var $d <$Derived>
func $triple (var %x i32) i32 {
  return (mul i32 (dread i32 %x, constval i32 3))
}
var $fp a64 = addrof a64 $triple
var $big u128 = 340282366920938463463374607431768211455
# A leaf function: the stack below %%SP is free.
func &spill () i64 {
  iassignspoff i64 -8 (constval i64 77)
  return (iread i64 <* i64> (add ptr (regread ptr %%SP, constval ptr -8)))
}
func &main () i32 {
  var %r i32
  var %w i128
  var %pair <[2] i32>
  var %copy <[2] i32>
  # Field ids of $Derived: $Base itself is 1, its e1 e2 e3 are 2 3 4, then f1 5, f2 6, f3 7
  # (OpenArk's MIRClassType::TraverseToFieldRef); -1 is the first parent field of $Derived's
  # own body (f1), -2 the second (f3).
  dassign $d -1 (constval i32 100)
  dassign $d -2 (constval i8 7)
  dassign $d 6 (constval i8 3)
  call &printf (conststr ptr "parent fields %d %d %d %d %d\n", dread i32 $d 5, dread i32 $d 7, dreadoff i32 $d 16, dread i32 $d -1, dread i32 $d 6)
  icallassigned (addrof a64 $triple, constval i32 5) { dassign %r 0 }
  call &printf (conststr ptr "addrof %d", dread i32 %r)
  icallassigned (dread a64 $fp, constval i32 6) { dassign %r 0 }
  call &printf (conststr ptr " %d\n", dread i32 %r)
  call &printf (conststr ptr "round %g %g %g %g %g\n", floor f64 f64 (constval f64 -2.5), ceil f64 f64 (constval f64 -2.5), round f64 f64 (constval f64 2.5), trunc f32 f64 (constval f64 -2.7), floor f32 f32 (constval f32 1.75f))
  checkpoint 1
  dassign %w (constval i128 0x123456789abcdef00fedcba987654321)
  checkpoint 1
  call &printf (conststr ptr "wide %llx %llx %llx\n", cvt u64 u128 (lshr u128 (dread u128 $big, constval i32 64)), cvt u64 i128 (lshr i128 (dread i128 %w, constval i32 64)), cvt u64 i128 (dread i128 %w))
  dassignoff i32 %pair 0 (constval i32 11)
  dassignoff i32 %pair 4 (constval i32 22)
  blkassignoff 0 4 8 (addrof ptr %copy, addrof ptr %pair)
  call &printf (conststr ptr "bytes %d %d %d", dreadoff i32 %copy 0, dreadoff i32 %copy 4, iread i32 <* i32> (addrofoff ptr %pair 4))
  blkassignoff 4 1 4 (addrof ptr %copy, addrof ptr %pair)
  call &printf (conststr ptr " %d\n", dreadoff i32 %copy 4)
  customcallassigned &triple (constval i32 7) { dassign %r 0 }
  customcall &printf (conststr ptr "custom %d\n", dread i32 %r)
  assertge <&main> (dread i32 %r, constval i32 21)
  assertlt (dread i32 %r, constval i32 22)
  calcassertge <&main> (dread i32 %r, constval i32 0)
  calcassertlt <&main> (dread i32 %r, constval i32 100)
  assignassertle <&main> (dread i32 %r, constval i32 21)
  returnassertle <&main> (dread i32 %r, constval i32 21)
  callassertle <&triple, 0, &main> (dread i32 %r, constval i32 21)
  assertnonnull <&main> (addrof ptr %r)
  assignassertnonnull <&main> (addrof ptr %r)
  returnassertnonnull <&main> (addrof ptr %r)
  callassertnonnull <&triple, 0, &main> (addrof ptr %r)
  call &spill ()
  call &printf (conststr ptr "spoff %lld\n", regread i64 %%retval0)
  return (constval i32 0)
}
