# Library.java (beside it) as jbc2mpl writes it: the module imports the Java core library's
# interface, each static method starts with its class's JAVA_CLINIT_CHECK, string constants
# are literal images read through MCC_GetOrInsertLiteral, calls name mangled methods. The
# class type is written here as text (jbc2mpl puts it in Library.mplt).
flavor 1
srclang 3
id 65535
import "/home/someone/openarkcompiler/libjava-core/libjava-core.mplt"
entryfunc &LLibrary_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V
type $LLibrary_3B <class <$Ljava_2Flang_2FObject_3B> {
  &LLibrary_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (<* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void}>
javaclass $LLibrary_3B <$LLibrary_3B> public
var $_C_STR_6e003d00 fstatic <[3] u64> readonly = [0, 0x500000000, 0x3d6e00000d8f]
var $_C_STR_6800e9006c006c006f00 fstatic <[4] u64> readonly = [0, 0xa00000000, 0xe90068062519ce, 0x6f006c006c]
var $_C_STR_7800 fstatic <[3] u64> readonly = [0, 0x300000000, 0x7800000078]
var $_C_STR_da15a89287f31efeded19ff27836908e fstatic <[4] u64> readonly = [0, 0x1300000000, 0x2064616205997cb6, 0x6574617473]
func &LLibrary_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (var %Reg2_R743 <* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void {
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %out <* <$Ljava_2Fio_2FPrintStream_3B>>
  var %str <* <$Ljava_2Flang_2FString_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %Reg0_I i32
  var %a <* <$Ljava_2Flang_2FInteger_3B>>
  var %b <* <$Ljava_2Flang_2FInteger_3B>>
  var %l <* <$Ljava_2Futil_2FArrayList_3B>>
  var %Reg0_Z u1
  var %e <* <$Ljava_2Flang_2FIllegalStateException_3B>>
  var %caught <* <$Ljava_2Flang_2FRuntimeException_3B>>

  intrinsiccallwithtype <$LLibrary_3B> JAVA_CLINIT_CHECK ()
  intrinsiccallwithtype <$Ljava_2Flang_2FStringBuilder_3B> JAVA_CLINIT_CHECK ()
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6e003d00) { dassign %str 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %str) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28I_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, constval i32 42) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28C_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, constval u16 32) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Z_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, constval u1 1) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %s 0 }
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  dassign %out 0 (dread ref $Ljava_2Flang_2FSystem_3B_7Cout)
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %out, dread ref %s) {}

  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6800e9006c006c006f00) { dassign %s 0 }
  virtualcallassigned &Ljava_2Flang_2FString_3B_7Clength_7C_28_29I (dread ref %s) { dassign %Reg0_I 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, dread i32 %Reg0_I) {}
  virtualcallassigned &Ljava_2Flang_2FString_3B_7ChashCode_7C_28_29I (dread ref %s) { dassign %Reg0_I 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, dread i32 %Reg0_I) {}
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %out, dread ref %s) {}

  intrinsiccallwithtype <$Ljava_2Flang_2FInteger_3B> JAVA_CLINIT_CHECK ()
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (constval i32 100) { dassign %a 0 }
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (constval i32 100) { dassign %b 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Z_29V (dread ref %out, eq u1 ptr (dread ref %a, dread ref %b)) {}

  intrinsiccallwithtype <$Ljava_2Futil_2FArrayList_3B> JAVA_CLINIT_CHECK ()
  dassign %l 0 (gcmalloc ref <$Ljava_2Futil_2FArrayList_3B>)
  callassigned &Ljava_2Futil_2FArrayList_3B_7C_3Cinit_3E_7C_28_29V (dread ref %l) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_7800) { dassign %s 0 }
  virtualcallassigned &Ljava_2Futil_2FArrayList_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z (dread ref %l, dread ref %s) { dassign %Reg0_Z 0 }
  virtualcallassigned &Ljava_2Futil_2FArrayList_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z (dread ref %l, dread ref %a) { dassign %Reg0_Z 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %l) {}

  try { @handler }
  intrinsiccallwithtype <$Ljava_2Flang_2FIllegalStateException_3B> JAVA_CLINIT_CHECK ()
  dassign %e 0 (gcmalloc ref <$Ljava_2Flang_2FIllegalStateException_3B>)
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_da15a89287f31efeded19ff27836908e) { dassign %s 0 }
  callassigned &Ljava_2Flang_2FIllegalStateException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %e, dread ref %s) {}
  throw (dread ref %e)
  endtry
@handler   catch { <* <$Ljava_2Flang_2FRuntimeException_3B>> }
  dassign %caught 0 (regread ptr %%thrownval)
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %caught) {}
  return ()
}
