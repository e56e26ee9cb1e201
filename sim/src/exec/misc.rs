//! Selection, array addressing, checkpoints and intrinsics.
//!
//! `array` is kept as a real instruction: an address unit computing
//! `base + esize * (row-major linear index)`; with the check flag set, an index outside
//! `0..bound` of its dimension faults (`ArrayBounds`). A bound of 0 (an incomplete
//! dimension, as in `[]`) is not checked. Indices are read as signed values.

use super::objects::array_length;
use super::{Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::{Code, Decoded};
use crate::runtime::atomics::AtomicIntrinsic;
use crate::runtime::guest::Guest;
use crate::runtime::intrinsics::Intrinsic;
use crate::value::Canon;

pub fn select<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let (t, f) = cpu.hart.pop2()?;
    let c = cpu.hart.pop()?;
    cpu.hart.push(if c != 0 { t } else { f })
}

/// `array` of one dimension (what C-like code indexes with), checked or not: inline,
/// exactly [`array_general`]'s rule for that shape.
#[inline(always)]
pub fn array<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    if let Some(dims) = one_dimension(cpu.code, d) {
        let (base, index) = cpu.hart.pop2()?;
        let addr = element_address(d, dims, base, index)?;
        return cpu.hart.push(addr);
    }
    array_general(cpu, d)
}

/// The element size and bound of a one-dimensional `array`; `None` for more dimensions.
#[inline(always)]
pub fn one_dimension(code: &Code, d: &Decoded) -> Option<[u32; 2]> {
    if d.param & 0xff != 1 {
        return None;
    }
    let at = d.aux as usize;
    match code.array_dims.get(at..at + 2) {
        Some(&[esize, bound]) => Some([esize, bound]),
        _ => None,
    }
}

/// The address a one-dimensional `array` with `dims` ([`one_dimension`]) computes for
/// operands `base`, `index` (the stack form pops them, a fused group has them in hand).
#[inline(always)]
pub fn element_address(
    d: &Decoded,
    [esize, bound]: [u32; 2],
    base: u128,
    index: u128,
) -> Result<u128, Trap> {
    index_address(d.canon, esize, bound, checked(d), base, index)
}

/// Whether an `array` checks its indices against the bounds.
#[inline(always)]
pub fn checked(d: &Decoded) -> bool {
    d.param >> 8 == 1
}

/// The rule of a one-dimensional `array` in canonical form `c`: `base + index * esize`,
/// the index checked against a non-zero `bound` when `checked` (a fused group passes a
/// constant `c`).
#[inline(always)]
pub fn index_address(
    c: Canon,
    esize: u32,
    bound: u32,
    checked: bool,
    base: u128,
    index: u128,
) -> Result<u128, Trap> {
    let index = index_step(checked, 0, bound, index as i64, 0)?;
    let addr = (base as u64).wrapping_add(index.wrapping_mul(esize as u64));
    Ok(c.apply(addr as u128))
}

/// One dimension of `array`'s index: `index` checked against a non-zero `bound` (when
/// `check`) and folded into the linear index of the dimensions before it (`k` is the
/// dimension, 0 first).
#[inline(always)]
pub fn index_step(check: bool, k: usize, bound: u32, index: i64, linear: u64) -> Result<u64, Trap> {
    if check && bound != 0 && (index < 0 || index >= bound as i64) {
        return Err(FaultKind::ArrayBounds {
            dim: k as u8,
            index,
            bound,
        }
        .into());
    }
    Ok(if k == 0 {
        index as u64
    } else {
        linear.wrapping_mul(bound as u64).wrapping_add(index as u64)
    })
}

/// The element size and bounds of a two-dimensional `array`; `None` for other counts.
#[inline(always)]
pub fn two_dimensions(code: &Code, d: &Decoded) -> Option<[u32; 3]> {
    if d.param & 0xff != 2 {
        return None;
    }
    let at = d.aux as usize;
    match code.array_dims.get(at..at + 3) {
        Some(&[esize, b0, b1]) => Some([esize, b0, b1]),
        _ => None,
    }
}

/// The address a two-dimensional `array` with `dims` ([`two_dimensions`]) computes in
/// canonical form `c` for operands `base`, `i`, `j`: [`array_general`]'s rule, one
/// [`index_step`] per dimension.
#[inline(always)]
pub fn index_address2(
    c: Canon,
    [esize, b0, b1]: [u32; 3],
    checked: bool,
    [base, i, j]: [u128; 3],
) -> Result<u128, Trap> {
    let linear = index_step(checked, 0, b0, i as i64, 0)?;
    let linear = index_step(checked, 1, b1, j as i64, linear)?;
    let addr = (base as u64).wrapping_add(linear.wrapping_mul(esize as u64));
    Ok(c.apply(addr as u128))
}

