//! Conversions: `cvt`, `trunc`, `floor`, `ceil`, `round`, `retype`.
//!
//! - Integer to integer: the source value (per its own signedness) truncated or extended to
//!   the target width. To `u1` the result is `value != 0`, as C's conversion to `_Bool`.
//! - Integer to float: the nearest float (round to nearest even).
//! - Float to integer: after rounding (`cvt`/`trunc` toward zero, `floor`, `ceil`, `round`
//!   half away from zero like C's `round`), out-of-range values **saturate** to the target's
//!   minimum or maximum and NaN becomes 0, as Rust's `as` does. (C leaves this undefined;
//!   Java saturates the same way for int and long.) To `u1`: 1 when the rounded value is at
//!   least 1, else 0.
//! - Float to float: IEEE conversion (round to nearest even).
//! - `retype`: the bits, unchanged, reinterpreted as the target type.
//! - Anything involving `f128` is not implemented (a fault naming it).

use super::{unsupported, Cpu, Observer};
use crate::fault::{ExecResult, Trap};
use crate::predecode::Decoded;
use crate::value::{canon_of, class_of};
use crate::value::{f32_of, f64_of, from_f32, from_f64};
use maple_isa::{PrimClass, PrimType};

fn is_intlike(t: PrimType) -> bool {
    matches!(
        class_of(t),
        PrimClass::Signed | PrimClass::Unsigned | PrimClass::Bool | PrimClass::Address
    )
}

/// A float (given as f64, exact for f32 sources) to integer type `to`, saturating.
pub fn float_to_int(x: f64, to: PrimType) -> u128 {
    use PrimType::*;
    let v: u128 = match to {
        I8 => x as i8 as u128,
        I16 => x as i16 as u128,
        I32 => x as i32 as u128,
        I64 => x as i64 as u128,
        I128 => x as i128 as u128,
        U8 => x as u8 as u128,
        U16 => x as u16 as u128,
        U32 | A32 => x as u32 as u128,
        U1 => (x >= 1.0) as u128,
        U128 => x as u128,
        _ => x as u64 as u128,
    };
    canon_of(to).apply(v)
}

/// An integer slot of type `from` to float type `to` (f32 or f64).
fn int_to_float(v: u128, from: PrimType, to: PrimType) -> u128 {
    let signed = canon_of(from).signed;
    match to {
        PrimType::F32 => from_f32(if signed { v as i128 as f32 } else { v as f32 }),
        _ => from_f64(if signed { v as i128 as f64 } else { v as f64 }),
    }
}

fn float_value(v: u128, from: PrimType) -> f64 {
    if from == PrimType::F32 {
        f32_of(v) as f64
    } else {
        f64_of(v)
    }
}

pub fn cvt<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    let r = cvt_value(d, a)?;
    cpu.hart.push(r)
}

/// `cvt`'s result for operand `a` (the stack form pops it, a fused group has it in hand).
#[inline(always)]
pub fn cvt_value(d: &Decoded, a: u128) -> Result<u128, Trap> {
    let (from, to) = (d.from, d.ty);
    let from_float = matches!(from, PrimType::F32 | PrimType::F64);
    let to_float = matches!(to, PrimType::F32 | PrimType::F64);
    let r = if is_intlike(from) && is_intlike(to) {
        let v = canon_of(from).apply(a);
        if to == PrimType::U1 {
            (v != 0) as u128
        } else {
            d.canon.apply(v)
        }
    } else if is_intlike(from) && to_float {
        int_to_float(canon_of(from).apply(a), from, to)
    } else if from_float && is_intlike(to) {
        float_to_int(float_value(a, from), to)
    } else if from_float && to_float {
        match to {
            PrimType::F32 => from_f32(float_value(a, from) as f32),
            _ => from_f64(float_value(a, from)),
        }
    } else {
        return Err(unsupported(d));
    };
    Ok(r)
}

/// `trunc`/`floor`/`ceil`/`round`: round the float with `f`, then convert: saturating to an
/// integer type, or to the nearest value of a float type (`floor f64 f64` is C's `floor`).
pub fn round_with<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    f: impl Fn(f64) -> f64,
) -> ExecResult {
    let a = cpu.hart.pop()?;
    if !matches!(d.from, PrimType::F32 | PrimType::F64) {
        return Err(unsupported(d));
    }
    // f32 -> f64 is exact and the rounding functions are exact, so rounding in f64 gives the
    // same value as rounding in f32.
    let rounded = f(float_value(a, d.from));
    let r = match d.ty {
        PrimType::F32 => from_f32(rounded as f32),
        PrimType::F64 => from_f64(rounded),
        PrimType::F128 => return Err(unsupported(d)),
        to => float_to_int(rounded, to),
    };
    cpu.hart.push(r)
}

pub fn retype<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    cpu.hart.push(d.canon.apply(a))
}
