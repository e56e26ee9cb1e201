//! Values and the instructions that are not terminators: each becomes one maple statement
//! (mostly `dassign %value (expr)`). Integers are signless in µVM and signed in their maple
//! locals, so the unsigned operations read their operands through `cvt uN iN`.

use super::widths::odd_width;
use super::FnLower;
use crate::ast::*;
use crate::check::env::{ty, Global};
use crate::instructions::{BinOp, CmpOp, ConvOp};
use crate::lower::types::{field_offset, layout, prim, unsigned};
use crate::lower::{unsupported, LResult};
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_isa::{Opcode, PrimType};

pub(in crate::lower) fn global_var(name: &str) -> m::VarName {
    m::VarName {
        global: true,
        name: name.into(),
    }
}

impl FnLower<'_, '_> {
    /// An operand as an expression of the maple type of `t`.
    pub(in crate::lower) fn value(&self, v: &Value, t: &Type) -> LResult<m::Expr> {
        self.value_in(v, t, 0)
    }

    fn value_in(&self, v: &Value, t: &Type, depth: usize) -> LResult<m::Expr> {
        let span = v.span;
        Ok(match &v.kind {
            ValueKind::Local(n) => {
                let own = self
                    .locals
                    .get(n)
                    .cloned()
                    .flatten()
                    .unwrap_or_else(|| t.clone());
                dread(local(n), prim(self.env, &own)?, span)
            }
            ValueKind::Int(i) => self.int_const(t, *i, span)?,
            ValueKind::Float(f, _) => match prim(self.env, t)? {
                PrimType::F32 => constval(PrimType::F32, m::Const::F32(f.single), span),
                p => constval(p, m::Const::F64(f.double), span),
            },
            ValueKind::Null => int(PrimType::Ptr, 0, span),
            ValueKind::Global(n) => match self.env.globals.get(n.as_str()) {
                Some((Global::Const(ct, cv), _)) if depth < 64 => {
                    let mut e = self.value_in(cv, ct, depth + 1)?;
                    e.span = span;
                    e
                }
                Some((Global::Data(_), _)) => expr(
                    Opcode::Addrof,
                    PrimType::Ptr,
                    m::ExprKind::Var {
                        var: global_var(n),
                        field: 0,
                    },
                    vec![],
                    span,
                ),
                Some((Global::Func(_), _)) => expr(
                    Opcode::Addroffunc,
                    PrimType::Ptr,
                    m::ExprKind::Func(n.clone()),
                    vec![],
                    span,
                ),
                _ => return Err(unsupported(span, &format!("the value `@{n}`"))),
            },
            ValueKind::Struct(_) => return Err(unsupported(span, "a struct constant as a value")),
        })
    }

