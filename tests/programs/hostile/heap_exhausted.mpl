# Past the limit of guest memory (--mem-limit 8M) malloc, calloc and realloc return null, as
# C's do, and a program that checks goes on.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &calloc (var %n u64, var %size u64) ptr
func &realloc (var %p ptr, var %n u64) ptr
func &free (var %p ptr) void
func &main () i32 {
  var %p ptr
  var %q ptr
  var %n i64
  callassigned &malloc (constval u64 0x1000000) { dassign %p 0 }
  call &printf (conststr ptr "16 MiB: %s\n", select ptr (eq u1 ptr (dread ptr %p, constval ptr 0), conststr ptr "null", conststr ptr "allocated"))
  callassigned &calloc (constval u64 1024, constval u64 0x4000) { dassign %p 0 }
  call &printf (conststr ptr "calloc 16 MiB: %s\n", select ptr (eq u1 ptr (dread ptr %p, constval ptr 0), conststr ptr "null", conststr ptr "allocated"))
  callassigned &malloc (constval u64 0x400000) { dassign %p 0 }
  call &printf (conststr ptr "4 MiB: %s\n", select ptr (eq u1 ptr (dread ptr %p, constval ptr 0), conststr ptr "null", conststr ptr "allocated"))
  callassigned &realloc (dread ptr %p, constval u64 0x800000) { dassign %q 0 }
  call &printf (conststr ptr "realloc to 8 MiB: %s\n", select ptr (eq u1 ptr (dread ptr %q, constval ptr 0), conststr ptr "null", conststr ptr "allocated"))
  call &free (dread ptr %p)
  dassign %n (constval i64 0)
  callassigned &malloc (constval u64 64) { dassign %p 0 }
  while (ne u1 ptr (dread ptr %p, constval ptr 0)) {
    iassign <* i64> (dread ptr %p, dread i64 %n)
    dassign %n (add i64 (dread i64 %n, constval i64 1))
    callassigned &malloc (constval u64 64) { dassign %p 0 }
  }
  call &printf (conststr ptr "64-byte blocks until null: more than 40000: %d\n", gt u1 i64 (dread i64 %n, constval i64 40000))
  return (constval i32 0)
}
