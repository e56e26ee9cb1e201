# The coreVM runtime in MAPLE IR (maple-corevm, lower/runtime.rs): dynamic objects, and the
# messages of the faults the lowering raises. It is parsed into every lowered module as a
# source file of its own, so the core executes it like the program (its cycles count) and the
# debugger shows it.
#
# An `object` is a hash table on the managed heap: open addressing with linear probing over
# `cap` (a power of two) entries of 32 bytes, `name` (the attribute's C string; 0 empty, 1 a
# deleted entry), its FNV-1a `hash`, the value's type `tag` (the schema's IRValueType index)
# and the 8-byte value slot that getattr's pointer addresses. `used` counts live and deleted
# entries (what fills the probe sequences), `live` the attributes.
type $__corevm_entry <struct {@name ptr, @hash u64, @tag u64, @value u64}>
type $__corevm_object <struct {@entries ptr, @cap u64, @used u64, @live u64}>
var $stderr extern ptr
func &fprintf (var %f ptr, var %fmt ptr, ...) i32
func &strcmp (var %a ptr, var %b ptr) i32
func &strlen (var %s ptr) u64
func &memcpy (var %dst ptr, var %src ptr, var %n u64) ptr
func &memmove (var %dst ptr, var %src ptr, var %n u64) ptr
func &memset (var %dst ptr, var %c i32, var %n u64) ptr
func &fmod (var %x f64, var %y f64) f64
func &fmodf (var %x f32, var %y f32) f32

func &__corevm_hash (var %s ptr) u64 {
  var %h u64
  var %c u32
  dassign %h (constval u64 0xcbf29ce484222325)
@next
  dassign %c (iread u32 <* u8> 0 (dread ptr %s))
  brtrue @done (eq u1 u32 (dread u32 %c, constval u32 0))
  dassign %h (mul u64 (bxor u64 (dread u64 %h, cvt u64 u32 (dread u32 %c)), constval u64 0x100000001b3))
  dassign %s (add ptr (dread ptr %s, constval ptr 1))
  goto @next
@done
  return (dread u64 %h)
}

func &__corevm_object_new () ptr {
  var %o ptr
  dassign %o (gcmalloc ptr <$__corevm_object>)
  iassign <* <$__corevm_object>> 1 (dread ptr %o, gcmallocjarray ptr <[] u8> (constval u64 256))
  iassign <* <$__corevm_object>> 2 (dread ptr %o, constval u64 8)
  return (dread ptr %o)
}

# The entry of attribute `name` (hash `h`) in `o`, or 0.
func &__corevm_find (var %o ptr, var %name ptr, var %h u64) ptr {
  var %mask u64
  var %i u64
  var %e ptr
  var %n ptr
  var %r i32
  dassign %mask (sub u64 (iread u64 <* <$__corevm_object>> 2 (dread ptr %o), constval u64 1))
  dassign %i (band u64 (dread u64 %h, dread u64 %mask))
@probe
  dassign %e (add ptr (iread ptr <* <$__corevm_object>> 1 (dread ptr %o), mul ptr (cvt ptr u64 (dread u64 %i), constval ptr 32)))
  dassign %n (iread ptr <* <$__corevm_entry>> 1 (dread ptr %e))
  brtrue @missing (eq u1 ptr (dread ptr %n, constval ptr 0))
  brtrue @step (eq u1 ptr (dread ptr %n, constval ptr 1))
  brtrue @step (ne u1 u64 (iread u64 <* <$__corevm_entry>> 2 (dread ptr %e), dread u64 %h))
  callassigned &strcmp (dread ptr %n, dread ptr %name) { dassign %r 0 }
  brtrue @found (eq u1 i32 (dread i32 %r, constval i32 0))
@step
  dassign %i (band u64 (add u64 (dread u64 %i, constval u64 1), dread u64 %mask))
  goto @probe
@found
  return (dread ptr %e)
@missing
  return (constval ptr 0)
}