    /// One non-terminator instruction.
    pub(in crate::lower) fn inst(&mut self, ins: &Inst) -> LResult<()> {
        let span = ins.span;
        let dest = ins.name.as_ref().map(|n| local(&n.name));
        if self.struct_inst(ins)? {
            return Ok(());
        }
        let value = match &ins.op {
            Op::Phi { .. } => return Ok(()),
            Op::Bin { op, ty, a, b } => self.bin(*op, ty, a, b, span)?,
            Op::Cmp { op, ty, a, b } => self.cmp(*op, ty, a, b, span)?,
            Op::Conv { op, from, to, v } => self.conv(*op, from, to, v, span)?,
            Op::Select {
                ty: t,
                cond,
                t: x,
                f,
            } => {
                let c = self.value(cond, &ty(TypeKind::Int(1)))?;
                expr(
                    Opcode::Select,
                    prim(self.env, t)?,
                    m::ExprKind::Plain,
                    vec![c, self.value(x, t)?, self.value(f, t)?],
                    span,
                )
            }
            Op::Call {
                kind: CallKind::Call,
                sig,
                callee,
                args,
                ..
            } => {
                return self.call(
                    sig,
                    callee,
                    args,
                    ins.name.as_ref().map(|n| n.name.as_str()),
                    false,
                    span,
                )
            }
            Op::CCall { sig, callee, args } => {
                return self.call(
                    sig,
                    callee,
                    args,
                    ins.name.as_ref().map(|n| n.name.as_str()),
                    true,
                    span,
                )
            }
            Op::Load { ord, ty: t, loc } => return self.load(ins, *ord, t, loc),
            Op::Store { ord, ty: t, loc, v } => return self.store(ins, *ord, t, loc, v),
            Op::CmpXchg {
                weak,
                succ,
                fail,
                ty: t,
                loc,
                expected,
                desired,
            } => return self.cmpxchg(ins, *weak, *succ, *fail, t, loc, expected, desired),
            Op::AtomicRmw {
                ord,
                op,
                ty: t,
                loc,
                v,
            } => return self.atomic_rmw(ins, *ord, *op, t, loc, v),
            Op::GetIRef { v, .. } | Op::GetFixedPartIRef { v, .. } => self.addr(v)?,
            Op::New(_)
            | Op::NewHybrid { .. }
            | Op::Alloca(_)
            | Op::AllocaHybrid { .. }
            | Op::GetVarPartIRef { .. } => match self.allocate(ins)? {
                Some(e) => e,
                None => return Err(unsupported(ins.op_span, "this allocation")),
            },
            Op::GetFieldIRef { ty: t, index, v } => {
                let off = field_offset(self.env, t, *index)?;
                bin(
                    Opcode::Add,
                    PrimType::Ptr,
                    self.addr(v)?,
                    int(PrimType::Ptr, i128::from(off), span),
                    span,
                )
            }
            Op::GetElemIRef { ty: t, v, index } => {
                let elem = match &self.env.resolve(t).kind {
                    TypeKind::Array(e, _) | TypeKind::Vector(e, _) => (**e).clone(),
                    _ => return Err(unsupported(ins.op_span, "GETELEMIREF of this type")),
                };
                self.scaled(v, index, &elem, span)?
            }
            Op::ShiftIRef { ty: t, v, offset } => self.scaled(v, offset, t, span)?,
            Op::NewStack { sig, callee, args } => return self.new_stack(ins, sig, callee, args),
            Op::ICall {
                func,
                args,
                dests: None,
                ..
            } => return self.intrinsic(ins, *func, args),
            // The exception in flight (only an exceptional destination starts with it).
            Op::LandingPad => self.landing_pad(span),
            Op::Fence(ord) => {
                self.fence(*ord, span);
                return Ok(());
            }
            other => {
                return Err(unsupported(
                    ins.op_span,
                    &format!("the instruction {}", other.keyword()),
                ))
            }
        };
        if let Some(d) = dest {
            self.stmts.push(dassign(d, value, span));
        }
        Ok(())
    }

    /// An `iref` operand as an address.
    pub(in crate::lower) fn addr(&self, v: &Value) -> LResult<m::Expr> {
        self.value(v, &ty(TypeKind::IRef(Box::new(ty(TypeKind::Void)))))
    }

    /// `base + index * size(elem)`.
    fn scaled(&self, base: &Value, index: &Value, elem: &Type, span: Span) -> LResult<m::Expr> {
        let (size, _) = layout(self.env, elem)?;
        let i = self.value(index, &crate::check::inst_word())?;
        let off = bin(
            Opcode::Mul,
            PrimType::I64,
            i,
            int(PrimType::I64, i128::from(size), span),
            span,
        );
        Ok(bin(Opcode::Add, PrimType::Ptr, self.addr(base)?, off, span))
    }

