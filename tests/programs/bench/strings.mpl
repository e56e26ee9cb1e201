# Benchmark: string handling — build a 4 KB text with memcpy, strlen by hand and by shim,
# count vowels and spaces, reverse in place, hash (djb2), reverse back and strcmp, upper-case
# (C twin: strings.c).
func &printf (var %fmt <* i8>, ...) i32
func &strlen (var %s ptr) u64
func &strcmp (var %a ptr, var %b ptr) i32
func &memcpy (var %d ptr, var %s ptr, var %n u64) ptr
var $buf <[4096] i8>
var $copy <[4096] i8>
func &my_strlen (var %s <* i8>) i32 {
  var %n i32
  dassign %n (constval i32 0)
  while (ne i32 i32 (iread i32 <* i8> (add ptr (dread ptr %s, cvt i64 i32 (dread i32 %n))), constval i32 0)) {
    dassign %n (add i32 (dread i32 %n, constval i32 1))
  }
  return (dread i32 %n)
}
func &reverse (var %s <* [4096] i8>, var %n i32) void {
  var %i i32
  var %j i32
  var %t i8
  dassign %i (constval i32 0)
  dassign %j (sub i32 (dread i32 %n, constval i32 1))
  while (lt i32 i32 (dread i32 %i, dread i32 %j)) {
    dassign %t (iread i32 <* i8> (array 0 ptr <* [4096] i8> (dread ptr %s, dread i32 %i)))
    iassign <* i8> (array 0 ptr <* [4096] i8> (dread ptr %s, dread i32 %i), iread i32 <* i8> (array 0 ptr <* [4096] i8> (dread ptr %s, dread i32 %j)))
    iassign <* i8> (array 0 ptr <* [4096] i8> (dread ptr %s, dread i32 %j), dread i32 %t)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
    dassign %j (sub i32 (dread i32 %j, constval i32 1))
  }
  return ()
}
func &main () i32 {
  var %words <* i8>
  var %wl i32
  var %pos i32
  var %n i32
  var %len u64
  var %i i32
  var %c i32
  var %vowels i32
  var %spaces i32
  var %h u32
  var %r i32
  dassign %words (conststr ptr "maple ir runs on a stack machine ")
  callassigned &strlen (dread ptr %words) { dassign %len 0 }
  dassign %wl (cvt i32 u64 (dread u64 %len))
  dassign %pos (constval i32 0)
  while (lt i32 i32 (add i32 (dread i32 %pos, dread i32 %wl), constval i32 4000)) {
    call &memcpy (array 0 ptr <* [4096] i8> (addrof ptr $buf, dread i32 %pos), dread ptr %words, cvt u64 i32 (dread i32 %wl))
    dassign %pos (add i32 (dread i32 %pos, dread i32 %wl))
  }
  iassign <* i8> (array 1 ptr <* [4096] i8> (addrof ptr $buf, dread i32 %pos), constval i32 0)
  callassigned &my_strlen (addrof ptr $buf) { dassign %n 0 }
  callassigned &strlen (addrof ptr $buf) { dassign %len 0 }
  call &printf (conststr ptr "length %d (strlen %d)\n", dread i32 %n, cvt i32 u64 (dread u64 %len))
  dassign %vowels (constval i32 0)
  dassign %spaces (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %c (iread i32 <* i8> (array 0 ptr <* [4096] i8> (addrof ptr $buf, dread i32 %i)))
    if (cior i32 (cior i32 (cior i32 (eq i32 i32 (dread i32 %c, constval i32 97), eq i32 i32 (dread i32 %c, constval i32 101)), cior i32 (eq i32 i32 (dread i32 %c, constval i32 105), eq i32 i32 (dread i32 %c, constval i32 111))), eq i32 i32 (dread i32 %c, constval i32 117))) {
      dassign %vowels (add i32 (dread i32 %vowels, constval i32 1))
    }
    if (eq i32 i32 (dread i32 %c, constval i32 32)) {
      dassign %spaces (add i32 (dread i32 %spaces, constval i32 1))
    }
  }
  call &printf (conststr ptr "vowels %d spaces %d\n", dread i32 %vowels, dread i32 %spaces)
  call &memcpy (addrof ptr $copy, addrof ptr $buf, add u64 (cvt u64 i32 (dread i32 %n), constval u64 1))
  call &reverse (addrof ptr $copy, dread i32 %n)
  call &printf (conststr ptr "reversed starts \"%.12s\"\n", addrof ptr $copy)
  dassign %h (constval u32 5381)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %h (add u32 (mul u32 (dread u32 %h, constval u32 33), iread u32 <* u8> (array 0 ptr <* [4096] u8> (addrof ptr $copy, dread i32 %i))))
  }
  call &printf (conststr ptr "djb2 %u\n", dread u32 %h)
  call &reverse (addrof ptr $copy, dread i32 %n)
  callassigned &strcmp (addrof ptr $copy, addrof ptr $buf) { dassign %r 0 }
  call &printf (conststr ptr "round trip equal %d\n", eq i32 i32 (dread i32 %r, constval i32 0))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %c (iread i32 <* i8> (array 0 ptr <* [4096] i8> (addrof ptr $copy, dread i32 %i)))
    if (cand i32 (ge i32 i32 (dread i32 %c, constval i32 97), le i32 i32 (dread i32 %c, constval i32 122))) {
      iassign <* i8> (array 0 ptr <* [4096] i8> (addrof ptr $copy, dread i32 %i), sub i32 (dread i32 %c, constval i32 32))
    }
  }
  callassigned &strcmp (addrof ptr $copy, addrof ptr $buf) { dassign %r 0 }
  call &printf (conststr ptr "upper \"%.20s\" cmp %d\n", addrof ptr $copy, lt i32 i32 (dread i32 %r, constval i32 0))
  return (constval i32 0)
}
