//! Struct values. An SSA value of struct type is a frame local of its bytes
//! (`var %v <[size] u8> align(a)`, laid out by [`super::types::layout`]); EXTRACTVALUE reads a
//! field at its offset, INSERTVALUE copies the struct (`blkassignoff`) and writes one field,
//! LOAD and STORE of a struct copy its bytes, PHI copies and SELECT copy whole values. A struct
//! constant (`{a b {c d}}`, or a `.const` naming one) is written field by field where it is
//! used. A struct argument is passed by address (the callee copies it into its own value), a
//! struct result through a hidden first parameter, the address to write it at (`func.rs`,
//! `inst.rs`).

use super::func::FnLower;
use super::types::{field_offset, layout, prim};
use super::{unsupported, LResult};
use crate::ast::*;
use crate::check::env::Global;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::{Attr, Type as MType};
use maple_isa::{Opcode, PrimType};

fn indirect(p: PrimType) -> MType {
    MType::Pointer(Box::new(MType::Prim(p)))
}

impl FnLower<'_, '_> {
    /// Whether values of `t` are bytes in a frame local: structs, and arrays (which the text
    /// form gives no constants, so they only move whole: LOAD, STORE, PHI, SELECT, calls).
    pub(super) fn is_struct(&self, t: &Type) -> bool {
        matches!(
            self.env.resolve(t).kind,
            TypeKind::Struct(_) | TypeKind::Array(..) | TypeKind::Vector(..)
        )
    }

    /// `var %name <[size] u8> align(a)`: the storage of a struct value.
    pub(super) fn declare_struct(&mut self, name: &str, t: &Type, span: Span) -> LResult<()> {
        let (size, align) = layout(self.env, t)?;
        self.decls.push(m::VarDecl {
            name: local(name),
            temp: false,
            storage: Vec::new(),
            ty: MType::Array {
                dims: vec![Some(size.max(1))],
                elem: Box::new(MType::Prim(PrimType::U8)),
                attrs: Vec::new(),
            },
            attrs: vec![Attr {
                name: "align".into(),
                arg: Some(i128::from(align)),
                text: None,
                span,
            }],
            init: None,
            span,
        });
        Ok(())
    }

    /// Copy `size` bytes of struct `t` from `src` to `dst`.
    pub(super) fn copy(
        &self,
        dst: m::Expr,
        src: m::Expr,
        t: &Type,
        span: Span,
    ) -> LResult<m::Stmt> {
        let (size, align) = layout(self.env, t)?;
        Ok(stmt(
            Opcode::Blkassignoff,
            m::StmtData::BlockCopy {
                offset: 0,
                align: u32::try_from(align).unwrap_or(8),
                size,
            },
            vec![dst, src],
            span,
        ))
    }

    /// The constant a `.const` name stands for, through names of names.
    fn constant<'v>(&'v self, v: &'v Value) -> &'v Value {
        let mut v = v;
        for _ in 0..64 {
            match &v.kind {
                ValueKind::Global(n) => match self.env.globals.get(n.as_str()) {
                    Some((Global::Const(_, cv), _)) => v = cv,
                    _ => break,
                },
                _ => break,
            }
        }
        v
    }

    /// Statements that write value `v` of type `t` at address `dst`.
    pub(super) fn write_value(
        &self,
        dst: m::Expr,
        v: &Value,
        t: &Type,
        span: Span,
    ) -> LResult<Vec<m::Stmt>> {
        if !self.is_struct(t) {
            let p = prim(self.env, t)?;
            return Ok(vec![stmt(
                Opcode::Iassign,
                m::StmtData::Indirect {
                    ty: indirect(p),
                    field: 0,
                },
                vec![dst, self.value(v, t)?],
                span,
            )]);
        }
        let c = self.constant(v);
        match &c.kind {
            ValueKind::Local(n) => Ok(vec![self.copy(dst, local_addr(n, span), t, span)?]),
            ValueKind::Struct(values) => {
                let TypeKind::Struct(fields) = &self.env.resolve(t).kind else {
                    return Err(unsupported(v.span, "this struct value"));
                };
                let mut out = Vec::new();
                for (i, (fv, ft)) in values.iter().zip(fields).enumerate() {
                    let off = field_offset(self.env, t, i as u64)?;
                    out.extend(self.write_value(plus(dst.clone(), off, span), fv, ft, span)?);
                }
                Ok(out)
            }
            _ => Err(unsupported(v.span, "this struct value")),
        }
    }

