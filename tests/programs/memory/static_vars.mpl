# Storage classes (§4.2): a pstatic local keeps its value across calls — whatever the stack
# depth of the call — and is initialized once (a counter starting at 10); an fstatic global
# is an ordinary file-scope global with its initializer.
func &printf (var %fmt <* i8>, ...) i32
var $hits fstatic i32 = 100
func &counter () i32 {
  var %n pstatic i32 = 10
  dassign %n (add i32 (dread i32 %n, constval i32 1))
  dassign $hits (add i32 (dread i32 $hits, constval i32 1))
  return (dread i32 %n)
}
func &deeper () i32 {
  var %pad <[64] i64>
  var %r i32
  iassign <* i64> (array 1 ptr <* [64] i64> (addrof ptr %pad, constval i32 63), constval i64 -1)
  callassigned &counter () { dassign %r 0 }
  return (dread i32 %r)
}
func &main () i32 {
  var %r i32
  callassigned &counter () { dassign %r 0 }
  call &printf (conststr ptr "counter %d\n", dread i32 %r)
  callassigned &deeper () { dassign %r 0 }
  call &printf (conststr ptr "counter %d (from a deeper frame)\n", dread i32 %r)
  callassigned &counter () { dassign %r 0 }
  call &printf (conststr ptr "counter %d\n", dread i32 %r)
  call &printf (conststr ptr "hits %d\n", dread i32 $hits)
  return (constval i32 0)
}
