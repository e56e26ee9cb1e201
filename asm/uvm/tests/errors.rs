//! Targeted diagnostics: each rule the checker enforces, with its exact code and position,
//! and the did-you-mean hints.

fn diags(text: &str) -> Vec<(String, usize, usize)> {
    let (_, d) = maple_uvm::parse_str("t.uir", text);
    d.iter()
        .map(|d| (d.code.to_string(), d.line, d.col))
        .collect()
}

fn one(text: &str, code: &str, line: usize, col: usize) {
    assert_eq!(diags(text), vec![(code.to_string(), line, col)], "{text}");
}

fn rendered(text: &str) -> String {
    maple_uvm::parse_str("t.uir", text).1.render(false)
}

const MAIN: &str = ".funcdef @main <int<32> ()> () {\n";

#[test]
fn misspelt_opcode_has_a_hint_and_a_caret() {
    let text = format!("{MAIN}    %x = AAD <int<32>> 1 2\n    RET <int<32>> %x\n}}\n");
    assert_eq!(diags(&text)[0], ("U0004".into(), 2, 10));
    let r = rendered(&text);
    assert!(r.contains("error[U0004]: unknown instruction `AAD`"), "{r}");
    assert!(r.contains("did you mean `ADD`?"), "{r}");
    assert!(r.contains("t.uir:2:10"), "{r}");
}

#[test]
fn undefined_names_suggest_the_near_ones() {
    let text = format!("{MAIN}    %value = ADD <int<32>> 1 2\n    RET <int<32>> %valeu\n}}\n");
    one(&text, "U0009", 3, 19);
    assert!(rendered(&text).contains("did you mean `%value`?"));
    let text = ".const @answer <int<64>> = 42\n.const @b <int<64>> = @anwser\n";
    one(text, "U0008", 2, 23);
    assert!(rendered(text).contains("did you mean `@answer`?"));
    one(
        ".global @g <@Nod>\n.typedef @Node = struct<int<8>>\n",
        "U0008",
        1,
        13,
    );
}

#[test]
fn duplicate_definitions() {
    one(
        ".const @a <int<8>> = 1\n.global @a <int<8>>\n",
        "U0011",
        2,
        9,
    );
    let text = format!(
        "{MAIN}    %x = ADD <int<32>> 1 2\n    %x = ADD <int<32>> 1 2\n    RET <int<32>> %x\n}}\n"
    );
    one(&text, "U0012", 3, 5);
    let text = format!("{MAIN}    BRANCH %a\n  %a:\n    BRANCH %b\n  %b:\n    RET <int<32>> 0\n  %a:\n    RET <int<32>> 1\n}}\n");
    one(&text, "U0012", 7, 3);
}

#[test]
fn a_later_funcdef_is_a_new_version_but_must_keep_the_signature() {
    let v1 = ".funcdef @f <int<32> ()> () {\n  RET <int<32>> 1\n}\n";
    let v2 = ".funcdef @f <int<32> ()> () {\n  RET <int<32>> 2\n}\n";
    assert!(diags(&format!("{v1}{v2}")).is_empty());
    let other = ".funcdef @f <int<64> ()> () {\n  RET <int<64>> 2\n}\n";
    one(&format!("{v1}{other}"), "U0023", 4, 14);
}

#[test]
fn operand_type_mismatches() {
    let text = format!(
        "{MAIN}    %x = ADD <int<64>> 1 2\n    %y = ADD <int<32>> %x 1\n    RET <int<32>> %y\n}}\n"
    );
    one(&text, "U0013", 3, 24);
    assert!(rendered(&text).contains("expected `int<32>`, found `int<64>`"));
    // An inline constant takes the instruction's type, and must fit it.
    let text = format!("{MAIN}    %x = ADD <int<8>> 1 300\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0022", 2, 25);
    let text = format!("{MAIN}    %x = FADD <double> 1.0 2.0f\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0022", 2, 28);
    // Named types are the same as what they define.
    let text = ".typedef @i32 = int<32>\n.funcdef @main <int<32> ()> () {\n    %x = ADD <@i32> 1 2\n    RET <int<32>> %x\n}\n";
    assert!(diags(text).is_empty(), "{}", rendered(text));
    let text = format!("{MAIN}    RET <int<64>> 0\n}}\n");
    one(&text, "U0013", 2, 10);
}

