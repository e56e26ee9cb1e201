//! Architectural state of one hardware thread (hart).
//!
//! - `pc` is kept as an entry index into the pre-decoded text ([`crate::predecode::Code`]);
//!   `Machine::pc` (or `Code::addr_of`) gives the architectural byte address.
//! - `%%SP`, `%%FP`, `%%GP` are 64-bit registers holding 32-bit addresses.
//! - The operand stack is a fixed array of `u128` slots, one value per slot (see
//!   [`crate::value`] for why and for the canonical form).
//! - Pseudo-registers are a register stack: each frame owns a window `[base, base + npregs]`
//!   (index 0 unused, so `%n` is `window[n]`), pushed at call and popped at return. They are
//!   not memory, per the ABI.
//! - [`CallRecord`]s shadow the in-memory frames for what memory does not hold: the callee's
//!   function index and its register window. Return addresses and saved FPs live in memory
//!   (the ABI's linkage record) and `return` reads them from there.

use crate::fault::{FaultKind, Trap};
use crate::invalidation_queue::InvalidationQueue;
use crate::store_queue::StoreQueue;
use maple_isa::SpecialReg;

/// Bookkeeping of one active call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallRecord {
    /// Index of the called function.
    pub func: u32,
    /// Start of its pseudo-register window.
    pub preg_base: u32,
    /// Registers in the window (`npregs`).
    pub npregs: u16,
    /// Pending `gosub`s when the call was made: a return abandons the subroutines the
    /// function is in, as it ends the try regions it left open.
    pub gosubs: u32,
    /// For a varargs function, the address of its first variable-argument slot (its `%%SP`
    /// on entry), which `C_va_start` needs and only the call knows; 0 for other functions.
    pub va_area: u32,
}

/// An active `jstry`, `javatry` or `cpptry` region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TryHandler {
    /// Call depth of the frame that entered the region.
    pub frames: u32,
    /// Entry index of the catch block (`NO_TARGET` when none).
    pub catch: u32,
    /// Entry index of the finally block (`NO_TARGET` when none).
    pub finally: u32,
    /// `%%SP` when the region was entered.
    pub sp: u64,
    /// Pending `gosub`s when the region was entered.
    pub gosubs: u32,
    /// Entry index of the `jstry`/`javatry`/`cpptry` that opened the region.
    pub site: u32,
    /// A `javatry`/`cpptry` record: its handler labels are
    /// `Code::jump_tables[catch..catch + list]`.
    pub typed: bool,
    /// The number of handler labels of a `javatry`/`cpptry` (0 for `jstry`).
    pub list: u32,
}

/// An absent catch or finally target.
pub const NO_TARGET: u32 = u32::MAX;

/// A `gosub` return "address" meaning: when the finally block returns, rethrow
/// `%%thrownval` (the finally block ran on the way out of an uncaught region).
pub const RETHROW: u32 = u32::MAX;

/// One hardware thread.
#[derive(Clone, Debug)]
pub struct Hart {
    pub id: u32,
    /// Entry index of the next instruction to execute.
    pub pc: u32,
    pub sp: u64,
    pub fp: u64,
    pub gp: u64,
    pub thrownval: u128,
    pub retvals: [u128; SpecialReg::MAX_RETVALS as usize],
    /// First address above the call stack.
    pub stack_top: u32,
    /// Lowest address the call stack may use.
    pub stack_limit: u32,
    /// The last `checkpoint` executed (its string index).
    pub last_checkpoint: Option<u32>,
    /// Active try regions, innermost last.
    pub handlers: Vec<TryHandler>,
    /// Return points of pending `gosub`s (entry indices), innermost last.
    pub gosubs: Vec<u32>,
    /// Stores executed but not yet visible to other harts (multi-core `tso`/`weak` only).
    pub stores: StoreQueue,
    /// Invalidations its core has not applied: lines it still sees as they were (multi-core
    /// `weak` only).
    pub stale: InvalidationQueue,
    stack: Box<[u128]>,
    depth: usize,
    pregs: Vec<u128>,
    preg_base: usize,
    frames: Vec<CallRecord>,
    max_frames: usize,
    max_preg_slots: usize,
}

