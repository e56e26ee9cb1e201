# A throw inside a finally block (§3.12.4): the search for a handler starts right away at the
# next enclosing try (the replaced exception is forgotten). A return from inside a try
# (with or without cleanuptry) leaves it: a later throw does not land in the returned frame.
func &printf (var %fmt <* i8>, ...) i32
func &inner () void {
  jstry 0 @f@fin
  call &printf (conststr ptr "  inner try throws 1\n")
  throw (constval i32 1)
  gosub @f@fin
  goto @end
@f@fin finally
  call &printf (conststr ptr "  finally throws 2\n")
  throw (constval i32 2)
  retsub
@end endtry
  return ()
}
func &early () i32 {
  jstry @h@c 0
  cleanuptry
  return (constval i32 7)
@h@c jscatch
  return (constval i32 -1)
@e endtry
  return (constval i32 0)
}
func &early2 () i32 {
  jstry @h@c 0
  return (constval i32 8)
@h@c jscatch
  call &printf (conststr ptr "stale handler of a returned frame\n")
  return (constval i32 -1)
@e endtry
  return (constval i32 0)
}
func &main () i32 {
  var %r i32
  jstry @h@outer 0
  call &inner ()
  goto @end
@h@outer jscatch
  call &printf (conststr ptr "outer caught %d\n", regread i32 %%thrownval)
  goto @end
@end endtry
  callassigned &early () { dassign %r 0 }
  call &printf (conststr ptr "early returned %d\n", dread i32 %r)
  callassigned &early2 () { dassign %r 0 }
  call &printf (conststr ptr "early2 returned %d\n", dread i32 %r)
  jstry @h@again 0
  throw (constval i32 3)
  goto @done
@h@again jscatch
  call &printf (conststr ptr "caught %d after the early return\n", regread i32 %%thrownval)
  goto @done
@done endtry
  return (constval i32 0)
}
