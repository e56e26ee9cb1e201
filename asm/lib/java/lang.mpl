
# java.lang.Object: the klass and monitor words every object starts with (ids 1 and 2).
type $Ljava_2Flang_2FObject_3B <class {
  @shadow_24__klass__ <* void> private,
  @shadow_24__monitor__ i32 private,
  &Ljava_2Flang_2FObject_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FObject_3B>>) void,
  &Ljava_2Flang_2FObject_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FObject_3B>>) i32,
  &Ljava_2Flang_2FObject_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FObject_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FObject_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FObject_3B <$Ljava_2Flang_2FObject_3B> public

func &Ljava_2Flang_2FObject_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FObject_3B>>) void {
  return ()
}

# The identity hash: the object's address, folded to 32 bits.
func &Ljava_2Flang_2FObject_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FObject_3B>>) i32 {
  return (cvt i32 u64 (bxor u64 (dread ptr %_this, lshr u64 (dread ptr %_this, constval i32 32))))
}

func &Ljava_2Flang_2FObject_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FObject_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  return (eq u1 ptr (dread ptr %_this, dread ptr %o))
}

# `ClassName@hex`, the class's Java name from the object's header.
func &Ljava_2Flang_2FObject_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %h i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %buf <[16] u8>
  var %n i32
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  call &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb)
  callassigned &__maple_class_name (dread ref %_this) { dassign %s 0 }
  call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %s)
  virtualcallassigned &Ljava_2Flang_2FObject_3B_7ChashCode_7C_28_29I (dread ref %_this) { dassign %h 0 }
  callassigned &snprintf (addrof ptr %buf, constval u64 16, conststr ptr "@%x", dread i32 %h) { dassign %n 0 }
  call &__maple_sb_append_ascii (dread ref %sb, addrof ptr %buf, dread i32 %n)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %s 0 }
  return (dread ref %s)
}

# The Java name of an object's class (`java.lang.Object`): its class name from the header,
# demangled (`Ljava_2Flang_2FObject_3B`: `_2F` is `/`, shown as `.`; `_24` is `$`; `__` is `_`).
func &__maple_class_name (var %obj ref) <* <$Ljava_2Flang_2FString_3B>> {
  var %name <* u8>
  var %n i32
  var %i i32
  var %c u32
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %name 0 (intrinsicop ptr MAPLE_CLASS_NAME (dread ref %obj))
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  call &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb)
  dassign %i 0 (constval i32 0)
  # jbc2mpl's class names start with `L` and end with `_3B` (`;`).
  if (eq u1 u32 (iread u8 <* u8> 0 (dread ptr %name), constval u32 76)) {
    dassign %i 0 (constval i32 1)
  }
  while (ne u1 u32 (iread u8 <* u8> 0 (add ptr (dread ptr %name, cvt ptr i32 (dread i32 %i))), constval u32 0)) {
    dassign %c 0 (iread u8 <* u8> 0 (add ptr (dread ptr %name, cvt ptr i32 (dread i32 %i))))
    if (eq u1 u32 (dread u32 %c, constval u32 95)) {
      callassigned &__maple_hex_byte (add ptr (dread ptr %name, cvt ptr i32 (add i32 (dread i32 %i, constval i32 1)))) { dassign %c 0 }
      dassign %i 0 (add i32 (dread i32 %i, constval i32 3))
      if (eq u1 u32 (dread u32 %c, constval u32 59)) {
        goto @done
      }
      if (eq u1 u32 (dread u32 %c, constval u32 47)) {
        dassign %c 0 (constval u32 46)
      }
      if (eq u1 u32 (dread u32 %c, constval u32 256)) {
        dassign %c 0 (constval u32 95)
        dassign %i 0 (sub i32 (dread i32 %i, constval i32 1))
      }
    } else {
      dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
    }
    call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28C_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, cvt u16 u32 (dread u32 %c))
  }
@done
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %s 0 }
  return (dread ref %s)
}

# The byte two uppercase hex digits at `p` spell (`_2F` -> 0x2F); 256 for `__` (an underscore).
func &__maple_hex_byte (var %p <* u8>) u32 {
  var %v u32
  var %k i32
  var %d u32
  dassign %v 0 (constval u32 0)
  if (eq u1 u32 (iread u8 <* u8> 0 (dread ptr %p), constval u32 95)) {
    return (constval u32 256)
  }
  doloop %k (constval i32 0, lt u1 i32 (dread i32 %k, constval i32 2), constval i32 1) {
    dassign %d 0 (iread u8 <* u8> 0 (add ptr (dread ptr %p, cvt ptr i32 (dread i32 %k))))
    if (ge u1 u32 (dread u32 %d, constval u32 65)) {
      dassign %d 0 (sub u32 (dread u32 %d, constval u32 55))
    } else {
      dassign %d 0 (sub u32 (dread u32 %d, constval u32 48))
    }
    dassign %v 0 (add u32 (mul u32 (dread u32 %v, constval u32 16), dread u32 %d))
  }
  return (dread u32 %v)
}

