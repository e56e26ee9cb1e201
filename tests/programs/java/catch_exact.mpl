# A javacatch names the very class thrown, a subclass's catch is skipped, a superclass's
# catches the rest: the handlers tried in order, as jbc2mpl lists them.
type $LObj_3B <class {@klass <* void>, @monitor i32}>
type $LBaseErr_3B <class <$LObj_3B> {@code i32}>
type $LSubErr_3B <class <$LBaseErr_3B> {@extra i32}>
type $LOtherErr_3B <class <$LObj_3B> {}>
javaclass $LObj_3B <$LObj_3B> public
javaclass $LBaseErr_3B <$LBaseErr_3B> public
javaclass $LSubErr_3B <$LSubErr_3B> public
javaclass $LOtherErr_3B <$LOtherErr_3B> public
func &printf varargs (var %fmt <* u8>, ...) i32

# Throws an object of the class `which` selects, its code field (id 4) set to `which`.
func &raise (var %which i32) void {
  var %b <* <$LBaseErr_3B>>
  var %s <* <$LSubErr_3B>>
  if (eq u1 i32 (dread i32 %which, constval i32 1)) {
    dassign %b 0 (gcmalloc ref <$LBaseErr_3B>)
    iassign <* <$LBaseErr_3B>> 4 (dread ref %b, dread i32 %which)
    throw (dread ref %b)
  }
  if (eq u1 i32 (dread i32 %which, constval i32 2)) {
    dassign %s 0 (gcmalloc ref <$LSubErr_3B>)
    iassign <* <$LSubErr_3B>> 4 (dread ref %s, dread i32 %which)
    throw (dread ref %s)
  }
  throw (gcmalloc ref <$LOtherErr_3B>)
}

func &probe (var %which i32) i32 {
  var %caught <* <$LBaseErr_3B>>
  javatry { @sub @base @any }
  call &raise (dread i32 %which)
  endtry
  return (constval i32 0)
@sub javacatch { <* <$LSubErr_3B>> }
  return (constval i32 20)
@base javacatch { <* <$LBaseErr_3B>> }
  dassign %caught 0 (regread ptr %%thrownval)
  return (add i32 (constval i32 10, iread i32 <* <$LBaseErr_3B>> 4 (dread ref %caught)))
@any javacatch { <* void> }
  return (constval i32 30)
}

func &main () i32 {
  var %a i32
  var %b i32
  var %c i32
  callassigned &probe (constval i32 1) { dassign %a 0 }
  callassigned &probe (constval i32 2) { dassign %b 0 }
  callassigned &probe (constval i32 3) { dassign %c 0 }
  call &printf (conststr ptr "%d %d %d\n", dread i32 %a, dread i32 %b, dread i32 %c)
  return (constval i32 0)
}
