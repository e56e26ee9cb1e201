# Heap through the libc shims (malloc, calloc, realloc, free) and the malloc/free opcodes.
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &calloc (var %n u64, var %size u64) ptr
func &realloc (var %p ptr, var %n u64) ptr
func &free (var %p ptr) void
func &main () i32 {
  var %p <* i32>
  var %q <* i64>
  var %r ptr
  var %i i32
  var %s i64
  # malloc + fill + sum
  callassigned &malloc (constval u64 400) { dassign %p 0 }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 100), constval i32 1) {
    iassign <* i32> (array 0 ptr <* [100] i32> (dread ptr %p, dread i32 %i), mul i32 (dread i32 %i, dread i32 %i))
  }
  dassign %s (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 100), constval i32 1) {
    dassign %s (add i64 (dread i64 %s, cvt i64 i32 (iread i32 <* i32> (array 0 ptr <* [100] i32> (dread ptr %p, dread i32 %i)))))
  }
  call &printf (conststr ptr "sum of squares: %lld\n", dread i64 %s)
  # realloc keeps the contents
  callassigned &realloc (dread ptr %p, constval u64 8000) { dassign %p 0 }
  call &printf (conststr ptr "after realloc: %d %d\n", iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %p, constval i32 99)), iread i32 <* i32> (array 0 ptr <* [2000] i32> (dread ptr %p, constval i32 7)))
  call &free (dread ptr %p)
  # calloc zeroes
  callassigned &calloc (constval u64 16, constval u64 8) { dassign %q 0 }
  dassign %s (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 16), constval i32 1) {
    dassign %s (bior i64 (dread i64 %s, iread i64 <* i64> (array 0 ptr <* [16] i64> (dread ptr %q, dread i32 %i))))
  }
  call &printf (conststr ptr "calloc zero: %lld\n", dread i64 %s)
  call &free (dread ptr %q)
  # the opcodes
  dassign %r (malloc ptr (constval u64 32))
  iassign <* f64> (dread ptr %r, constval f64 6.5)
  iassign <* f64> (add ptr (dread ptr %r, constval ptr 24), constval f64 -1.0)
  call &printf (conststr ptr "opcode block: %g %g\n", iread f64 <* f64> (dread ptr %r), iread f64 <* f64> (add ptr (dread ptr %r, constval ptr 24)))
  free (dread ptr %r)
  # many allocations, each freed: the heap must not run out
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 1000), constval i32 1) {
    callassigned &malloc (constval u64 4096) { dassign %r 0 }
    iassign <* i32> (dread ptr %r, dread i32 %i)
    call &free (dread ptr %r)
  }
  call &printf (conststr ptr "churn done\n")
  call &free (constval ptr 0)
  call &printf (conststr ptr "free(NULL) ok\n")
  return (constval i32 0)
}
