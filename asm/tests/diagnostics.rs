//! One test per diagnostic kind: each asserts the code, a message substring and the exact
//! line:col the diagnostic points at.

mod common;
use common::diags;
use maple_asm::{parse_str, Severity};

/// Assert that a diagnostic with `code` whose message contains `msg` is reported at line:col.
#[track_caller]
fn expect(src: &str, code: &str, msg: &str, line: usize, col: usize) {
    let all = diags(src);
    let found = all
        .iter()
        .any(|(c, m, l, k, _)| c == code && m.contains(msg) && *l == line && *k == col);
    assert!(
        found,
        "expected {code} `{msg}` at {line}:{col}, got:\n{all:#?}\nfor source:\n{src}"
    );
}

#[track_caller]
fn expect_only_warnings(src: &str) {
    let all = diags(src);
    assert!(
        all.iter().all(|d| d.4 == Severity::Warning),
        "expected only warnings, got {all:#?}"
    );
}

#[test]
fn e0001_unexpected_character() {
    expect("var $x i32 ~\n", "E0001", "unexpected character `~`", 1, 12);
}

#[test]
fn e0002_unterminated_string() {
    expect(
        "func &f () void {\n  call &puts (conststr ptr \"abc)\n}\n",
        "E0002",
        "unterminated string",
        2,
        28,
    );
}

#[test]
fn e0003_bad_hex_literal() {
    expect(
        "var $x i32 = 0x\n",
        "E0003",
        "bad number literal `0x`",
        1,
        14,
    );
}

#[test]
fn e0003_bad_octal_literal() {
    expect("var $x i32 = 09\n", "E0003", "bad octal literal", 1, 14);
}

#[test]
fn e0003_integer_too_large() {
    expect(
        "var $x u64 = 99999999999999999999999\n",
        "E0003",
        "does not fit in 64 bits",
        1,
        14,
    );
}

#[test]
fn e0004_bad_character_constant() {
    expect(
        "var $x i8 = 'ab'\n",
        "E0004",
        "exactly one character",
        1,
        13,
    );
}

#[test]
fn e0005_expected_variable() {
    expect(
        "func &f () void {\n  dassign (constval i32 1)\n}\n",
        "E0005",
        "expected a variable",
        2,
        11,
    );
}

#[test]
fn e0006_extra_closing_paren() {
    expect(
        "func &f () i32 {\n  return (constval i32 0))\n}\n",
        "E0006",
        "unexpected `)`",
        2,
        26,
    );
}

#[test]
fn e0006_unclosed_brace() {
    expect(
        "func &f () void {\n  return ()\n",
        "E0006",
        "unclosed `{`",
        3,
        1,
    );
}

#[test]
fn e0006_missing_closing_paren() {
    expect(
        "func &f () i32 {\n  return (add i32 (constval i32 1, constval i32 2)\n}\n",
        "E0006",
        "expected `)`, found `}`",
        2,
        51,
    );
}

#[test]
fn e0007_two_statements_on_a_line() {
    expect(
        "func &f () void {\n  return () return ()\n}\n",
        "E0007",
        "must start a new line",
        2,
        13,
    );
}

#[test]
fn e0008_nesting_too_deep() {
    let depth = 300;
    let src = format!(
        "func &f () i32 {{\n  return ({}constval i32 1{})\n}}\n",
        "neg i32 (".repeat(depth),
        ")".repeat(depth)
    );
    // The body block is level 1 and the first 255 `neg`s levels 2..=256: the 256th `neg`, at
    // column 11 + 255 * 9, is one too deep.
    expect(&src, "E0008", "nesting deeper than 256", 2, 11 + 255 * 9);
}

#[test]
fn e0009_unknown_opcode() {
    expect(
        "func &f () void {\n  frobnicate (constval i32 1)\n}\n",
        "E0009",
        "unknown opcode `frobnicate`",
        2,
        3,
    );
}

#[test]
fn e0010_unknown_primitive_type() {
    expect(
        "var $x int32\n",
        "E0010",
        "unknown primitive type `int32`",
        1,
        8,
    );
}

