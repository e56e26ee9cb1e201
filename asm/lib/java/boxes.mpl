
# java.lang.Number and the boxes. Integer.valueOf caches -128 .. 127 as the JDK does, so `==`
# of small boxed values holds.
type $Ljava_2Flang_2FNumber_3B <class <$Ljava_2Flang_2FObject_3B> {
  &Ljava_2Flang_2FNumber_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FNumber_3B>>) void}>
javaclass $Ljava_2Flang_2FNumber_3B <$Ljava_2Flang_2FNumber_3B> public abstract
func &Ljava_2Flang_2FNumber_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FNumber_3B>>) void {
  return ()
}

type $Ljava_2Flang_2FInteger_3B <class <$Ljava_2Flang_2FNumber_3B> {
  @value i32 private final,
  &Ljava_2Flang_2FInteger_3B_7C_3Cinit_3E_7C_28I_29V public constructor (<* <$Ljava_2Flang_2FInteger_3B>>, i32) void,
  &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B public static (<* <$Ljava_2Flang_2FInteger_3B>>) <* <$Ljava_2Flang_2FInteger_3B>>,
  &Ljava_2Flang_2FInteger_3B_7CintValue_7C_28_29I public virtual (<* <$Ljava_2Flang_2FInteger_3B>>) i32,
  &Ljava_2Flang_2FInteger_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FInteger_3B>>) i32,
  &Ljava_2Flang_2FInteger_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FInteger_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FInteger_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FInteger_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FInteger_3B_7CtoString_7C_28I_29Ljava_2Flang_2FString_3B public static (<* <$Ljava_2Flang_2FInteger_3B>>) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FInteger_3B <$Ljava_2Flang_2FInteger_3B> public final
var $__maple_integer_cache <[256] <* <$Ljava_2Flang_2FInteger_3B>>>

func &Ljava_2Flang_2FInteger_3B_7C_3Cinit_3E_7C_28I_29V public constructor (var %_this <* <$Ljava_2Flang_2FInteger_3B>>, var %v i32) void {
  iassign <* <$Ljava_2Flang_2FInteger_3B>> 5 (dread ref %_this, dread i32 %v)
  return ()
}

func &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B public static (var %v i32) <* <$Ljava_2Flang_2FInteger_3B>> {
  var %box <* <$Ljava_2Flang_2FInteger_3B>>
  var %slot ptr
  if (land u1 (ge u1 i32 (dread i32 %v, constval i32 -128), le u1 i32 (dread i32 %v, constval i32 127))) {
    dassign %slot 0 (array 0 ptr <* <[256] <* <$Ljava_2Flang_2FInteger_3B>>>> (addrof ptr $__maple_integer_cache, add i32 (dread i32 %v, constval i32 128)))
    dassign %box 0 (iread ref <* ref> 0 (dread ptr %slot))
    if (eq u1 ptr (dread ref %box, constval ptr 0)) {
      dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FInteger_3B>)
      call &Ljava_2Flang_2FInteger_3B_7C_3Cinit_3E_7C_28I_29V (dread ref %box, dread i32 %v)
      iassign <* ref> 0 (dread ptr %slot, dread ref %box)
    }
    return (dread ref %box)
  }
  dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FInteger_3B>)
  call &Ljava_2Flang_2FInteger_3B_7C_3Cinit_3E_7C_28I_29V (dread ref %box, dread i32 %v)
  return (dread ref %box)
}

func &Ljava_2Flang_2FInteger_3B_7CintValue_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FInteger_3B>>) i32 {
  return (iread i32 <* <$Ljava_2Flang_2FInteger_3B>> 5 (dread ref %_this))
}

func &Ljava_2Flang_2FInteger_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FInteger_3B>>) i32 {
  return (iread i32 <* <$Ljava_2Flang_2FInteger_3B>> 5 (dread ref %_this))
}

func &Ljava_2Flang_2FInteger_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FInteger_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  if (eq u1 u32 (intrinsicopwithtype u1 <* <$Ljava_2Flang_2FInteger_3B>> JAVA_INSTANCE_OF (dread ref %o), constval u32 0)) {
    return (constval u1 0)
  }
  return (eq u1 i32 (iread i32 <* <$Ljava_2Flang_2FInteger_3B>> 5 (dread ref %_this), iread i32 <* <$Ljava_2Flang_2FInteger_3B>> 5 (dread ref %o)))
}

