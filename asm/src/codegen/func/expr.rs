//! Expressions: each tree pushed in postfix order, `array` address arithmetic, and the
//! hoisting of short-circuit operators into branches before the statement.

use super::*;
use maple_isa::{OpClass, TypeSet};

impl<'m> FnCtx<'_, 'm> {
    /// The address of function `name`, fixed up once the address map is known.
    pub(super) fn addroffunc(&mut self, name: String, ty: PrimType, span: Span) -> R {
        self.gen
            .code
            .emit_fixup(Opcode::Addroffunc, ty, 0, &[0], 0, |_| {
                Target::Function(name)
            })
            .map_err(|err| encoding_error(Opcode::Addroffunc, span, err))?;
        Ok(())
    }

    /// Push the value of `e`. Short-circuit operators must have been hoisted already.
    pub(super) fn expr(&mut self, e: &Expr) -> R {
        let span = e.span;
        let ty = e.ty;
        match (&e.op, &e.kind) {
            (Opcode::Dread, ExprKind::Var { var, field }) => self.load_var(var, *field, ty, span),
            (Opcode::Addrof, ExprKind::Var { var, field }) => {
                if let Some(func) = self.gen.addrof_function(var, *field) {
                    return self.addroffunc(func.to_string(), ty, span);
                }
                let (base, layout) = self.var(var, span)?;
                let f = self.field(&layout, *field, span)?;
                self.addr_of(base, f.offset, ty, span)
            }
            (Opcode::Iread, ExprKind::Indirect { ty: pty, field }) => {
                let f = self.pointee_field(pty, *field, span)?;
                if ty == PrimType::Agg && f.layout.prim() == PrimType::Agg {
                    return Err(aggregate_value(span));
                }
                self.expr(&e.args[0])?;
                self.load(Opcode::Ireadoff, 0, f, ty, span)
            }
            (Opcode::Iaddrof, ExprKind::Indirect { ty: pty, field }) => {
                let f = self.pointee_field(pty, *field, span)?;
                self.expr(&e.args[0])?;
                if f.offset != 0 {
                    self.constval(ty, f.offset as i128, span)?;
                    self.emit(Opcode::Add, ty, 0, &[], span)?;
                }
                Ok(())
            }
            (Opcode::Regread, ExprKind::Reg(r)) => {
                let p = self.reg_param(r, span)?;
                self.emit(Opcode::Regread, ty, p, &[], span)?;
                Ok(())
            }
            (op, ExprKind::Offset(off)) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let off = self.offset32(*off, span)?;
                self.emit(*op, ty, 0, &[off], span)?;
                Ok(())
            }
            (Opcode::Addroflabel, ExprKind::Label(name)) => {
                let label = self.label(name);
                self.gen
                    .code
                    .emit_fixup(Opcode::Addroflabel, ty, 0, &[0], 0, |_| {
                        Target::LabelAddress(label)
                    })
                    .map_err(|err| encoding_error(Opcode::Addroflabel, span, err))?;
                Ok(())
            }
            (Opcode::Addroffunc, ExprKind::Func(name)) => self.addroffunc(name.clone(), ty, span),
            (Opcode::Dreadoff, ExprKind::VarOffset { var, offset }) => {
                let (op, off) = self.var_bytes(var, *offset, ty, span, false)?;
                self.emit(op, ty, 0, &[off], span)?;
                Ok(())
            }
            (Opcode::Addrofoff, ExprKind::VarOffset { var, offset }) => {
                let (base, layout) = self.var(var, span)?;
                if *offset < 0 || *offset as u64 > layout.size {
                    return Err(outside_variable(var, *offset, 0, layout.size, span));
                }
                self.addr_of(base, *offset, ty, span)
            }
            (
                op @ (Opcode::Resolveinterfacefunc | Opcode::Resolvevirtualfunc),
                ExprKind::Func(m),
            ) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let idx = self.gen.string(m);
                self.emit(*op, ty, 0, &[idx], span)?;
                Ok(())
            }
            (op @ (Opcode::Conststr | Opcode::Conststr16), ExprKind::Str(s)) => {
                let off = if *op == Opcode::Conststr {
                    self.gen.rodata.string(s)
                } else {
                    self.gen.rodata.string16(s)
                };
                self.gen
                    .code
                    .emit_fixup(*op, ty, 0, &[0], 0, |_| Target::Rodata(off))
                    .map_err(|err| encoding_error(*op, span, err))?;
                Ok(())
            }
            (Opcode::Constval, ExprKind::Const(c)) => {
                let bits =
                    const_bits(ty, c).map_err(|m| Diagnostic::error(codes::ENCODING, span, m))?;
                self.emit_const_bits(ty, bits, span)
            }
            (Opcode::Sizeoftype, ExprKind::Type(t)) => {
                let l = self.layout(t, span)?;
                self.constval(ty, l.size as i128, span)
            }
            (Opcode::Fieldsdist, ExprKind::FieldsDist { ty: t, from, to }) => {
                let l = self.layout(t, span)?;
                let a = self.field(&l, *from, span)?.offset;
                let b = self.field(&l, *to, span)?.offset;
                self.constval(ty, (b - a) as i128, span)
            }
            (op @ (Opcode::Extractbits | Opcode::Depositbits), ExprKind::Bits { offset, size }) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let param = u16::try_from(offset | size << 8).map_err(|_| {
                    Diagnostic::error(codes::ENCODING, span, "bit field out of range")
                })?;
                self.emit(*op, ty, param, &[], span)?;
                Ok(())
            }
            (op, ExprKind::BitSize(n)) => {
                self.expr(&e.args[0])?;
                let param = u16::try_from(*n).map_err(|_| {
                    Diagnostic::error(codes::ENCODING, span, "bit size out of range")
                })?;
                self.emit(*op, ty, param, &[], span)?;
                Ok(())
            }
            (op, ExprKind::From(from)) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                // Rounding an integer is the identity up to a conversion (`floor i32 i32`).
                let rounding = op.info().from_types == TypeSet::FLOAT;
                let op = if rounding && !from.is_float() {
                    &Opcode::Cvt
                } else {
                    op
                };
                self.emit(*op, ty, *from as u16, &[], span)?;
                Ok(())
            }
            (Opcode::Retype, ExprKind::Type(_)) => {
                let from = e.args[0].ty;
                if from == PrimType::Agg {
                    return Err(aggregate_value(span));
                }
                self.expr(&e.args[0])?;
                self.emit(Opcode::Retype, ty, from as u16, &[], span)?;
                Ok(())
            }
            // C has no bounds checks: the flag hir2mpl sets on every `array` (it indexes
            // through one-element arrays for flexible members) is Java's (see DECISIONS.md).
            (Opcode::Array, ExprKind::Array { check, ty: aty }) => {
                self.array(e, *check && !self.gen.module.is_c(), aty)
            }
            (
                Opcode::Intrinsicop | Opcode::Intrinsicopwithtype,
                ExprKind::Intrinsic { name, ty: wt },
            ) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let argc = self.argc(e.args.len(), span)?;
                let idx = self.gen.string(name);
                match wt {
                    None => self.emit(Opcode::Intrinsicop, ty, argc, &[idx], span)?,
                    Some(t) => {
                        let tidx = self.type_index(t, span)?;
                        self.emit(Opcode::Intrinsicopwithtype, ty, argc, &[idx, tidx], span)?
                    }
                };
                Ok(())
            }
            // Allocation of an object, or of a Java array whose length is the operand, of a
            // type (by index).
            (op, ExprKind::Type(t)) if op.info().class == OpClass::Allocation => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let tidx = self.type_index(t, span)?;
                self.emit(*op, ty, 0, &[tidx], span)?;
                Ok(())
            }
            (Opcode::Cand | Opcode::Cior, _) => Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                "internal: short-circuit operator reached emission without hoisting",
            )),
            (op, ExprKind::Plain) if op.info().is_executable() => {
                for a in &e.args {
                    self.expr(a)?;
                }
                self.emit(*op, ty, 0, &[], span)?;
                Ok(())
            }
            (op, _) => Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                format!("`{op}` cannot be lowered in this form"),
            )
            .with_label("here")),
        }
    }

    pub(super) fn argc(&self, n: usize, span: Span) -> R<u16> {
        u16::try_from(n).map_err(|_| Diagnostic::error(codes::LIMIT, span, "too many operands"))
    }

    pub(super) fn type_index(&mut self, t: &Type, span: Span) -> R<u32> {
        let t = substitute(t, &self.subst);
        let name = type_to_string(&t);
        let layout = self.layout(&t, span)?;
        let elem_size = match &layout.kind {
            LayoutKind::Array { elem, .. } => elem.size as u32,
            _ => match self.gen.layouts.resolve(&t) {
                Ok(Type::Array { elem, .. }) => {
                    let elem = (**elem).clone();
                    self.layout(&elem, span)?.size as u32
                }
                _ => 0,
            },
        };
        Ok(self
            .gen
            .type_index(&name, layout.size as u32, layout.align as u32, elem_size))
    }

    pub(super) fn array(&mut self, e: &Expr, check: bool, aty: &Type) -> R {
        let span = e.span;
        let aty = substitute(aty, &self.subst);
        let resolved = self
            .gen
            .layouts
            .resolve(&aty)
            .map_err(|err| Diagnostic::error(codes::LAYOUT, span, err.to_string()))?
            .clone();
        let pointee = match resolved {
            Type::Pointer(p) => *p,
            other => other,
        };
        let pointee = self
            .gen
            .layouts
            .resolve(&pointee)
            .cloned()
            .unwrap_or(pointee);
        let nidx = e.args.len().saturating_sub(1);
        if nidx == 0 {
            return Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                "array needs a base and at least one index",
            ));
        }
        let (esize, bounds): (u64, Vec<u32>) = match &pointee {
            Type::Array { dims, elem, attrs } => {
                let elem_layout = self.layout(elem, span)?;
                let mut dims: Vec<u64> = dims.iter().map(|d| d.unwrap_or(0)).collect();
                // A flexible member (`incomplete_array`) has no bound to check.
                if crate::layout::has_attr(attrs, "incomplete_array") {
                    if let Some(first) = dims.first_mut() {
                        *first = 0;
                    }
                }
                let rest: u64 = dims.iter().skip(nidx).product();
                let bounds = (0..nidx)
                    .map(|i| dims.get(i).copied().unwrap_or(0) as u32)
                    .collect();
                (elem_layout.size * rest.max(1), bounds)
            }
            other => {
                let l = self.layout(other, span)?;
                (l.size, vec![0; nidx])
            }
        };
        for a in &e.args {
            self.expr(a)?;
        }
        let esize = u32::try_from(esize.max(1))
            .map_err(|_| Diagnostic::error(codes::ENCODING, span, "array element too large"))?;
        if nidx > 255 {
            return Err(Diagnostic::error(
                codes::LIMIT,
                span,
                "more than 255 array dimensions",
            ));
        }
        let mut ext = vec![esize];
        ext.extend(bounds);
        self.emit(
            Opcode::Array,
            e.ty,
            nidx as u16 | (check as u16) << 8,
            &ext,
            span,
        )?;
        Ok(())
    }

    // ---- short-circuit hoisting ----

    /// Rewrite `e` so it has no `cand`/`cior`: each becomes a temporary assigned by statements
    /// emitted now, in the right branch structure.
    pub(super) fn hoist(&mut self, e: &Expr) -> R<Expr> {
        if !has_short_circuit(e) {
            return Ok(e.clone());
        }
        if matches!(e.op, Opcode::Cand | Opcode::Cior) {
            let ty = if e.ty.is_integer() {
                e.ty
            } else {
                PrimType::I32
            };
            let t = self.temp();
            let tp = self.preg_param(t, e.span)?;
            let short = self.gen.code.new_label();
            let end = self.gen.code.new_label();
            let a = self.hoist(&e.args[0])?;
            self.expr(&a)?;
            let (branch, short_value) = if e.op == Opcode::Cand {
                (Opcode::Brfalse, 0)
            } else {
                (Opcode::Brtrue, 1)
            };
            self.branch(branch, short, e.span)?;
            let b = self.hoist(&e.args[1])?;
            self.expr(&b)?;
            self.constval(b.ty, 0, e.span)?;
            self.emit(Opcode::Ne, ty, b.ty as u16, &[], e.span)?;
            self.emit(Opcode::Regassign, ty, tp, &[], e.span)?;
            self.branch(Opcode::Goto, end, e.span)?;
            self.gen.code.place(short);
            self.constval(ty, short_value, e.span)?;
            self.emit(Opcode::Regassign, ty, tp, &[], e.span)?;
            self.gen.code.place(end);
            return Ok(Expr {
                op: Opcode::Regread,
                ty,
                kind: ExprKind::Reg(Reg::Preg(t)),
                args: vec![],
                span: e.span,
            });
        }
        let mut out = e.clone();
        out.args = e
            .args
            .iter()
            .map(|a| self.hoist(a))
            .collect::<R<Vec<_>>>()?;
        Ok(out)
    }

    // ---- statements ----
}
