//! Memory orderings, atomics and fences, mapped as a C11 compiler maps them onto a machine
//! with acquire/release barriers and no ordered load or store instructions (the fence-based
//! ARMv7/POWER mapping, with maple's finer barriers):
//!
//! | µVM | maple |
//! |---|---|
//! | `LOAD` NOT_ATOMIC, UNORDERED, MONOTONIC/RELAXED | `iread` (or `dread` of a global) |
//! | `LOAD` CONSUME, ACQUIRE, SEQ_CST | the load, then `membaracquire` |
//! | `STORE` NOT_ATOMIC, UNORDERED, MONOTONIC/RELAXED | `iassign` (or `dassign`) |
//! | `STORE` RELEASE | `membarrelease`, then the store |
//! | `STORE` SEQ_CST | `membarrelease`, the store, `membarfull` |
//! | `FENCE` CONSUME, ACQUIRE | `membaracquire` |
//! | `FENCE` RELEASE | `membarrelease` |
//! | `FENCE` ACQ_REL | `membarrelease`, `membaracquire` |
//! | `FENCE` SEQ_CST | `membarfull` |
//! | `CMPXCHG` | `__atomic_compare_exchange_N` with the C11 orders |
//! | `ATOMICRMW` XCHG, ADD, SUB | `__atomic_exchange_N`, `__atomic_fetch_add_N` (of `-v`) |
//! | `ATOMICRMW` AND, NAND, OR, XOR, MAX, MIN, UMAX, UMIN | a load, then a loop of `__atomic_compare_exchange_N` until it succeeds |
//!
//! A SEQ_CST store's trailing `membarfull` orders it before every later SEQ_CST load (the
//! store→load order release/acquire lack), as `dmb` after `str` does on ARMv7. The runtime
//! calls take C11's `memory_order` numbers (`AtomicOrd::c11`), which the simulator honours
//! under every memory model.

use super::func::FnLower;
use super::types::prim;
use super::{unsupported, LResult};
use crate::ast::*;
use crate::check::env::Global;
use crate::ops::{AtomicOrd, RmwOp};
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};

/// How an atomic location of a µVM type is accessed: bytes, the unsigned type the runtime
/// calls take, and the maple type of the µVM value.
#[derive(Clone, Copy)]
struct Width {
    bytes: u8,
    raw: PrimType,
    value: PrimType,
    /// A `float` or `double` (CMPXCHG only): its bits move as the raw integer, compared as
    /// bits, as a machine's compare-and-swap does.
    float: bool,
}

impl Width {
    /// The µVM value `v` as the raw integer the runtime call takes.
    fn to_raw(self, v: m::Expr, span: Span) -> m::Expr {
        if self.float {
            retype(self.raw, self.value, v, span)
        } else {
            cvt(self.raw, self.value, v, span)
        }
    }

    /// The raw integer `v` as the µVM value.
    fn to_value(self, v: m::Expr, span: Span) -> m::Expr {
        if self.float {
            retype(self.value, self.raw, v, span)
        } else {
            cvt(self.value, self.raw, v, span)
        }
    }
}

fn barrier(op: Opcode, span: Span) -> m::Stmt {
    stmt(op, m::StmtData::Plain, vec![], span)
}

/// A body-less prototype of a runtime call (its shim runs when it is called).
pub(super) fn proto(name: &str, params: &[PrimType], ret: PrimType) -> m::Func {
    m::Func {
        name: name.into(),
        attrs: Vec::new(),
        params: params
            .iter()
            .map(|p| m::Param {
                name: m::ParamName::None,
                ty: MType::Prim(*p),
                attrs: Vec::new(),
                span: Span::default(),
            })
            .collect(),
        varargs: false,
        rets: vec![MType::Prim(ret)],
        body: None,
        span: Span::default(),
    }
}

