//! The code examples of the MAPLE IR spec and the four worked samples at the end of its Chinese
//! edition. The samples carry bracket typos: each typo must be reported at its exact line:col,
//! and the corrected text must parse clean and print to a fixed point.

use maple_asm::{parse_str, print_module};

/// (code, line, col) of every error.
fn errors(src: &str) -> Vec<(String, usize, usize, String)> {
    let (_, d) = parse_str("sample.mpl", src);
    d.iter()
        .filter(|d| d.is_error())
        .map(|d| (d.code.to_string(), d.line, d.col, d.message.clone()))
        .collect()
}

#[track_caller]
fn assert_clean(src: &str) {
    let (m, d) = parse_str("sample.mpl", src);
    assert!(!d.has_errors(), "{}\n{src}", d.render(false));
    let m = m.unwrap();
    let p1 = print_module(&m);
    let (m2, d2) = parse_str("sample.mpl", &p1);
    assert!(
        !d2.has_errors(),
        "printed text does not re-parse:\n{}\n{p1}",
        d2.render(false)
    );
    let m2 = m2.unwrap();
    assert_eq!(m, m2, "re-parsed module differs:\n{p1}");
    assert_eq!(p1, print_module(&m2));
}

// ---- the Chinese edition's samples ----

const SAMPLE1_TYPO: &str = "func &foo (var %i i32, var %j i32) i32 {  
  return (  
    mul i32 (  
      add i32 (dread i32 %i, dread i32 %j),  
      constval i32 -998)))}
";

const SAMPLE1_FIXED: &str = "func &foo (var %i i32, var %j i32) i32 {  
  return (  
    mul i32 (  
      add i32 (dread i32 %i, dread i32 %j),  
      constval i32 -998))}
";

const SAMPLE2_TYPO: &str = "var $a <[10] f32>  
func &init() void{  
    var %i i32  
    dassign %i(constval i32 0)  
    while(  
        lt i32 i32(dread i32 %i, constval i32 10)){  
        iassign<*[10] f32>(  
            array a32<*[10] f32>(addrof a32 $a, dread i32 %i),  
            mul i32(dread i32 %i, constval i32 3))  
        dassign %i(  
            add i32(dread i32 %i, constval i32 1)))}}}
";

const SAMPLE2_FIXED: &str = "var $a <[10] f32>  
func &init() void{  
    var %i i32  
    dassign %i(constval i32 0)  
    while(  
        lt i32 i32(dread i32 %i, constval i32 10)){  
        iassign<*[10] f32>(  
            array a32<*[10] f32>(addrof a32 $a, dread i32 %i),  
            mul i32(dread i32 %i, constval i32 3))  
        dassign %i(  
            add i32(dread i32 %i, constval i32 1))}}
";

const SAMPLE3: &str = "type $SS <struct { @f1 i32, @f2:6 i8,@f3:2 i8}>
func &foo (var %x <$SS>) <$SS> {
  dassign %x 2 (constval i32 32 )
  return (dread agg %x) }
";

const SAMPLE4_TYPO: &str = "func &fact (var %n i32) i32 {
  if (ne i32 (dread i32 %n, constval i32 1)) {
    call &fact (sub i32 (dread i32 %n, constval i32 1))
    return (mul i32 (dread i32 %n, regread i32 %%retval))
  }
  return(constval i32 1)
}
";

const SAMPLE4_FIXED: &str = "func &fact (var %n i32) i32 {
  if (ne i32 i32 (dread i32 %n, constval i32 1)) {
    call &fact (sub i32 (dread i32 %n, constval i32 1))
    return (mul i32 (dread i32 %n, regread i32 %%retval))
  }
  return(constval i32 1)
}
";

