//! Managed objects and Java calls: `gcmalloc`/`gcpermalloc`, the Java array allocators,
//! `incref`/`decref`/`decrefreset`, and `virtualcall`/`superclasscall`/`interfacecall`/
//! `polymorphiccall` (and `virtualicall`/`interfaceicall`, which are `icall`s).
//!
//! The object header and the class table are described in [`crate::runtime::objects`].
//! Incrementing or decrementing the count of null is a no-op; of anything else that is not a
//! live managed object it faults (`BadObject`). A Java call pops its operands (the object
//! first), finds the object's class from its header, resolves the method by selector
//! ([`crate::runtime::objects::Classes::resolve`], cached per class, method and call kind)
//! and calls it with all the operands, the object as the first argument. The search walks
//! the class and its parents first (the first method with a body wins: the override), then,
//! for `virtualcall`/`interfacecall`, the interfaces of that chain breadth first (default
//! methods). `superclasscall`
//! searches from the parent of the class that declares the *calling* function as a method
//! (failing that, of the class declaring the named method; failing that, of the object's
//! class).

use super::{control, misc, Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::Decoded;
use crate::runtime::objects::{
    CallKind, CLASS_TAG, COUNT_WORD, DEAD, FLAGS_WORD, FLAG_ARRAY, FLAG_PERM, FLAG_STACK,
    HEADER_BYTES, LENGTH_WORD, MAGIC, NO_CLASS, TYPE_WORD,
};
use maple_isa::{abi, Opcode};

/// Check that `p` is a live managed object; its flags.
fn check<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64, op: &'static str) -> Result<u32, Trap> {
    let bad = |freed| FaultKind::BadObject { addr: p, op, freed };
    if p < HEADER_BYTES {
        return Err(bad(false).into());
    }
    let w = cpu
        .load(p.wrapping_add(FLAGS_WORD), 4)
        .map_err(|_| bad(false))? as u32;
    match w & 0xFFFF_0000 {
        MAGIC => Ok(w & 0xFFFF),
        DEAD => Err(bad(true).into()),
        _ => Err(bad(false).into()),
    }
}

/// The class of the live object `p` (`NO_CLASS` for an object of a type that is no class).
fn class_of<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64, op: &'static str) -> Result<u32, Trap> {
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
fn write_header<O: Observer>(
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

/// A zeroed heap object of `bytes` bytes with a header; 0 when the heap is exhausted.
pub(crate) fn alloc_heap<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    type_word: u32,
    bytes: u64,
    flags: u32,
    len: u32,
) -> Result<u64, Trap> {
    let Some(total) = bytes.checked_add(HEADER_BYTES) else {
        return Ok(0);
    };
    let block = cpu.rt.heap.calloc(cpu.mem, 1, total);
    if block == 0 {
        return Ok(0);
    }
    let p = block + HEADER_BYTES;
    write_header(cpu, p, type_word, flags, len)?;
    Ok(p)
}

/// `gcmalloc`/`gcpermalloc`: a zeroed object of the type, with a header.
#[inline(never)]
pub fn gcmalloc<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let t = misc::type_desc(cpu, d)?;
    let flags = if d.is(Opcode::Gcpermalloc) {
        FLAG_PERM
    } else {
        0
    };
    let p = alloc_heap(cpu, d.aux, t.size as u64, flags, 0)?;
    cpu.hart.push(d.canon.apply(p as u128))
}

/// `gcmallocjarray`/`gcpermallocjarray`/`stackmallocjarray`: a Java array of `opnd0`
/// elements of the array type's element size, zeroed, with its length in the header.
#[inline(never)]
pub fn jarray<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let t = misc::type_desc(cpu, d)?;
    let n = cpu.hart.pop()? as i128;
    let len = u32::try_from(n).map_err(|_| {
        Trap::from(FaultKind::AssertFailed {
            what: "Java array length negative or too large",
        })
    })?;
    let esize = if t.elem_size != 0 {
        t.elem_size
    } else {
        t.size
    };
    let bytes = len as u64 * esize as u64;
    let p = match d.op.opcode() {
        Some(Opcode::Stackmallocjarray) => {
            let align = (t.align as u64)
                .max(abi::FRAME_ALIGN as u64)
                .next_power_of_two();
            let sp = cpu
                .hart
                .sp
                .checked_sub(bytes + HEADER_BYTES)
                .map(|sp| sp & !(align - 1))
                .filter(|&sp| sp >= cpu.hart.stack_limit as u64)
                .ok_or(FaultKind::StackOverflow)?;
            cpu.hart.sp = sp;
            cpu.mem.fill(sp, 0, bytes + HEADER_BYTES)?;
            let p = sp + HEADER_BYTES;
            write_header(cpu, p, d.aux, FLAG_ARRAY | FLAG_STACK, len)?;
            p
        }
        Some(Opcode::Gcpermallocjarray) => {
            alloc_heap(cpu, d.aux, bytes, FLAG_ARRAY | FLAG_PERM, len)?
        }
        _ => alloc_heap(cpu, d.aux, bytes, FLAG_ARRAY, len)?,
    };
    cpu.hart.push(d.canon.apply(p as u128))
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

