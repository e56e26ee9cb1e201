type $pt <struct {@x i32, @y i32}>
var $g <$pt> = [1 = 3, 2 = 4]
var $msg <* i8> = conststr ptr "hello"
var $tab <[3] i32> = [1, 2, 3]
var $cnt i32
func $printf (var %fmt <* i8>, ...) i32
func $add (var %a i32, var %b i32) i32 {
  return (add i32 (dread i32 %a, dread i32 %b))
}
func $main () i32 {
  var %i i32
  var %s i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, iread i32 <* i32> (array 1 ptr <* [3] i32> (addrof ptr $tab, dread i32 %i))))
  }
  if (cand i32 (gt i32 i32 (dread i32 %s, constval i32 1), lt i32 i32 (dread i32 %s, constval i32 100))) {
    call &printf (conststr ptr "sum=%d %d\n", dread i32 %s, dread i32 $g 2)
  }
  callassigned &add (dread i32 %s, constval i32 1) { dassign %s 0 }
  switch (dread i32 %s) @dft { 1: goto @a 2: goto @b 3: goto @a 7: goto @b }
@a
  dassign $cnt (constval i32 1)
@b
@dft
  return (dread i32 %s)
}
