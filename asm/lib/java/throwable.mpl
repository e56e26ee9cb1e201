
# java.lang.Throwable with Android 10's five fields (a user exception's own fields are numbered
# after them: `class E extends Exception { int f; }` writes `f` as id 11).
type $Ljava_2Flang_2FThrowable_3B <class <$Ljava_2Flang_2FObject_3B> {
  @backtrace <* <$Ljava_2Flang_2FObject_3B>> private,
  @detailMessage <* <$Ljava_2Flang_2FString_3B>> private,
  @cause <* <$Ljava_2Flang_2FThrowable_3B>> private,
  @stackTrace <* <$Ljava_2Flang_2FObject_3B>> private,
  @suppressedExceptions <* <$Ljava_2Flang_2FObject_3B>> private,
  &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FThrowable_3B>>) void,
  &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FThrowable_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void,
  &Ljava_2Flang_2FThrowable_3B_7CgetMessage_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FThrowable_3B_7CgetLocalizedMessage_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FThrowable_3B_7CgetCause_7C_28_29Ljava_2Flang_2FThrowable_3B public virtual (<* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FThrowable_3B>>,
  &Ljava_2Flang_2FThrowable_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  &Ljava_2Flang_2FThrowable_3B_7CprintStackTrace_7C_28_29V public virtual (<* <$Ljava_2Flang_2FThrowable_3B>>) void}>
javaclass $Ljava_2Flang_2FThrowable_3B <$Ljava_2Flang_2FThrowable_3B> public

func &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>) void {
  return ()
}

func &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  iassign <* <$Ljava_2Flang_2FThrowable_3B>> 5 (dread ref %_this, dread ref %msg)
  return ()
}

func &Ljava_2Flang_2FThrowable_3B_7CgetMessage_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  return (iread ref <* <$Ljava_2Flang_2FThrowable_3B>> 5 (dread ref %_this))
}

func &Ljava_2Flang_2FThrowable_3B_7CgetLocalizedMessage_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  virtualcallassigned &Ljava_2Flang_2FThrowable_3B_7CgetMessage_7C_28_29Ljava_2Flang_2FString_3B (dread ref %_this) { dassign %s 0 }
  return (dread ref %s)
}

func &Ljava_2Flang_2FThrowable_3B_7CgetCause_7C_28_29Ljava_2Flang_2FThrowable_3B public virtual (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FThrowable_3B>> {
  return (iread ref <* <$Ljava_2Flang_2FThrowable_3B>> 6 (dread ref %_this))
}

# `java.lang.ArithmeticException: / by zero`, or the class name alone without a message.
func &Ljava_2Flang_2FThrowable_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %name <* <$Ljava_2Flang_2FString_3B>>
  var %msg <* <$Ljava_2Flang_2FString_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_class_name (dread ref %_this) { dassign %name 0 }
  virtualcallassigned &Ljava_2Flang_2FThrowable_3B_7CgetLocalizedMessage_7C_28_29Ljava_2Flang_2FString_3B (dread ref %_this) { dassign %msg 0 }
  if (eq u1 ptr (dread ptr %msg, constval ptr 0)) {
    return (dread ref %name)
  }
  callassigned &__maple_string_of_ascii (conststr ptr ": ", constval i32 2) { dassign %s 0 }
  callassigned &Ljava_2Flang_2FString_3B_7Cconcat_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FString_3B (dread ref %name, dread ref %s) { dassign %s 0 }
  callassigned &Ljava_2Flang_2FString_3B_7Cconcat_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FString_3B (dread ref %s, dread ref %msg) { dassign %s 0 }
  return (dread ref %s)
}

# The exception's text on System.err (maple records no stack trace to print under it).
func &Ljava_2Flang_2FThrowable_3B_7CprintStackTrace_7C_28_29V public virtual (var %_this <* <$Ljava_2Flang_2FThrowable_3B>>) void {
  var %s <* <$Ljava_2Flang_2FString_3B>>
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  virtualcallassigned &Ljava_2Flang_2FThrowable_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %_this) { dassign %s 0 }
  virtualcall &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V (dread ref $Ljava_2Flang_2FSystem_3B_7Cerr, dread ref %s)
  return ()
}

# The exceptions of java.lang and java.util: no fields of their own, the two constructors.
type $Ljava_2Flang_2FException_3B <class <$Ljava_2Flang_2FThrowable_3B> {
  &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FException_3B>>) void,
  &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FException_3B <$Ljava_2Flang_2FException_3B> public