/// Decrement the count of `p`; free it at 0 (heap objects only).
fn release<O: Observer>(cpu: &mut Cpu<'_, O>, p: u64, op: &'static str) -> ExecResult {
    if p == 0 {
        return Ok(());
    }
    let flags = check(cpu, p, op)?;
    let c = (cpu.load(p.wrapping_add(COUNT_WORD), 4)? as u32).saturating_sub(1);
    cpu.store(p.wrapping_add(COUNT_WORD), 4, c as u128)?;
    if c == 0 && flags & (FLAG_PERM | FLAG_STACK) == 0 {
        cpu.store(p.wrapping_add(FLAGS_WORD), 4, (DEAD | flags) as u128)?;
        cpu.rt.heap.free(cpu.mem, p - HEADER_BYTES)?;
    }
    Ok(())
}

/// `decref`.
#[inline(never)]
pub fn decref<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let p = cpu.hart.pop()? as u64;
    release(cpu, p, "decref")
}

/// `decrefreset`: the operand is the address of the reference.
#[inline(never)]
pub fn decrefreset<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let a = cpu.hart.pop()? as u64;
    let size = crate::value::size_of(maple_isa::PrimType::Ref);
    let p = cpu.load(a, size)? as u64;
    release(cpu, p, "decrefreset")?;
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

/// `virtualcall` & co.
#[inline(never)]
pub fn java_call<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, kind: CallKind) -> ExecResult {
    let n = d.param as usize;
    if n == 0 {
        return Err(FaultKind::OperandStackUnderflow.into());
    }
    cpu.hart.drop_n(n)?;
    let obj = cpu.hart.popped(0) as u64;
    let func = method_of(cpu, d, kind, obj)?;
    let ret_addr = cpu.code.addr_of(d.next) as u128;
    control::invoke(cpu, func, 0, n, ret_addr)
}

/// `resolvevirtualfunc`/`resolveinterfacefunc <pt> &m (base, offset)`: the address of the
/// method `m` as a virtual or interface call on `base` would run it. maple keeps no vtables
/// in memory: `base` is the object itself (its header names the class) and methods resolve by
/// name, so `offset` is not used.
pub fn resolve_func<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, kind: CallKind) -> ExecResult {
    let (obj, _offset) = cpu.hart.pop2()?;
    let func = method_of(cpu, d, kind, obj as u64)?;
    let entry = cpu.code.functions.get(func as usize).map_or(0, |f| f.entry);
    cpu.hart.push(d.canon.apply(entry as u128))
}

/// The function a `kind` call of the method named by `d` on object `obj` runs (cached per
/// class, method and caller).
fn method_of<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    kind: CallKind,
    obj: u64,
) -> Result<u32, Trap> {
    if obj == 0 {
        return Err(FaultKind::NullAccess { addr: 0 }.into());
    }
    let class = class_of(cpu, obj, d.op.mnemonic())?;
    let caller = match kind {
        CallKind::Super => cpu.hart.frames().last().map_or(u32::MAX, |f| f.func),
        _ => 0,
    };
    let key = (class, d.aux, kind, caller);
    let func = match cpu.rt.dispatch.get(&key) {
        Some(&f) => f,
        None => {
            let code = cpu.code;
            let name = code.strings.get(d.aux as usize).map_or("", String::as_str);
            let found = (class != NO_CLASS)
                .then(|| code.classes.resolve(kind, class, name, caller))
                .flatten();
            let Some(f) = found else {
                let t = cpu.load(obj.wrapping_add(TYPE_WORD), 4)? as u32;
                let class = if class != NO_CLASS {
                    code.classes.name(class).to_string()
                } else {
                    format!(
                        "<none: the object's type {} is no class>",
                        code.classes.type_name(t)
                    )
                };
                return Err(FaultKind::NoSuchMethod {
                    method: name.to_string(),
                    class,
                }
                .into());
            };
            cpu.rt.dispatch.insert(key, f);
            f
        }
    };
    Ok(func)
}

/// The type word of a runtime exception object of class `class`.
pub(crate) fn type_word_of_class(code: &crate::predecode::Code, class: u32) -> u32 {
    match code.classes.list.get(class as usize).map(|k| k.type_index) {
        Some(t) if t != u32::MAX => t,
        _ => CLASS_TAG | class,
    }
}