impl FnLower<'_, '_> {
    fn width(&self, t: &Type, what: &Inst) -> LResult<Width> {
        let value = prim(self.env, t)?;
        let odd = super::func::widths::odd_width(self.env, t).is_some();
        let floats = matches!(what.op, Op::CmpXchg { .. });
        let (bytes, raw) = match value {
            _ if odd => (0, value),
            PrimType::I8 => (1, PrimType::U8),
            PrimType::I16 => (2, PrimType::U16),
            PrimType::I32 => (4, PrimType::U32),
            PrimType::I64 => (8, PrimType::U64),
            PrimType::Ptr => (8, PrimType::Ptr),
            PrimType::F32 if floats => (4, PrimType::U32),
            PrimType::F64 if floats => (8, PrimType::U64),
            _ => (0, value),
        };
        if bytes == 0 {
            return Err(unsupported(
                what.op_span,
                &format!(
                    "{} of `{}` (maple's atomics take int<8|16|32|64>, references and, \
                     in CMPXCHG, float and double)",
                    what.op.keyword(),
                    self.env.show(t)
                ),
            ));
        }
        Ok(Width {
            bytes,
            raw,
            value,
            float: value.is_float(),
        })
    }

    /// An atomic LOAD or STORE is one aligned access of maple, atomic as such: any scalar of
    /// up to 8 bytes (`int<1>`, odd widths up to 64 bits, `float`, `double`, references);
    /// `int<65..128>` (16 bytes) is not one access.
    fn single_access(&self, p: PrimType, t: &Type, what: &Inst) -> LResult<()> {
        if (1..=8).contains(&p.size()) {
            return Ok(());
        }
        Err(unsupported(
            what.op_span,
            &format!(
                "an atomic {} of `{}` (maple's atomic loads and stores take scalars of up to \
                 8 bytes)",
                what.op.keyword(),
                self.env.show(t)
            ),
        ))
    }

    /// Call runtime function `name` (declared once per module), its result into a fresh
    /// local of type `ret` (none for void): the local's name.
    pub(super) fn runtime(
        &mut self,
        name: &str,
        params: &[PrimType],
        ret: PrimType,
        args: Vec<m::Expr>,
        span: Span,
    ) -> LResult<Option<String>> {
        if self.env.globals.contains_key(name) {
            return Err(unsupported(
                span,
                &format!("a bundle that defines `@{name}` (maple's runtime call of that name)"),
            ));
        }
        self.need(proto(name, params, ret));
        let dest = (ret != PrimType::Void).then(|| self.fresh("rt"));
        if let Some(d) = &dest {
            self.declare(d, ret, span);
        }
        let target = m::CallTarget::Func(name.into());
        self.stmts
            .push(call(target, args, dest.as_deref().map(local), span));
        Ok(dest)
    }

    /// LOAD with any ordering: the value, after which an acquiring load's barrier follows.
    pub(super) fn load(
        &mut self,
        ins: &Inst,
        ord: AtomicOrd,
        t: &Type,
        loc: &Value,
    ) -> LResult<()> {
        let span = ins.span;
        let p = prim(self.env, t)?;
        if ord != AtomicOrd::NotAtomic {
            self.single_access(p, t, ins)?;
        }
        let e = match self.scalar_global(loc) {
            Some(g) => dread(super::func::inst::global_var(g), p, span),
            None => expr(
                Opcode::Iread,
                p,
                m::ExprKind::Indirect {
                    ty: MType::Pointer(Box::new(MType::Prim(p))),
                    field: 0,
                },
                vec![self.addr(loc)?],
                span,
            ),
        };
        // An odd width's bits above n are not its sign's copies in memory others wrote.
        let e = self.norm(t, e, span)?;
        let dest = match &ins.name {
            Some(n) => n.name.clone(),
            None => {
                let t = self.fresh("ld");
                self.declare(&t, p, span);
                t
            }
        };
        self.stmts.push(dassign(local(&dest), e, span));
        if ord.acquires() {
            self.stmts.push(barrier(Opcode::Membaracquire, span));
        }
        Ok(())
    }

    /// STORE with any ordering: a releasing store has a barrier before it, a SEQ_CST one a
    /// full barrier after it too.
    pub(super) fn store(
        &mut self,
        ins: &Inst,
        ord: AtomicOrd,
        t: &Type,
        loc: &Value,
        v: &Value,
    ) -> LResult<()> {
        let span = ins.span;
        let p = prim(self.env, t)?;
        if ord != AtomicOrd::NotAtomic {
            self.single_access(p, t, ins)?;
        }
        let e = self.value(v, t)?;
        let s = match self.scalar_global(loc) {
            Some(g) => dassign(super::func::inst::global_var(g), e, span),
            None => stmt(
                Opcode::Iassign,
                m::StmtData::Indirect {
                    ty: MType::Pointer(Box::new(MType::Prim(p))),
                    field: 0,
                },
                vec![self.addr(loc)?, e],
                span,
            ),
        };
        if ord.releases() {
            self.stmts.push(barrier(Opcode::Membarrelease, span));
        }
        self.stmts.push(s);
        if ord == AtomicOrd::SeqCst {
            self.stmts.push(barrier(Opcode::Membarfull, span));
        }
        Ok(())
    }