#[test]
fn e0011_expression_as_statement() {
    expect(
        "func &f () void {\n  add i32 (constval i32 1, constval i32 2)\n}\n",
        "E0011",
        "is an expression, not a statement",
        2,
        3,
    );
}

#[test]
fn e0011_statement_as_expression() {
    expect(
        "func &f () i32 {\n  return (goto @x)\n}\n",
        "E0011",
        "is a statement, not an expression",
        2,
        11,
    );
}

/// A call used for its value: the hint names the `...assigned` form that stores the result.
#[test]
fn e0011_a_call_as_an_expression_hints_callassigned() {
    let src = "func &g () i32 {\n  return (constval i32 1)\n}\n\
               func &f () i32 {\n  return (call &g ())\n}\n";
    expect(src, "E0011", "`call` is a statement", 5, 11);
    let (_, d) = parse_str("t.mpl", src);
    let text = d.render(false);
    assert!(
        text.contains("help: a call's result is stored by the statement `callassigned`"),
        "{text}"
    );
    // A statement with no such form gets no call hint.
    let (_, d) = parse_str("t.mpl", "func &f () i32 {\n  return (goto @x)\n}\n");
    assert!(!d.render(false).contains("callassigned"));
}

#[test]
fn e0012_undefined_variable() {
    expect(
        "func &f () i32 {\n  return (dread i32 %nope)\n}\n",
        "E0012",
        "undefined variable `%nope`",
        2,
        21,
    );
}

#[test]
fn e0013_undefined_function() {
    expect(
        "func &f () void {\n  call &nope ()\n}\n",
        "E0013",
        "undefined function `&nope`",
        2,
        8,
    );
}

#[test]
fn e0014_undefined_type() {
    expect("var $x <$Nope>\n", "E0014", "undefined type `$Nope`", 1, 9);
}

#[test]
fn e0015_undefined_label() {
    expect(
        "func &f () void {\n  goto @nowhere\n}\n",
        "E0015",
        "undefined label `@nowhere`",
        2,
        8,
    );
}

#[test]
fn e0016_global_redeclared_with_other_type() {
    expect(
        "var $x i32\nvar $x f32\n",
        "E0016",
        "redeclared with a different type",
        2,
        5,
    );
}

#[test]
fn e0016_global_initialized_twice() {
    expect(
        "var $x i32 = 1\nvar $x i32 = 2\n",
        "E0016",
        "initialized twice",
        2,
        5,
    );
}

#[test]
fn e0016_local_declared_twice() {
    expect(
        "func &f () void {\n  var %a i32\n  var %a i32\n}\n",
        "E0016",
        "declared twice",
        3,
        7,
    );
}

#[test]
fn e0018_duplicate_type() {
    expect(
        "type $T <struct {@a i32}>\ntype $T <struct {@b i32}>\n",
        "E0018",
        "defined twice",
        2,
        6,
    );
}

/// The same definition twice is one type (an mpl2mpl module and the Java library it
/// imports both define `$__class_meta__`).
#[test]
fn e0018_not_for_the_same_definition_again() {
    expect_only_warnings("type $T <struct {@a i32}>\ntype $T <struct {@a i32}>\n");
}

#[test]
fn e0019_duplicate_label() {
    expect(
        "func &f () void {\n@L\n@L\n  return ()\n}\n",
        "E0019",
        "label `@L` defined twice",
        3,
        1,
    );
}

#[test]
fn e0020_operand_count_expression() {
    expect(
        "func &f () i32 {\n  return (add i32 (constval i32 1))\n}\n",
        "E0020",
        "`add` takes 2 operand(s), found 1",
        2,
        11,
    );
}

#[test]
fn e0020_operand_count_statement() {
    expect(
        "func &f () void {\n  eval (constval i32 1, constval i32 2)\n}\n",
        "E0020",
        "`eval` takes 1 operand(s), found 2",
        2,
        3,
    );
}

#[test]
fn e0021_wrong_prim_type() {
    expect(
        "func &f () f32 {\n  return (bnot f32 (constval f32 1.0f))\n}\n",
        "E0021",
        "`bnot` does not take type `f32`",
        2,
        16,
    );
}

