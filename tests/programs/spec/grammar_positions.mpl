# Every declaration form of the spec's declaration chapter, in each position its grammar
# allows, with the real dialect's variants: module directives, storage classes before the
# type and attributes after it, every initializer kind, pseudo-register declarations, struct/
# union/class/interface types (incomplete, with parents, parent fields, methods whose
# attributes stand before or after the signature, bitfields, a flexible array member),
# javaclass/javainterface, function attributes, register formals, several return values, the
# function-block directives, labels on their own line and before a statement. The printed
# values are worked out by hand.
flavor 1
srclang 3
id 65535
numfuncs 4
importpath "."
fileinfo {
  @INFO_filename "grammar_positions.mpl"}
srcfileinfo {
  1 "grammar_positions.c"}
globalwordstypetagged = [0, 0]
globalwordsrefcounted = [0]
func &printf public used varargs (var %fmt <* i8> const, ...) i32
type $point <struct {@x i32 volatile, @y i32 align(8), @flags:3 u32, @more:5 u32, @tail <[] i8>}>
type $shape <union {@i i64, @d f64}>
type $opaque <structincomplete {}>
type $Base <class {@id i32, ^kind i32 final, &Base_describe public (<* <$Base>>) i32}>
type $Derived <class <$Base> {@extra i64 private, &Base_describe (<* <$Derived>>) i32 public}>
type $Named <interface {&Named_name (<* <$Named>>) i32}>
type $Impl <class <$Derived> {$Named}>
javaclass $LImpl; <$Impl> public final
javainterface $LNamed; <$Named> public abstract
var $counter extern i32
var $zeros fstatic <[4] i16> const
var $table <[2] [3] i32> = [[1, 2, 3], [4, 5, 6]]
var $pt <$point> = [1 = 7, 2 = 8, 3 = 5]
var $name <* i8> = conststr ptr "maple"
var $fptr ptr = addroffunc ptr &twice
var $self ptr = addrof ptr $table
var $wide u128 = 0x10000000000000000000000000000001
var $un <$shape> volatile align(16)
var $counter i32 = 40
func &twice static inline (var %v i32) i32 {
  funcsize 16
  framesize 64
  moduleid 1
  upformalsize 8
  formalwordstypetagged = [0]
  formalwordsrefcounted = [0]
  localwordstypetagged = [0]
  localwordsrefcounted = [0]
  return (shl i32 (dread i32 %v, constval i32 1))
}
func &pair (reg %1 i32, var %b i32) i32, i32 {
  return (regread i32 %1, dread i32 %b)
}
func &main () i32 {
  type %local <struct {@a i8, @b i16}>
  var %l <%local>
  var %s pstatic i32 = 2
  var %t i32 volatile
  tempvar %u i64
  reg %1 i32
  reg %2 i64
  var %fp ptr
  dassign %l 1 (constval i8 3)
  dassign %l 2 (constval i16 300)
  dassign %t (add i32 (dread i32 %l 1, dread i32 %l 2))
  callassigned &pair (constval i32 5, dread i32 %s) {
    regassign i32 %1
    dassign %t 0
  }
  dassign %u (cvt i64 i32 (dread i32 $counter))
@before
  brtrue @after (eq u1 i32 (regread i32 %1, constval i32 0))
@after dassign %fp (dread ptr $fptr)
  icallassigned (dread ptr %fp, dread i32 %t) { regassign i32 %1 }
  call &printf (conststr ptr "%s %d %d %d %d %d %lld %d\n", dread ptr $name, regread i32 %1, dread i32 %t, dread i32 $pt 1, dread i32 $pt 3, iread i32 <* i32> (array 1 ptr <* [2] [3] i32> (dread ptr $self, constval i32 1, constval i32 2)), dread i64 %u, cvt i32 u128 (dread u128 $wide))
  return (constval i32 0)
}