func &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FException_3B>>) void {
  call &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FError_3B <class <$Ljava_2Flang_2FThrowable_3B> {
  &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FError_3B>>) void,
  &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FError_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FError_3B <$Ljava_2Flang_2FError_3B> public
func &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FError_3B>>) void {
  call &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FError_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FThrowable_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FRuntimeException_3B <class <$Ljava_2Flang_2FException_3B> {
  &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FRuntimeException_3B>>) void,
  &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FRuntimeException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FRuntimeException_3B <$Ljava_2Flang_2FRuntimeException_3B> public
func &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FRuntimeException_3B>>) void {
  call &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FRuntimeException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FInterruptedException_3B <class <$Ljava_2Flang_2FException_3B> {
  &Ljava_2Flang_2FInterruptedException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FInterruptedException_3B>>) void,
  &Ljava_2Flang_2FInterruptedException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FInterruptedException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FInterruptedException_3B <$Ljava_2Flang_2FInterruptedException_3B> public
func &Ljava_2Flang_2FInterruptedException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FInterruptedException_3B>>) void {
  call &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FInterruptedException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FInterruptedException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FCloneNotSupportedException_3B <class <$Ljava_2Flang_2FException_3B> {
  &Ljava_2Flang_2FCloneNotSupportedException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FCloneNotSupportedException_3B>>) void,
  &Ljava_2Flang_2FCloneNotSupportedException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FCloneNotSupportedException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FCloneNotSupportedException_3B <$Ljava_2Flang_2FCloneNotSupportedException_3B> public
func &Ljava_2Flang_2FCloneNotSupportedException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FCloneNotSupportedException_3B>>) void {
  call &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FCloneNotSupportedException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FCloneNotSupportedException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FArithmeticException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FArithmeticException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FArithmeticException_3B>>) void,
  &Ljava_2Flang_2FArithmeticException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FArithmeticException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FArithmeticException_3B <$Ljava_2Flang_2FArithmeticException_3B> public
func &Ljava_2Flang_2FArithmeticException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FArithmeticException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FArithmeticException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FArithmeticException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FNullPointerException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FNullPointerException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FNullPointerException_3B>>) void,
  &Ljava_2Flang_2FNullPointerException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FNullPointerException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FNullPointerException_3B <$Ljava_2Flang_2FNullPointerException_3B> public
func &Ljava_2Flang_2FNullPointerException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FNullPointerException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FNullPointerException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FNullPointerException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FClassCastException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FClassCastException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FClassCastException_3B>>) void,
  &Ljava_2Flang_2FClassCastException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FClassCastException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FClassCastException_3B <$Ljava_2Flang_2FClassCastException_3B> public
func &Ljava_2Flang_2FClassCastException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FClassCastException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FClassCastException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FClassCastException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FNegativeArraySizeException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FNegativeArraySizeException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FNegativeArraySizeException_3B>>) void,
  &Ljava_2Flang_2FNegativeArraySizeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FNegativeArraySizeException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FNegativeArraySizeException_3B <$Ljava_2Flang_2FNegativeArraySizeException_3B> public
func &Ljava_2Flang_2FNegativeArraySizeException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FNegativeArraySizeException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FNegativeArraySizeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FNegativeArraySizeException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FArrayStoreException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FArrayStoreException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FArrayStoreException_3B>>) void,
  &Ljava_2Flang_2FArrayStoreException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FArrayStoreException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FArrayStoreException_3B <$Ljava_2Flang_2FArrayStoreException_3B> public
func &Ljava_2Flang_2FArrayStoreException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FArrayStoreException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FArrayStoreException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FArrayStoreException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FIllegalArgumentException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FIllegalArgumentException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FIllegalArgumentException_3B>>) void,
  &Ljava_2Flang_2FIllegalArgumentException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FIllegalArgumentException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FIllegalArgumentException_3B <$Ljava_2Flang_2FIllegalArgumentException_3B> public
func &Ljava_2Flang_2FIllegalArgumentException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FIllegalArgumentException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FIllegalArgumentException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FIllegalArgumentException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FIllegalStateException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FIllegalStateException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FIllegalStateException_3B>>) void,
  &Ljava_2Flang_2FIllegalStateException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FIllegalStateException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FIllegalStateException_3B <$Ljava_2Flang_2FIllegalStateException_3B> public
func &Ljava_2Flang_2FIllegalStateException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FIllegalStateException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FIllegalStateException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FIllegalStateException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FUnsupportedOperationException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FUnsupportedOperationException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FUnsupportedOperationException_3B>>) void,
  &Ljava_2Flang_2FUnsupportedOperationException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FUnsupportedOperationException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FUnsupportedOperationException_3B <$Ljava_2Flang_2FUnsupportedOperationException_3B> public
func &Ljava_2Flang_2FUnsupportedOperationException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FUnsupportedOperationException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FUnsupportedOperationException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FUnsupportedOperationException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FIndexOutOfBoundsException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FIndexOutOfBoundsException_3B>>) void,
  &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FIndexOutOfBoundsException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FIndexOutOfBoundsException_3B <$Ljava_2Flang_2FIndexOutOfBoundsException_3B> public
func &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FIndexOutOfBoundsException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FIndexOutOfBoundsException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B <class <$Ljava_2Flang_2FIndexOutOfBoundsException_3B> {
  &Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>>) void,
  &Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B> public
