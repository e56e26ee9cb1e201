
# java.io.PrintStream: System.out and System.err, writing UTF-8 through the C library's
# stream (`fwrite` to stdout or stderr). Its own field is maple's: the stream.
type $Ljava_2Fio_2FPrintStream_3B <class <$Ljava_2Flang_2FObject_3B> {
  @stream <* void> private,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28Ljava_2Flang_2FString_3B_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28Ljava_2Flang_2FObject_3B_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28I_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, i32) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28J_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, i64) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28C_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, u16) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28Z_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, u1) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28AC_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, <* <[] u16>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, i32) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28J_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, i64) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28C_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, u16) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Z_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, u1) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28AC_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, <* <[] u16>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cflush_7C_28_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28D_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, f64) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28F_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, f32) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28D_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, f64) void,
  &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28F_29V public virtual (<* <$Ljava_2Fio_2FPrintStream_3B>>, f32) void}>
javaclass $Ljava_2Fio_2FPrintStream_3B <$Ljava_2Fio_2FPrintStream_3B> public

# `n` bytes at `p`.
func &__maple_print_bytes (var %ps <* <$Ljava_2Fio_2FPrintStream_3B>>, var %p <* u8>, var %n i32) void {
  call &fwrite (dread ptr %p, constval u64 1, cvt u64 i32 (dread i32 %n), iread ptr <* <$Ljava_2Fio_2FPrintStream_3B>> 4 (dread ref %ps))
  return ()
}

# A number through a C format of one 64-bit argument (`%d`, `%lld`).
func &__maple_print_format (var %ps <* <$Ljava_2Fio_2FPrintStream_3B>>, var %fmt <* u8>, var %v i64) void {
  var %buf <[32] u8>
  var %n i32
  callassigned &snprintf (addrof ptr %buf, constval u64 32, dread ptr %fmt, dread i64 %v) { dassign %n 0 }
  call &__maple_print_bytes (dread ref %ps, addrof ptr %buf, dread i32 %n)
  return ()
}

# "null" or the string's characters.
func &__maple_print_string (var %ps <* <$Ljava_2Fio_2FPrintStream_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) void {
  var %chars <* <[] u16>>
  if (eq u1 ptr (dread ptr %s, constval ptr 0)) {
    call &__maple_print_bytes (dread ref %ps, conststr ptr "null", constval i32 4)
    return ()
  }
  dassign %chars 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s))
  call &__maple_print_chars (dread ref %ps, dread ref %chars, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars))
  return ()
}

func &__maple_print_char (var %ps <* <$Ljava_2Fio_2FPrintStream_3B>>, var %c u16) void {
  var %one <* <[] u16>>
  dassign %one 0 (gcmallocjarray ref <[] u16> (constval i32 1))
  iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %one, constval i32 0), dread u16 %c)
  call &__maple_print_chars (dread ref %ps, dread ref %one, constval i32 1)
  return ()
}

