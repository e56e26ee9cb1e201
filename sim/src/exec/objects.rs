//! The managed object model the Java opcodes share: the header (flags, type word, count,
//! length), liveness checks, the class of an object, heap objects, reference counts
//! (`incref`/`decref`/`decrefreset`) and the Java array length.
//!
//! The object header and the class table are described in [`crate::runtime::objects`].
//! Incrementing or decrementing the count of null is a no-op; of anything else that is not a
//! live managed object it faults (`BadObject`). This module depends on no other opcode
//! family: allocation, Java calls, exceptions and checks build on it.

use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::Decoded;
use crate::program::TypeDesc;
use crate::runtime::objects::{
    CLASS_TAG, COUNT_WORD, DEAD, FLAGS_WORD, FLAG_ARRAY, FLAG_PERM, FLAG_STACK, HEADER_BYTES,
    LENGTH_WORD, MAGIC, NO_CLASS, TYPE_WORD,
};

/// Check that `p` is a live managed object; its flags.
fn check<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64, op: &'static str) -> Result<u32, Trap> {
    let bad = |freed| FaultKind::BadObject { addr: p, op, freed };
    if p < HEADER_BYTES {
        return Err(bad(false).into());
    }
    let w = match cpu.load(p.wrapping_add(FLAGS_WORD), 4) {
        Ok(w) => w as u32,
        // A freed object's block: the use-after-free report names where it was freed.
        Err(Trap::Fault(f)) if matches!(*f, FaultKind::UseAfterFree { .. }) => {
            return Err(Trap::Fault(f))
        }
        Err(_) => return Err(bad(false).into()),
    };
    match w & 0xFFFF_0000 {
        MAGIC => Ok(w & 0xFFFF),
        DEAD => Err(bad(true).into()),
        _ => Err(bad(false).into()),
    }
}

/// The class of the live object `p` (`NO_CLASS` for an object of a type that is no class).
pub(super) fn class_of<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    p: u64,
    op: &'static str,
) -> Result<u32, Trap> {
    check(cpu, p, op)?;
    let t = cpu.load(p.wrapping_add(TYPE_WORD), 4)? as u32;
    Ok(cpu.code.classes.class_of_word(t))
}

/// The class of `v` if it is a live managed object, without faulting or being observed
/// (exception matching of arbitrary thrown values).
pub(crate) fn class_of_quiet(
    mem: &crate::memory::Memory,
    code: &crate::predecode::Code,
    v: u128,
) -> Option<u32> {
    let p = u64::try_from(v).ok().filter(|&p| p >= HEADER_BYTES)?;
    let w = mem.read_u32(p.wrapping_add(FLAGS_WORD)).ok()?;
    if w & 0xFFFF_0000 != MAGIC {
        return None;
    }
    let t = mem.read_u32(p.wrapping_add(TYPE_WORD)).ok()?;
    Some(code.classes.class_of_word(t)).filter(|&c| c != NO_CLASS)
}

/// Write a fresh header for an object at `p`.
pub(super) fn write_header<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    p: u64,
    type_word: u32,
    flags: u32,
    len: u32,
) -> ExecResult {
    cpu.store(p.wrapping_add(TYPE_WORD), 4, type_word as u128)?;
    cpu.store(p.wrapping_add(FLAGS_WORD), 4, (MAGIC | flags) as u128)?;
    cpu.store(p.wrapping_add(COUNT_WORD), 4, 1)?;
    cpu.store(p.wrapping_add(LENGTH_WORD), 4, len as u128)
}

/// A zeroed heap object of `bytes` bytes with a header; a `ManagedOutOfMemory` fault naming
/// the limit when the heap cannot hold it (a managed allocation has no null to return).
pub(crate) fn alloc_heap<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    type_word: u32,
    bytes: u64,
    flags: u32,
    len: u32,
) -> Result<u64, Trap> {
    cpu.commit_stores()?;
    let block = match bytes.checked_add(HEADER_BYTES) {
        Some(total) => cpu.runtime(|rt, mem| rt.heap.calloc(mem, 1, total)),
        None => 0,
    };
    if block == 0 {
        return Err(FaultKind::ManagedOutOfMemory {
            bytes,
            limit: cpu.mem.limit(),
        }
        .into());
    }
    let p = block + HEADER_BYTES;
    write_header(cpu, p, type_word, flags, len)?;
    Ok(p)
}

/// The descriptor of type `index`, or the fault naming what is missing.
pub(super) fn type_desc<O: Observer>(cpu: &Cpu<'_, O>, d: &Decoded) -> Result<TypeDesc, Trap> {
    cpu.rt.types.get(d.aux as usize).copied().ok_or_else(|| {
        FaultKind::Unsupported(format!(
            "`{}` of type #{}: no type descriptor (the loader passes them with \
             `Machine::with_types`)",
            d.op, d.aux
        ))
        .into()
    })
}

