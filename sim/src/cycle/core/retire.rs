//! Writeback and accounting: instructions retire from the writeback latch, and every cycle is
//! charged to the instruction it belongs to, as an issue or as a stall with its cause. A tick
//! in which nothing moves jumps to the next cycle at which anything can, charging the skipped
//! cycles to the same cause.

use super::{Core, Tick, NONE};
use crate::cycle::stall::StallCause;

/// What the last ticks charged: read by the accounting of the next, by profiles and traces.
#[derive(Clone)]
pub(crate) struct Accounting {
    /// The text entry of the last instruction issued.
    pub(super) last_issued: u32,
    /// Set by the last tick: the text entry its cycles were charged to (a profile by call
    /// stack attributes them with it).
    pub last_charged: u32,
    /// Set by the last tick: the external function whose work its cycles were
    /// (`Counters::charge_runtime`), if they were a C-library call's.
    pub last_callee: Option<u32>,
    /// Set by the last tick: whether it issued, and the cause charged if it did not.
    pub last_stall: Option<StallCause>,
}

impl Accounting {
    pub(super) fn new(entry: u32) -> Accounting {
        Accounting {
            last_issued: entry,
            last_charged: entry,
            last_callee: None,
            last_stall: None,
        }
    }
}

impl super::Core {
    /// The cause the last tick charged, if it did not issue (debuggers, traces).
    pub fn last_stall(&self) -> Option<StallCause> {
        self.acct.last_stall
    }
}

impl Core {
    /// Writeback: retire.
    #[inline]
    pub(super) fn retire(&mut self, tick: &mut Tick) {
        if self.latches.writeback == NONE {
            return;
        }
        self.counters.retired += 1;
        self.latches.release(self.latches.writeback);
        self.latches.writeback = NONE;
        tick.progress = true;
    }

    /// Account cycle `c` (and the cycles skipped after it when nothing moved), and advance.
    #[inline]
    pub(super) fn account(&mut self, c: u64, tick: &Tick) {
        if tick.issued {
            // The common case: one cycle, charged to the instruction that issued.
            self.acct.last_stall = None;
            self.acct.last_callee = None;
            self.acct.last_charged = self.acct.last_issued;
            self.counters
                .charge(self.acct.last_issued as usize, None, 1, true);
            if let Some(r) = self.watch.rec.as_deref_mut() {
                r.charges.push((self.acct.last_issued, 1));
            }
            self.cycle = c + 1;
            return;
        }
        let operand_wait = tick.operand_wait;
        let cause = if tick.drained {
            StallCause::Fill
        } else {
            self.stall_cause(c, operand_wait)
        };
        self.acct.last_stall = Some(cause);
        // A fault at issue belongs to the instruction that faulted; a stall to the one
        // waiting in decode, if any.
        let charge_to = if tick.drained {
            self.acct.last_issued
        } else {
            self.decode().map_or(self.acct.last_issued, |d| d.index)
        };
        let mut span = 1;
        if !tick.progress {
            span = self.next_event(c, operand_wait).max(c + 1) - c;
        }
        self.acct.last_charged = charge_to;
        if self.watch.audit.is_some() {
            self.audit_charge(c, span, cause, tick.drained);
        }
        self.acct.last_callee = self.runtime_callee(c, operand_wait, tick.drained);
        match self.acct.last_callee {
            // The C library's work is its own function's, not the caller's.
            Some(callee) => self.counters.charge_runtime(callee, cause, span),
            None => self
                .counters
                .charge(charge_to as usize, Some(cause), span, false),
        }
        if let Some(r) = self.watch.rec.as_deref_mut() {
            // (A span a memo reproduces has no runtime work, and spans of a few cycles.)
            r.ok &= self.acct.last_callee.is_none() && span <= u32::MAX as u64;
            r.charges.push((charge_to, span as u32));
        }
        self.cycle = c + span;
    }

