//! Initializers of automatic locals: stored at every entry, piece by piece. Which initializers
//! fit is decided by the walk globals share ([`flatten`]); this module only turns each piece
//! into a store.

use super::*;
use crate::codegen::initializer::{bad_initializer, flatten, InitPiece, PieceValue};

impl<'m> FnCtx<'_, 'm> {
    /// Store `var`'s initializer into the zeroed local at `base`.
    pub(super) fn init_local(
        &mut self,
        var: &VarName,
        base: VarBase,
        layout: &Layout,
        init: &Init,
        span: Span,
    ) -> R {
        let pieces = flatten(layout, init).map_err(|why| bad_initializer(var, span, &why))?;
        for InitPiece { offset, value } in pieces {
            let at = offset as i64;
            match value {
                PieceValue::Const { ty, bits } => self.store_at(base, at, ty, span, |ctx| {
                    ctx.emit_const_bits(ty, bits, span)
                })?,
                PieceValue::Expr { ty, expr } => {
                    self.store_at(base, at, ty, span, |ctx| ctx.expr(expr))?
                }
                PieceValue::StringAddress { ty, text } => {
                    let e = Expr {
                        op: Opcode::Conststr,
                        ty,
                        kind: ExprKind::Str(text.to_vec()),
                        args: vec![],
                        span,
                    };
                    self.store_at(base, at, ty, span, |ctx| ctx.expr(&e))?
                }
                PieceValue::Bytes(bytes) => {
                    for (i, b) in bytes.iter().enumerate() {
                        self.store_at(base, at + i as i64, PrimType::U8, span, |ctx| {
                            ctx.constval(PrimType::U8, *b as i128, span)
                        })?;
                    }
                }
                PieceValue::Bitfield {
                    unit,
                    bit,
                    width,
                    bits,
                } => {
                    let (read, abs) = match base {
                        VarBase::Frame(fp) => (Opcode::Ireadfpoff, fp as i64 + at),
                        VarBase::Global(gp) => (Opcode::Ireadgpoff, gp as i64 + at),
                        // Only formals are by reference, and they have no initializer.
                        VarBase::Indirect(_) => {
                            return Err(bad_initializer(var, span, "an array formal has none"))
                        }
                    };
                    let abs = self.offset32(abs, span)?;
                    self.store_at(base, at, unit, span, |ctx| {
                        ctx.emit(read, unit, 0, &[abs], span)?;
                        ctx.emit_const_bits(unit, bits, span)?;
                        ctx.deposit(unit, bit, width, span)?;
                        Ok(())
                    })?;
                }
            }
        }
        Ok(())
    }
}
