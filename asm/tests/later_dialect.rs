//! The constructs of OpenArk's later irbuild tests and of the spec that maple once refused
//! (issue 12): each parses, checks, prints to a fixed point and assembles, and each new
//! diagnostic points at its line and column.

mod common;
use common::diags;
use maple_asm::codegen::assemble;
use maple_asm::disasm::{disassemble, Options};
use maple_asm::image::Image;
use maple_asm::layout::Layouts;
use maple_asm::types::{Type, TypeName};
use maple_asm::{parse_str, print_module, Severity};
use maple_isa::{decode_all, Opcode};

fn module(src: &str) -> maple_asm::Module {
    let (m, d) = parse_str("t.mpl", src);
    assert!(!d.has_errors(), "{}", d.render(false));
    m.expect("module")
}

#[track_caller]
fn fixed_point(src: &str) -> String {
    let m = module(src);
    let p1 = print_module(&m);
    let m2 = module(&p1);
    assert!(m == m2, "re-parsed module differs:\n{p1}");
    assert_eq!(print_module(&m2), p1);
    p1
}

fn image(src: &str) -> Image {
    assemble(&module(src), "t.mpl").unwrap_or_else(|d| panic!("{}", d.render(false)))
}

fn opcodes(img: &Image) -> Vec<Opcode> {
    decode_all(&img.text.bytes)
        .flatten()
        .map(|(_, i)| i.opcode)
        .collect()
}

#[track_caller]
fn expect(src: &str, code: &str, msg: &str, line: usize, col: usize, severity: Severity) {
    let all = diags(src);
    let found = all.iter().any(|(c, m, l, k, s)| {
        c == code && m.contains(msg) && *l == line && *k == col && *s == severity
    });
    assert!(
        found,
        "expected {code} `{msg}` at {line}:{col}, got {all:#?}"
    );
}

/// The diagnostics `assemble` reports (after a clean parse and check).
fn assembly_errors(src: &str) -> Vec<(String, String, usize, usize)> {
    match assemble(&module(src), "t.mpl") {
        Ok(_) => Vec::new(),
        Err(d) => d
            .iter()
            .map(|d| (d.code.to_string(), d.message.clone(), d.line, d.col))
            .collect(),
    }
}

const PARENT_FIELDS: &str = "type $RR <class {@e1 i32, ^e2 f32, @e3 f64}>
type $SS <class <$RR> {^f1 i32, @f2 i8, ^f3 i8}>
func &foo (var %x <$SS>) i32 {
  dassign %x -1 (constval i32 32)
  return (dread i32 %x -2)
}
";

#[test]
fn parent_fields_take_ids_and_space_and_keep_their_sigil() {
    let m = module(PARENT_FIELDS);
    let mut layouts = Layouts::new(&m);
    let ss = layouts
        .layout(&Type::Named(TypeName {
            global: true,
            name: "SS".into(),
        }))
        .unwrap();
    // $RR itself (id 1), its e1 e2 e3 (0, 4, 8), then f1 f2 f3 (16, 20, 21): ids 1..=7.
    let offsets: Vec<u64> = (1..=7).map(|id| ss.field(id).unwrap().offset).collect();
    assert_eq!(offsets, [0, 0, 4, 8, 16, 20, 21]);
    assert_eq!((ss.size, ss.parent_field_count()), (24, 2));
    // -1 and -2 are $SS's own parent fields: f1 and f3.
    assert_eq!(ss.field(-1).unwrap().name, "f1");
    assert_eq!(ss.field(-2).unwrap().offset, 21);
    assert!(ss.field(-3).is_none());
    let printed = fixed_point(PARENT_FIELDS);
    assert!(
        printed.contains("^f1 i32") && printed.contains("@f2 i8"),
        "{printed}"
    );
    assert!(printed.contains("dassign %x -1 (") && printed.contains("dread i32 %x -2)"));
}