func &Ljava_2Flang_2FInteger_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FInteger_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FString_3B (iread i32 <* <$Ljava_2Flang_2FInteger_3B>> 5 (dread ref %_this)) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FInteger_3B_7CtoString_7C_28I_29Ljava_2Flang_2FString_3B public static (var %v i32) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FString_3B (dread i32 %v) { dassign %s 0 }
  return (dread ref %s)
}

# java.lang.Math: the integer and double functions ordinary code calls.
func &pow (var %x f64, var %y f64) f64
type $Ljava_2Flang_2FMath_3B <class <$Ljava_2Flang_2FObject_3B> {
  &Ljava_2Flang_2FMath_3B_7Cabs_7C_28I_29I public static (i32) i32,
  &Ljava_2Flang_2FMath_3B_7Cabs_7C_28J_29J public static (i64) i64,
  &Ljava_2Flang_2FMath_3B_7Cabs_7C_28D_29D public static (f64) f64,
  &Ljava_2Flang_2FMath_3B_7Cmax_7C_28II_29I public static (i32, i32) i32,
  &Ljava_2Flang_2FMath_3B_7Cmin_7C_28II_29I public static (i32, i32) i32,
  &Ljava_2Flang_2FMath_3B_7Cmax_7C_28JJ_29J public static (i64, i64) i64,
  &Ljava_2Flang_2FMath_3B_7Cmin_7C_28JJ_29J public static (i64, i64) i64,
  &Ljava_2Flang_2FMath_3B_7Csqrt_7C_28D_29D public static (f64) f64,
  &Ljava_2Flang_2FMath_3B_7Cpow_7C_28DD_29D public static (f64, f64) f64}>
javaclass $Ljava_2Flang_2FMath_3B <$Ljava_2Flang_2FMath_3B> public final
func &Ljava_2Flang_2FMath_3B_7Cabs_7C_28I_29I public static (var %a i32) i32 {
  return (abs i32 (dread i32 %a))
}
func &Ljava_2Flang_2FMath_3B_7Cabs_7C_28J_29J public static (var %a i64) i64 {
  return (abs i64 (dread i64 %a))
}
func &Ljava_2Flang_2FMath_3B_7Cabs_7C_28D_29D public static (var %a f64) f64 {
  return (abs f64 (dread f64 %a))
}
func &Ljava_2Flang_2FMath_3B_7Cmax_7C_28II_29I public static (var %a i32, var %b i32) i32 {
  return (max i32 (dread i32 %a, dread i32 %b))
}
func &Ljava_2Flang_2FMath_3B_7Cmin_7C_28II_29I public static (var %a i32, var %b i32) i32 {
  return (min i32 (dread i32 %a, dread i32 %b))
}
func &Ljava_2Flang_2FMath_3B_7Cmax_7C_28JJ_29J public static (var %a i64, var %b i64) i64 {
  return (max i64 (dread i64 %a, dread i64 %b))
}
func &Ljava_2Flang_2FMath_3B_7Cmin_7C_28JJ_29J public static (var %a i64, var %b i64) i64 {
  return (min i64 (dread i64 %a, dread i64 %b))
}
func &Ljava_2Flang_2FMath_3B_7Csqrt_7C_28D_29D public static (var %a f64) f64 {
  return (sqrt f64 (dread f64 %a))
}
func &Ljava_2Flang_2FMath_3B_7Cpow_7C_28DD_29D public static (var %a f64, var %b f64) f64 {
  var %r f64
  callassigned &pow (dread f64 %a, dread f64 %b) { dassign %r 0 }
  return (dread f64 %r)
}

# The other boxes: valueOf (cached as the JDK caches them), the value, equals, hashCode and
# toString as the JDK defines them.
type $Ljava_2Flang_2FBoolean_3B <class <$Ljava_2Flang_2FObject_3B> {
  @value u1 private final,
  &Ljava_2Flang_2FBoolean_3B_7C_3Cinit_3E_7C_28Z_29V public constructor (<* <$Ljava_2Flang_2FBoolean_3B>>, u1) void,
  &Ljava_2Flang_2FBoolean_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FBoolean_3B public static (u1) <* <$Ljava_2Flang_2FBoolean_3B>>,
  &Ljava_2Flang_2FBoolean_3B_7CbooleanValue_7C_28_29Z public virtual (<* <$Ljava_2Flang_2FBoolean_3B>>) u1,
  &Ljava_2Flang_2FBoolean_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FBoolean_3B>>) i32,
  &Ljava_2Flang_2FBoolean_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FBoolean_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FBoolean_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FBoolean_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FBoolean_3B_7CtoString_7C_28Z_29Ljava_2Flang_2FString_3B public static (u1) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FBoolean_3B <$Ljava_2Flang_2FBoolean_3B> public final
