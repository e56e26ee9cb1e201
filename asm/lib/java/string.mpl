
# java.lang.String: count (length << 1, as OpenArk's; maple's strings are never compressed)
# and hash as the runtime's, then maple's own reference to the UTF-16 characters.
type $Ljava_2Flang_2FString_3B <class <$Ljava_2Flang_2FObject_3B> {
  @count i32 final private,
  @hash i32 private,
  @value <* <[] u16>> final private,
  &Ljava_2Flang_2FString_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FString_3B>>) void,
  &Ljava_2Flang_2FString_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void,
  &Ljava_2Flang_2FString_3B_7Clength_7C_28_29I public virtual (<* <$Ljava_2Flang_2FString_3B>>) i32,
  &Ljava_2Flang_2FString_3B_7CisEmpty_7C_28_29Z public virtual (<* <$Ljava_2Flang_2FString_3B>>) u1,
  &Ljava_2Flang_2FString_3B_7CcharAt_7C_28I_29C public virtual (<* <$Ljava_2Flang_2FString_3B>>, i32) u16,
  &Ljava_2Flang_2FString_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FString_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FString_3B>>) i32,
  &Ljava_2Flang_2FString_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7Cconcat_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FString_3B public static (f64) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7Csubstring_7C_28II_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>, i32, i32) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7Csubstring_7C_28I_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>, i32) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CindexOf_7C_28I_29I public virtual (<* <$Ljava_2Flang_2FString_3B>>, i32) i32,
  &Ljava_2Flang_2FString_3B_7CindexOf_7C_28Ljava_2Flang_2FString_3B_29I public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FString_3B>>) i32,
  &Ljava_2Flang_2FString_3B_7Ccontains_7C_28Ljava_2Flang_2FCharSequence_3B_29Z public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FString_3B_7CstartsWith_7C_28Ljava_2Flang_2FString_3B_29Z public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FString_3B>>) u1,
  &Ljava_2Flang_2FString_3B_7CendsWith_7C_28Ljava_2Flang_2FString_3B_29Z public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FString_3B>>) u1,
  &Ljava_2Flang_2FString_3B_7CcompareTo_7C_28Ljava_2Flang_2FString_3B_29I public virtual (<* <$Ljava_2Flang_2FString_3B>>, <* <$Ljava_2Flang_2FString_3B>>) i32,
  &Ljava_2Flang_2FString_3B_7CtoUpperCase_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CtoLowerCase_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7Ctrim_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CtoCharArray_7C_28_29AC public virtual (<* <$Ljava_2Flang_2FString_3B>>) <* <[] u16>>,
  &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FString_3B public static (<* <$Ljava_2Flang_2FString_3B>>, u16) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FString_3B public static (<* <$Ljava_2Flang_2FString_3B>>, u1) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FString_3B public static (<* <$Ljava_2Flang_2FString_3B>>, i64) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FString_3B public static (i32) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FString_3B public static (<* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FString_3B <$Ljava_2Flang_2FString_3B> public final

# A String over `chars` (which it then owns).
func &__maple_string_of_chars (var %chars <* <[] u16>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %s 0 (gcmalloc ref <$Ljava_2Flang_2FString_3B>)
  iassign <* <$Ljava_2Flang_2FString_3B>> 4 (dread ref %s, shl i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars), constval i32 1))
  iassign <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s, dread ref %chars)
  return (dread ref %s)
}

# A String of `n` ASCII bytes at `p`.
func &__maple_string_of_ascii (var %p <* u8>, var %n i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %chars <* <[] u16>>
  var %i i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %chars 0 (gcmallocjarray ref <[] u16> (dread i32 %n))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i), iread u8 <* u8> 0 (add ptr (dread ptr %p, cvt ptr i32 (dread i32 %i))))
  }
  callassigned &__maple_string_of_chars (dread ref %chars) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FString_3B>>) void {
  iassign <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this, gcmallocjarray ref <[] u16> (constval i32 0))
  return ()
}