#[test]
fn negative_field_ids_address_the_parent_fields() {
    let img = image(PARENT_FIELDS);
    let text: Vec<String> = decode_all(&img.text.bytes)
        .flatten()
        .map(|(_, i)| i.to_string())
        .collect();
    // %x lives at FP-24 (24 bytes, 8-aligned): f1 at +16 is FP-8, f3 at +21 is FP-3.
    assert!(
        text.iter().any(|t| t.starts_with("iassignfpoff i32 -8")),
        "{text:?}"
    );
    assert!(
        text.iter().any(|t| t.starts_with("ireadfpoff i8 -3")),
        "{text:?}"
    );
}

#[test]
fn a_parent_field_id_beyond_the_parent_fields_is_an_error() {
    let src = "type $S <struct {^a i32, @b i32}>
func &f (var %s <$S>) i32 {
  return (dread i32 %s -2)
}
";
    expect(
        src,
        "E0022",
        "parent field id -2 out of range",
        3,
        11,
        Severity::Error,
    );
}

#[test]
fn method_attributes_stand_between_the_name_and_the_signature() {
    let src = "type $Ljava/lang/String; <class {}>
type $Leh <class {@f i32,
  &foo public static (<* <$Leh>>, <* <[0] <* <$Ljava/lang/String;>>>>) void,
  &bar (i32) i32 final}>
";
    let printed = fixed_point(src);
    assert!(
        printed.contains("&foo public static (<* <$Leh>>"),
        "{printed}"
    );
    // Attributes written after the return type (older files) move before the signature.
    assert!(printed.contains("&bar final (i32) i32"), "{printed}");
}

#[test]
fn addrof_of_a_dollar_function_is_its_address() {
    let src = "func $foo (var %a i32) i32 {
  return (dread i32 %a)
}
var $fp a64 = addrof a64 $foo
func $main () i32 {
  var %p a64
  dassign %p (addrof a64 $foo)
  return (constval i32 0)
}
";
    fixed_point(src);
    let img = image(src);
    assert!(opcodes(&img).contains(&Opcode::Addroffunc));
    let foo = img
        .functions
        .iter()
        .find(|f| f.name == "foo")
        .unwrap()
        .entry;
    assert_eq!(img.data.bytes[..8], (foo as u64).to_le_bytes());
    // A name that is neither a variable nor a function is still an undefined variable.
    expect(
        "func $main () i32 {\n  return (addrof a64 $nothing)\n}\n",
        "E0012",
        "undefined variable `$nothing`",
        2,
        22,
        Severity::Error,
    );
}

#[test]
fn rounding_to_a_float_type_and_numbered_checkpoints() {
    let src = "func &main () i32 {
  var %d f64
  dassign %d (floor f64 f64 (constval f64 2.5))
  dassign %d (cvt f64 f32 (round f32 f64 (constval f64 2.5)))
  checkpoint 1
  checkpoint region
  return (constval i32 0)
}
";
    let printed = fixed_point(src);
    assert!(printed.contains("checkpoint 1\n"), "{printed}");
    let img = image(src);
    let ops = opcodes(&img);
    assert!(ops.contains(&Opcode::Floor) && ops.contains(&Opcode::Round));
    assert!(img.strings.iter().any(|s| s == "1"));
}

#[test]
fn i128_and_u128_literals_wider_than_64_bits() {
    let src = "var $big u128 = 340282366920938463463374607431768211455
var $h i128 = 0x123456789abcdef0123456789abcdef
func &main () i32 {
  var %q u128
  dassign %q (constval u128 0xffffffffffffffffffffffffffffffff)
  dassign %q (constval i128 -170141183460469231731687303715884105728)
  return (constval i32 0)
}
";
    let printed = fixed_point(src);
    assert!(printed.contains("$big u128 = 340282366920938463463374607431768211455"));
    assert!(printed.contains("constval u128 340282366920938463463374607431768211455"));
    let img = image(src);
    assert_eq!(img.data.bytes[..16], [0xff; 16]);
    assert_eq!(
        img.data.bytes[16..32],
        0x123456789abcdef0123456789abcdef_u128.to_le_bytes()
    );
    expect(
        "func &f () i64 {\n  return (constval i64 0x1ffffffffffffffffffffffffffffffff)\n}\n",
        "E0003",
        "does not fit in 128 bits",
        2,
        24,
        Severity::Error,
    );
    expect(
        "func &f () i64 {\n  return (constval i64 340282366920938463463374607431768211455)\n}\n",
        "E0003",
        "integer literal does not fit in `i64`",
        2,
        24,
        Severity::Error,
    );
}

