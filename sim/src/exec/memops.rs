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
use crate::fault::ExecResult;
use crate::predecode::Decoded;
use crate::value::size_of;
use maple_isa::{PrimType, SpecialReg, SPECIAL_REG_BASE};

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

/// Load `ty` at `base + offset` and push it. The commonest types of loads (`i32` and the
/// 64-bit ones: locals, pointers, `f64`) take a path with their size a constant, so the
/// access needs no dispatch on the size and canonical form is one cast.
#[inline(always)]
pub fn read_based<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, base: u64) -> ExecResult {
    let addr = base.wrapping_add(d.imm);
    match d.ty {
        PrimType::I32 => {
            let v = cpu.load(addr, 4)?;
            cpu.hart.push(v as u32 as i32 as i128 as u128)
        }
        PrimType::I64 => {
            let v = cpu.load(addr, 8)?;
            cpu.hart.push(v as u64 as i64 as i128 as u128)
        }
        PrimType::U64 | PrimType::Ptr | PrimType::Ref | PrimType::A64 | PrimType::F64 => {
            let v = cpu.load(addr, 8)?;
            cpu.hart.push(v as u64 as u128)
        }
        ty => {
            let v = cpu.load(addr, size_of(ty))?;
            cpu.hart.push(d.canon.apply(v))
        }
    }
}

/// Pop a value and store it as `ty` at `base + offset` (4- and 8-byte stores with the size a
/// constant, as loads).
#[inline(always)]
pub fn assign_based<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, base: u64) -> ExecResult {
    let v = cpu.hart.pop()?;
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
    cpu.hart
        .push(d.canon.apply(base.wrapping_add(d.imm) as u128))
}

#[inline(always)]
pub fn regread<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> ExecResult {
    let v = if d.param < SPECIAL_REG_BASE {
        cpu.hart.preg(d.param)?
    } else {
        match SpecialReg::from_param(d.param) {
            Some(SpecialReg::Sp) => cpu.hart.sp as u128,
            Some(SpecialReg::Fp) => cpu.hart.fp as u128,
            Some(SpecialReg::Gp) => cpu.hart.gp as u128,
            Some(SpecialReg::Pc) => cpu.code.addr_of(at) as u128,
            Some(SpecialReg::ThrownVal) => cpu.hart.thrownval,
            Some(SpecialReg::RetVal(n)) => cpu.hart.retvals[n as usize],
            None => 0,
        }
    };
    cpu.hart.push(d.canon.apply(v))
}

#[inline(always)]
pub fn regassign<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let v = d.canon.apply(cpu.hart.pop()?);
    if d.param < SPECIAL_REG_BASE {
        return cpu.hart.set_preg(d.param, v);
    }
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
