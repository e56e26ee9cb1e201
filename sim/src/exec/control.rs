//! Control flow: branches, jump tables, calls and returns.
//!
//! Calls follow `maple_isa::abi`: the callee's frame gets the linkage record (return address
//! at FP+8, caller's FP at FP+0), `frame_size` bytes of locals and formals below FP and, for
//! a varargs callee, the arguments past the declared formals in 8-byte slots (in order, low
//! to high addresses) starting at the new `%%SP`. The frame must fit above the stack limit,
//! else `StackOverflow`. Calls of external functions run the runtime's shim; its result is
//! written to `%%retval0`.
//!
//! - `rangegoto`: the table entry `k` is taken when `opnd0 - tagoffset == k` (the binary form
//!   holds one target per consecutive value, the first for the tag offset itself); a value
//!   outside the table faults (`RangeGotoOutOfRange`), since the spec promises a match.
//! - `indexgoto`: the extension is the address of a table of 8-byte label addresses; the
//!   operand indexes it.

use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, ThreadOp, Trap};
use crate::predecode::Decoded;
use crate::program::{Formal, Home};
use crate::value::size_of;
use maple_isa::{abi, SpecialReg};

/// `brtrue`/`brfalse`: returns the next instruction's index.
#[inline(always)]
pub fn branch_if<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, when: bool) -> Result<u32, Trap> {
    let v = cpu.hart.pop()?;
    let (taken, to) = branch_on(v, when, d.aux, d.next);
    cpu.obs.branch(taken, d.aux);
    Ok(to)
}

/// Whether a `brtrue` (`when`) or `brfalse` on value `v` is taken, and where it goes.
#[inline(always)]
pub fn branch_on(v: u128, when: bool, target: u32, next: u32) -> (bool, u32) {
    let taken = (v != 0) == when;
    (taken, if taken { target } else { next })
}

/// `goto`: returns the target's index.
#[inline(always)]
pub fn goto<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> Result<u32, Trap> {
    cpu.obs.branch(true, d.aux);
    Ok(d.aux)
}

#[inline(never)]
pub fn igoto<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let addr = cpu.hart.pop()?;
    cpu.jump_to(addr as u64)
}

#[inline(never)]
pub fn rangegoto<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let v = cpu.hart.pop()? as i128;
    let k = v.wrapping_sub(d.imm as i64 as i128);
    if k < 0 || k >= d.param as i128 {
        return Err(FaultKind::RangeGotoOutOfRange {
            value: v as i64,
            entries: d.param,
        }
        .into());
    }
    let target = cpu.code.jump_tables[d.aux as usize + k as usize];
    cpu.obs.branch(true, target);
    cpu.hart.pc = target;
    Ok(())
}

#[inline(never)]
pub fn indexgoto<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let i = cpu.hart.pop()? as u64;
    let slot = d.imm.wrapping_add(i.wrapping_mul(8));
    let addr = cpu.load(slot, 8)?;
    cpu.jump_to(addr as u64)
}

pub fn call<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    cpu.hart.drop_n(d.param as usize)?;
    let ret_addr = cpu.code.addr_of(d.next) as u128;
    invoke(cpu, d.aux, 0, d.param as usize, ret_addr)
}

/// `icall`: the first operand is the function's address.
pub fn icall<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let n = d.param as usize;
    if n == 0 {
        return Err(FaultKind::OperandStackUnderflow.into());
    }
    cpu.hart.drop_n(n)?;
    let target = cpu.hart.popped(0) as u64;
    let Some(func) = u32::try_from(target)
        .ok()
        .and_then(|a| cpu.code.fn_by_entry.get(&a).copied())
    else {
        return Err(FaultKind::BadCallTarget { addr: target }.into());
    };
    let ret_addr = cpu.code.addr_of(d.next) as u128;
    invoke(cpu, func, 1, n - 1, ret_addr)
}

/// Enter function `func` with `args` as the outermost frame of the hart (return address 0:
/// its `return` ends the program, or the thread).
pub fn enter<O: Observer>(cpu: &mut Cpu<'_, O>, func: u32, args: &[u128]) -> ExecResult {
    for &a in args {
        cpu.hart.push(a)?;
    }
    cpu.hart.drop_n(args.len())?;
    invoke(cpu, func, 0, args.len(), 0)
}

