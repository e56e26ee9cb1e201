# dread/dassign of global and local scalars of each width: globals keep their values across
# calls, and narrow stores truncate (a u1 keeps only bit 0 of what is stored).
func &printf (var %fmt <* i8>, ...) i32
var $counter i32
var $acc i64 = 5
var $small i8
var $flag u1
var $ratio f32
func &tick (var %by i32) void {
  dassign $counter (add i32 (dread i32 $counter, dread i32 %by))
  dassign $acc (mul i64 (dread i64 $acc, constval i64 3))
  return ()
}
func &main () i32 {
  var %i i32
  var %local i16
  doloop %i (constval i32 1, le i32 i32 (dread i32 %i, constval i32 20), constval i32 1) {
    call &tick (dread i32 %i)
  }
  call &printf (conststr ptr "counter=%d acc=%lld\n", dread i32 $counter, dread i64 $acc)
  dassign $small (constval i32 0x17f)
  dassign %local (constval i32 0x18000)
  dassign $flag (constval i32 2)
  call &printf (conststr ptr "small=%d local=%d flag=%d\n", dread i32 $small, dread i32 %local, dread i32 $flag)
  dassign $ratio (div f32 (cvt f32 i32 (dread i32 $counter), constval f32 8.0f))
  call &printf (conststr ptr "ratio=%g\n", dread f32 $ratio)
  return (constval i32 0)
}