    /// The external function whose work holds issue at cycle `c`, if any: a runtime call in
    /// execute doing its work, or in memory moving its traffic, while the decoded
    /// instruction waits for no operand.
    #[inline]
    fn runtime_callee(
        &self,
        c: u64,
        operand_wait: Option<(u64, StallCause, u8)>,
        drained: bool,
    ) -> Option<u32> {
        // (As `stall_cause` decides: the front end's wait, or an operand's, comes first; a
        // wait for a load not yet in memory is the latches'.)
        let d = self.decode()?;
        let operand = operand_wait.is_some_and(|(at, _, _)| at != u64::MAX);
        if drained || d.ready > c || operand {
            return None;
        }
        let holder = match self.execute() {
            Some(e) if e.ready > c => e,
            _ => self.memory()?,
        };
        (holder.callee != super::NO_CALLEE).then_some(holder.callee)
    }

    /// The cause charged to a cycle without issue.
    #[inline(never)]
    pub(super) fn stall_cause(
        &self,
        c: u64,
        operand_wait: Option<(u64, StallCause, u8)>,
    ) -> StallCause {
        if let Some(d) = self.decode() {
            if d.ready > c {
                return d.front;
            }
            // Waiting for a load still in execute (its memory stage not begun) is waiting
            // for whatever holds it there.
            let mut unstarted_load = false;
            if let Some((at, cause, slot)) = operand_wait {
                if at != u64::MAX {
                    return self.operand_cause(c, cause, slot);
                }
                unstarted_load = true;
            }
            if let Some(e) = self.execute() {
                if e.ready > c {
                    // Which execute phase is running.
                    let k = c - e.issued_at; // 1-based cycle beyond the first
                    let call = (e.busy_unit + e.busy_call) as u64;
                    let runtime = call + e.busy_runtime as u64;
                    return if k <= e.busy_unit as u64 {
                        StallCause::Execute
                    } else if k <= call {
                        StallCause::CallReturn
                    } else if k <= runtime {
                        StallCause::Runtime
                    } else if k <= runtime + e.busy_syscall as u64 {
                        StallCause::Syscall
                    } else {
                        StallCause::SpillFill
                    };
                }
                if let Some(mm) = self.memory() {
                    return mm.wait.unwrap_or(StallCause::Memory);
                }
            }
            return if unstarted_load {
                StallCause::LoadUse
            } else {
                StallCause::Fill
            };
        }
        if self.front.stopped {
            return StallCause::Fill;
        }
        match self.fetch_buffer().next() {
            Some(h) => h.front,
            None => self.front.cause,
        }
    }

    /// The cause of waiting at cycle `c` for an operand in scoreboard slot `slot` that is
    /// ready for `cause`: a load that missed L1D is the miss's until `miss_until`, then the
    /// load-use bubble a hit costs too.
    fn operand_cause(&self, c: u64, cause: StallCause, slot: u8) -> StallCause {
        let missed = matches!(cause, StallCause::DCacheL2 | StallCause::DCacheDram);
        if missed
            && self
                .board
                .miss_until
                .get(slot as usize)
                .is_none_or(|&t| c >= t)
        {
            StallCause::LoadUse
        } else {
            cause
        }
    }

    /// The first cycle after `c` at which a stalled pipeline can change (or the cause of
    /// its stall can: a missed load's operand wait turns into the load-use bubble).
    #[inline(never)]
    pub(super) fn next_event(&self, c: u64, operand_wait: Option<(u64, StallCause, u8)>) -> u64 {
        let mut t = u64::MAX;
        let mut consider = |x: u64| {
            if x > c && x < t {
                t = x;
            }
        };
        if !self.front.stopped && self.latches.fetch_q.len() < self.p.fetch_buffer {
            consider(self.front.free_at);
        }
        if let Some(h) = self.fetch_buffer().next() {
            consider(h.ready);
        }
        if let Some(d) = self.decode() {
            consider(d.ready);
        }
        if let Some((r, cause, slot)) = operand_wait {
            consider(r);
            if matches!(cause, StallCause::DCacheL2 | StallCause::DCacheDram) {
                if let Some(&t) = self.board.miss_until.get(slot as usize) {
                    consider(t);
                }
            }
        }
        if let Some(e) = self.execute() {
            consider(e.ready);
        }
        if let Some(mm) = self.memory() {
            consider(mm.ready);
        }
        if !self.stores.entries.is_empty() {
            consider(self.stores.drain_free_at);
        }
        if self.link.multi {
            for w in self.stores.writes.iter() {
                consider(w.done);
            }
        }
        if t == u64::MAX {
            c + 1
        } else {
            t
        }
    }
}
