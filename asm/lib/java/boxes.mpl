
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