func &Ljava_2Flang_2FBoolean_3B_7C_3Cinit_3E_7C_28Z_29V public constructor (var %_this <* <$Ljava_2Flang_2FBoolean_3B>>, var %v u1) void {
  iassign <* <$Ljava_2Flang_2FBoolean_3B>> 4 (dread ref %_this, dread u1 %v)
  return ()
}
func &Ljava_2Flang_2FBoolean_3B_7CbooleanValue_7C_28_29Z public virtual (var %_this <* <$Ljava_2Flang_2FBoolean_3B>>) u1 {
  return (iread u1 <* <$Ljava_2Flang_2FBoolean_3B>> 4 (dread ref %_this))
}
func &Ljava_2Flang_2FBoolean_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FBoolean_3B>>) i32 {
  var %v u1
  dassign %v 0 (iread u1 <* <$Ljava_2Flang_2FBoolean_3B>> 4 (dread ref %_this))
  return (select i32 (ne u1 u32 (dread u32 %v, constval u32 0), constval i32 1231, constval i32 1237))
}
func &Ljava_2Flang_2FBoolean_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FBoolean_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  if (eq u1 u32 (intrinsicopwithtype u1 <* <$Ljava_2Flang_2FBoolean_3B>> JAVA_INSTANCE_OF (dread ref %o), constval u32 0)) {
    return (constval u1 0)
  }
  return (eq u1 u1 (iread u1 <* <$Ljava_2Flang_2FBoolean_3B>> 4 (dread ref %_this), iread u1 <* <$Ljava_2Flang_2FBoolean_3B>> 4 (dread ref %o)))
}
func &Ljava_2Flang_2FBoolean_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FBoolean_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FString_3B (iread u1 <* <$Ljava_2Flang_2FBoolean_3B>> 4 (dread ref %_this)) { dassign %s 0 }
  return (dread ref %s)
}
func &Ljava_2Flang_2FBoolean_3B_7CtoString_7C_28Z_29Ljava_2Flang_2FString_3B public static (var %v u1) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FString_3B (dread u1 %v) { dassign %s 0 }
  return (dread ref %s)
}
var $__maple_cache.Ljava_2Flang_2FBoolean_3B <[2] <* <$Ljava_2Flang_2FBoolean_3B>>>
func &Ljava_2Flang_2FBoolean_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FBoolean_3B public static (var %v u1) <* <$Ljava_2Flang_2FBoolean_3B>> {
  var %box <* <$Ljava_2Flang_2FBoolean_3B>>
  var %slot ptr
  if (land u1 (ge u1 u32 (dread u1 %v, constval u32 0), le u1 u32 (dread u1 %v, constval u32 1))) {
    dassign %slot 0 (array 0 ptr <* <[2] <* <$Ljava_2Flang_2FBoolean_3B>>>> (addrof ptr $__maple_cache.Ljava_2Flang_2FBoolean_3B, sub i32 (dread u1 %v, constval i32 0)))
    dassign %box 0 (iread ref <* ref> 0 (dread ptr %slot))
    if (eq u1 ptr (dread ref %box, constval ptr 0)) {
      dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FBoolean_3B>)
      call &Ljava_2Flang_2FBoolean_3B_7C_3Cinit_3E_7C_28Z_29V (dread ref %box, dread u1 %v)
      iassign <* ref> 0 (dread ptr %slot, dread ref %box)
    }
    return (dread ref %box)
  }
  dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FBoolean_3B>)
  call &Ljava_2Flang_2FBoolean_3B_7C_3Cinit_3E_7C_28Z_29V (dread ref %box, dread u1 %v)
  return (dread ref %box)
}
type $Ljava_2Flang_2FCharacter_3B <class <$Ljava_2Flang_2FObject_3B> {
  @value u16 private final,
  &Ljava_2Flang_2FCharacter_3B_7C_3Cinit_3E_7C_28C_29V public constructor (<* <$Ljava_2Flang_2FCharacter_3B>>, u16) void,
  &Ljava_2Flang_2FCharacter_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FCharacter_3B public static (u16) <* <$Ljava_2Flang_2FCharacter_3B>>,
  &Ljava_2Flang_2FCharacter_3B_7CcharValue_7C_28_29C public virtual (<* <$Ljava_2Flang_2FCharacter_3B>>) u16,
  &Ljava_2Flang_2FCharacter_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FCharacter_3B>>) i32,
  &Ljava_2Flang_2FCharacter_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FCharacter_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FCharacter_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FCharacter_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FCharacter_3B_7CtoString_7C_28C_29Ljava_2Flang_2FString_3B public static (u16) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FCharacter_3B <$Ljava_2Flang_2FCharacter_3B> public final