# java.lang.System: the standard streams, made by its <clinit>.
type $Ljava_2Flang_2FSystem_3B <class <$Ljava_2Flang_2FObject_3B> {
  &Ljava_2Flang_2FSystem_3B_7C_3Cclinit_3E_7C_28_29V static constructor () void,
  &Ljava_2Flang_2FSystem_3B_7Cexit_7C_28I_29V public static (i32) void,
  &Ljava_2Flang_2FSystem_3B_7Carraycopy_7C_28Ljava_2Flang_2FObject_3BILjava_2Flang_2FObject_3BII_29V public static (<* <$Ljava_2Flang_2FObject_3B>>, i32, <* <$Ljava_2Flang_2FObject_3B>>, i32, i32) void}>
javaclass $Ljava_2Flang_2FSystem_3B <$Ljava_2Flang_2FSystem_3B> public
var $Ljava_2Flang_2FSystem_3B_7Cout <* <$Ljava_2Fio_2FPrintStream_3B>> final public static
var $Ljava_2Flang_2FSystem_3B_7Cerr <* <$Ljava_2Fio_2FPrintStream_3B>> final public static

func &Ljava_2Flang_2FSystem_3B_7C_3Cclinit_3E_7C_28_29V static constructor () void {
  var %p <* <$Ljava_2Fio_2FPrintStream_3B>>
  dassign %p 0 (gcmalloc ref <$Ljava_2Fio_2FPrintStream_3B>)
  iassign <* <$Ljava_2Fio_2FPrintStream_3B>> 4 (dread ref %p, dread ptr $stdout)
  dassign $Ljava_2Flang_2FSystem_3B_7Cout 0 (dread ref %p)
  dassign %p 0 (gcmalloc ref <$Ljava_2Fio_2FPrintStream_3B>)
  iassign <* <$Ljava_2Fio_2FPrintStream_3B>> 4 (dread ref %p, dread ptr $stderr)
  dassign $Ljava_2Flang_2FSystem_3B_7Cerr 0 (dread ref %p)
  return ()
}

# `System.exit(n)`: the C library's exit (the run ends with status n).
func &Ljava_2Flang_2FSystem_3B_7Cexit_7C_28I_29V public static (var %status i32) void {
  call &exit (dread i32 %status)
  return ()
}

func &memmove (var %dst <* void>, var %src <* void>, var %n u64) <* void>

# `System.arraycopy`: `length` elements as bytes (overlap allowed), after the JDK's checks:
# a null array throws NullPointerException, a range outside either array
# ArrayIndexOutOfBoundsException (maple's message gives the index and the length).
func &Ljava_2Flang_2FSystem_3B_7Carraycopy_7C_28Ljava_2Flang_2FObject_3BILjava_2Flang_2FObject_3BII_29V public static (var %src <* <$Ljava_2Flang_2FObject_3B>>, var %sp i32, var %dst <* <$Ljava_2Flang_2FObject_3B>>, var %dp i32, var %n i32) void {
  var %es i32
  var %p ptr
  var %npe <* <$Ljava_2Flang_2FNullPointerException_3B>>
  var %oob <* <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>>
  var %buf <[96] u8>
  var %len i32
  var %msg <* <$Ljava_2Flang_2FString_3B>>
  if (lior u1 (eq u1 ptr (dread ref %src, constval ptr 0), eq u1 ptr (dread ref %dst, constval ptr 0))) {
    dassign %npe 0 (gcmalloc ref <$Ljava_2Flang_2FNullPointerException_3B>)
    call &Ljava_2Flang_2FNullPointerException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %npe)
    throw (dread ref %npe)
  }
  if (lior u1 (lior u1 (lt u1 i32 (dread i32 %sp, constval i32 0), lt u1 i32 (dread i32 %dp, constval i32 0)), lior u1 (lt u1 i32 (dread i32 %n, constval i32 0), gt u1 i64 (add i64 (cvt i64 i32 (dread i32 %sp), cvt i64 i32 (dread i32 %n)), cvt i64 i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %src)))))) {
    callassigned &snprintf (addrof ptr %buf, constval u64 96, conststr ptr "arraycopy: last source index %d out of bounds for length %d", add i32 (dread i32 %sp, dread i32 %n), intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %src)) { dassign %len 0 }
    callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %len) { dassign %msg 0 }
    dassign %oob 0 (gcmalloc ref <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>)
    call &Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %oob, dread ref %msg)
    throw (dread ref %oob)
  }
  if (gt u1 i64 (add i64 (cvt i64 i32 (dread i32 %dp), cvt i64 i32 (dread i32 %n)), cvt i64 i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %dst)))) {
    callassigned &snprintf (addrof ptr %buf, constval u64 96, conststr ptr "arraycopy: last destination index %d out of bounds for length %d", add i32 (dread i32 %dp, dread i32 %n), intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %dst)) { dassign %len 0 }
    callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %len) { dassign %msg 0 }
    dassign %oob 0 (gcmalloc ref <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>)
    call &Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %oob, dread ref %msg)
    throw (dread ref %oob)
  }
  dassign %es 0 (intrinsicop i32 MAPLE_ARRAY_ELEM_SIZE (dread ref %src))
  callassigned &memmove (add ptr (dread ref %dst, cvt ptr i32 (mul i32 (dread i32 %dp, dread i32 %es))), add ptr (dread ref %src, cvt ptr i32 (mul i32 (dread i32 %sp, dread i32 %es))), cvt u64 i32 (mul i32 (dread i32 %n, dread i32 %es))) { dassign %p 0 }
  return ()
}
