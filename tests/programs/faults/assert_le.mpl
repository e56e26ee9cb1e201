# returnassertle: the value returned must not exceed its bound; 5 > 4 faults, naming the check.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %n i32
  dassign %n (constval i32 4)
  returnassertle <&main> (dread i32 %n, constval i32 4)
  call &printf (conststr ptr "4 <= 4\n")
  dassign %n (constval i32 5)
  returnassertle <&main> (dread i32 %n, constval i32 4)
  call &printf (conststr ptr "never printed\n")
  return (dread i32 %n)
}
