//! The canonical printer (`maple fmt`), table-driven like the parser: each expression and
//! statement prints by its opcode's `Syntax`.
//!
//! Style, close to OpenArkCompiler's irbuild: two-space indentation, `func &name (var %a i32) i32 {`,
//! expressions inline (`add i32 (dread i32 %a, constval i32 1)`) and wrapped one operand per line
//! when a line grows past [`WIDTH`], struct fields one per line, numbers in decimal, field ids
//! printed only when non-zero, `#LINE`/`LOC` lines where the source position changes.
//! The output re-parses to an equal module and prints identically.

use crate::ast::*;
use crate::types::{Attr, FuncType, InfoPair, InfoValue, Member, StructType, Type};
use maple_isa::{Callee, PrimType, Syntax};
use std::fmt::Write;

/// Preferred line width before expressions wrap.
pub const WIDTH: usize = 100;

/// Print a module in canonical form.
pub fn print_module(module: &Module) -> String {
    crate::on_big_stack(|| print_module_here(module))
}

fn print_module_here(module: &Module) -> String {
    let mut p = Printer {
        out: String::new(),
        src: None,
        comments: &module.comments,
        trailing: None,
    };
    let mut prev_func = false;
    for (i, item) in module.items.iter().enumerate() {
        let is_func = matches!(item, Item::Func(f) if f.body.is_some());
        if i > 0 && (is_func || prev_func) {
            p.out.push('\n');
        }
        p.item(item);
        prev_func = is_func;
    }
    for c in &module.comments.tail {
        p.line(0, &format!("#{c}"));
    }
    p.out
}

/// Print one type as it appears in declarations (`i32`, `<* i32>`, `<struct {...}>`).
pub fn type_to_string(t: &Type) -> String {
    ty(t, 0)
}

/// The name of a generic function instantiated with `args`: `foo<{!T=i32,!U=<$s>}>`. The
/// assembler names the instance so, and reads the same text as a function name back, so an
/// image's instances disassemble and reassemble under their own names.
pub fn instance_name(base: &str, args: &[(String, Type)]) -> String {
    let args: Vec<String> = args
        .iter()
        .map(|(k, t)| format!("!{k}={}", type_to_string(t)))
        .collect();
    format!("{base}<{{{}}}>", args.join(","))
}

/// Print one expression tree inline.
pub fn expr_to_string(e: &Expr) -> String {
    expr(e, 0, usize::MAX)
}

struct Printer<'m> {
    out: String,
    /// The source position last printed.
    src: Option<SrcPos>,
    /// The module's comments, printed before the nodes they belong to.
    comments: &'m Comments,
    /// A comment to append to the next line printed (the first line of its node).
    trailing: Option<String>,
}

fn indent(n: usize) -> String {
    " ".repeat(n)
}

fn attrs(a: &[Attr]) -> String {
    let mut s = String::new();
    for at in a {
        s.push(' ');
        s.push_str(&at.name);
        if let Some(n) = at.arg {
            let _ = write!(s, "({n})");
        }
        if let Some(t) = &at.text {
            let _ = write!(s, "({t})");
        }
    }
    s
}

/// A string literal with C escapes; bytes outside printable ASCII as `\xHH`.
pub fn quote(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'\r' => s.push_str("\\r"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\x{b:02x}");
            }
        }
    }
    s.push('"');
    s
}

fn float64(v: f64) -> String {
    if v.is_nan() {
        "nan".into()
    } else if v.is_infinite() {
        if v > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{v:?}")
    }
}

fn float32(v: f32) -> String {
    if v.is_nan() {
        "nanf".into()
    } else if v.is_infinite() {
        if v > 0.0 {
            "inff".into()
        } else {
            "-inff".into()
        }
    } else {
        format!("{v:?}f")
    }
}

