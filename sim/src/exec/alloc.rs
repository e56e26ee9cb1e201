//! Allocation: `alloca`, `stackmalloc`, `malloc`, `free`, and the managed objects
//! `gcmalloc`/`gcpermalloc` and the Java array allocators.
//!
//! - `alloca` moves `%%SP` down by the size rounded up to 16 and returns the new `%%SP`.
//! - Managed objects get a header ([`super::objects`]); a Java array's length is its operand.

use super::objects::{alloc_heap, type_desc, write_header};
use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::Decoded;
use crate::runtime::objects::{FLAG_ARRAY, FLAG_PERM, FLAG_STACK, HEADER_BYTES};
use maple_isa::{abi, Opcode};

#[inline(never)]
pub fn alloca<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let size = cpu.hart.pop()? as u64;
    let rounded = size
        .checked_add(abi::FRAME_ALIGN as u64 - 1)
        .map(|s| s & !(abi::FRAME_ALIGN as u64 - 1));
    let sp = push_stack(cpu, rounded.ok_or(FaultKind::StackOverflow)?, 1)?;
    cpu.hart.push(d.canon.apply(sp as u128))
}

/// `C_alloca_with_align(size, align)`: `alloca` of `size` bytes aligned to `align` bytes
/// (at least the frame alignment, a power of two at most a page): the block's address.
pub(crate) fn alloca_aligned<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    size: u64,
    align: u64,
) -> Result<u64, Trap> {
    let align = align
        .clamp(abi::FRAME_ALIGN as u64, abi::PAGE_SIZE as u64)
        .next_power_of_two();
    let rounded = size
        .checked_add(abi::FRAME_ALIGN as u64 - 1)
        .map(|s| s & !(abi::FRAME_ALIGN as u64 - 1));
    push_stack(cpu, rounded.ok_or(FaultKind::StackOverflow)?, align)
}

/// Move `%%SP` down by `bytes` and then to a multiple of `align` (a power of two): the new
/// `%%SP`, or a stack overflow when that passes the hart's stack limit.
fn push_stack<O: Observer>(cpu: &mut Cpu<'_, O>, bytes: u64, align: u64) -> Result<u64, Trap> {
    let sp = cpu
        .hart
        .sp
        .checked_sub(bytes)
        .map(|sp| sp & !(align - 1))
        .filter(|&sp| sp >= cpu.hart.stack_limit as u64)
        .ok_or(FaultKind::StackOverflow)?;
    cpu.hart.sp = sp;
    Ok(sp)
}

/// The alignment of a stack object of type alignment `align`: at least the frame's.
fn stack_align(align: u32) -> u64 {
    (align as u64)
        .max(abi::FRAME_ALIGN as u64)
        .next_power_of_two()
}

/// `stackmalloc`: an object of the type on the stack, like `alloca` of its size (aligned
/// to at least 16).
#[inline(never)]
pub fn stackmalloc<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let t = type_desc(cpu, d)?;
    let sp = push_stack(cpu, t.size as u64, stack_align(t.align))?;
    cpu.hart.push(d.canon.apply(sp as u128))
}

#[inline(never)]
pub fn malloc<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let size = cpu.hart.pop()? as u64;
    cpu.commit_stores()?;
    let p = cpu.runtime(|rt, mem| rt.heap.malloc(mem, size));
    cpu.hart.push(d.canon.apply(p as u128))
}

/// `free` (the instruction at text index `at`).
#[inline(never)]
pub fn free<O: Observer>(cpu: &mut Cpu<'_, O>, at: u32) -> ExecResult {
    let p = cpu.hart.pop()? as u64;
    cpu.commit_stores()?;
    let site = cpu.code.addr_of(at);
    Ok(cpu.runtime(|rt, mem| rt.heap.free(mem, p, site))?)
}

/// `gcmalloc`/`gcpermalloc`: a zeroed object of the type, with a header.
#[inline(never)]
pub fn gcmalloc<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let t = type_desc(cpu, d)?;
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
    let t = type_desc(cpu, d)?;
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
            let sp = push_stack(cpu, bytes + HEADER_BYTES, stack_align(t.align))?;
            cpu.commit_stores()?;
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