#[test]
fn wrong_type_parameters() {
    one(
        &format!("{MAIN}    %x = SDIV <double> 1.0 2.0\n    RET <int<32>> 0\n}}\n"),
        "U0014",
        2,
        16,
    );
    one(
        &format!("{MAIN}    %x = ZEXT <int<32> int<8>> 1\n    RET <int<32>> 0\n}}\n"),
        "U0014",
        2,
        16,
    );
    one(
        &format!("{MAIN}    %x = NEW <hybrid<int<8> int<8>>>\n    RET <int<32>> 0\n}}\n"),
        "U0014",
        2,
        15,
    );
}

#[test]
fn arity_of_params_and_arguments() {
    one(
        ".funcdef @f <int<32> (int<32>)> (%a %b) {\n  RET <int<32>> %a\n}\n",
        "U0015",
        1,
        34,
    );
    let text = ".funcdecl @g <int<32> (int<32>)>\n.funcdef @main <int<32> ()> () {\n  %r = CALL <int<32> (int<32>)> @g (1 2)\n  RET <int<32>> %r\n}\n";
    one(text, "U0015", 3, 8);
}

#[test]
fn block_structure() {
    // No terminator at the end.
    one(
        &format!("{MAIN}    %x = ADD <int<32>> 1 2\n}}\n"),
        "U0016",
        2,
        5,
    );
    // An instruction after a terminator.
    one(
        &format!("{MAIN}    RET <int<32>> 0\n    RET <int<32>> 1\n}}\n"),
        "U0017",
        3,
        5,
    );
    // PHI after another instruction, and PHI in the entry block.
    let text = format!(
        "{MAIN}    BRANCH %b\n  %b:\n    %x = ADD <int<32>> 1 2\n    %y = PHI <int<32>> {{ %entry: 1; }}\n    RET <int<32>> %y\n}}\n"
    );
    assert_eq!(diags(&text)[0], ("U0018".into(), 5, 10));
    one(
        &format!("{MAIN}    %e = LANDINGPAD\n    RET <int<32>> 0\n}}\n"),
        "U0018",
        2,
        10,
    );
    // Branching to the entry block.
    one(
        &format!("{MAIN}  %entry:\n    BRANCH %entry\n}}\n"),
        "U0019",
        3,
        12,
    );
    // An undefined label, with a hint.
    let text = format!("{MAIN}    BRANCH %exti\n  %exit:\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0010", 2, 12);
    assert!(rendered(&text).contains("did you mean `%exit`?"));
}

#[test]
fn phi_sources_must_be_the_predecessors() {
    let text = format!(
        "{MAIN}    BRANCH %a\n  %a:\n    BRANCH %b\n  %b:\n    %x = PHI <int<32>> {{ %entry: 1; }}\n    RET <int<32>> %x\n}}\n"
    );
    let d = diags(&text);
    assert_eq!(
        d,
        vec![("U0031".into(), 6, 10), ("U0031".into(), 6, 26)],
        "{}",
        rendered(&text)
    );
}

#[test]
fn typedef_aliasing_is_illegal() {
    let text = ".typedef @Bar = int<8>\n.typedef @Foo = @Bar\n";
    one(text, "U0020", 2, 17);
    assert!(rendered(text).contains("help: write `@Bar` wherever `@Foo` is used"));
}

#[test]
fn syntax_errors_recover_and_report_each() {
    let text = format!("{MAIN}    %x = ADD <int<32> 1 2\n    %y = SUB <int<32>> 1 2 3\n    RET <int<32>> %y\n}}\n.bogus @x\n");
    let d = diags(&text);
    assert_eq!(d[0], ("U0003".into(), 2, 23));
    assert!(d.iter().any(|x| x == &("U0006".to_string(), 6, 1)), "{d:?}");
}

#[test]
fn unknown_intrinsics_and_type_constructors() {
    let text = format!("{MAIN}    %x = ICALL @uvm.sine (1.0)\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0025", 2, 16);
    assert!(rendered(&text).contains("did you mean `@uvm.sin`?"));
    one(".global @g <integer<8>>\n", "U0005", 1, 13);
}

#[test]
fn values_of_the_wrong_kind() {
    one(
        ".typedef @T = int<8>\n.const @c <int<8>> = @T\n",
        "U0022",
        2,
        22,
    );
    let text = ".funcsig @s = void ()\n.global @g <@s>\n";
    one(text, "U0021", 2, 13);
    assert!(rendered(text).contains("func<@s>"));
}

