# realloc of a large block: 320 MiB written through, then grown to 480 MiB. The old bytes are
# copied in bounded chunks, so maple holds the guest's pages and no host copy of the block
# (it once held a third copy, and the peak passed the limit plus 64 MiB).
func &malloc (var %n u64) ptr
func &realloc (var %p ptr, var %n u64) ptr
func &memset (var %d ptr, var %c i32, var %n u64) ptr
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %p ptr
  callassigned &malloc (constval u64 0x14000000) { dassign %p 0 }
  call &memset (dread ptr %p, constval i32 7, constval u64 0x14000000)
  callassigned &realloc (dread ptr %p, constval u64 0x1e000000) { dassign %p 0 }
  call &printf (conststr ptr "%d %d\n", iread i32 <* i8> (add ptr (dread ptr %p, constval u64 0x13ffffff)), eq u1 ptr (dread ptr %p, constval ptr 0))
  return (constval i32 0)
}
