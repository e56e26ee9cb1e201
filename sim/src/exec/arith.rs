//! Arithmetic: add, sub, mul, div, rem, min, max, abs, neg, recip, sqrt.
//!
//! Each opcode has one *scalar* rule over an integer, address or float type; vector types
//! apply the scalar rule lane by lane (with the lane type), and complex types have their own
//! rule where arithmetic on them is defined.
//!
//! - Integers wrap around at their width (`canon` after a wide operation).
//! - An operator reads its operands as values of its own type: `div u32` of a value an `i32`
//!   read pushed (sign-extended) divides its 32 bits as unsigned, as C's casts do. Where only
//!   the low bits of the result matter (add, sub, mul, bitwise) the canonical result is that
//!   already; div, rem, min, max and abs bring their operands to the type's form first.
//! - Integer `div`/`rem` by zero fault with `DivideByZero`; `MIN / -1` wraps to `MIN` and
//!   `MIN % -1` is 0 (as Rust's `wrapping_div`/`wrapping_rem`, and as Java defines them).
//! - Floats are IEEE-754 (`rem` is C's `fmod`); `min`/`max` follow C's `fmin`/`fmax`: if one
//!   operand is NaN the other is returned.
//! - `abs` of the most negative integer wraps to itself.
//! - `f128` arithmetic is not implemented (a fault naming it): the host has no binary128.
//! - Complex `div` uses the textbook formula `(a·conj(b)) / |b|²`.

use super::{unsupported, Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::Decoded;
use crate::value::{canon_of, class_of, is_float};
use crate::value::{f32_of, f64_of, from_f32, from_f64, zext_bits, Canon};
use maple_isa::{PrimClass, PrimType};

type R = Result<u128, Trap>;

#[cold]
fn no_f128(ty: PrimType) -> Trap {
    FaultKind::Unsupported(format!("arithmetic on `{ty}`")).into()
}

/// Apply a float rule to two float slots of type `ty`.
macro_rules! float2 {
    ($ty:expr, $a:expr, $b:expr, |$x:ident, $y:ident| $e:expr) => {
        match $ty {
            PrimType::F32 => {
                let ($x, $y) = (f32_of($a), f32_of($b));
                Ok(from_f32($e))
            }
            PrimType::F64 => {
                let ($x, $y) = (f64_of($a), f64_of($b));
                Ok(from_f64($e))
            }
            t => Err(no_f128(t)),
        }
    };
}

macro_rules! float1 {
    ($ty:expr, $a:expr, |$x:ident| $e:expr) => {
        match $ty {
            PrimType::F32 => {
                let $x = f32_of($a);
                Ok(from_f32($e))
            }
            PrimType::F64 => {
                let $x = f64_of($a);
                Ok(from_f64($e))
            }
            t => Err(no_f128(t)),
        }
    };
}

/// Apply a scalar rule lane-wise to two vectors.
#[inline]
fn lanes2(ty: PrimType, a: u128, b: u128, op: impl Fn(PrimType, Canon, u128, u128) -> R) -> R {
    let Some((lane, n)) = ty.vector_lanes() else {
        return Err(no_f128(ty));
    };
    let (w, c) = (lane.bits(), canon_of(lane));
    let mut r = 0u128;
    for i in 0..n {
        let sh = i * w;
        let z = op(lane, c, c.apply(a >> sh), c.apply(b >> sh))?;
        r |= zext_bits(z, w) << sh;
    }
    Ok(r)
}

#[inline]
fn lanes1(ty: PrimType, a: u128, op: impl Fn(PrimType, Canon, u128) -> R) -> R {
    lanes2(ty, a, 0, |t, c, x, _| op(t, c, x))
}

/// A complex number's parts as f64 (exact for c64's f32 parts), and back.
fn parts(ty: PrimType, v: u128) -> (f64, f64) {
    match ty {
        PrimType::C64 => (f32_of(v) as f64, f32_of(v >> 32) as f64),
        _ => (f64_of(v), f64_of(v >> 64)),
    }
}

fn complex(ty: PrimType, re: f64, im: f64) -> u128 {
    match ty {
        PrimType::C64 => from_f32(re as f32) | from_f32(im as f32) << 32,
        _ => from_f64(re) | from_f64(im) << 64,
    }
}

/// c64 arithmetic is done in f32 so results round as the type's parts do.
macro_rules! complex2 {
    ($ty:expr, $a:expr, $b:expr, |$ar:ident, $ai:ident, $br:ident, $bi:ident| $e:expr) => {{
        if $ty == PrimType::C64 {
            let ($ar, $ai, $br, $bi) = (f32_of($a), f32_of($a >> 32), f32_of($b), f32_of($b >> 32));
            let (re, im) = $e;
            from_f32(re) | from_f32(im) << 32
        } else {
            let ($ar, $ai, $br, $bi) = (f64_of($a), f64_of($a >> 64), f64_of($b), f64_of($b >> 64));
            let (re, im) = $e;
            from_f64(re) | from_f64(im) << 64
        }
    }};
}

/// The binary arithmetic skeleton: dispatch on the class of the instruction's type.
#[inline(always)]
fn binary(
    d: &Decoded,
    a: u128,
    b: u128,
    scalar: impl Fn(PrimType, Canon, u128, u128) -> R,
    cplx: impl Fn(PrimType, u128, u128) -> Option<u128>,
) -> R {
    match class_of(d.ty) {
        PrimClass::Vector => lanes2(d.ty, a, b, scalar),
        PrimClass::Complex => cplx(d.ty, a, b).ok_or_else(|| unsupported(d)),
        _ => scalar(d.ty, d.canon, a, b),
    }
}

/// Pop two operands, push `rule`'s result: the stack form of a binary opcode.
#[inline(always)]
fn pop2_push<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    rule: impl Fn(&Decoded, u128, u128) -> R,
) -> ExecResult {
    let (a, b) = cpu.hart.pop2()?;
    let r = rule(d, a, b)?;
    cpu.hart.push(r)
}

