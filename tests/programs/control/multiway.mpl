# multiway: the selector is matched against expression tags in order; the first match wins,
# and the default label takes the rest.
func &printf (var %fmt <* i8>, ...) i32
func &pick (var %x i32, var %k i32) void {
  multiway (dread i32 %x) @none {
    (constval i32 3): goto @three
    (dread i32 %k): goto @isk
    (mul i32 (dread i32 %k, constval i32 2)): goto @twicek
    (constval i32 3): goto @never }
@three
  call &printf (conststr ptr "%d: three\n", dread i32 %x)
  return ()
@isk
  call &printf (conststr ptr "%d: equals k\n", dread i32 %x)
  return ()
@twicek
  call &printf (conststr ptr "%d: twice k\n", dread i32 %x)
  return ()
@never
  call &printf (conststr ptr "%d: unreachable\n", dread i32 %x)
  return ()
@none
  call &printf (conststr ptr "%d: none\n", dread i32 %x)
  return ()
}
func &main () i32 {
  call &pick (constval i32 3, constval i32 3)
  call &pick (constval i32 5, constval i32 5)
  call &pick (constval i32 10, constval i32 5)
  call &pick (constval i32 11, constval i32 5)
  call &pick (constval i32 6, constval i32 3)
  return (constval i32 0)
}
