# fgets (a line, a line longer than the buffer split in two), getchar up to a marker, then
# read(0, ...) to the end, and what each returns at the end of the input. maple has one
# input stream: the FILE * argument is not looked at. C twin: lines.c (the same stdin).
func &printf (var %fmt <* i8>, ...) i32
func &fgets (var %s <* i8>, var %n i32, var %f ptr) ptr
func &getchar () i32
func &read (var %fd i32, var %buf ptr, var %n u64) i64
func &main () i32 {
  var %buf <[16] i8>
  var %b2 <[64] i8>
  var %lines i32
  var %c i32
  var %chars i32
  var %nl i32
  var %n i64
  var %total i64
  var %p ptr
  dassign %lines (constval i32 0)
  callassigned &fgets (addrof ptr %buf, constval i32 16, constval ptr 0) { dassign %p 0 }
  while (ne u1 ptr (dread ptr %p, constval ptr 0)) {
    dassign %lines (add i32 (dread i32 %lines, constval i32 1))
    call &printf (conststr ptr "%d [%s]\n", dread i32 %lines, addrof ptr %buf)
    if (eq u1 i32 (dread i32 %lines, constval i32 3)) {
      goto @chars
    }
    callassigned &fgets (addrof ptr %buf, constval i32 16, constval ptr 0) { dassign %p 0 }
  }
@chars
  dassign %chars (constval i32 0)
  dassign %nl (constval i32 0)
  callassigned &getchar () { dassign %c 0 }
  while (cand u1 (ne u1 i32 (dread i32 %c, constval i32 88), ne u1 i32 (dread i32 %c, constval i32 -1))) {
    dassign %chars (add i32 (dread i32 %chars, constval i32 1))
    if (eq u1 i32 (dread i32 %c, constval i32 10)) {
      dassign %nl (add i32 (dread i32 %nl, constval i32 1))
    }
    callassigned &getchar () { dassign %c 0 }
  }
  call &printf (conststr ptr "getchar: %d chars, %d newlines, stopped at %c\n", dread i32 %chars, dread i32 %nl, dread i32 %c)
  dassign %total (constval i64 0)
  callassigned &read (constval i32 0, addrof ptr %b2, constval u64 64) { dassign %n 0 }
  while (gt u1 i64 (dread i64 %n, constval i64 0)) {
    dassign %total (add i64 (dread i64 %total, dread i64 %n))
    callassigned &read (constval i32 0, addrof ptr %b2, constval u64 64) { dassign %n 0 }
  }
  call &printf (conststr ptr "read: %ld bytes, then %ld\n", dread i64 %total, dread i64 %n)
  callassigned &fgets (addrof ptr %buf, constval i32 16, constval ptr 0) { dassign %p 0 }
  if (eq u1 ptr (dread ptr %p, constval ptr 0)) {
    call &printf (conststr ptr "fgets at the end: NULL\n")
  } else {
    call &printf (conststr ptr "fgets at the end: a line\n")
  }
  callassigned &getchar () { dassign %c 0 }
  call &printf (conststr ptr "getchar at the end: %d\n", dread i32 %c)
  return (constval i32 0)
}