# `new String(s)`: the same characters (strings never change, so they are shared).
func &Ljava_2Flang_2FString_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) void {
  iassign <* <$Ljava_2Flang_2FString_3B>> 4 (dread ref %_this, iread i32 <* <$Ljava_2Flang_2FString_3B>> 4 (dread ref %s))
  iassign <* <$Ljava_2Flang_2FString_3B>> 5 (dread ref %_this, iread i32 <* <$Ljava_2Flang_2FString_3B>> 5 (dread ref %s))
  iassign <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this, iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s))
  return ()
}

func &Ljava_2Flang_2FString_3B_7Clength_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) i32 {
  return (intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this)))
}

func &Ljava_2Flang_2FString_3B_7CisEmpty_7C_28_29Z public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) u1 {
  return (eq u1 i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this)), constval i32 0))
}

# The bounds check is the array's: an index out of range throws from `array`.
func &Ljava_2Flang_2FString_3B_7CcharAt_7C_28I_29C public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %i i32) u16 {
  return (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), dread i32 %i)))
}

func &Ljava_2Flang_2FString_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  var %a <* <[] u16>>
  var %b <* <[] u16>>
  var %n i32
  var %i i32
  if (eq u1 ptr (dread ptr %_this, dread ptr %o)) {
    return (constval u1 1)
  }
  if (eq u1 u32 (intrinsicopwithtype u1 <* <$Ljava_2Flang_2FString_3B>> JAVA_INSTANCE_OF (dread ref %o), constval u32 0)) {
    return (constval u1 0)
  }
  dassign %a 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))
  dassign %b 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %o))
  dassign %n 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %a))
  if (ne u1 i32 (dread i32 %n, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %b))) {
    return (constval u1 0)
  }
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    if (ne u1 u32 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %a, dread i32 %i)), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %b, dread i32 %i)))) {
      return (constval u1 0)
    }
  }
  return (constval u1 1)
}

# s[0]*31^(n-1) + ... + s[n-1], computed once.
func &Ljava_2Flang_2FString_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) i32 {
  var %h i32
  var %a <* <[] u16>>
  var %i i32
  dassign %h 0 (iread i32 <* <$Ljava_2Flang_2FString_3B>> 5 (dread ref %_this))
  if (ne u1 i32 (dread i32 %h, constval i32 0)) {
    return (dread i32 %h)
  }
  dassign %a 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %a)), constval i32 1) {
    dassign %h 0 (add i32 (mul i32 (dread i32 %h, constval i32 31), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %a, dread i32 %i))))
  }
  iassign <* <$Ljava_2Flang_2FString_3B>> 5 (dread ref %_this, dread i32 %h)
  return (dread i32 %h)
}

func &Ljava_2Flang_2FString_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  return (dread ref %_this)
}

func &Ljava_2Flang_2FString_3B_7Cconcat_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %r <* <$Ljava_2Flang_2FString_3B>>
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  call &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %sb, dread ref %_this)
  call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %s)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %r 0 }
  return (dread ref %r)
}

func &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FString_3B public static (var %v i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %buf <[16] u8>
  var %n i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &snprintf (addrof ptr %buf, constval u64 16, conststr ptr "%d", dread i32 %v) { dassign %n 0 }
  callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %n) { dassign %s 0 }
  return (dread ref %s)
}

# `String.valueOf(o)`: "null" or `o.toString()`.
func &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FString_3B public static (var %o <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  if (eq u1 ptr (dread ptr %o, constval ptr 0)) {
    callassigned &__maple_string_of_ascii (conststr ptr "null", constval i32 4) { dassign %s 0 }
    return (dread ref %s)
  }
  virtualcallassigned &Ljava_2Flang_2FObject_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %o) { dassign %s 0 }
  return (dread ref %s)
}

