//! Exceptions, JavaScript style (`jstry`, `jscatch`, `finally`, `gosub`, `retsub`, `endtry`,
//! `throw`).
//!
//! `jstry` opens a region: a handler record (the frame, the catch and finally targets, `%%SP`)
//! on the hart's handler stack. `endtry` closes it, as does `cleanuptry` (emitted before a
//! jump that leaves the composite early) and returning from the frame. A catch block of a
//! region with a finally block is itself a region with only that finally block, so a throw
//! from the catch block runs the finally block before the search goes on.
//! `throw v` sets `%%thrownval`, pops the innermost handler, unwinds the frames above the one
//! that opened it (restoring `%%SP`/`%%FP` from the linkage records), empties the operand
//! stack and continues at the catch block — or, for a region with only a finally block, runs
//! the finally block and rethrows when it `retsub`s. With no handler the throw is uncaught
//! (a fault). `gosub` pushes its return point on the hart's gosub stack and jumps; `retsub`
//! returns there. The catch and finally markers do nothing when reached.
//!
//! Java and C++ (`javatry`, `cpptry`, `javacatch`, `cppcatch`): `javatry { @h1 @h2 }` pushes
//! a handler record with its handler labels (re-executing the same `javatry` in the same
//! frame, e.g. a loop jumping back before `endtry`, replaces the record instead of stacking
//! another). A throw tries the innermost record first: its labels in order, each the
//! `javacatch { T... }` (or `cppcatch T`) there; the first whose clause matches gets control
//! (the record is popped: the try is exited). A clause matches when the thrown value is a
//! managed object whose class is T's class or a subclass (or implementer) of it — T names a
//! class through pointers, `<* <$C>>` — or when T names no class the program declares
//! (`<* void>`, primitive types, undeclared classes): those match everything, as does an
//! empty `javacatch {}` and a handler label that is not at a catch instruction. When no label
//! of the record matches, the search continues with the next record outward, across frames.
//! The handler continues in the record's frame with `%%SP` as at the `javatry`, the frames
//! above unlinked, the operand stack empty and the value in `%%thrownval`. An uncaught
//! throw faults (`UncaughtThrow`, naming the object's class when it has one).
//! `endtry` is paired with its try when the text is pre-decoded (text order, nesting within
//! a function); the `endtry` of a `javatry`/`cpptry` pops that try's record (and any inner
//! ones of the same frame left open) if it is still there — after a catch it is not, so an
//! `endtry` placed after the catch blocks does no harm.

use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, ThreadOp, Trap};
use crate::predecode::Code;
use crate::predecode::Decoded;
use crate::state::{TryHandler, NO_TARGET, RETHROW};
use maple_isa::{abi, Opcode};

#[inline(never)]
pub fn jstry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> ExecResult {
    let h = TryHandler {
        frames: cpu.hart.frames().len() as u32,
        catch: d.aux,
        finally: d.imm as u32,
        sp: cpu.hart.sp,
        gosubs: cpu.hart.gosubs.len() as u32,
        site: at,
        typed: false,
        list: 0,
    };
    cpu.hart.handlers.push(h);
    Ok(())
}

/// `javatry`/`cpptry`.
#[inline(never)]
pub fn javatry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> ExecResult {
    let frames = cpu.hart.frames().len() as u32;
    if cpu
        .hart
        .handlers
        .last()
        .is_some_and(|h| h.frames == frames && h.site == at)
    {
        cpu.hart.handlers.pop();
    }
    cpu.hart.handlers.push(TryHandler {
        frames,
        catch: d.aux,
        finally: NO_TARGET,
        sp: cpu.hart.sp,
        gosubs: cpu.hart.gosubs.len() as u32,
        site: at,
        typed: true,
        list: d.param as u32,
    });
    Ok(())
}

/// `endtry`, and `cleanuptry` (leaving the composite early by a jump): the region's handler
/// no longer applies.
#[inline(never)]
pub fn endtry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let depth = cpu.hart.frames().len() as u32;
    if d.is(Opcode::Endtry) && d.aux != NO_TARGET {
        // Closes a javatry/cpptry: pop its record if it is still open in this frame.
        let hs = &mut cpu.hart.handlers;
        let mut i = hs.len();
        while i > 0 && hs[i - 1].frames == depth {
            i -= 1;
            if hs[i].site == d.aux {
                hs.truncate(i);
                break;
            }
        }
        return Ok(());
    }
    if cpu.hart.handlers.last().is_some_and(|h| h.frames == depth) {
        cpu.hart.handlers.pop();
    }
    Ok(())
}

#[inline(never)]
pub fn gosub<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    cpu.hart.gosubs.push(d.next);
    cpu.obs.branch(true, d.aux);
    cpu.hart.pc = d.aux;
    Ok(())
}

