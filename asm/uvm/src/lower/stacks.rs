//! µVM stacks as coroutines on maple's threads. maple has one call stack per thread and no
//! way to switch a hart between stacks, so each µVM stack that starts runs on a pthread of
//! its own and the stacks of one µVM thread take turns: exactly one of them may run, and
//! `@uvm.swap_stack(%s)` hands the turn to `%s` (starting its pthread the first time) and
//! parks the current one until some stack swaps back to it. The runtime of this is MAPLE IR
//! (`stacks.mpl`, parsed by maple's own parser into the module as a source file of its own,
//! so the debugger shows it): one mutex and condition variable, a record per stack.
//!
//! - A stack's record (NEWSTACK's `malloc`) is `$__uvm_stack` — start routine, function,
//!   `go`, `started`, `tid` (the hosting pthread, all ones for none), `dead`, `next` — then
//!   the arguments in slots of 8 bytes, 16 for `int<65..128>` ([`RECORD_HEAD`]).
//! - `@uvm.new_thread(%s)` starts `%s` on a new pthread and gives it the turn of its own new
//!   µVM thread; `@uvm.current_stack()` finds the record whose `tid` is this pthread (a
//!   thread no NEWSTACK started, `@main`'s, gets a record the first time);
//!   `@uvm.kill_stack(%s)` marks `%s` dead: a parked stack wakes and unwinds its pthread
//!   with a `uvm_thread_exit` object (INVOKEs do not catch it; its start routine does), one
//!   never started never runs.
//! - A start routine registers its pthread (`__uvm_stack_begin`) and, when the function
//!   returns or the thread exits, marks the stack dead (`__uvm_stack_end`): the µVM thread
//!   ends there, and stacks it parked stay parked (µVM gives a stack whose function returns
//!   nowhere to go).

use super::func::FnLower;
use super::LResult;
use crate::ast::Bundle;
use crate::ops::Intrinsic;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::{SourceMap, Span};
use maple_isa::PrimType;

/// The runtime of stacks, in MAPLE IR.
const RUNTIME: &str = include_str!("stacks.mpl");
/// The name the runtime's source file has in the module's source map.
const RUNTIME_FILE: &str = "<uvm-stacks>.mpl";

/// Bytes before a stack record's first argument: the fields of `$__uvm_stack`.
pub const RECORD_HEAD: u64 = 56;
/// Byte offsets of the record's fields the lowering writes when NEWSTACK makes it.
pub const START: u64 = 0;
pub const FUNC: u64 = 8;
pub const ZEROED: [u64; 4] = [16, 24, 40, 48];
pub const TID: u64 = 32;

/// Whether a bundle makes or uses stacks (and so needs the runtime).
pub fn uses_stacks(bundle: &Bundle) -> bool {
    use crate::ast::{Op, TopDef};
    bundle.defs.iter().any(|d| match d {
        TopDef::FuncDef(f) => f.blocks.iter().flat_map(|b| &b.insts).any(|i| match &i.op {
            Op::NewStack { .. } => true,
            Op::ICall { func, .. } => matches!(
                func,
                Intrinsic::NewThread
                    | Intrinsic::SwapStack
                    | Intrinsic::CurrentStack
                    | Intrinsic::KillStack
            ),
            _ => false,
        }),
        _ => false,
    })
}

/// The runtime's items, its text added to `sources`; `None` if it does not parse (a bug of
/// this crate, which the tests rule out).
pub fn runtime_items(sources: &mut SourceMap) -> Option<Vec<m::Item>> {
    let file = sources.add(RUNTIME_FILE, RUNTIME);
    let (tokens, lex_errors, _) = maple_asm::lexer::lex_with_comments(file, RUNTIME);
    let (items, parse_errors) = maple_asm::parser::parse_items(file, tokens, false);
    (lex_errors.is_empty() && parse_errors.is_empty()).then_some(items)
}

/// The names the runtime defines (functions and globals), which a bundle must not define.
pub fn runtime_names(items: &[m::Item]) -> Vec<String> {
    items
        .iter()
        .filter_map(|i| match i {
            m::Item::Func(f) if f.body.is_some() => Some(f.name.clone()),
            m::Item::Var(v) => Some(v.name.name.clone()),
            _ => None,
        })
        .collect()
}

/// `call &name (rec)`: a start routine's call of the runtime.
pub fn call_runtime(name: &str, rec: m::Expr, span: Span) -> m::Stmt {
    call(m::CallTarget::Func(name.into()), vec![rec], None, span)
}

impl FnLower<'_, '_> {
    /// A stack intrinsic: a call of the runtime, its result (if any) into `dest`.
    pub(super) fn stack_op(
        &mut self,
        func: Intrinsic,
        arg: Option<m::Expr>,
        dest: Option<m::VarName>,
        span: Span,
    ) -> LResult<()> {
        let (name, ret) = match func {
            Intrinsic::NewThread => ("__uvm_new_thread", PrimType::U64),
            Intrinsic::SwapStack => ("__uvm_swap_stack", PrimType::Void),
            Intrinsic::KillStack => ("__uvm_kill_stack", PrimType::Void),
            _ => ("__uvm_current_stack", PrimType::Ptr),
        };
        let args = arg.into_iter().collect();
        let target = m::CallTarget::Func(name.into());
        match (dest, ret) {
            (Some(d), PrimType::U64) => {
                // The thread value is the id, an address-sized word.
                let t = self.fresh("tid");
                self.declare(&t, PrimType::U64, span);
                self.stmts.push(call(target, args, Some(local(&t)), span));
                let v = cvt(
                    PrimType::Ptr,
                    PrimType::U64,
                    dread(local(&t), PrimType::U64, span),
                    span,
                );
                self.stmts.push(dassign(d, v, span));
            }
            (Some(d), PrimType::Ptr) => self.stmts.push(call(target, args, Some(d), span)),
            _ => self.stmts.push(call(target, args, None, span)),
        }
        Ok(())
    }
}
