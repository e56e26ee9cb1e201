# A throw with no enclosing try anywhere up the call stack ends the program with an
# "uncaught" fault.
func &printf (var %fmt <* i8>, ...) i32
func &thrower (var %v i32) void {
  throw (dread i32 %v)
  return ()
}
func &main () i32 {
  call &printf (conststr ptr "about to throw\n")
  call &thrower (constval i32 7)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
