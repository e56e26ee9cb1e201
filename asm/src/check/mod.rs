//! Semantic checks over a parsed module: names (undefined and duplicate variables, functions,
//! types, labels), operand counts and primitive types against the opcode table, field ids against
//! known structs, initializers against their types, intrinsic names, switch tables and bit ranges.
//!
//! The checks are as lenient as real MAPLE files need: a `dread i32` of an `i8` variable, a
//! `constval i32 0x111111111` or a `floor i32 i32` are accepted (the last two with a warning),
//! because irbuild accepts them.

use crate::ast::*;
use crate::diag::{codes, Diagnostic, Diagnostics};
use crate::source::Span;
use crate::types::{Member, Type};
use maple_isa::PrimType;
use std::collections::{HashMap, HashSet};

/// Depth limit when following named types (guards against recursive definitions).
const TYPE_DEPTH: usize = 64;

/// Check a parsed module.
pub fn check(module: &Module) -> Diagnostics {
    crate::on_big_stack(|| check_here(module))
}

fn check_here(module: &Module) -> Diagnostics {
    let mut c = Checker::new(module);
    c.run();
    let mut diags = Diagnostics::new(module.sources.clone());
    for d in c.diags {
        diags.push(d);
    }
    diags
}

struct Checker<'m> {
    m: &'m Module,
    syms: Symbols<'m>,
    /// Method names declared in any struct-like type: targets of virtual/interface calls.
    methods: HashSet<&'m str>,
    diags: Vec<Diagnostic>,
    /// Field-id counts of global named types, memoized (see `field_count`).
    field_counts: std::cell::RefCell<HashMap<String, Option<u32>>>,
}

/// Names visible inside one function.
#[derive(Default)]
struct Scope<'m> {
    vars: HashMap<&'m str, &'m Type>,
    /// `var $name` declared inside the function: a function-scope static.
    statics: HashMap<&'m str, &'m Type>,
    types: HashMap<&'m str, &'m Type>,
    labels: HashSet<&'m str>,
}

mod expr;
mod func;
mod init;
mod stmt;
mod types;

impl<'m> Checker<'m> {
    fn new(m: &'m Module) -> Self {
        let syms = m.symbols();
        let mut methods = HashSet::new();
        for item in m.all_items() {
            let t = match item {
                Item::Type(t) => &t.ty,
                Item::Java(j) => &j.ty,
                Item::Var(v) => &v.ty,
                _ => continue,
            };
            collect_methods(t, &mut methods, 0);
        }
        Checker {
            m,
            syms,
            methods,
            diags: Vec::new(),
            field_counts: Default::default(),
        }
    }

