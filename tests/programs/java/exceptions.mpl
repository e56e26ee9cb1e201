# Java exceptions (§3.12): javatry lists handler labels; a throw unwinds across frames to the
# first javacatch whose type is the thrown object's class or an ancestor; %%thrownval holds it;
# endtry closes the try.
func &printf (var %fmt <* i8>, ...) i32
type $Throwable <class {@code i32}>
type $Exc <class <$Throwable> {}>
type $MyExc <class <$Exc> {}>
type $Other <class <$Throwable> {}>
func &thrower (var %k i32) void {
  var %e ref
  if (eq i32 i32 (dread i32 %k, constval i32 0)) {
    dassign %e (gcmalloc ref <$MyExc>)
  } else {
    dassign %e (gcmalloc ref <$Other>)
  }
  iassign <* <$Throwable>> 1 (dread ref %e, add i32 (dread i32 %k, constval i32 100))
  throw (dread ref %e)
}
func &middle (var %k i32) i32 {
  javatry { @h }
  call &thrower (dread i32 %k)
  goto @done
@h javacatch { <* <$Exc>> }
  return (add i32 (constval i32 1000, iread i32 <* <$Throwable>> 1 (regread ref %%thrownval)))
@done endtry
  return (constval i32 0)
}
func &main () i32 {
  var %r i32
  var %e ref
  var %local i32
  dassign %local (constval i32 5)
  javatry { @h1 @h2 }
  callassigned &middle (constval i32 0) { dassign %r 0 }
  call &printf (conststr ptr "middle(0) %d\n", dread i32 %r)
  callassigned &middle (constval i32 1) { dassign %r 0 }
  call &printf (conststr ptr "not reached\n")
  goto @out
@h1 javacatch { <* <$Exc>> }
  call &printf (conststr ptr "wrong handler\n")
  goto @out
@h2 javacatch { <* <$Throwable>> }
  dassign %e (regread ref %%thrownval)
  call &printf (conststr ptr "caught code %d local %d\n", iread i32 <* <$Throwable>> 1 (dread ref %e), dread i32 %local)
@out endtry
  call &printf (conststr ptr "after\n")
  return (constval i32 0)
}
