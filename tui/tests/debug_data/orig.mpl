# MAPLE IR as a C front end would write it: #LINE comments map statements to orig.c.
func &printf (var %fmt <* i8>, ...) i32

func &main () i32 {
  var %x i32
  #LINE orig.c:3
  dassign %x 0 (mul i32 (constval i32 6, constval i32 7))
  #LINE orig.c:4
  call &printf (conststr ptr "%d\n", dread i32 %x)
  #LINE orig.c:5
  return (constval i32 0)
}