    pub(super) fn fence(&mut self, ord: AtomicOrd, span: Span) {
        let ops: &[Opcode] = match ord {
            AtomicOrd::SeqCst => &[Opcode::Membarfull],
            AtomicOrd::AcqRel => &[Opcode::Membarrelease, Opcode::Membaracquire],
            AtomicOrd::Release => &[Opcode::Membarrelease],
            AtomicOrd::Acquire | AtomicOrd::Consume => &[Opcode::Membaracquire],
            // The checker refuses weaker fences; they would order nothing.
            _ => &[],
        };
        for op in ops {
            self.stmts.push(barrier(*op, span));
        }
    }

    /// `__atomic_compare_exchange_N(loc, &slot, desired, weak, succ, fail)` into a fresh
    /// local (1 when it stored); `slot` holds the old value afterwards either way.
    #[allow(clippy::too_many_arguments)]
    fn cas(
        &mut self,
        w: Width,
        loc: m::Expr,
        slot: &str,
        desired: m::Expr,
        weak: bool,
        succ: AtomicOrd,
        fail: AtomicOrd,
        span: Span,
    ) -> LResult<String> {
        // The runtime honours the success order; make it at least as strong as the failure
        // order (a stronger failure order strengthens the whole operation, as LLVM does).
        let acquire = succ.acquires() || fail.acquires();
        let order = match (succ, acquire) {
            (AtomicOrd::SeqCst, _) => AtomicOrd::SeqCst,
            _ if fail == AtomicOrd::SeqCst => AtomicOrd::SeqCst,
            (AtomicOrd::Release | AtomicOrd::AcqRel, true) => AtomicOrd::AcqRel,
            (AtomicOrd::Release, false) => AtomicOrd::Release,
            (_, true) => AtomicOrd::Acquire,
            _ => AtomicOrd::Monotonic,
        };
        let name = format!("__atomic_compare_exchange_{}", w.bytes);
        let i32t = PrimType::I32;
        let args = vec![
            loc,
            local_addr(slot, span),
            desired,
            int(i32t, i128::from(weak), span),
            int(i32t, order.c11(), span),
            int(i32t, fail.c11(), span),
        ];
        let ok = self.runtime(
            &name,
            &[PrimType::Ptr, PrimType::Ptr, w.raw, i32t, i32t, i32t],
            i32t,
            args,
            span,
        )?;
        ok.ok_or_else(|| unsupported(span, "a compare-exchange without a result"))
    }

    /// A fresh local of the access's raw type holding `v`.
    fn slot(&mut self, w: Width, v: m::Expr, span: Span) -> String {
        let s = self.fresh("slot");
        self.declare(&s, w.raw, span);
        self.stmts.push(dassign(local(&s), w.to_raw(v, span), span));
        s
    }

    /// The instruction's value: `raw` local read back as the µVM type.
    fn result(&mut self, ins: &Inst, w: Width, raw: &str, span: Span) {
        if let Some(n) = &ins.name {
            let e = w.to_value(dread(local(raw), w.raw, span), span);
            self.stmts.push(dassign(local(&n.name), e, span));
        }
    }

