//! Bitwise, shift, logical and bit-field operations on integers and addresses.
//!
//! Shift amounts are taken modulo the operand width (as Java and most ISAs' barrel
//! shifters do), so `shl i32 (x, 33)` is `x << 1` and no shift is undefined. `u1` shifts
//! by any amount are shifts by 0. `ashr` on an unsigned type shifts in copies of the type's
//! top bit; `lshr` on a signed type shifts in zeros.

use super::{Cpu, Observer};
use crate::fault::ExecResult;
use crate::predecode::{Decoded, Op};
use crate::value::{sext_bits, zext_bits, Canon};

#[inline(always)]
fn binop<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    f: impl Fn(u128, u128, u32) -> u128,
) -> ExecResult {
    let (a, b) = cpu.hart.pop2()?;
    cpu.hart.push(bitwise(d.canon, a, b, f))
}

/// A bitwise or shift rule `f` (operands, width) applied in canonical form `c` (a fused
/// group passes a constant `c`, and the compiler specialises the rule for it).
#[inline(always)]
pub fn bitwise(c: Canon, a: u128, b: u128, f: impl Fn(u128, u128, u32) -> u128) -> u128 {
    c.apply(f(a, b, c.bits()))
}

/// The result of `band`, `bior`, `bxor`, `shl`, `lshr` or `ashr` (`d.op`) for operands `a`,
/// `b` (the stack forms pop them, a fused group has them in hand); `None` for another op.
#[inline(always)]
pub fn bitwise_value(d: &Decoded, a: u128, b: u128) -> Option<u128> {
    Some(bitwise(d.canon, a, b, bitwise_rule(d.op)?))
}

/// The rule of `band`, `bior`, `bxor`, `shl`, `lshr` or `ashr`: operands and width to result
/// (before canonical form); `None` for another op.
#[inline(always)]
pub fn bitwise_rule(op: Op) -> Option<fn(u128, u128, u32) -> u128> {
    Some(match op {
        Op::Band => band_rule,
        Op::Bior => bior_rule,
        Op::Bxor => bxor_rule,
        Op::Shl => shl_rule,
        Op::Lshr => lshr_rule,
        Op::Ashr => ashr_rule,
        _ => return None,
    })
}

pub fn band_rule(a: u128, b: u128, _: u32) -> u128 {
    a & b
}

pub fn bior_rule(a: u128, b: u128, _: u32) -> u128 {
    a | b
}

pub fn bxor_rule(a: u128, b: u128, _: u32) -> u128 {
    a ^ b
}

pub fn shl_rule(a: u128, b: u128, w: u32) -> u128 {
    a << amount(b, w)
}

pub fn lshr_rule(a: u128, b: u128, w: u32) -> u128 {
    zext_bits(a, w) >> amount(b, w)
}

pub fn ashr_rule(a: u128, b: u128, w: u32) -> u128 {
    ((sext_bits(a, w) as i128) >> amount(b, w)) as u128
}

/// The shift amount for width `w`.
#[inline(always)]
fn amount(b: u128, w: u32) -> u32 {
    ((b as u64) % w as u64) as u32
}

pub fn band<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, band_rule)
}

pub fn bior<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, bior_rule)
}

pub fn bxor<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, bxor_rule)
}

pub fn shl<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, shl_rule)
}

pub fn lshr<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, lshr_rule)
}

pub fn ashr<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, ashr_rule)
}

pub fn ror<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, |a, b, w| {
        let (x, k) = (zext_bits(a, w), amount(b, w));
        if k == 0 {
            x
        } else {
            x >> k | x << (w - k)
        }
    })
}

pub fn land<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, |a, b, _| (a != 0 && b != 0) as u128)
}

pub fn lior<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    binop(cpu, d, |a, b, _| (a != 0 || b != 0) as u128)
}

pub fn bnot<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    cpu.hart.push(d.canon.apply(!a))
}

pub fn lnot<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let a = cpu.hart.pop()?;
    cpu.hart.push((a == 0) as u128)
}

/// `extractbits <ty> boffset bsize`: the field, sign-extended for signed `ty`, else
/// zero-extended.
pub fn extractbits<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    let (boffset, bsize) = ((d.param & 0xff) as u32, (d.param >> 8) as u32);
    let field = a >> boffset;
    let v = if d.canon.signed {
        sext_bits(field, bsize)
    } else {
        zext_bits(field, bsize)
    };
    cpu.hart.push(d.canon.apply(v))
}

/// `depositbits <ty> boffset bsize (a, b)`: `a` with its field replaced by the low bits of `b`.
pub fn depositbits<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let (a, b) = cpu.hart.pop2()?;
    let (boffset, bsize) = ((d.param & 0xff) as u32, (d.param >> 8) as u32);
    let mask = zext_bits(u128::MAX, bsize) << boffset;
    cpu.hart
        .push(d.canon.apply((a & !mask) | ((b << boffset) & mask)))
}

/// `sext <ty> bsize`: sign-extend from the low `bsize` bits.
pub fn sext<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    cpu.hart.push(d.canon.apply(sext_bits(a, d.param as u32)))
}

/// `zext <ty> bsize`: zero-extend from the low `bsize` bits.
pub fn zext<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let a = cpu.hart.pop()?;
    cpu.hart.push(d.canon.apply(zext_bits(a, d.param as u32)))
}
