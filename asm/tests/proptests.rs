//! Property tests: random expression trees survive print → parse unchanged; no input, however
//! broken, makes the front end panic; whatever parses clean prints to a fixed point.

use maple_asm::ast::{Const, Expr, ExprKind, Item, Reg, StmtData, StmtKind, VarName};
use maple_asm::source::Span;
use maple_asm::{parse_str, print_module};
use maple_isa::{Opcode, PrimType};
use proptest::prelude::*;

fn op(m: &str) -> Opcode {
    Opcode::from_mnemonic(m).expect("mnemonic in the table")
}

fn node(m: &str, ty: PrimType, kind: ExprKind, args: Vec<Expr>) -> Expr {
    Expr {
        op: op(m),
        ty,
        kind,
        args,
        span: Span::default(),
    }
}

fn leaf() -> impl Strategy<Value = Expr> {
    prop_oneof![
        any::<i32>().prop_map(|v| node(
            "constval",
            PrimType::I32,
            ExprKind::Const(Const::Int(v as i128)),
            vec![]
        )),
        any::<u32>().prop_map(|v| node(
            "constval",
            PrimType::U32,
            ExprKind::Const(Const::Int(v as i128)),
            vec![]
        )),
        any::<f64>()
            .prop_filter("finite", |v| v.is_finite())
            .prop_map(|v| node(
                "constval",
                PrimType::F64,
                ExprKind::Const(Const::F64(v)),
                vec![]
            )),
        any::<f32>()
            .prop_filter("finite", |v| v.is_finite())
            .prop_map(|v| node(
                "constval",
                PrimType::F32,
                ExprKind::Const(Const::F32(v)),
                vec![]
            )),
        Just(node(
            "dread",
            PrimType::I32,
            ExprKind::Var {
                var: VarName {
                    global: false,
                    name: "a".into()
                },
                field: 0
            },
            vec![]
        )),
        (1u32..200).prop_map(|n| node(
            "regread",
            PrimType::I32,
            ExprKind::Reg(Reg::Preg(n)),
            vec![]
        )),
    ]
}

fn expr_tree() -> impl Strategy<Value = Expr> {
    leaf().prop_recursive(6, 64, 3, |inner| {
        prop_oneof![
            (
                prop::sample::select(vec![
                    "add", "sub", "mul", "band", "bior", "bxor", "shl", "max", "min", "div"
                ]),
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(m, a, b)| node(
                    m,
                    PrimType::I32,
                    ExprKind::Plain,
                    vec![a, b]
                )),
            (
                prop::sample::select(vec!["neg", "bnot", "abs", "lnot"]),
                inner.clone()
            )
                .prop_map(|(m, a)| node(m, PrimType::I32, ExprKind::Plain, vec![a])),
            (
                prop::sample::select(vec!["eq", "ne", "lt", "ge"]),
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(m, a, b)| node(
                    m,
                    PrimType::I32,
                    ExprKind::From(PrimType::I32),
                    vec![a, b]
                )),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(|(a, b, c)| node(
                "select",
                PrimType::I32,
                ExprKind::Plain,
                vec![a, b, c]
            )),
            (0u32..16, 1u32..16, inner.clone()).prop_map(|(o, s, a)| node(
                "extractbits",
                PrimType::I32,
                ExprKind::Bits { offset: o, size: s },
                vec![a]
            )),
            inner.clone().prop_map(|a| node(
                "cvt",
                PrimType::F64,
                ExprKind::From(PrimType::I32),
                vec![a]
            )),
        ]
    })
}