#[test]
fn byte_offset_access_block_copy_and_sp_stores_assemble() {
    let src = "var $g <[4] i32>
func &main () i32 {
  var %a <[2] i64>
  var %b <[2] i64>
  dassignoff i64 %a 8 (dreadoff i64 %a 0)
  dassignoff i32 $g 12 (constval i32 1)
  blkassignoff 0 8 16 (addrof ptr %b, addrofoff ptr %a 0)
  iassignspoff i32 -4 (constval i32 1)
  return (dreadoff i32 $g 12)
}
";
    fixed_point(src);
    let ops = opcodes(&image(src));
    for op in [
        Opcode::Blkassignoff,
        Opcode::Iassignspoff,
        Opcode::Iassigngpoff,
    ] {
        assert!(ops.contains(&op), "{op} missing from {ops:?}");
    }
    let outside =
        assembly_errors("func &main () i32 {\n  var %a i32\n  return (dreadoff i32 %a 2)\n}\n");
    assert!(
        outside
            .iter()
            .any(|(c, m, l, k)| c == "E0100" && m.contains("outside %a") && (*l, *k) == (3, 11)),
        "{outside:?}"
    );
}

#[test]
fn customcall_is_a_call_and_asm_is_refused_by_name() {
    let src = "func &g (var %x i32) i32 {
  return (dread i32 %x)
}
func &main () i32 {
  var %r i32
  customcallassigned &g (constval i32 3) { dassign %r 0 }
  customcall &g (dread i32 %r)
  return (dread i32 %r)
}
";
    fixed_point(src);
    let ops = opcodes(&image(src));
    assert_eq!(ops.iter().filter(|o| **o == Opcode::Call).count(), 2);
    let asm = "func &main () i32 {
  var %x i32
  asm volatile inline { \"mov %0, %1\" : \"=r\" dassign %x 0 : \"r\" (constval i32 1) : \"cc\", \"memory\" : }
  return (dread i32 %x)
}
";
    let printed = fixed_point(asm);
    assert!(
        printed.contains("asm volatile inline { \"mov %0, %1\""),
        "{printed}"
    );
    let errors = assembly_errors(asm);
    assert!(
        errors.iter().any(|(c, m, l, k)| c == "E0100"
            && m.contains("inline `asm` is not executable")
            && (*l, *k) == (3, 3)),
        "{errors:?}"
    );
}

#[test]
fn the_assert_families_keep_their_sites() {
    let src = "func &callee (var %p ptr) void
func &main () i32 {
  var %p ptr
  assertnonnull <&main> (dread ptr %p)
  callassertnonnull <&callee, 0, &main> (dread ptr %p)
  assignassertnonnull <&main> (dread ptr %p)
  returnassertnonnull <&main> (dread ptr %p)
  assertge <&main> (dread ptr %p, dread ptr %p)
  assertlt (dread ptr %p, dread ptr %p)
  calcassertge <&main> (dread ptr %p, dread ptr %p)
  calcassertlt <&main> (dread ptr %p, dread ptr %p)
  callassertle <&callee, 1, &main> (dread ptr %p, dread ptr %p)
  returnassertle <&main> (dread ptr %p, dread ptr %p)
  assignassertle <&main> (dread ptr %p, dread ptr %p)
  return (constval i32 0)
}
";
    let printed = fixed_point(src);
    assert!(
        printed.contains("callassertle <&callee, 1, &main> ("),
        "{printed}"
    );
    assert_eq!(
        opcodes(&image(src)).len(),
        11 * 3 - 4 + 2,
        "each check executes"
    );
    expect(
        "func &main () i32 {\n  assertge <&nowhere> (constval i32 1, constval i32 0)\n  return (constval i32 0)\n}\n",
        "E0013",
        "undefined function `&nowhere`",
        2,
        13,
        Severity::Error,
    );
}