#[inline(always)]
fn unary<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    scalar: impl Fn(PrimType, Canon, u128) -> R,
    cplx: impl Fn(PrimType, u128) -> Option<u128>,
) -> ExecResult {
    let a = cpu.hart.pop()?;
    let r = match class_of(d.ty) {
        PrimClass::Vector => lanes1(d.ty, a, scalar)?,
        PrimClass::Complex => cplx(d.ty, a).ok_or_else(|| unsupported(d))?,
        _ => scalar(d.ty, d.canon, a)?,
    };
    cpu.hart.push(r)
}

// ---- scalar rules ----
//
// Public for fused groups, which call them with a constant type (the compiler then keeps
// only that type's arm).

#[inline(always)]
pub fn add_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x + y);
    }
    Ok(c.apply(a.wrapping_add(b)))
}

#[inline(always)]
pub fn sub_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x - y);
    }
    Ok(c.apply(a.wrapping_sub(b)))
}

#[inline(always)]
pub fn mul_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x * y);
    }
    if c.bits() <= 64 {
        Ok(c.apply((a as u64).wrapping_mul(b as u64) as u128))
    } else {
        Ok(c.apply(a.wrapping_mul(b)))
    }
}

#[inline(always)]
pub fn div_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x / y);
    }
    let (a, b) = (c.apply(a), c.apply(b));
    if b == 0 {
        return Err(FaultKind::DivideByZero.into());
    }
    Ok(c.apply(match (c.signed, c.bits() <= 64) {
        (true, true) => (a as i64).wrapping_div(b as i64) as u128,
        (true, false) => (a as i128).wrapping_div(b as i128) as u128,
        (false, true) => ((a as u64) / (b as u64)) as u128,
        (false, false) => a / b,
    }))
}

