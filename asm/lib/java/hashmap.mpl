
# java.util.HashMap as the JDK's: a power-of-two table of chains (16 to start, doubled past
# 3/4 full), the spread hash `h ^ (h >>> 16)`, new keys at a chain's tail, so iteration and
# toString() give the JDK's order (the JDK's trees for long chains are not built: their order
# is the same). keySet/values/entrySet are not provided yet.
type $Ljava_2Futil_2FMap_3B <interface {
  &Ljava_2Futil_2FMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual abstract (<* <$Ljava_2Futil_2FMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FMap_3B_7Cget_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual abstract (<* <$Ljava_2Futil_2FMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FMap_3B_7CcontainsKey_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual abstract (<* <$Ljava_2Futil_2FMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Futil_2FMap_3B_7Csize_7C_28_29I public virtual abstract (<* <$Ljava_2Futil_2FMap_3B>>) i32}>
javainterface $Ljava_2Futil_2FMap_3B <$Ljava_2Futil_2FMap_3B> public abstract

type $Ljava_2Futil_2FAbstractMap_3B <class <$Ljava_2Flang_2FObject_3B> {
  @keySet <* <$Ljava_2Flang_2FObject_3B>>,
  @values <* <$Ljava_2Flang_2FObject_3B>>,
  $Ljava_2Futil_2FMap_3B}>
javaclass $Ljava_2Futil_2FAbstractMap_3B <$Ljava_2Futil_2FAbstractMap_3B> public abstract

type $Ljava_2Futil_2FHashMap_24Node_3B <class <$Ljava_2Flang_2FObject_3B> {
  @hash i32 final,
  @key <* <$Ljava_2Flang_2FObject_3B>> final,
  @value <* <$Ljava_2Flang_2FObject_3B>>,
  @next <* <$Ljava_2Futil_2FHashMap_24Node_3B>>}>
javaclass $Ljava_2Futil_2FHashMap_24Node_3B <$Ljava_2Futil_2FHashMap_24Node_3B>

type $Ljava_2Futil_2FHashMap_3B <class <$Ljava_2Futil_2FAbstractMap_3B> {
  @table <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>,
  @entrySet <* <$Ljava_2Flang_2FObject_3B>>,
  @size i32,
  @modCount i32,
  @threshold i32,
  @loadFactor f32 final,
  &Ljava_2Futil_2FHashMap_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Futil_2FHashMap_3B>>) void,
  &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FHashMap_3B_7Cget_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FHashMap_3B_7CgetOrDefault_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FHashMap_3B_7CcontainsKey_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Futil_2FHashMap_3B_7Cremove_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FHashMap_3B_7Csize_7C_28_29I public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>) i32,
  &Ljava_2Futil_2FHashMap_3B_7CisEmpty_7C_28_29Z public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>) u1,
  &Ljava_2Futil_2FHashMap_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Futil_2FHashMap_3B>>) <* <$Ljava_2Flang_2FString_3B>>}>
javaclass $Ljava_2Futil_2FHashMap_3B <$Ljava_2Futil_2FHashMap_3B> public

# Field ids: HashMap 1 AbstractMap, 2 Object, 3 klass, 4 monitor, 5 keySet, 6 values,
# 7 table, 8 entrySet, 9 size, 10 modCount, 11 threshold, 12 loadFactor.
# Node: 4 hash, 5 key, 6 value, 7 next.
func &Ljava_2Futil_2FHashMap_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>) void {
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %_this, gcmallocjarray ref <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>> (constval i32 16))
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 11 (dread ref %_this, constval i32 12)
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 12 (dread ref %_this, constval f32 0.75)
  return ()
}

# The JDK's spread of a key's hashCode (null: 0).
func &__maple_map_hash (var %k <* <$Ljava_2Flang_2FObject_3B>>) i32 {
  var %h i32
  if (eq u1 ptr (dread ref %k, constval ptr 0)) {
    return (constval i32 0)
  }
  virtualcallassigned &Ljava_2Flang_2FObject_3B_7ChashCode_7C_28_29I (dread ref %k) { dassign %h 0 }
  return (bxor i32 (dread i32 %h, lshr i32 (dread i32 %h, constval i32 16)))
}

# Whether two keys are the same: `a == b` or `a.equals(b)`.
func &__maple_map_same (var %a <* <$Ljava_2Flang_2FObject_3B>>, var %b <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  var %r u1
  if (eq u1 ptr (dread ref %a, dread ref %b)) {
    return (constval u1 1)
  }
  if (eq u1 ptr (dread ref %a, constval ptr 0)) {
    return (constval u1 0)
  }
  virtualcallassigned &Ljava_2Flang_2FObject_3B_7Cequals_7C_28Ljava_2Flang_2FObject_3B_29Z (dread ref %a, dread ref %b) { dassign %r 0 }
  return (dread u1 %r)
}

