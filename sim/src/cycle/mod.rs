//! The cycle-level engine: the functional [`Machine`] driven by a pipelined [`Core`].
//!
//! The machine keeps the architectural state and the one copy of the semantics; the core
//! decides *when* each instruction executes (at its issue into the execute stage) and what
//! it costs. A [`CycleMachine`] is the pair, plus the run's end:
//!
//! ```ignore
//! let mut cm = CycleMachine::new(program, RunConfig::default(), &UarchConfig::default())?;
//! let outcome = cm.run(&Limits::default(), &mut NoTracer);
//! let report = cm.report();            // cycles, IPC, stalls, caches, branches, functions
//! ```
//!
//! A debugger drives it with [`CycleMachine::tick`] (one clock) and
//! [`CycleMachine::step_insn`] (until one more instruction has executed), reads the pipeline
//! through [`CycleMachine::core`] and the architectural state through
//! [`CycleMachine::machine`]; a clone is a snapshot. Runs are deterministic: the same
//! program, configuration and seed give the same cycle count.

pub mod contention;
pub mod core;
pub mod fast_forward;
pub mod memo;
mod multi;
mod ring;
pub mod sampling;
pub mod stall;
pub mod stats;
pub mod trace;

pub use self::core::{Core, Slot, Stage};
pub use fast_forward::FastForwardError;
pub use memo::MemoStats;
pub use stall::StallCause;
pub use stats::Report;
pub use trace::{NoTracer, Tracer};

use crate::fault::FaultKind;
use crate::functional::{LoadError, Machine, Outcome, RunConfig};
use crate::program::Program;
use crate::uarch::UarchConfig;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

/// How many cycles a run goes between looks at its interrupt flag: a few milliseconds of
/// host time, so a Ctrl-C stops it at once, at no cost per simulated cycle (the look shares
/// the cycle-limit compare every tick already makes).
pub const INTERRUPT_POLL_CYCLES: u64 = 1 << 16;

/// Where a run posts how far it has come, for a progress display on another host thread:
/// updated at every look at the interrupt flag (every [`INTERRUPT_POLL_CYCLES`] cycles).
#[derive(Debug, Default)]
pub struct Progress {
    pub cycles: AtomicU64,
    pub instructions: AtomicU64,
}

/// Bounds of a run: reaching one ends it with a fault that names the bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub max_cycles: Option<u64>,
    pub max_insns: Option<u64>,
}

/// A machine and the core that times it.
#[derive(Clone)]
pub struct CycleMachine {
    machine: Machine,
    core: Core,
    /// Cores 1..N and the scheduler, when `core.count` > 1.
    multi: Option<Box<multi::MultiCore>>,
    /// The program ended at issue; the pipeline drains before this is the outcome.
    ending: Option<Outcome>,
    outcome: Option<Outcome>,
    /// The fast-forward before the first cycle, if any.
    fast_forwarded: Option<stats::FastForwardReport>,
    /// A sampled run's estimate, once it has ended.
    sampled: Option<sampling::SampleEstimate>,
    /// Set (by a signal handler) to stop [`CycleMachine::run`] at its next look.
    interrupt: Option<Arc<AtomicBool>>,
    /// Where the run posts its clock and instructions at each look.
    progress: Option<Arc<Progress>>,
    /// The memoized timing engine, when [`TimingEngine::Memo`] times the run.
    memo: MemoSlot,
}

/// How the cycle engine times a run: both give the same figures, byte for byte.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TimingEngine {
    /// Every cycle ticked through the pipeline's stages (the reference).
    #[default]
    Ticked,
    /// Spans of ticks memoized and played back ([`memo`]); what a memo cannot reproduce is
    /// ticked.
    Memo,
}

/// The memo of a machine. A copy of the machine (a debugger's snapshot) starts without one:
/// the memo is a cache of the run's timing, rebuilt as it goes.
#[derive(Default)]
struct MemoSlot(Option<Box<memo::Memo>>);

impl Clone for MemoSlot {
    fn clone(&self) -> MemoSlot {
        MemoSlot(None)
    }
}