#[inline(always)]
fn rem_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x % y);
    }
    let (a, b) = (c.apply(a), c.apply(b));
    if b == 0 {
        return Err(FaultKind::DivideByZero.into());
    }
    Ok(c.apply(match (c.signed, c.bits() <= 64) {
        (true, true) => (a as i64).wrapping_rem(b as i64) as u128,
        (true, false) => (a as i128).wrapping_rem(b as i128) as u128,
        (false, true) => ((a as u64) % (b as u64)) as u128,
        (false, false) => a % b,
    }))
}

/// True when `a < b` for canonical integers of form `c`.
#[inline(always)]
fn int_less(c: Canon, a: u128, b: u128) -> bool {
    if c.signed {
        (a as i128) < (b as i128)
    } else {
        a < b
    }
}

#[inline(always)]
fn min_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x.min(y));
    }
    let (a, b) = (c.apply(a), c.apply(b));
    Ok(if int_less(c, b, a) { b } else { a })
}

#[inline(always)]
fn max_s(ty: PrimType, c: Canon, a: u128, b: u128) -> R {
    if is_float(ty) {
        return float2!(ty, a, b, |x, y| x.max(y));
    }
    let (a, b) = (c.apply(a), c.apply(b));
    Ok(if int_less(c, a, b) { b } else { a })
}

#[inline(always)]
fn neg_s(ty: PrimType, c: Canon, a: u128) -> R {
    if is_float(ty) {
        return float1!(ty, a, |x| -x);
    }
    Ok(c.apply(0u128.wrapping_sub(a)))
}

#[inline(always)]
fn abs_s(ty: PrimType, c: Canon, a: u128) -> R {
    if is_float(ty) {
        return float1!(ty, a, |x| x.abs());
    }
    let a = c.apply(a);
    Ok(if c.signed && (a as i128) < 0 {
        c.apply(0u128.wrapping_sub(a))
    } else {
        a
    })
}

// ---- opcodes ----

/// Whether `ty` takes the integer rules (integers, `u1`, addresses): the types of nearly
/// every `add`, `sub` and `mul` a program executes, which therefore run inline in the
/// dispatch ([`integer_inline`]); floats, vectors and complex types go through [`binary`].
#[inline(always)]
fn integer_rules(ty: PrimType) -> bool {
    matches!(
        class_of(ty),
        PrimClass::Signed | PrimClass::Unsigned | PrimClass::Bool | PrimClass::Address
    )
}

/// An `add`, `sub` or `mul` of an integer type up to 64 bits: `rule` (the scalar rule's
/// integer case: `add_s`, `sub_s`, `mul_s`) inline; any other type through `general`, out of
/// line.
#[inline(always)]
fn integer_inline(
    d: &Decoded,
    a: u128,
    b: u128,
    rule: impl Fn(Canon, u128, u128) -> u128,
    general: fn(&Decoded, u128, u128) -> R,
) -> R {
    if integer_rules(d.ty) && d.canon.bits() <= 64 {
        return Ok(rule(d.canon, a, b));
    }
    general(d, a, b)
}

/// `add` of an integer or address type of at most 64 bits with canonical form `c` (a fused
/// group passes a constant `c`, and the compiler specialises the rule for it).
#[inline(always)]
pub fn add_int(c: Canon, a: u128, b: u128) -> u128 {
    c.apply(a.wrapping_add(b))
}

/// `sub` of an integer or address type of at most 64 bits (as [`add_int`]).
#[inline(always)]
pub fn sub_int(c: Canon, a: u128, b: u128) -> u128 {
    c.apply(a.wrapping_sub(b))
}

/// `mul` of an integer or address type of at most 64 bits (as [`add_int`]).
#[inline(always)]
pub fn mul_int(c: Canon, a: u128, b: u128) -> u128 {
    c.apply((a as u64).wrapping_mul(b as u64) as u128)
}