/// The expression of the single `return` in the single function.
fn returned(items: &[Item]) -> Option<&Expr> {
    let Item::Func(f) = items.first()? else {
        return None;
    };
    let s = f.body.as_ref()?.stmts.first()?;
    match &s.kind {
        StmtKind::Op(op) if matches!(op.kind, StmtData::Plain) => op.args.first(),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn expression_trees_round_trip(e in expr_tree()) {
        let (m, d) = parse_str("t.mpl", "func &f (var %a i32) i32 {\n  return (constval i32 0)\n}\n");
        prop_assert!(!d.has_errors());
        let mut m = m.unwrap();
        if let Item::Func(f) = &mut m.items[0] {
            if let StmtKind::Op(op) = &mut f.body.as_mut().unwrap().stmts[0].kind {
                op.args = vec![e.clone()];
            }
        }
        let text = print_module(&m);
        let (m2, d2) = parse_str("t.mpl", &text);
        prop_assert!(!d2.has_errors(), "{}\n{}", d2.render(false), text);
        let m2 = m2.unwrap();
        prop_assert_eq!(returned(&m2.items), Some(&e), "{}", text);
        prop_assert_eq!(print_module(&m2), text);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let text = String::from_utf8_lossy(&bytes);
        let (m, d) = parse_str("fuzz.mpl", &text);
        let _ = d.render(false);
        if let Some(m) = m {
            let _ = print_module(&m);
        }
    }

    #[test]
    fn token_soup_never_panics_and_clean_parses_print_to_a_fixed_point(
        words in prop::collection::vec(prop::sample::select(VOCAB.to_vec()), 0..80)
    ) {
        let text = words.join(" ");
        let (m, d) = parse_str("soup.mpl", &text);
        let _ = d.render(true);
        let m = m.unwrap();
        let p1 = print_module(&m);
        if !d.has_errors() {
            let (m2, d2) = parse_str("soup.mpl", &p1);
            prop_assert!(!d2.has_errors(), "{}\n--- input\n{}\n--- printed\n{}", d2.render(false), text, p1);
            let m2 = m2.unwrap();
            prop_assert!(m == m2, "--- input\n{}\n--- printed\n{}", text, p1);
            prop_assert_eq!(print_module(&m2), p1);
        }
    }
}

/// Fragments of MAPLE IR, valid and broken, for the token soup.
const VOCAB: &[&str] = &[
    "\n",
    "\n",
    "\n",
    "func",
    "&f",
    "$g",
    "%a",
    "%1",
    "%%retval",
    "@L",
    "@h@L",
    "var",
    "type",
    "reg",
    "(",
    ")",
    "{",
    "}",
    "<",
    ">",
    "[",
    "]",
    ",",
    "=",
    ":",
    "*",
    "...",
    "i32",
    "f64",
    "ptr",
    "agg",
    "void",
    "struct",
    "class",
    "union",
    "func",
    "return",
    "dassign",
    "dread",
    "iread",
    "iassign",
    "constval",
    "add",
    "if",
    "else",
    "while",
    "doloop",
    "switch",
    "goto",
    "call",
    "callassigned",
    "array",
    "1",
    "0",
    "-7",
    "0x1f",
    "1.5",
    "2.5f",
    "'c'",
    "\"s\\n\"",
    "#LINE a.c:3\n",
    "# comment\n",
    "LOC 1 2\n",
    "javaclass",
    "javacatch",
    "intrinsicop",
    "JAVA_ARRAY_LENGTH",
    "func &f (var %a i32) i32 {\n",
    "return (dread i32 %a)\n",
    "}\n",
    "var $g i32 = 1\n",
    "dassign %a (constval i32 1)\n",
    "@L\n",
    "goto @L\n",
    "type $S <struct {@x i32, @y f32}>\n",
    "if (dread i32 %a) {\n",
    "} else {\n",
    "while (constval i32 0) {\n",
    "var %b <$S>\n",
];

/// Pathological nesting of every kind stops at the depth limit with a diagnostic, without
/// overflowing the (2 MiB) test-thread stack.
#[test]
fn deep_nesting_of_every_kind_is_reported_not_crashed() {
    let n = 2000;
    let cases = [
        format!(
            "func &f () void {{\n{}{}}}\n",
            "if (constval i32 1) {\n".repeat(n),
            "}\n".repeat(n + 1)
        ),
        format!("var $p {}i32{}\n", "<* ".repeat(n), ">".repeat(n)),
        format!("var $a <[1] i32> = {}1{}\n", "[".repeat(n), "]".repeat(n)),
        format!(
            "func &f () i32 {{\n  return ({}constval i32 1{})\n}}\n",
            "neg i32 (".repeat(n),
            ")".repeat(n)
        ),
        format!(
            "type $s {}i32{}\n",
            "<struct {@f ".repeat(n),
            "}>".repeat(n)
        ),
        format!(
            "func &f () void {{\n{}{}}}\n",
            "{\n".repeat(n),
            "}\n".repeat(n)
        ),
        format!(
            "func &f () i32 {{\n  return (constval v2i64 {}1{})\n}}\n",
            "[".repeat(n),
            "]".repeat(n)
        ),
    ];
    for src in cases {
        let (m, d) = parse_str("deep.mpl", &src);
        assert!(d.iter().any(|d| d.code == "E0008"), "{}", d.render(false));
        let _ = print_module(&m.unwrap());
    }
}

/// Struct types that share sub-structs many times over, or contain themselves, are checked in
/// linear time.
#[test]
fn shared_and_recursive_struct_types_check_quickly() {
    let mut src = String::from("type $T0 <struct {@a i32}>\n");
    for i in 1..60 {
        src.push_str(&format!(
            "type $T{i} <struct {{@a <$T{}>, @b <$T{}>}}>\n",
            i - 1,
            i - 1
        ));
    }
    src.push_str("type $R <struct {@a <$R>, @b <$R>, @c i32}>\nvar $r <$R>\nvar $t <$T59>\n");
    src.push_str("func &f () i32 {\n  return (add i32 (dread i32 $t 7, dread i32 $r 2))\n}\n");
    let start = std::time::Instant::now();
    let (_, d) = parse_str("wide.mpl", &src);
    // Only the recursive type is wrong.
    let codes: Vec<_> = d.iter().map(|d| d.code).collect();
    assert_eq!(codes, ["W0006"], "{}", d.render(false));
    assert!(start.elapsed().as_secs() < 10, "took {:?}", start.elapsed());
}

/// Nesting just under the limit is fine and round-trips.
#[test]
fn deep_but_legal_nesting_round_trips() {
    let n = 200;
    let src = format!(
        "func &f () i32 {{\n  return ({}constval i32 1{})\n}}\n",
        "neg i32 (".repeat(n),
        ")".repeat(n)
    );
    let (m, d) = parse_str("deep.mpl", &src);
    assert!(!d.has_errors(), "{}", d.render(false));
    let m = m.unwrap();
    let p = print_module(&m);
    let (m2, _) = parse_str("deep.mpl", &p);
    assert!(m2.unwrap() == m);
}

/// The corpus files' texts, read once for all the cases (empty without `../shared`: the skip
/// is said once, and the property then has nothing to mutate).
fn corpus_texts() -> &'static [String] {
    static TEXTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TEXTS.get_or_init(|| {
        let mut v: Vec<String> = maple_tests::corpus_files()
            .unwrap_or_default()
            .iter()
            .filter_map(|p| std::fs::read_to_string(p).ok())
            .collect();
        v.sort();
        v
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, .. ProptestConfig::default() })]

    /// Real files with a few bytes deleted, duplicated or swapped: never a panic, and whatever
    /// still parses clean prints to a fixed point.
    #[test]
    fn mutated_corpus_files(file in 0usize..43, edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..3, any::<u8>()), 1..4)) {
        let texts = corpus_texts();
        if texts.is_empty() { return Ok(()); }
        let mut bytes = texts[file % texts.len()].clone().into_bytes();
        for (at, kind, b) in edits {
            if bytes.is_empty() { break; }
            let i = at.index(bytes.len());
            match kind {
                0 => { bytes.remove(i); }
                1 => { let c = bytes[i]; bytes.insert(i, c); }
                _ => {
                    const SET: &[u8] = b"(){}<>[],=:*@$%&!#\"'0 \n-.x";
                    bytes[i] = SET[b as usize % SET.len()];
                }
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        let (m, d) = parse_str("mut.mpl", &text);
        let _ = d.render(false);
        let m = m.unwrap();
        let p1 = print_module(&m);
        if !d.has_errors() {
            let (m2, d2) = parse_str("mut.mpl", &p1);
            prop_assert!(!d2.has_errors(), "{}\n--- input\n{}\n--- printed\n{}", d2.render(false), text, p1);
            let m2 = m2.unwrap();
            prop_assert!(m == m2, "--- input\n{}\n--- printed\n{}", text, p1);
            prop_assert_eq!(print_module(&m2), p1);
        }
    }
}
