
# java.util: the collections ordinary generic code uses. Interfaces list their methods; calls
# through them resolve on the receiver's class by name and descriptor, as maple's
# interfacecall does. Field numbering as Android 10's (ArrayList's `size` is id 8).
type $Ljava_2Flang_2FIterable_3B <interface {
  &Ljava_2Flang_2FIterable_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual abstract (<* <$Ljava_2Flang_2FIterable_3B>>) <* <$Ljava_2Futil_2FIterator_3B>>}>
javainterface $Ljava_2Flang_2FIterable_3B <$Ljava_2Flang_2FIterable_3B> public abstract
type $Ljava_2Futil_2FCollection_3B <interface {
  &Ljava_2Futil_2FCollection_3B_7Csize_7C_28_29I public virtual abstract (<* <$Ljava_2Futil_2FCollection_3B>>) i32,
  &Ljava_2Futil_2FCollection_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual abstract (<* <$Ljava_2Futil_2FCollection_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Futil_2FCollection_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual abstract (<* <$Ljava_2Futil_2FCollection_3B>>) <* <$Ljava_2Futil_2FIterator_3B>>,
  $Ljava_2Flang_2FIterable_3B}>
javainterface $Ljava_2Futil_2FCollection_3B <$Ljava_2Futil_2FCollection_3B> public abstract
type $Ljava_2Futil_2FList_3B <interface {
  &Ljava_2Futil_2FList_3B_7Csize_7C_28_29I public virtual abstract (<* <$Ljava_2Futil_2FList_3B>>) i32,
  &Ljava_2Futil_2FList_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual abstract (<* <$Ljava_2Futil_2FList_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Futil_2FList_3B_7Cget_7C_28I_29Ljava_2Flang_2FObject_3B public virtual abstract (<* <$Ljava_2Futil_2FList_3B>>, i32) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FList_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual abstract (<* <$Ljava_2Futil_2FList_3B>>) <* <$Ljava_2Futil_2FIterator_3B>>,
  $Ljava_2Futil_2FCollection_3B}>
javainterface $Ljava_2Futil_2FList_3B <$Ljava_2Futil_2FList_3B> public abstract
type $Ljava_2Futil_2FIterator_3B <interface {
  &Ljava_2Futil_2FIterator_3B_7ChasNext_7C_28_29Z public virtual abstract (<* <$Ljava_2Futil_2FIterator_3B>>) u1,
  &Ljava_2Futil_2FIterator_3B_7Cnext_7C_28_29Ljava_2Flang_2FObject_3B public virtual abstract (<* <$Ljava_2Futil_2FIterator_3B>>) <* <$Ljava_2Flang_2FObject_3B>>}>
javainterface $Ljava_2Futil_2FIterator_3B <$Ljava_2Futil_2FIterator_3B> public abstract

# java.util.AbstractCollection: isEmpty and toString over size() and iterator().
type $Ljava_2Futil_2FAbstractCollection_3B <class <$Ljava_2Flang_2FObject_3B> {
  &Ljava_2Futil_2FAbstractCollection_3B_7C_3Cinit_3E_7C_28_29V protected constructor (<* <$Ljava_2Futil_2FAbstractCollection_3B>>) void,
  &Ljava_2Futil_2FAbstractCollection_3B_7CisEmpty_7C_28_29Z public virtual (<* <$Ljava_2Futil_2FAbstractCollection_3B>>) u1,
  &Ljava_2Futil_2FAbstractCollection_3B_7Csize_7C_28_29I public virtual abstract (<* <$Ljava_2Futil_2FAbstractCollection_3B>>) i32,
  &Ljava_2Futil_2FAbstractCollection_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual abstract (<* <$Ljava_2Futil_2FAbstractCollection_3B>>) <* <$Ljava_2Futil_2FIterator_3B>>,
  &Ljava_2Futil_2FAbstractCollection_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Futil_2FAbstractCollection_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Futil_2FAbstractCollection_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (<* <$Ljava_2Futil_2FAbstractCollection_3B>>) <* <$Ljava_2Flang_2FString_3B>>,
  $Ljava_2Futil_2FCollection_3B}>
javaclass $Ljava_2Futil_2FAbstractCollection_3B <$Ljava_2Futil_2FAbstractCollection_3B> public abstract

func &Ljava_2Futil_2FAbstractCollection_3B_7C_3Cinit_3E_7C_28_29V protected constructor (var %_this <* <$Ljava_2Futil_2FAbstractCollection_3B>>) void {
  return ()
}

func &Ljava_2Futil_2FAbstractCollection_3B_7CisEmpty_7C_28_29Z public virtual (var %_this <* <$Ljava_2Futil_2FAbstractCollection_3B>>) u1 {
  var %n i32
  interfacecallassigned &Ljava_2Futil_2FCollection_3B_7Csize_7C_28_29I (dread ref %_this) { dassign %n 0 }
  return (eq u1 i32 (dread i32 %n, constval i32 0))
}

# The abstract methods a subclass defines (a call resolves to the subclass's).
func &Ljava_2Futil_2FAbstractCollection_3B_7Csize_7C_28_29I public virtual abstract (var %_this <* <$Ljava_2Futil_2FAbstractCollection_3B>>) i32
func &Ljava_2Futil_2FAbstractCollection_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual abstract (var %_this <* <$Ljava_2Futil_2FAbstractCollection_3B>>) <* <$Ljava_2Futil_2FIterator_3B>>

# A collection that cannot grow: UnsupportedOperationException, as the JDK's.
func &Ljava_2Futil_2FAbstractCollection_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Futil_2FAbstractCollection_3B>>, var %e <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  var %x <* <$Ljava_2Flang_2FUnsupportedOperationException_3B>>
  dassign %x 0 (gcmalloc ref <$Ljava_2Flang_2FUnsupportedOperationException_3B>)
  call &Ljava_2Flang_2FUnsupportedOperationException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %x)
  throw (dread ref %x)
}

