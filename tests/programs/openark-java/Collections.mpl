# Collections.java (beside it) as jbc2mpl writes it: java.util.HashMap with keys and values
# of every box (its toString in the JDK's table order, through a resize), and String's
# trim, substring, indexOf, toUpperCase, startsWith, compareTo.
flavor 1
srclang 3
id 65535
import "/home/someone/openarkcompiler/libjava-core/libjava-core.mplt"
entryfunc &LCollections_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V
type $LCollections_3B <class <$Ljava_2Flang_2FObject_3B> {
  &LCollections_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (<* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void}>
javaclass $LCollections_3B <$LCollections_3B> public
var $_C_STR_6f006e006500 fstatic <[3] u64> readonly = [0, 0x700000000, 0x656e6f0001ae66]
var $_C_STR_740077006f00 fstatic <[3] u64> readonly = [0, 0x700000000, 0x6f77740001c24c]
var $_C_STR_74006800720065006500 fstatic <[4] u64> readonly = [0, 0xb00000000, 0x657268740693a59e, 101]
var $_C_STR_6e006f006e006500 fstatic <[3] u64> readonly = [0, 0x900000000, 0x656e6f6e0033af38]
var $_C_STR_f53ede4566c5fca3d69105033a59341b fstatic <[5] u64> readonly = [0, 0x2100000000, 0x654820203f0a4e8c, 0x726f57202c6f6c6c, 0x2020646c]
var $_C_STR_57006f0072006c006400 fstatic <[4] u64> readonly = [0, 0xb00000000, 0x6c726f5704fe2b72, 100]
var $_C_STR_480065006c006c00 fstatic <[3] u64> readonly = [0, 0x900000000, 0x6c6c65480022435d]
var $_C_STR_480065006c007000 fstatic <[3] u64> readonly = [0, 0x900000000, 0x706c654800224361]
var $_C_STR_7c00 fstatic <[3] u64> readonly = [0, 0x300000000, 0x7c0000007c]
func &LCollections_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (var %Reg2_R743 <* <[] <* <$Ljava_2Flang_2FString_3B>>>>) void {
  var %m <* <$Ljava_2Futil_2FHashMap_3B>>
  var %out <* <$Ljava_2Fio_2FPrintStream_3B>>
  var %k <* <$Ljava_2Flang_2FObject_3B>>
  var %v <* <$Ljava_2Flang_2FObject_3B>>
  var %r <* <$Ljava_2Flang_2FObject_3B>>
  var %n i32
  var %z u1
  var %i i32
  var %s <* <$Ljava_2Flang_2FString_3B>>
  var %t <* <$Ljava_2Flang_2FString_3B>>
  var %b <* <$Ljava_2Flang_2FString_3B>>
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>

  intrinsiccallwithtype <$LCollections_3B> JAVA_CLINIT_CHECK ()
  intrinsiccallwithtype <$Ljava_2Futil_2FHashMap_3B> JAVA_CLINIT_CHECK ()
  dassign %m 0 (gcmalloc ref <$Ljava_2Futil_2FHashMap_3B>)
  callassigned &Ljava_2Futil_2FHashMap_3B_7C_3Cinit_3E_7C_28_29V (dread ref %m) {}
  intrinsiccallwithtype <$Ljava_2Flang_2FSystem_3B> JAVA_CLINIT_CHECK ()
  dassign %out 0 (dread ref $Ljava_2Flang_2FSystem_3B_7Cout)
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6f006e006500) { dassign %k 0 }
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (constval i32 1) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_740077006f00) { dassign %k 0 }
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (constval i32 2) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  callassigned &Ljava_2Flang_2FLong_3B_7CvalueOf_7C_28J_29Ljava_2Flang_2FLong_3B (constval i64 40000000000) { dassign %k 0 }
  callassigned &Ljava_2Flang_2FBoolean_3B_7CvalueOf_7C_28Z_29Ljava_2Flang_2FBoolean_3B (constval u1 1) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  callassigned &Ljava_2Flang_2FCharacter_3B_7CvalueOf_7C_28C_29Ljava_2Flang_2FCharacter_3B (constval u16 122) { dassign %k 0 }
  callassigned &Ljava_2Flang_2FDouble_3B_7CvalueOf_7C_28D_29Ljava_2Flang_2FDouble_3B (constval f64 2.5) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6f006e006500) { dassign %k 0 }
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (constval i32 11) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %m) {}
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Csize_7C_28_29I (dread ref %m) { dassign %n 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28I_29V (dread ref %out, dread i32 %n) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6f006e006500) { dassign %k 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cget_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k) { dassign %r 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %r) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_74006800720065006500) { dassign %k 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7CcontainsKey_7C_28Ljava_2Flang_2FObject_3B_29Z (dread ref %m, dread ref %k) { dassign %z 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Z_29V (dread ref %out, dread u1 %z) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_6e006f006e006500) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7CgetOrDefault_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %r) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_740077006f00) { dassign %k 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cremove_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k) { dassign %r 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %m) {}
  dassign %i 0 (constval i32 0)
@label0
  brfalse @label1 (lt u1 i32 (dread i32 %i, constval i32 20))
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (mul i32 (dread i32 %i, constval i32 7)) { dassign %k 0 }
  callassigned &Ljava_2Flang_2FInteger_3B_7CvalueOf_7C_28I_29Ljava_2Flang_2FInteger_3B (dread i32 %i) { dassign %v 0 }
  virtualcallassigned &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B (dread ref %m, dread ref %k, dread ref %v) { dassign %r 0 }
  dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  goto @label0
@label1
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FObject_3B_29V (dread ref %out, dread ref %m) {}
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_f53ede4566c5fca3d69105033a59341b) { dassign %s 0 }
  virtualcallassigned &Ljava_2Flang_2FString_3B_7Ctrim_7C_28_29Ljava_2Flang_2FString_3B (dread ref %s) { dassign %s 0 }
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb) {}
  virtualcallassigned &Ljava_2Flang_2FString_3B_7Csubstring_7C_28I_29Ljava_2Flang_2FString_3B (dread ref %s, constval i32 7) { dassign %t 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %t) { dassign %sb 0 }
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_7c00) { dassign %b 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %b) { dassign %sb 0 }
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_57006f0072006c006400) { dassign %t 0 }
  virtualcallassigned &Ljava_2Flang_2FString_3B_7CindexOf_7C_28Ljava_2Flang_2FString_3B_29I (dread ref %s, dread ref %t) { dassign %n 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28I_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread i32 %n) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %b) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FString_3B_7CtoUpperCase_7C_28_29Ljava_2Flang_2FString_3B (dread ref %s) { dassign %t 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %t) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %b) { dassign %sb 0 }
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_480065006c006c00) { dassign %t 0 }
  virtualcallassigned &Ljava_2Flang_2FString_3B_7CstartsWith_7C_28Ljava_2Flang_2FString_3B_29Z (dread ref %s, dread ref %t) { dassign %z 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Z_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread u1 %z) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FString_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %b) { dassign %sb 0 }
  callassigned &MCC_GetOrInsertLiteral (addrof ptr $_C_STR_480065006c007000) { dassign %t 0 }
  virtualcallassigned &Ljava_2Flang_2FString_3B_7CcompareTo_7C_28Ljava_2Flang_2FString_3B_29I (dread ref %s, dread ref %t) { dassign %n 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28I_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread i32 %n) { dassign %sb 0 }
  virtualcallassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %t 0 }
  virtualcallassigned &Ljava_2Fio_2FPrintStream_3B_7Cprintln_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %out, dread ref %t) {}
  return ()
}
