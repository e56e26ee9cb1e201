# igoto to an address that is not a label (two bytes past one) faults instead of executing
# from the middle of an instruction.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr "jumping\n")
  igoto (add a64 (addroflabel a64 @target, constval a64 2))
@target
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
