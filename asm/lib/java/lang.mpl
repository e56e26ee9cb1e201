
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
  &Ljava_2Flang_2FSystem_3B_7Cexit_7C_28I_29V public static (i32) void}>
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
