//! Allocation: `NEW` is maple's managed heap (`gcmalloc` of the type's bytes: a zeroed object
//! with the 16-byte header of `runtime/objects.rs`), `NEWHYBRID` a zeroed managed array of the
//! hybrid's bytes (`gcmallocjarray <[] u8>`), `ALLOCA`/`ALLOCAHYBRID` the same bytes in the
//! frame (`stackmallocjarray <[] u8>`, zeroed, released when the function returns), as µVM
//! says every allocation starts zeroed. A hybrid `hybrid<F V>` is laid out as C's
//! `struct { F f; V v[]; }`: the fixed part at 0, the variable part at F's size rounded up to
//! V's alignment ([`super::types::hybrid`]).

use super::func::FnLower;
use super::types::{hybrid, layout};
use super::LResult;
use crate::ast::*;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};

fn bytes_type(n: Option<u64>) -> MType {
    MType::Array {
        dims: vec![n],
        elem: Box::new(MType::Prim(PrimType::U8)),
        attrs: Vec::new(),
    }
}

impl FnLower<'_, '_> {
    /// `fixed + len * elem` bytes of hybrid `t`, `len` an `int<64>` operand.
    fn hybrid_bytes(&self, t: &Type, len: &Value, span: Span) -> LResult<m::Expr> {
        let h = hybrid(self.env, t)?;
        let n = self.value(len, &crate::check::inst_word())?;
        let var = bin(
            Opcode::Mul,
            PrimType::I64,
            n,
            int(PrimType::I64, i128::from(h.elem_size), span),
            span,
        );
        Ok(bin(
            Opcode::Add,
            PrimType::I64,
            int(PrimType::I64, i128::from(h.var_offset), span),
            var,
            span,
        ))
    }

    /// NEW, NEWHYBRID, ALLOCA, ALLOCAHYBRID: the address of zeroed memory.
    pub(super) fn allocate(&mut self, ins: &Inst) -> LResult<Option<m::Expr>> {
        let span = ins.span;
        let array = |op: Opcode, bytes: m::Expr| {
            expr(
                op,
                PrimType::Ptr,
                m::ExprKind::Type(bytes_type(None)),
                vec![bytes],
                span,
            )
        };
        Ok(Some(match &ins.op {
            Op::New(t) => {
                let (size, _) = layout(self.env, t)?;
                expr(
                    Opcode::Gcmalloc,
                    PrimType::Ptr,
                    m::ExprKind::Type(bytes_type(Some(size.max(1)))),
                    vec![],
                    span,
                )
            }
            Op::Alloca(t) => {
                let (size, _) = layout(self.env, t)?;
                array(
                    Opcode::Stackmallocjarray,
                    int(PrimType::I64, i128::from(size.max(1)), span),
                )
            }
            Op::NewHybrid { ty, len } => {
                array(Opcode::Gcmallocjarray, self.hybrid_bytes(ty, len, span)?)
            }
            Op::AllocaHybrid { ty, len } => {
                array(Opcode::Stackmallocjarray, self.hybrid_bytes(ty, len, span)?)
            }
            Op::GetVarPartIRef { ty, v } => {
                let h = hybrid(self.env, ty)?;
                bin(
                    Opcode::Add,
                    PrimType::Ptr,
                    self.addr(v)?,
                    int(PrimType::Ptr, i128::from(h.var_offset), span),
                    span,
                )
            }
            _ => return Ok(None),
        }))
    }
}