#[test]
fn garbage_never_panics() {
    for text in [
        "",
        "}",
        ".funcdef",
        ".funcdef @f <",
        "%%%%",
        "@",
        ".const @c <int<64>> = {{{{",
        "\u{0}\u{ff}é",
    ] {
        let _ = maple_uvm::parse_str("t.uir", text);
    }
    let deep = format!(
        ".typedef @t = {}int<8>{}",
        "ref<".repeat(5000),
        ">".repeat(5000)
    );
    assert!(diags(&deep).iter().any(|d| d.0 == "U0007"));
}

/// Fuzz finding (2026-11-25): a literal of `int<0>` overflowed the range computation of the
/// literal check (a panic with overflow checks). The width is its own error; the literal
/// gets none.
#[test]
fn a_literal_of_a_zero_width_integer_is_one_error_not_a_panic() {
    let text = ".const @c <int<0>> = 1\n";
    one(text, "U0014", 1, 12);
}

/// Every input the `uvm` fuzz target found (`fuzz/regressions/uvm/`) compiles to
/// diagnostics or a module without a panic.
#[test]
fn fuzz_findings_compile_without_a_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions/uvm");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("fuzz/regressions/uvm") {
        let path = entry.unwrap().path();
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let (module, diags) = maple_uvm::compile_str(&path.display().to_string(), &text);
        assert!(module.is_some() || diags.has_errors(), "{}", path.display());
        seen += 1;
    }
    assert!(seen >= 1, "no regression inputs in {}", dir.display());
}

#[test]
fn landingpad_only_in_an_exceptional_destination() {
    // Reached by a BRANCH as well as by the INVOKE's `exc`.
    let text = format!(
        "{MAIN}    %r = INVOKE <int<32> ()> @main () %nor %exc\n  %nor:\n    BRANCH %exc\n  %exc:\n    %e = LANDINGPAD\n    RET <int<32>> 0\n}}\n"
    );
    one(&text, "U0034", 6, 10);
    let r = rendered(&text);
    assert!(
        r.contains("LANDINGPAD in `%exc`, which is not only an exceptional destination"),
        "{r}"
    );
    assert!(r.contains("a normal edge reaches this block"), "{r}");
    // Named by nothing as `exc`.
    let text = format!(
        "{MAIN}    BRANCH %a\n  %a:\n    RET <int<32>> 0\n  %b:\n    %e = LANDINGPAD\n    RET <int<32>> 1\n}}\n"
    );
    one(&text, "U0034", 6, 10);
    assert!(
        rendered(&text).contains("no instruction names this block as its exceptional destination")
    );
    // The nor and exc of one TRAP may be the same block (without a LANDINGPAD).
    let text = format!("{MAIN}    TRAP <void> %n %n\n  %n:\n    RET <int<32>> 0\n}}\n");
    assert_eq!(diags(&text), vec![]);
}

#[test]
fn a_type_that_contains_itself_by_value_is_a_checker_error() {
    one(".typedef @S = struct<int<32> @S>\n", "U0035", 1, 10);
    one(".typedef @H = hybrid<@H int<8>>\n", "U0035", 1, 10);
    one(".typedef @V = array<@V 2>\n", "U0035", 1, 10);
    // Through another name: both are reported, each saying through which.
    let text = ".typedef @A = struct<int<64> @B>\n.typedef @B = struct<double array<@A 2>>\n";
    assert_eq!(
        diags(text),
        vec![("U0035".into(), 1, 10), ("U0035".into(), 2, 10)]
    );
    assert!(rendered(text).contains("`@A` contains itself by value (through `@B`)"));
    // References break the cycle.
    let ok = ".typedef @N = struct<int<64> ref<@N> iref<@N> weakref<@N>>\n\
              .typedef @L = hybrid<ref<@L> @N>\n";
    assert_eq!(diags(ok), vec![]);
}

#[test]
fn integer_literals_reach_128_bits() {
    let ok = ".const @a <int<128>> = 0xffffffffffffffffffffffffffffffff\n\
              .const @b <int<128>> = -0x80000000000000000000000000000000\n\
              .const @c <int<100>> = 0x8000000000000000000000000\n\
              .const @d <int<65>> = -18446744073709551616\n";
    assert_eq!(diags(ok), vec![]);
    one(
        ".const @a <int<65>> = 0x20000000000000000\n",
        "U0022",
        1,
        23,
    );
    one(".const @a <int<8>> = 256\n", "U0022", 1, 22);
    // Beyond 128 bits the number itself is malformed.
    let text = ".const @a <int<128>> = 0x1ffffffffffffffffffffffffffffffff\n";
    assert_eq!(diags(text)[0], ("U0002".into(), 1, 24));
}