# `[a, b]`: each element's String.valueOf, as the JDK's.
func &Ljava_2Futil_2FAbstractCollection_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B public virtual (var %_this <* <$Ljava_2Futil_2FAbstractCollection_3B>>) <* <$Ljava_2Flang_2FString_3B>> {
  var %it <* <$Ljava_2Futil_2FIterator_3B>>
  var %more u1
  var %e <* <$Ljava_2Flang_2FObject_3B>>
  var %first u1
  var %sb <* <$Ljava_2Flang_2FStringBuilder_3B>>
  var %s <* <$Ljava_2Flang_2FString_3B>>
  dassign %sb 0 (gcmalloc ref <$Ljava_2Flang_2FStringBuilder_3B>)
  call &Ljava_2Flang_2FStringBuilder_3B_7C_3Cinit_3E_7C_28_29V (dread ref %sb)
  call &__maple_sb_append_ascii (dread ref %sb, conststr ptr "[", constval i32 1)
  interfacecallassigned &Ljava_2Futil_2FCollection_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B (dread ref %_this) { dassign %it 0 }
  dassign %first 0 (constval u1 1)
@loop
  interfacecallassigned &Ljava_2Futil_2FIterator_3B_7ChasNext_7C_28_29Z (dread ref %it) { dassign %more 0 }
  if (ne u1 u32 (dread u32 %more, constval u32 0)) {
    if (eq u1 u32 (dread u32 %first, constval u32 0)) {
      call &__maple_sb_append_ascii (dread ref %sb, conststr ptr ", ", constval i32 2)
    }
    dassign %first 0 (constval u1 0)
    interfacecallassigned &Ljava_2Futil_2FIterator_3B_7Cnext_7C_28_29Ljava_2Flang_2FObject_3B (dread ref %it) { dassign %e 0 }
    if (eq u1 ptr (dread ref %e, dread ref %_this)) {
      call &__maple_sb_append_ascii (dread ref %sb, conststr ptr "(this Collection)", constval i32 17)
    } else {
      call &Ljava_2Flang_2FStringBuilder_3B_7Cappend_7C_28Ljava_2Flang_2FObject_3B_29Ljava_2Flang_2FStringBuilder_3B (dread ref %sb, dread ref %e)
    }
    goto @loop
  }
  call &__maple_sb_append_ascii (dread ref %sb, conststr ptr "]", constval i32 1)
  callassigned &Ljava_2Flang_2FStringBuilder_3B_7CtoString_7C_28_29Ljava_2Flang_2FString_3B (dread ref %sb) { dassign %s 0 }
  return (dread ref %s)
}