# The characters [from, to) of `chars` as a new String; the range is checked as the JDK's
# (`begin 2, end 9, length 5`).
func &__maple_string_range (var %chars <* <[] u16>>, var %from i32, var %to i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %n i32
  var %r <* <[] u16>>
  var %i i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %buf <[80] u8>
  var %len i32
  var %e <* <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B>>
  dassign %n 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars))
  if (lior u1 (lior u1 (lt u1 i32 (dread i32 %from, constval i32 0), gt u1 i32 (dread i32 %to, dread i32 %n)), gt u1 i32 (dread i32 %from, dread i32 %to))) {
    callassigned &snprintf (addrof ptr %buf, constval u64 80, conststr ptr "begin %d, end %d, length %d", dread i32 %from, dread i32 %to, dread i32 %n) { dassign %len 0 }
    callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %len) { dassign %s 0 }
    dassign %e 0 (gcmalloc ref <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B>)
    call &Ljava_2Flang_2FStringIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %e, dread ref %s)
    throw (dread ref %e)
  }
  dassign %r 0 (gcmallocjarray ref <[] u16> (sub i32 (dread i32 %to, dread i32 %from)))
  doloop %i (dread i32 %from, lt u1 i32 (dread i32 %i, dread i32 %to), constval i32 1) {
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %r, sub i32 (dread i32 %i, dread i32 %from)), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i)))
  }
  callassigned &__maple_string_of_chars (dread ref %r) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7Csubstring_7C_28II_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %from i32, var %to i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_string_range (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), dread i32 %from, dread i32 %to) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7Csubstring_7C_28I_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %from i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_string_range (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), dread i32 %from, intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))) { dassign %s 0 }
  return (dread ref %s)
}

# Where `needle`'s characters first stand in `hay` from `from` on, or -1.
func &__maple_chars_index (var %hay <* <[] u16>>, var %needle <* <[] u16>>, var %from i32) i32 {
  var %n i32
  var %m i32
  var %i i32
  var %k i32
  dassign %n 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %hay))
  dassign %m 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %needle))
  doloop %i (dread i32 %from, le u1 i32 (add i32 (dread i32 %i, dread i32 %m), dread i32 %n), constval i32 1) {
    dassign %k 0 (constval i32 0)
@compare
    if (lt u1 i32 (dread i32 %k, dread i32 %m)) {
      if (eq u1 u32 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %hay, add i32 (dread i32 %i, dread i32 %k))), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %needle, dread i32 %k)))) {
        dassign %k 0 (add i32 (dread i32 %k, constval i32 1))
        goto @compare
      }
    }
    if (eq u1 i32 (dread i32 %k, dread i32 %m)) {
      return (dread i32 %i)
    }
  }
  return (constval i32 -1)
}

func &Ljava_2Flang_2FString_3B_7CindexOf_7C_28I_29I public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %c i32) i32 {
  var %chars <* <[] u16>>
  var %i i32
  dassign %chars 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars)), constval i32 1) {
    if (eq u1 i32 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i)), dread i32 %c)) {
      return (dread i32 %i)
    }
  }
  return (constval i32 -1)
}

func &Ljava_2Flang_2FString_3B_7CindexOf_7C_28Ljava_2Flang_2FString_3B_29I public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) i32 {
  var %r i32
  callassigned &__maple_chars_index (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s), constval i32 0) { dassign %r 0 }
  return (dread i32 %r)
}

# `contains(CharSequence)`: maple's CharSequences are Strings.
func &Ljava_2Flang_2FString_3B_7Ccontains_7C_28Ljava_2Flang_2FCharSequence_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  var %r i32
  callassigned &__maple_chars_index (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s), constval i32 0) { dassign %r 0 }
  return (ge u1 i32 (dread i32 %r, constval i32 0))
}

func &Ljava_2Flang_2FString_3B_7CstartsWith_7C_28Ljava_2Flang_2FString_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) u1 {
  var %r i32
  var %head <* <$Ljava_2Flang_2FString_3B>>
  if (gt u1 i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s)), intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this)))) {
    return (constval u1 0)
  }
  callassigned &__maple_string_range (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), constval i32 0, intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s))) { dassign %head 0 }
  callassigned &Ljava_2Flang_2FString_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z (dread ref %head, dread ref %s) { dassign %r 0 }
  return (ne u1 i32 (dread i32 %r, constval i32 0))
}

