# The initialization example of §4.8 (a struct with a nested struct and a 4-bit bitfield,
# initialized by field number, nested brackets restarting at 1), corrected to put the
# struct type in angle brackets; made a global so it is statically initialized.
func &printf (var %fmt <* i8>, ...) i32
type $SS <struct { @g1 f64, @g2 f64 }>
var $s <struct {@f1 i32,
              @f2 <$SS>,
              @f3:4 i32}> = [
    1 = 99,
    2 = [1= 10.0f, 2=22.2f],
    3 = 15 ]
func &main () i32 {
  # field ids: f1 1, f2 2, f2.g1 3, f2.g2 4, f3 5
  call &printf (conststr ptr "f1=%d g1=%g g2=%.4f f3=%d\n", dread i32 $s 1, dread f64 $s 3, dread f64 $s 4, dread i32 $s 5)
  return (constval i32 0)
}