# The node of key `k` (hash `h`), or null.
func &__maple_map_find (var %map <* <$Ljava_2Futil_2FHashMap_3B>>, var %k <* <$Ljava_2Flang_2FObject_3B>>, var %h i32) <* <$Ljava_2Futil_2FHashMap_24Node_3B>> {
  var %tab <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  var %same u1
  dassign %tab 0 (iread ref <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %map))
  dassign %e 0 (iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>> (dread ref %tab, band i32 (dread i32 %h, sub i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %tab), constval i32 1)))))
  while (ne u1 ptr (dread ref %e, constval ptr 0)) {
    if (eq u1 i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 4 (dread ref %e), dread i32 %h)) {
      callassigned &__maple_map_same (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 5 (dread ref %e), dread ref %k) { dassign %same 0 }
      if (ne u1 u32 (dread u32 %same, constval u32 0)) {
        return (dread ref %e)
      }
    }
    dassign %e 0 (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e))
  }
  return (constval ptr 0)
}

# Append node `e` at the tail of its chain in `tab`.
func &__maple_map_link (var %tab <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>, var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>) void {
  var %slot ptr
  var %p <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e, constval ptr 0)
  dassign %slot 0 (array 1 ptr <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>> (dread ref %tab, band i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 4 (dread ref %e), sub i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %tab), constval i32 1))))
  dassign %p 0 (iread ref <* ref> 0 (dread ptr %slot))
  if (eq u1 ptr (dread ref %p, constval ptr 0)) {
    iassign <* ref> 0 (dread ptr %slot, dread ref %e)
    return ()
  }
  while (ne u1 ptr (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %p), constval ptr 0)) {
    dassign %p 0 (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %p))
  }
  iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %p, dread ref %e)
  return ()
}

# Double the table; each chain's nodes keep their order (the JDK's lo/hi split does the same).
func &__maple_map_resize (var %map <* <$Ljava_2Futil_2FHashMap_3B>>) void {
  var %old <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>
  var %tab <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>
  var %i i32
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  var %next <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  dassign %old 0 (iread ref <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %map))
  dassign %tab 0 (gcmallocjarray ref <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>> (mul i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %old), constval i32 2)))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %old)), constval i32 1) {
    dassign %e 0 (iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>> (dread ref %old, dread i32 %i)))
    while (ne u1 ptr (dread ref %e, constval ptr 0)) {
      dassign %next 0 (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e))
      call &__maple_map_link (dread ref %tab, dread ref %e)
      dassign %e 0 (dread ref %next)
    }
  }
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %map, dread ref %tab)
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 11 (dread ref %map, mul i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 11 (dread ref %map), constval i32 2))
  return ()
}

func &Ljava_2Futil_2FHashMap_3B_7Cput_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>, var %k <* <$Ljava_2Flang_2FObject_3B>>, var %v <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>> {
  var %h i32
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  var %old <* <$Ljava_2Flang_2FObject_3B>>
  callassigned &__maple_map_hash (dread ref %k) { dassign %h 0 }
  callassigned &__maple_map_find (dread ref %_this, dread ref %k, dread i32 %h) { dassign %e 0 }
  if (ne u1 ptr (dread ref %e, constval ptr 0)) {
    dassign %old 0 (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e))
    iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e, dread ref %v)
    return (dread ref %old)
  }
  dassign %e 0 (gcmalloc ref <$Ljava_2Futil_2FHashMap_24Node_3B>)
  iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 4 (dread ref %e, dread i32 %h)
  iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 5 (dread ref %e, dread ref %k)
  iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e, dread ref %v)
  call &__maple_map_link (iread ref <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %_this), dread ref %e)
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this, add i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this), constval i32 1))
  iassign <* <$Ljava_2Futil_2FHashMap_3B>> 10 (dread ref %_this, add i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 10 (dread ref %_this), constval i32 1))
  if (gt u1 i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this), iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 11 (dread ref %_this))) {
    call &__maple_map_resize (dread ref %_this)
  }
  return (constval ptr 0)
}

func &Ljava_2Futil_2FHashMap_3B_7Cget_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>, var %k <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>> {
  var %h i32
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  callassigned &__maple_map_hash (dread ref %k) { dassign %h 0 }
  callassigned &__maple_map_find (dread ref %_this, dread ref %k, dread i32 %h) { dassign %e 0 }
  if (eq u1 ptr (dread ref %e, constval ptr 0)) {
    return (constval ptr 0)
  }
  return (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e))
}