# The first `n` UTF-16 characters of `chars` as UTF-8 (a surrogate pair as one 4-byte
# sequence), written in pieces of at most 256 bytes.
func &__maple_print_chars (var %ps <* <$Ljava_2Fio_2FPrintStream_3B>>, var %chars <* <[] u16>>, var %n i32) void {
  var %buf <[260] u8>
  var %len i32
  var %i i32
  var %c u32
  var %lo u32
  dassign %len 0 (constval i32 0)
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %c 0 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i)))
    if (lt u1 u32 (dread u32 %c, constval u32 0x80)) {
      iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (dread i32 %len)), dread u32 %c)
      dassign %len 0 (add i32 (dread i32 %len, constval i32 1))
    } else {
      if (lt u1 u32 (dread u32 %c, constval u32 0x800)) {
        iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (dread i32 %len)), bior u32 (constval u32 0xc0, lshr u32 (dread u32 %c, constval i32 6)))
        iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (add i32 (dread i32 %len, constval i32 1))), bior u32 (constval u32 0x80, band u32 (dread u32 %c, constval u32 0x3f)))
        dassign %len 0 (add i32 (dread i32 %len, constval i32 2))
      } else {
        dassign %lo 0 (constval u32 0)
        if (land u1 (eq u1 u32 (band u32 (dread u32 %c, constval u32 0xfc00), constval u32 0xd800), lt u1 i32 (add i32 (dread i32 %i, constval i32 1), dread i32 %n))) {
          dassign %lo 0 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, add i32 (dread i32 %i, constval i32 1))))
        }
        if (eq u1 u32 (band u32 (dread u32 %lo, constval u32 0xfc00), constval u32 0xdc00)) {
          dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
          dassign %lo 0 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i)))
          dassign %c 0 (add u32 (constval u32 0x10000, bior u32 (shl u32 (band u32 (dread u32 %c, constval u32 0x3ff), constval i32 10), band u32 (dread u32 %lo, constval u32 0x3ff))))
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (dread i32 %len)), bior u32 (constval u32 0xf0, lshr u32 (dread u32 %c, constval i32 18)))
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (add i32 (dread i32 %len, constval i32 1))), bior u32 (constval u32 0x80, band u32 (lshr u32 (dread u32 %c, constval i32 12), constval u32 0x3f)))
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (add i32 (dread i32 %len, constval i32 2))), bior u32 (constval u32 0x80, band u32 (lshr u32 (dread u32 %c, constval i32 6), constval u32 0x3f)))
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (add i32 (dread i32 %len, constval i32 3))), bior u32 (constval u32 0x80, band u32 (dread u32 %c, constval u32 0x3f)))
          dassign %len 0 (add i32 (dread i32 %len, constval i32 4))
        } else {
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (dread i32 %len)), bior u32 (constval u32 0xe0, lshr u32 (dread u32 %c, constval i32 12)))
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (add i32 (dread i32 %len, constval i32 1))), bior u32 (constval u32 0x80, band u32 (lshr u32 (dread u32 %c, constval i32 6), constval u32 0x3f)))
          iassign <* u8> 0 (add ptr (addrof ptr %buf, cvt ptr i32 (add i32 (dread i32 %len, constval i32 2))), bior u32 (constval u32 0x80, band u32 (dread u32 %c, constval u32 0x3f)))
          dassign %len 0 (add i32 (dread i32 %len, constval i32 3))
        }
      }
    }
    if (ge u1 i32 (dread i32 %len, constval i32 256)) {
      call &__maple_print_bytes (dread ref %ps, addrof ptr %buf, dread i32 %len)
      dassign %len 0 (constval i32 0)
    }
  }
  call &__maple_print_bytes (dread ref %ps, addrof ptr %buf, dread i32 %len)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28Ljava_2Flang_2FString_3B_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v <* <$Ljava_2Flang_2FString_3B>>) void {
  call &__maple_print_string (dread ref %_this, dread ref %v)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28Ljava_2Flang_2FObject_3B_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v <* <$Ljava_2Flang_2FObject_3B>>) void {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FString_3B (dread ref %v) { dassign %s 0 }
  call &__maple_print_string (dread ref %_this, dread ref %s)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28I_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v i32) void {
  call &__maple_print_format (dread ref %_this, conststr ptr "%d", cvt i64 i32 (dread i32 %v))
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28J_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v i64) void {
  call &__maple_print_format (dread ref %_this, conststr ptr "%lld", dread i64 %v)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28C_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v u16) void {
  call &__maple_print_char (dread ref %_this, dread u16 %v)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28Z_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v u1) void {
  if (ne u1 u32 (dread u32 %v, constval u32 0)) {
    call &__maple_print_bytes (dread ref %_this, conststr ptr "true", constval i32 4)
  } else {
    call &__maple_print_bytes (dread ref %_this, conststr ptr "false", constval i32 5)
  }
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28AC_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v <* <[] u16>>) void {
  call &__maple_print_chars (dread ref %_this, dread ref %v, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %v))
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v <* <$Ljava_2Flang_2FString_3B>>) void {
  call &__maple_print_string (dread ref %_this, dread ref %v)
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v <* <$Ljava_2Flang_2FObject_3B>>) void {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FString_3B (dread ref %v) { dassign %s 0 }
  call &__maple_print_string (dread ref %_this, dread ref %s)
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v i32) void {
  call &__maple_print_format (dread ref %_this, conststr ptr "%d", cvt i64 i32 (dread i32 %v))
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28J_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v i64) void {
  call &__maple_print_format (dread ref %_this, conststr ptr "%lld", dread i64 %v)
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28C_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v u16) void {
  call &__maple_print_char (dread ref %_this, dread u16 %v)
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Z_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v u1) void {
  if (ne u1 u32 (dread u32 %v, constval u32 0)) {
    call &__maple_print_bytes (dread ref %_this, conststr ptr "true", constval i32 4)
  } else {
    call &__maple_print_bytes (dread ref %_this, conststr ptr "false", constval i32 5)
  }
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28AC_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v <* <[] u16>>) void {
  call &__maple_print_chars (dread ref %_this, dread ref %v, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %v))
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>) void {
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cflush_7C_28_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>) void {
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28D_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v f64) void {
  var %buf <[40] u8>
  var %n i32
  callassigned &__maple_double_to_ascii (dread f64 %v, addrof ptr %buf) { dassign %n 0 }
  call &__maple_print_bytes (dread ref %_this, addrof ptr %buf, dread i32 %n)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprint_7C_28F_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v f32) void {
  var %buf <[40] u8>
  var %n i32
  callassigned &__maple_double_to_ascii (cvt f64 f32 (dread f32 %v), addrof ptr %buf) { dassign %n 0 }
  call &__maple_print_bytes (dread ref %_this, addrof ptr %buf, dread i32 %n)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28D_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v f64) void {
  var %buf <[40] u8>
  var %n i32
  callassigned &__maple_double_to_ascii (dread f64 %v, addrof ptr %buf) { dassign %n 0 }
  call &__maple_print_bytes (dread ref %_this, addrof ptr %buf, dread i32 %n)
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}

func &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28F_29V public virtual (var %_this <* <$Ljava_2Fio_2FPrintStream_3B>>, var %v f32) void {
  var %buf <[40] u8>
  var %n i32
  callassigned &__maple_double_to_ascii (cvt f64 f32 (dread f32 %v), addrof ptr %buf) { dassign %n 0 }
  call &__maple_print_bytes (dread ref %_this, addrof ptr %buf, dread i32 %n)
  call &__maple_print_bytes (dread ref %_this, conststr ptr "\n", constval i32 1)
  return ()
}
