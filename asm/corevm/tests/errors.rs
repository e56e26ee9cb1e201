//! Targeted diagnostics: each rule the lexer, parser and checker enforce, with its exact code
//! and position, and the did-you-mean hints. A module without `main` also gets the C0017
//! warning, which these leave out.

fn diags(text: &str) -> Vec<(String, usize, usize)> {
    let (_, d) = maple_corevm::parse_str("t.ir", text);
    d.iter()
        .filter(|d| d.code != "C0017")
        .map(|d| (d.code.to_string(), d.line, d.col))
        .collect()
}

fn one(text: &str, code: &str, line: usize, col: usize) {
    assert_eq!(diags(text), vec![(code.to_string(), line, col)], "{text}");
}

fn rendered(text: &str) -> String {
    maple_corevm::parse_str("t.ir", text).1.render(false)
}

/// `def i32 main() { entry: BODY ret i32 i32 0; }`, BODY's first line being line 3.
fn main_with(body: &str) -> String {
    format!("def i32 main() {{\nentry:\n{body}    ret i32 i32 0;\n}}\n")
}

#[test]
fn lexical_errors() {
    one(
        &main_with("    %x = add i32 i32 1 i32 2 $;\n"),
        "C0001",
        3,
        30,
    );
    one(
        &main_with("    %x = add ui8 ui8 300 ui8 1;\n"),
        "C0002",
        3,
        22,
    );
    one(
        &main_with("    %x = add i8 i8 -129 i8 1;\n"),
        "C0002",
        3,
        20,
    );
    one(
        "def void f() {\nentry:\n    %s = len string \"abc;\n}\n",
        "C0004",
        3,
        21,
    );
}

#[test]
fn misspelt_opcode_has_a_hint_and_a_caret() {
    let text = main_with("    %x = mull i32 i32 1 i32 2;\n");
    assert_eq!(diags(&text), vec![("C0003".into(), 3, 10)]);
    let r = rendered(&text);
    assert!(r.contains("unknown instruction `mull`"), "{r}");
    assert!(r.contains("did you mean `mul`?"), "{r}");
    assert!(r.contains("t.ir:3:10"), "{r}");
}

#[test]
fn syntax_errors_recover_at_the_next_definition() {
    let text = "def i32 f( {\n}\ndef i32 g() {\nentry:\n    ret i32 i32 %;\n}\ndef i32 h() {\n}\n";
    let d = diags(text);
    assert_eq!(d.len(), 2, "{d:?}");
    assert_eq!(d[0], ("C0003".into(), 1, 12));
    assert_eq!(d[1].0, "C0003");
    one(
        "\"module name\" : \"x\"\n\"colour\" : \"blue\"\n",
        "C0005",
        2,
        1,
    );
    one("\"timestamp\" : \"soon\"\n", "C0005", 1, 15);
}

#[test]
fn unknown_types_everywhere() {
    one("type P {\n    Address a;\n}\n", "C0006", 2, 5);
    one("def Nope f() {\n}\n", "C0006", 1, 5);
    one("def void f(Nope n) {\n}\n", "C0006", 1, 12);
    one(
        &main_with("    %x = alloca [ auto ] Nope;\n"),
        "C0006",
        3,
        26,
    );
    one("type P {\n    array [ 2 * Zip ] z;\n}\n", "C0006", 2, 5);
}

#[test]
fn duplicates() {
    one("type P {\n}\ntype P {\n}\n", "C0007", 3, 6);
    one("def void f() {\n}\ndef void f() {\n}\n", "C0007", 3, 10);
    one("def void f(i32 a, dpf a) {\n}\n", "C0008", 1, 23);
    one(
        "def void f() {\nentry:\n    ret void;\nentry:\n    ret void;\n}\n",
        "C0008",
        4,
        1,
    );
    let text = main_with("    %x = add i32 i32 1 i32 2;\n    %x = add i32 i32 1 i32 2;\n");
    one(&text, "C0008", 4, 6);
    one("type P {\n    i32 a;\n    i32 a;\n}\n", "C0008", 3, 9);
}