/// A cycle machine as it was: the core (small) copied, the machine's memory shared with the
/// previous snapshot except for the pages written since ([`crate::MachineSnapshot`]).
#[derive(Clone)]
pub struct CycleSnapshot {
    machine: crate::MachineSnapshot,
    core: Core,
    multi: Option<Box<multi::MultiCore>>,
    ending: Option<Outcome>,
    outcome: Option<Outcome>,
    fast_forwarded: Option<stats::FastForwardReport>,
    sampled: Option<sampling::SampleEstimate>,
}

impl CycleSnapshot {
    /// A running cycle machine in this state.
    pub fn restore(&self) -> CycleMachine {
        CycleMachine {
            machine: self.machine.restore(),
            core: self.core.clone(),
            multi: self.multi.clone(),
            ending: self.ending.clone(),
            outcome: self.outcome.clone(),
            fast_forwarded: self.fast_forwarded,
            sampled: self.sampled.clone(),
            interrupt: None,
            progress: None,
            memo: MemoSlot::default(),
        }
    }

    /// The machine's snapshot (what taking it copied).
    pub fn machine(&self) -> &crate::MachineSnapshot {
        &self.machine
    }
}

impl CycleMachine {
    /// Take a snapshot for reverse execution ([`Machine::snapshot`]).
    pub fn snapshot(&mut self) -> CycleSnapshot {
        CycleSnapshot {
            machine: self.machine.snapshot(),
            core: self.core.clone(),
            multi: self.multi.clone(),
            ending: self.ending.clone(),
            outcome: self.outcome.clone(),
            fast_forwarded: self.fast_forwarded,
            sampled: self.sampled.clone(),
        }
    }

    /// Load `program` on a machine with the microarchitecture `uarch`.
    pub fn new(
        program: Program,
        mut config: RunConfig,
        uarch: &UarchConfig,
    ) -> Result<CycleMachine, LoadError> {
        // Per-instruction execution counts feed the per-function statistics.
        config.profile = true;
        config.trap_misaligned |= uarch.memory.trap_misaligned;
        config.mem_limit = config.mem_limit.or(Some(uarch.memory.limit));
        let mut machine = Machine::new(program, config)?;
        machine.runtime_mut().stdio_buffer = uarch.runtime.stdio_buffer;
        let mut core = Core::new(uarch, &machine);
        let multi = (uarch.core.count > 1)
            .then(|| Box::new(multi::MultiCore::new(uarch, &mut core, &mut machine)));
        let outcome = machine.outcome().cloned();
        Ok(CycleMachine {
            machine,
            core,
            multi,
            ending: None,
            outcome,
            fast_forwarded: None,
            sampled: None,
            interrupt: None,
            progress: None,
            memo: MemoSlot::default(),
        })
    }

    /// Time the run with `engine` from now on (the figures are the same; the memo is
    /// faster). With several cores the memo does not apply and the run is ticked.
    pub fn set_timing(&mut self, engine: TimingEngine) {
        self.settle();
        self.memo.0 = (engine == TimingEngine::Memo && self.multi.is_none())
            .then(|| Box::new(memo::Memo::new(memo::DEFAULT_CAPACITY)));
    }

    /// What the memoized timing engine did so far (`None`: the run is ticked).
    pub fn memo_stats(&self) -> Option<memo::MemoStats> {
        self.memo.0.as_deref().map(|m| m.stats())
    }

    /// Put the pipeline into the state the memo engine is at (before anything ticks the
    /// core directly or reads its latches).
    fn settle(&mut self) {
        if let Some(memo) = self.memo.0.as_deref_mut() {
            memo.settle(&mut self.core, &self.machine);
        }
    }

    /// Let `flag` stop [`CycleMachine::run`]: once it is set, the run ends within
    /// [`INTERRUPT_POLL_CYCLES`] cycles with [`FaultKind::Interrupted`], and the statistics
    /// cover what ran (a Ctrl-C handler sets it).
    pub fn set_interrupt(&mut self, flag: Arc<AtomicBool>) {
        self.interrupt = Some(flag);
    }

    /// Post the run's clock and instructions to `progress` as it goes (at each look).
    pub fn set_progress(&mut self, progress: Arc<Progress>) {
        self.progress = Some(progress);
    }