/// A constant value.
pub fn constant(c: &Const) -> String {
    match c {
        Const::Int(v) => v.to_string(),
        Const::F32(v) => float32(*v),
        Const::F64(v) => float64(*v),
        Const::List(v) => format!(
            "[{}]",
            v.iter().map(constant).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn reg(r: &Reg) -> String {
    match r {
        Reg::Preg(n) => format!("%{n}"),
        Reg::Special(s) => format!("%%{}", s.name()),
    }
}

fn field(f: FieldId) -> String {
    if f == 0 {
        String::new()
    } else {
        format!(" {f}")
    }
}

fn ty(t: &Type, ind: usize) -> String {
    match t {
        Type::Prim(p) => p.name().to_string(),
        _ => format!("<{}>", ty_inner(t, ind)),
    }
}

fn ty_inner(t: &Type, ind: usize) -> String {
    match t {
        Type::Prim(p) => p.name().to_string(),
        Type::Named(n) => n.to_string(),
        // Right-associativity makes brackets around a pointed-to array unnecessary:
        // `<* [10] i32>`, as real files write it.
        Type::Pointer(p) if matches!(**p, Type::Array { .. }) => format!("* {}", ty_inner(p, ind)),
        // The pointee's attributes close the pointer's brackets: `<* <$T> align(64)>`.
        Type::Pointer(p) => match &**p {
            Type::Qualified { ty: t, attrs: a } => format!("* {}{}", ty(t, ind), attrs(a)),
            _ => format!("* {}", ty(p, ind)),
        },
        // Only a pointee is qualified when parsed; elsewhere the words follow the type.
        Type::Qualified { ty: t, attrs: a } => format!("{}{}", ty_inner(t, ind), attrs(a)),
        Type::Array {
            dims,
            elem,
            attrs: a,
        } => {
            let mut s = String::new();
            for d in dims {
                match d {
                    Some(n) => {
                        let _ = write!(s, "[{n}] ");
                    }
                    None => s.push_str("[] "),
                }
            }
            s.push_str(&ty(elem, ind));
            s.push_str(&attrs(a));
            s
        }
        Type::Func(f) => format!("func{} {}", attrs(&f.attrs), proto(f, ind)),
        Type::Struct(st) => struct_body(st, ind),
        Type::Param(n) => format!("!{n}"),
        Type::Instance { base, args } => format!("{base}{}", inst_vector(args, ind)),
    }
}

fn inst_vector(args: &[(String, Type)], ind: usize) -> String {
    let parts: Vec<String> = args
        .iter()
        .map(|(n, t)| format!("!{n}={}", ty(t, ind)))
        .collect();
    format!("{{{}}}", parts.join(", "))
}

fn proto(f: &FuncType, ind: usize) -> String {
    let mut params: Vec<String> = f.params.iter().map(|t| ty(t, ind)).collect();
    if f.varargs {
        params.push("...".into());
    }
    let rets: Vec<String> = f.rets.iter().map(|t| ty(t, ind)).collect();
    let mut s = format!("({})", params.join(", "));
    if !rets.is_empty() {
        s.push(' ');
        s.push_str(&rets.join(", "));
    }
    s
}

fn info_value(v: &InfoValue) -> String {
    match v {
        InfoValue::Int(n) => n.to_string(),
        InfoValue::Str(s) => quote(s),
    }
}

fn struct_body(st: &StructType, ind: usize) -> String {
    let mut s = st.kind.keyword().to_string();
    if st.incomplete {
        s.push_str("incomplete");
    }
    s.push_str(&attrs(&st.attrs));
    for p in &st.parents {
        s.push(' ');
        s.push_str(&ty(p, ind));
    }
    if st.members.is_empty() {
        s.push_str(" {}");
        return s;
    }
    s.push_str(" {");
    let inner = ind + 2;
    let parts: Vec<String> = st
        .members
        .iter()
        .map(|m| {
            let body = match m {
                Member::Field(f) => {
                    let bits = f.bits.map(|b| format!(":{b}")).unwrap_or_default();
                    let sigil = if f.parent { '^' } else { '@' };
                    let (name, t) = (&f.name, ty(&f.ty, inner));
                    format!("{sigil}{name}{bits} {t}{}", attrs(&f.attrs))
                }
                // Attributes between the name and the signature, as OpenArk prints them.
                Member::Method(m) if m.attrs.is_empty() => {
                    format!("&{}{}", m.name, proto(&m.ty, inner))
                }
                Member::Method(m) => {
                    format!("&{}{} {}", m.name, attrs(&m.attrs), proto(&m.ty, inner))
                }
                Member::Info(InfoPair { name, value }) => format!("@{name} {}", info_value(value)),
                Member::Implements(n) => n.to_string(),
            };
            format!("\n{}{body}", indent(inner))
        })
        .collect();
    s.push_str(&parts.join(","));
    s.push('}');
    s
}

fn init(i: &Init, ind: usize) -> String {
    match i {
        Init::Const(c) => constant(c),
        Init::Str(s) => quote(s),
        Init::Expr(e) => expr(e, ind, usize::MAX),
        Init::List(v) => wrap_list(v.iter().map(|x| init(x, ind + 2)).collect(), ind),
        Init::Fields(v) => wrap_list(
            v.iter()
                .map(|(n, x)| format!("{n} = {}", init(x, ind + 2)))
                .collect(),
            ind,
        ),
    }
}

/// `[a, b, c]` on one line, or one element per line when that grows past [`WIDTH`].
fn wrap_list(items: Vec<String>, ind: usize) -> String {
    let one = format!("[{}]", items.join(", "));
    if ind + one.len() <= WIDTH && !one.contains('\n') {
        return one;
    }
    if items
        .iter()
        .any(|s| s.contains('\n') || s.len() > WIDTH / 2)
    {
        let parts: Vec<String> = items
            .iter()
            .map(|s| format!("\n{}{s}", indent(ind + 2)))
            .collect();
        return format!("[{}]", parts.join(","));
    }
    // Short elements: fill lines up to the width.
    let mut out = String::from("[");
    let mut line = String::new();
    for (i, s) in items.iter().enumerate() {
        let piece = if i + 1 < items.len() {
            format!("{s},")
        } else {
            s.clone()
        };
        if !line.is_empty() && ind + 2 + line.len() + 1 + piece.len() > WIDTH {
            out.push('\n');
            out.push_str(&indent(ind + 2));
            out.push_str(&line);
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&piece);
    }
    out.push('\n');
    out.push_str(&indent(ind + 2));
    out.push_str(&line);
    out.push(']');
    out
}

fn var_decl(v: &VarDecl, ind: usize) -> String {
    let mut s = format!("{} {}", if v.temp { "tempvar" } else { "var" }, v.name);
    s.push_str(&attrs(&v.storage));
    s.push(' ');
    s.push_str(&ty(&v.ty, ind));
    s.push_str(&attrs(&v.attrs));
    match &v.init {
        // A u128 literal above 2^127 - 1 is held as its bit pattern: print it unsigned.
        Some(Init::Const(Const::Int(n))) if v.ty.is_prim(PrimType::U128) => {
            let _ = write!(s, " = {}", *n as u128);
        }
        Some(i) => {
            s.push_str(" = ");
            s.push_str(&init(i, ind));
        }
        None => {}
    }
    s
}

fn directive(d: &Directive) -> String {
    match &d.value {
        DirectiveValue::Int(n) => format!("{} {n}", d.name),
        DirectiveValue::Word(w) => format!("{} {w}", d.name),
        DirectiveValue::Str(s) => format!("{} {}", d.name, quote(s)),
        DirectiveValue::Func(f) => format!("{} &{f}", d.name),
        DirectiveValue::Words(w) => {
            format!(
                "{} = [{}]",
                d.name,
                w.iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        }
    }
}

fn info_block(kw: &str, pairs: &[InfoPair], ind: usize) -> String {
    let parts: Vec<String> = pairs
        .iter()
        .map(|p| format!("\n{}@{} {}", indent(ind + 2), p.name, info_value(&p.value)))
        .collect();
    format!("{kw} {{{}}}", parts.join(","))
}

/// An expression. `col` is the column it starts at, to decide wrapping; wrapped operands are
/// indented two more than `ind`.
fn expr(e: &Expr, ind: usize, width: usize) -> String {
    let head = expr_head(e, ind);
    if e.args.is_empty() && !takes_args(e) {
        return head;
    }
    let inline: Vec<String> = e
        .args
        .iter()
        .map(|a| expr(a, ind + 2, usize::MAX))
        .collect();
    let one = format!("{head} ({})", inline.join(", "));
    if width == usize::MAX || ind + one.len() <= width || e.args.is_empty() {
        return one;
    }
    let parts: Vec<String> = e
        .args
        .iter()
        .map(|a| format!("\n{}{}", indent(ind + 2), expr(a, ind + 2, width)))
        .collect();
    format!("{head} ({})", parts.join(","))
}

/// True when the opcode's text form has a parenthesized operand list even if empty.
fn takes_args(e: &Expr) -> bool {
    !matches!(
        e.op.info().syntax,
        Syntax::VarRef
            | Syntax::VarOffset
            | Syntax::RegRead
            | Syntax::BaseOffset
            | Syntax::LabelRef
            | Syntax::FuncRef
            | Syntax::StringConst
            | Syntax::Constant
            | Syntax::TypeOperand
            | Syntax::FieldsDist
    )
}

/// Mnemonic, type and fields of an expression, without its operands.
fn expr_head(e: &Expr, ind: usize) -> String {
    let mn = e.op.mnemonic();
    let pt = e.ty.name();
    match (e.op.info().syntax, &e.kind) {
        (_, ExprKind::Var { var, field: f }) => format!("{mn} {pt} {var}{}", field(*f)),
        (_, ExprKind::Reg(r)) => format!("{mn} {pt} {}", reg(r)),
        (_, ExprKind::Indirect { ty: t, field: f }) => {
            format!("{mn} {pt} {}{}", ty(t, ind), field(*f))
        }
        (_, ExprKind::Offset(o)) => format!("{mn} {pt} {o}"),
        (_, ExprKind::Label(l)) => format!("{mn} {pt} @{l}"),
        (_, ExprKind::Func(f)) => format!("{mn} {pt} &{f}"),
        (_, ExprKind::Str(s)) => format!("{mn} {pt} {}", quote(s)),
        // A u128 literal above 2^127 - 1 is held as its bit pattern: print it unsigned.
        (_, ExprKind::Const(Const::Int(v))) if e.ty == PrimType::U128 => {
            format!("{mn} {pt} {}", *v as u128)
        }
        (_, ExprKind::Const(c)) => format!("{mn} {pt} {}", constant(c)),
        (_, ExprKind::Type(t)) => format!("{mn} {pt} {}", ty(t, ind)),
        (_, ExprKind::FieldsDist { ty: t, from, to }) => {
            format!("{mn} {pt} {} {from} {to}", ty(t, ind))
        }
        (_, ExprKind::Bits { offset, size }) => format!("{mn} {pt} {offset} {size}"),
        (_, ExprKind::BitSize(n)) => format!("{mn} {pt} {n}"),
        (_, ExprKind::From(f)) => format!("{mn} {pt} {}", f.name()),
        (_, ExprKind::Array { check, ty: t }) => {
            format!("{mn} {} {pt} {}", u8::from(*check), ty(t, ind))
        }
        (_, ExprKind::Intrinsic { name, ty: None }) => format!("{mn} {pt} {name}"),
        (_, ExprKind::Intrinsic { name, ty: Some(t) }) => {
            format!("{mn} {pt} {} {name}", ty(t, ind))
        }
        (_, ExprKind::VarOffset { var, offset }) => format!("{mn} {pt} {var} {offset}"),
        (_, ExprKind::Plain) => format!("{mn} {pt}"),
    }
}

/// One `dassign`/`regassign` result of an assigned call or an `asm`.
fn assign_dest(d: &AssignDest) -> String {
    match d {
        AssignDest::Var { var, field: f } => format!("dassign {var} {f}"),
        AssignDest::Reg { ty: t, reg: r } => format!("regassign {} {}", t.name(), reg(r)),
        AssignDest::Ignore => "dassign".to_string(),
    }
}

impl Printer<'_> {
    /// `asm volatile { "template"` then one line per section: outputs, inputs (the operands),
    /// clobbers and labels.
    fn asm(&mut self, asm: &AsmStmt, inputs: &[Expr], ind: usize) {
        let mut head = "asm".to_string();
        for q in &asm.qualifiers {
            head.push(' ');
            head.push_str(q);
        }
        self.line(ind, &format!("{head} {{ {}", quote(&asm.template)));
        let outputs: Vec<String> = asm
            .outputs
            .iter()
            .map(|(c, d)| format!("{} {}", quote(c), assign_dest(d)))
            .collect();
        let ins: Vec<String> = asm
            .inputs
            .iter()
            .zip(inputs)
            .map(|(c, e)| format!("{} ({})", quote(c), expr(e, ind + 4, usize::MAX)))
            .collect();
        let clobbers: Vec<String> = asm.clobbers.iter().map(|c| quote(c)).collect();
        let labels: Vec<String> = asm.labels.iter().map(|l| format!("@{l}")).collect();
        for part in [outputs, ins, clobbers] {
            self.line(ind + 2, format!(": {}", part.join(", ")).trim_end());
        }
        self.line(
            ind + 2,
            &format!(": {} }}", labels.join(", ")).replace(":  }", ": }"),
        );
    }

    /// The comments that belong before the node at `span`.
    fn comments_before(&mut self, span: crate::source::Span, ind: usize) {
        let comments = self.comments;
        for c in comments.before(span) {
            self.line(ind, &format!("#{c}"));
        }
    }

    /// Arrange for the end-of-line comments of the node at `span` to end the next line printed.
    fn comments_after(&mut self, span: crate::source::Span) {
        let after = self.comments.after(span);
        if !after.is_empty() {
            let joined: Vec<String> = after.iter().map(|c| format!("#{c}")).collect();
            self.trailing = Some(joined.join(" "));
        }
    }

    fn line(&mut self, ind: usize, text: &str) {
        self.out.push_str(&indent(ind));
        self.out.push_str(text);
        if let Some(c) = self.trailing.take() {
            self.out.push_str("  ");
            self.out.push_str(&c);
        }
        self.out.push('\n');
    }

    fn item(&mut self, item: &Item) {
        match item {
            Item::Directive(Directive { span, .. })
            | Item::Import { span, .. }
            | Item::Var(VarDecl { span, .. })
            | Item::Type(TypeDecl { span, .. })
            | Item::Java(JavaDecl { span, .. })
            | Item::Func(Func { span, .. }) => {
                self.comments_before(*span, 0);
                self.comments_after(*span);
            }
            Item::FileInfo(_) | Item::SrcFileInfo(_) => {}
        }
        match item {
            Item::Directive(d) => self.line(0, &directive(d)),
            Item::Import { path, .. } => {
                self.line(0, &format!("import {}", quote(path.as_bytes())))
            }
            Item::Var(v) => self.line(0, &var_decl(v, 0)),
            Item::Type(t) => self.line(0, &format!("type {} {}", t.name, ty(&t.ty, 0))),
            Item::Java(j) => self.line(
                0,
                &format!(
                    "{} ${} {}{}",
                    if j.interface {
                        "javainterface"
                    } else {
                        "javaclass"
                    },
                    j.name,
                    ty(&j.ty, 0),
                    attrs(&j.attrs)
                ),
            ),
            Item::Func(f) => self.func(f),
            Item::FileInfo(pairs) => self.line(0, &info_block("fileinfo", pairs, 0)),
            Item::SrcFileInfo(files) => {
                let parts: Vec<String> = files
                    .iter()
                    .map(|(n, s)| format!("\n  {n} {}", quote(s)))
                    .collect();
                self.line(0, &format!("srcfileinfo {{{}}}", parts.join(",")));
            }
        }
    }

    fn func(&mut self, f: &Func) {
        let mut params: Vec<String> = f
            .params
            .iter()
            .map(|p| match &p.name {
                ParamName::Var(n) => format!("var %{n} {}{}", ty(&p.ty, 0), attrs(&p.attrs)),
                ParamName::Preg(n) => format!("reg %{n} {}{}", ty(&p.ty, 0), attrs(&p.attrs)),
                ParamName::None => format!("{}{}", ty(&p.ty, 0), attrs(&p.attrs)),
            })
            .collect();
        if f.varargs {
            params.push("...".into());
        }
        let rets: Vec<String> = f.rets.iter().map(|t| ty(t, 0)).collect();
        let mut head = format!(
            "func &{}{} ({})",
            f.name,
            attrs(&f.attrs),
            params.join(", ")
        );
        if !rets.is_empty() {
            head.push(' ');
            head.push_str(&rets.join(", "));
        }
        let Some(body) = &f.body else {
            self.line(0, &head);
            return;
        };
        head.push_str(" {");
        self.line(0, &head);
        self.src = None;
        if !body.funcinfo.is_empty() {
            self.line(2, &info_block("funcinfo", &body.funcinfo, 2));
        }
        for d in &body.directives {
            self.comments_before(d.span, 2);
            self.comments_after(d.span);
            self.line(2, &directive(d));
        }
        for t in &body.types {
            self.comments_before(t.span, 2);
            self.comments_after(t.span);
            self.line(2, &format!("type {} {}", t.name, ty(&t.ty, 2)));
        }
        for v in &body.locals {
            self.comments_before(v.span, 2);
            self.comments_after(v.span);
            self.line(2, &var_decl(v, 2));
        }
        for r in &body.regs {
            self.comments_before(r.span, 2);
            self.comments_after(r.span);
            self.line(2, &format!("reg %{} {}", r.reg, ty(&r.ty, 2)));
        }
        self.stmts(&body.stmts, 2);
        self.line(0, "}");
    }

    fn stmts(&mut self, stmts: &[Stmt], ind: usize) {
        for s in stmts {
            self.stmt(s, ind);
        }
    }

    fn block_tail(&mut self, body: &[Stmt], ind: usize) {
        let outer = self.src.clone();
        self.stmts(body, ind + 2);
        // As the parser reads it: a position written inside the block ends with it.
        if self.src != outer {
            self.src = None;
        }
    }

    fn stmt(&mut self, s: &Stmt, ind: usize) {
        self.comments_before(s.span, ind);
        if s.src != self.src {
            if let Some(pos) = &s.src {
                let text = match pos {
                    SrcPos::Line { file, line } => format!("#LINE {file}:{line}"),
                    SrcPos::Loc {
                        file,
                        line,
                        col: None,
                    } => format!("LOC {file} {line}"),
                    SrcPos::Loc {
                        file,
                        line,
                        col: Some(c),
                    } => format!("LOC {file} {line} {c}"),
                };
                self.line(ind, &text);
                self.src = s.src.clone();
            }
        }
        self.comments_after(s.span);
        let op = match &s.kind {
            StmtKind::Label(l) => {
                self.line(ind, &format!("@{l}"));
                return;
            }
            StmtKind::Block(b) => {
                self.line(ind, "{");
                self.block_tail(b, ind);
                self.line(ind, "}");
                return;
            }
            StmtKind::Op(op) => op,
        };
        let mn = op.op.mnemonic();
        let args = |width: usize| -> String {
            let inline: Vec<String> = op
                .args
                .iter()
                .map(|a| expr(a, ind + 2, usize::MAX))
                .collect();
            let one = format!("({})", inline.join(", "));
            if ind + mn.len() + one.len() + 24 <= width || op.args.is_empty() {
                return one;
            }
            let parts: Vec<String> = op
                .args
                .iter()
                .map(|a| format!("\n{}{}", indent(ind + 2), expr(a, ind + 2, width)))
                .collect();
            format!("({})", parts.join(","))
        };
        let syntax = op.op.info().syntax;
        match (&op.kind, syntax) {
            (StmtData::DoLoop { var, body }, _) => {
                self.line(ind, &format!("{mn} {var} {} {{", args(WIDTH)));
                self.block_tail(body, ind);
                self.line(ind, "}");
            }
            (StmtData::DoWhile { body }, _) => {
                self.line(ind, &format!("{mn} {{"));
                self.block_tail(body, ind);
                self.line(ind, &format!("}} {}", args(WIDTH)));
            }
            (
                StmtData::ForEach {
                    elem,
                    collection,
                    body,
                },
                _,
            ) => {
                self.line(ind, &format!("{mn} {elem} {collection} {{"));
                self.block_tail(body, ind);
                self.line(ind, "}");
            }
            (StmtData::If { then, els }, _) => {
                self.line(ind, &format!("{mn} {} {{", args(WIDTH)));
                self.block_tail(then, ind);
                if let Some(e) = els {
                    self.line(ind, "} else {");
                    self.block_tail(e, ind);
                }
                self.line(ind, "}");
            }
            (StmtData::While { body }, _) => {
                self.line(ind, &format!("{mn} {} {{", args(WIDTH)));
                self.block_tail(body, ind);
                self.line(ind, "}");
            }
            (StmtData::Switch { default, cases }, _) => {
                self.line(ind, &format!("{mn} {} @{default} {{", args(WIDTH)));
                for (v, l) in cases {
                    self.line(ind + 2, &format!("{v}: goto @{l}"));
                }
                self.line(ind, "}");
            }
            (StmtData::RangeGoto { offset, cases }, _) => {
                self.line(ind, &format!("{mn} {} {offset} {{", args(WIDTH)));
                for (v, l) in cases {
                    self.line(ind + 2, &format!("{v}: goto @{l}"));
                }
                self.line(ind, "}");
            }
            (StmtData::MultiWay { default, cases }, _) => {
                self.line(ind, &format!("{mn} {} @{default} {{", args(WIDTH)));
                for (e, l) in cases {
                    self.line(
                        ind + 2,
                        &format!("({}): goto @{l}", expr(e, ind + 2, usize::MAX)),
                    );
                }
                self.line(ind, "}");
            }
            (
                StmtData::Call {
                    target,
                    inst,
                    assigned,
                },
                _,
            ) => {
                let mut head = mn.to_string();
                match target {
                    CallTarget::Func(f) => {
                        let _ = write!(head, " &{f}");
                        if matches!(
                            syntax,
                            Syntax::Call {
                                callee: Callee::FuncInstant,
                                ..
                            }
                        ) || !inst.is_empty()
                        {
                            let _ = write!(head, "<{}>", inst_vector(inst, ind));
                        }
                    }
                    CallTarget::Indirect => {}
                    CallTarget::IndirectProto(t) => {
                        let _ = write!(head, " {}", ty(t, ind));
                    }
                    CallTarget::Polymorphic(t, f) => {
                        let _ = write!(head, " {} &{f}", ty(t, ind));
                    }
                    CallTarget::Intrinsic(n) => {
                        let _ = write!(head, " {n}");
                    }
                    CallTarget::IntrinsicWithType(t, n) => {
                        let _ = write!(head, " {} {n}", ty(t, ind));
                    }
                    CallTarget::XIntrinsic(n) => {
                        let _ = write!(head, " {n}");
                    }
                }
                let text = format!("{head} {}", args(WIDTH));
                match assigned {
                    None => self.line(ind, &text),
                    Some(dests) if dests.is_empty() => self.line(ind, &format!("{text} {{}}")),
                    Some(dests) => {
                        self.line(ind, &format!("{text} {{"));
                        for d in dests {
                            self.line(ind + 2, &assign_dest(d));
                        }
                        self.line(ind, "}");
                    }
                }
            }
            (StmtData::Var { var, field: f }, _) => {
                self.line(ind, &format!("{mn} {var}{} {}", field(*f), args(WIDTH)))
            }
            (StmtData::Indirect { ty: t, field: f }, _) => self.line(
                ind,
                &format!("{mn} {}{} {}", ty(t, ind), field(*f), args(WIDTH)),
            ),
            (StmtData::Offset(o), _) => {
                self.line(ind, &format!("{mn} {} {o} {}", op.ty.name(), args(WIDTH)))
            }
            (StmtData::Reg(r), _) => self.line(
                ind,
                &format!("{mn} {} {} {}", op.ty.name(), reg(r), args(WIDTH)),
            ),
            (StmtData::Label(l), Syntax::CondBranch) => {
                self.line(ind, &format!("{mn} @{l} {}", args(WIDTH)))
            }
            (StmtData::Label(l), _) => self.line(ind, &format!("{mn} @{l}")),
            (StmtData::IndexGoto { var }, _) => {
                self.line(ind, &format!("{mn} {} {var}", args(WIDTH)))
            }
            (StmtData::JsTry { handler, finally }, _) => {
                let l = |x: &Option<String>| {
                    x.as_ref()
                        .map(|s| format!("@{s}"))
                        .unwrap_or_else(|| "0".into())
                };
                self.line(ind, &format!("{mn} {} {}", l(handler), l(finally)));
            }
            (StmtData::Try(labels), _) => {
                let ls: Vec<String> = labels.iter().map(|l| format!("@{l}")).collect();
                self.line(ind, &format!("{mn} {{ {} }}", ls.join(" ")));
            }
            (StmtData::Catch(types), _) => {
                let ts: Vec<String> = types.iter().map(|t| ty(t, ind)).collect();
                self.line(ind, &format!("{mn} {{ {} }}", ts.join(" ")));
            }
            (StmtData::CppCatch(t), _) => self.line(ind, &format!("{mn} {}", ty(t, ind))),
            (StmtData::Checkpoint(a), _) => {
                let word = !a.is_empty()
                    && a.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    && a.bytes()
                        .next()
                        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_');
                let number = a.parse::<i128>().is_ok_and(|n| n.to_string() == *a);
                let plain = word || number;
                let text = if plain {
                    a.clone()
                } else {
                    quote(a.as_bytes())
                };
                self.line(ind, &format!("{mn} {text}"));
            }
            (StmtData::VarOffset { var, offset }, _) => self.line(
                ind,
                &format!("{mn} {} {var} {offset} {}", op.ty.name(), args(WIDTH)),
            ),
            (
                StmtData::BlockCopy {
                    offset,
                    align,
                    size,
                },
                _,
            ) => self.line(
                ind,
                &format!("{mn} {offset} {align} {size} {}", args(WIDTH)),
            ),
            (StmtData::Assert(site), _) => {
                let site = match site {
                    None => String::new(),
                    Some(AssertSite::Func(f)) => format!(" <&{f}>"),
                    Some(AssertSite::Call {
                        callee,
                        index,
                        caller,
                    }) => format!(" <&{callee}, {index}, &{caller}>"),
                };
                self.line(ind, &format!("{mn}{site} {}", args(WIDTH)));
            }
            (StmtData::Asm(asm), _) => self.asm(asm, &op.args, ind),
            (StmtData::Plain, Syntax::Operands) => self.line(ind, &format!("{mn} {}", args(WIDTH))),
            (StmtData::Plain, _) => {
                if op.args.is_empty() {
                    self.line(ind, mn)
                } else {
                    self.line(ind, &format!("{mn} {}", args(WIDTH)))
                }
            }
        }
    }
}
