
# Java's Double.toString: the shortest decimal that reads back as the same double (the JDK's
# FloatingDecimal gives the same digits except in rare cases such as 1.0E23, which it prints
# as 9.999999999999999E22), laid out as Java does: plain between 10^-3 and 10^7 (`100.0`,
# `0.001`), else `d.dddE-n`; `NaN`, `Infinity`, `-0.0`.
func &strtod (var %s <* u8>, var %end <* <* u8>>) f64

# Write `v` as Java prints it into `out` (at least 32 bytes); returns the length.
func &__maple_double_to_ascii (var %v f64, var %out <* u8>) i32 {
  var %tmp <[40] u8>
  var %digits <[20] u8>
  var %nd i32
  var %p i32
  var %k i32
  var %e i32
  var %esign i32
  var %len i32
  var %at i32
  var %c u32
  var %back f64
  dassign %len 0 (constval i32 0)
  if (ne u1 f64 (dread f64 %v, dread f64 %v)) {
    call &__maple_put_ascii (dread ptr %out, constval i32 0, conststr ptr "NaN")
    return (constval i32 3)
  }
  # The sign, -0.0 included (its bits).
  if (ne u1 u64 (lshr u64 (retype u64 <u64> (dread f64 %v), constval i32 63), constval u64 0)) {
    iassign <* u8> 0 (dread ptr %out, constval u32 45)
    dassign %len 0 (constval i32 1)
    dassign %v 0 (neg f64 (dread f64 %v))
  }
  if (gt u1 f64 (dread f64 %v, constval f64 1.7976931348623157e308)) {
    call &__maple_put_ascii (dread ptr %out, dread i32 %len, conststr ptr "Infinity")
    return (add i32 (dread i32 %len, constval i32 8))
  }
  if (eq u1 f64 (dread f64 %v, constval f64 0.0)) {
    call &__maple_put_ascii (dread ptr %out, dread i32 %len, conststr ptr "0.0")
    return (add i32 (dread i32 %len, constval i32 3))
  }
  # The fewest significant digits that read back as `v`.
  dassign %p 0 (constval i32 1)
@shorter
  callassigned &snprintf (addrof ptr %tmp, constval u64 40, conststr ptr "%.*e", sub i32 (dread i32 %p, constval i32 1), dread f64 %v) { dassign %k 0 }
  callassigned &strtod (addrof ptr %tmp, constval ptr 0) { dassign %back 0 }
  if (land u1 (lt u1 i32 (dread i32 %p, constval i32 17), ne u1 f64 (dread f64 %back, dread f64 %v))) {
    dassign %p 0 (add i32 (dread i32 %p, constval i32 1))
    goto @shorter
  }
  # `d.ddde+XX`: the digits, then the decimal exponent of the first one.
  dassign %nd 0 (constval i32 0)
  dassign %k 0 (constval i32 0)
@digit
  dassign %c 0 (iread u8 <* u8> 0 (add ptr (addrof ptr %tmp, cvt ptr i32 (dread i32 %k))))
  if (ne u1 u32 (dread u32 %c, constval u32 101)) {
    if (ne u1 u32 (dread u32 %c, constval u32 46)) {
      iassign <* u8> 0 (add ptr (addrof ptr %digits, cvt ptr i32 (dread i32 %nd)), dread u32 %c)
      dassign %nd 0 (add i32 (dread i32 %nd, constval i32 1))
    }
    dassign %k 0 (add i32 (dread i32 %k, constval i32 1))
    goto @digit
  }
  dassign %esign 0 (constval i32 1)
  if (eq u1 u32 (iread u8 <* u8> 0 (add ptr (addrof ptr %tmp, cvt ptr i32 (add i32 (dread i32 %k, constval i32 1)))), constval u32 45)) {
    dassign %esign 0 (constval i32 -1)
  }
  dassign %e 0 (constval i32 0)
  dassign %k 0 (add i32 (dread i32 %k, constval i32 2))
@exponent
  dassign %c 0 (iread u8 <* u8> 0 (add ptr (addrof ptr %tmp, cvt ptr i32 (dread i32 %k))))
  if (ne u1 u32 (dread u32 %c, constval u32 0)) {
    dassign %e 0 (add i32 (mul i32 (dread i32 %e, constval i32 10), sub i32 (dread u32 %c, constval i32 48)))
    dassign %k 0 (add i32 (dread i32 %k, constval i32 1))
    goto @exponent
  }
  dassign %e 0 (mul i32 (dread i32 %e, dread i32 %esign))
  dassign %at 0 (dread i32 %len)
  if (land u1 (ge u1 i32 (dread i32 %e, constval i32 -3), lt u1 i32 (dread i32 %e, constval i32 7))) {
    if (lt u1 i32 (dread i32 %e, constval i32 0)) {
      # 0.00ddd
      call &__maple_put_ascii (dread ptr %out, dread i32 %at, conststr ptr "0.")
      dassign %at 0 (add i32 (dread i32 %at, constval i32 2))
      doloop %k (constval i32 1, lt u1 i32 (dread i32 %k, neg i32 (dread i32 %e)), constval i32 1) {
        iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), constval u32 48)
        dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
      }
      doloop %k (constval i32 0, lt u1 i32 (dread i32 %k, dread i32 %nd), constval i32 1) {
        iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), iread u8 <* u8> 0 (add ptr (addrof ptr %digits, cvt ptr i32 (dread i32 %k))))
        dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
      }
      return (dread i32 %at)
    }
    # ddd.ddd: the digits before the point (zeros past the last), then the rest or 0.
    doloop %k (constval i32 0, le u1 i32 (dread i32 %k, dread i32 %e), constval i32 1) {
      if (lt u1 i32 (dread i32 %k, dread i32 %nd)) {
        iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), iread u8 <* u8> 0 (add ptr (addrof ptr %digits, cvt ptr i32 (dread i32 %k))))
      } else {
        iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), constval u32 48)
      }
      dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
    }
    iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), constval u32 46)
    dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
    if (le u1 i32 (dread i32 %nd, add i32 (dread i32 %e, constval i32 1))) {
      iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), constval u32 48)
      return (add i32 (dread i32 %at, constval i32 1))
    }
    doloop %k (add i32 (dread i32 %e, constval i32 1), lt u1 i32 (dread i32 %k, dread i32 %nd), constval i32 1) {
      iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), iread u8 <* u8> 0 (add ptr (addrof ptr %digits, cvt ptr i32 (dread i32 %k))))
      dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
    }
    return (dread i32 %at)
  }
  # d.dddE-n
  iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), iread u8 <* u8> 0 (addrof ptr %digits))
  iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (add i32 (dread i32 %at, constval i32 1))), constval u32 46)
  dassign %at 0 (add i32 (dread i32 %at, constval i32 2))
  if (eq u1 i32 (dread i32 %nd, constval i32 1)) {
    iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), constval u32 48)
    dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
  }
  doloop %k (constval i32 1, lt u1 i32 (dread i32 %k, dread i32 %nd), constval i32 1) {
    iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), iread u8 <* u8> 0 (add ptr (addrof ptr %digits, cvt ptr i32 (dread i32 %k))))
    dassign %at 0 (add i32 (dread i32 %at, constval i32 1))
  }
  callassigned &snprintf (add ptr (dread ptr %out, cvt ptr i32 (dread i32 %at)), constval u64 8, conststr ptr "E%d", dread i32 %e) { dassign %k 0 }
  return (add i32 (dread i32 %at, dread i32 %k))
}

# Copy the NUL-terminated `s` to `out + at`.
func &__maple_put_ascii (var %out <* u8>, var %at i32, var %s <* u8>) void {
  var %k i32
  dassign %k 0 (constval i32 0)
@copy
  if (ne u1 u32 (iread u8 <* u8> 0 (add ptr (dread ptr %s, cvt ptr i32 (dread i32 %k))), constval u32 0)) {
    iassign <* u8> 0 (add ptr (dread ptr %out, cvt ptr i32 (add i32 (dread i32 %at, dread i32 %k))), iread u8 <* u8> 0 (add ptr (dread ptr %s, cvt ptr i32 (dread i32 %k))))
    dassign %k 0 (add i32 (dread i32 %k, constval i32 1))
    goto @copy
  }
  return ()
}