    /// The next cycle at which a run looks at its bounds: the cycle limit, or sooner when an
    /// interrupt flag is to be polled or progress posted.
    fn next_look(&self, now: u64, max_cycles: u64) -> u64 {
        if self.interrupt.is_some() || self.progress.is_some() {
            max_cycles.min(now.saturating_add(INTERRUPT_POLL_CYCLES))
        } else {
            max_cycles
        }
    }

    /// Whether the interrupt flag is set.
    fn interrupted(&self) -> bool {
        self.interrupt
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// At a look (cycle `now` reached the last [`CycleMachine::next_look`]): the end a bound
    /// or an interrupt calls for, else the next look.
    fn look(&self, now: u64, max_cycles: u64) -> Result<u64, FaultKind> {
        if let Some(p) = &self.progress {
            p.cycles.store(now, Ordering::Relaxed);
            p.instructions
                .store(self.machine.instret(), Ordering::Relaxed);
        }
        if now >= max_cycles {
            Err(FaultKind::MaxCycles { limit: max_cycles })
        } else if self.interrupted() {
            Err(FaultKind::Interrupted {
                cycle: Some(now),
                instructions: self.machine.instret(),
            })
        } else {
            Ok(self.next_look(now, max_cycles))
        }
    }

    /// Send program output to `out` instead of stdout.
    pub fn with_output(mut self, out: Box<dyn Write + Send>) -> CycleMachine {
        self.machine = self.machine.with_output(out);
        self
    }

    /// Send the program's stderr to `err` instead of the host's stderr.
    pub fn with_error_output(mut self, err: Box<dyn Write + Send>) -> CycleMachine {
        self.machine = self.machine.with_error_output(err);
        self
    }

    /// Simulate one clock cycle (when the core is stalled, a tick may advance the clock
    /// to the next cycle at which anything changes: see [`core`]). The outcome once the
    /// program has ended and the pipeline has drained.
    pub fn tick(&mut self) -> Option<Outcome> {
        if let Some(o) = &self.outcome {
            return Some(o.clone());
        }
        if self.multi.is_some() {
            return self.tick_multi();
        }
        self.settle();
        if self.core.tick(&mut self.machine) {
            self.core.stop_fetch();
            self.ending = self.core.take_ended();
        }
        if self.ending.is_some() && self.core.is_empty() {
            self.outcome = self.ending.take();
        }
        self.outcome.clone()
    }

    /// One tick of the earliest core of several.
    fn tick_multi(&mut self) -> Option<Outcome> {
        let Some(mc) = self.multi.as_deref_mut() else {
            return self.outcome.clone();
        };
        match mc.tick(&mut self.core, &mut self.machine) {
            Some(true) => {
                self.core.stop_fetch();
                mc.stop_fetch();
                // The core that issued the end holds it.
                let ended = std::iter::once(&mut self.core)
                    .chain(mc.others.iter_mut())
                    .find_map(|c| c.take_ended());
                self.ending = ended;
            }
            Some(false) => {}
            None => {
                // No core is active and none can be given a hart: every live thread waits.
                if self.ending.is_none() {
                    let pc = self.machine.pc();
                    let fault = self.machine.deadlock_fault();
                    self.ending = Some(self.machine.locate(fault, pc));
                }
            }
        }
        if mc.check_coherence {
            if let Err(problem) = mc.check_coherence(&self.core) {
                let cycle = mc.now(&self.core);
                let pc = self.machine.pc();
                let fault = FaultKind::CoherenceViolation { cycle, problem };
                self.outcome = Some(self.machine.locate(fault, pc));
                return self.outcome.clone();
            }
        }
        if self.ending.is_some() && mc.is_empty(&self.core) {
            self.outcome = self.ending.take();
        }
        self.outcome.clone()
    }

    /// Check the coherence invariant after every tick of a multi-core run (a debug option:
    /// a violation ends the run with a fault naming it). No effect with one core.
    pub fn set_check_coherence(&mut self, on: bool) {
        if let Some(mc) = self.multi.as_deref_mut() {
            mc.check_coherence = on;
        }
    }

    /// Audit every stall charged from now on against its cause's condition, on every core
    /// ([`Core::enable_stall_audit`]; a debug option: `maple run --audit-stalls`).
    pub fn enable_stall_audit(&mut self) {
        self.core.enable_stall_audit();
        if let Some(mc) = self.multi.as_deref_mut() {
            for c in &mut mc.others {
                c.enable_stall_audit();
            }
        }
    }

    /// The stall audit's first violation, naming the core (`None`: none, or the audit is off).
    pub fn stall_audit_violation(&self) -> Option<String> {
        self.cores()
            .iter()
            .enumerate()
            .find_map(|(k, c)| c.stall_audit_violation().map(|v| format!("core {k}: {v}")))
    }

    /// The MESI directory of a multi-core run.
    pub fn directory(&self) -> Option<&crate::uarch::coherence::Directory> {
        self.multi.as_deref().and_then(|mc| mc.directory())
    }

    /// With several cores, the clock of the core the last tick ticked if it is still active,
    /// an upper bound of the global clock (the earliest active core's); `u64::MAX` when
    /// there is none (no core ticked, or the one that did went idle: the clock may then be
    /// another core's, later). With one core, the clock.
    fn ticked_clock(&self) -> u64 {
        match &self.multi {
            Some(mc) => mc
                .ticked
                .map(|k| mc.core_at(&self.core, k))
                .filter(|c| c.is_active())
                .map_or(u64::MAX, |c| c.cycle),
            None => self.core.cycle,
        }
    }

    /// The global clock: with several cores, the earliest active core's.
    fn now(&self) -> u64 {
        match &self.multi {
            Some(mc) => mc.now(&self.core),
            None => self.core.cycle,
        }
    }

    /// Tick until one more instruction has executed (issued), or the program ends.
    /// With several cores, the instruction may issue on any core: the machine's current
    /// hart is then the one that executed it.
    pub fn step_insn(&mut self) -> Option<Outcome> {
        let executed = self.machine.instret();
        if let Some(mc) = self.multi.as_deref_mut() {
            mc.first_start = None;
        }
        loop {
            if let Some(o) = self.tick() {
                return Some(o);
            }
            if self.machine.instret() > executed {
                return None;
            }
            // A thread that starts arrives at its first instruction.
            if let Some(h) = self
                .multi
                .as_deref_mut()
                .and_then(|mc| mc.first_start.take())
            {
                self.machine.select_hart(h);
                return None;
            }
        }
    }

    /// Run to the end or a limit, showing every cycle to `tracer` (with several cores, each
    /// core's tick, naming the core).
    pub fn run<T: Tracer>(&mut self, limits: &Limits, tracer: &mut T) -> Outcome {
        if let Some(o) = &self.outcome {
            return o.clone();
        }
        if T::ENABLED {
            tracer.start(self.core_count());
        }
        if self.multi.is_some() {
            return self.run_multi(limits, tracer);
        }
        // A memo plays spans of many cycles back at once: it times runs that stop only
        // between instructions (a cycle limit stops between ticks), and never a traced one.
        let memoize = !T::ENABLED && limits.max_cycles.is_none() && self.core.plain();
        if !memoize || self.memo.0.is_none() {
            self.settle();
        }
        let outcome = self.run_single(limits, tracer, memoize);
        self.settle();
        outcome
    }

    /// [`CycleMachine::run`] with one core (`memoize`: through the memo, if there is one).
    fn run_single<T: Tracer>(&mut self, limits: &Limits, tracer: &mut T, memoize: bool) -> Outcome {
        let max_cycles = limits.max_cycles.unwrap_or(u64::MAX);
        let max_insns = limits.max_insns.unwrap_or(u64::MAX);
        let mut look_at = self.next_look(self.core.cycle, max_cycles);
        loop {
            // The hot loop: one tick (or a memoized span), then the rare checks.
            let ended = match self.memo.0.as_deref_mut() {
                Some(memo) if memoize => memo.advance(&mut self.core, &mut self.machine, max_insns),
                _ => self.core.tick(&mut self.machine),
            };
            if ended {
                self.core.stop_fetch();
                self.ending = self.core.take_ended();
            }
            if T::ENABLED {
                tracer.cycle(0, &self.core, &self.machine);
            }
            if self.ending.is_some() && self.core.is_empty() {
                self.outcome = self.ending.take();
                if T::ENABLED {
                    tracer.finish(&[&self.core]);
                }
                return self.outcome.clone().unwrap_or(Outcome::Exited(0));
            }
            if self.core.cycle >= look_at {
                match self.look(self.core.cycle, max_cycles) {
                    Ok(next) => look_at = next,
                    Err(end) => return self.limit(end, tracer),
                }
            }
            if self.machine.instret() >= max_insns && self.ending.is_none() {
                return self.limit(FaultKind::MaxInstructions { limit: max_insns }, tracer);
            }
        }
    }

    /// [`CycleMachine::run`] with several cores: the tracer sees each tick's core.
    fn run_multi<T: Tracer>(&mut self, limits: &Limits, tracer: &mut T) -> Outcome {
        let max_cycles = limits.max_cycles.unwrap_or(u64::MAX);
        let max_insns = limits.max_insns.unwrap_or(u64::MAX);
        let mut look_at = self.next_look(self.now(), max_cycles);
        loop {
            let ended = self.tick_multi();
            if T::ENABLED {
                if let Some(mc) = self.multi.as_deref() {
                    if let Some(k) = mc.ticked {
                        tracer.cycle(k, mc.core_at(&self.core, k), &self.machine);
                    }
                }
            }
            if let Some(o) = ended {
                if T::ENABLED {
                    tracer.finish(&self.cores());
                }
                return o;
            }
            // The global clock (the earliest active core's) is at most the clock of the core
            // just ticked, which was the earliest: only when that one reached the next look
            // is the clock worth finding (a look at every core).
            if self.ticked_clock() >= look_at {
                let now = self.now();
                if now >= look_at {
                    match self.look(now, max_cycles) {
                        Ok(next) => look_at = next,
                        Err(end) => return self.limit(end, tracer),
                    }
                }
            }
            if self.machine.instret() >= max_insns && self.ending.is_none() {
                return self.limit(FaultKind::MaxInstructions { limit: max_insns }, tracer);
            }
        }
    }

    fn limit<T: Tracer>(&mut self, kind: FaultKind, tracer: &mut T) -> Outcome {
        if T::ENABLED {
            tracer.finish(&self.cores());
        }
        let pc = self.machine.pc();
        self.machine.locate(kind, pc)
    }

    /// Statistics so far.
    pub fn report(&self) -> Report {
        let Some(mc) = &self.multi else {
            let mut r = Report::new(&self.core.counters, &self.core.caches, &self.machine);
            r.fast_forward = self.fast_forwarded;
            r.sampling = self.sampled.clone();
            return r;
        };
        // Core 0's report with the shared L2 and DRAM, then the machine's totals.
        let mut caches = self.core.caches.clone();
        let (l2, dram) = mc.shared();
        *caches.l2 = l2.clone();
        *caches.dram = dram.clone();
        let mut r = Report::new(&self.core.counters, &caches, &self.machine);
        let cores: Vec<stats::PhysicalCoreReport> = mc
            .cores(&self.core)
            .enumerate()
            .map(|(k, c)| {
                let mut p = stats::PhysicalCoreReport::new(k, &c.counters, &c.caches);
                if let Some(s) = mc.directory().and_then(|d| d.per_core().get(k)) {
                    p.coherence = s.clone();
                }
                p
            })
            .collect();
        // Every core's cycles, per function and per thread.
        r.functions = stats::functions(&self.cycles_at(), &self.runtime_cycles(), &self.machine);
        let counters: Vec<&stats::Counters> = mc.cores(&self.core).map(|c| &c.counters).collect();
        r.threads = stats::threads(&counters);
        r.cycles = mc.cores(&self.core).map(|c| c.cycle).max().unwrap_or(0);
        // The timed part: what a fast-forward executed is not the cores'.
        r.instructions = self.machine.instret() - self.fast_forwarded_instructions();
        r.fast_forward = self.fast_forwarded;
        r.regions =
            stats::region_reports(mc.regions(), r.cycles, r.instructions, self.machine.code());
        r.ipc = if r.cycles == 0 {
            0.0
        } else {
            r.instructions as f64 / r.cycles as f64
        };
        r.cpi = if r.instructions == 0 {
            0.0
        } else {
            r.cycles as f64 / r.instructions as f64
        };
        for (name, n) in r.stalls.iter_mut() {
            *n = cores
                .iter()
                .map(|c| c.stalls.get(name).copied().unwrap_or(0))
                .sum();
        }
        r.loads = cores.iter().map(|c| c.loads).sum();
        r.stores = cores.iter().map(|c| c.stores).sum();
        let sum = |f: &dyn Fn(&stats::PhysicalCoreReport) -> &stats::CacheReport| {
            let (hits, misses, writebacks) = cores.iter().map(f).fold((0, 0, 0), |a, c| {
                (a.0 + c.hits, a.1 + c.misses, a.2 + c.writebacks)
            });
            stats::CacheReport {
                hits,
                misses,
                writebacks,
                miss_rate: if hits + misses == 0 {
                    0.0
                } else {
                    misses as f64 / (hits + misses) as f64
                },
            }
        };
        r.caches.l1i = sum(&|c| &c.l1i);
        r.caches.l1d = sum(&|c| &c.l1d);
        let coherence = mc.directory().map(|d| d.total()).unwrap_or_default();
        r.machine = Some(stats::MachineReport {
            memory_model: mc.model_name(),
            cores,
            coherence,
            sync: mc.contention(r.cycles),
        });
        r
    }

    /// Cycles charged to each text entry (the per-function and per-line profiles): with
    /// several cores, summed over the cores, so they add up to every core's cycles.
    pub fn cycles_at(&self) -> std::borrow::Cow<'_, [u64]> {
        let Some(mc) = &self.multi else {
            return std::borrow::Cow::Borrowed(&self.core.counters.cycles_at);
        };
        let mut sum = self.core.counters.cycles_at.clone();
        for c in &mc.others {
            for (s, n) in sum.iter_mut().zip(&c.counters.cycles_at) {
                *s += n;
            }
        }
        std::borrow::Cow::Owned(sum)
    }

