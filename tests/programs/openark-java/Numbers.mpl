# Numbers.java (beside it) as jbc2mpl writes it: a double[] filled by JAVA_FILL_NEW_ARRAY's
# lowering (gcmallocjarray and stores), println(double) as Java's Double.toString prints, Math,
# string concatenation through StringBuilder, and an exception that escapes main: reported
# on stderr as the JVM reports it, exit status 1.
flavor 1
srclang 3
id 65535
import "/home/someone/openarkcompiler/libjava-core/libjava-core.mplt"
entryfunc &LNumbers_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V
type $LNumbers_3B <class <$Ljava_2Flang_2FObject_3B> {
  &LNumbers_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (<* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void}>
javaclass $LNumbers_3B <$LNumbers_3B> public
var $_C_STR_700069003d00 fstatic <[3] u64> readonly = [0, 0x700000000, 0x3d69700001b164]
var $_C_STR_6e006f0020006d006f0072006500 fstatic <[4] u64> readonly = [0, 0xf00000000, 0x6d206f6e7a4d8e54, 0x65726f]
func &LNumbers_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (var %Reg2_R743 <* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void {
  var %ds <* <[] f64>>
  var %i i32
  var %out <* <$Ljava_2Fio_2FPrintStream_3B>>
  var %Reg0_D f64
  var %Reg0_I i32
  var %Reg1_I i32
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %e <* <$Ljava_2Flang_2FArithmeticException_3B>>

  intrinsiccallwithtype <$LNumbers_3B> JAVA_CLINIT_CHECK ()
  dassign %ds 0 (gcmallocjarray ref <[] f64> (constval i32 10))
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 0), add f64 (constval f64 0.1, constval f64 0.2))
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 1), constval f64 100.0)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 2), constval f64 1e7)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 3), constval f64 1.0e-4)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 4), constval f64 0.001)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 5), constval f64 3.14159)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 6), constval f64 -2.5)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 7), div f64 (constval f64 1.0, constval f64 3.0))
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 8), constval f64 123456789.0)
  iassign <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, constval i32 9), constval f64 0.0)
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  dassign %out 0 (dread ref $Ljava_2Flang_2FSystem_3B_7Cout)
  dassign %i 0 (constval i32 0)
@label0
  brfalse @label1 (lt u1 i32 (dread i32 %i, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %ds)))
  dassign %Reg0_D 0 (iread f64 <* f64> 0 (array 1 ptr <* <[] f64>> (dread ref %ds, dread i32 %i)))
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28D_29V (dread ref %out, dread f64 %Reg0_D) {}
  dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  goto @label0
@label1
  intrinsiccallwithtype <$Ljava_2Flang_2FMath_3B> JAVA_CLINIT_CHECK ()
  callassigned &Ljava_2Flang_2FMath_3B_7Csqrt_7C_28D_29D (constval f64 2.0) { dassign %Reg0_D 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28D_29V (dread ref %out, dread f64 %Reg0_D) {}
  callassigned &Ljava_2Flang_2FMath_3B_7Cmax_7C_28II_29I (constval i32 3, constval i32 7) { dassign %Reg0_I 0 }
  callassigned &Ljava_2Flang_2FMath_3B_7Cabs_7C_28I_29I (constval i32 -4) { dassign %Reg1_I 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, add i32 (dread i32 %Reg0_I, dread i32 %Reg1_I)) {}
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_700069003d00) { dassign %s 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %s) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28D_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, constval f64 3.25) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %s 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %out, dread ref %s) {}
  intrinsiccallwithtype <$Ljava_2Flang_2FArithmeticException_3B> JAVA_CLINIT_CHECK ()
  dassign %e 0 (gcmalloc ref <$Ljava_2Flang_2FArithmeticException_3B>)
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6e006f0020006d006f0072006500) { dassign %s 0 }
  callassigned &Ljava_2Flang_2FArithmeticException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %e, dread ref %s) {}
  throw (dread ref %e)
}
