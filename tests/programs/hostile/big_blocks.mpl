# 191 blocks of 16 MiB, one word of each written: guest memory is lazily backed, so this
# costs the host the pages touched, not 3 GiB; past the default limit of 1 GiB malloc
# returns null (63 blocks fit with their bookkeeping).
func &printf (var %fmt <* i8>, ...) i32
func &malloc (var %n u64) ptr
func &main () i32 {
  var %p ptr
  var %i i32
  var %n i32
  dassign %n (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 191), constval i32 1) {
    callassigned &malloc (constval u64 0x1000000) { dassign %p 0 }
    if (ne u1 ptr (dread ptr %p, constval ptr 0)) {
      iassign <* i64> (dread ptr %p, constval i64 1)
      dassign %n (add i32 (dread i32 %n, constval i32 1))
    }
  }
  call &printf (conststr ptr "blocks of 16 MiB allocated: %d of 191\n", dread i32 %n)
  return (constval i32 0)
}