#[test]
fn functions_and_globals_are_constants() {
    let text = ".funcsig @s = int<64> (int<64>)\n.global @g <int<64>>\n\
                .const @f <func<@s>> = @id\n\
                .const @r <struct<func<@s> iref<int<64>> int<8>>> = {@id @g 3}\n\
                .funcdef @id <@s> (%x) {\n    RET <int<64>> %x\n}\n";
    assert_eq!(diags(text), vec![]);
    // The signature must agree.
    one(
        ".funcdef @v <void ()> () {\n    RETVOID\n}\n.const @f <func<int<64> ()>> = @v\n",
        "U0013",
        4,
        32,
    );
}

#[test]
fn throw_null_needs_no_constant() {
    let text = format!("{MAIN}    THROW NULL\n}}\n");
    assert_eq!(diags(&text), vec![]);
    let text = format!("{MAIN}    THROW 0\n}}\n");
    assert_eq!(diags(&text), vec![]);
    let text = format!("{MAIN}    THROW 1\n}}\n");
    one(&text, "U0027", 2, 11);
}

#[test]
fn constants_in_bodies_and_funcsig_without_equals() {
    // The text form's bodies hold "instructions, constants and labels"; the constant's name
    // is global.
    let text = ".funcsig @s int<32> ()\n.funcdef @main <@s> () {\n    .const @k <int<32>> = 5\n    %x = ADD <int<32>> @k 1\n    RET <int<32>> %x\n}\n.funcdef @f <@s> () {\n    RET <int<32>> @k\n}\n";
    assert_eq!(diags(text), vec![]);
    // A broken one is reported, and the body goes on.
    let text = format!("{MAIN}    .const @k <int<32>> 5\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0003", 2, 25);
}

#[test]
fn switch_cases_are_duplicates_as_n_bit_values() {
    let sw = |cases: &str| {
        format!(".const @m <int<8>> = -1\n{MAIN}    SWITCH <int<8>> 5 %a {{ {cases} }}\n  %a:\n    RET <int<32>> 0\n  %b:\n    RET <int<32>> 1\n}}\n")
    };
    one(&sw("255: %b; -1: %a;"), "U0022", 3, 37);
    one(&sw("@m: %b; 0xff: %a;"), "U0022", 3, 36);
    assert!(rendered(&sw("255: %b; -1: %a;")).contains("case -1 appears twice (as `int<8>`)"));
    assert_eq!(diags(&sw("127: %b; -128: %a; 128: %a;")).len(), 1);
    assert_eq!(diags(&sw("1: %b; 2: %a;")), vec![]);
}

#[test]
fn struct_constants_name_other_struct_constants() {
    let text = ".typedef @P = struct<int<32> double>\n.const @p0 <@P> = {4 2.5d}\n\
                .const @p1 <@P> = @p0\n.const @o <struct<@P int<8>>> = {@p1 3}\n";
    assert_eq!(diags(text), vec![]);
    // Of another struct type: a mismatch, not "needs a literal".
    let text = ".typedef @P = struct<int<32> double>\n.const @p0 <@P> = {4 2.5d}\n\
                .const @q <struct<int<64>>> = @p0\n";
    one(text, "U0013", 3, 31);
    // A struct literal is no operand; the message says where it may be written.
    let text = format!("{MAIN}    %x = ADD <int<32>> {{1}} 2\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0003", 2, 24);
    assert!(rendered(&text).contains("define it with `.const @name <T> = {...}`"));
}

#[test]
fn an_error_at_the_end_of_a_line_keeps_the_next_instruction() {
    // The parser stops at `RET` (the next line) when it finds no operands for BOGUS: RET
    // still ends the block, so there is no second, spurious "not a terminator".
    let text =
        format!("{MAIN}    %a = ADD <int<32>> 1 2\n    %z = BOGUS\n    RET <int<32>> %a\n}}\n");
    one(&text, "U0004", 3, 10);
    let text = format!("{MAIN}    %a = ADD <int<32>>\n    RET <int<32>> 0\n}}\n");
    one(&text, "U0003", 3, 5);
}

#[test]
fn later_revisions_instructions_say_what_this_one_writes() {
    let text = format!(
        "{MAIN}    %s = ICALL @uvm.current_stack ()\n    SWAPSTACK %s\n    RET <int<32>> 0\n}}\n"
    );
    assert_eq!(diags(&text)[0], ("U0004".into(), 3, 5));
    assert!(rendered(&text).contains("ICALL @uvm.swap_stack (%stack)"));
}