func &Ljava_2Flang_2FCharacter_3B_7C_3Cinit_3E_7C_28C_29V public constructor (var %_this <* <$Ljava_2Flang_2FCharacter_3B>>, var %v u16) void {
  iassign <* <$Ljava_2Flang_2FCharacter_3B>> 4 (dread ref %_this, dread u16 %v)
  return ()
}
func &Ljava_2Flang_2FCharacter_3B_7CcharValue_7C_28_29C public virtual (var %_this <* <$Ljava_2Flang_2FCharacter_3B>>) u16 {
  return (iread u16 <* <$Ljava_2Flang_2FCharacter_3B>> 4 (dread ref %_this))
}
func &Ljava_2Flang_2FCharacter_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FCharacter_3B>>) i32 {
  var %v u16
  dassign %v 0 (iread u16 <* <$Ljava_2Flang_2FCharacter_3B>> 4 (dread ref %_this))
  return (cvt i32 u16 (dread u16 %v))
}
func &Ljava_2Flang_2FCharacter_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FCharacter_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  if (eq u1 u32 (intrinsicopwithtype u1 <* <$Ljava_2Flang_2FCharacter_3B>> JAVA_INSTANCE_OF (dread ref %o), constval u32 0)) {
    return (constval u1 0)
  }
  return (eq u1 u16 (iread u16 <* <$Ljava_2Flang_2FCharacter_3B>> 4 (dread ref %_this), iread u16 <* <$Ljava_2Flang_2FCharacter_3B>> 4 (dread ref %o)))
}
func &Ljava_2Flang_2FCharacter_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FCharacter_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FString_3B (iread u16 <* <$Ljava_2Flang_2FCharacter_3B>> 4 (dread ref %_this)) { dassign %s 0 }
  return (dread ref %s)
}
func &Ljava_2Flang_2FCharacter_3B_7CtoString_7C_28C_29Ljava_2Flang_2FString_3B public static (var %v u16) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FString_3B (dread u16 %v) { dassign %s 0 }
  return (dread ref %s)
}
var $__maple_cache.Ljava_2Flang_2FCharacter_3B <[128] <* <$Ljava_2Flang_2FCharacter_3B>>>
func &Ljava_2Flang_2FCharacter_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FCharacter_3B public static (var %v u16) <* <$Ljava_2Flang_2FCharacter_3B>> {
  var %box <* <$Ljava_2Flang_2FCharacter_3B>>
  var %slot ptr
  if (land u1 (ge u1 u32 (dread u16 %v, constval u32 0), le u1 u32 (dread u16 %v, constval u32 127))) {
    dassign %slot 0 (array 0 ptr <* <[128] <* <$Ljava_2Flang_2FCharacter_3B>>>> (addrof ptr $__maple_cache.Ljava_2Flang_2FCharacter_3B, sub i32 (dread u16 %v, constval i32 0)))
    dassign %box 0 (iread ref <* ref> 0 (dread ptr %slot))
    if (eq u1 ptr (dread ref %box, constval ptr 0)) {
      dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FCharacter_3B>)
      call &Ljava_2Flang_2FCharacter_3B_7C_3Cinit_3E_7C_28C_29V (dread ref %box, dread u16 %v)
      iassign <* ref> 0 (dread ptr %slot, dread ref %box)
    }
    return (dread ref %box)
  }
  dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FCharacter_3B>)
  call &Ljava_2Flang_2FCharacter_3B_7C_3Cinit_3E_7C_28C_29V (dread ref %box, dread u16 %v)
  return (dread ref %box)
}
type $Ljava_2Flang_2FLong_3B <class <$Ljava_2Flang_2FNumber_3B> {
  @value i64 private final,
  &Ljava_2Flang_2FLong_3B_7C_3Cinit_3E_7C_28J_29V public constructor (<* <$Ljava_2Flang_2FLong_3B>>, i64) void,
  &Ljava_2Flang_2FLong_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FLong_3B public static (i64) <* <$Ljava_2Flang_2FLong_3B>>,
  &Ljava_2Flang_2FLong_3B_7ClongValue_7C_28_29J public virtual (<* <$Ljava_2Flang_2FLong_3B>>) i64,
  &Ljava_2Flang_2FLong_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FLong_3B>>) i32,
  &Ljava_2Flang_2FLong_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FLong_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FLong_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FLong_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FLong_3B_7CtoString_7C_28J_29Ljava_2Flang_2FString_3B public static (i64) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FLong_3B <$Ljava_2Flang_2FLong_3B> public final
