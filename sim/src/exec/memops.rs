//! Loads, stores, address formation and register access.
//!
//! Loads read the type's size and canonicalise (sign-extend signed integers, zero-extend the
//! rest); stores write the low bytes of the slot. Effective addresses are computed in 64 bits
//! with wrap-around; anything outside the 32-bit space faults in [`crate::memory`].
//!
//! `regread`/`regassign` reach the current frame's pseudo-registers or the special registers.
//! Writing `%%PC` is a jump; `%%SP`, `%%FP`, `%%GP` take the low 64 bits; `%%retvalN` and
//! `%%thrownval` hold whole slots.

use super::{Cpu, Observer};
use crate::fault::{ExecResult, Trap};
use crate::predecode::Decoded;
use crate::value::{size_of, Canon};
use maple_isa::{PrimType, SpecialReg, SPECIAL_REG_BASE};

type R = Result<u128, Trap>;

#[inline(always)]
pub fn ireadoff<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let base = cpu.hart.pop()?;
    read_based(cpu, d, base as u64)
}

#[inline(always)]
pub fn iassignoff<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let (base, v) = cpu.hart.pop2()?;
    cpu.store((base as u64).wrapping_add(d.imm), size_of(d.ty), v)
}

/// Load `ty` at `base + offset` and push it.
#[inline(always)]
pub fn read_based<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, base: u64) -> ExecResult {
    let v = load_based(cpu, d, base)?;
    cpu.hart.push(v)
}

/// The value a load of `ty` at `base + offset` reads, in canonical form. The commonest
/// types of loads (`i32` and the 64-bit ones: locals, pointers, `f64`) take a path with
/// their size a constant, so the access needs no dispatch on the size and canonical form is
/// one cast.
#[inline(always)]
pub fn load_based<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, base: u64) -> R {
    let addr = base.wrapping_add(d.imm);
    match d.ty {
        PrimType::I32 => load_i32(cpu, addr),
        PrimType::I64 => load_i64(cpu, addr),
        PrimType::U64 | PrimType::Ptr | PrimType::Ref | PrimType::A64 | PrimType::F64 => {
            load_u64(cpu, addr)
        }
        ty => load_canon(cpu, addr, size_of(ty), d.canon),
    }
}

/// A load of `size` bytes at `addr` brought to canonical form `c` (a fused group passes
/// constants, and the compiler specialises the load for them).
#[inline(always)]
pub fn load_canon<O: Observer>(cpu: &mut Cpu<'_, O>, addr: u64, size: u32, c: Canon) -> R {
    Ok(c.apply(cpu.load(addr, size)?))
}

/// An `i32` load at `addr`, sign-extended.
#[inline(always)]
pub fn load_i32<O: Observer>(cpu: &mut Cpu<'_, O>, addr: u64) -> R {
    Ok(cpu.load(addr, 4)? as u32 as i32 as i128 as u128)
}

/// An `i64` load at `addr`, sign-extended.
#[inline(always)]
pub fn load_i64<O: Observer>(cpu: &mut Cpu<'_, O>, addr: u64) -> R {
    Ok(cpu.load(addr, 8)? as u64 as i64 as i128 as u128)
}

/// A load of a zero-extended 64-bit type (`u64`, addresses, `f64`) at `addr`.
#[inline(always)]
pub fn load_u64<O: Observer>(cpu: &mut Cpu<'_, O>, addr: u64) -> R {
    Ok(cpu.load(addr, 8)? as u64 as u128)
}

/// Pop a value and store it as `ty` at `base + offset`.
#[inline(always)]
pub fn assign_based<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, base: u64) -> ExecResult {
    let v = cpu.hart.pop()?;
    store_based(cpu, d, base, v)
}

/// Store `v` as `ty` at `base + offset` (4- and 8-byte stores with the size a constant, as
/// loads).
#[inline(always)]
pub fn store_based<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    base: u64,
    v: u128,
) -> ExecResult {
    let addr = base.wrapping_add(d.imm);
    match size_of(d.ty) {
        4 => cpu.store(addr, 4, v),
        8 => cpu.store(addr, 8, v),
        size => cpu.store(addr, size, v),
    }
}

