# A microbenchmark of the C library's memory traffic: `memset` of 64 cold 64-byte lines, then
# of the same 64 lines again. The first fills every line from DRAM (64 L1D misses, 64 DRAM
# accesses), the second hits. sim/tests/cycle_model.rs derives the cycles from the
# configuration (by the difference with a 32-line run of the same program).
func &malloc (var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %block ptr
  var %p ptr
  callassigned &malloc (constval u64 4160) { dassign %block 0 }
  # The first line boundary inside the block: lines no one has touched.
  dassign %p (band ptr (add ptr (dread ptr %block, constval ptr 63), constval ptr -64))
  call &memset (dread ptr %p, constval i32 7, constval u64 4096)
  call &memset (dread ptr %p, constval i32 1, constval u64 4096)
  call &printf (conststr ptr "%d\n", iread i32 <* u8> (add ptr (dread ptr %p, constval ptr 4095)))
  return (constval i32 0)
}
