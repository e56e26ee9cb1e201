# A heap with holes in use: 600 blocks of 33, 40 and 9000 bytes (odd sizes end mid-word; the
# large ones cover whole pages), every other one freed, then 30 rounds that read and write the
# first and last bytes of every survivor, each beside a freed neighbour in the same page. No
# access touches a freed byte, so none faults; the sums pin down that every one was done.
func &malloc (var %n u64) ptr
func &free (var %p ptr) void
func &printf (var %fmt <* i8>, ...) i32
var $ptrs <[600] ptr>
var $sizes <[600] i32>
func &main () i32 {
  var %i i32
  var %r i32
  var %n i32
  var %p ptr
  var %sum i64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 600), constval i32 1) {
    dassign %n (select i32 (eq i32 i32 (rem i32 (dread i32 %i, constval i32 7), constval i32 3), constval i32 9000, select i32 (eq i32 i32 (rem i32 (dread i32 %i, constval i32 2), constval i32 0), constval i32 33, constval i32 40)))
    callassigned &malloc (cvt u64 i32 (dread i32 %n)) { dassign %p 0 }
    iassign <* i8> (dread ptr %p, cvt i8 i32 (dread i32 %i))
    iassign <* i8> (add ptr (dread ptr %p, cvt ptr i32 (sub i32 (dread i32 %n, constval i32 1))), constval i8 1)
    iassign <* ptr> (array 1 ptr <* [600] ptr> (addrof ptr $ptrs, dread i32 %i), dread ptr %p)
    iassign <* i32> (array 1 ptr <* [600] i32> (addrof ptr $sizes, dread i32 %i), dread i32 %n)
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 600), constval i32 2) {
    call &free (iread ptr <* ptr> (array 1 ptr <* [600] ptr> (addrof ptr $ptrs, dread i32 %i)))
  }
  doloop %r (constval i32 0, lt i32 i32 (dread i32 %r, constval i32 30), constval i32 1) {
    doloop %i (constval i32 1, lt i32 i32 (dread i32 %i, constval i32 600), constval i32 2) {
      dassign %p (iread ptr <* ptr> (array 1 ptr <* [600] ptr> (addrof ptr $ptrs, dread i32 %i)))
      dassign %n (iread i32 <* i32> (array 1 ptr <* [600] i32> (addrof ptr $sizes, dread i32 %i)))
      dassign %sum (add i64 (dread i64 %sum, cvt i64 u8 (iread u8 <* u8> (dread ptr %p))))
      iassign <* i8> (add ptr (dread ptr %p, cvt ptr i32 (sub i32 (dread i32 %n, constval i32 1))), add i8 (iread i8 <* i8> (add ptr (dread ptr %p, cvt ptr i32 (sub i32 (dread i32 %n, constval i32 1)))), constval i8 1))
    }
  }
  doloop %i (constval i32 1, lt i32 i32 (dread i32 %i, constval i32 600), constval i32 2) {
    dassign %p (iread ptr <* ptr> (array 1 ptr <* [600] ptr> (addrof ptr $ptrs, dread i32 %i)))
    dassign %n (iread i32 <* i32> (array 1 ptr <* [600] i32> (addrof ptr $sizes, dread i32 %i)))
    dassign %sum (add i64 (dread i64 %sum, mul i64 (constval i64 1000, cvt i64 u8 (iread u8 <* u8> (add ptr (dread ptr %p, cvt ptr i32 (sub i32 (dread i32 %n, constval i32 1))))))))
  }
  call &printf (conststr ptr "sum %lld\n", dread i64 %sum)
  return (constval i32 0)
}
