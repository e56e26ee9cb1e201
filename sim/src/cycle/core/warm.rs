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
use crate::uarch::cache::Hierarchy;

/// Sends the data accesses of one executed instruction to the caches.
struct Warmer<'a> {
    caches: &'a mut Hierarchy,
}

impl Observer for Warmer<'_> {
    #[inline]
    fn mem(&mut self, addr: u64, _size: u32, kind: Access) {
        self.caches.data(addr as u32, kind != Access::Load, 0);
    }
}

impl Core {
    /// Execute one instruction of `m` on the functional engine, warming the caches with its
    /// fetch and data accesses and the predictor with its control transfer. The outcome if
    /// the program ended.
    pub(crate) fn warm(&mut self, m: &mut Machine) -> Option<Outcome> {
        let hart_before = m.current_hart();
        let index = m.hart().pc;
        let pc = self
            .p
            .text_base
            .wrapping_add(index.wrapping_mul(maple_isa::WORD_BYTES as u32));
        let line = pc >> self.p.line_shift;
        if line != self.fetch_line {
            self.caches.fetch(pc, 0);
            self.fetch_line = line;
        }
        let end = m.step_observed(&mut Warmer {
            caches: &mut self.caches,
        });
        let flow = self
            .timing
            .get(index as usize)
            .map_or(Flow::Sequential, |t| t.flow);
        if flow != Flow::Sequential && end.is_none() {
            let same_hart = m.current_hart() == hart_before;
            self.learn_flow(m, index, flow, m.hart().pc, same_hart);
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
        self.predictor.ras.clone_from(&self.committed_ras);
        self.fetch_stopped = false;
        let pc = m.hart().pc;
        self.fetch_pc = pc;
        self.fetch_line = u32::MAX;
        self.last_issued = pc;
        self.tos_in_registers = 0;
        self.ready = [0; super::SCOREBOARD];
    }
}
