//! The canonical text form of a module (`maple fmt prog.ir`, and of a binary `.irb`): the
//! reference disassembler's layout (metadata, then definitions, an instruction per line), with
//! declarations first as the manual's example has them. Printing and parsing are a fixed point:
//! what this prints parses back to an equal module.

use crate::ast::*;
use std::fmt::Write;

/// The text of a module.
pub fn print(m: &Module) -> String {
    let mut out = String::new();
    let meta = &m.meta;
    let mut pair = |k: &str, v: String| {
        let _ = writeln!(out, "\"{k}\" : \"{}\"", escape(v.as_bytes()));
    };
    if !meta.name.is_empty() {
        pair("module name", meta.name.clone());
    }
    if meta.format_version != 0 {
        pair("format version", meta.format_version.to_string());
    }
    if meta.target_version != 0 {
        pair("target version", meta.target_version.to_string());
    }
    if !meta.path.is_empty() {
        pair("path", meta.path.clone());
    }
    if !meta.author.is_empty() {
        pair("author", meta.author.clone());
    }
    if meta.timestamp != 0 {
        pair("timestamp", meta.timestamp.to_string());
    }
    for d in &m.declares {
        sep(&mut out);
        let _ = writeln!(
            out,
            "declare {} {}({})",
            d.ret,
            d.name.name,
            params(&d.params)
        );
    }
    for t in &m.types {
        sep(&mut out);
        if !t.attributes.is_empty() {
            let attrs: Vec<String> = t
                .attributes
                .iter()
                .map(|a| format!("{}={}", a.name.name, attribute_value(&a.value.name)))
                .collect();
            let _ = writeln!(out, "[{}]", attrs.join(", "));
        }
        let _ = writeln!(out, "type {} {{", t.name.name);
        for f in &t.fields {
            let _ = writeln!(out, "    {} {};", f.ty, f.name.name);
        }
        out.push_str("}\n");
    }
    for f in &m.funcs {
        sep(&mut out);
        func(&mut out, f);
    }
    out
}

/// A blank line between definitions (none before the first when there is no metadata).
fn sep(out: &mut String) {
    if !out.is_empty() {
        out.push('\n');
    }
}

fn params(p: &Params) -> String {
    let typed = p.params.iter().map(|x| format!("{} {}", x.ty, x.name.name));
    let mut collectors = Vec::new();
    if let Some(a) = &p.args {
        collectors.push(format!("*{}", a.name));
    }
    if let Some(k) = &p.kwargs {
        collectors.push(format!("**{}", k.name));
    }
    let parts: Vec<String> = if p.leading {
        collectors.into_iter().chain(typed).collect()
    } else {
        typed.chain(collectors).collect()
    };
    parts.join(", ")
}

fn func(out: &mut String, f: &Func) {
    let _ = write!(out, "def {} {}({})", f.ret, f.name.name, params(&f.params));
    if let Some(p) = &f.parent {
        let _ = write!(out, " : {}", p.name);
    }
    if !f.options.is_empty() {
        let opts: Vec<&str> = f.options.iter().map(|o| o.name.as_str()).collect();
        let _ = write!(out, " [{}]", opts.join(" "));
    }
    out.push_str(" {\n");
    for b in &f.blocks {
        let _ = writeln!(out, "{}:", b.label.name);
        for i in &b.insts {
            out.push_str("    ");
            inst(out, i);
            out.push('\n');
        }
    }
    out.push_str("}\n");
}

/// One instruction, without indentation or newline.
pub fn inst(out: &mut String, i: &Inst) {
    if let Some(t) = &i.target {
        let _ = write!(out, "%{} = ", t.name);
    }
    out.push_str(i.op.keyword());
    if !i.options.is_empty() {
        out.push_str(" [");
        for o in &i.options {
            let _ = write!(out, " {}", o.name);
        }
        out.push_str(" ]");
    }
    if let Some(t) = &i.ty {
        let _ = write!(out, " {t}");
    }
    for o in &i.operands {
        out.push(' ');
        operand(out, o);
    }
    if let Some(labels) = &i.labels {
        let names: Vec<String> = labels
            .iter()
            .map(|l| format!("label #{}", l.name))
            .collect();
        let _ = write!(out, " [ {} ]", names.join(", "));
    }
    out.push(';');
}

pub fn operand(out: &mut String, o: &Operand) {
    match o {
        Operand::Ref(n) => {
            let _ = write!(out, "%{}", n.name);
        }
        Operand::Const(c) => {
            let _ = write!(out, "{} {}", c.ty.keyword(), literal(c.ty, &c.value));
        }
    }
}

/// A literal as the lexer reads it back: floats always with a `.`, strings escaped.
fn literal(ty: ValueType, v: &Literal) -> String {
    match v {
        Literal::Bool(b) => b.to_string(),
        Literal::Int(x) if ty.is_signed() || ty == ValueType::Bool => x.to_string(),
        Literal::Int(x) => (*x as u32).to_string(),
        Literal::Long(x) if ty == ValueType::U64 => (*x as u64).to_string(),
        Literal::Long(x) => x.to_string(),
        // Widened: the double's digits read back (as a double, rounded once) to this float.
        Literal::Float(x) => float(format!("{:?}", f64::from(*x))),
        Literal::Double(x) => float(format!("{x:?}")),
        Literal::Str(s) => format!("\"{}\"", escape(s)),
    }
}

/// A type attribute's value: bare when it lexes as one word or number, else a string.
fn attribute_value(v: &str) -> String {
    let word = v
        .chars()
        .next()
        .is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
        && v.chars()
            .all(|c| c == '_' || c == '.' || c.is_ascii_alphanumeric())
        && !v.ends_with('.')
        && !v.contains("..");
    let number = v.parse::<i128>().is_ok_and(|n| n.to_string() == v);
    if word || number {
        v.to_string()
    } else {
        format!("\"{}\"", escape(v.as_bytes()))
    }
}

/// Rust's shortest round-trip digits in the lexer's float syntax (`1e100` -> `1.0e100`).
fn float(s: String) -> String {
    if s.contains('.')
        || !s
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '-')
    {
        return s;
    }
    match s.find(['e', 'E']) {
        Some(at) => format!("{}.0{}", &s[..at], &s[at..]),
        None => format!("{s}.0"),
    }
}

/// Bytes as a string literal's body: quotes, backslashes and unprintable bytes escaped (octal,
/// three digits, so no following character is read into the escape).
pub fn escape(s: &[u8]) -> String {
    let mut out = String::new();
    for &b in s {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out
}