#[test]
fn e0022_field_id_out_of_range() {
    expect(
        "type $S <struct {@a i32, @b i32}>\nvar $s <$S>\nfunc &f () i32 {\n  return (dread i32 $s 3)\n}\n",
        "E0022",
        "field id 3 out of range",
        4,
        11,
    );
}

#[test]
fn e0022_field_id_on_a_scalar() {
    expect(
        "var $s i32\nfunc &f () i32 {\n  return (dread i32 $s 1)\n}\n",
        "E0022",
        "not a structure",
        3,
        11,
    );
}

#[test]
fn e0023_too_many_initializers() {
    expect(
        "var $a <[2] i32> = [1, 2, 3]\n",
        "E0023",
        "too many initializers: 3 for an array of 2",
        1,
        1,
    );
}

#[test]
fn e0023_list_for_a_scalar() {
    expect(
        "var $a i32 = [1, 2]\n",
        "E0023",
        "cannot initialize a scalar",
        1,
        1,
    );
}

#[test]
fn e0024_initializer_field_out_of_range() {
    expect(
        "type $S <struct {@a i32, @b i32}>\nvar $s <$S> = [1 = 1, 3 = 2]\n",
        "E0024",
        "field number 3 out of range",
        2,
        1,
    );
}

#[test]
fn e0025_missing_import() {
    expect(
        "import \"no-such-file.mplt\"\n",
        "E0025",
        "cannot find imported file",
        1,
        8,
    );
}

#[test]
fn e0026_local_name_at_global_scope() {
    expect(
        "var %x i32\n",
        "E0026",
        "local name `%x` at global scope",
        1,
        5,
    );
}

#[test]
fn e0027_bad_special_register() {
    expect(
        "func &f () i32 {\n  return (regread i32 %%bogus)\n}\n",
        "E0027",
        "unknown special register `%%bogus`",
        2,
        23,
    );
}

#[test]
fn e0028_duplicate_switch_case() {
    expect(
        "func &f (var %n i32) void {\n  switch (dread i32 %n) @d {\n    1: goto @d\n    1: goto @d\n  }\n@d\n  return ()\n}\n",
        "E0028",
        "case value 1 appears twice",
        4,
        5,
    );
}

#[test]
fn e0029_bad_directive_value() {
    expect("flavor (\n", "E0029", "bad value for `flavor`", 1, 8);
}

#[test]
fn e0030_duplicate_parameter() {
    expect(
        "func &f (var %a i32, var %a i32) void\n",
        "E0030",
        "parameter `%a` declared twice",
        1,
        26,
    );
}

