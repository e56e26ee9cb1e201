flavor 1
srclang 1
id 65535
numfuncs 4
entryfunc &main
fileinfo {
  @INFO_filename "./qsort_bsearch.ast"}
srcfileinfo {
  2 "qsort_bsearch.c",
  3 "/usr/include/stdlib.h",
  4 "/usr/include/stdio.h"}
type $rec <struct {
  @key i32 align(4),
  @id i32 align(4)}>
LOC 4 356 12
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
LOC 3 830 13
func &qsort public used extern (var %__base <* void>, var %__nmemb u64, var %__size u64, var %__compar <* <func (<* void>,<* void>) i32>>) void
LOC 3 820 14
func &bsearch public used extern (var %__key <* void>, var %__base <* void>, var %__nmemb u64, var %__size u64, var %__compar <* <func (<* void>,<* void>) i32>>) <* void>
LOC 2 6 12
var $calls fstatic i32 used = 0
LOC 2 8 12
func &by_key static used (var %a <* void> used, var %b <* void> used) i32 {
  funcid 1
  funcinfo {
    @INFO_fullname "by_key"}

LOC 2 9 22
  var %x_9_22 <* <$rec>> used
  var %y_9_31 <* <$rec>> used
  dassign %x_9_22 0 (dread ptr %a)
  dassign %y_9_31 0 (dread ptr %b)
LOC 2 10 8
  dassign $calls 0 (add i32 (dread i32 $calls, constval i32 1))
LOC 2 11 3
  return (sub i32 (
    zext u32 1 (gt u1 i32 (
      iread i32 <* <$rec>> 1 (dread ptr %x_9_22),
      iread i32 <* <$rec>> 1 (dread ptr %y_9_31))),
    zext u32 1 (lt u1 i32 (
      iread i32 <* <$rec>> 1 (dread ptr %x_9_22),
      iread i32 <* <$rec>> 1 (dread ptr %y_9_31)))))
}
LOC 2 14 12
func &cmp_int static used (var %a <* void> used, var %b <* void> used) i32 {
  funcid 2
  funcinfo {
    @INFO_fullname "cmp_int"}

LOC 2 15 3
  return (sub i32 (iread i32 <* i32> 0 (dread ptr %a), iread i32 <* i32> 0 (dread ptr %b)))
}
LOC 2 18 5
func &main public used () i32 {
  funcid 3
  funcinfo {
    @INFO_fullname "main"}

LOC 2 19 15
  var %r_19_15 <[10] <$rec>> align(4)
LOC 2 20 7
  var %v_20_7 <[9] i32> align(4) = [42, 7, 19, 3, 88, 7, 61, 25, 0]
LOC 2 21 12
  var %i_21_12 i32
  var %i_26_12 i32
  var %i_28_12 i32
  var %key_29_7 i32
  var %hit_30_8 <* i32>
  var %miss_32_8 <* i32>
  dassign %i_21_12 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i_21_12, constval i32 10)) {
    iassign <* <$rec>> 1 (array 1 ptr <* <[10] <$rec>>> (addrof ptr %r_19_15, dread i32 %i_21_12), rem i32 (mul i32 (dread i32 %i_21_12, constval i32 7), constval i32 4))
    iassign <* <$rec>> 2 (array 1 ptr <* <[10] <$rec>>> (addrof ptr %r_19_15, dread i32 %i_21_12), dread i32 %i_21_12)
    dassign %i_21_12 0 (add i32 (dread i32 %i_21_12, constval i32 1))
  }
LOC 2 22 3
  call &qsort (addrof ptr %r_19_15, constval u64 10, constval u64 8, addroffunc ptr &by_key)
LOC 2 23 8
  dassign %i_26_12 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i_26_12, constval i32 10)) {
LOC 2 23 39
    call &printf (conststr ptr "%d:%d ",
      iread i32 <* <$rec>> 1 (array 1 ptr <* <[10] <$rec>>> (addrof ptr %r_19_15, dread i32 %i_26_12)),
      iread i32 <* <$rec>> 2 (array 1 ptr <* <[10] <$rec>>> (addrof ptr %r_19_15, dread i32 %i_26_12)))
    dassign %i_26_12 0 (add i32 (dread i32 %i_26_12, constval i32 1))
  }
LOC 2 24 3
  call &printf (conststr ptr "\x0acalls %d\x0a", dread i32 $calls)
LOC 2 25 3
  call &qsort (addrof ptr %v_20_7, constval u64 9, constval u64 4, addroffunc ptr &cmp_int)
LOC 2 26 8
  dassign %i_28_12 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i_28_12, constval i32 9)) {
    call &printf (conststr ptr "%d ", iread i32 <* i32> 0 (array 1 ptr <* <[9] i32>> (addrof ptr %v_20_7, dread i32 %i_28_12)))
    dassign %i_28_12 0 (add i32 (dread i32 %i_28_12, constval i32 1))
  }
LOC 2 27 7
  dassign %key_29_7 0 (constval i32 61)
LOC 2 28 8
  callassigned &bsearch (addrof ptr %key_29_7, addrof ptr %v_20_7, constval u64 9, constval u64 4, addroffunc ptr &cmp_int) { dassign %hit_30_8 0 }
LOC 2 29 3
  dassign %key_29_7 0 (constval i32 60)
LOC 2 30 8
  callassigned &bsearch (addrof ptr %key_29_7, addrof ptr %v_20_7, constval u64 9, constval u64 4, addroffunc ptr &cmp_int) { dassign %miss_32_8 0 }
LOC 2 31 3
  call &printf (conststr ptr "\x0afound at %d, miss %s\x0a",
    cvt i32 i64 (div i64 (sub i64 (dread ptr %hit_30_8, addrof ptr %v_20_7), constval i64 4)),
    select ptr (ne u1 ptr (dread ptr %miss_32_8, constval ptr 0), conststr ptr "no", conststr ptr "yes"))
LOC 2 32 3
  return (constval i32 0)
}
