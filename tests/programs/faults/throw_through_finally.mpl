# An exception with no handler still runs the finally block of the try it passes through
# (§3.12.8), then ends the program as an uncaught throw.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  jstry 0 @f@cleanup
  call &printf (conststr ptr "in try\n")
  throw (constval i32 99)
  gosub @f@cleanup
  goto @end
@f@cleanup finally
  call &printf (conststr ptr "finally ran\n")
  retsub
@end endtry
  call &printf (conststr ptr "not reached\n")
  return (constval i32 0)
}