func &Ljava_2Futil_2FHashMap_3B_7CgetOrDefault_7C_28Ljava_2Flang_2FObject_3BLjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>, var %k <* <$Ljava_2Flang_2FObject_3B>>, var %d <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>> {
  var %h i32
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  callassigned &__maple_map_hash (dread ref %k) { dassign %h 0 }
  callassigned &__maple_map_find (dread ref %_this, dread ref %k, dread i32 %h) { dassign %e 0 }
  if (eq u1 ptr (dread ref %e, constval ptr 0)) {
    return (dread ref %d)
  }
  return (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e))
}

func &Ljava_2Futil_2FHashMap_3B_7CcontainsKey_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>, var %k <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  var %h i32
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  callassigned &__maple_map_hash (dread ref %k) { dassign %h 0 }
  callassigned &__maple_map_find (dread ref %_this, dread ref %k, dread i32 %h) { dassign %e 0 }
  return (ne u1 ptr (dread ref %e, constval ptr 0))
}

func &Ljava_2Futil_2FHashMap_3B_7Cremove_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>, var %k <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>> {
  var %h i32
  var %tab <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>
  var %slot ptr
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  var %prev <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  var %same u1
  callassigned &__maple_map_hash (dread ref %k) { dassign %h 0 }
  dassign %tab 0 (iread ref <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %_this))
  dassign %slot 0 (array 1 ptr <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>> (dread ref %tab, band i32 (dread i32 %h, sub i32 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %tab), constval i32 1))))
  dassign %prev 0 (constval ptr 0)
  dassign %e 0 (iread ref <* ref> 0 (dread ptr %slot))
  while (ne u1 ptr (dread ref %e, constval ptr 0)) {
    dassign %same 0 (constval u1 0)
    if (eq u1 i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 4 (dread ref %e), dread i32 %h)) {
      callassigned &__maple_map_same (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 5 (dread ref %e), dread ref %k) { dassign %same 0 }
    }
    if (ne u1 u32 (dread u32 %same, constval u32 0)) {
      if (eq u1 ptr (dread ref %prev, constval ptr 0)) {
        iassign <* ref> 0 (dread ptr %slot, iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e))
      } else {
        iassign <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %prev, iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e))
      }
      iassign <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this, sub i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this), constval i32 1))
      return (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e))
    }
    dassign %prev 0 (dread ref %e)
    dassign %e 0 (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e))
  }
  return (constval ptr 0)
}

func &Ljava_2Futil_2FHashMap_3B_7Csize_7C_28_29I public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>) i32 {
  return (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this))
}

func &Ljava_2Futil_2FHashMap_3B_7CisEmpty_7C_28_29Z public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>) u1 {
  return (eq u1 i32 (iread i32 <* <$Ljava_2Futil_2FHashMap_3B>> 9 (dread ref %_this), constval i32 0))
}

# `{k=v, k2=v2}` in table order, as the JDK's.
func &Ljava_2Futil_2FHashMap_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Futil_2FHashMap_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %tab <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>>
  var %i i32
  var %e <* <$Ljava_2Futil_2FHashMap_24Node_3B>>
  var %first u1
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  call &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb)
  call &__maple_sb_append_ascii (dread ref %sb, conststr ptr "{", constval i32 1)
  dassign %first 0 (constval u1 1)
  dassign %tab 0 (iread ref <* <$Ljava_2Futil_2FHashMap_3B>> 7 (dread ref %_this))
  doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %tab)), constval i32 1) {
    dassign %e 0 (iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Futil_2FHashMap_24Node_3B>>>> (dread ref %tab, dread i32 %i)))
    while (ne u1 ptr (dread ref %e, constval ptr 0)) {
      if (eq u1 u32 (dread u32 %first, constval u32 0)) {
        call &__maple_sb_append_ascii (dread ref %sb, conststr ptr ", ", constval i32 2)
      }
      dassign %first 0 (constval u1 0)
      call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 5 (dread ref %e))
      call &__maple_sb_append_ascii (dread ref %sb, conststr ptr "=", constval i32 1)
      call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 6 (dread ref %e))
      dassign %e 0 (iread ref <* <$Ljava_2Futil_2FHashMap_24Node_3B>> 7 (dread ref %e))
    }
  }
  call &__maple_sb_append_ascii (dread ref %sb, conststr ptr "}", constval i32 1)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %s 0 }
  return (dread ref %s)
}
