//! Integers of widths maple has no type for (`int<n>`, n not 1, 8, 16, 32, 64 or 128). An
//! `int<n>` lives in the smallest maple integer that holds it (`i8` for 2..7 bits, `i16`,
//! `i32`, `i64`, `i128` for 65..127), always **sign-extended from its n bits** (the
//! canonical form). So:
//!
//! - ADD, SUB, MUL, SHL, SDIV and SREM compute in the holding type and re-normalise
//!   (`sext T n`); AND, OR, XOR and ASHR of canonical values are canonical;
//! - what reads its operands unsigned (UDIV, UREM, LSHR, ULT/ULE/UGT/UGE, ZEXT, UITOFP)
//!   reads them masked to n bits (`band` with 2^n-1), a non-negative value of the holding
//!   type, and re-normalises the result;
//! - a shift amount is unsigned and only its low m bits count, 2^m the smallest power of
//!   two >= n (the later µVM documents' rule; for the powers of two it is maple's
//!   shift-modulo-width), so the shift stays within the holding type;
//! - TRUNC to, FPTOSI and FPTOUI to, and LOAD of an `int<n>` re-normalise; SEXT of one is
//!   a widening `cvt`; literals and SWITCH cases are normalised when lowered.
//!
//! In memory an `int<n>` takes its holding type's bytes, as C's `_BitInt(n)` on x86-64 for
//! n <= 64 (1, 2, 4 or 8 bytes, as aligned); the bits above n are the sign's copies when
//! this lowering stores them, and ignored when it loads.

use super::FnLower;
use crate::ast::{Type, TypeKind};
use crate::check::env::Env;
use crate::lower::types::prim;
use crate::lower::LResult;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_isa::{Opcode, PrimType};

/// The width of an integer type held in a wider maple integer, if `t` is one.
pub fn odd_width(env: &Env, t: &Type) -> Option<u32> {
    match env.resolve(t).kind {
        TypeKind::Int(n) if (2..=127).contains(&n) && !matches!(n, 8 | 16 | 32 | 64) => Some(n),
        _ => None,
    }
}

/// `v` sign-extended from its low `n` bits (a constant's canonical form).
pub fn sext_const(v: i128, n: u32) -> i128 {
    if n == 0 || n >= 128 {
        return v;
    }
    let shift = 128 - n;
    (v << shift) >> shift
}

/// The mask of a shift amount for width `n`: 2^m - 1, 2^m the smallest power of two >= n.
fn amount_mask(n: u32) -> i128 {
    i128::from(n.next_power_of_two()) - 1
}

impl FnLower<'_, '_> {
    /// `e` in the canonical form of `t` (`sext T n`), or `e` itself for a maple width.
    pub(in crate::lower) fn norm(&self, t: &Type, e: m::Expr, span: Span) -> LResult<m::Expr> {
        let Some(n) = odd_width(self.env, t) else {
            return Ok(e);
        };
        let p = prim(self.env, t)?;
        Ok(expr(
            Opcode::Sext,
            p,
            m::ExprKind::BitSize(n),
            vec![e],
            span,
        ))
    }

    /// `e` read as an unsigned n-bit number: its low n bits, a non-negative value of the
    /// holding type.
    pub(in crate::lower) fn unsigned_bits(
        &self,
        n: u32,
        p: PrimType,
        e: m::Expr,
        span: Span,
    ) -> m::Expr {
        bin(
            Opcode::Band,
            p,
            e,
            int(p, i128::MAX >> (127 - n), span),
            span,
        )
    }

    /// A binary operation on an `int<n>` of an odd width `n`.
    pub(in crate::lower) fn odd_bin(
        &self,
        code: Opcode,
        unsigned_op: bool,
        (t, n): (&Type, u32),
        (a, b): (m::Expr, m::Expr),
        span: Span,
    ) -> LResult<m::Expr> {
        let p = prim(self.env, t)?;
        let shift = code.is_shift();
        let b = if shift {
            bin(Opcode::Band, p, b, int(p, amount_mask(n), span), span)
        } else if unsigned_op {
            self.unsigned_bits(n, p, b, span)
        } else {
            b
        };
        let a = if unsigned_op {
            self.unsigned_bits(n, p, a, span)
        } else {
            a
        };
        let r = bin(code, p, a, b, span);
        // Bit-by-bit operations and an arithmetic right shift of sign-extended values are
        // sign-extended; anything else may carry into the bits above n.
        if code.is_bitwise() || code == Opcode::Ashr {
            Ok(r)
        } else {
            self.norm(t, r, span)
        }
    }

    /// A literal of type `t`, in its canonical form.
    pub(in crate::lower) fn int_const(&self, t: &Type, v: i128, span: Span) -> LResult<m::Expr> {
        let v = odd_width(self.env, t).map_or(v, |n| sext_const(v, n));
        Ok(int(prim(self.env, t)?, v, span))
    }
}