/// Call function `func` with the `nargs` values starting at popped slot `first`.
#[inline]
pub(crate) fn invoke<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    func: u32,
    first: usize,
    nargs: usize,
    ret_addr: u128,
) -> ExecResult {
    let code = cpu.code;
    let f = &code.functions[func as usize];
    cpu.obs.call(func, f.external);
    if f.external {
        cpu.rt.args.clear();
        for i in 0..nargs {
            cpu.rt.args.push(cpu.hart.popped(first + i));
        }
        match cpu.rt.atomic_call(func) {
            // A relaxed or acquire atomic needs only this hart's stores to what it touches
            // visible (it must read them); its earlier stores elsewhere may stay buffered
            // and become visible after it (the weak model's timing does not fence it).
            Some(a) if !a.release => {
                let touches = |s: &crate::store_queue::PendingStore| {
                    let overlaps =
                        |(at, n): (u64, u32)| s.addr < at + n as u64 && at < s.addr + s.size as u64;
                    overlaps(a.first) || a.second.is_some_and(overlaps)
                };
                cpu.hart.stores.commit(cpu.mem, touches)?;
                // It reads memory: later loads of its lines must not see older values; an
                // acquire orders every later load after it.
                if a.acquire {
                    cpu.hart.stale.apply_all();
                } else {
                    for (at, n) in std::iter::once(a.first).chain(a.second) {
                        cpu.hart.stale.apply_touching(at, n as u64);
                    }
                }
            }
            _ => cpu.commit_stores()?,
        }
        let atomic = cpu.rt.atomic_size(func);
        if let Some(size) = atomic {
            let addr = cpu.rt.args.first().map_or(0, |&a| a as u64);
            cpu.obs.mem(addr, size, super::Access::Atomic);
        }
        cpu.rt.call_site = (ret_addr as u32).saturating_sub(1);
        let name = &code.functions[func as usize].name;
        let r = if atomic.is_some() {
            // An `__atomic_*` libcall stands for the instruction a compiler inlines: it is
            // timed as its one atomic access, not as the C library's work.
            let mem = &mut crate::runtime::guest::Guest::untimed(cpu.mem);
            cpu.rt.call_external(func, mem, name)?
        } else {
            cpu.runtime(|rt, mem| rt.call_external(func, mem, name))?
        };
        cpu.hart.retvals[0] = r;
        return Ok(());
    }
    let formals = code
        .formals
        .get(f.formals.0 as usize..f.formals.1 as usize)
        .unwrap_or(&[]);
    // The varargs area: the arguments past the formals, 8 bytes each.
    let nextra = if f.varargs {
        nargs.saturating_sub(formals.len())
    } else {
        0
    };
    let va_bytes = if nextra == 0 {
        0
    } else {
        abi::align_up(
            (nextra as u32).saturating_mul(abi::VARARG_SLOT_BYTES),
            abi::FRAME_ALIGN,
        ) as u64
    };
    let fp = cpu.hart.sp.wrapping_sub(abi::LINKAGE_BYTES as u64);
    // (A `let else`, not `ok_or(FaultKind::..)?`: that builds and drops a fault kind on
    // every call, 2% of a call-heavy program's host time.)
    let Some(sp) = fp
        .checked_sub(f.frame_size as u64 + va_bytes)
        .filter(|&sp| sp >= cpu.hart.stack_limit as u64 && fp < cpu.hart.sp)
    else {
        return Err(FaultKind::StackOverflow.into());
    };
    cpu.store_linkage(fp, ret_addr as u64, cpu.hart.fp)?;
    if f.entry_index as usize >= code.words() {
        return Err(FaultKind::BadCallTarget {
            addr: f.entry as u64,
        }
        .into());
    }
    let (caller_fp, caller_sp) = (cpu.hart.fp, cpu.hart.sp);
    let va_area = if f.varargs { sp as u32 } else { 0 };
    cpu.hart.push_frame(func, f.npregs, va_area)?;
    cpu.hart.fp = fp;
    cpu.hart.sp = sp;
    if let Err(t) = pass_arguments(cpu, formals, nextra, first, nargs) {
        // The call did not happen: the fault belongs to the caller's frame.
        cpu.hart.pop_frame();
        cpu.hart.fp = caller_fp;
        cpu.hart.sp = caller_sp;
        return Err(t);
    }
    cpu.hart.pc = f.entry_index;
    Ok(())
}

