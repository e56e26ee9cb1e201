//! Every opcode of the `maple-isa` table parses and prints by its `Syntax`: a sample of each is
//! built from the table alone, parsed clean, and printed back to a fixed point. A row added to
//! the table with an existing shape is covered here without touching the assembler.

use maple_asm::{parse_str, print_module};
use maple_isa::{Callee, Pops, PrimType, Syntax, TypeSet, OPCODES};

/// A type the opcode admits, preferring the common ones.
fn pick(set: TypeSet, fallback: PrimType) -> PrimType {
    for p in [PrimType::I32, PrimType::Ptr, PrimType::F32] {
        if set.contains(p) {
            return p;
        }
    }
    set.iter().next().unwrap_or(fallback)
}

fn operands(n: usize) -> String {
    let v: Vec<&str> = (0..n).map(|_| "dread i32 %v").collect();
    format!("({})", v.join(", "))
}

fn count(pops: Pops, syntax: Syntax) -> usize {
    match (syntax, pops) {
        (Syntax::Array, _) => 2,
        (
            Syntax::Call {
                callee: Callee::Indirect | Callee::IndirectProto,
                ..
            },
            _,
        ) => 2,
        (_, Pops::Fixed(n)) => n as usize,
        (_, Pops::Param(n)) | (_, Pops::ParamLow(n)) => n as usize,
    }
}

/// The sample text of one opcode: an expression wrapped in `eval`, or a statement.
fn sample(info: &maple_isa::OpInfo) -> String {
    let mn = info.mnemonic;
    let pt = pick(info.types, PrimType::I32).name();
    let from = pick(info.from_types, PrimType::I32).name();
    let args = operands(count(info.pops, info.syntax));
    use Syntax::*;
    let text = match info.syntax {
        VarRef => format!("{mn} {pt} %v"),
        RegRead => format!("{mn} {pt} %1"),
        IndirectRef => format!("{mn} {pt} <* i32> {args}"),
        OffsetRead => format!("{mn} {pt} 4 {args}"),
        BaseOffset => format!("{mn} {pt} -8"),
        LabelRef => format!("{mn} {pt} @L"),
        FuncRef => format!("{mn} {pt} &g"),
        StringConst => format!("{mn} {pt} \"s\""),
        Constant => format!("{mn} {pt} 1"),
        TypeOperand => format!("{mn} {pt} <$S>"),
        FieldsDist => format!("{mn} {pt} <$S> 1 2"),
        Unary | Binary | Ternary => format!("{mn} {pt} {args}"),
        ExtractBits | DepositBits => format!("{mn} {pt} 1 2 {args}"),
        ExtendBits => format!("{mn} {pt} 8 {args}"),
        Convert | Compare => format!("{mn} {pt} {from} {args}"),
        TypedUnary => format!("{mn} {pt} <* i32> {args}"),
        Array => format!("{mn} 1 {pt} <* [4] i32> {args}"),
        IntrinsicOp => format!("{mn} {pt} JAVA_ARRAY_LENGTH {args}"),
        IntrinsicOpWithType => format!("{mn} {pt} <$S> JAVA_ARRAY_LENGTH {args}"),
        DAssign => format!("{mn} %v {args}"),
        IAssign => format!("{mn} <* i32> {args}"),
        IAssignOff => format!("{mn} {pt} 4 {args}"),
        BaseOffsetAssign => format!("{mn} {pt} -8 {args}"),
        RegAssign => format!("{mn} {pt} %1 {args}"),
        DoLoop => format!(
            "{mn} %v (dread i32 %v, dread i32 %v, dread i32 %v) {{\n    eval (dread i32 %v)\n  }}"
        ),
        DoWhile => format!("{mn} {{\n    eval (dread i32 %v)\n  }} (dread i32 %v)"),
        ForEachElem => format!("{mn} %v %arr {{\n    eval (dread i32 %v)\n  }}"),
        If => format!("{mn} (dread i32 %v) {{\n    eval (dread i32 %v)\n  }} else {{\n  }}"),
        While => format!("{mn} (dread i32 %v) {{\n  }}"),
        CondBranch => format!("{mn} @L {args}"),
        Jump => format!("{mn} @L"),
        Operands => format!("{mn} {args}"),
        Switch => format!("{mn} (dread i32 %v) @L {{\n    1: goto @L\n  }}"),
        MultiWay => format!("{mn} (dread i32 %v) @L {{\n    (dread i32 %v): goto @L\n  }}"),
        RangeGoto => format!("{mn} (dread i32 %v) 0 {{\n    0: goto @L\n  }}"),
        IndexGoto => format!("{mn} (dread i32 %v) $tab"),
        Call { callee, assigned } => {
            let target = match callee {
                Callee::Func => "&g".to_string(),
                Callee::FuncInstant => "&g<{!T=i32}>".to_string(),
                Callee::Indirect => String::new(),
                Callee::IndirectProto => "<func (i32) i32>".to_string(),
                Callee::Polymorphic => "<func (i32) i32> &g".to_string(),
                Callee::Intrinsic => "MPL_CLINIT_CHECK".to_string(),
                Callee::IntrinsicWithType => "<$S> MPL_CLINIT_CHECK".to_string(),
                Callee::XIntrinsic => "7".to_string(),
            };
            let call_args = match callee {
                Callee::Indirect | Callee::IndirectProto => {
                    "(addroffunc ptr &g, dread i32 %v)".to_string()
                }
                _ => "(dread i32 %v)".to_string(),
            };
            let tail = if assigned {
                " {\n    dassign %v 0\n  }"
            } else {
                ""
            };
            format!("{mn} {target} {call_args}{tail}")
        }
        JsTry => format!("{mn} @L 0"),
        Try => format!("{mn} {{ @L }}"),
        JavaCatch => format!("{mn} {{ <* <$S>> }}"),
        CppCatch => format!("{mn} <* <$S>>"),
        Bare => mn.to_string(),
        Checkpoint => format!("{mn} region"),
        VarOffset => format!("{mn} {pt} %v 0"),
        ResolveFunc => format!("{mn} {pt} &g {args}"),
        DAssignOff => format!("{mn} {pt} %v 0 {args}"),
        BlockCopy => format!("{mn} 0 4 8 {args}"),
        Asm => format!("{mn} volatile {{ \"nop\"\n    : \"=r\" dassign %v 0\n    : \"r\" (dread i32 %v)\n    : \"memory\"\n    : @L }}"),
        Assert { call: false } => format!("{mn} <&f> {args}"),
        Assert { call: true } => format!("{mn} <&g, 0, &f> {args}"),
    };
    if info.syntax.is_expr() {
        format!("eval ({text})")
    } else {
        text
    }
}