#[test]
fn values_must_be_defined_on_every_path() {
    one(&main_with("    %y = inc i32 %nope;\n"), "C0009", 3, 19);
    let text = "def i32 f(bool c) {\nentry:\n    br %c [ label #a, label #b ];\na:\n    \
                %x = add i32 i32 1 i32 2;\n    br [ label #b ];\nb:\n    ret i32 %x;\n}\n";
    one(text, "C0009", 8, 14);
    assert!(rendered(text).contains("before it is defined on every path"));
    // Defined in a block that dominates the use: fine.
    let text = "def i32 f(bool c) {\nentry:\n    %x = add i32 i32 1 i32 2;\n    \
                br %c [ label #a, label #b ];\na:\n    br [ label #b ];\nb:\n    ret i32 %x;\n}\n";
    assert_eq!(diags(text), vec![]);
}

#[test]
fn labels_operands_and_options() {
    one(
        "def void f() {\nentry:\n    br [ label #nowhere ];\n}\n",
        "C0010",
        3,
        17,
    );
    let text = "def void f(bool b) {\nentry:\n    br %b [ label #x, label #x, label #x ];\nx:\n    ret void;\n}\n";
    one(text, "C0011", 3, 5);
    one(
        &main_with("    %x = alloca [ auto static ] i32;\n"),
        "C0011",
        3,
        24,
    );
    one(
        &main_with("    %x = alloca [ auto ] i32 ui32 5;\n"),
        "C0011",
        3,
        10,
    );
    one(
        &main_with("    %x = alloca [ hello ] i32;\n"),
        "C0014",
        3,
        19,
    );
    one(
        &main_with("    %x = add [ auto ] i32 i32 1 i32 2;\n"),
        "C0014",
        3,
        16,
    );
    let text = "def void f(i32 v) {\nentry:\n    switch2 %v i32 1 i32 2 [ label #x ];\nx:\n    ret void;\n}\n";
    one(text, "C0011", 3, 5);
    one("def void f() : nobody {\n}\n", "C0014", 1, 16);
    one("def void f() [fast] {\n}\n", "C0014", 1, 15);
    assert!(rendered("def void f() [inlin] {\n}\n").contains("did you mean `inline`?"));
}

#[test]
fn types_of_operands() {
    let d = diags(&main_with(
        "    %x = add string string \"a\" string \"b\";\n",
    ));
    assert_eq!(d[0], ("C0012".into(), 3, 14));
    assert!(d.iter().all(|x| x.0 == "C0012"), "{d:?}");
    one(
        &main_with("    %x = eq i32 5 string \"five\";\n"),
        "C0012",
        3,
        10,
    );
    one(
        "def void f(i32 i) {\nentry:\n    %x = load string %i;\n}\n",
        "C0012",
        3,
        23,
    );
    one(
        "def string f() {\nentry:\n    ret i32 5;\n}\n",
        "C0012",
        3,
        5,
    );
    one(&main_with("    %x = band dpf 1.5 i32 1;\n"), "C0012", 3, 15);
    let text =
        "type P {\n    ui32 age;\n}\ndef void f() {\nentry:\n    %p = alloca [ auto ] P;\n    \
                setattr string \"age\" dpf 3.14 %p;\n}\n";
    one(text, "C0012", 7, 26);
    let text = "def void f() {\nentry:\n    %i = alloca [ auto ] i32;\n    switch2 %i dpf 3.14 [ label #e ];\ne:\n    ret void;\n}\n";
    one(text, "C0012", 4, 16);
}

#[test]
fn targets_where_values_are() {
    one(&main_with("    add i32 i32 1 i32 2;\n"), "C0013", 3, 5);
    let text = "def void f() {\nentry:\n    %r = ret void;\n}\n";
    one(text, "C0013", 3, 6);
}

