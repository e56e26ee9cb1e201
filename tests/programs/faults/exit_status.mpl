# main's i32 result is the exit status.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "returning 42\n")
  return (constval i32 42)
}