impl Hart {
    /// A hart with an operand stack of `stack_slots` values whose call stack spans
    /// `[stack_limit, stack_top)`.
    pub fn new(id: u32, stack_slots: usize, stack_top: u32, stack_limit: u32) -> Hart {
        Hart {
            id,
            pc: 0,
            sp: stack_top as u64,
            fp: stack_top as u64,
            gp: 0,
            thrownval: 0,
            retvals: [0; SpecialReg::MAX_RETVALS as usize],
            stack_top,
            stack_limit,
            last_checkpoint: None,
            handlers: Vec::new(),
            gosubs: Vec::new(),
            stores: StoreQueue::default(),
            stale: InvalidationQueue::default(),
            stack: vec![0; stack_slots.max(8)].into_boxed_slice(),
            depth: 0,
            pregs: vec![0],
            preg_base: 0,
            frames: Vec::new(),
            max_frames: 1 << 20,
            max_preg_slots: 1 << 24,
        }
    }

    /// Bound the call depth and the pseudo-register windows' total size (beyond these, a
    /// call faults with `StackOverflow`, so a host never runs out of memory).
    pub fn set_limits(&mut self, max_frames: usize, max_preg_slots: usize) {
        self.max_frames = max_frames;
        self.max_preg_slots = max_preg_slots;
    }

    /// A special register's value (as `regread` would see it before canonicalising), for
    /// debuggers and traces; `%%PC` is the entry index, see [`crate::Machine::pc`] for the
    /// address.
    pub fn special(&self, reg: SpecialReg) -> u128 {
        match reg {
            SpecialReg::Sp => self.sp as u128,
            SpecialReg::Fp => self.fp as u128,
            SpecialReg::Gp => self.gp as u128,
            SpecialReg::Pc => self.pc as u128,
            SpecialReg::ThrownVal => self.thrownval,
            SpecialReg::RetVal(n) => self.retvals.get(n as usize).copied().unwrap_or(0),
        }
    }

    // ---- operand stack ----

    #[inline(always)]
    pub fn push(&mut self, v: u128) -> Result<(), Trap> {
        match self.stack.get_mut(self.depth) {
            Some(slot) => {
                *slot = v;
                self.depth += 1;
                Ok(())
            }
            None => Err(FaultKind::OperandStackOverflow.into()),
        }
    }

    #[inline(always)]
    pub fn pop(&mut self) -> Result<u128, Trap> {
        match self.stack.get(self.depth.wrapping_sub(1)) {
            Some(&v) => {
                self.depth -= 1;
                Ok(v)
            }
            None => Err(FaultKind::OperandStackUnderflow.into()),
        }
    }

    /// Pop two values: `(opnd0, opnd1)` in program order.
    #[inline(always)]
    pub fn pop2(&mut self) -> Result<(u128, u128), Trap> {
        match self.stack.get(self.depth.wrapping_sub(2)..self.depth) {
            Some(&[a, b]) => {
                self.depth -= 2;
                Ok((a, b))
            }
            _ => Err(FaultKind::OperandStackUnderflow.into()),
        }
    }

    /// Pop `n` values and return them in program order (first pushed first). The slice stays
    /// valid until the next push.
    #[inline]
    pub fn pop_n(&mut self, n: usize) -> Result<&[u128], Trap> {
        if self.depth < n {
            return Err(FaultKind::OperandStackUnderflow.into());
        }
        self.depth -= n;
        Ok(&self.stack[self.depth..self.depth + n])
    }

    /// Pop `n` values without copying them; read them with [`Hart::popped`] before the next
    /// push.
    #[inline(always)]
    pub fn drop_n(&mut self, n: usize) -> Result<(), Trap> {
        if self.depth < n {
            return Err(FaultKind::OperandStackUnderflow.into());
        }
        self.depth -= n;
        Ok(())
    }

    /// The `i`th value (in program order) of the last [`Hart::drop_n`].
    #[inline(always)]
    pub fn popped(&self, i: usize) -> u128 {
        self.stack.get(self.depth + i).copied().unwrap_or(0)
    }

    /// The operand stack, bottom first.
    pub fn operand_stack(&self) -> &[u128] {
        &self.stack[..self.depth]
    }

    /// How many values the operand stack holds.
    #[inline]
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// How many more values the operand stack takes before a push overflows it.
    #[inline(always)]
    pub fn room(&self) -> usize {
        self.stack.len() - self.depth
    }

