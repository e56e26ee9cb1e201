# assert as glibc's <assert.h> expands it and hir2mpl emits it: a passing check, then a
# failing one, which calls __assert_fail: glibc's message on the program's stderr (the
# program is named after the file's stem, as a native `assert` binary would be) and abort,
# status 134. Output printed before stays.
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &fflush public extern (var %__stream <* void>) i32
func &__assert_fail public used noreturn extern (var %__assertion <* u8>, var %__file <* u8>, var %__line u32, var %__function <* u8>) void
var $stdout extern <* void>

func &check static used (var %x i32) i32 {
  if (gt u1 i32 (dread i32 %x, constval i32 0)) {
  }
  else {
    call &__assert_fail (conststr ptr "x > 0", conststr ptr "assert.c", constval u32 7, conststr ptr "check")
  }
  return (dread i32 %x)
}

func &main () i32 {
  var %retVar_1 i32
  callassigned &check (constval i32 5) { dassign %retVar_1 0 }
  call &printf (conststr ptr "checked %d\n", dread i32 %retVar_1)
  call &fflush (dread ptr $stdout)
  call &check (constval i32 -1)
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
