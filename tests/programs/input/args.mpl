# main(argc, argv): the run's arguments (after `--` on the command line) as a C program gets
# them; argv[0] is the program (not printed: its path depends on where the test runs) and
# argv[argc] is NULL. C twin: args.c.
func &printf (var %fmt <* i8>, ...) i32
func &strlen (var %s ptr) u64
func &main (var %argc i32, var %argv <* <* i8>>) i32 {
  var %i i32
  var %total u64
  var %len u64
  call &printf (conststr ptr "argc %d\n", dread i32 %argc)
  dassign %total (constval u64 0)
  doloop %i (constval i32 1, lt i32 i32 (dread i32 %i, dread i32 %argc), constval i32 1) {
    call &printf (conststr ptr "argv[%d] = %s\n", dread i32 %i, iread ptr <* ptr> (add ptr (dread ptr %argv, mul i64 (cvt i64 i32 (dread i32 %i), constval i64 8))))
    callassigned &strlen (iread ptr <* ptr> (add ptr (dread ptr %argv, mul i64 (cvt i64 i32 (dread i32 %i), constval i64 8)))) { dassign %len 0 }
    dassign %total (add u64 (dread u64 %total, dread u64 %len))
  }
  if (eq u1 ptr (iread ptr <* ptr> (add ptr (dread ptr %argv, mul i64 (cvt i64 i32 (dread i32 %argc), constval i64 8))), constval ptr 0)) {
    call &printf (conststr ptr "argv[argc] is NULL\n")
  }
  call &printf (conststr ptr "%llu bytes\n", dread u64 %total)
  return (dread i32 %argc)
}