# java.util.AbstractList: modCount.
type $Ljava_2Futil_2FAbstractList_3B <class <$Ljava_2Futil_2FAbstractCollection_3B> {
  @modCount i32 protected,
  &Ljava_2Futil_2FAbstractList_3B_7C_3Cinit_3E_7C_28_29V protected constructor (<* <$Ljava_2Futil_2FAbstractList_3B>>) void,
  $Ljava_2Futil_2FList_3B}>
javaclass $Ljava_2Futil_2FAbstractList_3B <$Ljava_2Futil_2FAbstractList_3B> public abstract

func &Ljava_2Futil_2FAbstractList_3B_7C_3Cinit_3E_7C_28_29V protected constructor (var %_this <* <$Ljava_2Futil_2FAbstractList_3B>>) void {
  call &Ljava_2Futil_2FAbstractCollection_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  return ()
}

# java.util.ArrayList: elementData (a Java Object[]) and size, growing by half as the JDK's.
type $Ljava_2Futil_2FArrayList_3B <class <$Ljava_2Futil_2FAbstractList_3B> {
  @elementData <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> private,
  @size i32 private,
  &Ljava_2Futil_2FArrayList_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Futil_2FArrayList_3B>>) void,
  &Ljava_2Futil_2FArrayList_3B_7C_3Cinit_3E_7C_28I_29V public constructor (<* <$Ljava_2Futil_2FArrayList_3B>>, i32) void,
  &Ljava_2Futil_2FArrayList_3B_7Csize_7C_28_29I public virtual (<* <$Ljava_2Futil_2FArrayList_3B>>) i32,
  &Ljava_2Futil_2FArrayList_3B_7CisEmpty_7C_28_29Z public virtual (<* <$Ljava_2Futil_2FArrayList_3B>>) u1,
  &Ljava_2Futil_2FArrayList_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (<* <$Ljava_2Futil_2FArrayList_3B>>, <* <$Ljava_2Flang_2FObject_3B>>) u1,
  &Ljava_2Futil_2FArrayList_3B_7Cget_7C_28I_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FArrayList_3B>>, i32) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FArrayList_3B_7Cset_7C_28ILjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FArrayList_3B>>, i32, <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  &Ljava_2Futil_2FArrayList_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual (<* <$Ljava_2Futil_2FArrayList_3B>>) <* <$Ljava_2Futil_2FIterator_3B>>}>
javaclass $Ljava_2Futil_2FArrayList_3B <$Ljava_2Futil_2FArrayList_3B> public

func &Ljava_2Futil_2FArrayList_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>) void {
  call &Ljava_2Futil_2FArrayList_3B_7C_3Cinit_3E_7C_28I_29V (dread ref %_this, constval i32 10)
  return ()
}

func &Ljava_2Futil_2FArrayList_3B_7C_3Cinit_3E_7C_28I_29V public constructor (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>, var %cap i32) void {
  call &Ljava_2Futil_2FAbstractList_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  iassign <* <$Ljava_2Futil_2FArrayList_3B>> 7 (dread ref %_this, gcmallocjarray ref <[] <* <$Ljava_2Flang_2FObject_3B>>> (dread i32 %cap))
  iassign <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this, constval i32 0)
  return ()
}