    fn bin(&self, op: BinOp, t: &Type, a: &Value, b: &Value, span: Span) -> LResult<m::Expr> {
        let p = prim(self.env, t)?;
        let (a, b) = (self.value(a, t)?, self.value(b, t)?);
        let (code, unsigned_op) = match op {
            BinOp::Add | BinOp::FAdd => (Opcode::Add, false),
            BinOp::Sub | BinOp::FSub => (Opcode::Sub, false),
            BinOp::Mul | BinOp::FMul => (Opcode::Mul, false),
            BinOp::SDiv | BinOp::FDiv => (Opcode::Div, false),
            BinOp::SRem | BinOp::FRem => (Opcode::Rem, false),
            BinOp::UDiv => (Opcode::Div, true),
            BinOp::URem => (Opcode::Rem, true),
            BinOp::Shl => (Opcode::Shl, false),
            BinOp::LShr => (Opcode::Lshr, true),
            BinOp::AShr => (Opcode::Ashr, false),
            BinOp::And => (Opcode::Band, false),
            BinOp::Or => (Opcode::Bior, false),
            BinOp::Xor => (Opcode::Bxor, false),
        };
        if let Some(n) = odd_width(self.env, t) {
            return self.odd_bin(code, unsigned_op, (t, n), (a, b), span);
        }
        if !unsigned_op {
            return Ok(bin(code, p, a, b, span));
        }
        let u = unsigned(p);
        let r = bin(code, u, cvt(u, p, a, span), cvt(u, p, b, span), span);
        Ok(cvt(p, u, r, span))
    }

    fn cmp(&self, op: CmpOp, t: &Type, a: &Value, b: &Value, span: Span) -> LResult<m::Expr> {
        let p = prim(self.env, t)?;
        let (a, b) = (self.value(a, t)?, self.value(b, t)?);
        let c = |code, x: &m::Expr, y: &m::Expr| cmp(code, p, x.clone(), y.clone(), span);
        // `int<1>` is u1, whose 1 is -1 signed: a signed order of two bits is the unsigned
        // order reversed (`a <s b` is `b <u a`).
        let (sa, sb) = if p == PrimType::U1 {
            (&b, &a)
        } else {
            (&a, &b)
        };
        let u = unsigned(p);
        let odd = odd_width(self.env, t);
        let uc = |code| match odd {
            Some(n) => cmp(
                code,
                p,
                self.unsigned_bits(n, p, a.clone(), span),
                self.unsigned_bits(n, p, b.clone(), span),
                span,
            ),
            None => cmp(
                code,
                u,
                cvt(u, p, a.clone(), span),
                cvt(u, p, b.clone(), span),
                span,
            ),
        };
        let not = |x| lnot(x, span);
        let or = |x, y| bin(Opcode::Bior, PrimType::U1, x, y, span);
        let ordered = || {
            bin(
                Opcode::Band,
                PrimType::U1,
                c(Opcode::Eq, &a, &a),
                c(Opcode::Eq, &b, &b),
                span,
            )
        };
        Ok(match op {
            CmpOp::Eq | CmpOp::FOeq => c(Opcode::Eq, &a, &b),
            CmpOp::Ne | CmpOp::FUne => c(Opcode::Ne, &a, &b),
            CmpOp::Sge => c(Opcode::Ge, sa, sb),
            CmpOp::Sgt => c(Opcode::Gt, sa, sb),
            CmpOp::Sle => c(Opcode::Le, sa, sb),
            CmpOp::Slt => c(Opcode::Lt, sa, sb),
            CmpOp::FOge => c(Opcode::Ge, &a, &b),
            CmpOp::FOgt => c(Opcode::Gt, &a, &b),
            CmpOp::FOle => c(Opcode::Le, &a, &b),
            CmpOp::FOlt => c(Opcode::Lt, &a, &b),
            CmpOp::Uge => uc(Opcode::Ge),
            CmpOp::Ugt => uc(Opcode::Gt),
            CmpOp::Ule => uc(Opcode::Le),
            CmpOp::Ult => uc(Opcode::Lt),
            CmpOp::FOne => or(c(Opcode::Lt, &a, &b), c(Opcode::Gt, &a, &b)),
            CmpOp::FUeq => not(or(c(Opcode::Lt, &a, &b), c(Opcode::Gt, &a, &b))),
            CmpOp::FUgt => not(c(Opcode::Le, &a, &b)),
            CmpOp::FUge => not(c(Opcode::Lt, &a, &b)),
            CmpOp::FUlt => not(c(Opcode::Ge, &a, &b)),
            CmpOp::FUle => not(c(Opcode::Gt, &a, &b)),
            CmpOp::FOrd => ordered(),
            CmpOp::FUno => not(ordered()),
            CmpOp::FFalse => int(PrimType::U1, 0, span),
            CmpOp::FTrue => int(PrimType::U1, 1, span),
        })
    }

