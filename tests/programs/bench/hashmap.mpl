# Benchmark: an open-addressing hash map (linear probing) in a calloc'd table of structs;
# 3000 pseudo-random updates, then 2500 lookups (C twin: hashmap.c).
func &printf (var %fmt <* i8>, ...) i32
func &calloc (var %n u64, var %size u64) ptr
func &free (var %p ptr) void
type $slot <struct {@key u64, @value i64, @used i32}>
func &hash (var %k u64) u64 {
  dassign %k (bxor u64 (dread u64 %k, lshr u64 (dread u64 %k, constval i32 33)))
  dassign %k (mul u64 (dread u64 %k, constval u64 0xff51afd7ed558ccd))
  dassign %k (bxor u64 (dread u64 %k, lshr u64 (dread u64 %k, constval i32 33)))
  return (dread u64 %k)
}
func &lookup (var %t <* [4096] <$slot>>, var %key u64, var %insert i32, var %probes <* i32>) <* i64> {
  var %i u64
  var %s <* <$slot>>
  callassigned &hash (dread u64 %key) { dassign %i 0 }
  dassign %i (band u64 (dread u64 %i, constval u64 4095))
  dassign %s (array 0 ptr <* [4096] <$slot>> (dread ptr %t, dread u64 %i))
  while (ne i32 i32 (iread i32 <* <$slot>> 3 (dread ptr %s), constval i32 0)) {
    iassign <* i32> (dread ptr %probes, add i32 (iread i32 <* i32> (dread ptr %probes), constval i32 1))
    if (eq i32 u64 (iread u64 <* <$slot>> 1 (dread ptr %s), dread u64 %key)) {
      return (iaddrof ptr <* <$slot>> 2 (dread ptr %s))
    }
    dassign %i (band u64 (add u64 (dread u64 %i, constval u64 1), constval u64 4095))
    dassign %s (array 0 ptr <* [4096] <$slot>> (dread ptr %t, dread u64 %i))
  }
  if (eq i32 i32 (dread i32 %insert, constval i32 0)) {
    return (constval ptr 0)
  }
  iassign <* <$slot>> 3 (dread ptr %s, constval i32 1)
  iassign <* <$slot>> 1 (dread ptr %s, dread u64 %key)
  iassign <* <$slot>> 2 (dread ptr %s, constval i64 0)
  return (iaddrof ptr <* <$slot>> 2 (dread ptr %s))
}
func &main () i32 {
  var %t <* [4096] <$slot>>
  var %x u64
  var %i i32
  var %key u64
  var %probes i32
  var %v <* i64>
  var %distinct i32
  var %total i64
  var %found i32
  var %s <* <$slot>>
  callassigned &calloc (constval u64 4096, sizeoftype u64 <$slot>) { dassign %t 0 }
  dassign %x (constval u64 1)
  dassign %probes (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 3000), constval i32 1) {
    dassign %x (add u64 (mul u64 (dread u64 %x, constval u64 6364136223846793005), constval u64 1442695040888963407))
    dassign %key (rem u64 (lshr u64 (dread u64 %x, constval i32 40), constval u64 2000))
    callassigned &lookup (dread ptr %t, dread u64 %key, constval i32 1, addrof ptr %probes) { dassign %v 0 }
    iassign <* i64> (dread ptr %v, add i64 (iread i64 <* i64> (dread ptr %v), cvt i64 i32 (dread i32 %i)))
  }
  dassign %distinct (constval i32 0)
  dassign %total (constval i64 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4096), constval i32 1) {
    dassign %s (array 0 ptr <* [4096] <$slot>> (dread ptr %t, dread i32 %i))
    if (iread i32 <* <$slot>> 3 (dread ptr %s)) {
      dassign %distinct (add i32 (dread i32 %distinct, constval i32 1))
      dassign %total (add i64 (dread i64 %total, iread i64 <* <$slot>> 2 (dread ptr %s)))
    }
  }
  dassign %found (constval i32 0)
  doloop %key (constval u64 0, lt i32 u64 (dread u64 %key, constval u64 2500), constval u64 1) {
    callassigned &lookup (dread ptr %t, dread u64 %key, constval i32 0, addrof ptr %probes) { dassign %v 0 }
    if (ne i32 ptr (dread ptr %v, constval ptr 0)) {
      dassign %found (add i32 (dread i32 %found, constval i32 1))
    }
  }
  call &printf (conststr ptr "distinct %d total %lld found %d probes %d\n", dread i32 %distinct, dread i64 %total, dread i32 %found, dread i32 %probes)
  callassigned &lookup (dread ptr %t, constval u64 7, constval i32 0, addrof ptr %probes) { dassign %v 0 }
  call &printf (conststr ptr "value of 7: %lld\n", select i64 (ne i32 ptr (dread ptr %v, constval ptr 0), iread i64 <* i64> (dread ptr %v), constval i64 -1))
  call &free (dread ptr %t)
  return (constval i32 0)
}