func &Ljava_2Futil_2FArrayList_3B_7Csize_7C_28_29I public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>) i32 {
  return (iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this))
}

func &Ljava_2Futil_2FArrayList_3B_7CisEmpty_7C_28_29Z public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>) u1 {
  return (eq u1 i32 (iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this), constval i32 0))
}

func &Ljava_2Futil_2FArrayList_3B_7Cadd_7C_28Ljava_2Flang_2FObject_3B_29Z public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>, var %e <* <$Ljava_2Flang_2FObject_3B>>) u1 {
  var %data <* <[] <* <$Ljava_2Flang_2FObject_3B>>>>
  var %bigger <* <[] <* <$Ljava_2Flang_2FObject_3B>>>>
  var %n i32
  var %i i32
  dassign %data 0 (iread ref <* <$Ljava_2Futil_2FArrayList_3B>> 7 (dread ref %_this))
  dassign %n 0 (iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this))
  if (ge u1 i32 (dread i32 %n, intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %data))) {
    dassign %bigger 0 (gcmallocjarray ref <[] <* <$Ljava_2Flang_2FObject_3B>>> (add i32 (add i32 (dread i32 %n, ashr i32 (dread i32 %n, constval i32 1)), constval i32 1)))
    doloop %i (constval i32 0, lt u1 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
      iassign <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (dread ref %bigger, dread i32 %i), iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (dread ref %data, dread i32 %i)))
    }
    dassign %data 0 (dread ref %bigger)
    iassign <* <$Ljava_2Futil_2FArrayList_3B>> 7 (dread ref %_this, dread ref %data)
  }
  iassign <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (dread ref %data, dread i32 %n), dread ref %e)
  iassign <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this, add i32 (dread i32 %n, constval i32 1))
  iassign <* <$Ljava_2Futil_2FArrayList_3B>> 6 (dread ref %_this, add i32 (iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 6 (dread ref %_this), constval i32 1))
  return (constval u1 1)
}

# An index outside 0 .. size-1: `Index 5 out of bounds for length 3`, as the JDK's message.
func &__maple_list_check_index (var %i i32, var %n i32) void {
  var %buf <[64] u8>
  var %len i32
  var %msg <* <$Ljava_2Flang_2FString_3B>>
  var %e <* <$Ljava_2Flang_2FIndexOutOfBoundsException_3B>>
  if (land u1 (ge u1 i32 (dread i32 %i, constval i32 0), lt u1 i32 (dread i32 %i, dread i32 %n))) {
    return ()
  }
  callassigned &snprintf (addrof ptr %buf, constval u64 64, conststr ptr "Index %d out of bounds for length %d", dread i32 %i, dread i32 %n) { dassign %len 0 }
  callassigned &__maple_string_of_ascii (addrof ptr %buf, dread i32 %len) { dassign %msg 0 }
  dassign %e 0 (gcmalloc ref <$Ljava_2Flang_2FIndexOutOfBoundsException_3B>)
  call &Ljava_2Flang_2FIndexOutOfBoundsException_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FString_3B_29V (dread ref %e, dread ref %msg)
  throw (dread ref %e)
}

func &Ljava_2Futil_2FArrayList_3B_7Cget_7C_28I_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>, var %i i32) <* <$Ljava_2Flang_2FObject_3B>> {
  call &__maple_list_check_index (dread i32 %i, iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this))
  return (iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (iread ref <* <$Ljava_2Futil_2FArrayList_3B>> 7 (dread ref %_this), dread i32 %i)))
}

