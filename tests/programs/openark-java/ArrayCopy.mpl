# ArrayCopy.java (beside it) as jbc2mpl writes it: int[] arrays, System.arraycopy of a range, then
# one past the source's end: ArrayIndexOutOfBoundsException escapes main (status 1; the JDK's
# message ends `for int[5]`, maple's `for length 5`).
flavor 1
srclang 3
import "/home/someone/openarkcompiler/libjava-core/libjava-core.mplt"
entryfunc &LArrayCopy_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V
type $LArrayCopy_3B <class <$Ljava_2Flang_2FObject_3B> {}>
javaclass $LArrayCopy_3B <$LArrayCopy_3B> public
func &LArrayCopy_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (var %args <* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void {
  var %a <* <[] i32>>
  var %b <* <[] i32>>
  var %i i32
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  dassign %a 0 (gcmallocjarray ref <[] i32> (constval i32 5))
  dassign %b 0 (gcmallocjarray ref <[] i32> (constval i32 5))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    iassign <* i32> 0 (array 1 ptr <* <[] i32>> (dread ref %a, dread i32 %i), mul i32 (dread i32 %i, constval i32 10))
  }
  call &Ljava_2Flang_2FSystem_3B_7Carraycopy_7C_28Ljava_2Flang_2FObject_3BILjava_2Flang_2FObject_3BII_29V (dread ref %a, constval i32 1, dread ref %b, constval i32 0, constval i32 3)
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    virtualcall &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref $Ljava_2Flang_2FSystem_3B_7Cout, iread i32 <* i32> 0 (array 1 ptr <* <[] i32>> (dread ref %b, dread i32 %i)))
  }
  call &Ljava_2Flang_2FSystem_3B_7Carraycopy_7C_28Ljava_2Flang_2FObject_3BILjava_2Flang_2FObject_3BII_29V (dread ref %a, constval i32 3, dread ref %b, constval i32 0, constval i32 5)
  return ()
}
