# maple's Java core library (imported as `libjava-core.mplt`; see asm/src/java/library.rs).
# This file: the metadata types and the entry points of OpenArk's runtime (maplert) that
# jbc2mpl and mpl2mpl output calls. The names, class layouts and field numbering are those
# jbc2mpl gives the Java classes (Android 10 libcore, as OpenArk builds libjava-core): a field
# id counts the parent class, then its fields, then the class's own.

type $__class_meta__ <struct {
  @shadow <* void> final,
  @monitor i32 final,
  @classloader u16 final,
  @objsize u16 final,
  @itab <* void> final,
  @vtab <* void> final,
  @gctib <* void> final,
  @classinforo <* void> final,
  @clinitbridge <* void> final}>

# The C library the Java library writes through.
func &fwrite (var %p <* void>, var %size u64, var %count u64, var %stream <* void>) u64
func &snprintf varargs (var %buf <* u8>, var %n u64, var %fmt <* u8>, ...) i32
var $stdout extern <* void>
var $stderr extern <* void>

# Interned string literals: the literal's address (jbc2mpl's `$_C_STR_*` image) and the String
# made from it, open addressing on the address. `ldc` of one literal gives one object.
var $__maple_literal_keys <[4096] <* void>>
var $__maple_literal_strings <[4096] <* <$Ljava_2Flang_2FString_3B>>>

# `MCC_GetOrInsertLiteral (addrof ptr $_C_STR_...)`: the String of a literal image, made once.
# The image (OpenArk's MString): klass 8 bytes, monitor 4, count 4 (length << 1 | compressed),
# hash 4, then the characters: a byte each when compressed, else UTF-16LE.
func &MCC_GetOrInsertLiteral (var %lit <* void>) <* <$Ljava_2Flang_2FString_3B>> {
  var %slot u64
  var %key <* void>
  var %count u32
  var %n i32
  var %i i32
  var %chars <* <[] u16>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %slot 0 (band u64 (lshr u64 (dread ptr %lit, constval i32 3), constval u64 4095))
@probe
  dassign %key 0 (iread ptr <* ptr> 0 (array 0 ptr <* <[4096] <* void>>> (addrof ptr $__maple_literal_keys, dread u64 %slot)))
  if (eq u1 ptr (dread ptr %key, dread ptr %lit)) {
    return (iread ref <* ref> 0 (array 0 ptr <* <[4096] ref>> (addrof ptr $__maple_literal_strings, dread u64 %slot)))
  }
  if (ne u1 ptr (dread ptr %key, constval ptr 0)) {
    dassign %slot 0 (band u64 (add u64 (dread u64 %slot, constval u64 1), constval u64 4095))
    goto @probe
  }
  dassign %count 0 (iread u32 <* u32> 0 (add ptr (dread ptr %lit, constval ptr 12)))
  dassign %n 0 (lshr i32 (dread u32 %count, constval i32 1))
  dassign %chars 0 (gcmallocjarray ref <[] u16> (dread i32 %n))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    if (ne u1 u32 (band u32 (dread u32 %count, constval u32 1), constval u32 0)) {
      iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i), iread u8 <* u8> 0 (add ptr (dread ptr %lit, add ptr (constval ptr 20, cvt ptr i32 (dread i32 %i)))))
    } else {
      iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i), iread u16 <* u16> 0 (add ptr (dread ptr %lit, add ptr (constval ptr 20, cvt ptr i32 (mul i32 (dread i32 %i, constval i32 2))))))
    }
  }
  callassigned &__maple_string_of_chars (dread ref %chars) { dassign %s 0 }
  iassign <* <* void>> 0 (array 0 ptr <* <[4096] <* void>>> (addrof ptr $__maple_literal_keys, dread u64 %slot), dread ptr %lit)
  iassign <* ref> 0 (array 0 ptr <* <[4096] ref>> (addrof ptr $__maple_literal_strings, dread u64 %slot), dread ref %s)
  return (dread ref %s)
}

# The native-call brackets and checks of mpl2mpl's output: maple's natives are its runtime.
func &MCC_PreNativeCall (var %caller ref) <* void> {
  return (constval ptr 0)
}
func &MCC_PostNativeCall (var %env <* void>) void {
  return ()
}
func &MCC_CheckThrowPendingException () void {
  return ()
}
func &MCC_SetReliableUnwindContext () void {
  return ()
}
func &MCC_DecodeReference (var %obj ref) ref {
  return (dread ref %obj)
}

func &strlen (var %s <* u8>) u64
func &exit (var %status i32) void

# `main`'s `String[]`: the command line's arguments after the program's name.
func &__maple_java_args (var %argc i32, var %argv <* <* u8>>) <* <[] <* <$Ljava_2Flang_2FString_3B>>>> {
  var %n i32
  var %i i32
  var %args <* <[] <* <$Ljava_2Flang_2FString_3B>>>>
  var %arg <* u8>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %len u64
  dassign %n 0 (sub i32 (dread i32 %argc, constval i32 1))
  if (lt u1 i32 (dread i32 %n, constval i32 0)) {
    dassign %n 0 (constval i32 0)
  }
  dassign %args 0 (gcmallocjarray ref <[] <* <$Ljava_2Flang_2FString_3B>>> (dread i32 %n))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %arg 0 (iread ptr <* ptr> 0 (add ptr (dread ptr %argv, cvt ptr i32 (mul i32 (add i32 (dread i32 %i, constval i32 1), constval i32 8)))))
    callassigned &strlen (dread ptr %arg) { dassign %len 0 }
    callassigned &__maple_string_of_ascii (dread ptr %arg, cvt i32 u64 (dread u64 %len)) { dassign %s 0 }
    iassign <* ref> 0 (array 1 ptr <* <[] ref>> (dread ref %args, dread i32 %i), dread ref %s)
  }
  return (dread ref %args)
}

# An exception no handler took, reported as the JVM reports it: on System.err,
# `Exception in thread "NAME" ` and its toString(). The caller ends the run or the thread.
func &__maple_uncaught (var %t <* <$Ljava_2Flang_2FThrowable_3B>>, var %thread <* u8>) void {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %err <* <$Ljava_2Fio_2FPrintStream_3B>>
  var %len u64
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  dassign %err 0 (dread ref $Ljava_2Flang_2FSystem_3B_7Cerr)
  call &__maple_print_bytes (dread ref %err, conststr ptr "Exception in thread \"", constval i32 21)
  callassigned &strlen (dread ptr %thread) { dassign %len 0 }
  call &__maple_print_bytes (dread ref %err, dread ptr %thread, cvt i32 u64 (dread u64 %len))
  call &__maple_print_bytes (dread ref %err, conststr ptr "\" ", constval i32 2)
  virtualcallassigned &Ljava_2Flang_2FThrowable_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %t) { dassign %s 0 }
  call &__maple_print_string (dread ref %err, dread ref %s)
  call &__maple_print_bytes (dread ref %err, conststr ptr "\n", constval i32 1)
  return ()
}
