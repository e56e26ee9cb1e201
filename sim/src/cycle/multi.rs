//! Several cores over one memory: the scheduler of the multi-core cycle engine.
//!
//! Each core has its own pipeline, predictor, L1I, L1D and store buffer ([`Core`]); the L2
//! and DRAM are one, lent to the core being ticked (swapped into its hierarchy for the tick
//! and back out), so every core sees the same lines and the same DRAM queue. Cores advance
//! in lockstep by always ticking the core whose clock is earliest (ties: the lowest index):
//! a core that jumps over idle cycles waits for the others to catch up, so cores interact —
//! through memory, the store buffers' drains and thread operations — in time order, and a
//! run is the same for the same program, configuration and seed.
//!
//! Coherence: one MESI [`Directory`] beside the L2, lent with it. A core's L1D accesses go
//! through it ([`crate::uarch::coherence`]); the lines a core's write takes from other L1Ds
//! are dropped from them right after that core's tick, before any other core ticks. With
//! `check_coherence` set, the directory and the L1Ds are checked against each other after
//! every tick (the single-writer/multiple-reader invariant).
//!
//! Threads: hart 0 starts on core 0; a hart the program creates starts on a free core, late
//! by up to `perturb.start_skew` cycles (chosen by the seed); a hart that blocks (join,
//! monitor) or ends gives its core back; with more runnable harts than cores, a hart that
//! has run `core.quantum` cycles is switched out (its stores committed, `core.switch_cycles`
//! charged) for the one waiting longest, so a thread spinning on a flag never starves the
//! thread that would set it.

use super::core::{Core, NO_HART};
use crate::functional::{HartState, Machine};
use crate::uarch::cache::{Cache, Dram};
use crate::uarch::coherence::{Directory, Port};
use crate::uarch::{cache_salt, stream_seed, MemoryModel, UarchConfig};

/// The cores beyond core 0, the shared levels and the scheduler's state.
#[derive(Clone)]
pub(crate) struct MultiCore {
    /// Cores 1..N (core 0 is the `CycleMachine`'s own).
    pub others: Vec<Core>,
    l2: Box<Cache>,
    dram: Box<Dram>,
    directory: Option<Box<Directory>>,
    /// Check the directory against the L1Ds after every tick (a debug option).
    pub check_coherence: bool,
    /// The core whose hart called `sched_yield` in its last tick: it gives the core up to a
    /// waiting hart at the next scheduling, as if its quantum were over.
    yielded: Option<usize>,
    /// A hart that got a core for the first time in the last scheduling (a debugger stops
    /// at its first instruction as if a step had arrived there).
    pub first_start: Option<usize>,
    /// The core the last [`MultiCore::tick`] ticked (`None`: no core was active), which a
    /// tracer is shown.
    pub ticked: Option<usize>,
    /// Cycles each thread spent blocked, per synchronization object.
    contention: super::contention::Contention,
    /// Checkpoint regions of the whole machine: whichever core runs a region's checkpoints,
    /// its cycles are the global clock's and its instructions every hart's.
    regions: Vec<super::stats::RegionCounter>,
    /// Harts that have run on some core (a first start is skewed, a resume costs a switch).
    started: Vec<bool>,
    /// Runnable harts no core runs, longest waiting first (a switched-out hart goes to the
    /// back): every thread gets a core in turn.
    queue: std::collections::VecDeque<usize>,
    /// Scratch for `schedule` (which harts a core runs), kept so a tick allocates nothing.
    bound: Vec<bool>,
    /// What the queue and the contention counters were last brought up to date with: the
    /// machine's [`Machine::hart_state_epoch`] and hart count. While neither moves and no
    /// core was bound or unbound (`rebound`), bringing them up to date again changes
    /// nothing, and `schedule` skips it (a look at every hart per tick otherwise).
    seen: Option<(u64, usize)>,
    rebound: bool,
    model: MemoryModel,
    quantum: u64,
    switch_cycles: u64,
    start_skew: u64,
    rng: u64,
}