#[inline(never)]
pub fn retsub<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    match cpu.hart.gosubs.pop() {
        Some(RETHROW) => unwind(cpu),
        Some(to) => {
            cpu.obs.branch(true, to);
            cpu.hart.pc = to;
            Ok(())
        }
        None => Err(FaultKind::BadInstruction("`retsub` with no `gosub` pending".into()).into()),
    }
}

#[inline(never)]
pub fn throw<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let v = cpu.hart.pop()?;
    cpu.hart.thrownval = v;
    unwind(cpu)
}

/// Throw `v` (a runtime exception the core raises itself).
pub(crate) fn throw_value<O: Observer>(cpu: &mut Cpu<'_, O>, v: u128) -> ExecResult {
    cpu.hart.thrownval = v;
    unwind(cpu)
}

/// Whether the catch type `t` (a type index) matches a thrown object of class `thrown`.
fn catch_matches(code: &Code, t: u32, thrown: Option<u32>) -> bool {
    let Some(name) = code.classes.type_names.get(t as usize) else {
        return true;
    };
    match code.classes.class_named_by(name) {
        None => true,
        Some(c) => thrown.is_some_and(|k| code.classes.is_subclass(k, c)),
    }
}

/// The handler label of a `javatry`/`cpptry` record that catches a value of class `thrown`.
fn find_catch(code: &Code, h: &TryHandler, thrown: Option<u32>) -> Option<u32> {
    let labels = code
        .jump_tables
        .get(h.catch as usize..(h.catch + h.list) as usize)?;
    labels.iter().copied().find(|&target| {
        let Some(d) = code.entries.get(target as usize) else {
            return false;
        };
        match d.op.opcode() {
            Some(Opcode::Javacatch) => {
                let types = code
                    .catch_types
                    .get(d.aux as usize..d.aux as usize + d.param as usize)
                    .unwrap_or(&[]);
                types.is_empty() || types.iter().any(|&t| catch_matches(code, t, thrown))
            }
            Some(Opcode::Cppcatch) => catch_matches(code, d.aux, thrown),
            _ => true,
        }
    })
}

/// Unlink the frames above the one that opened `h` and restore its `%%SP`.
fn restore<O: Observer>(cpu: &mut Cpu<'_, O>, h: &TryHandler) -> ExecResult {
    while cpu.hart.frames().len() > h.frames as usize {
        let fp = cpu.hart.fp;
        let caller_fp = cpu.load(fp, 8)? as u64;
        cpu.hart.sp = fp.wrapping_add(abi::LINKAGE_BYTES as u64);
        cpu.hart.fp = caller_fp;
        cpu.hart.pop_frame();
    }
    cpu.hart.sp = h.sp;
    cpu.hart.gosubs.truncate(h.gosubs as usize);
    cpu.hart.clear_operand_stack();
    Ok(())
}

/// Transfer `%%thrownval` to the innermost handler that takes it.
fn unwind<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    cpu.commit_stores()?;
    let code = cpu.code;
    let mut thrown: Option<Option<u32>> = None;
    let h = loop {
        let Some(h) = cpu.hart.handlers.pop() else {
            let class = super::objects::class_of_quiet(cpu.mem, code, cpu.hart.thrownval)
                .map(|c| code.classes.name(c).to_string());
            return Err(FaultKind::UncaughtThrow {
                value: cpu.hart.thrownval as u64,
                class,
            }
            .into());
        };
        if !h.typed {
            break h;
        }
        let class = *thrown.get_or_insert_with(|| {
            super::objects::class_of_quiet(cpu.mem, code, cpu.hart.thrownval)
        });
        if let Some(target) = find_catch(code, &h, class) {
            restore(cpu, &h)?;
            cpu.obs.branch(true, target);
            cpu.hart.pc = target;
            return Ok(());
        }
    };
    restore(cpu, &h)?;
    let target = if h.catch != NO_TARGET {
        if h.finally != NO_TARGET {
            // A throw from the catch block must still run the finally block: the catch
            // block is a region with only that finally (`endtry` closes it).
            let gosubs = cpu.hart.gosubs.len() as u32;
            cpu.hart.handlers.push(TryHandler {
                catch: NO_TARGET,
                gosubs,
                ..h
            });
        }
        h.catch
    } else if h.finally != NO_TARGET {
        cpu.hart.gosubs.push(RETHROW);
        h.finally
    } else {
        return unwind(cpu);
    };
    cpu.obs.branch(true, target);
    cpu.hart.pc = target;
    Ok(())
}

/// `syncenter`/`syncexit`: the monitor of the object (its address) is the engine's, which
/// owns every hart; a null object faults.
#[inline(never)]
pub fn monitor<O: Observer>(cpu: &mut Cpu<'_, O>, enter: bool) -> ExecResult {
    let addr = cpu.hart.pop()? as u64;
    if addr == 0 {
        return Err(FaultKind::NullAccess { addr }.into());
    }
    let op = if enter {
        ThreadOp::MonitorEnter { addr }
    } else {
        ThreadOp::MonitorExit { addr }
    };
    Err(Trap::Thread(Box::new(op)))
}