#[test]
fn every_opcode_of_the_table_parses_and_prints_by_its_syntax() {
    let mut failures = Vec::new();
    for info in OPCODES {
        let stmt = sample(info);
        let src = format!(
            "type $S <struct {{@a i32, @b i32}}>\nvar $tab <[2] ptr>\nfunc &g (var %x i32) i32\n\
             func &f () void {{\n  var %v i32\n  var %arr <[4] i32>\n@L\n  {stmt}\n  return ()\n}}\n"
        );
        let (m, d) = parse_str("op.mpl", &src);
        if d.has_errors() {
            failures.push(format!("{}: {}\n{src}", info.mnemonic, d.render(false)));
            continue;
        }
        let m = m.unwrap();
        let p1 = print_module(&m);
        assert!(p1.contains(info.mnemonic), "{p1}");
        let (m2, d2) = parse_str("op.mpl", &p1);
        if d2.has_errors() || m2.as_ref() != Some(&m) || print_module(m2.as_ref().unwrap()) != p1 {
            failures.push(format!(
                "{}: no fixed point\n{}{p1}",
                info.mnemonic,
                d2.render(false)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} opcodes fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn aliases_real_tools_use_parse_as_their_opcode() {
    let src = "type $E <class {}>\nfunc &f (var %a <[2] i32>) void {\n  var %e i32\n  try { @h }\n  foreach %e %a {\n  }\n@h catch { <* <$E>> }\n  return ()\n}\n";
    let (m, d) = parse_str("alias.mpl", src);
    assert!(!d.has_errors(), "{}", d.render(false));
    let p = print_module(&m.unwrap());
    assert!(
        p.contains("javatry { @h }")
            && p.contains("foreachelem %e %a")
            && p.contains("javacatch { <* <$E>> }"),
        "{p}"
    );
}
