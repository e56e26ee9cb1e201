# Local variables with initializers (§4.8 shows one on a local struct): an automatic local
# is initialized each time its function is entered — a scalar, an array and a struct with a
# nested struct, each modified after initialization, and the function called twice.
func &printf (var %fmt <* i8>, ...) i32
type $SS <struct { @g1 f64, @g2 f64 }>
func &f (var %k i32) i32 {
  var %x i32 = 5
  var %a <[3] i32> = [1, 2, 3]
  var %s <struct {@f1 i32, @f2 <$SS>, @f3:4 i32}> = [1 = 99, 2 = [1 = 10.0, 2 = 22.5], 3 = 6]
  call &printf (conststr ptr "call %d: x=%d a=[%d,%d,%d] s=(%d,%g,%g,%d)\n", dread i32 %k, dread i32 %x, iread i32 <* i32> (array 1 ptr <* [3] i32> (addrof ptr %a, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [3] i32> (addrof ptr %a, constval i32 1)), iread i32 <* i32> (array 1 ptr <* [3] i32> (addrof ptr %a, constval i32 2)), dread i32 %s 1, dread f64 %s 3, dread f64 %s 4, dread i32 %s 5)
  dassign %x (add i32 (dread i32 %x, constval i32 1))
  iassign <* i32> (array 1 ptr <* [3] i32> (addrof ptr %a, constval i32 0), constval i32 100)
  dassign %s 1 (constval i32 -1)
  dassign %s 4 (constval f64 0.5)
  return (add i32 (dread i32 %x, iread i32 <* i32> (array 1 ptr <* [3] i32> (addrof ptr %a, constval i32 2))))
}
func &main () i32 {
  var %r i32
  callassigned &f (constval i32 1) { dassign %r 0 }
  call &printf (conststr ptr "returned %d\n", dread i32 %r)
  callassigned &f (constval i32 2) { dassign %r 0 }
  call &printf (conststr ptr "returned %d\n", dread i32 %r)
  return (constval i32 0)
}