# The value slot of attribute `name`, or 0 after printing why there is none.
func &__corevm_getattr (var %o ptr, var %name ptr) ptr {
  var %h u64
  var %e ptr
  var %r i32
  callassigned &__corevm_hash (dread ptr %name) { dassign %h 0 }
  callassigned &__corevm_find (dread ptr %o, dread ptr %name, dread u64 %h) { dassign %e 0 }
  brtrue @missing (eq u1 ptr (dread ptr %e, constval ptr 0))
  return (add ptr (dread ptr %e, constval ptr 24))
@missing
  callassigned &fprintf (dread ptr $stderr, conststr ptr "coreVM: the object has no attribute `%s`\n", dread ptr %name) { dassign %r 0 }
  return (constval ptr 0)
}

# Double the table of `o`, keeping the live entries.
func &__corevm_grow (var %o ptr) void {
  var %old ptr
  var %oldcap u64
  var %cap u64
  var %k u64
  var %e ptr
  var %n ptr
  var %i u64
  var %d ptr
  dassign %old (iread ptr <* <$__corevm_object>> 1 (dread ptr %o))
  dassign %oldcap (iread u64 <* <$__corevm_object>> 2 (dread ptr %o))
  dassign %cap (mul u64 (dread u64 %oldcap, constval u64 2))
  iassign <* <$__corevm_object>> 1 (dread ptr %o, gcmallocjarray ptr <[] u8> (mul u64 (dread u64 %cap, constval u64 32)))
  iassign <* <$__corevm_object>> 2 (dread ptr %o, dread u64 %cap)
  iassign <* <$__corevm_object>> 3 (dread ptr %o, iread u64 <* <$__corevm_object>> 4 (dread ptr %o))
  dassign %k (constval u64 0)
@each
  brtrue @done (ge u1 u64 (dread u64 %k, dread u64 %oldcap))
  dassign %e (add ptr (dread ptr %old, mul ptr (cvt ptr u64 (dread u64 %k), constval ptr 32)))
  dassign %n (iread ptr <* <$__corevm_entry>> 1 (dread ptr %e))
  brtrue @skip (le u1 ptr (dread ptr %n, constval ptr 1))
  dassign %i (band u64 (iread u64 <* <$__corevm_entry>> 2 (dread ptr %e), sub u64 (dread u64 %cap, constval u64 1)))
@probe
  dassign %d (add ptr (iread ptr <* <$__corevm_object>> 1 (dread ptr %o), mul ptr (cvt ptr u64 (dread u64 %i), constval ptr 32)))
  brfalse @place (ne u1 ptr (iread ptr <* <$__corevm_entry>> 1 (dread ptr %d), constval ptr 0))
  dassign %i (band u64 (add u64 (dread u64 %i, constval u64 1), sub u64 (dread u64 %cap, constval u64 1)))
  goto @probe
@place
  iassign <* <$__corevm_entry>> 1 (dread ptr %d, dread ptr %n)
  iassign <* <$__corevm_entry>> 2 (dread ptr %d, iread u64 <* <$__corevm_entry>> 2 (dread ptr %e))
  iassign <* <$__corevm_entry>> 3 (dread ptr %d, iread u64 <* <$__corevm_entry>> 3 (dread ptr %e))
  iassign <* <$__corevm_entry>> 4 (dread ptr %d, iread u64 <* <$__corevm_entry>> 4 (dread ptr %e))
@skip
  dassign %k (add u64 (dread u64 %k, constval u64 1))
  goto @each
@done
  return ()
}

