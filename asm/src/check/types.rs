//! Types: names resolve, bitfields fit, alignments are powers of two; field ids counted the
//! MAPLE way.

use super::{Checker, Scope, TYPE_DEPTH};
use crate::ast::FieldId;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use crate::types::{Attr, Member, Type, TypeName};

impl<'m> Checker<'m> {
    /// Follow a named type to its definition.
    pub(super) fn resolve<'a>(
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
            Type::Qualified { ty, .. } => self.resolve(ty, scope, depth + 1),
            _ => Some(t),
        }
    }

    pub(super) fn type_exists(&self, n: &TypeName, scope: Option<&Scope>) -> bool {
        if n.global {
            self.syms.types.contains_key(n.name.as_str())
                || self.syms.java.contains_key(n.name.as_str())
        } else {
            scope.is_some_and(|s| s.types.contains_key(n.name.as_str()))
        }
    }

    /// Names, bitfields and attributes inside a type; `span` is where the type is written.
    pub(super) fn check_type(&mut self, t: &Type, span: Span, scope: Option<&Scope>) {
        self.check_type_at(t, span, scope, 0);
    }

    pub(super) fn check_type_at(
        &mut self,
        t: &Type,
        span: Span,
        scope: Option<&Scope>,
        depth: usize,
    ) {
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
            Type::Qualified { ty, .. } => self.check_type_at(ty, span, scope, depth + 1),
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
    pub(super) fn check_bitfield_value(&mut self, name: &str, bits: u32, v: i128, span: Span) {
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

    /// A struct may not contain itself by value (through fields, array elements or parents);
    /// only through pointers.
    pub(super) fn check_recursive(&mut self, name: &str, t: &Type, span: Span) {
        let mut seen = std::collections::HashSet::new();
        let mut work: Vec<&Type> = vec![t];
        let mut found = false;
        while let Some(t) = work.pop() {
            match t {
                Type::Named(n) if n.global => {
                    if n.name == name {
                        found = true;
                        break;
                    }
                    if seen.insert(n.name.clone()) {
                        if let Some(d) = self.syms.types.get(n.name.as_str()) {
                            work.push(&d.ty);
                        }
                    }
                }
                Type::Array { elem, .. } => work.push(elem),
                Type::Struct(st) => {
                    work.extend(st.parents.iter());
                    work.extend(st.fields().map(|f| &f.ty));
                }
                _ => {}
            }
        }
        if found {
            let at = self.find(span, &format!("${name}"));
            self.err(
                Diagnostic::warning(
                    codes::RECURSIVE_TYPE,
                    at,
                    format!("type `${name}` contains itself by value"),
                )
                .with_label("infinitely large")
                .with_note("refer to it through a pointer: `<* <$NAME>>`".replace("NAME", name)),
            );
        }
    }

    pub(super) fn check_bitfield(&mut self, name: &str, bits: u32, t: &Type, span: Span) {
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

    pub(super) fn check_attrs(&mut self, attrs: &[Attr], span: Span) {
        for a in attrs {
            if a.name == "align" {
                if let Some(n) = a.arg {
                    if n <= 0 || (n & (n - 1)) != 0 {
                        let at = self.find(span, "align");
                        let used = match crate::layout::align_from_arg(n) {
                            Some(a) => format!("{a} is used"),
                            None => "it is ignored".to_string(),
                        };
                        self.err(
                            Diagnostic::warning(
                                codes::BAD_ALIGN,
                                at,
                                format!("alignment {n} is not a power of two: {used}"),
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
    pub(super) fn field_count(&self, t: &Type, scope: Option<&Scope>, depth: usize) -> Option<u32> {
        if depth > TYPE_DEPTH {
            return None;
        }
        // Global named types are counted once: shared sub-structs would otherwise be counted
        // exponentially often, and a struct containing itself would never finish. A type met
        // again while being counted is recursive by value and has no count.
        if let Type::Named(n) = t {
            if n.global {
                if let Some(known) = self.field_counts.borrow().get(&n.name) {
                    return *known;
                }
                self.field_counts.borrow_mut().insert(n.name.clone(), None);
                let r = self.field_count_uncached(t, scope, depth);
                self.field_counts.borrow_mut().insert(n.name.clone(), r);
                return r;
            }
        }
        self.field_count_uncached(t, scope, depth)
    }

    fn field_count_uncached(&self, t: &Type, scope: Option<&Scope>, depth: usize) -> Option<u32> {
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
    pub(super) fn check_field(
        &mut self,
        holder: &Type,
        field: FieldId,
        span: Span,
        scope: Option<&Scope>,
    ) {
        if field < 0 {
            return self.check_parent_field(holder, field, span, scope);
        }
        let field = field as u32;
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

    /// A negative field id names a parent field (`^name`) of the type's own body: -1 the first.
    fn check_parent_field(
        &mut self,
        holder: &Type,
        field: FieldId,
        span: Span,
        scope: Option<&Scope>,
    ) {
        let Some(Type::Struct(st)) = self.resolve(holder, scope, 0) else {
            self.err(
                Diagnostic::error(
                    codes::FIELD_ID_RANGE,
                    span,
                    format!("parent field id {field} on a type that is not a structure"),
                )
                .with_label("only structures have parent fields"),
            );
            return;
        };
        let count = st.fields().filter(|f| f.parent).count();
        if field.unsigned_abs() as usize > count {
            self.err(
                Diagnostic::error(
                    codes::FIELD_ID_RANGE,
                    span,
                    format!(
                        "parent field id {field} out of range: the structure declares {count} parent fields (`^name`)"
                    ),
                )
                .with_label("no such parent field")
                .with_note("field id -k names the k-th `^` field of the structure's own body"),
            );
        }
    }
}
