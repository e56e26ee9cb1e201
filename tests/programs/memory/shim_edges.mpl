# Edge cases of the memory/string shims, as in C: realloc(NULL, n) allocates, memset uses
# only the low byte of its value, memcmp of zero bytes is 0, memcmp compares bytes as
# unsigned, strcmp stops at the first NUL, memcpy of zero bytes changes nothing.
func &printf (var %fmt <* i8>, ...) i32
func &realloc (var %p ptr, var %n u64) ptr
func &free (var %p ptr) void
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &memcmp (var %a ptr, var %b ptr, var %n u64) i32
func &memcpy (var %d ptr, var %s ptr, var %n u64) ptr
func &strcmp (var %a ptr, var %b ptr) i32
func &main () i32 {
  var %p ptr
  var %r i32
  var %q ptr
  callassigned &realloc (constval ptr 0, constval u64 16) { dassign %p 0 }
  call &printf (conststr ptr "realloc(NULL) non-null: %d\n", ne i32 ptr (dread ptr %p, constval ptr 0))
  callassigned &memset (dread ptr %p, constval i32 0x141, constval u64 15) { dassign %q 0 }
  iassign <* u8> (add ptr (dread ptr %p, constval ptr 15), constval u32 0)
  call &printf (conststr ptr "memset low byte: %s, returns its destination: %d\n", dread ptr %p, eq i32 ptr (dread ptr %q, dread ptr %p))
  callassigned &memcmp (conststr ptr "abc", conststr ptr "xyz", constval u64 0) { dassign %r 0 }
  call &printf (conststr ptr "memcmp n=0: %d\n", dread i32 %r)
  callassigned &memcmp (conststr ptr "\x80", conststr ptr "\x01", constval u64 1) { dassign %r 0 }
  call &printf (conststr ptr "memcmp unsigned: %d\n", gt i32 i32 (dread i32 %r, constval i32 0))
  callassigned &strcmp (conststr ptr "ab\x00x", conststr ptr "ab\x00y") { dassign %r 0 }
  call &printf (conststr ptr "strcmp stops at NUL: %d\n", dread i32 %r)
  call &memcpy (dread ptr %p, conststr ptr "ZZZ", constval u64 0)
  call &printf (conststr ptr "memcpy 0 bytes: %s\n", dread ptr %p)
  call &free (dread ptr %p)
  return (constval i32 0)
}
