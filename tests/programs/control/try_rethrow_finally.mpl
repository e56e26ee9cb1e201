# A throw inside a catch block whose try also has a finally (§3.12.4): control goes first to
# that finally block, and after its retsub the search continues in the caller's handler.
func &printf (var %fmt <* i8>, ...) i32
func &work () void {
  jstry @h@catch @f@fin
  call &printf (conststr ptr "  try\n")
  throw (constval i32 1)
  gosub @f@fin
  goto @end
@h@catch jscatch
  call &printf (conststr ptr "  catch %d, throwing 2\n", regread i32 %%thrownval)
  throw (constval i32 2)
  gosub @f@fin
  goto @end
@f@fin finally
  call &printf (conststr ptr "  finally\n")
  retsub
@end endtry
  call &printf (conststr ptr "  not reached\n")
  return ()
}
func &main () i32 {
  jstry @h@outer 0
  call &printf (conststr ptr "main try\n")
  call &work ()
  call &printf (conststr ptr "not reached\n")
  goto @end
@h@outer jscatch
  call &printf (conststr ptr "main caught %d\n", regread i32 %%thrownval)
  goto @end
@end endtry
  return (constval i32 0)
}