    /// Undo pops back to `depth` (a fused group that found it cannot finish): the popped
    /// values are still in their slots as long as nothing was pushed since.
    #[inline]
    pub(crate) fn restore_depth(&mut self, depth: usize) {
        debug_assert!(depth <= self.stack.len());
        self.depth = depth.min(self.stack.len());
    }

    /// Empty the operand stack.
    pub fn clear_operand_stack(&mut self) {
        self.depth = 0;
    }

    // ---- pseudo-registers ----

    /// Read `%n` of the current frame.
    #[inline(always)]
    pub fn preg(&self, n: u16) -> Result<u128, Trap> {
        match self.pregs.get(self.preg_base + n as usize) {
            Some(v) => Ok(*v),
            None => Err(self.bad_reg(n)),
        }
    }

    /// Write `%n` of the current frame.
    #[inline(always)]
    pub fn set_preg(&mut self, n: u16, v: u128) -> Result<(), Trap> {
        let i = self.preg_base + n as usize;
        match self.pregs.get_mut(i) {
            Some(slot) => {
                *slot = v;
                Ok(())
            }
            None => Err(self.bad_reg(n)),
        }
    }

    #[cold]
    fn bad_reg(&self, n: u16) -> Trap {
        let npregs = (self.pregs.len() - self.preg_base).saturating_sub(1) as u16;
        FaultKind::BadRegister { reg: n, npregs }.into()
    }

    /// The current frame's pseudo-registers `%1..=%npregs` (index 0 is `%1`).
    pub fn pregs(&self) -> &[u128] {
        self.pregs.get(self.preg_base + 1..).unwrap_or(&[])
    }

    // ---- frames ----

    /// Open a frame for `func` with `npregs` zeroed pseudo-registers (and, for a varargs
    /// function, its variable arguments at `va_area`; else 0).
    #[inline]
    pub fn push_frame(&mut self, func: u32, npregs: u16, va_area: u32) -> Result<(), Trap> {
        let base = self.pregs.len();
        if self.frames.len() >= self.max_frames || base + npregs as usize + 1 > self.max_preg_slots
        {
            return Err(FaultKind::StackOverflow.into());
        }
        self.frames.push(CallRecord {
            func,
            preg_base: base as u32,
            npregs,
            gosubs: self.gosubs.len() as u32,
            va_area,
        });
        self.pregs.resize(base + npregs as usize + 1, 0);
        self.preg_base = base;
        Ok(())
    }

    /// Close the innermost frame; returns false when there was none.
    #[inline]
    pub fn pop_frame(&mut self) -> bool {
        let Some(top) = self.frames.pop() else {
            return false;
        };
        self.pregs.truncate(top.preg_base as usize);
        self.preg_base = self.frames.last().map_or(0, |f| f.preg_base as usize);
        self.gosubs.truncate(top.gosubs as usize);
        // Try regions the frame left open end with it.
        while self
            .handlers
            .last()
            .is_some_and(|h| h.frames as usize > self.frames.len())
        {
            self.handlers.pop();
        }
        true
    }

    /// Active calls, outermost first.
    pub fn frames(&self) -> &[CallRecord] {
        &self.frames
    }

    /// The function executing now.
    pub fn current_function(&self) -> Option<u32> {
        self.frames.last().map(|f| f.func)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operand_stack_faults_instead_of_panicking() {
        let mut h = Hart::new(0, 8, 0x1000, 0);
        assert!(matches!(h.pop(), Err(Trap::Fault(k)) if *k == FaultKind::OperandStackUnderflow));
        for i in 0..8 {
            h.push(i).unwrap();
        }
        assert!(h.push(9).is_err());
        assert_eq!(h.pop2().unwrap(), (6, 7));
        assert_eq!(h.pop_n(3).unwrap(), &[3, 4, 5]);
    }

    #[test]
    fn register_windows() {
        let mut h = Hart::new(0, 8, 0x1000, 0);
        h.push_frame(0, 2, 0).unwrap();
        h.set_preg(2, 5).unwrap();
        h.push_frame(1, 1, 0).unwrap();
        assert_eq!(h.preg(1).unwrap(), 0);
        assert!(h.preg(2).is_err());
        assert!(h.pop_frame());
        assert_eq!(h.preg(2).unwrap(), 5);
    }
}
