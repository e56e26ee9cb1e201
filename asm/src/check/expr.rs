//! Expressions: primitive types against the opcode table, pointers, bit ranges, constants.

use super::{fits, Checker, Scope};
use crate::ast::*;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use crate::types::Type;
use maple_isa::Opcode;

impl<'m> Checker<'m> {
    /// iread/iassign/iaddrof: the type must be a pointer; check the field of what it points to.
    pub(super) fn check_indirect(
        &mut self,
        mnemonic: &str,
        t: &Type,
        field: FieldId,
        span: Span,
        scope: &Scope,
    ) {
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
    pub(super) fn check_pointer(&mut self, mnemonic: &str, t: &Type, span: Span, scope: &Scope) {
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

    pub(super) fn check_expr(&mut self, e: &Expr, scope: &Scope, depth: usize) {
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
            // `addrof a64 $f` of a function `$f` is its address, as `addroffunc`.
            ExprKind::Var { var, field }
                if e.op == Opcode::Addrof
                    && var.global
                    && *field == 0
                    && self.var_type(var, scope).is_none()
                    && self.syms.funcs.contains_key(var.name.as_str()) => {}
            ExprKind::Var { var, field } => self.check_var_ref(var, *field, e.span, scope),
            ExprKind::Indirect { ty, field } => {
                self.check_indirect(info.mnemonic, ty, *field, e.span, scope)
            }
            ExprKind::Array { ty, .. } => {
                self.check_type(ty, e.span, Some(scope));
                self.check_pointer(info.mnemonic, ty, e.span, scope);
            }
            ExprKind::Label(l) => self.check_label(l, e.span, scope),
            // The resolve opcodes name a method, which need not be a function of the module.
            ExprKind::Func(f) => {
                let method = info.syntax == maple_isa::Syntax::ResolveFunc;
                self.check_func_ref(f, e.span, method)
            }
            ExprKind::VarOffset { var, .. } => self.check_var_ref(var, 0, e.span, scope),
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
            ExprKind::Const(Const::Int(v)) if !literal_width_ok(*v, e.ty) => {
                self.check_literal_width(*v, e.ty, e.span)
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

/// False for a literal beyond every 64-bit reading given to a type of at most 64 bits (only
/// i128 and u128 take those).
fn literal_width_ok(v: i128, t: maple_isa::PrimType) -> bool {
    t.bits() > 64 || (i64::MIN as i128..=u64::MAX as i128).contains(&v)
}

impl Checker<'_> {
    /// A literal wider than 64 bits is an error for a type of at most 64 bits (narrower
    /// out-of-range literals are only warned about: real files truncate them on purpose).
    pub(super) fn check_literal_width(&mut self, v: i128, t: maple_isa::PrimType, span: Span) {
        if literal_width_ok(v, t) {
            return;
        }
        let at = self.find(span, &v.to_string());
        self.err(
            Diagnostic::error(
                codes::BAD_NUMBER,
                at,
                format!("integer literal {v} does not fit in 64 bits"),
            )
            .with_label(format!("wider than `{}`", t.name()))
            .with_note("only i128 and u128 take literals wider than 64 bits"),
        );
    }
}
