# The string and memory shims: strlen, strcmp, memcmp, memcpy, memmove (overlapping), memset.
func &printf (var %fmt <* i8>, ...) i32
func &strlen (var %s ptr) u64
func &strcmp (var %a ptr, var %b ptr) i32
func &memcmp (var %a ptr, var %b ptr, var %n u64) i32
func &memcpy (var %d ptr, var %s ptr, var %n u64) ptr
func &memmove (var %d ptr, var %s ptr, var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &sign (var %v i32) i32 {
  return (cmp i32 i32 (dread i32 %v, constval i32 0))
}
func &main () i32 {
  var %buf <[32] i8>
  var %n u64
  var %r i32
  callassigned &strlen (conststr ptr "hello, world") { dassign %n 0 }
  call &printf (conststr ptr "strlen: %d\n", cvt i32 u64 (dread u64 %n))
  callassigned &strlen (conststr ptr "") { dassign %n 0 }
  call &printf (conststr ptr "strlen empty: %d\n", cvt i32 u64 (dread u64 %n))
  callassigned &strcmp (conststr ptr "abc", conststr ptr "abd") { dassign %r 0 }
  callassigned &sign (dread i32 %r) { dassign %r 0 }
  call &printf (conststr ptr "strcmp abc abd: %d\n", dread i32 %r)
  callassigned &strcmp (conststr ptr "abc", conststr ptr "abc") { dassign %r 0 }
  call &printf (conststr ptr "strcmp equal: %d\n", dread i32 %r)
  callassigned &strcmp (conststr ptr "abcd", conststr ptr "abc") { dassign %r 0 }
  callassigned &sign (dread i32 %r) { dassign %r 0 }
  call &printf (conststr ptr "strcmp longer: %d\n", dread i32 %r)
  callassigned &strcmp (conststr ptr "\xff", conststr ptr "a") { dassign %r 0 }
  callassigned &sign (dread i32 %r) { dassign %r 0 }
  call &printf (conststr ptr "strcmp unsigned chars: %d\n", dread i32 %r)
  # memset then memcpy a string over it
  call &memset (addrof ptr %buf, constval i32 46, constval u64 31)
  iassign <* i8> (array 1 ptr <* [32] i8> (addrof ptr %buf, constval i32 31), constval i32 0)
  call &memcpy (addrof ptr %buf, conststr ptr "MAPLE", constval u64 5)
  call &printf (conststr ptr "buf: %s\n", addrof ptr %buf)
  callassigned &memcmp (addrof ptr %buf, conststr ptr "MAPLE..", constval u64 7) { dassign %r 0 }
  call &printf (conststr ptr "memcmp equal: %d\n", dread i32 %r)
  callassigned &memcmp (addrof ptr %buf, conststr ptr "MAPLF", constval u64 5) { dassign %r 0 }
  callassigned &sign (dread i32 %r) { dassign %r 0 }
  call &printf (conststr ptr "memcmp less: %d\n", dread i32 %r)
  # overlapping move to the right by 2
  call &memmove (add ptr (addrof ptr %buf, constval ptr 2), addrof ptr %buf, constval u64 5)
  call &printf (conststr ptr "memmove: %s\n", addrof ptr %buf)
  call &memmove (addrof ptr %buf, add ptr (addrof ptr %buf, constval ptr 3), constval u64 6)
  call &printf (conststr ptr "memmove left: %s\n", addrof ptr %buf)
  iassign <* i8> (array 1 ptr <* [32] i8> (addrof ptr %buf, constval i32 10), constval i32 0)
  callassigned &strlen (addrof ptr %buf) { dassign %n 0 }
  call &printf (conststr ptr "cut at 10: %s (%d)\n", addrof ptr %buf, cvt i32 u64 (dread u64 %n))
  return (constval i32 0)
}
