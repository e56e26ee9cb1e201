//! Variables and their initializers against the declared type.

use super::{Checker, Scope, TYPE_DEPTH};
use crate::ast::*;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use crate::types::Type;

impl<'m> Checker<'m> {
    pub(super) fn check_var(&mut self, v: &VarDecl, scope: Option<&Scope>) {
        self.check_type(&v.ty, v.span, scope);
        self.check_attrs(&v.attrs, v.span);
        // mpl2mpl sizes its JNI name table by the native methods but lists two words for
        // each (class and name offsets); the Java link pass sizes it by its words.
        let jni_names = v.name.name.starts_with("__reg_jni_tab$$");
        if let Some(init) = v.init.as_ref().filter(|_| !jni_names) {
            self.check_init(&v.ty, init, v.span, scope, 0);
        }
    }

    pub(super) fn check_init(
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
            (Type::Array { dims, elem, .. }, Init::List(items)) => {
                let (first, rest) = match dims.split_first() {
                    Some((f, r)) => (*f, r),
                    None => (None, &[][..]),
                };
                if let Some(n) = first {
                    // A global zero-length array holds what its initializer lists (the GNU
                    // idiom jbc2mpl writes, `<[0] <* void>> = [1, 0]`; see codegen/data.rs).
                    let grows = depth == 0 && scope.is_none() && n == 0;
                    if !grows && items.len() as u64 > n {
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
                        attrs: Vec::new(),
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
            (Type::Prim(p), Init::Const(Const::Int(v))) => self.check_literal_width(*v, *p, span),
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
                    s.labels = sc.labels.clone();
                }
                self.check_expr(e, &s, 0);
            }
            _ => {}
        }
    }
}
