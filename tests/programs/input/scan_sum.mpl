# scanf from maple's stdin (NAME.stdin), sscanf from a string, and EOF at the end of the
# input. C twin: scan_sum.c (run with the same stdin).
func &printf (var %fmt <* i8>, ...) i32
func &scanf (var %fmt <* i8>, ...) i32
func &sscanf (var %s <* i8>, var %fmt <* i8>, ...) i32
func &main () i32 {
  var %n i32
  var %x i32
  var %count i32
  var %r i32
  var %i i32
  var %sum i64
  var %word <[32] i8>
  var %d f64
  var %h u32
  callassigned &scanf (conststr ptr "%d", addrof ptr %n) { dassign %r 0 }
  if (ne u1 i32 (dread i32 %r, constval i32 1)) {
    return (constval i32 1)
  }
  dassign %count (constval i32 0)
  dassign %sum (constval i64 0)
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    callassigned &scanf (conststr ptr "%d", addrof ptr %x) { dassign %r 0 }
    if (ne u1 i32 (dread i32 %r, constval i32 1)) {
      goto @done
    }
    dassign %sum (add i64 (dread i64 %sum, cvt i64 i32 (dread i32 %x)))
    dassign %count (add i32 (dread i32 %count, constval i32 1))
  }
@done
  callassigned &scanf (conststr ptr "%31s", addrof ptr %word) { dassign %r 0 }
  call &printf (conststr ptr "read %d numbers, sum %lld, word %s (%d)\n", dread i32 %count, dread i64 %sum, addrof ptr %word, dread i32 %r)
  callassigned &sscanf (conststr ptr "3.25 ff", conststr ptr "%lf %x", addrof ptr %d, addrof ptr %h) { dassign %r 0 }
  call &printf (conststr ptr "sscanf %d: %.2f %u\n", dread i32 %r, dread f64 %d, dread u32 %h)
  callassigned &scanf (conststr ptr "%d", addrof ptr %x) { dassign %r 0 }
  call &printf (conststr ptr "at the end: %d\n", dread i32 %r)
  return (constval i32 0)
}
