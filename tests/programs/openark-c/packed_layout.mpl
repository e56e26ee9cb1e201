# C's #pragma pack(1) with bitfields that straddle bytes, an over-aligned struct passed by a
# pointer that carries the pointee's alignment, and a flexible array member indexed past its
# one declared element: written the way hir2mpl writes packed_layout.c.
flavor 1
srclang 1
id 65535
numfuncs 5
entryfunc &main
fileinfo {
  @INFO_filename "./packed_layout.ast"}
srcfileinfo {
  2 "packed_layout.c",
  3 "/usr/include/stdio.h",
  4 "/usr/include/stdlib.h",
  5 "/usr/include/string.h"}
type $hdr <struct pack(1) {
  @ver u8,
  @len i32 align(4),
  @flags:3 u32 align(4),
  @seq:30 u32 align(4),
  @tail i16 align(2)}>
type $line <struct align(16) {
  @tag i8,
  @val i32 align(4)}>
type $flex <struct {
  @n i32 align(4),
  @data <[1] i32 incomplete_array> align(4)}>
LOC 3 356 12
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
LOC 4 539 14
func &malloc public used extern (var %__size u64) <* void>
LOC 4 555 13
func &free public used extern (var %__ptr <* void>) void
LOC 5 61 14
func &memset public used extern (var %__s <* void>, var %__c i32, var %__n u64) <* void>
LOC 2 12 12
func &sum static used (var %l <* <$line> align(16)> used) i32 {
  funcid 1
  funcinfo {
    @INFO_fullname "sum"}

LOC 2 12 40
  return (add i32 (
    sext i32 8 (iread i32 <* <$line> align(16)> 1 (dread ptr %l)),
    iread i32 <* <$line> align(16)> 2 (dread ptr %l)))
}
LOC 2 14 5
func &main public used () i32 {
  funcid 2
  funcinfo {
    @INFO_fullname "main"}

LOC 2 15 15
  var %h_15_15 <$hdr>
LOC 2 18 18
  var %b_18_18 <* u8> used
LOC 2 19 17
  var %i_19_17 u32 used
LOC 2 23 15
  var %l_23_15 <$line> align(16)
LOC 2 25 16
  var %f_25_16 <* <$flex>> used
LOC 2 27 12
  var %i_27_12 i32 used
LOC 2 28 7
  var %t_28_7 i32 used
LOC 2 29 12
  var %i_29_12 i32 used
LOC 2 16 3
  call &memset (addrof ptr %h_15_15, constval i32 0, constval u64 12)
LOC 2 17 9
  dassign %h_15_15 1 (constval u32 2)
  dassign %h_15_15 2 (constval i32 0x1020304)
  dassign %h_15_15 3 (constval u32 5)
  dassign %h_15_15 4 (constval u32 0x3fffffff)
  dassign %h_15_15 5 (constval i32 -2)
LOC 2 18 18
  dassign %b_18_18 0 (addrof ptr %h_15_15)
LOC 2 19 17
  dassign %i_19_17 0 (constval u32 0)
  while (lt u1 u32 (dread u32 %i_19_17, constval u32 12)) {
LOC 2 19 48
    call &printf (conststr ptr "%02x", zext u32 8 (iread u32 <* u8> 0 (add ptr (dread ptr %b_18_18, cvt u64 u32 (dread u32 %i_19_17)))))
    dassign %i_19_17 0 (add u32 (dread u32 %i_19_17, constval u32 1))
  }
LOC 2 20 3
  call &printf (conststr ptr "\x0a%d %d %d %d\x0a", constval i32 12, constval i32 10, sizeoftype i32 <$line>, sizeoftype i32 <$flex>)
LOC 2 22 3
  call &printf (conststr ptr "%u %u %d\x0a", dread u32 %h_15_15 3, dread u32 %h_15_15 4, sext i32 16 (dread i32 %h_15_15 5))
LOC 2 23 15
  dassign %l_23_15 1 (constval i32 3)
  dassign %l_23_15 2 (constval i32 39)
LOC 2 24 3
  callassigned &sum (addrof ptr %l_23_15) { dassign %t_28_7 0 }
  call &printf (conststr ptr "%d\x0a", dread i32 %t_28_7)
LOC 2 25 16
  callassigned &malloc (add u64 (constval u64 4, mul u64 (constval u64 4, constval u64 4))) { dassign %f_25_16 0 }
LOC 2 26 3
  iassign <* <$flex>> 1 (dread ptr %f_25_16, constval i32 4)
LOC 2 27 12
  dassign %i_27_12 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i_27_12, iread i32 <* <$flex>> 1 (dread ptr %f_25_16))) {
LOC 2 27 37
    iassign <* i32> 0 (array 1 ptr <* <[1] i32 incomplete_array>> (iaddrof ptr <* <$flex>> 2 (dread ptr %f_25_16), dread i32 %i_27_12), mul i32 (dread i32 %i_27_12, dread i32 %i_27_12))
    dassign %i_27_12 0 (add i32 (dread i32 %i_27_12, constval i32 1))
  }
LOC 2 28 7
  dassign %t_28_7 0 (constval i32 0)
LOC 2 29 12
  dassign %i_29_12 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i_29_12, iread i32 <* <$flex>> 1 (dread ptr %f_25_16))) {
LOC 2 29 37
    dassign %t_28_7 0 (add i32 (dread i32 %t_28_7, iread i32 <* i32> 0 (array 1 ptr <* <[1] i32>> (iaddrof ptr <* <$flex>> 2 (dread ptr %f_25_16), dread i32 %i_29_12))))
    dassign %i_29_12 0 (add i32 (dread i32 %i_29_12, constval i32 1))
  }
LOC 2 31 3
  call &printf (conststr ptr "%d\x0a", dread i32 %t_28_7)
LOC 2 32 3
  call &free (dread ptr %f_25_16)
LOC 2 33 3
  return (constval i32 0)
}
