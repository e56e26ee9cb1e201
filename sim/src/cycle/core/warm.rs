//! Functional warming: the functional engine executes, and each instruction also goes
//! through this core's L1I, L1D, L2 and branch predictor as if it had run here — without
//! the pipeline, and without counting. Then the statistics start from zero and the core
//! fetches where the machine stands ([`Core::finish_warming`]). What SMARTS calls functional
//! warming: a detailed run started after it sees warm caches and a trained predictor
//! instead of cold ones.

use super::timing::Flow;
use super::Core;
use crate::cycle::stats::Counters;
use crate::exec::{Access, Observer};
use crate::functional::{Machine, Outcome};

/// Warms a core while the functional engine runs: each instruction's fetch and data
/// accesses go to the caches, and at the next instruction the control transfer it made
/// trains the predictor (where it went is known then).
struct Warmer<'a> {
    core: &'a mut Core,
    /// The last instruction, if it transfers control: (hart, entry index).
    pending: Option<(usize, u32)>,
}

impl Warmer<'_> {
    /// The pending transfer went to entry `actual`, on hart `hart` next.
    fn learn(&mut self, actual: u32, hart: usize) {
        if let Some((h, index)) = self.pending.take() {
            let core = &mut *self.core;
            let (pc, next, flow) = (
                core.pc_of(index),
                core.timing[index as usize].next,
                core.timing[index as usize].flow,
            );
            core.learn_flow_at(pc, next, flow, actual, h == hart);
        }
    }
}

impl Observer for Warmer<'_> {
    #[inline]
    fn insn(&mut self, hart: usize, at: u32) {
        self.learn(at, hart);
        let core = &mut *self.core;
        let pc = core.pc_of(at);
        let line = pc >> core.p.line_shift;
        if line != core.front.line {
            core.caches.fetch(pc, 0);
            core.front.line = line;
        }
        let flow = core
            .timing
            .get(at as usize)
            .map_or(Flow::Sequential, |t| t.flow);
        if flow != Flow::Sequential {
            self.pending = Some((hart, at));
        }
    }

    #[inline]
    fn mem(&mut self, addr: u64, _size: u32, kind: Access) {
        self.core.caches.data(addr as u32, kind != Access::Load, 0);
    }

    const TIMES_RUNTIME: bool = true;

    /// The C library's traffic warms the caches too, a line at a time as the core moves it.
    fn runtime_work(&mut self, work: &crate::runtime::guest::Traffic) {
        for (at, write) in work.lines(1 << self.core.p.data_line_shift) {
            self.core.caches.data(at as u32, write, 0);
        }
    }
}

impl Core {
    /// Execute instructions of `m` on the functional engine until it has executed
    /// `instret` in all (or the program ends), warming the caches with their fetches and data accesses and the predictor
    /// with their control transfers. The outcome if the program ended.
    pub(crate) fn warm_to(&mut self, m: &mut Machine, instret: u64) -> Option<Outcome> {
        let n = instret.saturating_sub(m.instret());
        let mut w = Warmer {
            core: self,
            pending: None,
        };
        let end = m.run_observed(&mut w, n);
        if end.is_none() {
            w.learn(m.hart().pc, m.current_hart());
        }
        end
    }

    /// Start timing from where `m` stands: counters and cache statistics from zero (the
    /// contents and the predictor stay warm), the DRAM channel idle, fetch at the running
    /// hart's next instruction with an empty pipeline.
    pub(crate) fn finish_warming(&mut self, m: &Machine) {
        self.counters = Counters::new(m.code().entries.len());
        self.counters.switch_hart(m.current_hart());
        self.caches.reset_stats();
        self.resume_at(m);
    }

    /// Fetch from `m`'s next instruction, the pipeline empty (after warming, or between the
    /// units of a sampled run); the clock, counters and caches go on.
    pub(crate) fn resume_at(&mut self, m: &Machine) {
        self.front
            .predictor
            .ras
            .clone_from(&self.front.committed_ras);
        self.front.stopped = false;
        let pc = m.hart().pc;
        self.front.pc = pc;
        self.front.line = u32::MAX;
        self.acct.last_issued = pc;
        self.board.tos_in_registers = 0;
        self.board.ready = [0; super::SCOREBOARD];
        if let Some(a) = self.watch.audit.as_deref_mut() {
            a.restarted();
        }
    }
}