    fn conv(&self, op: ConvOp, from: &Type, to: &Type, v: &Value, span: Span) -> LResult<m::Expr> {
        let (f, t) = (prim(self.env, from)?, prim(self.env, to)?);
        let x = self.value(v, from)?;
        if odd_width(self.env, from).is_some() || odd_width(self.env, to).is_some() {
            return self.odd_conv(op, (from, f), (to, t), x, span);
        }
        Ok(match op {
            // To `int<1>` (u1, which a `cvt` makes 1 from any non-zero value): the low bit.
            ConvOp::Trunc if t == PrimType::U1 => {
                let low = bin(Opcode::Band, f, x, int(f, 1, span), span);
                expr(Opcode::Cvt, t, m::ExprKind::From(f), vec![low], span)
            }
            // `int<1>`'s 1 is -1 signed: -1.0 converts to 1 (the low bit of an `i64`).
            ConvOp::FpToSi if t == PrimType::U1 => {
                let wide = expr(
                    Opcode::Cvt,
                    PrimType::I64,
                    m::ExprKind::From(f),
                    vec![x],
                    span,
                );
                let low = bin(
                    Opcode::Band,
                    PrimType::I64,
                    wide,
                    int(PrimType::I64, 1, span),
                    span,
                );
                cvt(t, PrimType::I64, low, span)
            }
            ConvOp::SiToFp if f == PrimType::U1 => {
                let v = expr(Opcode::Cvt, t, m::ExprKind::From(f), vec![x], span);
                expr(Opcode::Neg, t, m::ExprKind::Plain, vec![v], span)
            }
            ConvOp::Trunc | ConvOp::FpTrunc | ConvOp::FpExt | ConvOp::FpToSi | ConvOp::SiToFp => {
                expr(Opcode::Cvt, t, m::ExprKind::From(f), vec![x], span)
            }
            // `int<1>` is u1, which maple reads as 0 or 1: negate it for all ones.
            ConvOp::SExt if f == PrimType::U1 => {
                let wide = expr(Opcode::Cvt, t, m::ExprKind::From(f), vec![x], span);
                expr(Opcode::Neg, t, m::ExprKind::Plain, vec![wide], span)
            }
            ConvOp::SExt => expr(Opcode::Cvt, t, m::ExprKind::From(f), vec![x], span),
            ConvOp::ZExt | ConvOp::UiToFp => {
                let u = unsigned(f);
                expr(
                    Opcode::Cvt,
                    t,
                    m::ExprKind::From(u),
                    vec![cvt(u, f, x, span)],
                    span,
                )
            }
            ConvOp::FpToUi => {
                let u = unsigned(t);
                cvt(
                    t,
                    u,
                    expr(Opcode::Cvt, u, m::ExprKind::From(f), vec![x], span),
                    span,
                )
            }
            ConvOp::Bitcast => retype(t, f, x, span),
            ConvOp::RefCast | ConvOp::IRefCast | ConvOp::FuncCast => x,
            ConvOp::PtrCast if f == t => x,
            ConvOp::PtrCast => cvt(t, f, x, span),
        })
    }

    /// A conversion from or to an integer of an odd width (`widths.rs`): the value read
    /// signed or unsigned as the operation says, converted, and re-normalised.
    fn odd_conv(
        &self,
        op: ConvOp,
        (from, f): (&Type, PrimType),
        (to, t): (&Type, PrimType),
        x: m::Expr,
        span: Span,
    ) -> LResult<m::Expr> {
        // An unsigned read, converted to `t`: the low n bits of an odd width (non-negative in
        // its holding type), or the unsigned twin of a maple width.
        let unsigned_src = |x: m::Expr| match odd_width(self.env, from) {
            Some(n) => cvt(t, f, self.unsigned_bits(n, f, x, span), span),
            None => {
                let u = unsigned(f);
                cvt(t, u, cvt(u, f, x, span), span)
            }
        };
        let e = match op {
            ConvOp::Trunc | ConvOp::SExt if f == PrimType::U1 => {
                let wide = cvt(t, f, x, span);
                match op {
                    ConvOp::SExt => expr(Opcode::Neg, t, m::ExprKind::Plain, vec![wide], span),
                    _ => wide,
                }
            }
            ConvOp::Trunc if t == PrimType::U1 => {
                let low = bin(Opcode::Band, f, x, int(f, 1, span), span);
                cvt(t, f, low, span)
            }
            ConvOp::Trunc | ConvOp::SExt | ConvOp::SiToFp | ConvOp::FpToSi | ConvOp::FpToUi => {
                cvt(t, f, x, span)
            }
            ConvOp::ZExt if f == PrimType::U1 => cvt(t, f, x, span),
            ConvOp::ZExt | ConvOp::UiToFp => unsigned_src(x),
            _ => {
                return Err(unsupported(
                    span,
                    &format!(
                        "{} from `{}` to `{}`",
                        op.instruction().keyword(),
                        self.env.show(from),
                        self.env.show(to)
                    ),
                ))
            }
        };
        self.norm(to, e, span)
    }