#[test]
fn e0031_nested_import() {
    let dir = maple_tests::tmp!("asm-import", "");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("a.mplt"),
        "type $A <struct {@x i32}>\nimport \"b.mplt\"\n",
    )
    .unwrap();
    std::fs::write(dir.join("main.mpl"), "import \"a.mplt\"\nvar $g <$A>\n").unwrap();
    let (m, d) = maple_asm::parse_file(&dir.join("main.mpl"));
    let found: Vec<_> = d
        .iter()
        .map(|d| (d.code, d.line, d.col, d.file_name.clone()))
        .collect();
    assert!(
        d.iter().any(|d| d.code == "E0031"
            && d.line == 2
            && d.col == 1
            && d.file_name.ends_with("a.mplt")),
        "{found:?}"
    );
    // The imported type is known, so `var $g <$A>` is fine.
    assert!(!d.iter().any(|d| d.code == "E0014"), "{found:?}");
    assert!(m.unwrap().type_decl("A").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn e0032_unknown_declaration() {
    expect(
        "frob $x\n",
        "E0032",
        "expected a declaration, found `frob`",
        1,
        1,
    );
}

#[test]
fn e0032_statement_outside_function() {
    expect(
        "return ()\n",
        "E0032",
        "statement `return` outside a function",
        1,
        1,
    );
}

#[test]
fn e0033_bitfield_too_wide() {
    expect(
        "type $S <struct {@a:40 i32}>\n",
        "E0033",
        "40 bits wide",
        1,
        18,
    );
}

#[test]
fn e0034_function_defined_twice() {
    expect(
        "func &f () void {\n  return ()\n}\nfunc &f () void {\n  return ()\n}\n",
        "E0034",
        "function `&f` defined twice",
        4,
        6,
    );
}

#[test]
fn e0035_rangegoto_gap() {
    expect(
        "func &f (var %n i32) void {\n  rangegoto (dread i32 %n) 0 {\n    0: goto @a\n    2: goto @a\n  }\n@a\n  return ()\n}\n",
        "E0035",
        "must be consecutive",
        2,
        3,
    );
}

#[test]
fn e0036_bad_bit_range() {
    expect(
        "func &f () i32 {\n  return (extractbits i32 30 5 (constval i32 1))\n}\n",
        "E0036",
        "does not fit in `i32`",
        2,
        11,
    );
}

#[test]
fn e0037_indirect_access_needs_a_pointer_type() {
    expect(
        "var $a <[4] i32>\nfunc &f () i32 {\n  return (iread i32 <[4] i32> (addrof ptr $a))\n}\n",
        "E0037",
        "`iread` needs a pointer type, found `<[4] i32>`",
        3,
        21,
    );
}

#[test]
fn w0005_call_argument_count() {
    let src = "func &g (var %a i32) void\nfunc &f () void {\n  call &g ()\n}\n";
    expect(
        src,
        "W0005",
        "`&g` takes 1 argument(s), the call passes 0",
        3,
        8,
    );
    expect_only_warnings(src);
}

#[test]
fn byte_order_mark_is_ignored() {
    assert!(diags("\u{feff}var $x i32\n").is_empty());
}

#[test]
fn w0001_unknown_intrinsic_is_a_warning() {
    let src = "func &f () void {\n  intrinsiccall FROBNICATE ()\n}\n";
    expect(src, "W0001", "unknown intrinsic `FROBNICATE`", 2, 17);
    expect_only_warnings(src);
    // A known one is silent.
    assert!(diags("func &f () void {\n  intrinsiccall MPL_CLINIT_CHECK ()\n}\n").is_empty());
}

#[test]
fn w0002_unexpected_operand_type_is_a_warning() {
    let src = "func &f () i32 {\n  return (floor i32 i32 (constval i32 1))\n}\n";
    expect(src, "W0002", "does not expect operand type `i32`", 2, 17);
    expect_only_warnings(src);
}

#[test]
fn w0003_constant_out_of_range_is_a_warning() {
    let src = "func &f () i8 {\n  return (constval i8 300)\n}\n";
    expect(src, "W0003", "does not fit in `i8`", 2, 11);
    expect_only_warnings(src);
}

#[test]
fn w0003_bitfield_initializer_out_of_range() {
    let src = "type $S <struct {@a:3 i32, @b i32}>\nvar $s <$S> = [1 = 9, 2 = 9]\n";
    expect(src, "W0003", "does not fit in the 3-bit field `@a`", 2, 1);
    expect_only_warnings(src);
}

#[test]
fn w0004_alignment_not_power_of_two() {
    let src = "var $x i32 align(3)\n";
    expect(
        src,
        "W0004",
        "alignment 3 is not a power of two: 4 is used",
        1,
        12,
    );
    expect_only_warnings(src);
}

#[test]
fn misspellings_get_a_suggestion() {
    let (_, d) = parse_str(
        "t.mpl",
        "func &f () void {\n  dasign %a (constval int32 1)\n}\n",
    );
    let text = d.render(false);
    assert!(text.contains("help: did you mean `dassign`?"), "{text}");
    let (_, d) = parse_str("t.mpl", "var $x int32\n");
    assert!(d.render(false).contains("help: did you mean `i32`?"));
}

#[test]
fn several_errors_in_one_run() {
    let src =
        "func &f () i32 {\n  frob (x)\n  return (dread i32 %a)\n  goto @nowhere\n}\nvar $x int32\n";
    let all = diags(src);
    let codes: Vec<&str> = all.iter().map(|d| d.0.as_str()).collect();
    for c in ["E0009", "E0012", "E0015", "E0010"] {
        assert!(codes.contains(&c), "{c} missing from {all:#?}");
    }
}

#[test]
fn one_line_display() {
    let (_, d) = parse_str("one.mpl", "var $x int32\n");
    let first = d.iter().next().unwrap().to_string();
    assert_eq!(
        first,
        "one.mpl:1:8: error[E0010]: unknown primitive type `int32`"
    );
    assert_eq!((&d).into_iter().count(), d.len());
}

#[test]
fn rendering_shows_file_line_col_source_and_caret() {
    let (_, d) = parse_str(
        "render.mpl",
        "func &f () i32 {\n  return (dread i32 %nope)\n}\n",
    );
    let text = d.render(false);
    assert!(
        text.contains("error[E0012]: undefined variable `%nope`"),
        "{text}"
    );
    assert!(text.contains("render.mpl:2:21"), "{text}");
    assert!(text.contains("  return (dread i32 %nope)"), "{text}");
    let caret_line = text
        .lines()
        .find(|l| l.contains('^'))
        .expect("a caret line");
    // The carets sit under `%nope` (five characters).
    assert!(caret_line.contains("^^^^^"), "{text}");
    let src_line = text.lines().find(|l| l.contains("return (dread")).unwrap();
    let caret_col = caret_line.find('^').unwrap();
    assert_eq!(&src_line[caret_col..caret_col + 5], "%nope", "{text}");
    // Colors only when asked.
    assert!(!text.contains('\u{1b}'));
    assert!(d.render(true).contains('\u{1b}'));
}

#[test]
fn a_long_line_is_shown_only_around_the_error() {
    // One global's initializer on a 300 KB line, an unknown word in its middle.
    let line = format!(
        "var $g <[100000] i32> = [{}, bogus, {}]",
        vec!["1"; 50000].join(", "),
        vec!["2"; 49999].join(", ")
    );
    let src = format!("func &main () i32 {{\n  return (constval i32 0)\n}}\n{line}\n");
    let col = line.find("bogus").unwrap() + 1;
    let (_, d) = parse_str("long.mpl", &src);
    let text = d.render(false);
    assert!(text.len() < 1000, "{} bytes:\n{text}", text.len());
    assert!(text.contains(&format!("long.mpl:4:{col}")), "{text}");
    // The caret still sits under the word, and the cut is marked.
    let caret_line = text.lines().find(|l| l.contains('^')).expect("a caret");
    let src_line = text.lines().find(|l| l.contains(" bogus, ")).unwrap();
    let at = caret_line.find('^').unwrap();
    let shown: Vec<char> = src_line.chars().collect();
    let caret_char = caret_line[..at].chars().count();
    assert_eq!(
        shown[caret_char..caret_char + 5].iter().collect::<String>(),
        "bogus"
    );
    assert!(src_line.contains('…'), "{text}");
}

#[test]
fn w0006_struct_containing_itself() {
    expect(
        "type $A <struct {@b <$B>}>\ntype $B <struct {@a <[2] <$A>>, @p <* <$B>>}>\n",
        "W0006",
        "type `$A` contains itself by value",
        1,
        6,
    );
    // Through a pointer is fine.
    assert!(diags("type $L <struct {@next <* <$L>>, @v i32}>\n").is_empty());
}

#[test]
fn e0038_unreadable_file() {
    let (m, d) = maple_asm::parse_file(std::path::Path::new("/no/such/dir/x.mpl"));
    assert!(m.is_none());
    let d: Vec<_> = d.iter().map(|d| (d.code, d.message.clone())).collect();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].0, "E0038");
    assert!(d[0].1.contains("cannot read /no/such/dir/x.mpl"), "{d:?}");
}

