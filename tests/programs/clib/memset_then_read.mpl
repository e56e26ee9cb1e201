# `memset` of 64 lines, then two loops that read one byte of each line, regions `first` and `second`.
# The memset brought the lines into L1D: the first loop hits as the second does, and the
# misses are the memset's (sim/tests/cycle_model.rs; with no memset the first loop misses).
func &malloc (var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %block ptr
  var %p ptr
  var %i u64
  var %sum u64
  callassigned &malloc (constval u64 4160) { dassign %block 0 }
  dassign %p (band ptr (add ptr (dread ptr %block, constval ptr 63), constval ptr -64))
  call &memset (dread ptr %p, constval i32 2, constval u64 4096)
  dassign %sum (constval u64 0)
  dassign %i (constval u64 0)
  checkpoint first
  while (lt u1 u64 (dread u64 %i, constval u64 4096)) {
    dassign %sum (add u64 (dread u64 %sum,
      iread u64 <* u8> (add ptr (dread ptr %p, dread u64 %i))))
    dassign %i (add u64 (dread u64 %i, constval u64 64))
  }
  checkpoint first
  dassign %i (constval u64 0)
  checkpoint second
  while (lt u1 u64 (dread u64 %i, constval u64 4096)) {
    dassign %sum (add u64 (dread u64 %sum,
      iread u64 <* u8> (add ptr (dread ptr %p, dread u64 %i))))
    dassign %i (add u64 (dread u64 %i, constval u64 64))
  }
  checkpoint second
  call &printf (conststr ptr "%llu\n", dread u64 %sum)
  return (constval i32 0)
}
