//! The stall audit: an independent check that every cycle charged to a stall cause was
//! charged while that cause's condition held.
//!
//! The accounting ([`super::retire`]) decides a cycle's cause from the latches; the audit
//! keeps its own witnesses, recorded where the events happen (a line fetch that missed L1I, a
//! data access that missed L1D, a redirect, a context switch, a multi-cycle result), and
//! checks each charge against them: `icache` only while a slow instruction-line access is
//! outstanding, `dcache_*` only while an access served by that level is, `membar` only while
//! stores are in flight, and so on. It is off on ordinary runs (one test of an `Option` at
//! each event) and on under `maple run --audit-stalls`, the program-corpus tests and the
//! `exec` fuzz target. The first violation is kept, with its cycle and the entry charged.

use super::{Core, NO_SLOT};
use crate::cycle::stall::StallCause;

/// What the audit has seen, as the last cycle each condition holds through.
#[derive(Clone, Debug, Default)]
pub(crate) struct StallAudit {
    /// An instruction-line access slower than a cycle (an L1I miss, or a slow L1I) delivers
    /// its instruction by this cycle; the cycle it enters decode is the last it can hold
    /// issue up.
    line_until: u64,
    /// A redirect after a misprediction: the refill lasts through this cycle.
    redirect_until: u64,
    /// A context switch (a hart bound to the core, a thread switch on one core): the refill
    /// lasts through this cycle.
    switch_until: u64,
    /// A load's value is ready at this cycle (waiting for it is `load_use` or a miss).
    load_until: u64,
    /// A multi-cycle result (multiply, FP) is ready at this cycle.
    result_until: u64,
    /// Data accesses served by L2 (or a peer L1D) and by DRAM: the memory stage of the last
    /// one ends before this cycle.
    l2_until: u64,
    dram_until: u64,
    /// Whether an instruction issued since the core last started (fill is the first ones).
    issued_any: bool,
    /// The first violation.
    pub(crate) violation: Option<String>,
}

impl StallAudit {
    pub(super) fn line(&mut self, delivered_at: u64) {
        self.line_until = self.line_until.max(delivered_at);
    }
    pub(super) fn redirect(&mut self, until: u64, cause: StallCause) {
        if cause == StallCause::ContextSwitch {
            self.switch_until = self.switch_until.max(until);
        } else {
            self.redirect_until = self.redirect_until.max(until);
        }
    }
    pub(super) fn load(&mut self, ready_at: u64) {
        self.load_until = self.load_until.max(ready_at);
    }
    pub(super) fn result(&mut self, ready_at: u64) {
        self.result_until = self.result_until.max(ready_at);
    }
    pub(super) fn data_miss(&mut self, cause: StallCause, memory_ends: u64) {
        match cause {
            StallCause::DCacheDram => self.dram_until = self.dram_until.max(memory_ends),
            _ => self.l2_until = self.l2_until.max(memory_ends),
        }
    }
    pub(super) fn issued(&mut self) {
        self.issued_any = true;
    }
    pub(super) fn restarted(&mut self) {
        self.issued_any = false;
    }
}

impl Core {
    /// Turn the stall audit on (from the next cycle).
    pub fn enable_stall_audit(&mut self) {
        self.watch.audit.get_or_insert_with(Default::default);
    }

    /// The first cycle charged to a cause whose condition did not hold, described (`None`:
    /// none so far, or the audit is off).
    pub fn stall_audit_violation(&self) -> Option<&str> {
        self.watch.audit.as_ref()?.violation.as_deref()
    }

    /// Check the charge of cycles `c .. c + span` to `cause` (`drained`: the cycle is the end
    /// of the run after a fault).
    #[cold]
    pub(super) fn audit_charge(&mut self, c: u64, span: u64, cause: StallCause, drained: bool) {
        let Some(a) = self.watch.audit.as_deref() else {
            return;
        };
        if a.violation.is_some() {
            return;
        }
        let last = c + span - 1;
        let holds = match cause {
            StallCause::Fill => !a.issued_any || drained || self.front.stopped,
            StallCause::ICache => last <= a.line_until,
            StallCause::Mispredict => last <= a.redirect_until,
            StallCause::ContextSwitch => last <= a.switch_until,
            StallCause::LoadUse => {
                last < a.load_until
                    || self
                        .execute()
                        .is_some_and(|e| e.load_slot != NO_SLOT && e.ready > c)
            }
            StallCause::Dependency => last < a.result_until,
            StallCause::Execute => self.execute().is_some_and(|e| e.busy_unit > 0),
            StallCause::CallReturn => self.execute().is_some_and(|e| e.busy_call > 0),
            StallCause::SpillFill => self.execute().is_some_and(|e| e.busy_spill > 0),
            StallCause::Runtime => self.execute().is_some_and(|e| e.busy_runtime > 0),
            StallCause::Syscall => self.execute().is_some_and(|e| e.busy_syscall > 0),
            StallCause::DCacheL2 => last < a.l2_until,
            StallCause::DCacheDram => last < a.dram_until,
            StallCause::Memory => self.memory().is_some_and(|m| m.ready > last),
            StallCause::StoreBuffer | StallCause::StoreBufferL2 | StallCause::StoreBufferDram => {
                self.stores.entries.len() >= self.p.store_buffer
                    && self.memory().is_some_and(|m| m.stores > 0)
            }
            StallCause::Membar => {
                !self.stores.entries.is_empty()
                    || !self.stores.writes.is_empty()
                    || self.memory().is_some_and(|m| m.stores > 0)
                    || self.execute().is_some_and(|e| e.stores > 0)
            }
        };
        if !holds {
            let charged = self.decode().map_or(self.acct.last_issued, |d| d.index);
            let violation = format!(
                "cycle {c} (+{span}) was charged to `{cause}` at entry {charged}, but no {} \
                 was outstanding",
                condition(cause)
            );
            if let Some(a) = self.watch.audit.as_deref_mut() {
                a.violation = Some(violation);
            }
        }
    }
}

/// What must be happening for a cycle to be charged to `cause`.
fn condition(cause: StallCause) -> &'static str {
    match cause {
        StallCause::Fill => "pipeline fill or end-of-run drain",
        StallCause::ICache => "instruction-line access slower than a cycle",
        StallCause::Mispredict => "refill after a redirect",
        StallCause::ContextSwitch => "context switch",
        StallCause::LoadUse => "load",
        StallCause::Dependency => "multi-cycle result",
        StallCause::Execute => "unpipelined operation",
        StallCause::CallReturn => "call or return frame work",
        StallCause::SpillFill => "top-of-stack spill or fill",
        StallCause::Runtime => "runtime call's work",
        StallCause::Syscall => "system call",
        StallCause::DCacheL2 => "data access served by L2",
        StallCause::DCacheDram => "data access served by DRAM",
        StallCause::Memory => "memory-stage access",
        StallCause::StoreBuffer | StallCause::StoreBufferL2 | StallCause::StoreBufferDram => {
            "store waiting for a full store buffer"
        }
        StallCause::Membar => "store in flight before a fence",
    }
}
