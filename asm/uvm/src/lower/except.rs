//! µVM exceptions on maple's C++-style exception machinery.
//!
//! - **THROW `%e`** boxes the reference: a new object of class `uvm_exception` whose `@value`
//!   is `%e`, thrown with maple's `throw`. µVM exceptions are references of any type (even
//!   NULL), so the box gives every one of them the same class.
//! - **INVOKE / IINVOKE** call inside a `cpptry` whose one handler is a
//!   `cppcatch <* <$uvm_exception>>`: only a µVM exception is caught. The objects a TRAP
//!   (`uvm_TRAP`) and `@uvm.thread_exit` (`uvm_thread_exit`) throw are other classes, so they
//!   pass every INVOKE and keep propagating to where they are handled (a thread's start
//!   routine) or fault where they were thrown. The normal path closes the try (`endtry`),
//!   makes the PHI copies of the edge to `nor` and jumps there; the handler (placed after
//!   the function's blocks) makes the copies of the edge to `exc` and jumps there.
//! - **LANDINGPAD** reads `@value` of the box in `%%thrownval`.

use super::func::trap::{class_pointer, EXCEPTION_CLASS};
use super::func::FnLower;
use super::LResult;
use crate::ast::*;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_isa::{Opcode, PrimType};

impl FnLower<'_, '_> {
    /// THROW: box the reference and throw the box.
    pub(super) fn throw(&mut self, v: &Value, span: Span) -> LResult<()> {
        let ref_void = crate::check::env::ty(TypeKind::Ref(Box::new(crate::check::env::ty(
            TypeKind::Void,
        ))));
        let e = self.value(v, &ref_void)?;
        self.throw_object(EXCEPTION_CLASS, e, span);
        Ok(())
    }

    /// LANDINGPAD: the reference in the box being caught.
    pub(super) fn landing_pad(&mut self, span: Span) -> m::Expr {
        let thrown = expr(
            Opcode::Regread,
            PrimType::Ptr,
            m::ExprKind::Reg(m::Reg::Special(maple_isa::SpecialReg::ThrownVal)),
            vec![],
            span,
        );
        expr(
            Opcode::Iread,
            PrimType::Ptr,
            m::ExprKind::Indirect {
                ty: class_pointer(EXCEPTION_CLASS),
                field: 1,
            },
            vec![thrown],
            span,
        )
    }

    /// INVOKE and IINVOKE: `call` inside a try whose handler takes µVM exceptions to `exc`.
    pub(super) fn invoke(
        &mut self,
        d: &Dests,
        span: Span,
        call: impl FnOnce(&mut Self) -> LResult<()>,
    ) -> LResult<()> {
        let handler = self.fresh(&format!("{}.exc", self.block));
        self.stmts.push(stmt(
            Opcode::Cpptry,
            m::StmtData::Try(vec![handler.clone()]),
            vec![],
            span,
        ));
        call(self)?;
        self.stmts
            .push(stmt(Opcode::Endtry, m::StmtData::Plain, vec![], span));
        let copies = self.copies(&d.nor.name, span)?;
        self.stmts.extend(copies);
        self.stmts.push(goto(&d.nor.name, span));
        let copies = self.copies(&d.exc.name, span)?;
        self.edges.push(label(&handler, span));
        self.edges.push(stmt(
            Opcode::Cppcatch,
            m::StmtData::CppCatch(class_pointer(EXCEPTION_CLASS)),
            vec![],
            span,
        ));
        self.edges.extend(copies);
        self.edges.push(goto(&d.exc.name, span));
        Ok(())
    }
}