func &Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>>) void {
  call &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FStringIndexOutOfBoundsException_3B <class <$Ljava_2Flang_2FIndexOutOfBoundsException_3B> {
  &Ljava_2Flang_2FStringIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B>>) void,
  &Ljava_2Flang_2FStringIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FStringIndexOutOfBoundsException_3B <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B> public
func &Ljava_2Flang_2FStringIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B>>) void {
  call &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FStringIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FStringIndexOutOfBoundsException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FNumberFormatException_3B <class <$Ljava_2Flang_2FIllegalArgumentException_3B> {
  &Ljava_2Flang_2FNumberFormatException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FNumberFormatException_3B>>) void,
  &Ljava_2Flang_2FNumberFormatException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FNumberFormatException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FNumberFormatException_3B <$Ljava_2Flang_2FNumberFormatException_3B> public
func &Ljava_2Flang_2FNumberFormatException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FNumberFormatException_3B>>) void {
  call &Ljava_2Flang_2FIllegalArgumentException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FNumberFormatException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FNumberFormatException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FIllegalArgumentException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Futil_2FNoSuchElementException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Futil_2FNoSuchElementException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Futil_2FNoSuchElementException_3B>>) void,
  &Ljava_2Futil_2FNoSuchElementException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Futil_2FNoSuchElementException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Futil_2FNoSuchElementException_3B <$Ljava_2Futil_2FNoSuchElementException_3B> public
func &Ljava_2Futil_2FNoSuchElementException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Futil_2FNoSuchElementException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Futil_2FNoSuchElementException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Futil_2FNoSuchElementException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Futil_2FConcurrentModificationException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {
  &Ljava_2Futil_2FConcurrentModificationException_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Futil_2FConcurrentModificationException_3B>>) void,
  &Ljava_2Futil_2FConcurrentModificationException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Futil_2FConcurrentModificationException_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Futil_2FConcurrentModificationException_3B <$Ljava_2Futil_2FConcurrentModificationException_3B> public
func &Ljava_2Futil_2FConcurrentModificationException_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Futil_2FConcurrentModificationException_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Futil_2FConcurrentModificationException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Futil_2FConcurrentModificationException_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FRuntimeException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FAssertionError_3B <class <$Ljava_2Flang_2FError_3B> {
  &Ljava_2Flang_2FAssertionError_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FAssertionError_3B>>) void,
  &Ljava_2Flang_2FAssertionError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FAssertionError_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FAssertionError_3B <$Ljava_2Flang_2FAssertionError_3B> public
func &Ljava_2Flang_2FAssertionError_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FAssertionError_3B>>) void {
  call &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FAssertionError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FAssertionError_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FOutOfMemoryError_3B <class <$Ljava_2Flang_2FError_3B> {
  &Ljava_2Flang_2FOutOfMemoryError_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FOutOfMemoryError_3B>>) void,
  &Ljava_2Flang_2FOutOfMemoryError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FOutOfMemoryError_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FOutOfMemoryError_3B <$Ljava_2Flang_2FOutOfMemoryError_3B> public
func &Ljava_2Flang_2FOutOfMemoryError_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FOutOfMemoryError_3B>>) void {
  call &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FOutOfMemoryError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FOutOfMemoryError_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}
type $Ljava_2Flang_2FStackOverflowError_3B <class <$Ljava_2Flang_2FError_3B> {
  &Ljava_2Flang_2FStackOverflowError_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FStackOverflowError_3B>>) void,
  &Ljava_2Flang_2FStackOverflowError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (<* <$Ljava_2Flang_2FStackOverflowError_3B>>, <* <$Ljava_2Flang_2FString_3B>>) void}>
javaclass $Ljava_2Flang_2FStackOverflowError_3B <$Ljava_2Flang_2FStackOverflowError_3B> public
func &Ljava_2Flang_2FStackOverflowError_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FStackOverflowError_3B>>) void {
  call &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}
func &Ljava_2Flang_2FStackOverflowError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FStackOverflowError_3B>>, var %msg <* <$Ljava_2Flang_2FString_3B>>) void {
  call &Ljava_2Flang_2FError_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %_this, dread ref %msg)
  return ()
}

# A checked cast (`JAVA_CHECK_CAST`, see asm/src/java/mod.rs): null and instances pass.
func &__maple_check_cast (var %obj ref, var %is_instance u1) ref {
  var %e <* <$Ljava_2Flang_2FClassCastException_3B>>
  if (lior u1 (eq u1 ptr (dread ref %obj, constval ptr 0), ne u1 u32 (dread u32 %is_instance, constval u32 0))) {
    return (dread ref %obj)
  }
  dassign %e 0 (gcmalloc ref <$Ljava_2Flang_2FClassCastException_3B>)
  call &Ljava_2Flang_2FClassCastException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %e)
  throw (dread ref %e)
}

# An integer division by zero (see asm/src/java/divide.rs): `/ by zero`, as the JDK's.
func &__maple_throw_arithmetic () void {
  var %e <* <$Ljava_2Flang_2FArithmeticException_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  callassigned &__maple_string_of_ascii (conststr ptr "/ by zero", constval i32 9) { dassign %s 0 }
  dassign %e 0 (gcmalloc ref <$Ljava_2Flang_2FArithmeticException_3B>)
  call &Ljava_2Flang_2FArithmeticException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %e, dread ref %s)
  throw (dread ref %e)
}
