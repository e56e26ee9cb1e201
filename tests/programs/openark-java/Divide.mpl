# Divide.java (beside it) as jbc2mpl writes it: an integer division by a variable that is
# zero throws ArithmeticException("/ by zero") (Java's semantics; maple's `div` alone faults),
# caught by the caller's handler; division truncates toward zero.
flavor 1
srclang 3
id 65535
import "/home/someone/openarkcompiler/libjava-core/libjava-core.mplt"
entryfunc &LDivide_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V
type $LDivide_3B <class <$Ljava_2Flang_2FObject_3B> {
  &LDivide_3B_7Cdiv_7C_28II_29I static (i32, i32) i32,
  &LDivide_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (<* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void}>
javaclass $LDivide_3B <$LDivide_3B> public
func &LDivide_3B_7Cdiv_7C_28II_29I static (var %Reg0_I i32, var %Reg1_I i32) i32 {
  var %Reg2_I i32
  intrinsiccallwithtype <$LDivide_3B> JAVA_CLINIT_CHECK ()
  dassign %Reg2_I 0 (div i32 (dread i32 %Reg0_I, dread i32 %Reg1_I))
  return (dread i32 %Reg2_I)
}
func &LDivide_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (var %Reg2_R743 <* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void {
  var %out <* <$Ljava_2Fio_2FPrintStream_3B>>
  var %Reg0_I i32
  var %e <* <$Ljava_2Flang_2FArithmeticException_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>

  intrinsiccallwithtype <$LDivide_3B> JAVA_CLINIT_CHECK ()
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  dassign %out 0 (dread ref $Ljava_2Flang_2FSystem_3B_7Cout)
  try { @label2 }
  callassigned &LDivide_3B_7Cdiv_7C_28II_29I (constval i32 7, constval i32 2) { dassign %Reg0_I 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, dread i32 %Reg0_I) {}
  callassigned &LDivide_3B_7Cdiv_7C_28II_29I (constval i32 1, constval i32 0) { dassign %Reg0_I 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, dread i32 %Reg0_I) {}
  endtry
  goto @label3
@label2   catch { <* <$Ljava_2Flang_2FArithmeticException_3B>> }
  dassign %e 0 (regread ptr %%thrownval)
  virtualcallassigned &Ljava_2Flang_2FThrowable_3B_7CgetMessage_7C_28_29Ljava_2Flang_2FString_3B (dread ref %e) { dassign %s 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %out, dread ref %s) {}
@label3
  callassigned &LDivide_3B_7Cdiv_7C_28II_29I (constval i32 -9, constval i32 4) { dassign %Reg0_I 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, dread i32 %Reg0_I) {}
  return ()
}
