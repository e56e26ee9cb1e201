# A memory bomb: 64-byte mallocs in an endless loop, each written through without a null
# check. Past --mem-limit malloc returns null and the store through it faults.
func &malloc (var %n u64) ptr
func &main () i32 {
  var %p ptr
  while (constval u1 1) {
    callassigned &malloc (constval u64 64) { dassign %p 0 }
    iassign <* i64> (dread ptr %p, constval i64 1)
  }
  return (constval i32 0)
}