    fn err(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// The span of the first occurrence of `needle` inside `span`, else `span` itself: points a
    /// diagnostic at the exact name inside a declaration or statement.
    fn find(&self, span: Span, needle: &str) -> Span {
        let Some(f) = self.m.sources.get(span.file) else {
            return span;
        };
        let text = f
            .text
            .get(span.start..span.end.min(f.text.len()))
            .unwrap_or("");
        let mut from = 0;
        while let Some(i) = text[from..].find(needle) {
            let at = from + i;
            let end = at + needle.len();
            // Whole names only: the next character must not continue the name.
            let next = text.as_bytes().get(end).copied().unwrap_or(b' ');
            let prev = if at == 0 {
                b' '
            } else {
                text.as_bytes().get(at - 1).copied().unwrap_or(b' ')
            };
            let continues = |c: u8| {
                c.is_ascii_alphanumeric()
                    || matches!(c, b'_' | b'.' | b';' | b'/' | b'|' | b'$' | b'@')
            };
            let prev_ok = !(prev.is_ascii_alphanumeric() || prev == b'-' || prev == b'_');
            if !continues(next) && prev_ok {
                return Span::new(span.file, span.start + at, span.start + end);
            }
            from = end;
        }
        span
    }

    /// The function name in a `func` header, written `&name` or `$name`.
    fn find_func_name(&self, span: Span, name: &str) -> Span {
        let s = self.find(span, &format!("&{name}"));
        if s.start == span.start && s.end == span.end {
            self.find(span, &format!("${name}"))
        } else {
            s
        }
    }

    /// Like [`Checker::find`], but the last whole-name occurrence (for the second of two).
    fn find_last(&self, span: Span, needle: &str) -> Span {
        let mut best = span;
        let mut from = span.start;
        while from < span.end {
            let s = self.find(Span::new(span.file, from, span.end), needle);
            if s.start == from && s.end == span.end {
                break;
            }
            best = s;
            from = s.end;
        }
        best
    }

    fn run(&mut self) {
        self.check_globals();
        for item in &self.m.items {
            match item {
                Item::Type(t) => {
                    self.check_type(&t.ty, t.span, None);
                    if t.name.global {
                        self.check_recursive(&t.name.name, &t.ty, t.span);
                    }
                }
                Item::Java(j) => self.check_type(&j.ty, j.span, None),
                Item::Var(v) => self.check_var(v, None),
                Item::Func(f) => self.check_func(f),
                Item::Directive(d) if d.name == "entryfunc" => {
                    if let DirectiveValue::Func(name) = &d.value {
                        if !self.syms.funcs.contains_key(name.as_str()) {
                            let span = self.find(d.span, name);
                            self.err(
                                Diagnostic::error(
                                    codes::UNDEFINED_FUNC,
                                    span,
                                    format!("undefined function `&{name}`"),
                                )
                                .with_label("no function of this name"),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Duplicate globals, types and function bodies.
    fn check_globals(&mut self) {
        let mut vars: HashMap<&str, &VarDecl> = HashMap::new();
        let mut types: HashMap<&str, (Span, &Type)> = HashMap::new();
        let mut bodies: HashMap<&str, Span> = HashMap::new();
        for item in self.m.all_items() {
            match item {
                Item::Var(v) => match vars.get(v.name.name.as_str()) {
                    Some(first) => {
                        // A redeclaration (extern then definition) is fine if it agrees.
                        if first.ty != v.ty {
                            let span = self.find(v.span, &v.name.to_string());
                            self.err(
                                Diagnostic::error(
                                    codes::DUPLICATE_VAR,
                                    span,
                                    format!("`{}` redeclared with a different type", v.name),
                                )
                                .with_label("conflicting declaration")
                                .with_secondary(first.span, "first declared here"),
                            );
                        } else if first.init.is_some() && v.init.is_some() {
                            let span = self.find(v.span, &v.name.to_string());
                            self.err(
                                Diagnostic::error(
                                    codes::DUPLICATE_VAR,
                                    span,
                                    format!("`{}` is initialized twice", v.name),
                                )
                                .with_label("second definition")
                                .with_secondary(first.span, "first definition here"),
                            );
                        } else if v.init.is_some() {
                            vars.insert(v.name.name.as_str(), v);
                        }
                    }
                    None => {
                        vars.insert(v.name.name.as_str(), v);
                    }
                },
                Item::Type(t) => {
                    let incomplete = matches!(&t.ty, Type::Struct(s) if s.incomplete);
                    if let Some((first, first_ty)) = types.get(t.name.name.as_str()) {
                        // The same definition again is the same type: an mpl2mpl module and
                        // the Java library it imports both define OpenArk's metadata types.
                        if !incomplete && **first_ty != t.ty {
                            let span = self.find(t.span, &t.name.to_string());
                            self.err(
                                Diagnostic::error(
                                    codes::DUPLICATE_TYPE,
                                    span,
                                    format!("type `{}` defined twice", t.name),
                                )
                                .with_label("second definition")
                                .with_secondary(*first, "first definition here"),
                            );
                        }
                    } else {
                        types.insert(t.name.name.as_str(), (t.span, &t.ty));
                    }
                }
                Item::Func(f) if f.body.is_some() => {
                    if let Some(first) = bodies.get(f.name.as_str()) {
                        let span = self.find_func_name(f.span, &f.name);
                        self.err(
                            Diagnostic::error(
                                codes::DUPLICATE_BODY,
                                span,
                                format!("function `&{}` defined twice", f.name),
                            )
                            .with_label("second body")
                            .with_secondary(*first, "first body here"),
                        );
                    } else {
                        bodies.insert(f.name.as_str(), f.span);
                    }
                }
                _ => {}
            }
        }
    }
}

/// True when `v` is representable in the integer type `t`, read as signed or unsigned.
fn fits(v: i128, t: PrimType) -> bool {
    let bits = t.bits();
    if bits == 0 || bits >= 128 {
        return true;
    }
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << bits) - 1;
    v >= min && v <= max
}

fn collect_methods<'m>(t: &'m Type, out: &mut HashSet<&'m str>, depth: usize) {
    if depth > TYPE_DEPTH {
        return;
    }
    match t {
        Type::Struct(st) => {
            for m in &st.members {
                match m {
                    Member::Method(me) => {
                        out.insert(me.name.as_str());
                    }
                    Member::Field(f) => collect_methods(&f.ty, out, depth + 1),
                    _ => {}
                }
            }
        }
        Type::Pointer(p) => collect_methods(p, out, depth + 1),
        Type::Array { elem, .. } => collect_methods(elem, out, depth + 1),
        _ => {}
    }
}