/// Push `base + offset` as an address of type `ty`.
#[inline(always)]
pub fn addr_based<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, base: u64) -> ExecResult {
    cpu.hart.push(address(d, base))
}

/// The value a `conststr`, `conststr16`, `addroflabel` or `addroffunc` pushes: its
/// resolved immediate in the instruction's type.
#[inline(always)]
pub fn immediate(d: &Decoded) -> u128 {
    d.canon.apply(d.imm as u128)
}

/// `base + offset` as an address of type `ty`.
#[inline(always)]
pub fn address(d: &Decoded, base: u64) -> u128 {
    d.canon.apply(base.wrapping_add(d.imm) as u128)
}

/// The value `regread` of pseudo-register `%n` (not a special register) pushes.
#[inline(always)]
pub fn preg_value<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> R {
    Ok(d.canon.apply(cpu.hart.preg(d.param)?))
}

/// `regassign` of `v` to pseudo-register `%n` (not a special register).
#[inline(always)]
pub fn preg_assign<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, v: u128) -> ExecResult {
    cpu.hart.set_preg(d.param, d.canon.apply(v))
}

#[inline(always)]
pub fn regread<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> ExecResult {
    if d.param < SPECIAL_REG_BASE {
        let v = preg_value(cpu, d)?;
        return cpu.hart.push(v);
    }
    let v = special_value(cpu, d, at);
    cpu.hart.push(v)
}

/// The value `regread` of a special register pushes (`%%PC` is the address of the
/// instruction at entry index `at`).
#[inline(always)]
pub fn special_value<O: Observer>(cpu: &Cpu<'_, O>, d: &Decoded, at: u32) -> u128 {
    let v = match SpecialReg::from_param(d.param) {
        Some(SpecialReg::Sp) => cpu.hart.sp as u128,
        Some(SpecialReg::Fp) => cpu.hart.fp as u128,
        Some(SpecialReg::Gp) => cpu.hart.gp as u128,
        Some(SpecialReg::Pc) => cpu.code.addr_of(at) as u128,
        Some(SpecialReg::ThrownVal) => cpu.hart.thrownval,
        Some(SpecialReg::RetVal(n)) => cpu.hart.retvals[n as usize],
        None => 0,
    };
    d.canon.apply(v)
}

#[inline(always)]
pub fn regassign<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let v = cpu.hart.pop()?;
    if d.param < SPECIAL_REG_BASE {
        return preg_assign(cpu, d, v);
    }
    let v = d.canon.apply(v);
    match SpecialReg::from_param(d.param) {
        Some(SpecialReg::Sp) => cpu.hart.sp = v as u64,
        Some(SpecialReg::Fp) => cpu.hart.fp = v as u64,
        Some(SpecialReg::Gp) => cpu.hart.gp = v as u64,
        Some(SpecialReg::Pc) => return cpu.jump_to(v as u64),
        Some(SpecialReg::ThrownVal) => cpu.hart.thrownval = v,
        Some(SpecialReg::RetVal(n)) => cpu.hart.retvals[n as usize] = v,
        None => {}
    }
    Ok(())
}

/// `blkassignoff`: copy the instruction's byte count from the source address (top of stack)
/// to the destination address plus the instruction's offset, in the widest accesses the
/// alignment allows (at most 8 bytes), each one seen by the observer as a load and a store.
pub fn block_copy<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let (dst, src) = cpu.hart.pop2()?;
    let dst = (dst as u64).wrapping_add(d.imm);
    let src = src as u64;
    let chunk = u64::from(d.param.clamp(1, 8));
    let size = u64::from(d.aux);
    let mut done = 0;
    while done < size {
        let n = chunk.min(size - done);
        let n = 1 << n.ilog2();
        let v = cpu.load(src.wrapping_add(done), n as u32)?;
        cpu.store(dst.wrapping_add(done), n as u32, v)?;
        done += n;
    }
    Ok(())
}
