# The string functions beyond copy and compare, and the conversions: strcat/strncat,
# strchr/strrchr (a found byte, a missing one, the NUL), strstr, strdup (on the heap),
# memchr; atoi/atol, strtol with bases 0, 16, 2 and 36, overflow clamped to LONG_MAX, the end
# pointer (at the start when nothing was read), strtoul of a negative number, strtod (decimal,
# exponent, hexadecimal, infinity). Expected output from the C twin under glibc.
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &strcat public extern (var %__dest <* u8> restrict, var %__src <* u8> restrict) <* u8>
func &strncat public extern (var %__dest <* u8> restrict, var %__src <* u8> restrict, var %__n u64) <* u8>
func &strchr public extern (var %__s <* u8>, var %__c i32) <* u8>
func &strrchr public extern (var %__s <* u8>, var %__c i32) <* u8>
func &strstr public extern (var %__haystack <* u8>, var %__needle <* u8>) <* u8>
func &strdup public extern (var %__s <* u8>) <* u8>
func &memchr public extern (var %__s <* void>, var %__c i32, var %__n u64) <* void>
func &atoi public extern (var %__nptr <* u8>) i32
func &atol public extern (var %__nptr <* u8>) i64
func &strtol public extern (var %__nptr <* u8> restrict, var %__endptr <* <* u8>> restrict, var %__base i32) i64
func &strtoul public extern (var %__nptr <* u8> restrict, var %__endptr <* <* u8>> restrict, var %__base i32) u64
func &strtod public extern (var %__nptr <* u8> restrict, var %__endptr <* <* u8>> restrict) f64

func &main () i32 {
  var %buf <[32] u8> = [102, 111, 111, 0]
  var %s <* u8>
  var %d <* u8>
  var %end <* u8>
  var %p1 <* u8>
  var %p2 <* u8>
  var %p3 <* u8>
  var %p4 <* u8>
  var %v i64
  var %u u64
  var %i i32
  var %x f64
  var %y f64
  var %z f64
  var %a i64
  var %b i64
  var %c i64
  call &strcat (addrof ptr %buf, conststr ptr "bar")
  call &strncat (addrof ptr %buf, conststr ptr "bazooka", constval u64 3)
  call &printf (conststr ptr "cat=%s\n", addrof ptr %buf)
  dassign %s 0 (conststr ptr "hello, world")
  callassigned &strchr (dread ptr %s, constval i32 111) { dassign %p1 0 }
  callassigned &strrchr (dread ptr %s, constval i32 111) { dassign %p2 0 }
  callassigned &strchr (dread ptr %s, constval i32 122) { dassign %p3 0 }
  callassigned &strchr (dread ptr %s, constval i32 0) { dassign %p4 0 }
  call &printf (conststr ptr "strchr=%ld strrchr=%ld missing=%d nul=%ld\n", sub i64 (dread ptr %p1, dread ptr %s), sub i64 (dread ptr %p2, dread ptr %s), eq u1 ptr (dread ptr %p3, constval ptr 0), sub i64 (dread ptr %p4, dread ptr %s))
  callassigned &strstr (dread ptr %s, conststr ptr "wor") { dassign %p1 0 }
  callassigned &strstr (dread ptr %s, conststr ptr "xyz") { dassign %p2 0 }
  callassigned &strstr (dread ptr %s, conststr ptr "") { dassign %p3 0 }
  call &printf (conststr ptr "strstr=%ld none=%d empty=%d\n", sub i64 (dread ptr %p1, dread ptr %s), eq u1 ptr (dread ptr %p2, constval ptr 0), eq u1 ptr (dread ptr %p3, dread ptr %s))
  callassigned &strdup (dread ptr %s) { dassign %d 0 }
  call &printf (conststr ptr "strdup=%s same=%d\n", dread ptr %d, ne u1 ptr (dread ptr %d, dread ptr %s))
  callassigned &memchr (dread ptr %s, constval i32 44, constval u64 12) { dassign %p1 0 }
  callassigned &memchr (dread ptr %s, constval i32 100, constval u64 11) { dassign %p2 0 }
  call &printf (conststr ptr "memchr=%ld none=%d\n", sub i64 (dread ptr %p1, dread ptr %s), eq u1 ptr (dread ptr %p2, constval ptr 0))
  callassigned &atoi (conststr ptr "  -123xyz") { dassign %i 0 }
  callassigned &atol (conststr ptr "9000000000") { dassign %v 0 }
  call &printf (conststr ptr "atoi=%d atol=%ld\n", dread i32 %i, dread i64 %v)
  callassigned &strtol (conststr ptr "0x1F rest", addrof ptr %end, constval i32 0) { dassign %v 0 }
  call &printf (conststr ptr "strtol0=%ld end=[%s]\n", dread i64 %v, dread ptr %end)
  callassigned &strtol (conststr ptr "ff", constval ptr 0, constval i32 16) { dassign %a 0 }
  callassigned &strtol (conststr ptr "-1011", constval ptr 0, constval i32 2) { dassign %b 0 }
  callassigned &strtol (conststr ptr "Zz", constval ptr 0, constval i32 36) { dassign %c 0 }
  call &printf (conststr ptr "strtol16=%ld strtol2=%ld strtol36=%ld\n", dread i64 %a, dread i64 %b, dread i64 %c)
  callassigned &strtol (conststr ptr "99999999999999999999", addrof ptr %end, constval i32 10) { dassign %v 0 }
  call &printf (conststr ptr "clamp=%ld end=[%s]\n", dread i64 %v, dread ptr %end)
  callassigned &strtol (conststr ptr "  junk", addrof ptr %end, constval i32 10) { dassign %v 0 }
  call &printf (conststr ptr "none=%ld end=[%s]\n", dread i64 %v, dread ptr %end)
  callassigned &strtoul (conststr ptr "-5", constval ptr 0, constval i32 10) { dassign %u 0 }
  call &printf (conststr ptr "strtoul=%lu\n", dread u64 %u)
  callassigned &strtod (conststr ptr "  -6.25e2xyz", addrof ptr %end) { dassign %x 0 }
  call &printf (conststr ptr "strtod=%.17g end=[%s]\n", dread f64 %x, dread ptr %end)
  callassigned &strtod (conststr ptr "0.1", constval ptr 0) { dassign %x 0 }
  callassigned &strtod (conststr ptr "0x1.8p3", constval ptr 0) { dassign %y 0 }
  callassigned &strtod (conststr ptr "-inf", constval ptr 0) { dassign %z 0 }
  call &printf (conststr ptr "strtod=%.17g %.17g %g\n", dread f64 %x, dread f64 %y, dread f64 %z)
  return (constval i32 0)
}
