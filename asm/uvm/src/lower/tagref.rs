//! `tagref64`: a 64-bit word (`i64`) that holds a `double`, an `int<52>`, or a reference with
//! an `int<6>` tag, in the NaN space of the double (the encoding of the µVM reference
//! implementation):
//!
//! - an integer: bit 0 set, exponent bits 52..62 all ones, the integer's bits 0..50 in bits
//!   1..51 and its sign (bit 51) in bit 63;
//! - a reference: bits 0..1 = `10`, the exponent all ones, address bits 3..46 in place and
//!   bit 47 in bit 63 (48-bit addresses, 8-aligned), the tag's bits 1..5 in bits 47..51 and
//!   bit 0 in bit 2;
//! - anything else is a double; `from_fp` of a NaN stores the canonical NaN
//!   (0x7ff8000000000000), which is neither of the above.

use super::func::FnLower;
use super::LResult;
use crate::ast::{Type, TypeKind, Value};
use crate::ops::Intrinsic;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};

const I: PrimType = PrimType::I64;
const INT_MASK: i128 = 0x7ff0_0000_0000_0001;
const REF_MASK: i128 = 0x7ff0_0000_0000_0003;
const REF_TAG: i128 = 0x7ff0_0000_0000_0002;
const SIGN: i128 = i64::MIN as i128;

fn k(v: i128, span: Span) -> m::Expr {
    int(I, v, span)
}

fn and(a: m::Expr, mask: i128, span: Span) -> m::Expr {
    bin(Opcode::Band, I, a, k(mask, span), span)
}

fn or(a: m::Expr, b: m::Expr, span: Span) -> m::Expr {
    bin(Opcode::Bior, I, a, b, span)
}

fn shift(op: Opcode, a: m::Expr, by: i128, span: Span) -> m::Expr {
    bin(op, I, a, k(by, span), span)
}

fn is(t: m::Expr, mask: i128, want: i128, span: Span) -> m::Expr {
    cmp(Opcode::Eq, I, and(t, mask, span), k(want, span), span)
}

impl FnLower<'_, '_> {
    /// The value of a `@uvm.tr64.*` intrinsic.
    pub(super) fn tagref(&self, func: Intrinsic, args: &[Value], span: Span) -> LResult<m::Expr> {
        let t = |l: &Self| l.value(&args[0], &crate::check::env::ty(TypeKind::TagRef64));
        let ty = crate::check::env::ty;
        let not = |x| lnot(x, span);
        Ok(match func {
            Intrinsic::Tr64IsInt => is(t(self)?, INT_MASK, INT_MASK, span),
            Intrinsic::Tr64IsRef => is(t(self)?, REF_MASK, REF_TAG, span),
            Intrinsic::Tr64IsFp => {
                let x = t(self)?;
                let either = bin(
                    Opcode::Bior,
                    PrimType::U1,
                    is(x.clone(), INT_MASK, INT_MASK, span),
                    is(x, REF_MASK, REF_TAG, span),
                    span,
                );
                not(either)
            }
            Intrinsic::Tr64FromFp => {
                let d = self.value(&args[0], &ty(TypeKind::Double))?;
                let nan = cmp(Opcode::Ne, PrimType::F64, d.clone(), d.clone(), span);
                let bits = expr(
                    Opcode::Retype,
                    I,
                    m::ExprKind::Type(MType::Prim(PrimType::F64)),
                    vec![d],
                    span,
                );
                expr(
                    Opcode::Select,
                    I,
                    m::ExprKind::Plain,
                    vec![nan, k(0x7ff8_0000_0000_0000, span), bits],
                    span,
                )
            }
            Intrinsic::Tr64FromInt => {
                let x = self.value(&args[0], &ty(TypeKind::Int(52)))?;
                let low = shift(
                    Opcode::Shl,
                    and(x.clone(), 0x7_ffff_ffff_ffff, span),
                    1,
                    span,
                );
                let sign = shift(Opcode::Shl, and(x, 0x8_0000_0000_0000, span), 12, span);
                or(k(INT_MASK, span), or(low, sign, span), span)
            }
            Intrinsic::Tr64FromRef => {
                let r = self.value(&args[0], &ty(TypeKind::Ref(Box::new(ty(TypeKind::Void)))))?;
                let r = cvt(I, PrimType::Ptr, r, span);
                let tag = self.value(&args[1], &ty(TypeKind::Int(6)))?;
                let tag = cvt(I, PrimType::I8, tag, span);
                let addr = and(r.clone(), 0x7fff_ffff_fff8, span);
                let high = shift(Opcode::Shl, and(r, 0x8000_0000_0000, span), 16, span);
                let tag_hi = shift(Opcode::Shl, and(tag.clone(), 0x3e, span), 46, span);
                let tag_lo = shift(Opcode::Shl, and(tag, 1, span), 2, span);
                let parts = or(or(addr, high, span), or(tag_hi, tag_lo, span), span);
                or(k(REF_TAG, span), parts, span)
            }
            Intrinsic::Tr64ToFp => expr(
                Opcode::Retype,
                PrimType::F64,
                m::ExprKind::Type(MType::Prim(I)),
                vec![t(self)?],
                span,
            ),
            Intrinsic::Tr64ToInt => {
                let x = t(self)?;
                let low = shift(
                    Opcode::Lshr,
                    and(x.clone(), 0xf_ffff_ffff_fffe, span),
                    1,
                    span,
                );
                let sign = shift(Opcode::Lshr, and(x, SIGN, span), 12, span);
                self.norm(&int_type(52), or(low, sign, span), span)?
            }
            Intrinsic::Tr64ToRef => {
                let x = t(self)?;
                let addr = and(x.clone(), 0x7fff_ffff_fff8, span);
                let high = and(
                    shift(Opcode::Ashr, x, 16, span),
                    0xffff_8000_0000_0000_u64 as i64 as i128,
                    span,
                );
                cvt(PrimType::Ptr, I, or(addr, high, span), span)
            }
            _ => {
                // Tr64ToTag.
                let x = t(self)?;
                let hi = shift(
                    Opcode::Lshr,
                    and(x.clone(), 0xf_8000_0000_0000, span),
                    46,
                    span,
                );
                let lo = shift(Opcode::Lshr, and(x, 4, span), 2, span);
                let tag = cvt(PrimType::I8, I, or(hi, lo, span), span);
                self.norm(&int_type(6), tag, span)?
            }
        })
    }
}

fn int_type(n: u32) -> Type {
    crate::check::env::ty(TypeKind::Int(n))
}
