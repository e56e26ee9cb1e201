# A try block inside a loop, entered 1000 times: every third pass throws (from a call) and is
# caught, every pass runs the finally; the handler state must not grow or leak between passes,
# so a final throw outside any try reaches the outer handler of main's own try.
func &printf (var %fmt <* i8>, ...) i32
func &maybe (var %i i32) void {
  if (eq i32 i32 (rem i32 (dread i32 %i, constval i32 3), constval i32 0)) {
    throw (dread i32 %i)
  }
  return ()
}
func &run () i32 {
  var %i i32
  var %caught i32
  var %fin i32
  var %sum i32
  dassign %caught (constval i32 0)
  dassign %fin (constval i32 0)
  dassign %sum (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 1000), constval i32 1) {
    jstry @h@c @f@f
    call &maybe (dread i32 %i)
    gosub @f@f
    goto @end
@h@c jscatch
    dassign %caught (add i32 (dread i32 %caught, constval i32 1))
    dassign %sum (add i32 (dread i32 %sum, regread i32 %%thrownval))
    gosub @f@f
    goto @end
@f@f finally
    dassign %fin (add i32 (dread i32 %fin, constval i32 1))
    retsub
@end endtry
  }
  call &printf (conststr ptr "caught %d (sum %d), finally ran %d times\n", dread i32 %caught, dread i32 %sum, dread i32 %fin)
  throw (constval i32 -1)
  return (constval i32 0)
}
func &main () i32 {
  var %r i32
  jstry @h@top 0
  callassigned &run () { dassign %r 0 }
  call &printf (conststr ptr "not reached\n")
  goto @out
@h@top jscatch
  call &printf (conststr ptr "main caught %d\n", regread i32 %%thrownval)
  goto @out
@out endtry
  return (constval i32 0)
}