    /// CALL, TAILCALL's call and CCALL: direct when the callee is a function's name, else an
    /// indirect call of the address (a CCALL's `int<64>`, a `func` value).
    pub(in crate::lower) fn call(
        &mut self,
        sig: &SigRef,
        callee: &Value,
        args: &[Value],
        dest: Option<&str>,
        ccall: bool,
        span: Span,
    ) -> LResult<()> {
        self.call_into(sig, callee, args, dest, None, ccall, span)
    }

    /// A call whose struct result (if any) goes to `sret`, or else to `dest` (or a scratch
    /// value when the result is unused); struct arguments go by address.
    #[allow(clippy::too_many_arguments)]
    pub(in crate::lower) fn call_into(
        &mut self,
        sig: &SigRef,
        callee: &Value,
        args: &[Value],
        dest: Option<&str>,
        sret: Option<m::Expr>,
        ccall: bool,
        span: Span,
    ) -> LResult<()> {
        let Some(s) = self.env.sig(sig) else {
            return Err(unsupported(span, "a call whose signature is unknown"));
        };
        let struct_ret = self.is_struct(&s.ret);
        if ccall && (struct_ret || s.params.iter().any(|p| self.is_struct(p))) {
            return Err(unsupported(
                span,
                "a CCALL with struct arguments or results (the C ABI passes them in registers)",
            ));
        }
        let mut exprs = Vec::new();
        if struct_ret {
            let at = match (sret, dest) {
                (Some(at), _) => at,
                (None, Some(d)) => maple_asm::build::local_addr(d, span),
                (None, None) => {
                    let t = self.fresh("ret");
                    self.declare_struct(&t, &s.ret, span)?;
                    maple_asm::build::local_addr(&t, span)
                }
            };
            exprs.push(at);
        }
        for (a, p) in args.iter().zip(&s.params) {
            if !self.is_struct(p) {
                exprs.push(self.value(a, p)?);
                continue;
            }
            match &a.kind {
                ValueKind::Local(n) => exprs.push(maple_asm::build::local_addr(n, span)),
                _ => {
                    let t = self.fresh("arg");
                    self.declare_struct(&t, p, span)?;
                    let write =
                        self.write_value(maple_asm::build::local_addr(&t, span), a, p, span)?;
                    self.stmts.extend(write);
                    exprs.push(maple_asm::build::local_addr(&t, span));
                }
            }
        }
        let dest = dest
            .filter(|_| !self.env.is_void(&s.ret) && !struct_ret)
            .map(local);
        let direct = match &callee.kind {
            ValueKind::Global(n) if !ccall => {
                matches!(self.env.globals.get(n.as_str()), Some((Global::Func(_), _)))
                    .then(|| n.clone())
            }
            _ => None,
        };
        let target = match direct {
            Some(n) => m::CallTarget::Func(n),
            None => {
                let word = if ccall {
                    crate::check::inst_word()
                } else {
                    ty(TypeKind::Func(Box::new(sig.clone())))
                };
                exprs.insert(0, self.value(callee, &word)?);
                m::CallTarget::Indirect
            }
        };
        self.stmts.push(call(target, exprs, dest, span));
        Ok(())
    }
}
