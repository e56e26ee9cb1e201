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
//! `javatry`/`cpptry` need the thrown object's type to pick a catch block; they fault as
//! unsupported until the runtime has class information.

use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, ThreadOp, Trap};
use crate::predecode::Decoded;
use crate::state::{TryHandler, NO_TARGET, RETHROW};
use maple_isa::abi;

#[inline(never)]
pub fn jstry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let h = TryHandler {
        frames: cpu.hart.frames().len() as u32,
        catch: d.aux,
        finally: d.imm as u32,
        sp: cpu.hart.sp,
        gosubs: cpu.hart.gosubs.len() as u32,
    };
    cpu.hart.handlers.push(h);
    Ok(())
}

/// `endtry`, and `cleanuptry` (leaving the composite early by a jump): the region's handler
/// no longer applies.
#[inline(never)]
pub fn endtry<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let depth = cpu.hart.frames().len() as u32;
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

/// Transfer `%%thrownval` to the innermost handler.
fn unwind<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let Some(h) = cpu.hart.handlers.pop() else {
        return Err(FaultKind::UncaughtThrow {
            value: cpu.hart.thrownval as u64,
        }
        .into());
    };
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
