//! The text form: every example of the manual checks as the manual implies (valid), printing
//! is a fixed point of parsing on every coreVM file in the repository and the reference
//! verifier's modules, and the program corpus uses every opcode.

use maple_corevm::ops::Op;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|x| x == "ir"));
    v.sort();
    v
}

fn manual_examples() -> Vec<PathBuf> {
    files(&root().join("tests/manual"))
}

/// The reference verifier's modules in `../shared`; none (said in one line) without it.
fn verifier_files() -> Vec<PathBuf> {
    maple_tests::shared("corpus/corevm-verifier").map_or_else(Vec::new, |d| files(&d))
}

fn program_files() -> Vec<PathBuf> {
    files(&root().join("../../tests/programs/corevm"))
}

#[test]
fn every_example_of_the_manual_checks() {
    let examples = manual_examples();
    assert!(
        examples.len() >= 4,
        "the manual's examples are in tests/manual"
    );
    for p in examples {
        let text = std::fs::read_to_string(&p).expect("example");
        let (_, diags) = maple_corevm::parse_str(&p.display().to_string(), &text);
        assert!(
            !diags.has_errors(),
            "{}:\n{}",
            p.display(),
            diags.render(false)
        );
    }
}

#[test]
fn printing_is_a_fixed_point_of_parsing() {
    let mut all = manual_examples();
    all.extend(program_files());
    all.extend(verifier_files());
    assert!(all.len() >= 24);
    for p in all {
        let text = std::fs::read_to_string(&p).expect("file");
        let (module, diags) = maple_corevm::parse_str("a.ir", &text);
        let parse_errors = diags.iter().any(|d| d.is_error() && d.code == "C0003");
        assert!(!parse_errors, "{}:\n{}", p.display(), diags.render(false));
        let printed = maple_corevm::printer::print(&module);
        let (again, _) = maple_corevm::parse_str("b.ir", &printed);
        assert_eq!(module, again, "{} prints as\n{printed}", p.display());
        assert_eq!(
            printed,
            maple_corevm::printer::print(&again),
            "{}",
            p.display()
        );
    }
}

#[test]
fn the_program_corpus_uses_every_opcode() {
    let mut used = std::collections::BTreeSet::new();
    for p in program_files() {
        let text = std::fs::read_to_string(&p).expect("program");
        let (m, _) = maple_corevm::parse_str("p.ir", &text);
        for i in m
            .funcs
            .iter()
            .flat_map(|f| &f.blocks)
            .flat_map(|b| &b.insts)
        {
            used.insert(i.op.keyword());
        }
    }
    let missing: Vec<&str> = Op::ALL
        .iter()
        .map(|o| o.keyword())
        .filter(|k| !used.contains(k))
        .collect();
    assert!(missing.is_empty(), "opcodes no program uses: {missing:?}");
}

#[test]
fn literals_and_escapes_survive_printing() {
    let text = "def i32 main() {\nentry:\n    %a = add i64 i64 -9223372036854775808 i64 1;\n    \
                %b = add ui64 ui64 18446744073709551615 ui64 0;\n    \
                %c = add dpf dpf 1.0e300 dpf -0.5;\n    %d = add spf spf 0.1 spf 3.0;\n    \
                %e = eq string \"q\\\"\\\\\\n\\t\\001x\" string \"\";\n    ret i32 i32 0;\n}\n";
    let (m, diags) = maple_corevm::parse_str("t.ir", text);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    let printed = maple_corevm::printer::print(&m);
    let (again, _) = maple_corevm::parse_str("u.ir", &printed);
    assert_eq!(m, again, "{printed}");
    assert!(printed.contains("ui64 18446744073709551615"), "{printed}");
    assert!(printed.contains("i64 -9223372036854775808"), "{printed}");
}

#[test]
fn text_to_binary_to_text_is_a_fixed_point() {
    let mut all = manual_examples();
    all.extend(program_files());
    all.extend(verifier_files());
    for p in all {
        let text = std::fs::read_to_string(&p).expect("file");
        let (module, _) = maple_corevm::parse_str("a.ir", &text);
        if !strings_are_utf8(&module) {
            // Avro strings are UTF-8: other bytes are written lossily (avro/mod.rs).
            continue;
        }
        let bytes = maple_corevm::avro::write(&module).expect("written");
        let back = maple_corevm::avro::read(&bytes, 0).expect("read back");
        assert_eq!(
            maple_corevm::printer::print(&back),
            maple_corevm::printer::print(&module),
            "{}",
            p.display()
        );
        assert!(back == module, "{}", p.display());
    }
}

/// Whether every string constant of `m` is UTF-8 (what an Avro string holds exactly).
fn strings_are_utf8(m: &maple_corevm::ast::Module) -> bool {
    use maple_corevm::ast::{Literal, Operand};
    m.funcs
        .iter()
        .flat_map(|f| &f.blocks)
        .flat_map(|b| &b.insts)
        .flat_map(|i| &i.operands)
        .all(|o| match o {
            Operand::Const(c) => match &c.value {
                Literal::Str(s) => std::str::from_utf8(s).is_ok(),
                _ => true,
            },
            Operand::Ref(_) => true,
        })
}

#[test]
fn attribute_values_that_are_not_words_print_quoted() {
    let text = "[model=cplusplus, note=\"two words\", n=-3]\ntype T {\n    i32 a;\n}\n";
    let (m, d) = maple_corevm::parse_str("t.ir", text);
    assert!(!d.has_errors(), "{}", d.render(false));
    let printed = maple_corevm::printer::print(&m);
    assert!(
        printed.contains("[model=cplusplus, note=\"two words\", n=-3]"),
        "{printed}"
    );
    assert_eq!(maple_corevm::parse_str("u.ir", &printed).0, m);
}

#[test]
fn names_the_text_cannot_write_are_refused_from_the_binary_form() {
    let (mut m, _) = maple_corevm::parse_str(
        "t.ir",
        "def i32 main() {\nentry:\n    %x = add i32 i32 1 i32 2;\n    ret i32 %x;\n}\n",
    );
    m.funcs[0].blocks[0].insts[0].target.as_mut().unwrap().name = "x\0y".into();
    let bytes = maple_corevm::avro::write(&m).expect("written");
    let back = maple_corevm::avro::read(&bytes, 0).expect("read");
    let d = maple_corevm::check_module(&back, Default::default());
    assert!(d.iter().any(|d| d.code == "C0023"), "{}", d.render(false));
}