    /// Cycles of each external function's work (by function index), summed over the cores.
    pub fn runtime_cycles(&self) -> Vec<u64> {
        let mut sum: Vec<u64> = Vec::new();
        for c in self.cores() {
            let k = &c.counters.runtime_cycles;
            if sum.len() < k.len() {
                sum.resize(k.len(), 0);
            }
            for (s, n) in sum.iter_mut().zip(k) {
                *s += n;
            }
        }
        sum
    }

    /// The current cycle (with several cores: the global clock).
    pub fn cycle(&self) -> u64 {
        self.now()
    }

    /// How many cores.
    pub fn core_count(&self) -> usize {
        self.multi.as_ref().map_or(1, |m| m.count())
    }

    /// Every core, core 0 first.
    pub fn cores(&self) -> Vec<&Core> {
        match &self.multi {
            Some(mc) => mc.cores(&self.core).collect(),
            None => vec![&self.core],
        }
    }
    /// Log every data access the cores perform from now on (`true`), or stop (`false`): the
    /// debugger's read and access watchpoints, which must see the loads the core's issue
    /// stage performs. Off by default; a run that logs nothing pays one test per access.
    pub fn log_accesses(&mut self, on: bool) {
        let log = || on.then(Vec::new);
        self.core.watch.access_log = log();
        if let Some(mc) = self.multi.as_deref_mut() {
            for c in &mut mc.others {
                c.watch.access_log = log();
            }
        }
    }

    /// Move the accesses logged since the last call (address, size, whether a load) to `into`.
    pub fn take_accesses(&mut self, into: &mut Vec<(u64, u32, bool)>) {
        let others = self
            .multi
            .as_deref_mut()
            .map_or(&mut [][..], |mc| &mut mc.others[..]);
        for c in std::iter::once(&mut self.core).chain(others.iter_mut()) {
            if let Some(log) = &mut c.watch.access_log {
                into.append(log);
            }
        }
    }

    /// The L2 every core shares (core 0's own with one core).
    pub fn l2(&self) -> &crate::uarch::cache::Cache {
        match &self.multi {
            Some(mc) => mc.shared().0,
            None => &self.core.caches.l2,
        }
    }
    /// The pipeline, predictor, caches and counters (core 0's, with several cores).
    pub fn core(&self) -> &Core {
        &self.core
    }
    /// The architectural state (every instruction up to the execute stage has executed).
    pub fn machine(&self) -> &Machine {
        &self.machine
    }
    /// Change architectural state (a debugger's `set var`); the pipeline is not told.
    pub fn machine_mut(&mut self) -> &mut Machine {
        &mut self.machine
    }
    /// How the program ended, if it has and the pipeline has drained.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
}