func &Ljava_2Flang_2FString_3B_7CendsWith_7C_28Ljava_2Flang_2FString_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) u1 {
  var %r i32
  var %n i32
  var %m i32
  var %tail <* <$Ljava_2Flang_2FString_3B>>
  dassign %n 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this)))
  dassign %m 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s)))
  if (gt u1 i32 (dread i32 %m, dread i32 %n)) {
    return (constval u1 0)
  }
  callassigned &__maple_string_range (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), sub i32 (dread i32 %n, dread i32 %m), dread i32 %n) { dassign %tail 0 }
  callassigned &Ljava_2Flang_2FString_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z (dread ref %tail, dread ref %s) { dassign %r 0 }
  return (ne u1 i32 (dread i32 %r, constval i32 0))
}

# The first differing character's difference, else the lengths' (the JDK's).
func &Ljava_2Flang_2FString_3B_7CcompareTo_7C_28Ljava_2Flang_2FString_3B_29I public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) i32 {
  var %a <* <[] u16>>
  var %b <* <[] u16>>
  var %n i32
  var %m i32
  var %i i32
  var %d i32
  dassign %a 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))
  dassign %b 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s))
  dassign %n 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %a))
  dassign %m 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %b))
  doloop %i (constval i32 0, land u1 (lt u1 i32 (dread i32 %i, dread i32 %n), lt u1 i32 (dread i32 %i, dread i32 %m)), constval i32 1) {
    dassign %d 0 (sub i32 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %a, dread i32 %i)), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %b, dread i32 %i))))
    if (ne u1 i32 (dread i32 %d, constval i32 0)) {
      return (dread i32 %d)
    }
  }
  return (sub i32 (dread i32 %n, dread i32 %m))
}

# ASCII letters change case (maple's strings keep other characters as they are).
func &__maple_string_case (var %_this <* <$Ljava_2Flang_2FString_3B>>, var %lo u32, var %hi u32, var %delta i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %chars <* <[] u16>>
  var %r <* <[] u16>>
  var %i i32
  var %c u32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %chars 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))
  dassign %r 0 (gcmallocjarray ref <[] u16> (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars)))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars)), constval i32 1) {
    dassign %c 0 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i)))
    if (land u1 (ge u1 u32 (dread u32 %c, dread u32 %lo), le u1 u32 (dread u32 %c, dread u32 %hi))) {
      dassign %c 0 (add u32 (dread u32 %c, dread i32 %delta))
    }
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %r, dread i32 %i), dread u32 %c)
  }
  callassigned &__maple_string_of_chars (dread ref %r) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7CtoUpperCase_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_string_case (dread ref %_this, constval u32 97, constval u32 122, constval i32 -32) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7CtoLowerCase_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_string_case (dread ref %_this, constval u32 65, constval u32 90, constval i32 32) { dassign %s 0 }
  return (dread ref %s)
}

# Without the characters up to ' ' at either end (the JDK's trim).
func &Ljava_2Flang_2FString_3B_7Ctrim_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %chars <* <[] u16>>
  var %from i32
  var %to i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %chars 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))
  dassign %from 0 (constval i32 0)
  dassign %to 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars))
  while (land u1 (lt u1 i32 (dread i32 %from, dread i32 %to), le u1 u32 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %from)), constval u32 32))) {
    dassign %from 0 (add i32 (dread i32 %from, constval i32 1))
  }
  while (land u1 (lt u1 i32 (dread i32 %from, dread i32 %to), le u1 u32 (iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, sub i32 (dread i32 %to, constval i32 1))), constval u32 32))) {
    dassign %to 0 (sub i32 (dread i32 %to, constval i32 1))
  }
  callassigned &__maple_string_range (dread ref %chars, dread i32 %from, dread i32 %to) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7CtoCharArray_7C_28_29AC public virtual (var %_this <* <$Ljava_2Flang_2FString_3B>>) <* <[] u16>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_string_range (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this), constval i32 0, intrinsicop i32 JAVA_ARRAY_LENGTH (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %_this))) { dassign %s 0 }
  return (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s))
}

