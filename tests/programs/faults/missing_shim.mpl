# A function declared without a body that names no runtime shim: declaring it is harmless
# (every C module declares all of <stdio.h>); calling it faults naming it and the call's line.
func &printf (var %fmt <* i8>, ...) i32
func &no_such_function (var %v i32) void
func &never_called (var %v i32) void
func &main () i32 {
  call &printf (conststr ptr "printed before the call\n")
  call &no_such_function (constval i32 7)
  call &printf (conststr ptr "never printed\n")
  return (constval i32 0)
}
