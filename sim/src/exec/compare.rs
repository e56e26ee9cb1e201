//! Comparisons: `eq ne lt le gt ge` (result 1 or 0) and `cmp cmpl cmpg` (-1, 0 or 1), in the
//! result type of the instruction, comparing operands of the type in the param field.
//!
//! - Signed integers compare signed; unsigned integers, `u1` and addresses unsigned.
//! - Floats compare as IEEE: with a NaN operand, `eq lt le gt ge` give 0 and `ne` gives 1;
//!   `cmpl` gives -1, `cmpg` gives 1, and `cmp` gives 1 (the spec's "otherwise +1").
//! - Complex numbers, vectors and dynamic values support `eq`/`ne` only: complex numbers
//!   compare their parts as floats, vectors and dynamic values compare bits.
//! - Operands are canonicalised for the operand type first, so a value produced under a
//!   different type of the same width compares correctly.

use super::{unsupported, Cpu, Observer};
use crate::fault::{ExecResult, Trap};
use crate::predecode::{Decoded, Op};
use crate::value::{canon_of, class_of, Canon};
use crate::value::{f32_of, f64_of};
use maple_isa::{PrimClass, PrimType};
use std::cmp::Ordering;

/// Order two slots of type `ty`; `None` when unordered (NaN) or when `ty` has no order.
#[inline(always)]
fn order(ty: PrimType, a: u128, b: u128) -> Option<Ordering> {
    match class_of(ty) {
        PrimClass::Float => match ty {
            PrimType::F32 => f32_of(a).partial_cmp(&f32_of(b)),
            PrimType::F64 => f64_of(a).partial_cmp(&f64_of(b)),
            _ => None,
        },
        PrimClass::Signed => Some((a as i128).cmp(&(b as i128))),
        _ => Some(a.cmp(&b)),
    }
}

/// Equality of two slots of type `ty`.
fn equal(ty: PrimType, a: u128, b: u128) -> bool {
    match ty {
        PrimType::F32 => f32_of(a) == f32_of(b),
        PrimType::F64 => f64_of(a) == f64_of(b),
        PrimType::C64 => f32_of(a) == f32_of(b) && f32_of(a >> 32) == f32_of(b >> 32),
        PrimType::C128 => f64_of(a) == f64_of(b) && f64_of(a >> 64) == f64_of(b >> 64),
        _ => a == b,
    }
}

fn ordered_class(ty: PrimType) -> bool {
    is_intlike(ty) || matches!(ty, PrimType::F32 | PrimType::F64)
}

#[inline(always)]
/// `eq`/`ne`/`lt`/`le`/`gt`/`ge`: the relation `op` of the two operands.
pub fn relational<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, op: Op) -> ExecResult {
    let (a, b) = cpu.hart.pop2()?;
    let r = relational_value(d, op, a, b)?;
    cpu.hart.push(r)
}

/// The result (1 or 0) of the relation `op` for operands `a`, `b` (the stack form pops them,
/// a fused group has them in hand).
#[inline(always)]
pub fn relational_value(d: &Decoded, op: Op, a: u128, b: u128) -> Result<u128, Trap> {
    relation(d.from, op, a, b).ok_or_else(|| unsupported(d))
}

/// The result (1 or 0) of the relation `op` between operands of type `from`; `None` when
/// `from` has no order and `op` needs one (a fused group passes a constant `from`).
#[inline(always)]
pub fn relation(from: PrimType, op: Op, a: u128, b: u128) -> Option<u128> {
    let c = canon_of(from);
    let r = if is_intlike(from) {
        // The common case, without the float and vector rules.
        holds(op, Some(int_order(c, a, b)))
    } else {
        let (a, b) = (c.apply(a), c.apply(b));
        match op {
            Op::Eq => equal(from, a, b),
            Op::Ne => !equal(from, a, b),
            op => {
                if !ordered_class(from) {
                    return None;
                }
                holds(op, order(from, a, b))
            }
        }
    };
    Some(r as u128)
}

/// The order of two integers or addresses of canonical form `c` (a fused group passes a
/// constant `c`, and the compiler specialises the comparison for it).
#[inline(always)]
pub fn int_order(c: Canon, a: u128, b: u128) -> Ordering {
    let (a, b) = (c.apply(a), c.apply(b));
    if c.signed {
        (a as i128).cmp(&(b as i128))
    } else {
        a.cmp(&b)
    }
}

/// The orderings under which relation `op` of integers holds, one bit each: `Less` is bit
/// 0, `Equal` bit 1, `Greater` bit 2 (what [`holds`] answers, tabulated once for a fused
/// group).
pub fn relation_mask(op: Op) -> u8 {
    [Ordering::Less, Ordering::Equal, Ordering::Greater]
        .into_iter()
        .enumerate()
        .map(|(bit, o)| u8::from(holds(op, Some(o))) << bit)
        .sum()
}

/// Whether a relation with `mask` ([`relation_mask`]) holds for ordering `o`.
#[inline(always)]
pub fn mask_holds(mask: u8, o: Ordering) -> bool {
    mask >> (o as i8 + 1) & 1 != 0
}

#[inline(always)]
pub fn is_intlike(ty: PrimType) -> bool {
    matches!(
        class_of(ty),
        PrimClass::Signed | PrimClass::Unsigned | PrimClass::Bool | PrimClass::Address
    )
}

/// Whether relation `op` holds for an ordering (`None`: unordered, only `ne` holds).
#[inline(always)]
fn holds(op: Op, o: Option<Ordering>) -> bool {
    match op {
        Op::Eq => o == Some(Ordering::Equal),
        Op::Ne => o != Some(Ordering::Equal),
        Op::Lt => o == Some(Ordering::Less),
        Op::Le => matches!(o, Some(Ordering::Less | Ordering::Equal)),
        Op::Gt => o == Some(Ordering::Greater),
        _ => matches!(o, Some(Ordering::Greater | Ordering::Equal)),
    }
}

/// `cmp`/`cmpl`/`cmpg`: -1, 0 or 1; an unordered pair gives -1 for `cmpl`, else 1.
pub fn three_way<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, op: Op) -> ExecResult {
    let (a, b) = cpu.hart.pop2()?;
    let c = canon_of(d.from);
    if !ordered_class(d.from) {
        return Err(unsupported(d));
    }
    let r: i128 = match order(d.from, c.apply(a), c.apply(b)) {
        Some(Ordering::Less) => -1,
        Some(Ordering::Equal) => 0,
        Some(Ordering::Greater) => 1,
        None if op == Op::Cmpl => -1,
        None => 1,
    };
    cpu.hart.push(d.canon.apply(r as u128))
}
