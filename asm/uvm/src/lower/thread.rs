//! Threads and intrinsic functions. µVM starts a thread on a stack: `NEWSTACK <sig> @f (args)`
//! makes a stack whose bottom activation is about to run `@f(args)`, `@uvm.new_thread(%s)`
//! runs it on a new thread. maple has one stack per thread (its pthreads), so:
//!
//! - a **stack** is a record on the C heap (`malloc`): the fields of `stacks.mpl`'s
//!   `$__uvm_stack` (a generated start routine's address, the function's, the hand-off
//!   state), then each argument in a slot of 8 bytes (16 for `int<65..128>`);
//! - **`@uvm.new_thread(%s)`** starts the record's start routine on a new pthread; the thread
//!   value is the thread id. The start routine (`__uvm_start_F_N`, one per NEWSTACK)
//!   registers its pthread, loads the function and its arguments from the record, calls it
//!   inside a `cpptry`, marks the stack dead and returns, which ends the thread;
//! - **`@uvm.thread_exit()`** throws an object of class `uvm_thread_exit`, which the start
//!   routine's `cppcatch` alone catches; it returns (any other exception stays uncaught where
//!   it is thrown). On the main thread nothing catches it: it faults as an uncaught throw.
//!
//! Swapping, current and killed stacks are `stacks.rs`'s. `@uvm.sin`/`cos`/`tan` are
//! maple's C math intrinsics, `@uvm.sqrt` its `sqrt`.

use super::func::trap::{class_pointer, THREAD_EXIT_CLASS};
use super::func::FnLower;
use super::types::prim;
use super::{unsupported, LResult};
use crate::ast::*;
use crate::ops::Intrinsic;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};

use super::stacks::{call_runtime, FUNC, RECORD_HEAD, START, TID, ZEROED};

/// `*(T *)(base + off)`.
fn load_at(base: m::Expr, off: u64, t: PrimType, span: Span) -> m::Expr {
    let at = plus(base, off, span);
    expr(
        Opcode::Iread,
        t,
        m::ExprKind::Indirect {
            ty: MType::Pointer(Box::new(MType::Prim(t))),
            field: 0,
        },
        vec![at],
        span,
    )
}

fn store_at(base: m::Expr, off: u64, t: PrimType, v: m::Expr, span: Span) -> m::Stmt {
    let at = plus(base, off, span);
    stmt(
        Opcode::Iassign,
        m::StmtData::Indirect {
            ty: MType::Pointer(Box::new(MType::Prim(t))),
            field: 0,
        },
        vec![at, v],
        span,
    )
}

/// Where each argument of a stack record goes (a slot of 8 bytes, or 16 aligned to 16 for
/// `int<65..128>`), and the record's size.
fn arg_slots(params: &[PrimType]) -> (Vec<u64>, u64) {
    let mut off = RECORD_HEAD;
    let mut slots = Vec::with_capacity(params.len());
    for p in params {
        let size = u64::from(p.size()).max(8);
        off = off.next_multiple_of(size);
        slots.push(off);
        off += size;
    }
    (slots, off)
}

/// The start routine of a NEWSTACK of signature `params`: `(rec ptr) ptr`.
fn start_routine(name: &str, params: &[PrimType], span: Span) -> m::Func {
    let rec = || dread(local("rec"), PrimType::Ptr, span);
    let mut args = vec![load_at(rec(), FUNC, PrimType::Ptr, span)];
    for (p, off) in params.iter().zip(arg_slots(params).0) {
        args.push(load_at(rec(), off, *p, span));
    }
    let ret0 = || {
        stmt(
            Opcode::Return,
            m::StmtData::Plain,
            vec![int(PrimType::Ptr, 0, span)],
            span,
        )
    };
    let end = || call_runtime("__uvm_stack_end", rec(), span);
    let stmts = vec![
        call_runtime("__uvm_stack_begin", rec(), span),
        stmt(
            Opcode::Cpptry,
            m::StmtData::Try(vec!["exit".into()]),
            vec![],
            span,
        ),
        call(m::CallTarget::Indirect, args, None, span),
        stmt(Opcode::Endtry, m::StmtData::Plain, vec![], span),
        end(),
        ret0(),
        label("exit", span),
        stmt(
            Opcode::Cppcatch,
            m::StmtData::CppCatch(class_pointer(THREAD_EXIT_CLASS)),
            vec![],
            span,
        ),
        end(),
        ret0(),
    ];
    m::Func {
        name: name.into(),
        attrs: Vec::new(),
        params: vec![m::Param {
            name: m::ParamName::Var("rec".into()),
            ty: MType::Prim(PrimType::Ptr),
            attrs: Vec::new(),
            span,
        }],
        varargs: false,
        rets: vec![MType::Prim(PrimType::Ptr)],
        body: Some(m::Body {
            stmts,
            ..Default::default()
        }),
        span,
    }
}

