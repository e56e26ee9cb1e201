//! The assert family: `assertge`/`assertlt`/`assertnonnull` and their assign, return, call
//! and calc forms.
//!
//! `assertge`/`assertlt` compare their operands as signed integers. A failed assert faults
//! (`AssertFailed`) — unless a `javatry`/`cpptry` handler is active (in any frame of the
//! hart): then it throws a new object of the runtime exception class
//! (`Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B` for `assertge`/`assertlt`,
//! `Ljava_2Flang_2FNullPointerException_3B` for `assertnonnull`: the program's class of that
//! name when it declares one, else a built-in class without parents, which only catch-alls
//! and clauses naming it catch); uncaught, that is an `UncaughtThrow` naming the class.

use super::objects::{alloc_heap, type_word_of_class};
use super::{except, Cpu, Observer};
use crate::fault::{ExecResult, FaultKind};
use crate::predecode::Decoded;
use maple_isa::Opcode;

#[inline(never)]
pub fn assert2<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    holds: impl Fn(i128, i128) -> bool,
    what: &'static str,
) -> ExecResult {
    let (a, b) = cpu.hart.pop2()?;
    if holds(a as i128, b as i128) {
        Ok(())
    } else {
        let class = cpu.code.classes.index_out_of_bounds;
        runtime_exception(cpu, class, FaultKind::AssertFailed { what })
    }
}

/// A failed assertion: with a `javatry`/`cpptry` handler active, throw a new object of the
/// runtime exception class `class`; else the fault.
#[cold]
fn runtime_exception<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    class: u32,
    fault: FaultKind,
) -> ExecResult {
    if !cpu.hart.handlers.iter().any(|h| h.typed) {
        return Err(fault.into());
    }
    let size = cpu
        .code
        .classes
        .list
        .get(class as usize)
        .and_then(|k| cpu.rt.types.get(k.type_index as usize))
        .map_or(0, |t| t.size as u64);
    let word = type_word_of_class(cpu.code, class);
    // No memory for the exception object: the fault it stands for is the better report.
    let Ok(p) = alloc_heap(cpu, word, size, 0, 0) else {
        return Err(fault.into());
    };
    except::throw_value(cpu, p as u128)
}

#[inline(never)]
/// `assertnonnull` and the assign/return/call checks of the same family.
pub fn assertnonnull<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    if cpu.hart.pop()? == 0 {
        let class = cpu.code.classes.null_pointer;
        let what = match d.op.opcode() {
            Some(Opcode::Assignassertnonnull) => "assignassertnonnull: assigned value is null",
            Some(Opcode::Returnassertnonnull) => "returnassertnonnull: returned value is null",
            Some(Opcode::Callassertnonnull) => "callassertnonnull: argument is null",
            _ => "assertnonnull: operand is null",
        };
        return runtime_exception(cpu, class, FaultKind::AssertFailed { what });
    }
    Ok(())
}