#[test]
fn a_storage_class_after_the_type_is_an_error_with_a_hint() {
    expect(
        "var $x i32 pstatic\n",
        "E0039",
        "storage class `pstatic` after the type",
        1,
        12,
        Severity::Error,
    );
    expect(
        "func &f () void {\n  var %y <* i8> const fstatic\n  return ()\n}\n",
        "E0039",
        "storage class `fstatic`",
        2,
        23,
        Severity::Error,
    );
    // `static` and `extern` are attributes too (all_attributes.def), as OpenArk prints them.
    assert!(diags("var $x extern f32 volatile static\n").is_empty());
    assert!(diags("var $z i64 static volatile = 0\n").is_empty());
    assert!(diags("var $r extern ptr extern\n").is_empty());
    let (_, d) = parse_str("t.mpl", "var $x i32 pstatic\n");
    let rendered = d.render(false);
    assert!(
        rendered.contains("the storage class goes before the type"),
        "{rendered}"
    );
}

#[test]
fn an_unknown_attribute_is_a_warning_naming_it() {
    expect(
        "var $x i32 volatil\n",
        "W0007",
        "unknown attribute `volatil`",
        1,
        12,
        Severity::Warning,
    );
    let (_, d) = parse_str("t.mpl", "var $x i32 volatil\n");
    assert!(d.render(false).contains("did you mean `volatile`?"));
    expect(
        "func &f frobnicate () void\n",
        "W0007",
        "unknown attribute `frobnicate`",
        1,
        9,
        Severity::Warning,
    );
    // Every attribute OpenArk defines passes in silence.
    assert!(
        diags("var $x i32 const volatile align(8) used weak memory_order_acquire\n").is_empty()
    );
}

#[test]
fn strings_ending_in_an_explicit_nul_and_class_tables_survive_disassembly() {
    let src = "type $A <class {@x i32, &A_m (<* <$A>>) i32}>
type $B <class <$A> {@y i8, &B_m (<* <$B>>) i32}>
type $I <interface {&I_v (<* <$I>>) i32}>
type $C <class <$B> {$I}>
func &A_m (var %t <* <$A>>) i32 {
  return (constval i32 1)
}
func &main () i32 {
  var %p ptr
  var %o ref
  dassign %p (conststr ptr \"ab\\0\")
  dassign %p (conststr16 ptr \"w\\0\")
  dassign %p (conststr ptr \"z\")
  dassign %o (gcmalloc ref <$C>)
  return (constval i32 0)
}
";
    let img = image(src);
    let bytes = maple_asm::image::write_image(&img).unwrap();
    let img = maple_asm::image::read_image(&bytes).unwrap();
    let text = disassemble(&img, &Options::default()).unwrap();
    assert!(text.contains("conststr ptr \"ab\\x00\""), "{text}");
    assert!(text.contains("type $C <class <$B>"), "{text}");
    let again = assemble(&module(&text), "d.mpl").unwrap_or_else(|d| panic!("{}", d.render(false)));
    assert_eq!(img.rodata, again.rodata);
    assert_eq!(img.text, again.text);
    assert_eq!(img.classes, again.classes);
    assert_eq!(img.types, again.types);
}

#[test]
fn jbc2mpl_labels_attributes_after_the_type_and_long_initializers_are_read() {
    // `@@4` is a label named `@4`; it prints back as written.
    let text = "var $v <[0] <* void>> = [1, 0]\nvar $f i64 static volatile = 0\nfunc &main () i32 {\n  goto @@4\n@@4   return (constval i32 0)\n}\n";
    let (m, d) = parse_str("t.mpl", text);
    assert!(!d.has_errors(), "{}", d.render(false));
    let printed = maple_asm::print_module(&m.expect("module"));
    assert!(
        printed.contains("goto @@4") && printed.contains("@@4"),
        "{printed}"
    );
    // A zero-length array inside a struct cannot grow: an excess stays an error.
    expect(
        "type $s <struct {@a <[0] i32>}>\nvar $x <$s> = [1= [1, 2]]\n",
        "E0023",
        "too many initializers",
        2,
        1,
        Severity::Error,
    );
}
