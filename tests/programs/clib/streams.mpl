# The standard streams as hir2mpl declares them (glibc's `extern FILE *stdout`): three
# distinct non-null handles; fprintf, fputs, fputc/putc, fwrite and fflush on stdout and
# stderr; sprintf and snprintf into memory (truncation, the length they return, snprintf of 0
# bytes writes nothing). stderr's lines are checked by streams.fault.
type $_IO_FILE <struct {
  @_flags i32 align(4),
  @_IO_read_ptr <* u8> align(8)}>
var $stdin extern <* <$_IO_FILE>>
var $stdout extern <* <$_IO_FILE>>
var $stderr extern <* <$_IO_FILE>>
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &fprintf public varargs extern (var %__stream <* <$_IO_FILE>> restrict, var %__format <* u8> restrict, ...) i32
func &fputs public extern (var %__s <* u8> restrict, var %__stream <* <$_IO_FILE>> restrict) i32
func &fputc public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
func &putc public extern (var %__c i32, var %__stream <* <$_IO_FILE>>) i32
func &fwrite public extern (var %__ptr <* void> restrict, var %__size u64, var %__n u64, var %__s <* <$_IO_FILE>> restrict) u64
func &fflush public extern (var %__stream <* <$_IO_FILE>>) i32
func &sprintf public varargs extern (var %__s <* u8> restrict, var %__format <* u8> restrict, ...) i32
func &snprintf public varargs extern (var %__s <* u8> restrict, var %__maxlen u64, var %__format <* u8> restrict, ...) i32

func &main () i32 {
  var %n i32
  var %e i32
  var %c i32
  var %d i32
  var %w u64
  var %r i32
  var %buf <[32] u8>
  var %small <[8] u8> = [120, 120, 120, 120, 120, 120, 120, 0]
  call &printf (conststr ptr "distinct=%d nonnull=%d\n",
    land i32 (land i32 (ne u1 ptr (dread ptr $stdin, dread ptr $stdout), ne u1 ptr (dread ptr $stdout, dread ptr $stderr)), ne u1 ptr (dread ptr $stdin, dread ptr $stderr)),
    land i32 (land i32 (ne u1 ptr (dread ptr $stdin, constval ptr 0), ne u1 ptr (dread ptr $stdout, constval ptr 0)), ne u1 ptr (dread ptr $stderr, constval ptr 0)))
  callassigned &fprintf (dread ptr $stdout, conststr ptr "%d %s %5.2f\n", constval i32 42, conststr ptr "out", constval f64 3.14159) { dassign %n 0 }
  callassigned &fprintf (dread ptr $stderr, conststr ptr "%d %s %5.2f\n", constval i32 -7, conststr ptr "err", constval f64 2.71828) { dassign %e 0 }
  call &printf (conststr ptr "fprintf=%d,%d\n", dread i32 %n, dread i32 %e)
  callassigned &fputs (conststr ptr "line to stdout\n", dread ptr $stdout) { dassign %r 0 }
  call &printf (conststr ptr "fputs=%d\n", dread i32 %r)
  call &fputs (conststr ptr "line to stderr\n", dread ptr $stderr)
  callassigned &fputc (constval i32 65, dread ptr $stdout) { dassign %c 0 }
  callassigned &putc (constval i32 10, dread ptr $stdout) { dassign %d 0 }
  call &printf (conststr ptr "fputc=%d putc=%d\n", dread i32 %c, dread i32 %d)
  callassigned &fwrite (conststr ptr "abcdef", constval u64 2, constval u64 3, dread ptr $stdout) { dassign %w 0 }
  call &putc (constval i32 10, dread ptr $stdout)
  call &printf (conststr ptr "fwrite=%lu\n", dread u64 %w)
  callassigned &fflush (dread ptr $stdout) { dassign %r 0 }
  call &printf (conststr ptr "fflush=%d\n", dread i32 %r)
  callassigned &sprintf (addrof ptr %buf, conststr ptr "[%-6s|%04x]", conststr ptr "ab", constval i32 255) { dassign %r 0 }
  call &printf (conststr ptr "sprintf=%d %s\n", dread i32 %r, addrof ptr %buf)
  callassigned &snprintf (addrof ptr %small, constval u64 8, conststr ptr "%s-%d", conststr ptr "truncated", constval i32 12345) { dassign %r 0 }
  call &printf (conststr ptr "snprintf=%d %s\n", dread i32 %r, addrof ptr %small)
  callassigned &snprintf (addrof ptr %small, constval u64 0, conststr ptr "%d", constval i32 99) { dassign %r 0 }
  call &printf (conststr ptr "snprintf0=%d %s\n", dread i32 %r, addrof ptr %small)
  return (constval i32 0)
}