#[test]
fn calls_and_fields() {
    let callee = "def string hello(i32 i, i64 k) {\nentry:\n    ret string \"hi\";\n}\n";
    let text = format!(
        "{callee}{}",
        main_with("    %r = call string string \"helo\" i32 1 i64 2;\n")
    );
    one(&text, "C0015", 7, 22);
    assert!(rendered(&text).contains("did you mean `hello`?"));
    let text = format!(
        "{callee}{}",
        main_with("    %r = call string string \"hello\" i32 5;\n")
    );
    one(&text, "C0015", 7, 10);
    let text = format!(
        "{callee}{}",
        main_with("    %r = call string string \"hello\" dpf 3.14 i64 1;\n")
    );
    one(&text, "C0012", 7, 37);
    let text = format!(
        "{callee}{}",
        main_with("    %r = call i32 string \"hello\" i32 1 i64 1;\n")
    );
    one(&text, "C0012", 7, 15);
    let text =
        "type P {\n    string name;\n}\ndef void f() {\nentry:\n    %p = alloca [ auto ] P;\n    \
                %a = getattr string \"nmae\" %p;\n}\n";
    one(text, "C0016", 7, 18);
    assert!(rendered(text).contains("did you mean `name`?"));
    let text =
        "type P {\n    string name;\n}\ndef void f() {\nentry:\n    %p = alloca [ auto ] P;\n    \
                %a = getattr i32 5 %p;\n}\n";
    one(text, "C0012", 7, 18);
}

#[test]
fn running_needs_main_and_layable_types() {
    let (m, d) = maple_corevm::compile_str("t.ir", "def void f() {\n}\n");
    assert!(m.is_none());
    assert!(
        d.iter().any(|d| d.code == "C0017" && d.is_error()),
        "{}",
        d.render(false)
    );
    let text = format!("type P {{\n    P again;\n}}\n{}", main_with(""));
    let (m, d) = maple_corevm::compile_str("t.ir", &text);
    assert!(m.is_none());
    assert!(d.iter().any(|d| d.code == "C0018"), "{}", d.render(false));
}

#[test]
fn instances_too_large_to_lay_out_are_refused() {
    let text =
        main_with("    %a = alloca [ auto ] array [ 2147483647 * array [ 2147483647 * i64 ] ];\n");
    let (m, d) = maple_corevm::compile_str("t.ir", &text);
    assert!(m.is_none());
    assert!(
        d.iter()
            .any(|d| d.code == "C0018" && d.message.contains("4 GiB")),
        "{}",
        d.render(false)
    );
}

/// What the `corevm` fuzz target found (`fuzz/regressions/corevm/`, docs/FUZZING.md): each is
/// diagnostics, never a panic.
#[test]
fn fuzz_findings_are_diagnostics() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions/corevm");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("regressions")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        if maple_corevm::avro::is_avro(&bytes) {
            if let Ok(m) = maple_corevm::avro::read(&bytes, 0) {
                let _ = maple_corevm::compile_module(&m, Default::default());
            }
        } else {
            let (_, d) = maple_corevm::compile_str("f.ir", &String::from_utf8_lossy(&bytes));
            assert!(d.has_errors(), "{}", f.display());
        }
    }
}

#[test]
fn types_that_hold_the_next_twice_are_laid_out_once_each() {
    // 2^80 bytes if every path were laid out: the sizes are memoized, and the size refused.
    let mut text = String::new();
    for k in 0..80 {
        let next = if k + 1 < 80 {
            format!("T{}", k + 1)
        } else {
            "i64".into()
        };
        text.push_str(&format!("type T{k} {{\n    {next} a;\n    {next} b;\n}}\n"));
    }
    text.push_str(&main_with("    %x = alloca T0;\n"));
    let (m, d) = maple_corevm::compile_str("t.ir", &text);
    assert!(m.is_none());
    assert!(d.iter().any(|d| d.code == "C0018"), "{}", d.render(false));
}