impl MultiCore {
    /// Cores 1..N for `config`, and the shared levels taken from core 0.
    pub fn new(config: &UarchConfig, core0: &mut Core, m: &mut Machine) -> MultiCore {
        let n = config.core.count.max(1) as usize;
        let buffered = config.memory.model != MemoryModel::Sc;
        // A fault here would mean hart 0 already buffered a store: it has not run.
        let _ = m.set_external_schedule(buffered);
        core0.make_multi(0);
        core0.link.coherence = Some(Box::default());
        let l2 = core0.caches.l2.clone();
        let mut dram = core0.caches.dram.clone();
        dram.set_jitter(config.perturb.dram_jitter, config.seed);
        let directory = Directory::new(n, config.l1d.line.trailing_zeros(), &config.coherence)
            .with_jitter(config.perturb.arbitration, config.seed);
        let mut others = Vec::with_capacity(n - 1);
        for k in 1..n {
            let mut c = Core::new(config, m);
            c.make_multi(k);
            let stream = |level| stream_seed(config.seed, cache_salt(k, level));
            c.caches.l1i = Cache::new(c.caches.l1i.geometry().clone(), stream(1));
            c.caches.l1d = Cache::new(c.caches.l1d.geometry().clone(), stream(2));
            c.link.coherence = Some(Box::new(Port {
                core: k,
                ..Port::default()
            }));
            c.unbind(false);
            c.counters = super::stats::Counters::new(m.code().entries.len());
            others.push(c);
        }
        MultiCore {
            others,
            l2,
            dram,
            directory: Some(Box::new(directory)),
            check_coherence: false,
            yielded: None,
            first_start: None,
            ticked: None,
            contention: Default::default(),
            regions: Vec::new(),
            started: vec![true],
            queue: std::collections::VecDeque::new(),
            bound: Vec::new(),
            seen: None,
            rebound: true,
            model: config.memory.model,
            quantum: config.core.quantum.max(1),
            switch_cycles: config.core.switch_cycles as u64,
            start_skew: config.perturb.start_skew as u64,
            rng: config.seed.wrapping_mul(0xD129_0A4B_2C1F_3E57) | 1,
        }
    }

    /// After a fast-forward: the harts the functional engine ran go to the cores from here
    /// (buffered stores again under `tso`/`weak`), core 0 no longer holding hart 0 by
    /// default, each hart resuming as after a switch. What warming filled through core 0
    /// becomes the machine's: its L2 is the shared L2 and every core starts from its trained
    /// predictor, while the L1s start empty, as the coherence directory (which saw none of
    /// the warming) says they are.
    pub fn take_over(&mut self, core0: &mut Core, m: &mut Machine) {
        // Under the machine's own schedule every store went straight to memory: none is
        // buffered, so turning buffering back on cannot fault.
        let _ = m.set_external_schedule(self.model != MemoryModel::Sc);
        core0.unbind(false);
        self.rebound = true;
        self.started = vec![true; m.hart_count()];
        self.l2 = core0.caches.l2.clone();
        core0.caches.l1i.clear();
        core0.caches.l1d.clear();
        for c in &mut self.others {
            c.front.predictor = core0.front.predictor.clone();
        }
    }

    /// How many cores.
    pub fn count(&self) -> usize {
        self.others.len() + 1
    }

    fn random(&mut self, bound: u64) -> u64 {
        if bound == 0 {
            return 0;
        }
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        (self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) % (bound + 1)
    }

    /// Core `k` (0 is `core0`).
    fn core<'a>(&'a mut self, core0: &'a mut Core, k: usize) -> &'a mut Core {
        if k == 0 {
            core0
        } else {
            &mut self.others[k - 1]
        }
    }

    /// The active core with the earliest clock (ties: the lowest index).
    fn next_core(&self, core0: &Core) -> Option<usize> {
        let mut best: Option<(u64, usize)> = core0.is_active().then_some((core0.cycle, 0));
        for (i, c) in self.others.iter().enumerate() {
            if c.is_active() && best.is_none_or(|(cycle, _)| c.cycle < cycle) {
                best = Some((c.cycle, i + 1));
            }
        }
        best.map(|(_, k)| k)
    }

    /// The global time: the earliest clock of an active core (of any core when none is).
    pub fn now(&self, core0: &Core) -> u64 {
        match self.next_core(core0) {
            Some(k) => self.core_at(core0, k).cycle,
            None => self.cores(core0).map(|c| c.cycle).max().unwrap_or(0),
        }
    }

