# A global array of structs with an initializer (nested brackets per element, field numbers
# inside each), a string-pointer field, and a lookup loop over it.
func &printf (var %fmt <* i8>, ...) i32
type $entry <struct {@name <* i8>, @code i16, @weight f64}>
var $table <[4] <$entry>> = [
  [1 = conststr ptr "alpha", 2 = 1, 3 = 0.5],
  [2 = 20, 1 = conststr ptr "beta", 3 = 1.25],
  [1 = conststr ptr "gamma", 2 = -300, 3 = 2.0],
  [1 = conststr ptr "delta", 2 = 4000]]
func &main () i32 {
  var %i i32
  var %w f64
  var %p <* <$entry>>
  dassign %w (constval f64 0.0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    dassign %p (array 1 ptr <* [4] <$entry>> (addrof ptr $table, dread i32 %i))
    call &printf (conststr ptr "%-6s %5d %g\n", iread ptr <* <$entry>> 1 (dread ptr %p), iread i32 <* <$entry>> 2 (dread ptr %p), iread f64 <* <$entry>> 3 (dread ptr %p))
    dassign %w (add f64 (dread f64 %w, mul f64 (iread f64 <* <$entry>> 3 (dread ptr %p), cvt f64 i32 (iread i32 <* <$entry>> 2 (dread ptr %p)))))
  }
  call &printf (conststr ptr "weighted %g size %d\n", dread f64 %w, sizeoftype i32 <[4] <$entry>>)
  return (constval i32 0)
}