#[test]
fn sample1_extra_paren_is_reported_exactly() {
    let e = errors(SAMPLE1_TYPO);
    // `constval i32 -998)))}`: the third `)` at column 26 closes nothing.
    assert_eq!(e.len(), 1, "{e:#?}");
    assert_eq!(
        (e[0].0.as_str(), e[0].1, e[0].2),
        ("E0006", 5, 26),
        "{e:#?}"
    );
    assert!(e[0].3.contains("unexpected `)`"));
    assert_clean(SAMPLE1_FIXED);
}

#[test]
fn sample2_extra_paren_and_brace_are_reported_exactly() {
    let e = errors(SAMPLE2_TYPO);
    let at: Vec<(&str, usize, usize)> = e.iter().map(|e| (e.0.as_str(), e.1, e.2)).collect();
    // `add i32(... constval i32 1)))}}}`: the third `)` (col 51) and third `}` (col 54) are extra.
    assert_eq!(at, [("E0006", 11, 51), ("E0006", 11, 54)], "{e:#?}");
    assert_clean(SAMPLE2_FIXED);
}

#[test]
fn sample3_is_correct_as_written() {
    assert_clean(SAMPLE3);
}

#[test]
fn sample4_missing_operand_type_is_reported_exactly() {
    let e = errors(SAMPLE4_TYPO);
    // `ne i32 (`: a compare needs its operand type before `(`.
    assert_eq!(e.len(), 1, "{e:#?}");
    assert_eq!(
        (e[0].0.as_str(), e[0].1, e[0].2),
        ("E0005", 2, 14),
        "{e:#?}"
    );
    assert!(
        e[0].3.contains("expected a primitive type, found `(`"),
        "{e:#?}"
    );
    assert_clean(SAMPLE4_FIXED);
}