    /// CMPXCHG: the old value (the document's result; equal to `expected` when it stored).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn cmpxchg(
        &mut self,
        ins: &Inst,
        weak: bool,
        succ: AtomicOrd,
        fail: AtomicOrd,
        t: &Type,
        loc: &Value,
        expected: &Value,
        desired: &Value,
    ) -> LResult<()> {
        let span = ins.span;
        let w = self.width(t, ins)?;
        let e = self.value(expected, t)?;
        let slot = self.slot(w, e, span);
        let d = w.to_raw(self.value(desired, t)?, span);
        let at = self.addr(loc)?;
        self.cas(w, at, &slot, d, weak, succ, fail, span)?;
        self.result(ins, w, &slot, span);
        Ok(())
    }

    /// ATOMICRMW: the old value. XCHG, ADD and SUB are one runtime call; the others a
    /// compare-exchange loop (what compilers emit where the machine has no such operation).
    pub(super) fn atomic_rmw(
        &mut self,
        ins: &Inst,
        ord: AtomicOrd,
        op: RmwOp,
        t: &Type,
        loc: &Value,
        v: &Value,
    ) -> LResult<()> {
        let span = ins.span;
        let w = self.width(t, ins)?;
        let x = self.value(v, t)?;
        let at = self.addr(loc)?;
        let order = int(PrimType::I32, ord.c11(), span);
        let params = [PrimType::Ptr, w.raw, PrimType::I32];
        let one_call = match op {
            RmwOp::Xchg => Some(("exchange", x.clone())),
            RmwOp::Add => Some(("fetch_add", x.clone())),
            RmwOp::Sub => Some((
                "fetch_add",
                expr(
                    Opcode::Neg,
                    w.value,
                    m::ExprKind::Plain,
                    vec![x.clone()],
                    span,
                ),
            )),
            _ => None,
        };
        if let Some((f, operand)) = one_call {
            let name = format!("__atomic_{f}_{}", w.bytes);
            let args = vec![at, w.to_raw(operand, span), order];
            let old = self.runtime(&name, &params, w.raw, args, span)?;
            if let Some(old) = old {
                self.result(ins, w, &old, span);
            }
            return Ok(());
        }
        // old = *loc (plain: a stale value only fails the first exchange);
        // again: new = old OP v; if !cmpxchg(loc, &old, new) goto again.
        let first = expr(
            Opcode::Iread,
            w.raw,
            m::ExprKind::Indirect {
                ty: MType::Pointer(Box::new(MType::Prim(w.raw))),
                field: 0,
            },
            vec![at.clone()],
            span,
        );
        let slot = self.fresh("slot");
        self.declare(&slot, w.raw, span);
        self.stmts.push(dassign(local(&slot), first, span));
        let again = self.fresh("rmw");
        self.stmts.push(label(&again, span));
        let old = w.to_value(dread(local(&slot), w.raw, span), span);
        let new = rmw_value(op, w.value, old, x, span);
        let new = w.to_raw(new, span);
        let fail = match ord {
            AtomicOrd::AcqRel => AtomicOrd::Acquire,
            AtomicOrd::Release => AtomicOrd::Monotonic,
            o => o,
        };
        let ok = self.cas(w, at, &slot, new, false, ord, fail, span)?;
        self.stmts.push(stmt(
            Opcode::Brfalse,
            m::StmtData::Label(again),
            vec![dread(local(&ok), PrimType::I32, span)],
            span,
        ));
        self.result(ins, w, &slot, span);
        Ok(())
    }

    /// A `.global` of scalar type named directly as a location: read and written by name.
    pub(super) fn scalar_global<'v>(&self, loc: &'v Value) -> Option<&'v str> {
        match &loc.kind {
            ValueKind::Global(n) => match self.env.globals.get(n.as_str()) {
                Some((Global::Data(t), _)) if super::types::is_scalar(self.env, t) => Some(n),
                _ => None,
            },
            _ => None,
        }
    }
}

/// `old OP v` for the operators without a runtime call of their own.
fn rmw_value(op: RmwOp, p: PrimType, old: m::Expr, v: m::Expr, span: Span) -> m::Expr {
    let u = super::types::unsigned(p);
    let unsigned = |code| {
        let r = bin(
            code,
            u,
            cvt(u, p, old.clone(), span),
            cvt(u, p, v.clone(), span),
            span,
        );
        cvt(p, u, r, span)
    };
    match op {
        RmwOp::And => bin(Opcode::Band, p, old, v, span),
        RmwOp::Or => bin(Opcode::Bior, p, old, v, span),
        RmwOp::Xor => bin(Opcode::Bxor, p, old, v, span),
        RmwOp::Nand => expr(
            Opcode::Bnot,
            p,
            m::ExprKind::Plain,
            vec![bin(Opcode::Band, p, old, v, span)],
            span,
        ),
        RmwOp::Max => bin(Opcode::Max, p, old, v, span),
        RmwOp::Min => bin(Opcode::Min, p, old, v, span),
        RmwOp::UMax => unsigned(Opcode::Max),
        RmwOp::UMin => unsigned(Opcode::Min),
        // One runtime call each (`atomic_rmw`).
        RmwOp::Xchg | RmwOp::Add | RmwOp::Sub => v,
    }
}
