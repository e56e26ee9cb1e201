# complex c64 (two f32) and c128 (two f64): add, sub, mul; parts read back through memory.
func &printf (var %fmt <* i8>, ...) i32
func &show128 (var %z c128) void {
  var %w <[2] f64>
  iassign <* c128> (addrof ptr %w, dread c128 %z)
  call &printf (conststr ptr "(%g,%g)\n", iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %w, constval i32 0)), iread f64 <* f64> (array 1 ptr <* [2] f64> (addrof ptr %w, constval i32 1)))
  return ()
}
func &main () i32 {
  var %a c128
  var %b c128
  var %p c64
  var %q <[2] f32>
  dassign %a (constval c128 [1.0, 2.0])
  dassign %b (constval c128 [3.0, -1.0])
  call &show128 (add c128 (dread c128 %a, dread c128 %b))
  call &show128 (sub c128 (dread c128 %a, dread c128 %b))
  call &show128 (mul c128 (dread c128 %a, dread c128 %b))
  call &show128 (mul c128 (dread c128 %a, dread c128 %a))
  dassign %p (add c64 (constval c64 [0.5f, 1.5f], constval c64 [0.25f, -3.0f]))
  iassign <* c64> (addrof ptr %q, dread c64 %p)
  call &printf (conststr ptr "c64 (%g,%g)\n", iread f32 <* f32> (array 1 ptr <* [2] f32> (addrof ptr %q, constval i32 0)), iread f32 <* f32> (array 1 ptr <* [2] f32> (addrof ptr %q, constval i32 1)))
  return (constval i32 0)
}