    /// Write `v` of type `t` into the SSA value `dest` (scalar or struct).
    pub(super) fn assign(
        &self,
        dest: &str,
        t: &Type,
        v: &Value,
        span: Span,
    ) -> LResult<Vec<m::Stmt>> {
        if self.is_struct(t) {
            self.write_value(local_addr(dest, span), v, t, span)
        } else {
            Ok(vec![dassign(local(dest), self.value(v, t)?, span)])
        }
    }

    /// Copy SSA value `from` into `dest`, both of type `t`.
    pub(super) fn copy_local(
        &self,
        dest: &str,
        from: &str,
        t: &Type,
        span: Span,
    ) -> LResult<m::Stmt> {
        if self.is_struct(t) {
            self.copy(local_addr(dest, span), local_addr(from, span), t, span)
        } else {
            let p = prim(self.env, t)?;
            Ok(dassign(local(dest), dread(local(from), p, span), span))
        }
    }

    /// The struct instructions: EXTRACTVALUE, INSERTVALUE, SELECT of a struct, and LOAD/STORE
    /// of one (`Ok(false)` for anything else).
    pub(super) fn struct_inst(&mut self, ins: &Inst) -> LResult<bool> {
        let span = ins.span;
        let dest = ins.name.as_ref().map(|n| n.name.as_str());
        match &ins.op {
            Op::ExtractValue { ty, index, v } => {
                let TypeKind::Struct(fields) = &self.env.resolve(ty).kind else {
                    return Ok(false);
                };
                let Some(ft) = fields.get(*index as usize) else {
                    return Err(unsupported(ins.op_span, "a field index outside the struct"));
                };
                let Some(dest) = dest else { return Ok(true) };
                let c = self.constant(v);
                let stmts = match &c.kind {
                    ValueKind::Struct(values) => match values.get(*index as usize) {
                        Some(fv) => self.assign(dest, ft, fv, span)?,
                        None => return Err(unsupported(v.span, "this struct value")),
                    },
                    ValueKind::Local(n) => {
                        let off = field_offset(self.env, ty, *index)?;
                        let at = plus(local_addr(n, span), off, span);
                        if self.is_struct(ft) {
                            vec![self.copy(local_addr(dest, span), at, ft, span)?]
                        } else {
                            let p = prim(self.env, ft)?;
                            let e = expr(
                                Opcode::Iread,
                                p,
                                m::ExprKind::Indirect {
                                    ty: indirect(p),
                                    field: 0,
                                },
                                vec![at],
                                span,
                            );
                            vec![dassign(local(dest), e, span)]
                        }
                    }
                    _ => return Err(unsupported(v.span, "this struct value")),
                };
                self.stmts.extend(stmts);
            }
            Op::InsertValue { ty, index, v, new } => {
                let TypeKind::Struct(fields) = &self.env.resolve(ty).kind else {
                    return Ok(false);
                };
                let Some(ft) = fields.get(*index as usize).cloned() else {
                    return Err(unsupported(ins.op_span, "a field index outside the struct"));
                };
                let Some(dest) = dest else { return Ok(true) };
                let whole = self.assign(dest, ty, v, span)?;
                self.stmts.extend(whole);
                let off = field_offset(self.env, ty, *index)?;
                let at = plus(local_addr(dest, span), off, span);
                let field = self.write_value(at, new, &ft, span)?;
                self.stmts.extend(field);
            }
            Op::Select { ty, cond, t, f } if self.is_struct(ty) => {
                let Some(dest) = dest else { return Ok(true) };
                let c = self.value(cond, &crate::check::env::ty(TypeKind::Int(1)))?;
                let (no, end) = (self.fresh("sel.f"), self.fresh("sel.end"));
                self.stmts.push(stmt(
                    Opcode::Brfalse,
                    m::StmtData::Label(no.clone()),
                    vec![c],
                    span,
                ));
                let yes = self.assign(dest, ty, t, span)?;
                self.stmts.extend(yes);
                self.stmts.push(goto(&end, span));
                self.stmts.push(label(&no, span));
                let other = self.assign(dest, ty, f, span)?;
                self.stmts.extend(other);
                self.stmts.push(label(&end, span));
            }
            Op::Load {
                ord: crate::ops::AtomicOrd::NotAtomic,
                ty,
                loc,
            } if self.is_struct(ty) => {
                let Some(dest) = dest else { return Ok(true) };
                let s = self.copy(local_addr(dest, span), self.addr(loc)?, ty, span)?;
                self.stmts.push(s);
            }
            Op::Store {
                ord: crate::ops::AtomicOrd::NotAtomic,
                ty,
                loc,
                v,
            } if self.is_struct(ty) => {
                let s = self.write_value(self.addr(loc)?, v, ty, span)?;
                self.stmts.extend(s);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