func &Ljava_2Flang_2FLong_3B_7C_3Cinit_3E_7C_28J_29V public constructor (var %_this <* <$Ljava_2Flang_2FLong_3B>>, var %v i64) void {
  iassign <* <$Ljava_2Flang_2FLong_3B>> 5 (dread ref %_this, dread i64 %v)
  return ()
}
func &Ljava_2Flang_2FLong_3B_7ClongValue_7C_28_29J public virtual (var %_this <* <$Ljava_2Flang_2FLong_3B>>) i64 {
  return (iread i64 <* <$Ljava_2Flang_2FLong_3B>> 5 (dread ref %_this))
}
func &Ljava_2Flang_2FLong_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FLong_3B>>) i32 {
  var %v i64
  dassign %v 0 (iread i64 <* <$Ljava_2Flang_2FLong_3B>> 5 (dread ref %_this))
  return (cvt i32 i64 (bxor i64 (dread i64 %v, lshr i64 (dread i64 %v, constval i32 32))))
}
func &Ljava_2Flang_2FLong_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FLong_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  if (eq u1 u32 (intrinsicopwithtype u1 <* <$Ljava_2Flang_2FLong_3B>> JAVA_INSTANCE_OF (dread ref %o), constval u32 0)) {
    return (constval u1 0)
  }
  return (eq u1 i64 (iread i64 <* <$Ljava_2Flang_2FLong_3B>> 5 (dread ref %_this), iread i64 <* <$Ljava_2Flang_2FLong_3B>> 5 (dread ref %o)))
}
func &Ljava_2Flang_2FLong_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FLong_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FString_3B (iread i64 <* <$Ljava_2Flang_2FLong_3B>> 5 (dread ref %_this)) { dassign %s 0 }
  return (dread ref %s)
}
func &Ljava_2Flang_2FLong_3B_7CtoString_7C_28J_29Ljava_2Flang_2FString_3B public static (var %v i64) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FString_3B (dread i64 %v) { dassign %s 0 }
  return (dread ref %s)
}
var $__maple_cache.Ljava_2Flang_2FLong_3B <[256] <* <$Ljava_2Flang_2FLong_3B>>>
func &Ljava_2Flang_2FLong_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FLong_3B public static (var %v i64) <* <$Ljava_2Flang_2FLong_3B>> {
  var %box <* <$Ljava_2Flang_2FLong_3B>>
  var %slot ptr
  if (land u1 (ge u1 i64 (dread i64 %v, constval i64 -128), le u1 i64 (dread i64 %v, constval i64 127))) {
    dassign %slot 0 (array 0 ptr <* <[256] <* <$Ljava_2Flang_2FLong_3B>>>> (addrof ptr $__maple_cache.Ljava_2Flang_2FLong_3B, cvt i32 i64 (sub i64 (dread i64 %v, constval i64 -128))))
    dassign %box 0 (iread ref <* ref> 0 (dread ptr %slot))
    if (eq u1 ptr (dread ref %box, constval ptr 0)) {
      dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FLong_3B>)
      call &Ljava_2Flang_2FLong_3B_7C_3Cinit_3E_7C_28J_29V (dread ref %box, dread i64 %v)
      iassign <* ref> 0 (dread ptr %slot, dread ref %box)
    }
    return (dread ref %box)
  }
  dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FLong_3B>)
  call &Ljava_2Flang_2FLong_3B_7C_3Cinit_3E_7C_28J_29V (dread ref %box, dread i64 %v)
  return (dread ref %box)
}
type $Ljava_2Flang_2FDouble_3B <class <$Ljava_2Flang_2FNumber_3B> {
  @value f64 private final,
  &Ljava_2Flang_2FDouble_3B_7C_3Cinit_3E_7C_28D_29V public constructor (<* <$Ljava_2Flang_2FDouble_3B>>, f64) void,
  &Ljava_2Flang_2FDouble_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FDouble_3B public static (f64) <* <$Ljava_2Flang_2FDouble_3B>>,
  &Ljava_2Flang_2FDouble_3B_7CdoubleValue_7C_28_29D public virtual (<* <$Ljava_2Flang_2FDouble_3B>>) f64,
  &Ljava_2Flang_2FDouble_3B_7ChashCode_7C_28_29I public virtual (<* <$Ljava_2Flang_2FDouble_3B>>) i32,
  &Ljava_2Flang_2FDouble_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Flang_2FDouble_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Flang_2FDouble_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FDouble_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FDouble_3B_7CtoString_7C_28D_29Ljava_2Flang_2FString_3B public static (f64) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Flang_2FDouble_3B <$Ljava_2Flang_2FDouble_3B> public final
func &Ljava_2Flang_2FDouble_3B_7C_3Cinit_3E_7C_28D_29V public constructor (var %_this <* <$Ljava_2Flang_2FDouble_3B>>, var %v f64) void {
  iassign <* <$Ljava_2Flang_2FDouble_3B>> 5 (dread ref %_this, dread f64 %v)
  return ()
}
func &Ljava_2Flang_2FDouble_3B_7CdoubleValue_7C_28_29D public virtual (var %_this <* <$Ljava_2Flang_2FDouble_3B>>) f64 {
  return (iread f64 <* <$Ljava_2Flang_2FDouble_3B>> 5 (dread ref %_this))
}
func &Ljava_2Flang_2FDouble_3B_7ChashCode_7C_28_29I public virtual (var %_this <* <$Ljava_2Flang_2FDouble_3B>>) i32 {
  var %v f64
  dassign %v 0 (iread f64 <* <$Ljava_2Flang_2FDouble_3B>> 5 (dread ref %_this))
  return (cvt i32 u64 (bxor u64 (retype u64 <u64> (dread f64 %v), lshr u64 (retype u64 <u64> (dread f64 %v), constval i32 32))))
}
func &Ljava_2Flang_2FDouble_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Flang_2FDouble_3B>>, var %o <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  if (eq u1 u32 (intrinsicopwithtype u1 <* <$Ljava_2Flang_2FDouble_3B>> JAVA_INSTANCE_OF (dread ref %o), constval u32 0)) {
    return (constval u1 0)
  }
  return (eq u1 u64 (retype u64 <u64> (iread f64 <* <$Ljava_2Flang_2FDouble_3B>> 5 (dread ref %_this)), retype u64 <u64> (iread f64 <* <$Ljava_2Flang_2FDouble_3B>> 5 (dread ref %o))))
}
func &Ljava_2Flang_2FDouble_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FDouble_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FString_3B (iread f64 <* <$Ljava_2Flang_2FDouble_3B>> 5 (dread ref %_this)) { dassign %s 0 }
  return (dread ref %s)
}
func &Ljava_2Flang_2FDouble_3B_7CtoString_7C_28D_29Ljava_2Flang_2FString_3B public static (var %v f64) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &Ljava_2Flang_2FString_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FString_3B (dread f64 %v) { dassign %s 0 }
  return (dread ref %s)
}
func &Ljava_2Flang_2FDouble_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FDouble_3B public static (var %v f64) <* <$Ljava_2Flang_2FDouble_3B>> {
  var %box <* <$Ljava_2Flang_2FDouble_3B>>
  dassign %box 0 (gcmalloc ref <$Ljava_2Flang_2FDouble_3B>)
  call &Ljava_2Flang_2FDouble_3B_7C_3Cinit_3E_7C_28D_29V (dread ref %box, dread f64 %v)
  return (dread ref %box)
}
