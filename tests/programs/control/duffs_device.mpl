# Duff's device: a switch jumps into the middle of a dowhile body (labels are function-wide,
# so control may enter a hierarchical block at a label); copies n bytes 8 at a time.
func &printf (var %fmt <* i8>, ...) i32
var $src <[64] u8>
var $dst <[64] u8>
func &duff (var %n i32) void {
  var %i i32
  var %rounds i32
  dassign %i (constval i32 0)
  dassign %rounds (div i32 (add i32 (dread i32 %n, constval i32 7), constval i32 8))
  switch (rem i32 (dread i32 %n, constval i32 8)) @c0 {
    0: goto @c0
    1: goto @c1
    2: goto @c2
    3: goto @c3
    4: goto @c4
    5: goto @c5
    6: goto @c6
    7: goto @c7 }
  dowhile {
@c0
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c7
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c6
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c5
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c4
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c3
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c2
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
@c1
    call &copy1 (dread i32 %i)
    dassign %i (add i32 (dread i32 %i, constval i32 1))
    dassign %rounds (sub i32 (dread i32 %rounds, constval i32 1))
  } (gt i32 i32 (dread i32 %rounds, constval i32 0))
  return ()
}
func &copy1 (var %i i32) void {
  iassign <* u8> (array 1 ptr <* [64] u8> (addrof ptr $dst, dread i32 %i), iread u32 <* u8> (array 1 ptr <* [64] u8> (addrof ptr $src, dread i32 %i)))
  return ()
}
func &main () i32 {
  var %i i32
  var %n i32
  var %copied i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 64), constval i32 1) {
    iassign <* u8> (array 1 ptr <* [64] u8> (addrof ptr $src, dread i32 %i), add i32 (dread i32 %i, constval i32 1))
  }
  doloop %n (constval i32 1, le i32 i32 (dread i32 %n, constval i32 20), constval i32 3) {
    doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 64), constval i32 1) {
      iassign <* u8> (array 1 ptr <* [64] u8> (addrof ptr $dst, dread i32 %i), constval u32 0)
    }
    call &duff (dread i32 %n)
    dassign %copied (constval i32 0)
    doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 64), constval i32 1) {
      if (ne i32 u32 (iread u32 <* u8> (array 1 ptr <* [64] u8> (addrof ptr $dst, dread i32 %i)), constval u32 0)) {
        dassign %copied (add i32 (dread i32 %copied, constval i32 1))
      }
    }
    call &printf (conststr ptr "n=%d copied=%d last=%d\n", dread i32 %n, dread i32 %copied, iread u32 <* u8> (array 1 ptr <* [64] u8> (addrof ptr $dst, sub i32 (dread i32 %n, constval i32 1))))
  }
  return (constval i32 0)
}