func &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FString_3B public static (var %c u16) <* <$Ljava_2Flang_2FString_3B>> {
  var %chars <* <[] u16>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %chars 0 (gcmallocjarray ref <[] u16> (constval i32 1))
  iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, constval i32 0), dread u16 %c)
  callassigned &__maple_string_of_chars (dread ref %chars) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FString_3B public static (var %b u1) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  if (ne u1 u32 (dread u32 %b, constval u32 0)) {
    callassigned &__maple_string_of_ascii (conststr ptr "true", constval i32 4) { dassign %s 0 }
  } else {
    callassigned &__maple_string_of_ascii (conststr ptr "false", constval i32 5) { dassign %s 0 }
  }
  return (dread ref %s)
}

func &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FString_3B public static (var %v i64) <* <$Ljava_2Flang_2FString_3B>> {
  var %buf <[24] u8>
  var %n i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &snprintf (addrof ptr %buf, constval u64 24, conststr ptr "%lld", dread i64 %v) { dassign %n 0 }
  callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %n) { dassign %s 0 }
  return (dread ref %s)
}

# java.lang.AbstractStringBuilder: the characters and how many are used (Android 10's fields).
type $Ljava_2Flang_2FAbstractStringBuilder_3B <class <$Ljava_2Flang_2FObject_3B> {
  @value <* <[] u16>>,
  @count i32}>
javaclass $Ljava_2Flang_2FAbstractStringBuilder_3B <$Ljava_2Flang_2FAbstractStringBuilder_3B> abstract

# java.lang.StringBuilder: `+` on strings, as javac compiles it.
type $Ljava_2Flang_2FStringBuilder_3B <class <$Ljava_2Flang_2FAbstractStringBuilder_3B> {
  &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FStringBuilder_3B>>) void,
  &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FStringBuilder_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28I_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, i32) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28J_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, i64) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28C_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, u16) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Z_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, u1) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28D_29Ljava_2Flang_2FStringBuilder_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>, f64) <* <$Ljava_2Flang_2FStringBuilder_3B>>,
  &Ljava_2Flang_2FStringBuilder_3B_7Clength_7C_28_29I public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>) i32,
  &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FStringBuilder_3B>>) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FStringBuilder_3B <$Ljava_2Flang_2FStringBuilder_3B> public final

func &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>) void {
  iassign <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %_this, gcmallocjarray ref <[] u16> (constval i32 16))
  iassign <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this, constval i32 0)
  return ()
}

func &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %_this, dread ref %s)
  return ()
}

# Room for `need` more characters: the array doubles (at least) and the used part is copied.
func &__maple_sb_reserve (var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %need i32) void {
  var %old <* <[] u16>>
  var %new <* <[] u16>>
  var %count i32
  var %cap i32
  var %i i32
  dassign %old 0 (iread ref <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %sb))
  dassign %count 0 (iread i32 <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %sb))
  dassign %cap 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %old))
  if (le u1 i32 (add i32 (dread i32 %count, dread i32 %need), dread i32 %cap)) {
    return ()
  }
  dassign %cap 0 (add i32 (mul i32 (dread i32 %cap, constval i32 2), constval i32 2))
  if (lt u1 i32 (dread i32 %cap, add i32 (dread i32 %count, dread i32 %need))) {
    dassign %cap 0 (add i32 (dread i32 %count, dread i32 %need))
  }
  dassign %new 0 (gcmallocjarray ref <[] u16> (dread i32 %cap))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %count), constval i32 1) {
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %new, dread i32 %i), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %old, dread i32 %i)))
  }
  iassign <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %sb, dread ref %new)
  return ()
}

