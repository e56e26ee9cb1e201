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
use crate::types::{Attr, Member, StructKind, StructType, Type, TypeName};
use maple_isa::{Callee, OpClass, Pops, PrimType, Syntax};
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
        let mut types: HashMap<&str, Span> = HashMap::new();
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
                    if let Some(first) = types.get(t.name.name.as_str()) {
                        if !incomplete {
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
                        types.insert(t.name.name.as_str(), t.span);
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

    // ---- types ----

    /// Follow a named type to its definition.
    fn resolve<'a>(
        &'a self,
        t: &'a Type,
        scope: Option<&Scope<'a>>,
        depth: usize,
    ) -> Option<&'a Type> {
        if depth > TYPE_DEPTH {
            return None;
        }
        match t {
            Type::Named(n) | Type::Instance { base: n, .. } => {
                let found = if n.global {
                    self.syms
                        .types
                        .get(n.name.as_str())
                        .map(|d| &d.ty)
                        .or_else(|| self.syms.java.get(n.name.as_str()).map(|j| &j.ty))
                } else {
                    scope.and_then(|s| s.types.get(n.name.as_str()).copied())
                }?;
                self.resolve(found, scope, depth + 1)
            }
            _ => Some(t),
        }
    }

    fn type_exists(&self, n: &TypeName, scope: Option<&Scope>) -> bool {
        if n.global {
            self.syms.types.contains_key(n.name.as_str())
                || self.syms.java.contains_key(n.name.as_str())
        } else {
            scope.is_some_and(|s| s.types.contains_key(n.name.as_str()))
        }
    }

    /// Names, bitfields and attributes inside a type; `span` is where the type is written.
    fn check_type(&mut self, t: &Type, span: Span, scope: Option<&Scope>) {
        self.check_type_at(t, span, scope, 0);
    }

    fn check_type_at(&mut self, t: &Type, span: Span, scope: Option<&Scope>, depth: usize) {
        if depth > TYPE_DEPTH {
            return;
        }
        match t {
            Type::Prim(_) | Type::Param(_) => {}
            Type::Named(n) => {
                if !self.type_exists(n, scope) {
                    let at = self.find(span, &n.to_string());
                    self.err(
                        Diagnostic::error(
                            codes::UNDEFINED_TYPE,
                            at,
                            format!("undefined type `{n}`"),
                        )
                        .with_label("no type of this name"),
                    );
                }
            }
            Type::Instance { base, args } => {
                if !self.type_exists(base, scope) {
                    let at = self.find(span, &base.to_string());
                    self.err(
                        Diagnostic::error(
                            codes::UNDEFINED_TYPE,
                            at,
                            format!("undefined generic type `{base}`"),
                        )
                        .with_label("no type of this name"),
                    );
                }
                for (_, a) in args {
                    self.check_type_at(a, span, scope, depth + 1);
                }
            }
            Type::Pointer(p) => self.check_type_at(p, span, scope, depth + 1),
            Type::Array { elem, .. } => self.check_type_at(elem, span, scope, depth + 1),
            Type::Func(f) => {
                for p in f.params.iter().chain(&f.rets) {
                    self.check_type_at(p, span, scope, depth + 1);
                }
            }
            Type::Struct(st) => {
                for p in &st.parents {
                    self.check_type_at(p, span, scope, depth + 1);
                }
                for m in &st.members {
                    match m {
                        Member::Field(f) => {
                            self.check_type_at(&f.ty, f.span, scope, depth + 1);
                            self.check_attrs(&f.attrs, f.span);
                            if let Some(bits) = f.bits {
                                self.check_bitfield(&f.name, bits, &f.ty, f.span);
                            }
                        }
                        Member::Method(me) => {
                            for p in me.ty.params.iter().chain(&me.ty.rets) {
                                self.check_type_at(p, me.span, scope, depth + 1);
                            }
                        }
                        Member::Info(_) => {}
                        Member::Implements(n) => {
                            if !self.type_exists(n, scope) {
                                let at = self.find(span, &n.to_string());
                                self.err(
                                    Diagnostic::error(
                                        codes::UNDEFINED_TYPE,
                                        at,
                                        format!("undefined interface `{n}`"),
                                    )
                                    .with_label("no interface or type of this name"),
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// A constant stored into a bitfield must fit its width (signed or unsigned reading).
    fn check_bitfield_value(&mut self, name: &str, bits: u32, v: i128, span: Span) {
        if bits == 0 || bits >= 64 {
            return;
        }
        let min = -(1i128 << (bits - 1));
        let max = (1i128 << bits) - 1;
        if v < min || v > max {
            self.err(
                Diagnostic::warning(
                    codes::CONST_RANGE,
                    span,
                    format!("initial value {v} does not fit in the {bits}-bit field `@{name}`"),
                )
                .with_label("in this initializer"),
            );
        }
    }

    fn check_bitfield(&mut self, name: &str, bits: u32, t: &Type, span: Span) {
        match t {
            Type::Prim(p) if p.is_integer() => {
                if bits > p.bits() {
                    self.err(
                        Diagnostic::error(
                            codes::BAD_BITFIELD,
                            span,
                            format!(
                                "bitfield `@{name}` is {bits} bits wide but `{}` holds {}",
                                p.name(),
                                p.bits()
                            ),
                        )
                        .with_label("too wide"),
                    );
                }
            }
            _ => self.err(
                Diagnostic::error(
                    codes::BAD_BITFIELD,
                    span,
                    format!("bitfield `@{name}` must have an integer type"),
                )
                .with_label("not an integer type"),
            ),
        }
    }

    fn check_attrs(&mut self, attrs: &[Attr], span: Span) {
        for a in attrs {
            if a.name == "align" {
                if let Some(n) = a.arg {
                    if n <= 0 || (n & (n - 1)) != 0 {
                        let at = self.find(span, "align");
                        self.err(
                            Diagnostic::warning(
                                codes::BAD_ALIGN,
                                at,
                                format!("alignment {n} is not a power of two"),
                            )
                            .with_label("here"),
                        );
                    }
                }
            }
        }
    }

    /// Number of field ids inside a type (0 for a non-struct), counted the MAPLE way: each
    /// field one id, nested structs their own fields after their id, a parent class like a
    /// nested struct. `None` when the type is not known here (generic, incomplete, unresolved).
    fn field_count(&self, t: &Type, scope: Option<&Scope>, depth: usize) -> Option<u32> {
        if depth > TYPE_DEPTH {
            return None;
        }
        let t = self.resolve(t, scope, 0)?;
        match t {
            Type::Struct(st) => {
                if st.incomplete && st.members.is_empty() {
                    return None;
                }
                let mut n: u32 = 0;
                for p in &st.parents {
                    n = n.saturating_add(1).saturating_add(self.field_count(
                        p,
                        scope,
                        depth + 1,
                    )?);
                }
                for f in st.fields() {
                    n = n.saturating_add(1);
                    if matches!(self.resolve(&f.ty, scope, 0), Some(Type::Struct(_))) {
                        n = n.saturating_add(self.field_count(&f.ty, scope, depth + 1)?);
                    }
                }
                Some(n)
            }
            Type::Param(_) | Type::Instance { .. } => None,
            _ => Some(0),
        }
    }

    /// Check a field id against the (resolved) type that holds it.
    fn check_field(&mut self, holder: &Type, field: u32, span: Span, scope: Option<&Scope>) {
        if field == 0 {
            return;
        }
        let Some(count) = self.field_count(holder, scope, 0) else {
            return;
        };
        if count == 0 {
            self.err(
                Diagnostic::error(
                    codes::FIELD_ID_RANGE,
                    span,
                    format!("field id {field} on a type that is not a structure"),
                )
                .with_label("only structures have fields"),
            );
        } else if field > count {
            self.err(
                Diagnostic::error(
                    codes::FIELD_ID_RANGE,
                    span,
                    format!(
                        "field id {field} out of range: the structure has field ids 1..={count}"
                    ),
                )
                .with_label("no such field"),
            );
        }
    }

    // ---- variables and initializers ----

    fn check_var(&mut self, v: &VarDecl, scope: Option<&Scope>) {
        self.check_type(&v.ty, v.span, scope);
        self.check_attrs(&v.attrs, v.span);
        if let Some(init) = &v.init {
            self.check_init(&v.ty, init, v.span, scope, 0);
        }
    }

    fn check_init(
        &mut self,
        t: &Type,
        init: &Init,
        span: Span,
        scope: Option<&Scope>,
        depth: usize,
    ) {
        if depth > TYPE_DEPTH {
            return;
        }
        let Some(rt) = self.resolve(t, scope, 0).cloned() else {
            return;
        };
        match (&rt, init) {
            (Type::Array { dims, elem }, Init::List(items)) => {
                let (first, rest) = match dims.split_first() {
                    Some((f, r)) => (*f, r),
                    None => (None, &[][..]),
                };
                if let Some(n) = first {
                    if items.len() as u64 > n {
                        self.err(
                            Diagnostic::error(
                                codes::INIT_TOO_MANY,
                                span,
                                format!(
                                    "too many initializers: {} for an array of {n}",
                                    items.len()
                                ),
                            )
                            .with_label("in this initializer"),
                        );
                    }
                }
                let inner = if rest.is_empty() {
                    (**elem).clone()
                } else {
                    Type::Array {
                        dims: rest.to_vec(),
                        elem: elem.clone(),
                    }
                };
                for it in items {
                    self.check_init(&inner, it, span, scope, depth + 1);
                }
            }
            (Type::Struct(st), Init::Fields(fields)) => {
                let count = self.field_count(&rt, scope, 0);
                let direct: Vec<&crate::types::Field> = st.fields().collect();
                for (n, it) in fields {
                    let bad = *n == 0 || count.is_some_and(|c| *n > c);
                    if bad {
                        self.err(
                            Diagnostic::error(
                                codes::INIT_FIELD_RANGE,
                                span,
                                format!(
                                    "field number {n} out of range: the structure has {} fields",
                                    direct.len()
                                ),
                            )
                            .with_label("in this initializer"),
                        );
                    } else if let Some(f) = direct.get(*n as usize - 1) {
                        if st.parents.is_empty() {
                            self.check_init(&f.ty, it, span, scope, depth + 1);
                            if let (Some(bits), Init::Const(Const::Int(v))) = (f.bits, it) {
                                self.check_bitfield_value(&f.name, bits, *v, span);
                            }
                        }
                    }
                }
            }
            (Type::Struct(_), Init::List(_)) | (Type::Array { .. }, Init::Fields(_)) => {}
            (Type::Prim(p), Init::List(_) | Init::Fields(_))
                if !matches!(
                    p.class(),
                    maple_isa::PrimClass::Vector | maple_isa::PrimClass::Complex
                ) =>
            {
                self.err(
                    Diagnostic::error(
                        codes::INIT_TOO_MANY,
                        span,
                        format!("a list cannot initialize a scalar `{}`", p.name()),
                    )
                    .with_label("in this initializer"),
                );
            }
            (Type::Pointer(_), Init::List(_) | Init::Fields(_)) => {
                self.err(
                    Diagnostic::error(
                        codes::INIT_TOO_MANY,
                        span,
                        "a list cannot initialize a pointer",
                    )
                    .with_label("in this initializer"),
                );
            }
            (_, Init::Expr(e)) => {
                let mut s = Scope::default();
                if let Some(sc) = scope {
                    s.vars = sc.vars.clone();
                    s.statics = sc.statics.clone();
                    s.types = sc.types.clone();
                }
                self.check_expr(e, &s, 0);
            }
            _ => {}
        }
    }

    // ---- functions ----

    fn check_func(&mut self, f: &'m Func) {
        let mut scope: Scope<'m> = Scope::default();
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for p in &f.params {
            self.check_type(&p.ty, p.span, None);
            if let ParamName::Var(n) = &p.name {
                if let Some(first) = seen.get(n.as_str()) {
                    let at = self.find(p.span, &format!("%{n}"));
                    self.err(
                        Diagnostic::error(
                            codes::DUPLICATE_PARAM,
                            at,
                            format!("parameter `%{n}` declared twice"),
                        )
                        .with_label("second declaration")
                        .with_secondary(*first, "first declared here"),
                    );
                } else {
                    seen.insert(n.as_str(), p.span);
                    scope.vars.insert(n.as_str(), &p.ty);
                }
            }
        }
        let Some(body) = &f.body else { return };
        let mut tseen: HashMap<&str, Span> = HashMap::new();
        for t in &body.types {
            if let Some(first) = tseen.get(t.name.name.as_str()) {
                let at = self.find(t.span, &t.name.to_string());
                self.err(
                    Diagnostic::error(
                        codes::DUPLICATE_TYPE,
                        at,
                        format!("type `{}` defined twice", t.name),
                    )
                    .with_label("second definition")
                    .with_secondary(*first, "first definition here"),
                );
            } else {
                tseen.insert(t.name.name.as_str(), t.span);
                scope.types.insert(t.name.name.as_str(), &t.ty);
            }
        }
        for t in &body.types {
            self.check_type(&t.ty, t.span, Some(&scope));
        }
        for v in &body.locals {
            let n = v.name.name.as_str();
            if v.name.global {
                // `var $x` inside a function declares a function-scope static in real files.
            }
            if let Some(first) = seen.get(n) {
                let at = self.find(v.span, &v.name.to_string());
                self.err(
                    Diagnostic::error(
                        codes::DUPLICATE_VAR,
                        at,
                        format!("`{}` declared twice in `&{}`", v.name, f.name),
                    )
                    .with_label("second declaration")
                    .with_secondary(*first, "first declared here"),
                );
            } else {
                seen.insert(n, v.span);
                if v.name.global {
                    scope.statics.insert(n, &v.ty);
                } else {
                    scope.vars.insert(n, &v.ty);
                }
            }
        }
        for v in &body.locals {
            self.check_var(v, Some(&scope));
        }
        for r in &body.regs {
            self.check_type(&r.ty, r.span, Some(&scope));
        }
        // Labels first: branches may go forward.
        let mut labels: HashMap<&str, Span> = HashMap::new();
        self.collect_labels(&body.stmts, &mut labels, 0);
        scope.labels = labels.keys().copied().collect();
        self.check_stmts(&body.stmts, &scope, 0);
    }

    fn collect_labels(
        &mut self,
        stmts: &'m [Stmt],
        labels: &mut HashMap<&'m str, Span>,
        depth: usize,
    ) {
        if depth > crate::parser::MAX_DEPTH {
            return;
        }
        for s in stmts {
            if let StmtKind::Label(l) = &s.kind {
                if let Some(first) = labels.get(l.as_str()) {
                    self.err(
                        Diagnostic::error(
                            codes::DUPLICATE_LABEL,
                            s.span,
                            format!("label `@{l}` defined twice"),
                        )
                        .with_label("second definition")
                        .with_secondary(*first, "first definition here"),
                    );
                } else {
                    labels.insert(l.as_str(), s.span);
                }
            }
            for child in s.children() {
                self.collect_labels(child, labels, depth + 1);
            }
        }
    }

    fn check_label(&mut self, l: &str, span: Span, scope: &Scope) {
        if !scope.labels.contains(l) {
            let at = self.find(span, &format!("@{l}"));
            self.err(
                Diagnostic::error(
                    codes::UNDEFINED_LABEL,
                    at,
                    format!("undefined label `@{l}`"),
                )
                .with_label("no such label"),
            );
        }
    }

    fn var_type<'a>(&'a self, v: &VarName, scope: &Scope<'a>) -> Option<&'a Type> {
        if !v.global {
            if let Some(t) = scope.vars.get(v.name.as_str()) {
                return Some(t);
            }
            return None;
        }
        if let Some(t) = scope.statics.get(v.name.as_str()) {
            return Some(t);
        }
        self.syms
            .vars
            .get(v.name.as_str())
            .and_then(|d| d.first())
            .map(|d| &d.ty)
    }

    fn check_var_ref(&mut self, v: &VarName, field: u32, span: Span, scope: &Scope) {
        match self.var_type(v, scope) {
            Some(t) => {
                let t = t.clone();
                self.check_field(&t, field, span, Some(scope));
            }
            None => {
                let at = self.find(span, &v.to_string());
                let mut d = Diagnostic::error(
                    codes::UNDEFINED_VAR,
                    at,
                    format!("undefined variable `{v}`"),
                )
                .with_label("not declared");
                if !v.global && self.syms.vars.contains_key(v.name.as_str()) {
                    d = d.with_note(format!("there is a global `${}`", v.name));
                } else if v.global && scope.vars.contains_key(v.name.as_str()) {
                    d = d.with_note(format!("there is a local `%{}`", v.name));
                }
                self.err(d);
            }
        }
    }

    /// A direct call passes as many arguments as the callee declares (or more, if varargs).
    /// Only a warning: real front ends emit calls to prototypes they declare loosely.
    fn check_call_args(&mut self, name: &str, n: usize, span: Span) {
        let Some(f) = self.m.func(name) else { return };
        let want = f.params.len();
        let bad = if f.varargs { n < want } else { n != want };
        if bad {
            let at = self.find(span, &format!("&{name}"));
            self.err(
                Diagnostic::warning(
                    codes::CALL_ARGS,
                    at,
                    format!(
                        "`&{name}` takes {want}{} argument(s), the call passes {n}",
                        if f.varargs { " or more" } else { "" }
                    ),
                )
                .with_label("argument count differs")
                .with_secondary(f.span, "declared here"),
            );
        }
    }

    fn check_func_ref(&mut self, name: &str, span: Span, allow_method: bool) {
        if self.syms.funcs.contains_key(name) || (allow_method && self.methods.contains(name)) {
            return;
        }
        let at = self.find(span, &format!("&{name}"));
        self.err(
            Diagnostic::error(
                codes::UNDEFINED_FUNC,
                at,
                format!("undefined function `&{name}`"),
            )
            .with_label("not declared"),
        );
    }

    fn check_stmts(&mut self, stmts: &[Stmt], scope: &Scope, depth: usize) {
        if depth > crate::parser::MAX_DEPTH {
            return;
        }
        for s in stmts {
            self.check_stmt(s, scope, depth);
        }
    }

    fn check_arity(&mut self, op: maple_isa::Opcode, n: usize, span: Span) {
        let info = op.info();
        // Point at the mnemonic rather than the whole tree.
        let span = Span::new(
            span.file,
            span.start,
            (span.start + info.mnemonic.len()).min(span.end.max(span.start)),
        );
        let expected = match (info.syntax, info.pops) {
            (Syntax::Array, _) => {
                if n < 2 {
                    self.err(
                        Diagnostic::error(
                            codes::OPERAND_COUNT,
                            span,
                            format!("`array` takes a base address and at least one index, found {n} operand(s)"),
                        )
                        .with_label("too few operands"),
                    );
                }
                return;
            }
            (_, Pops::Fixed(k)) => k as usize,
            _ => return,
        };
        if n != expected {
            self.err(
                Diagnostic::error(
                    codes::OPERAND_COUNT,
                    span,
                    format!("`{}` takes {expected} operand(s), found {n}", info.mnemonic),
                )
                .with_label(if n > expected {
                    "too many operands"
                } else {
                    "too few operands"
                }),
            );
        }
    }

    fn check_prim(&mut self, op: maple_isa::Opcode, ty: PrimType, span: Span) {
        let info = op.info();
        if !info.types.contains(ty) {
            let at = self.find(span, ty.name());
            self.err(
                Diagnostic::error(
                    codes::WRONG_PRIM_TYPE,
                    at,
                    format!("`{}` does not take type `{}`", info.mnemonic, ty.name()),
                )
                .with_label("wrong primitive type")
                .with_note(format!(
                    "`{}` takes: {}",
                    info.mnemonic,
                    info.types
                        .iter()
                        .map(|t| t.name())
                        .collect::<Vec<_>>()
                        .join(" ")
                )),
            );
        }
    }

    fn check_stmt(&mut self, s: &Stmt, scope: &Scope, depth: usize) {
        let op = match &s.kind {
            StmtKind::Label(_) => return,
            StmtKind::Block(b) => return self.check_stmts(b, scope, depth + 1),
            StmtKind::Op(op) => op,
        };
        let info = op.op.info();
        let span = s.span;
        let counted = matches!(
            info.syntax,
            Syntax::DAssign
                | Syntax::IAssign
                | Syntax::IAssignOff
                | Syntax::BaseOffsetAssign
                | Syntax::RegAssign
                | Syntax::CondBranch
                | Syntax::Operands
        );
        if counted {
            self.check_arity(op.op, op.args.len(), span);
        }
        if matches!(
            info.syntax,
            Syntax::IAssignOff | Syntax::BaseOffsetAssign | Syntax::RegAssign
        ) {
            self.check_prim(op.op, op.ty, span);
        }
        for a in &op.args {
            self.check_expr(a, scope, depth + 1);
        }
        match &op.kind {
            StmtData::Var { var, field } => self.check_var_ref(var, *field, span, scope),
            StmtData::Indirect { ty, field } => {
                self.check_indirect(info.mnemonic, ty, *field, span, scope)
            }
            StmtData::DoLoop { var, body } => {
                self.check_var_ref(var, 0, span, scope);
                if op.args.len() != 3 {
                    self.err(
                        Diagnostic::error(
                            codes::OPERAND_COUNT,
                            span,
                            format!("`doloop` takes a start, a condition and an increment, found {} operand(s)", op.args.len()),
                        )
                        .with_label("wrong operand count"),
                    );
                }
                self.check_stmts(body, scope, depth + 1);
            }
            StmtData::DoWhile { body } | StmtData::While { body } => {
                self.check_cond(op.args.len(), info.mnemonic, span);
                self.check_stmts(body, scope, depth + 1);
            }
            StmtData::ForEach {
                elem,
                collection,
                body,
            } => {
                self.check_var_ref(elem, 0, span, scope);
                self.check_var_ref(collection, 0, span, scope);
                self.check_stmts(body, scope, depth + 1);
            }
            StmtData::If { then, els } => {
                self.check_cond(op.args.len(), "if", span);
                self.check_stmts(then, scope, depth + 1);
                if let Some(e) = els {
                    self.check_stmts(e, scope, depth + 1);
                }
            }
            StmtData::Label(l) => self.check_label(l, span, scope),
            StmtData::Switch { default, cases } => {
                self.check_cond(op.args.len(), "switch", span);
                self.check_label(default, span, scope);
                self.check_cases(cases, span, scope, false);
            }
            StmtData::RangeGoto { cases, .. } => {
                self.check_cond(op.args.len(), "rangegoto", span);
                self.check_cases(cases, span, scope, true);
            }
            StmtData::MultiWay { default, cases } => {
                self.check_cond(op.args.len(), "multiway", span);
                self.check_label(default, span, scope);
                for (e, l) in cases {
                    self.check_expr(e, scope, depth + 1);
                    self.check_label(l, e.span.to(span), scope);
                }
            }
            StmtData::IndexGoto { var } => {
                self.check_cond(op.args.len(), "indexgoto", span);
                self.check_var_ref(var, 0, span, scope);
            }
            StmtData::Call {
                target,
                inst,
                assigned,
            } => {
                let Syntax::Call { callee, .. } = info.syntax else {
                    return;
                };
                match target {
                    CallTarget::Func(name)
                        if info.class == OpClass::Call || info.class == OpClass::CallAssigned =>
                    {
                        self.check_func_ref(name, span, false);
                        self.check_call_args(name, op.args.len(), span);
                    }
                    CallTarget::Func(name) => {
                        let method_call = info.class == OpClass::JavaCall
                            || matches!(info.mnemonic, m if m.starts_with("virtual") || m.starts_with("interface") || m.starts_with("superclass"));
                        self.check_func_ref(name, span, method_call);
                    }
                    CallTarget::Polymorphic(t, name) => {
                        self.check_type(t, span, Some(scope));
                        self.check_func_ref(name, span, true);
                    }
                    CallTarget::IndirectProto(t) => self.check_type(t, span, Some(scope)),
                    CallTarget::Intrinsic(name) | CallTarget::IntrinsicWithType(_, name) => {
                        if let CallTarget::IntrinsicWithType(t, _) = target {
                            self.check_type(t, span, Some(scope));
                        }
                        self.check_intrinsic(name, span);
                    }
                    CallTarget::Indirect => {
                        if op.args.is_empty() {
                            self.err(
                                Diagnostic::error(
                                    codes::OPERAND_COUNT,
                                    span,
                                    format!(
                                        "`{}` needs the function pointer as its first operand",
                                        info.mnemonic
                                    ),
                                )
                                .with_label("no operands"),
                            );
                        }
                    }
                    CallTarget::XIntrinsic(_) => {}
                }
                if callee == Callee::IndirectProto && op.args.is_empty() {
                    self.err(
                        Diagnostic::error(
                            codes::OPERAND_COUNT,
                            span,
                            format!(
                                "`{}` needs the function pointer as its first operand",
                                info.mnemonic
                            ),
                        )
                        .with_label("no operands"),
                    );
                }
                for (_, t) in inst {
                    self.check_type(t, span, Some(scope));
                }
                for d in assigned.iter().flatten() {
                    // Real files put other numbers here ("not correct, but for parse and dump
                    // test" in the irbuild corpus), so only the variable is checked.
                    if let AssignDest::Var { var, .. } = d {
                        self.check_var_ref(var, 0, span, scope);
                    }
                }
            }
            StmtData::JsTry { handler, finally } => {
                for l in handler.iter().chain(finally) {
                    self.check_label(l, span, scope);
                }
            }
            StmtData::Try(labels) => {
                for l in labels {
                    self.check_label(l, span, scope);
                }
            }
            StmtData::Catch(types) => {
                for t in types {
                    self.check_type(t, span, Some(scope));
                }
            }
            StmtData::CppCatch(t) => self.check_type(t, span, Some(scope)),
            StmtData::Plain | StmtData::Offset(_) | StmtData::Reg(_) | StmtData::Checkpoint(_) => {}
        }
    }

    /// Hierarchical statements and tables take exactly one parenthesized operand.
    fn check_cond(&mut self, n: usize, what: &str, span: Span) {
        if n != 1 {
            self.err(
                Diagnostic::error(
                    codes::OPERAND_COUNT,
                    span,
                    format!("`{what}` takes 1 operand, found {n}"),
                )
                .with_label("wrong operand count"),
            );
        }
    }

    fn check_cases(&mut self, cases: &[(i128, String)], span: Span, scope: &Scope, dense: bool) {
        let mut seen = HashSet::new();
        for (v, l) in cases {
            self.check_label(l, span, scope);
            if !seen.insert(*v) {
                let at = self.find_last(span, &format!("{v}:"));
                self.err(
                    Diagnostic::error(
                        codes::DUPLICATE_CASE,
                        at,
                        format!("case value {v} appears twice"),
                    )
                    .with_label("duplicate case"),
                );
            }
        }
        if dense && !cases.is_empty() {
            let mut vals: Vec<i128> = seen.into_iter().collect();
            vals.sort_unstable();
            if vals.windows(2).any(|w| w[1] != w[0] + 1) {
                self.err(
                    Diagnostic::error(
                        codes::RANGE_GAP,
                        span,
                        "rangegoto case values must be consecutive",
                    )
                    .with_label("gap in the table")
                    .with_note("use `switch` for sparse tables"),
                );
            }
        }
    }

    fn check_intrinsic(&mut self, name: &str, span: Span) {
        if !crate::intrinsics::is_known_intrinsic(name) {
            let at = self.find(span, name);
            self.err(
                Diagnostic::warning(codes::UNKNOWN_INTRINSIC, at, format!("unknown intrinsic `{name}`"))
                    .with_label("not in OpenArkCompiler's intrinsics.def")
                    .with_note("intrinsic names drift between MAPLE versions; the simulator faults if it is reached"),
            );
        }
    }

    /// iread/iassign/iaddrof: the type must be a pointer; check the field of what it points to.
    fn check_indirect(&mut self, mnemonic: &str, t: &Type, field: u32, span: Span, scope: &Scope) {
        self.check_type(t, span, Some(scope));
        self.check_pointer(mnemonic, t, span, scope);
        if field == 0 {
            return;
        }
        let pointee = match self.resolve(t, Some(scope), 0) {
            Some(Type::Pointer(p)) => Some((**p).clone()),
            _ => None,
        };
        if let Some(p) = pointee {
            self.check_field(&p, field, span, Some(scope));
        }
    }

    /// The high-level type of iread, iassign, iaddrof and array must be a pointer.
    fn check_pointer(&mut self, mnemonic: &str, t: &Type, span: Span, scope: &Scope) {
        let resolved = self.resolve(t, Some(scope), 0).cloned();
        let bad = match &resolved {
            Some(Type::Pointer(_)) | Some(Type::Param(_)) | Some(Type::Instance { .. }) | None => {
                false
            }
            Some(Type::Prim(p)) => !p.is_address(),
            Some(_) => true,
        };
        if bad {
            let written = crate::printer::type_to_string(t);
            let at = self.find(span, &written);
            self.err(
                Diagnostic::error(
                    codes::NOT_POINTER,
                    at,
                    format!("`{mnemonic}` needs a pointer type, found `{written}`"),
                )
                .with_label("not a pointer type")
                .with_note("write the type of the address operand, e.g. `<* i32>`"),
            );
        }
    }

    fn check_expr(&mut self, e: &Expr, scope: &Scope, depth: usize) {
        if depth > crate::parser::MAX_DEPTH {
            return;
        }
        let info = e.op.info();
        self.check_prim(e.op, e.ty, e.span);
        self.check_arity(e.op, e.args.len(), e.span);
        for a in &e.args {
            self.check_expr(a, scope, depth + 1);
        }
        match &e.kind {
            ExprKind::Var { var, field } => self.check_var_ref(var, *field, e.span, scope),
            ExprKind::Indirect { ty, field } => {
                self.check_indirect(info.mnemonic, ty, *field, e.span, scope)
            }
            ExprKind::Array { ty, .. } => {
                self.check_type(ty, e.span, Some(scope));
                self.check_pointer(info.mnemonic, ty, e.span, scope);
            }
            ExprKind::Label(l) => self.check_label(l, e.span, scope),
            ExprKind::Func(f) => self.check_func_ref(f, e.span, false),
            ExprKind::Type(t) | ExprKind::FieldsDist { ty: t, .. } => {
                self.check_type(t, e.span, Some(scope))
            }
            ExprKind::Intrinsic { name, ty } => {
                if let Some(t) = ty {
                    self.check_type(t, e.span, Some(scope));
                }
                self.check_intrinsic(name, e.span);
            }
            ExprKind::From(from)
                if !info.from_types.contains(*from)
                    && info.from_types != maple_isa::TypeSet::NONE =>
            {
                let at = self.find(e.span, &format!("{} {}", e.ty.name(), from.name()));
                self.err(
                    Diagnostic::warning(
                        codes::WRONG_FROM_TYPE,
                        at,
                        format!(
                            "`{}` does not expect operand type `{}`",
                            info.mnemonic,
                            from.name()
                        ),
                    )
                    .with_label("unexpected operand type"),
                );
            }
            ExprKind::Bits { offset, size } => {
                let bits = e.ty.bits();
                if bits > 0 && (offset.saturating_add(*size) > bits || *size == 0) {
                    self.err(
                        Diagnostic::error(
                            codes::BAD_BITS,
                            e.span,
                            format!(
                                "bit range {offset}+{size} does not fit in `{}` ({bits} bits)",
                                e.ty.name()
                            ),
                        )
                        .with_label("bad bit range"),
                    );
                }
            }
            ExprKind::BitSize(size) => {
                let bits = e.ty.bits();
                if bits > 0 && (*size > bits || *size == 0) {
                    self.err(
                        Diagnostic::error(
                            codes::BAD_BITS,
                            e.span,
                            format!(
                                "bit size {size} does not fit in `{}` ({bits} bits)",
                                e.ty.name()
                            ),
                        )
                        .with_label("bad bit size"),
                    );
                }
            }
            ExprKind::Const(Const::Int(v)) if e.ty.is_integer() && !fits(*v, e.ty) => {
                self.err(
                    Diagnostic::warning(
                        codes::CONST_RANGE,
                        e.span,
                        format!(
                            "constant {v} does not fit in `{}`; it will be truncated",
                            e.ty.name()
                        ),
                    )
                    .with_label("out of range"),
                );
            }
            _ => {}
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

#[allow(dead_code)]
fn is_struct_kind(st: &StructType, k: StructKind) -> bool {
    st.kind == k
}