#[inline(always)]
pub fn add<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    // Written out, not through `pop2_push`: the hottest binaries inline whole.
    let (a, b) = cpu.hart.pop2()?;
    let r = add_value(d, a, b)?;
    cpu.hart.push(r)
}

/// `add`'s result for operands `a`, `b` (the stack form pops them, a fused group has them
/// in hand).
#[inline(always)]
pub fn add_value(d: &Decoded, a: u128, b: u128) -> R {
    integer_inline(d, a, b, add_int, add_general)
}

#[inline(never)]
fn add_general(d: &Decoded, a: u128, b: u128) -> R {
    binary(d, a, b, add_s, |t, a, b| {
        Some(complex2!(t, a, b, |ar, ai, br, bi| (ar + br, ai + bi)))
    })
}

#[inline(always)]
pub fn sub<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    // Written out, not through `pop2_push`: the hottest binaries inline whole.
    let (a, b) = cpu.hart.pop2()?;
    let r = sub_value(d, a, b)?;
    cpu.hart.push(r)
}

/// `sub`'s result for operands `a`, `b`.
#[inline(always)]
pub fn sub_value(d: &Decoded, a: u128, b: u128) -> R {
    integer_inline(d, a, b, sub_int, sub_general)
}

#[inline(never)]
fn sub_general(d: &Decoded, a: u128, b: u128) -> R {
    binary(d, a, b, sub_s, |t, a, b| {
        Some(complex2!(t, a, b, |ar, ai, br, bi| (ar - br, ai - bi)))
    })
}

#[inline(always)]
pub fn mul<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    // Written out, not through `pop2_push`: the hottest binaries inline whole.
    let (a, b) = cpu.hart.pop2()?;
    let r = mul_value(d, a, b)?;
    cpu.hart.push(r)
}

/// `mul`'s result for operands `a`, `b`.
#[inline(always)]
pub fn mul_value(d: &Decoded, a: u128, b: u128) -> R {
    integer_inline(d, a, b, mul_int, mul_general)
}

#[inline(never)]
fn mul_general(d: &Decoded, a: u128, b: u128) -> R {
    binary(d, a, b, mul_s, |t, a, b| {
        Some(complex2!(t, a, b, |ar, ai, br, bi| (
            ar * br - ai * bi,
            ar * bi + ai * br
        )))
    })
}

pub fn div<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    pop2_push(cpu, d, div_value)
}

/// `div`'s result for operands `a`, `b`.
pub fn div_value(d: &Decoded, a: u128, b: u128) -> R {
    binary(d, a, b, div_s, |t, a, b| {
        Some(complex2!(t, a, b, |ar, ai, br, bi| {
            let m = br * br + bi * bi;
            ((ar * br + ai * bi) / m, (ai * br - ar * bi) / m)
        }))
    })
}

pub fn rem<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    pop2_push(cpu, d, rem_value)
}

/// `rem`'s result for operands `a`, `b`.
pub fn rem_value(d: &Decoded, a: u128, b: u128) -> R {
    binary(d, a, b, rem_s, |_, _, _| None)
}

pub fn min<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    pop2_push(cpu, d, |d, a, b| binary(d, a, b, min_s, |_, _, _| None))
}

pub fn max<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    pop2_push(cpu, d, |d, a, b| binary(d, a, b, max_s, |_, _, _| None))
}

pub fn neg<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    unary(cpu, d, neg_s, |t, a| {
        let (re, im) = parts(t, a);
        Some(complex(t, -re, -im))
    })
}

/// `abs` of a complex number is not a complex number: not defined for complex types.
pub fn abs<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    unary(cpu, d, abs_s, |_, _| None)
}

pub fn recip<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    let r: R = float1!(d.ty, a, |x| 1.0 / x);
    cpu.hart.push(r?)
}

pub fn sqrt<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    let r: R = float1!(d.ty, a, |x| x.sqrt());
    cpu.hart.push(r?)
}