# Append `n` ASCII bytes at `p`.
func &__maple_sb_append_ascii (var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %p <* u8>, var %n i32) void {
  var %count i32
  var %i i32
  call &__maple_sb_reserve (dread ref %sb, dread i32 %n)
  dassign %count 0 (iread i32 <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %sb))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (iread ref <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %sb), add i32 (dread i32 %count, dread i32 %i)), iread u8 <* u8> 0 (add ptr (dread ptr %p, cvt ptr i32 (dread i32 %i))))
  }
  iassign <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %sb, add i32 (dread i32 %count, dread i32 %n))
  return ()
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %s <* <$Ljava_2Flang_2FString_3B>>) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  var %chars <* <[] u16>>
  var %n i32
  var %count i32
  var %i i32
  if (eq u1 ptr (dread ptr %s, constval ptr 0)) {
    call &__maple_sb_append_ascii (dread ref %_this, conststr ptr "null", constval i32 4)
    return (dread ref %_this)
  }
  dassign %chars 0 (iread ref <* <$Ljava_2Flang_2FString_3B>> 6 (dread ref %s))
  dassign %n 0 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %chars))
  call &__maple_sb_reserve (dread ref %_this, dread i32 %n)
  dassign %count 0 (iread i32 <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (iread ref <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %_this), add i32 (dread i32 %count, dread i32 %i)), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i)))
  }
  iassign <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this, add i32 (dread i32 %count, dread i32 %n))
  return (dread ref %_this)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FString_3B (dread ref %o) { dassign %s 0 }
  call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %_this, dread ref %s)
  return (dread ref %_this)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28I_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %v i32) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  var %buf <[16] u8>
  var %n i32
  callassigned &snprintf (addrof ptr %buf, constval u64 16, conststr ptr "%d", dread i32 %v) { dassign %n 0 }
  call &__maple_sb_append_ascii (dread ref %_this, addrof ptr %buf, dread i32 %n)
  return (dread ref %_this)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28J_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %v i64) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  var %buf <[24] u8>
  var %n i32
  callassigned &snprintf (addrof ptr %buf, constval u64 24, conststr ptr "%lld", dread i64 %v) { dassign %n 0 }
  call &__maple_sb_append_ascii (dread ref %_this, addrof ptr %buf, dread i32 %n)
  return (dread ref %_this)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28C_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %c u16) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  var %count i32
  call &__maple_sb_reserve (dread ref %_this, constval i32 1)
  dassign %count 0 (iread i32 <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this))
  iassign <* u16> 0 (array 1 ptr <* <[] u16>> (iread ref <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %_this), dread i32 %count), dread u16 %c)
  iassign <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this, add i32 (dread i32 %count, constval i32 1))
  return (dread ref %_this)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Z_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %b u1) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  if (ne u1 u32 (dread u32 %b, constval u32 0)) {
    call &__maple_sb_append_ascii (dread ref %_this, conststr ptr "true", constval i32 4)
  } else {
    call &__maple_sb_append_ascii (dread ref %_this, conststr ptr "false", constval i32 5)
  }
  return (dread ref %_this)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Clength_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>) i32 {
  return (iread i32 <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this))
}

func &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %n i32
  var %chars <* <[] u16>>
  var %i i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %n 0 (iread i32 <* <$Ljava_2Flang_2FStringBuilder_3B>> 6 (dread ref %_this))
  dassign %chars 0 (gcmallocjarray ref <[] u16> (dread i32 %n))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    iassign <* u16> 0 (array 1 ptr <* <[] u16>> (dread ref %chars, dread i32 %i), iread u16 <* u16> 0 (array 1 ptr <* <[] u16>> (iread ref <* <$Ljava_2Flang_2FStringBuilder_3B>> 5 (dread ref %_this), dread i32 %i)))
  }
  callassigned &__maple_string_of_chars (dread ref %chars) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28D_29Ljava_2Flang_2FStringBuilder_3B public virtual (var %_this <* <$Ljava_2Flang_2FStringBuilder_3B>>, var %v f64) <* <$Ljava_2Flang_2FStringBuilder_3B>> {
  var %buf <[40] u8>
  var %n i32
  callassigned &__maple_double_to_ascii (dread f64 %v, addrof ptr %buf) { dassign %n 0 }
  call &__maple_sb_append_ascii (dread ref %_this, addrof ptr %buf, dread i32 %n)
  return (dread ref %_this)
}

func &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FString_3B public static (var %v f64) <* <$Ljava_2Flang_2FString_3B>> {
  var %buf <[40] u8>
  var %n i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_double_to_ascii (dread f64 %v, addrof ptr %buf) { dassign %n 0 }
  callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %n) { dassign %s 0 }
  return (dread ref %s)
}