#[test]
fn zh_initializer_example_bracket_typo() {
    // `var %s [struct{` in the Chinese edition: `[` where the type belongs.
    let typo = "type $SS <struct { @g1 f64, @g2 f64 }>
var $s [struct{@f1 i32,
  @f2 <$SS>,
  @f3:4 i32} = [ 1 = 99,
    2 = [1= 10.0],
    4 = 22.2,
    5 = 15 ]
";
    let e = errors(typo);
    assert_eq!(
        e.iter()
            .map(|e| (e.0.as_str(), e.1, e.2))
            .collect::<Vec<_>>(),
        [("E0005", 2, 8)],
        "{e:#?}"
    );
    let fixed = typo
        .replace("[struct{", "<struct{")
        .replace("@f3:4 i32}", "@f3:4 i32}>");
    assert_clean(&fixed);
}

#[test]
fn zh_callinstant_example_bracket_typo() {
    let typo = "type $apair <struct { @f1 <!T>, @f2 <!T> }>
func &swap (var %x <!UU>, var %y <!UU>) void {
  var %z <!UU>
  dassign %z (dread agg %x)
  dassign %x (dread agg %y)
  dassign %y (dread agg %z)
  return ()
}
func &main () void {
  var %a <$apair{!T=i32}>
  var %b <$apair{!T=i32}>
  callinstant &swap<{!UU=<$apair{!T=i32}>>> (
    dread agg %a,
    dread agg %b)
}
";
    let e = errors(typo);
    // `<{!UU=<$apair{!T=i32}>>>`: the `>` at column 42 comes where `}` should close the vector.
    assert_eq!(
        e.iter()
            .map(|e| (e.0.as_str(), e.1, e.2))
            .collect::<Vec<_>>(),
        [("E0006", 12, 42)],
        "{e:#?}"
    );
    assert_clean(&typo.replace("i32}>>>", "i32}>}>"));
}

// ---- the English spec's examples ----

#[test]
fn spec_array_examples() {
    assert_clean(
        "var $a <[10] i32>
var $i i32
var $x i32
var $b <[10] [10] i32>
var $j i32
func &f () void {
  # <* [10] i32> is pointer to array of 10 ints
  iassign <* i32> (
    array a32 <* [10] i32> (addrof a32 $a, dread i32 $i),
    dread i32 $i)
  # <* [10] [10] i32 indicates pointer to a 10x10 matrix of ints
  dassign $x (
    iread i32 <* i32> (
    array a32 <* [10] [10] i32> (addrof a32 $b, dread i32 $i, dread i32 $j)))
}
",
    );
}

#[test]
fn spec_struct_class_interface_examples() {
    assert_clean(
        "type $structz <struct {@z i32}>
type $s1 <struct {
  @f1 i32,
  @f2 <$structz> } > # $structz is the type name of another struct
type $classz <class {@c i32}>
type $c1 <class <$classz> { # $classz is the parent of this class being defined
  @f1 i32,
  @f2 f32 }>
",
    );
}

#[test]
fn spec_type_specification_examples() {
    assert_clean(
        "func &f () void {
  var %p <* i32>      # pointer to a 32-bit integer
  var %a <[10] i32>   # an array of 10 32-bit integers
  var %foo <func(i32) i32> # a pointer to a function
  var %q <* <[10] i32>> # pointer to an array of 10 32-bit integers
  var %q2 <* [10] i32>   # pointer to an array of 10 32-bit integers
  var %s <struct{@f1 i32,
                 @f2 f64,
                 @f3:3 i32}> # a bitfield of 3 bits
  var %pf <* struct{@f1 i32,
                   @f2 <[] u16>}> # a flexible array member
  var %x f64 volatile align(16)
  var %pp <* f32> const volatile
  return ()
}
type $i32ptr <* i32>        # the type $i32ptr is a pointer to i32
var $x extern f32 volatile static
",
    );
}

#[test]
fn spec_java_examples() {
    assert_clean(
        "# a java class named \"Puppy\" with a single field \"color\" and attributes public and final
javaclass $Puppy <class {@color i32}> public final
# $IFA is an interface with a single method &amethod
javainterface $IFA <interface {&amethod(void) i32}> public static
type $interfaceA <interface {@a0 i32}>
type $IB <interface <$interfaceA> { # this interface extends interfaceA
    @s1 i32,            # data fields inside interfaces always statically allocated
    &method1(i32) f32 }> # a method declaration
type $PP <class {@p i32}>
type $C <class <$PP> { &amethod(void) i32, # this class extends the $PP class
                  $IFA }>        # this class implements the $IFA interface
",
    );
    // As printed in the spec, with `int32` for `i32`: a clear error.
    let e = errors("type $IB <interface { @s1 int32 }>\n");
    assert_eq!(
        (e[0].0.as_str(), e[0].1, e[0].2),
        ("E0010", 1, 27),
        "{e:#?}"
    );
}

#[test]
fn spec_initialization_example() {
    assert_clean(
        "func &f () void {
  type %SS <struct { @g1 f64, @g2 f64 }>
  var %s struct{@f1 i32,
                @f2 <%SS>,
                @f3:4 i32} = [
      1 = 99,        # field f1 is initialized to 99
      2 = [1= 10.0f, 2=22.2f],
                     # fields f2.g1 and f2.g2 initialized to
                     # 10.0f and 22.2f respectively
      3 = 15 ]       # field f3 (4 bits in size) has field number 3 in
                     # struct %s and is initialized to 15
  return ()
}
",
    );
}

#[test]
fn spec_generics_example() {
    let src = "type $apair <struct {@f1 <!T>, @f2 <!T>}> # $apair is a generic type
var $x <$apair{!T=f32}>     # the type of $x is $apair instantiated with f32
# &swap is a generic function to swap two parameters
func &swap (var %x <!UU>, var %y <!UU>) void {
  var %z <!UU>
  dassign %z (dread agg %x)
  dassiign %x (dread agg %y)
  dassign %y (dread agg %z)
  return
}
func &main () void {
  var %a <$apair{!T=i32}>
  var %b <$apair{!T=i32}>
  # &swap is instantiated with type argument <$apair{!T=i32}>,
  # itself an instantiated type
  callinstant &swap<{!UU=<$apair{!T=i32}>}> (
  dread agg %a,
  dread agg %b)
}
";
    // The spec's own typo `dassiign` is an unknown opcode at 7:3; nothing else is wrong.
    let e = errors(src);
    assert_eq!(
        e.iter()
            .map(|e| (e.0.as_str(), e.1, e.2))
            .collect::<Vec<_>>(),
        [("E0009", 7, 3)],
        "{e:#?}"
    );
    assert_clean(&src.replace("dassiign", "dassign"));
}

