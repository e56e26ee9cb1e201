# Offsets beyond 16 bits: a 100 KB local array with a scalar declared after it, a 256 KB
# global array, a struct whose last field sits past offset 70000, and ireadoff/iassignoff
# with a large offset.
func &printf (var %fmt <* i8>, ...) i32
type $bigs <struct {@head i32, @blob <[70000] i8>, @tail i64}>
var $garr <[65536] i32>
var $gs <$bigs>
var $after i32 = 77
func &main () i32 {
  var %before i32
  var %big <[25000] i32>
  var %last i32
  var %i i32
  var %s i64
  dassign %before (constval i32 1)
  dassign %last (constval i32 2)
  iassign <* i32> (array 1 ptr <* [25000] i32> (addrof ptr %big, constval i32 0), constval i32 10)
  iassign <* i32> (array 1 ptr <* [25000] i32> (addrof ptr %big, constval i32 24999), constval i32 20)
  call &printf (conststr ptr "local: %d %d %d %d\n", dread i32 %before, iread i32 <* i32> (array 1 ptr <* [25000] i32> (addrof ptr %big, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [25000] i32> (addrof ptr %big, constval i32 24999)), dread i32 %last)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 65536), constval i32 4096) {
    iassign <* i32> (array 1 ptr <* [65536] i32> (addrof ptr $garr, dread i32 %i), dread i32 %i)
  }
  iassign <* i32> (array 1 ptr <* [65536] i32> (addrof ptr $garr, constval i32 65535), constval i32 -1)
  dassign %s (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 65536), constval i32 4096) {
    dassign %s (add i64 (dread i64 %s, cvt i64 i32 (iread i32 <* i32> (array 1 ptr <* [65536] i32> (addrof ptr $garr, dread i32 %i)))))
  }
  call &printf (conststr ptr "global: %lld %d %d\n", dread i64 %s, iread i32 <* i32> (array 1 ptr <* [65536] i32> (addrof ptr $garr, constval i32 65535)), dread i32 $after)
  dassign $gs 1 (constval i32 5)
  dassign $gs 3 (constval i64 123456789012)
  call &printf (conststr ptr "struct: %d %lld offset %d size %d\n", dread i32 $gs 1, dread i64 $gs 3, cvt i32 i64 (sub i64 (addrof ptr $gs 3, addrof ptr $gs)), sizeoftype i32 <$bigs>)
  iassignoff i64 70008 (addrof ptr $gs, constval i64 -5)
  call &printf (conststr ptr "ireadoff: %lld %lld\n", ireadoff i64 70008 (addrof ptr $gs), dread i64 $gs 3)
  return (constval i32 0)
}