/// (code, message, line, col) of every diagnostic `assemble` reports for `src`, which must
/// parse and check cleanly: the code generator's own refusals.
fn assembly_diags(src: &str) -> Vec<(String, String, usize, usize)> {
    let (m, d) = parse_str("test.mpl", src);
    assert!(!d.has_errors(), "{}", d.render(false));
    match maple_asm::codegen::assemble(&m.expect("a module"), "test.mpl") {
        Ok(_) => Vec::new(),
        Err(d) => d
            .iter()
            .map(|d| (d.code.to_string(), d.message.clone(), d.line, d.col))
            .collect(),
    }
}

/// Types the initializer cases below use.
const INIT_TYPES: &str = "type $S <struct {@a i32, @b i32}>
type $N <struct {@a <struct {@x i32, @y i32}>, @b i32}>
type $B <struct {@a:3 i32, @b i32}>
var $g i32
";

/// The same variable declared as a global (line 5) and as an automatic local (line 7).
fn global_and_local(ty: &str, init: &str) -> [String; 2] {
    let main = "func &main () i32 {\n  return (constval i32 0)\n}\n";
    [
        format!("{INIT_TYPES}var $v {ty} = {init}\n{main}"),
        format!("{INIT_TYPES}func &main () i32 {{\n  var %v {ty} = {init}\n  return (constval i32 0)\n}}\n"),
    ]
}