func &Ljava_2Futil_2FArrayList_3B_7Cset_7C_28ILjava_2Flang_2FObject_3B_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>, var %i i32, var %e <* <$Ljava_2Flang_2FObject_3B>>) <* <$Ljava_2Flang_2FObject_3B>> {
  var %old <* <$Ljava_2Flang_2FObject_3B>>
  call &__maple_list_check_index (dread i32 %i, iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (dread ref %_this))
  dassign %old 0 (iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (iread ref <* <$Ljava_2Futil_2FArrayList_3B>> 7 (dread ref %_this), dread i32 %i)))
  iassign <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (iread ref <* <$Ljava_2Futil_2FArrayList_3B>> 7 (dread ref %_this), dread i32 %i), dread ref %e)
  return (dread ref %old)
}

func &Ljava_2Futil_2FArrayList_3B_7Citerator_7C_28_29Ljava_2Futil_2FIterator_3B public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_3B>>) <* <$Ljava_2Futil_2FIterator_3B>> {
  var %it <* <$Ljava_2Futil_2FArrayList_24Itr_3B>>
  dassign %it 0 (gcmalloc ref <$Ljava_2Futil_2FArrayList_24Itr_3B>)
  iassign <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 4 (dread ref %it, dread ref %_this)
  iassign <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 5 (dread ref %it, constval i32 0)
  return (dread ref %it)
}

# java.util.ArrayList$Itr: the list and the next index.
type $Ljava_2Futil_2FArrayList_24Itr_3B <class <$Ljava_2Flang_2FObject_3B> {
  @list <* <$Ljava_2Futil_2FArrayList_3B>> private,
  @cursor i32 private,
  &Ljava_2Futil_2FArrayList_24Itr_3B_7ChasNext_7C_28_29Z public virtual (<* <$Ljava_2Futil_2FArrayList_24Itr_3B>>) u1,
  &Ljava_2Futil_2FArrayList_24Itr_3B_7Cnext_7C_28_29Ljava_2Flang_2FObject_3B public virtual (<* <$Ljava_2Futil_2FArrayList_24Itr_3B>>) <* <$Ljava_2Flang_2FObject_3B>>,
  $Ljava_2Futil_2FIterator_3B}>
javaclass $Ljava_2Futil_2FArrayList_24Itr_3B <$Ljava_2Futil_2FArrayList_24Itr_3B> private

func &Ljava_2Futil_2FArrayList_24Itr_3B_7ChasNext_7C_28_29Z public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_24Itr_3B>>) u1 {
  return (lt u1 i32 (iread i32 <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 5 (dread ref %_this), iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (iread ref <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 4 (dread ref %_this))))
}

func &Ljava_2Futil_2FArrayList_24Itr_3B_7Cnext_7C_28_29Ljava_2Flang_2FObject_3B public virtual (var %_this <* <$Ljava_2Futil_2FArrayList_24Itr_3B>>) <* <$Ljava_2Flang_2FObject_3B>> {
  var %i i32
  var %e <* <$Ljava_2Futil_2FNoSuchElementException_3B>>
  dassign %i 0 (iread i32 <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 5 (dread ref %_this))
  if (ge u1 i32 (dread i32 %i, iread i32 <* <$Ljava_2Futil_2FArrayList_3B>> 8 (iread ref <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 4 (dread ref %_this)))) {
    dassign %e 0 (gcmalloc ref <$Ljava_2Futil_2FNoSuchElementException_3B>)
    call &Ljava_2Futil_2FNoSuchElementException_3B_7C_3Cinit_3E_7C_28_29V (dread ref %e)
    throw (dread ref %e)
  }
  iassign <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 5 (dread ref %_this, add i32 (dread i32 %i, constval i32 1))
  return (iread ref <* ref> 0 (array 1 ptr <* <[] <* <$Ljava_2Flang_2FObject_3B>>>> (iread ref <* <$Ljava_2Futil_2FArrayList_3B>> 7 (iread ref <* <$Ljava_2Futil_2FArrayList_24Itr_3B>> 4 (dread ref %_this)), dread i32 %i)))
}