# The value slot of attribute `name` of `o`, made if it is missing, its type now `tag`.
func &__corevm_setattr (var %o ptr, var %name ptr, var %tag u64) ptr {
  var %h u64
  var %e ptr
  var %i u64
  var %mask u64
  var %n ptr
  callassigned &__corevm_hash (dread ptr %name) { dassign %h 0 }
  callassigned &__corevm_find (dread ptr %o, dread ptr %name, dread u64 %h) { dassign %e 0 }
  brtrue @have (ne u1 ptr (dread ptr %e, constval ptr 0))
  brfalse @room (ge u1 u64 (mul u64 (add u64 (iread u64 <* <$__corevm_object>> 3 (dread ptr %o), constval u64 1), constval u64 4), mul u64 (iread u64 <* <$__corevm_object>> 2 (dread ptr %o), constval u64 3)))
  call &__corevm_grow (dread ptr %o)
@room
  dassign %mask (sub u64 (iread u64 <* <$__corevm_object>> 2 (dread ptr %o), constval u64 1))
  dassign %i (band u64 (dread u64 %h, dread u64 %mask))
@probe
  dassign %e (add ptr (iread ptr <* <$__corevm_object>> 1 (dread ptr %o), mul ptr (cvt ptr u64 (dread u64 %i), constval ptr 32)))
  dassign %n (iread ptr <* <$__corevm_entry>> 1 (dread ptr %e))
  brtrue @fresh (eq u1 ptr (dread ptr %n, constval ptr 0))
  brtrue @reuse (eq u1 ptr (dread ptr %n, constval ptr 1))
  dassign %i (band u64 (add u64 (dread u64 %i, constval u64 1), dread u64 %mask))
  goto @probe
@fresh
  iassign <* <$__corevm_object>> 3 (dread ptr %o, add u64 (iread u64 <* <$__corevm_object>> 3 (dread ptr %o), constval u64 1))
@reuse
  iassign <* <$__corevm_object>> 4 (dread ptr %o, add u64 (iread u64 <* <$__corevm_object>> 4 (dread ptr %o), constval u64 1))
  iassign <* <$__corevm_entry>> 1 (dread ptr %e, dread ptr %name)
  iassign <* <$__corevm_entry>> 2 (dread ptr %e, dread u64 %h)
  iassign <* <$__corevm_entry>> 4 (dread ptr %e, constval u64 0)
@have
  iassign <* <$__corevm_entry>> 3 (dread ptr %e, dread u64 %tag)
  return (add ptr (dread ptr %e, constval ptr 24))
}

# Remove attribute `name` of `o`: 1, or 0 after printing that it has none.
func &__corevm_delattr (var %o ptr, var %name ptr) i32 {
  var %h u64
  var %e ptr
  var %r i32
  callassigned &__corevm_hash (dread ptr %name) { dassign %h 0 }
  callassigned &__corevm_find (dread ptr %o, dread ptr %name, dread u64 %h) { dassign %e 0 }
  brtrue @missing (eq u1 ptr (dread ptr %e, constval ptr 0))
  iassign <* <$__corevm_entry>> 1 (dread ptr %e, constval ptr 1)
  iassign <* <$__corevm_object>> 4 (dread ptr %o, sub u64 (iread u64 <* <$__corevm_object>> 4 (dread ptr %o), constval u64 1))
  return (constval i32 1)
@missing
  callassigned &fprintf (dread ptr $stderr, conststr ptr "coreVM: the object has no attribute `%s` to delete\n", dread ptr %name) { dassign %r 0 }
  return (constval i32 0)
}

# Whether `o` has attribute `name` (corevm.reflection.hasmember).
func &__corevm_hasattr (var %o ptr, var %name ptr) u8 {
  var %h u64
  var %e ptr
  callassigned &__corevm_hash (dread ptr %name) { dassign %h 0 }
  callassigned &__corevm_find (dread ptr %o, dread ptr %name, dread u64 %h) { dassign %e 0 }
  return (ne u8 ptr (dread ptr %e, constval ptr 0))
}

# Why an index is refused (the lowering throws at the instruction after this).
func &__corevm_index_fault (var %index i64, var %len u64) void {
  var %r i32
  callassigned &fprintf (dread ptr $stderr, conststr ptr "coreVM: index %ld is out of bounds for length %lu\n", dread i64 %index, dread u64 %len) { dassign %r 0 }
  return ()
}

# corevm.dbg.setbreakpoint: `maple debug` stops on entry to this function (as at a
# breakpoint) and reports the instruction that called it; `maple run` just returns.
func &__corevm_breakpoint () void {
  return ()
}
