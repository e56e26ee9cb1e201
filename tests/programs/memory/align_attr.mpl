# The align(N) attribute (§4.4) raises a variable's alignment: locals and globals declared
# after odd-sized neighbours still land on multiples of 16, 32 and 64.
func &printf (var %fmt <* i8>, ...) i32
var $pad1 i8
var $g64 f64 align(64)
var $pad2 <[3] i8>
var $g16 i32 align(16)
func &aligned (var %a a64, var %n u64) i32 {
  return (eq i32 u64 (band u64 (retype u64 <u64> (dread a64 %a), sub u64 (dread u64 %n, constval u64 1)), constval u64 0))
}
func &main () i32 {
  var %c i8
  var %x f64 volatile align(16)
  var %d i8
  var %y <[3] i8> align(32)
  var %e i16
  var %z i32 align(64)
  var %r1 i32
  var %r2 i32
  var %r3 i32
  var %r4 i32
  var %r5 i32
  dassign %x (constval f64 2.5)
  callassigned &aligned (addrof a64 %x, constval u64 16) { dassign %r1 0 }
  callassigned &aligned (addrof a64 %y, constval u64 32) { dassign %r2 0 }
  callassigned &aligned (addrof a64 %z, constval u64 64) { dassign %r3 0 }
  callassigned &aligned (addrof a64 $g64, constval u64 64) { dassign %r4 0 }
  callassigned &aligned (addrof a64 $g16, constval u64 16) { dassign %r5 0 }
  call &printf (conststr ptr "locals: x %d y %d z %d; globals: %d %d; x=%g\n", dread i32 %r1, dread i32 %r2, dread i32 %r3, dread i32 %r4, dread i32 %r5, dread f64 %x)
  return (constval i32 0)
}
