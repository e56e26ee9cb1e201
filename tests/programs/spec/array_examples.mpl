# The array examples of §2.9.1: "a[i] = i" through a32 addresses, and "x = a[i,j]" over a
# 10x10 matrix (<* [10] [10] i32>), wrapped in loops that fill and read back the arrays.
func &printf (var %fmt <* i8>, ...) i32
var $a <[10] i32>
var $m <[10] [10] i32>
var $i i32
var $j i32
var $x i32
func &main () i32 {
  var %sum i32
  dassign $i (constval i32 0)
  while (lt i32 i32 (dread i32 $i, constval i32 10)) {
    # <* [10] i32> is pointer to array of 10 ints
    iassign <* i32> (
      array 1 a32 <* [10] i32> (addrof a32 $a, dread i32 $i),
      dread i32 $i)
    dassign $i (add i32 (dread i32 $i, constval i32 1))
  }
  dassign %sum (constval i32 0)
  dassign $i (constval i32 0)
  while (lt i32 i32 (dread i32 $i, constval i32 10)) {
    dassign %sum (add i32 (dread i32 %sum, iread i32 <* i32> (array 1 a32 <* [10] i32> (addrof a32 $a, dread i32 $i))))
    dassign $i (add i32 (dread i32 $i, constval i32 1))
  }
  call &printf (conststr ptr "sum a[i] = %d\n", dread i32 %sum)
  # m[i][j] = i*100 + j for the diagonal and the anti-diagonal
  dassign $i (constval i32 0)
  while (lt i32 i32 (dread i32 $i, constval i32 10)) {
    iassign <* i32> (array 1 a32 <* [10] [10] i32> (addrof a32 $m, dread i32 $i, dread i32 $i), add i32 (mul i32 (dread i32 $i, constval i32 100), dread i32 $i))
    iassign <* i32> (array 1 a32 <* [10] [10] i32> (addrof a32 $m, dread i32 $i, sub i32 (constval i32 9, dread i32 $i)), add i32 (mul i32 (dread i32 $i, constval i32 100), sub i32 (constval i32 9, dread i32 $i)))
    dassign $i (add i32 (dread i32 $i, constval i32 1))
  }
  dassign $i (constval i32 3)
  dassign $j (constval i32 6)
  # <* [10] [10] i32> indicates pointer to a 10x10 matrix of ints
  dassign $x (
    iread i32 <* i32> (
    array 1 a32 <* [10] [10] i32> (addrof a32 $m, dread i32 $i, dread i32 $j)))
  call &printf (conststr ptr "x = m[3,6] = %d\n", dread i32 $x)
  dassign $i (constval i32 7)
  dassign $j (constval i32 7)
  dassign $x (iread i32 <* i32> (array 1 a32 <* [10] [10] i32> (addrof a32 $m, dread i32 $i, dread i32 $j)))
  call &printf (conststr ptr "x = m[7,7] = %d\n", dread i32 $x)
  dassign $j (constval i32 0)
  dassign $x (iread i32 <* i32> (array 1 a32 <* [10] [10] i32> (addrof a32 $m, dread i32 $i, dread i32 $j)))
  call &printf (conststr ptr "x = m[7,0] = %d\n", dread i32 $x)
  return (constval i32 0)
}