#[inline(never)]
fn array_general<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded) -> ExecResult {
    let ndims = (d.param & 0xff) as usize;
    let check = d.param >> 8 == 1;
    cpu.hart.drop_n(ndims + 1)?;
    let dims = &cpu.code.array_dims[d.aux as usize..d.aux as usize + 1 + ndims];
    let esize = dims[0] as u64;
    let base = cpu.hart.popped(0) as u64;
    let mut linear: u64 = 0;
    for (k, &bound) in dims[1..].iter().enumerate() {
        let index = cpu.hart.popped(1 + k) as i64;
        linear = index_step(check, k, bound, index, linear)?;
    }
    let addr = base.wrapping_add(linear.wrapping_mul(esize));
    cpu.hart.push(d.canon.apply(addr as u128))
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
    let r = if intrinsic.needs_hart() {
        with_hart(cpu, intrinsic)?
    } else {
        cpu.commit_stores()?;
        if let Intrinsic::Atomic(a) = intrinsic {
            atomic(cpu, a)?
        } else {
            cpu.runtime(|rt, mem| intrinsic.eval(rt, mem))?
        }
    };
    if d.op.opcode().is_some_and(|op| op.info().pushes == 1) {
        cpu.hart.push(d.canon.apply(r))
    } else {
        cpu.hart.retvals[0] = r;
        Ok(())
    }
}

/// The intrinsics that read or change the hart ([`Intrinsic::needs_hart`]) on `cpu.rt.args`.
#[inline(never)]
fn with_hart<O: Observer>(cpu: &mut Cpu<'_, O>, intrinsic: Intrinsic) -> Result<u128, Trap> {
    let a = |cpu: &Cpu<'_, O>, i: usize| cpu.rt.args.get(i).copied().unwrap_or(0) as u64;
    Ok(match intrinsic {
        Intrinsic::JavaArrayLength => array_length(cpu, a(cpu, 0))?,
        Intrinsic::JavaInstanceOf(t) => {
            let code = cpu.code;
            let target = code
                .classes
                .type_names
                .get(t as usize)
                .and_then(|n| code.classes.class_named_by(n));
            let class = super::objects::class_of_quiet(cpu.mem, code, u128::from(a(cpu, 0)));
            match (class, target) {
                (Some(k), Some(c)) => u128::from(code.classes.is_subclass(k, c)),
                _ => 0,
            }
        }
        Intrinsic::ClassName => super::objects::class_name_string(cpu, a(cpu, 0))?,
        Intrinsic::ArrayElemSize => super::objects::array_elem_size(cpu, a(cpu, 0))?,
        Intrinsic::VaStart => {
            let ap = a(cpu, 0);
            let frame = cpu.hart.frames().last().copied();
            let Some(area) = frame.map(|f| f.va_area).filter(|&a| a != 0) else {
                let name = frame.map_or("?", |f| cpu.code.functions[f.func as usize].name.as_str());
                return Err(FaultKind::Unsupported(format!(
                    "C_va_start in `{name}`, which takes no variable arguments"
                ))
                .into());
            };
            for (off, size, v) in crate::runtime::va_list::start(area as u64) {
                cpu.store(ap.wrapping_add(off), size, v)?;
            }
            0
        }
        Intrinsic::StackSave => cpu.hart.sp as u128,
        Intrinsic::StackRestore => {
            // Only back up the frame's own stack area: what `C_stack_save` gave in this frame.
            let sp = a(cpu, 0);
            if sp < cpu.hart.sp || sp > cpu.hart.fp {
                return Err(FaultKind::Unsupported(format!(
                    "C_stack_restore to {sp:#x}, outside the frame's stack area ({:#x} .. {:#x})",
                    cpu.hart.sp, cpu.hart.fp
                ))
                .into());
            }
            cpu.hart.sp = sp;
            0
        }
        Intrinsic::AllocaWithAlign => {
            let (size, align_bits) = (a(cpu, 0), a(cpu, 1));
            super::alloc::alloca_aligned(cpu, size, align_bits / 8)? as u128
        }
        Intrinsic::ReturnAddress => {
            // Walk the saved frame pointers `level` frames up; past the outermost frame (its
            // saved FP is the stack's top) the answer is 0.
            let mut fp = cpu.hart.fp;
            for _ in 0..a(cpu, 0) {
                if fp >= cpu.hart.stack_top as u64 {
                    return Ok(0);
                }
                fp = cpu.load(fp, 8)? as u64;
            }
            if fp >= cpu.hart.stack_top as u64 {
                return Ok(0);
            }
            cpu.load(
                fp.wrapping_add(maple_isa::abi::RETURN_ADDRESS_OFFSET as u64),
                8,
            )?
        }
        _ => cpu.runtime(|rt, mem| intrinsic.eval(rt, mem))?,
    })
}

/// An atomic intrinsic: its size (its own, or its `withtype` type's), shown to the observer
/// as an atomic access like the `__atomic_*` libcalls; the hart's stores are already visible.
fn atomic<O: Observer>(cpu: &mut Cpu<'_, O>, a: AtomicIntrinsic) -> Result<u128, Trap> {
    let size = match (a.size, a.type_index) {
        (0, Some(t)) => cpu.rt.types.get(t as usize).map_or(0, |t| t.size),
        (n, _) => n as u32,
    };
    if a.touches_memory() {
        if !matches!(size, 1 | 2 | 4 | 8 | 16) {
            return Err(FaultKind::Unsupported(format!(
                "an atomic intrinsic ({:?}) on {size} bytes: its size comes from the type of \
                 `intrinsiccallwithtype <T>` and must be 1, 2, 4, 8 or 16",
                a.f
            ))
            .into());
        }
        let addr = cpu.rt.args.first().map_or(0, |&p| p as u64);
        cpu.obs.mem(addr, size, super::Access::Atomic);
    }
    Ok(a.eval(size, &cpu.rt.args, &mut Guest::untimed(cpu.mem))?)
}
