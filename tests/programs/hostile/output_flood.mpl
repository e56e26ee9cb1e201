# An output flood: printf in an endless loop. --max-output ends the run once the output
# passes the bound, with everything up to it written.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  while (constval u1 1) {
    call &printf (conststr ptr "flood\n")
  }
  return (constval i32 0)
}