    /// Tick the earliest active core once (with the shared levels lent to it). `None` when
    /// no core is active; else whether the program ended at that core's issue.
    pub fn tick(&mut self, core0: &mut Core, m: &mut Machine) -> Option<bool> {
        self.schedule(core0, m);
        self.ticked = None;
        let k = self.next_core(core0)?;
        self.ticked = Some(k);
        let core: &mut Core = if k == 0 {
            core0
        } else {
            &mut self.others[k - 1]
        };
        let l2_misses = self.l2.stats.misses;
        std::mem::swap(&mut core.caches.l2, &mut self.l2);
        std::mem::swap(&mut core.caches.dram, &mut self.dram);
        if let Some(p) = core.link.coherence.as_deref_mut() {
            std::mem::swap(&mut p.directory, &mut self.directory);
        }
        if core.is_bound() {
            m.select_hart(core.link.hart);
            if self.model == MemoryModel::Weak {
                m.apply_invalidations(core.link.hart, Some(core.cycle));
            }
        }
        let ended = core.tick(m);
        std::mem::swap(&mut core.caches.l2, &mut self.l2);
        std::mem::swap(&mut core.caches.dram, &mut self.dram);
        if let Some(p) = core.link.coherence.as_deref_mut() {
            std::mem::swap(&mut p.directory, &mut self.directory);
        }
        core.counters.l2_misses += self.l2.stats.misses.saturating_sub(l2_misses);
        for (name, cycle, instret) in core.link.checkpoints.drain(..) {
            super::stats::toggle_region(&mut self.regions, name, cycle, instret);
        }
        if core.is_bound() && m.take_yield(core.link.hart) {
            self.yielded = Some(k);
        }
        if core.is_bound() {
            match m.hart_state(core.link.hart) {
                HartState::Runnable => {}
                HartState::Finished(_) => core.unbind(true),
                _ => core.unbind(false),
            }
            self.rebound |= !core.is_bound();
        }
        self.invalidate(core0, k);
        self.queue_invalidations(core0, k, m);
        Some(ended)
    }

    /// Under `weak`: give the harts of the cores whose lines core `k`'s drained stores took
    /// this tick the lines as they were, until they apply the invalidation.
    fn queue_invalidations(&mut self, core0: &mut Core, k: usize, m: &mut Machine) {
        let writer = self.core(core0, k);
        if writer.link.snapshots.is_empty() {
            return;
        }
        let line = writer.data_line_bytes();
        let snapshots = std::mem::take(&mut writer.link.snapshots);
        let bytes = std::mem::take(&mut writer.link.snapshot_bytes);
        for (i, &(mask, base)) in snapshots.iter().enumerate() {
            let old = &bytes[i * line..(i + 1) * line];
            for j in crate::uarch::coherence::Cores(mask) {
                if j == k || j >= self.count() {
                    continue;
                }
                let reader = self.core(core0, j);
                if reader.is_bound() {
                    let until = reader.cycle + reader.invalidation_delay();
                    m.queue_invalidation(reader.link.hart, base, old, until);
                }
            }
        }
        // The vectors go back, capacity kept.
        let writer = self.core(core0, k);
        writer.link.snapshots = snapshots;
        writer.link.snapshots.clear();
        writer.link.snapshot_bytes = bytes;
        writer.link.snapshot_bytes.clear();
    }

    /// Drop from the other cores' L1Ds the lines core `k`'s writes took this tick.
    fn invalidate(&mut self, core0: &mut Core, k: usize) {
        let Some(port) = self.core(core0, k).link.coherence.as_deref_mut() else {
            return;
        };
        let mut taken = std::mem::take(&mut port.invalidations);
        for &(mask, addr) in &taken {
            for j in crate::uarch::coherence::Cores(mask) {
                if j < self.count() {
                    self.core(core0, j).caches.l1d.invalidate(addr);
                }
            }
        }
        taken.clear();
        // The vector goes back, capacity kept: invalidating allocates nothing once warm.
        if let Some(port) = self.core(core0, k).link.coherence.as_deref_mut() {
            port.invalidations = taken;
        }
    }

    /// Check the single-writer/multiple-reader invariant: the directory's own invariants,
    /// and that it and every core's L1D agree on who holds what.
    pub fn check_coherence(&self, core0: &Core) -> Result<(), String> {
        let Some(dir) = &self.directory else {
            return Ok(());
        };
        dir.check_against(|k, addr| {
            self.cores(core0)
                .nth(k)
                .is_some_and(|c| c.caches.l1d.contains(addr))
        })
    }

    /// Contention per synchronization object, waits still open counted up to `now`.
    pub fn contention(&self, now: u64) -> Vec<super::contention::ObjectReport> {
        self.contention.report(now)
    }

    /// The machine's checkpoint regions.
    pub fn regions(&self) -> &[super::stats::RegionCounter] {
        &self.regions
    }

