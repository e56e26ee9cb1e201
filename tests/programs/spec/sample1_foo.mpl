# Sample 1 of the Chinese edition (function definition and arithmetic), corrected:
#   int foo(int i, int j) { return (i + j) * -998; }
# The sample closes one parenthesis too many; here the brackets balance.
func &printf (var %fmt <* i8>, ...) i32
func &foo (var %i i32, var %j i32) i32 {
  return (
    mul i32 (
      add i32 (dread i32 %i, dread i32 %j),
      constval i32 -998))
}
func &main () i32 {
  var %r i32
  callassigned &foo (constval i32 3, constval i32 4) { dassign %r 0 }
  call &printf (conststr ptr "foo(3,4) = %d\n", dread i32 %r)
  callassigned &foo (constval i32 -1, constval i32 1) { dassign %r 0 }
  call &printf (conststr ptr "foo(-1,1) = %d\n", dread i32 %r)
  callassigned &foo (constval i32 -10, constval i32 -5) { dassign %r 0 }
  call &printf (conststr ptr "foo(-10,-5) = %d\n", dread i32 %r)
  # i32 arithmetic wraps: (1000000 + 2000000) * -998 = -2994000000 mod 2^32
  callassigned &foo (constval i32 1000000, constval i32 2000000) { dassign %r 0 }
  call &printf (conststr ptr "foo(1000000,2000000) = %d\n", dread i32 %r)
  return (constval i32 0)
}
