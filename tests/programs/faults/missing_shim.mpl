# A function declared without a body that names no runtime shim: loading fails with a
# message naming it (status 2, nothing runs).
func &printf (var %fmt <* i8>, ...) i32
func &no_such_function (var %v i32) void
func &main () i32 {
  call &printf (conststr ptr "never printed\n")
  call &no_such_function (constval i32 7)
  return (constval i32 0)
}