    /// The shared directory (statistics, MESI states for a debugger).
    pub fn directory(&self) -> Option<&Directory> {
        self.directory.as_deref()
    }

    /// Give free cores to runnable harts no core runs; switch out a hart that has had its
    /// quantum when another waits.
    fn schedule(&mut self, core0: &mut Core, m: &mut Machine) {
        let n = m.hart_count();
        let seen = Some((m.hart_state_epoch(), n));
        if self.rebound || self.seen != seen {
            self.update_queue(core0, m);
            self.seen = seen;
            self.rebound = false;
        } else if cfg!(debug_assertions) {
            // The skip's premise, checked in test and fuzz builds: the update would change
            // nothing (a hart-state change that did not bump the epoch fails here).
            let before = (self.queue.clone(), self.contention.clone());
            self.update_queue(core0, m);
            assert!(
                before == (self.queue.clone(), self.contention.clone()),
                "the scheduler skipped an update that changes its queue or contention \
                 (a hart state set without Machine::set_hart_state?)"
            );
        }
        let yielded = self.yielded.take();
        if self.queue.is_empty() {
            return;
        }
        // The global time, read before the first core changes hands (most ticks none does).
        let mut now = None;
        let count = self.count();
        let quantum = self.quantum;
        for k in 0..count {
            let Some(&h) = self.queue.front() else {
                return;
            };
            let core = self.core_at(core0, k);
            let free = !core.is_bound();
            let expired = core.is_bound() && (core.running_for() >= quantum || yielded == Some(k));
            if !free && !expired {
                continue;
            }
            let now = *now.get_or_insert_with(|| self.now(core0));
            let core: &mut Core = if k == 0 {
                &mut *core0
            } else {
                &mut self.others[k - 1]
            };
            if expired {
                let old = core.link.hart;
                core.unbind(false);
                m.commit_stores(old, |_| true);
                m.apply_invalidations(old, None);
                self.queue.push_back(old);
            }
            self.queue.pop_front();
            let delay = if self.started[h] {
                self.switch_cycles
            } else {
                self.first_start = Some(h);
                self.random(self.start_skew)
            };
            self.started[h] = true;
            let pc = m.hart_pc(h);
            self.core(core0, k).bind(h, pc, now, delay);
            self.rebound = true;
        }
    }

    /// Bring the queue of waiting harts and the contention counters up to date with the
    /// harts' states: drop from the queue the harts that got a core or stopped being
    /// runnable, add the runnable ones no core runs.
    fn update_queue(&mut self, core0: &mut Core, m: &Machine) {
        let n = m.hart_count();
        if self.started.len() < n {
            self.started.resize(n, false);
        }
        let now = self.now(core0);
        for h in 0..n {
            self.contention.observe(h, m.hart_state(h), now);
        }
        let mut bound = std::mem::take(&mut self.bound);
        bound.clear();
        bound.resize(n, false);
        for k in 0..self.count() {
            let h = self.core(core0, k).link.hart;
            if h != NO_HART && h < n {
                bound[h] = true;
            }
        }
        self.queue
            .retain(|&h| h < n && !bound[h] && m.hart_state(h) == HartState::Runnable);
        for (h, &is_bound) in bound.iter().enumerate() {
            if !is_bound && m.hart_state(h) == HartState::Runnable && !self.queue.contains(&h) {
                self.queue.push_back(h);
            }
        }
        self.bound = bound;
    }

    /// Stop every core fetching (the program ended).
    pub fn stop_fetch(&mut self) {
        for c in &mut self.others {
            c.stop_fetch();
        }
    }

    /// Whether every core's pipeline and store buffer are empty.
    pub fn is_empty(&self, core0: &Core) -> bool {
        core0.is_empty() && self.others.iter().all(|c| c.is_empty())
    }

    /// Core `k` (0 is `core0`).
    pub fn core_at<'a>(&'a self, core0: &'a Core, k: usize) -> &'a Core {
        if k == 0 {
            core0
        } else {
            &self.others[k - 1]
        }
    }

    /// Every core, core 0 first.
    pub fn cores<'a>(&'a self, core0: &'a Core) -> impl Iterator<Item = &'a Core> + 'a {
        std::iter::once(core0).chain(&self.others)
    }

    /// The memory model's name (reports).
    pub fn model_name(&self) -> &'static str {
        self.model.name()
    }

    /// The shared L2 and DRAM (for reports).
    pub fn shared(&self) -> (&Cache, &Dram) {
        (&self.l2, &self.dram)
    }
}