impl FnLower<'_, '_> {
    /// NEWSTACK: a start record for the function and its arguments.
    pub(super) fn new_stack(
        &mut self,
        ins: &Inst,
        sig: &SigRef,
        callee: &Value,
        args: &[Value],
    ) -> LResult<()> {
        let span = ins.span;
        let Some(s) = self.env.sig(sig) else {
            return Err(unsupported(span, "a NEWSTACK whose signature is unknown"));
        };
        if self.is_struct(&s.ret) || s.params.iter().any(|p| self.is_struct(p)) {
            return Err(unsupported(
                ins.op_span,
                "a NEWSTACK of a function with struct parameters or result",
            ));
        }
        let mut params = Vec::new();
        for t in &s.params {
            params.push(prim(self.env, t)?);
        }
        let n = self.fresh_number();
        let start = format!("__uvm_start_{}_{n}", self.fname);
        self.need(start_routine(&start, &params, span));
        let rec = match &ins.name {
            Some(n) => n.name.clone(),
            None => {
                let t = self.fresh("stack");
                self.declare(&t, PrimType::Ptr, span);
                t
            }
        };
        let (slots, size) = arg_slots(&params);
        let alloc = expr(
            Opcode::Malloc,
            PrimType::Ptr,
            m::ExprKind::Plain,
            vec![int(PrimType::U64, i128::from(size), span)],
            span,
        );
        self.stmts.push(dassign(local(&rec), alloc, span));
        let base = || dread(local(&rec), PrimType::Ptr, span);
        let start_addr = expr(
            Opcode::Addroffunc,
            PrimType::Ptr,
            m::ExprKind::Func(start),
            vec![],
            span,
        );
        self.stmts
            .push(store_at(base(), START, PrimType::Ptr, start_addr, span));
        for off in ZEROED {
            self.stmts.push(store_at(
                base(),
                off,
                PrimType::I64,
                int(PrimType::I64, 0, span),
                span,
            ));
        }
        self.stmts.push(store_at(
            base(),
            TID,
            PrimType::I64,
            int(PrimType::I64, -1, span),
            span,
        ));
        let f = self.value(
            callee,
            &crate::check::env::ty(TypeKind::Func(Box::new(sig.clone()))),
        )?;
        self.stmts
            .push(store_at(base(), FUNC, PrimType::Ptr, f, span));
        for (i, (a, t)) in args.iter().zip(&s.params).enumerate() {
            let v = self.value(a, t)?;
            self.stmts
                .push(store_at(base(), slots[i], params[i], v, span));
        }
        Ok(())
    }

    /// ICALL of an intrinsic function (and IINVOKE's call).
    pub(super) fn intrinsic(&mut self, ins: &Inst, func: Intrinsic, args: &[Value]) -> LResult<()> {
        let span = ins.span;
        let dbl = crate::check::env::ty(TypeKind::Double);
        let dest = ins.name.as_ref().map(|n| local(&n.name));
        let math = |l: &Self, name: Option<&str>| -> LResult<m::Expr> {
            let x = l.value(&args[0], &dbl)?;
            Ok(match name {
                Some(n) => expr(
                    Opcode::Intrinsicop,
                    PrimType::F64,
                    m::ExprKind::Intrinsic {
                        name: n.into(),
                        ty: None,
                    },
                    vec![x],
                    span,
                ),
                None => expr(
                    Opcode::Sqrt,
                    PrimType::F64,
                    m::ExprKind::Plain,
                    vec![x],
                    span,
                ),
            })
        };
        let value = match func {
            Intrinsic::Sin if !args.is_empty() => math(self, Some("C_sin"))?,
            Intrinsic::Cos if !args.is_empty() => math(self, Some("C_cos"))?,
            Intrinsic::Tan if !args.is_empty() => math(self, Some("C_tan"))?,
            Intrinsic::Sqrt if !args.is_empty() => math(self, None)?,
            Intrinsic::NewThread | Intrinsic::SwapStack | Intrinsic::KillStack
                if !args.is_empty() =>
            {
                let stack = self.value(&args[0], &crate::check::env::ty(TypeKind::Stack))?;
                return self.stack_op(func, Some(stack), dest, span);
            }
            Intrinsic::CurrentStack => return self.stack_op(func, None, dest, span),
            Intrinsic::Tr64IsFp
            | Intrinsic::Tr64IsInt
            | Intrinsic::Tr64IsRef
            | Intrinsic::Tr64ToFp
            | Intrinsic::Tr64ToInt
            | Intrinsic::Tr64ToRef
            | Intrinsic::Tr64ToTag
            | Intrinsic::Tr64FromFp
            | Intrinsic::Tr64FromInt
                if !args.is_empty() =>
            {
                self.tagref(func, args, span)?
            }
            Intrinsic::Tr64FromRef if args.len() >= 2 => self.tagref(func, args, span)?,
            Intrinsic::ThreadExit => {
                let line = self.sources.line_col(ins.op_span).0;
                self.throw_new(THREAD_EXIT_CLASS, line as i128, span);
                return Ok(());
            }
            other => {
                return Err(unsupported(
                    ins.op_span,
                    &format!("the intrinsic function `@{}`", other.keyword()),
                ))
            }
        };
        if let Some(d) = dest {
            self.stmts.push(dassign(d, value, span));
        }
        Ok(())
    }
}
