# The part of the C library that calls back into the program, written in MAPLE IR so that it
# runs on the core like the program's own code (both engines; timed, profiled and stepped as
# any call). maple links a function of this file into a program that declares it without
# defining it (maple_asm::link::library). The algorithms are glibc 2.36's, so a program's
# output (the order of equal elements, the comparisons made) is its native build's.

func &memcpy (var %dst <* void>, var %src <* void>, var %n u64) <* void>

# qsort: glibc's merge sort (msort.c): stable; a temporary of n * size bytes on the stack
# below 1 KiB, else on the heap.
func &qsort public (var %base <* void>, var %n u64, var %size u64, var %cmp <* <func (<* void>, <* void>) i32>>) void {
  var %total u64
  var %tmp <* void>
  if (le u1 u64 (dread u64 %n, constval u64 1)) {
    return ()
  }
  dassign %total (mul u64 (dread u64 %n, dread u64 %size))
  if (lt u1 u64 (dread u64 %total, constval u64 1024)) {
    dassign %tmp (alloca ptr (dread u64 %total))
  }
  else {
    dassign %tmp (malloc ptr (dread u64 %total))
  }
  call &__maple_msort (dread ptr %base, dread u64 %n, dread u64 %size, dread ptr %cmp, dread ptr %tmp)
  if (ge u1 u64 (dread u64 %total, constval u64 1024)) {
    free (dread ptr %tmp)
  }
  return ()
}

# msort_with_tmp: sort n elements of size s at b, merging through tmp.
func &__maple_msort (var %b <* void>, var %n u64, var %s u64, var %cmp <* <func (<* void>, <* void>) i32>>, var %tmp <* void>) void {
  var %n1 u64
  var %n2 u64
  var %b1 <* void>
  var %b2 <* void>
  var %t <* void>
  var %r i32
  if (le u1 u64 (dread u64 %n, constval u64 1)) {
    return ()
  }
  dassign %n1 (div u64 (dread u64 %n, constval u64 2))
  dassign %n2 (sub u64 (dread u64 %n, dread u64 %n1))
  dassign %b1 (dread ptr %b)
  dassign %b2 (add ptr (dread ptr %b, mul u64 (dread u64 %n1, dread u64 %s)))
  call &__maple_msort (dread ptr %b1, dread u64 %n1, dread u64 %s, dread ptr %cmp, dread ptr %tmp)
  call &__maple_msort (dread ptr %b2, dread u64 %n2, dread u64 %s, dread ptr %cmp, dread ptr %tmp)
  dassign %t (dread ptr %tmp)
  while (land u1 (ne u1 u64 (dread u64 %n1, constval u64 0), ne u1 u64 (dread u64 %n2, constval u64 0))) {
    icallassigned (dread ptr %cmp, dread ptr %b1, dread ptr %b2) { dassign %r 0 }
    if (le u1 i32 (dread i32 %r, constval i32 0)) {
      call &memcpy (dread ptr %t, dread ptr %b1, dread u64 %s)
      dassign %b1 (add ptr (dread ptr %b1, dread u64 %s))
      dassign %n1 (sub u64 (dread u64 %n1, constval u64 1))
    }
    else {
      call &memcpy (dread ptr %t, dread ptr %b2, dread u64 %s)
      dassign %b2 (add ptr (dread ptr %b2, dread u64 %s))
      dassign %n2 (sub u64 (dread u64 %n2, constval u64 1))
    }
    dassign %t (add ptr (dread ptr %t, dread u64 %s))
  }
  if (ne u1 u64 (dread u64 %n1, constval u64 0)) {
    call &memcpy (dread ptr %t, dread ptr %b1, mul u64 (dread u64 %n1, dread u64 %s))
  }
  call &memcpy (dread ptr %b, dread ptr %tmp, mul u64 (sub u64 (dread u64 %n, dread u64 %n2), dread u64 %s))
  return ()
}

# bsearch: glibc's (bsearch.h): the middle of [l, u) until the key compares equal.
func &bsearch public (var %key <* void>, var %base <* void>, var %n u64, var %size u64, var %cmp <* <func (<* void>, <* void>) i32>>) <* void> {
  var %l u64
  var %u u64
  var %idx u64
  var %p <* void>
  var %r i32
  dassign %l (constval u64 0)
  dassign %u (dread u64 %n)
  while (lt u1 u64 (dread u64 %l, dread u64 %u)) {
    dassign %idx (div u64 (add u64 (dread u64 %l, dread u64 %u), constval u64 2))
    dassign %p (add ptr (dread ptr %base, mul u64 (dread u64 %idx, dread u64 %size)))
    icallassigned (dread ptr %cmp, dread ptr %key, dread ptr %p) { dassign %r 0 }
    if (lt u1 i32 (dread i32 %r, constval i32 0)) {
      dassign %u (dread u64 %idx)
    }
    else {
      if (gt u1 i32 (dread i32 %r, constval i32 0)) {
        dassign %l (add u64 (dread u64 %idx, constval u64 1))
      }
      else {
        return (dread ptr %p)
      }
    }
  }
  return (constval ptr 0)
}

# atexit: glibc runs the handlers in the reverse order of their registration, at `exit` and
# when the entry function returns; at least 32 may be registered (ISO C), more are refused.
var $__maple_atexit_fns <[32] <* <func () void>>>
var $__maple_atexit_count i32

func &_exit (var %status i32) void

func &atexit public (var %f <* <func () void>>) i32 {
  if (ge u1 i32 (dread i32 $__maple_atexit_count, constval i32 32)) {
    return (constval i32 -1)
  }
  iassign <* ptr> 0 (array 0 ptr <* <[32] ptr>> (addrof ptr $__maple_atexit_fns, dread i32 $__maple_atexit_count), dread ptr %f)
  dassign $__maple_atexit_count (add i32 (dread i32 $__maple_atexit_count, constval i32 1))
  return (constval i32 0)
}

# exit with handlers registered: run them, newest first (a handler may register more), then end.
func &exit public (var %status i32) void {
  var %f <* <func () void>>
  while (gt u1 i32 (dread i32 $__maple_atexit_count, constval i32 0)) {
    dassign $__maple_atexit_count (sub i32 (dread i32 $__maple_atexit_count, constval i32 1))
    dassign %f (iread ptr <* ptr> 0 (array 0 ptr <* <[32] ptr>> (addrof ptr $__maple_atexit_fns, dread i32 $__maple_atexit_count)))
    icall (dread ptr %f)
  }
  call &_exit (dread i32 %status)
  return ()
}
