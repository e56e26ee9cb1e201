
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
