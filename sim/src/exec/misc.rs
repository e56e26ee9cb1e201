//! Selection, array addressing, allocation, assertions, checkpoints and intrinsics.
//!
//! - `array` is kept as a real instruction: an address unit computing
//!   `base + esize * (row-major linear index)`; with the check flag set, an index outside
//!   `0..bound` of its dimension faults (`ArrayBounds`). A bound of 0 (an incomplete
//!   dimension, as in `[]`) is not checked. Indices are read as signed values.
//! - `alloca` moves `%%SP` down by the size rounded up to 16 and returns the new `%%SP`.
//! - `assertge`/`assertlt` compare their operands as signed integers. A failed assert faults
//!   (`AssertFailed`) — unless a `javatry`/`cpptry` handler is active (in any frame of the
//!   hart): then it throws a new object of the runtime exception class
//!   (`Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B` for `assertge`/`assertlt`,
//!   `Ljava_2Flang_2FNullPointerException_3B` for `assertnonnull`: the program's class of
//!   that name when it declares one, else a built-in class without parents, which only
//!   catch-alls and clauses naming it catch); uncaught, that is an `UncaughtThrow` naming the
//!   class.

use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::Decoded;
use crate::program::TypeDesc;
use maple_isa::{abi, Opcode};

pub fn select<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let (t, f) = cpu.hart.pop2()?;
    let c = cpu.hart.pop()?;
    cpu.hart.push(if c != 0 { t } else { f })
}

#[inline(never)]
pub fn array<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let ndims = (d.param & 0xff) as usize;
    let check = d.param >> 8 == 1;
    cpu.hart.drop_n(ndims + 1)?;
    let dims = &cpu.code.array_dims[d.aux as usize..d.aux as usize + 1 + ndims];
    let esize = dims[0] as u64;
    let base = cpu.hart.popped(0) as u64;
    let mut linear: u64 = 0;
    for (k, &bound) in dims[1..].iter().enumerate() {
        let index = cpu.hart.popped(1 + k) as i64;
        if check && bound != 0 && (index < 0 || index >= bound as i64) {
            return Err(FaultKind::ArrayBounds {
                dim: k as u8,
                index,
                bound,
            }
            .into());
        }
        linear = if k == 0 {
            index as u64
        } else {
            linear.wrapping_mul(bound as u64).wrapping_add(index as u64)
        };
    }
    let addr = base.wrapping_add(linear.wrapping_mul(esize));
    cpu.hart.push(d.canon.apply(addr as u128))
}

#[inline(never)]
pub fn alloca<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let size = cpu.hart.pop()? as u64;
    let rounded = size
        .checked_add(abi::FRAME_ALIGN as u64 - 1)
        .map(|s| s & !(abi::FRAME_ALIGN as u64 - 1));
    let sp = rounded
        .and_then(|r| cpu.hart.sp.checked_sub(r))
        .filter(|&sp| sp >= cpu.hart.stack_limit as u64)
        .ok_or(FaultKind::StackOverflow)?;
    cpu.hart.sp = sp;
    cpu.hart.push(d.canon.apply(sp as u128))
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

/// `stackmalloc`: an object of the type on the stack, like `alloca` of its size (aligned
/// to at least 16).
#[inline(never)]
pub fn stackmalloc<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let t = type_desc(cpu, d)?;
    let align = (t.align as u64)
        .max(abi::FRAME_ALIGN as u64)
        .next_power_of_two();
    let sp = cpu
        .hart
        .sp
        .checked_sub(t.size as u64)
        .map(|sp| sp & !(align - 1))
        .filter(|&sp| sp >= cpu.hart.stack_limit as u64)
        .ok_or(FaultKind::StackOverflow)?;
    cpu.hart.sp = sp;
    cpu.hart.push(d.canon.apply(sp as u128))
}

#[inline(never)]
pub fn malloc<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let size = cpu.hart.pop()? as u64;
    let p = cpu.rt.heap.malloc(cpu.mem, size);
    cpu.hart.push(d.canon.apply(p as u128))
}

#[inline(never)]
pub fn free<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let p = cpu.hart.pop()? as u64;
    Ok(cpu.rt.heap.free(cpu.mem, p)?)
}

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
    let word = super::java::type_word_of_class(cpu.code, class);
    let p = super::java::alloc_heap(cpu, word, size, 0, 0)?;
    if p == 0 {
        return Err(fault.into());
    }
    super::except::throw_value(cpu, p as u128)
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

#[inline(never)]
pub fn checkpoint<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    cpu.hart.last_checkpoint = Some(d.aux);
    cpu.rt.checkpoint(d.aux);
    cpu.obs.checkpoint(d.aux);
    Ok(())
}

/// `intrinsicop`/`intrinsiccall` (and their `withtype` forms): run the intrinsic resolved at
/// pre-decode on the popped operands; an expression pushes the result (in its type), a call
/// writes it to `%%retval0`. Unknown or unimplemented names fault naming the intrinsic.
#[inline(never)]
pub fn intrinsic<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let Some(&intrinsic) = cpu.code.intrinsics.get(d.imm as usize) else {
        let name = cpu
            .code
            .strings
            .get(d.aux as usize)
            .cloned()
            .unwrap_or_else(|| format!("#{}", d.aux));
        return Err(FaultKind::Unsupported(format!("intrinsic `{name}` (`{}`)", d.op)).into());
    };
    let n = d.param as usize;
    cpu.hart.drop_n(n)?;
    cpu.rt.args.clear();
    for i in 0..n {
        cpu.rt.args.push(cpu.hart.popped(i));
    }
    let r = match intrinsic {
        crate::runtime::intrinsics::Intrinsic::JavaArrayLength => {
            let p = cpu.rt.args.first().copied().unwrap_or(0) as u64;
            super::java::array_length(cpu, p)?
        }
        _ => intrinsic.eval(cpu.rt, cpu.mem)?,
    };
    if d.op.opcode().is_some_and(|op| op.info().pushes == 1) {
        cpu.hart.push(d.canon.apply(r))
    } else {
        cpu.hart.retvals[0] = r;
        Ok(())
    }
}