/// One walk flattens every initializer (`codegen/initializer.rs`): a global and a local
/// initializer the checker lets through are refused alike, with the same message at the
/// declaration. Before, the two walks disagreed: a global's array of `[]` with elements
/// panicked, and locals said only "field number out of range" for a struct given too many
/// values or a field number past its own members.
#[test]
fn e0100_bad_initializers_are_refused_alike_for_globals_and_locals() {
    let cases = [
        ("<[] i32>", "[1, 2, 3]", "3 elements for an array of 0"),
        ("<$S>", "[1, 2, 3]", "3 values for a struct of 2 fields"),
        // The checker counts nested fields (4 ids); initializer numbers count direct members.
        ("<$N>", "[3 = 1]", "field number 3 out of range 1..=2"),
        ("<$B>", "[1 = addrof ptr $g]", "a bitfield takes a constant"),
        (
            "v2i32",
            "[1, addrof ptr $g]",
            "a value of type v2i32 takes constant lanes",
        ),
        ("<$S>", "5", "this initializer does not fit a struct"),
    ];
    for (ty, init, why) in cases {
        let [global, local] = global_and_local(ty, init);
        let expected = |sigil: char, line: usize, col: usize| {
            vec![(
                "E0100".to_string(),
                format!("initializer of {sigil}v: {why}"),
                line,
                col,
            )]
        };
        assert_eq!(assembly_diags(&global), expected('$', 5, 1), "{global}");
        assert_eq!(assembly_diags(&local), expected('%', 6, 3), "{local}");
    }
}

/// A single constant for a one-element array initializes its element, for a local as for a
/// global (locals used to refuse it).
#[test]
fn a_one_element_array_takes_a_single_constant_global_or_local() {
    use maple_isa::{decode_all, Opcode};
    let [global, local] = global_and_local("<[1] i32>", "42");
    assert!(assembly_diags(&global).is_empty());
    assert!(assembly_diags(&local).is_empty());
    let assemble = |src: &str| {
        maple_asm::codegen::assemble(&parse_str("t.mpl", src).0.unwrap(), "t.mpl").unwrap()
    };
    let image = assemble(&global);
    let v = image.globals.iter().find(|g| g.name == "v").unwrap();
    let at = (v.addr - image.data.addr) as usize;
    assert_eq!(image.data.bytes[at..at + 4], 42i32.to_le_bytes());
    // The local's entry zeroes it, then stores 42 into it.
    let image = assemble(&local);
    let code: Vec<_> = decode_all(&image.text.bytes)
        .flatten()
        .map(|(_, i)| i)
        .collect();
    let stored = code.windows(2).any(|w| {
        w[0].opcode == Opcode::Constval
            && w[0].const_bits() == 42
            && w[1].opcode == Opcode::Iassignfpoff
    });
    assert!(stored, "{code:#?}");
}

/// A syntax error in a type's definition makes every use of the type "undefined": the first
/// diagnostic must be the syntax error that caused them, though the uses come first in the
/// file (issue 33: `check` printed E0014 before the E0005 behind it).
#[test]
fn the_first_diagnostic_of_a_file_with_a_syntax_error_is_the_syntax_error() {
    let src = "type $a <struct {\n  @u <$b> align(8)}>\n\
        type $b <struct {\n  @f <* <$a> bogus_word(1)(2)>}>\n";
    let all = diags(src);
    assert!(all.len() >= 2, "{all:#?}");
    assert_eq!((all[0].0.as_str(), all[0].2), ("E0005", 4), "{all:#?}");
    assert!(
        all.iter().any(|d| d.0 == "E0014" && d.2 == 2),
        "the undefined type is still reported, after: {all:#?}"
    );
}
