# A program's own varargs functions, written as hir2mpl writes C's <stdarg.h>: the va_list is
# AArch64's struct __va_list, `va_start` is `intrinsiccall C_va_start (addrof ptr %ap, <last>)`,
# `va_arg` is hir2mpl's inline expansion (read __gr_offs or __vr_offs; not negative: the
# argument is at __stack, which moves 8 bytes on), `va_copy` is a 32-byte C_memcpy and
# `va_end` an `eval`. The v*printf shims take the list (its address: maple passes aggregates
# by address) and read it by the AAPCS64 rule. The report line also goes to stderr.
type $__va_list <struct {
  @__stack <* void> align(8),
  @__gr_top <* void> align(8),
  @__vr_top <* void> align(8),
  @__gr_offs i32 align(4),
  @__vr_offs i32 align(4)}>
type $_IO_FILE <structincomplete {}>
var $stderr extern <* <$_IO_FILE>>
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &vprintf public extern (var %__format <* u8> restrict, var %__arg <$__va_list>) i32
func &vfprintf public extern (var %__s <* <$_IO_FILE>> restrict, var %__format <* u8> restrict, var %__arg <$__va_list>) i32
func &vsnprintf public extern (var %__s <* u8> restrict, var %__maxlen u64, var %__format <* u8> restrict, var %__arg <$__va_list>) i32

func &sum static used varargs (var %count i32, ...) i32 {
  var %ap_5_11 <$__va_list>
  var %total i32
  var %i i32
  var %va_arg_offs_1 i32
  var %va_arg_3 <* i32>
  intrinsiccall C_va_start (addrof ptr %ap_5_11, dread i32 %count)
  dassign %total 0 (constval i32 0)
  dassign %i 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i, dread i32 %count)) {
    dassign %va_arg_offs_1 0 (dread i32 %ap_5_11 4)
    brtrue @va_on_stack_2 (ge u1 i32 (dread i32 %va_arg_offs_1, constval i32 0))
    dassign %ap_5_11 4 (add i32 (dread i32 %va_arg_offs_1, constval i32 8))
    brtrue @va_on_stack_2 (gt u1 i32 (dread i32 %ap_5_11 4, constval i32 0))
    dassign %va_arg_3 0 (add ptr (dread ptr %ap_5_11 2, cvt i64 i32 (dread i32 %va_arg_offs_1)))
    goto @va_end_4
  @va_on_stack_2
    dassign %va_arg_3 0 (dread ptr %ap_5_11 1)
    dassign %ap_5_11 1 (add ptr (dread ptr %ap_5_11 1, constval ptr 8))
  @va_end_4
    dassign %total 0 (add i32 (dread i32 %total, iread i32 <* i32> 0 (dread ptr %va_arg_3)))
    dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  }
  eval (addrof ptr %ap_5_11)
  return (dread i32 %total)
}