/// Copy the arguments into the new frame's formal homes (`formals`) and its varargs area
/// (`nextra` more arguments).
#[inline]
fn pass_arguments<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    formals: &[Formal],
    nextra: usize,
    first: usize,
    nargs: usize,
) -> ExecResult {
    let nformals = formals.len();
    let (fp, sp) = (cpu.hart.fp, cpu.hart.sp);
    for (i, formal) in formals.iter().enumerate() {
        let v = if i < nargs {
            cpu.hart.popped(first + i)
        } else {
            0
        };
        match formal.home {
            Home::Frame(_) if formal.ty == maple_isa::PrimType::Agg => {
                return Err(FaultKind::Unsupported(
                    "an `agg` formal without a size (the loader should give it \
                     `Home::FrameCopy { offset, size }`)"
                        .into(),
                )
                .into());
            }
            Home::FrameCopy { offset, size } => {
                copy_in(cpu, fp.wrapping_add(offset as i64 as u64), v as u64, size)?
            }
            Home::Frame(off) => {
                cpu.store(fp.wrapping_add(off as i64 as u64), size_of(formal.ty), v)?
            }
            Home::Preg(n) => cpu.hart.set_preg(n, crate::value::canon(formal.ty, v))?,
        }
    }
    for j in 0..nextra {
        let v = cpu.hart.popped(first + nformals + j);
        cpu.store(sp + 8 * j as u64, 8, v)?;
    }
    Ok(())
}

/// Copy `size` bytes from `src` to `dst` (an aggregate argument), in 8-byte pieces the
/// observer sees as loads and stores.
fn copy_in<O: Observer>(cpu: &mut Cpu<'_, O>, dst: u64, src: u64, size: u32) -> ExecResult {
    let mut done = 0u32;
    while done < size {
        let n = (size - done).min(8);
        let piece = if n == 8 { 8 } else { 1 };
        let v = cpu.load(src.wrapping_add(done as u64), piece)?;
        cpu.store(dst.wrapping_add(done as u64), piece, v)?;
        done += piece;
    }
    Ok(())
}

/// `return N`: pop into `%%retval0..`, unlink the frame, continue at the return address.
/// Returning from the outermost frame ends the program with `%%retval0` as its status (0 if
/// it returns nothing).
pub fn ret<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let n = d.param as usize;
    if n > SpecialReg::MAX_RETVALS as usize {
        return Err(FaultKind::Unsupported(format!(
            "`return` of {n} values (the core has {} %%retval registers)",
            SpecialReg::MAX_RETVALS
        ))
        .into());
    }
    cpu.hart.drop_n(n)?;
    for i in 0..n {
        cpu.hart.retvals[i] = cpu.hart.popped(i);
    }
    let fp = cpu.hart.fp;
    let (ret_addr, caller_fp) = cpu.load_linkage(fp)?;
    cpu.hart.sp = fp.wrapping_add(abi::LINKAGE_BYTES as u64);
    cpu.hart.fp = caller_fp;
    cpu.hart.pop_frame();
    if cpu.hart.frames().is_empty() {
        cpu.obs.ret(u32::MAX);
        let value = if n == 0 { 0 } else { cpu.hart.retvals[0] };
        if cpu.hart.id != 0 {
            // A thread's start routine returned: the thread ends, the program goes on.
            return Err(Trap::Thread(Box::new(ThreadOp::Exit(value))));
        }
        return Err(Trap::Exit(value as i32));
    }
    match cpu.code.index_of(ret_addr) {
        Some(i) if (i as usize) < cpu.code.words() => {
            cpu.obs.ret(i);
            cpu.hart.pc = i;
            Ok(())
        }
        _ => Err(FaultKind::BadJump { addr: ret_addr }.into()),
    }
}