/// The type word of a runtime exception object of class `class`.
pub(crate) fn type_word_of_class(code: &crate::predecode::Code, class: u32) -> u32 {
    match code.classes.list.get(class as usize).map(|k| k.type_index) {
        Some(t) if t != u32::MAX => t,
        _ => CLASS_TAG | class,
    }
}

/// `incref`.
#[inline(never)]
pub fn incref<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let p = cpu.hart.pop()? as u64;
    if p == 0 {
        return Ok(());
    }
    check(cpu, p, "incref")?;
    let c = cpu.load(p.wrapping_add(COUNT_WORD), 4)? as u32;
    cpu.store(p.wrapping_add(COUNT_WORD), 4, c.saturating_add(1) as u128)
}

/// Decrement the count of `p`; free it at 0 (heap objects only). `at` is the text index of
/// the releasing instruction.
fn release<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64, op: &'static str, at: u32) -> ExecResult {
    if p == 0 {
        return Ok(());
    }
    let flags = check(cpu, p, op)?;
    let c = (cpu.load(p.wrapping_add(COUNT_WORD), 4)? as u32).saturating_sub(1);
    cpu.store(p.wrapping_add(COUNT_WORD), 4, c as u128)?;
    if c == 0 && flags & (FLAG_PERM | FLAG_STACK) == 0 {
        cpu.store(p.wrapping_add(FLAGS_WORD), 4, (DEAD | flags) as u128)?;
        cpu.commit_stores()?;
        let site = cpu.code.addr_of(at);
        cpu.runtime(|rt, mem| rt.heap.free(mem, p - HEADER_BYTES, site))?;
    }
    Ok(())
}

/// `decref`.
#[inline(never)]
pub fn decref<O: Observer>(cpu: &mut Cpu<'_, O>, at: u32) -> ExecResult {
    let p = cpu.hart.pop()? as u64;
    release(cpu, p, "decref", at)
}

/// `decrefreset`: the operand is the address of the reference.
#[inline(never)]
pub fn decrefreset<O: Observer>(cpu: &mut Cpu<'_, O>, at: u32) -> ExecResult {
    let a = cpu.hart.pop()? as u64;
    let size = crate::value::size_of(maple_isa::PrimType::Ref);
    let p = cpu.load(a, size)? as u64;
    release(cpu, p, "decrefreset", at)?;
    cpu.store(a, size, 0)
}

/// `JAVA_ARRAY_LENGTH`/`DEX_ARRAY_LENGTH` of `p`.
pub fn array_length<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64) -> Result<u128, Trap> {
    if p == 0 {
        return Err(FaultKind::NullAccess { addr: 0 }.into());
    }
    let flags = check(cpu, p, "JAVA_ARRAY_LENGTH")?;
    if flags & FLAG_ARRAY == 0 {
        return Err(FaultKind::BadObject {
            addr: p,
            op: "JAVA_ARRAY_LENGTH (not an array)",
            freed: false,
        }
        .into());
    }
    cpu.load(p.wrapping_add(LENGTH_WORD), 4)
}

/// `MAPLE_CLASS_NAME (obj)`: the address of a NUL-terminated copy of the name of `obj`'s class,
/// allocated on the heap the first time each class is asked for; 0 for an object maple does
/// not know the class of.
pub(crate) fn class_name_string<O: Observer>(cpu: &mut Cpu<'_, O>, obj: u64) -> Result<u128, Trap> {
    let Some(class) = class_of_quiet(cpu.mem, cpu.code, u128::from(obj)) else {
        return Ok(0);
    };
    if let Some(&p) = cpu.rt.class_names.get(&class) {
        return Ok(u128::from(p));
    }
    let name = cpu.code.classes.name(class).as_bytes().to_vec();
    let p = alloc_heap(cpu, 0, name.len() as u64 + 1, 0, 0)?;
    for (i, &b) in name.iter().enumerate() {
        cpu.store(p + i as u64, 1, u128::from(b))?;
    }
    cpu.rt.class_names.insert(class, p);
    Ok(u128::from(p))
}

/// `MAPLE_ARRAY_ELEM_SIZE (arr)`: the element size of the Java array `arr`, from the type its
/// header names (checked as `JAVA_ARRAY_LENGTH` checks it).
pub(crate) fn array_elem_size<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64) -> Result<u128, Trap> {
    array_length(cpu, p)?;
    let t = cpu.load(p.wrapping_add(TYPE_WORD), 4)? as u32;
    Ok(cpu
        .rt
        .types
        .get(t as usize)
        .map_or(0, |d| u128::from(d.elem_size)))
}
