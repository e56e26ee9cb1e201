# callassertnonnull (a BiSheng-C safety check of OpenArk's later releases): a null argument for
# a nonnull parameter stops the program with a fault naming the check.
func &printf (var %fmt <* i8>, ...) i32
func &use (var %p ptr) i32 {
  return (constval i32 1)
}
func &main () i32 {
  var %p ptr
  dassign %p (constval ptr 0)
  call &printf (conststr ptr "before\n")
  callassertnonnull <&use, 0, &main> (dread ptr %p)
  call &printf (conststr ptr "never printed\n")
  return (constval i32 0)
}