#[test]
fn spec_statement_syntax_lines() {
    // One statement of each shape the spec's instruction sections define.
    assert_clean(
        "type $S <struct {@a i32, @b <struct {@c i32}>}>
var $g i32
var $tab <[2] ptr>
func &callee (var %a i32) i32 {
  return (dread i32 %a)
}
func &f (var %n i32, var %p <* $S>) i32 {
  var %i i32
  var %s $S
  var %e i32
  var %arr <[4] i32>
  dassign %i 0 (constval i32 0)
  dassign %s 3 (constval i32 1)
  iassign <* $S> 2 (dread ptr %p, constval i32 2)
  iassignoff i32 8 (dread ptr %p, constval i32 3)
  iassignfpoff i32 -8 (constval i32 4)
  iassignpcoff i32 16 (constval i32 5)
  regassign i32 %1 (ireadoff i32 4 (dread ptr %p))
  regassign i32 %2 (add i32 (ireadfpoff i32 -8, ireadpcoff i32 16))
  regassign ptr %3 (addroflabel a64 @l1)
  regassign ptr %4 (addroffunc a64 &callee)
  regassign ptr %5 (addroffpc a64 4)
  regassign ptr %6 (conststr ptr \"hi\\n\")
  regassign ptr %7 (conststr16 ptr \"hi\")
  regassign u32 %8 (sizeoftype u32 <$S>)
  regassign i32 %9 (abs i32 (extractbits i32 1 3 (sext i32 8 (zext u32 8 (constval u32 255)))))
  regassign ptr %10 (iaddrof ptr <* $S> 2 (dread ptr %p))
  regassign i32 %11 (lnot i32 (recip f32 (sqrt f32 (constval f32 2.0f))))
  regassign i32 %12 (ceil i32 f64 (cvt f64 i32 (floor i32 f32 (cvt f32 i32 (round i32 f64 (cvt f64 i32 (trunc i32 f64 (retype f64 <f64> (constval i64 1)))))))))
  regassign i32 %13 (cmp i32 i32 (cmpg i32 f32 (constval f32 1.0f, constval f32 2.0f), cmpl i32 f64 (constval f64 1.0, constval f64 2.0)))
  regassign i32 %14 (depositbits i32 1 3 (constval i32 0, constval i32 7))
  regassign i32 %15 (select i32 (gt i32 i32 (dread i32 %n, constval i32 0), le i32 i32 (dread i32 %n, constval i32 1), ge i32 i32 (dread i32 %n, constval i32 2)))
  regassign i32 %16 (intrinsicop i32 JAVA_ARRAY_LENGTH (dread ptr %p))
  regassign i32 %17 (intrinsicopwithtype i32 <* $S> JAVA_ARRAY_LENGTH (dread ptr %p))
  regassign i32 %18 (cand i32 (cior i32 (land i32 (regread i32 %1, regread i32 %2), lior i32 (regread i32 %1, regread i32 %2)), constval i32 1))
  regassign i32 %19 (ashr i32 (lshr i32 (shl i32 (band i32 (bior i32 (bxor i32 (regread i32 %1, regread i32 %2), regread i32 %1), regread i32 %2), constval i32 1), constval i32 1), constval i32 1))
  regassign i32 %20 (max i32 (min i32 (rem i32 (div i32 (mul i32 (sub i32 (regread i32 %1, regread i32 %2), regread i32 %1), regread i32 %2), regread i32 %1), regread i32 %2), regread i32 %1))
  regassign i32 %21 (eq i32 i32 (ne i32 i32 (lt i32 i32 (regread i32 %1, regread i32 %2), regread i32 %1), regread i32 %2))
  regassign i32 %22 (neg i32 (bnot i32 (regread i32 %22)))
  regassign ptr %23 (array 1 ptr <* [4] i32> (addrof ptr %arr, constval i32 1))
  regassign ptr %24 (alloca ptr (constval u32 16))
  regassign ptr %25 (malloc ptr (constval u32 16))
  regassign ptr %26 (gcmalloc ref <$S>)
  regassign ptr %27 (gcpermalloc ref <$S>)
  regassign ptr %28 (stackmalloc ref <$S>)
  regassign ptr %29 (gcmallocjarray ref <[] i32> (constval i32 4))
  regassign ptr %30 (stackmallocjarray ref <[] i32> (constval i32 4))
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 10), constval i32 1) {
    dowhile {
      eval (dread i32 %i)
    } (constval i32 0)
  }
  foreachelem %e %arr {
    eval (dread i32 %e)
  }
  while (constval i32 0) {
    eval (constval i32 0)
  }
  if (dread i32 %n) {
    brtrue @l1 (dread i32 %n)
  } else {
    brfalse @l1 (dread i32 %n)
  }
  {
    goto @l1
  }
@l1
  igoto (addroflabel a64 @l1)
  multiway (dread i32 %n) @l1 {
    (constval i32 1): goto @l1
  }
  switch (dread i32 %n) @l1 {
    -1: goto @l1
    5: goto @l1
  }
  rangegoto (dread i32 %n) 0 {
    0: goto @l1
    1: goto @l1
  }
  indexgoto (dread i32 %n) $tab
  call &callee (dread i32 %n)
  icall (addroffunc ptr &callee, dread i32 %n)
  icallproto <func (i32) i32> (addroffunc ptr &callee, dread i32 %n)
  intrinsiccall MPL_CLINIT_CHECK ()
  intrinsiccallwithtype <$S> MPL_CLINIT_CHECK ()
  xintrinsiccall 3 (dread i32 %n)
  callassigned &callee (dread i32 %n) {
    dassign %i 0
    regassign i32 %40
  }
  icallassigned (addroffunc ptr &callee, dread i32 %n) {
    dassign %i 0
  }
  jstry @h1 0
@h1 jscatch
@f1 finally
  cleanuptry
  gosub @f1
  retsub
  javatry { @h2 @h3 }
@h2 javacatch { <* $S> }
@h3 javacatch <* $S>
  cpptry { @h4 }
@h4 cppcatch <* $S>
@end endtry
  throw (dread ptr %p)
  decref (dread ref %p)
  decrefreset (addrof ptr %p)
  incref (dread ref %p)
  free (dread ptr %p)
  assertge (dread i32 %n, constval i32 0)
  assertlt (dread i32 %n, constval i32 10)
  assertnonnull (dread ptr %p)
  checkpoint region1
  membaracquire
  membarrelease
  membarfull
  syncenter (dread ptr %p)
  syncexit (dread ptr %p)
  return (constval i32 0)
}
",
    );
}

#[test]
fn spec_module_directives() {
    assert_clean(
        "entryfunc &main
flavor 1
globalmemmap = [ 1 2 3 ]
globalmemsize 12
globalwordstypetagged = [ 0 ]
globalwordsrefcounted = [ 0 ]
id 65535
numfuncs 1
srclang 3
srcfileinfo {
  1 \"main.c\",
  2 \"util.h\"}
func &main () i32 {
  funcsize 20
  framesize 16
  moduleid 0
  upformalsize 0
  formalwordstypetagged = [ 0 ]
  formalwordsrefcounted = [ 0 ]
  localwordstypetagged = [ 0 ]
  localwordsrefcounted = [ 0 ]
  LOC 1 3
  return (constval i32 0)
  LOC 1 4 7
  return (constval i32 1)
}
",
    );
}