func &mixed static used varargs (var %count i32, ...) f64 {
  var %ap <$__va_list>
  var %again <$__va_list>
  var %total f64
  var %i i32
  var %n i64
  var %first i64
  var %offs i32
  var %at ptr
  intrinsiccall C_va_start (addrof ptr %ap, dread i32 %count)
  intrinsiccall C_memcpy (addrof ptr %again, addrof ptr %ap, constval i32 32)
  dassign %total 0 (constval f64 0.0)
  dassign %i 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i, dread i32 %count)) {
    # va_arg(ap, long): the general registers' offset, field 4.
    dassign %offs 0 (dread i32 %ap 4)
    brtrue @long_on_stack (ge u1 i32 (dread i32 %offs, constval i32 0))
    dassign %ap 4 (add i32 (dread i32 %offs, constval i32 8))
    brtrue @long_on_stack (gt u1 i32 (dread i32 %ap 4, constval i32 0))
    dassign %at 0 (add ptr (dread ptr %ap 2, cvt i64 i32 (dread i32 %offs)))
    goto @long_done
  @long_on_stack
    dassign %at 0 (dread ptr %ap 1)
    dassign %ap 1 (add ptr (dread ptr %ap 1, constval ptr 8))
  @long_done
    dassign %n 0 (iread i64 <* i64> 0 (dread ptr %at))
    # va_arg(ap, double): the vector registers' offset, field 5, 16 bytes a register.
    dassign %offs 0 (dread i32 %ap 5)
    brtrue @double_on_stack (ge u1 i32 (dread i32 %offs, constval i32 0))
    dassign %ap 5 (add i32 (dread i32 %offs, constval i32 16))
    brtrue @double_on_stack (gt u1 i32 (dread i32 %ap 5, constval i32 0))
    dassign %at 0 (add ptr (dread ptr %ap 3, cvt i64 i32 (dread i32 %offs)))
    goto @double_done
  @double_on_stack
    dassign %at 0 (dread ptr %ap 1)
    dassign %ap 1 (add ptr (dread ptr %ap 1, constval ptr 8))
  @double_done
    dassign %total 0 (add f64 (dread f64 %total, mul f64 (cvt f64 i64 (dread i64 %n), iread f64 <* f64> 0 (dread ptr %at))))
    dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  }
  # The copy starts over: its first long (on the stack: va_start set both offsets to 0).
  dassign %at 0 (dread ptr %again 1)
  dassign %again 1 (add ptr (dread ptr %again 1, constval ptr 8))
  dassign %first 0 (iread i64 <* i64> 0 (dread ptr %at))
  eval (addrof ptr %again)
  eval (addrof ptr %ap)
  return (add f64 (dread f64 %total, cvt f64 i64 (dread i64 %first)))
}

func &format static used varargs (var %buf <* u8>, var %n u64, var %fmt <* u8>, ...) i32 {
  var %ap <$__va_list>
  var %r i32
  intrinsiccall C_va_start (addrof ptr %ap, dread ptr %fmt)
  callassigned &vsnprintf (dread ptr %buf, dread u64 %n, dread ptr %fmt, dread agg %ap) { dassign %r 0 }
  eval (addrof ptr %ap)
  return (dread i32 %r)
}

func &report static used varargs (var %fmt <* u8>, ...) void {
  var %ap <$__va_list>
  intrinsiccall C_va_start (addrof ptr %ap, dread ptr %fmt)
  call &vprintf (dread ptr %fmt, dread agg %ap)
  eval (addrof ptr %ap)
  intrinsiccall C_va_start (addrof ptr %ap, dread ptr %fmt)
  call &vfprintf (dread ptr $stderr, dread ptr %fmt, dread agg %ap)
  eval (addrof ptr %ap)
  return ()
}

func &main () i32 {
  var %buf <[16] u8>
  var %r i32
  var %retVar_1 i32
  var %retVar_2 f64
  callassigned &sum (constval i32 4, constval i32 10, constval i32 -3, constval i32 200, constval i32 7) { dassign %retVar_1 0 }
  call &printf (conststr ptr "sum=%d\n", dread i32 %retVar_1)
  callassigned &mixed (constval i32 2, constval i64 3, constval f64 1.5, constval i64 -2, constval f64 0.25) { dassign %retVar_2 0 }
  call &printf (conststr ptr "mixed=%.3f\n", dread f64 %retVar_2)
  callassigned &format (addrof ptr %buf, constval u64 16, conststr ptr "%s|%d|%5.2f|%c", conststr ptr "hello", constval i32 -42, constval f64 3.14159, constval i32 122) { dassign %r 0 }
  call &printf (conststr ptr "vsnprintf=%d [%s]\n", dread i32 %r, addrof ptr %buf)
  callassigned &format (addrof ptr %buf, constval u64 4, conststr ptr "%ld", constval i64 1234567) { dassign %r 0 }
  call &printf (conststr ptr "cut=%d [%s]\n", dread i32 %r, addrof ptr %buf)
  call &report (conststr ptr "report %d %s %.1e\n", constval i32 7, conststr ptr "seven", constval f64 7e7)
  return (constval i32 0)
}
