//! What the debugger drives: a machine it can step, clock, inspect and copy. The debugger holds
//! no semantics of its own; everything it shows comes through this trait from the simulator.
//!
//! Two engines fit behind it: the cycle-level core ([`Cycle`]: time is counted in clocks, the
//! pipeline, caches and stall counters are visible) and the functional [`Machine`]
//! ([`Functional`]: time is counted in instructions, and the pipeline and cache panes say that
//! no cycle engine is attached).

use super::reach::Sentinel;
use maple_sim::cycle::{CycleMachine, CycleSnapshot, Stage, StallCause};
use maple_sim::uarch::cache::{Cache, Level, Miss};
use maple_sim::{Machine, MachineSnapshot, Outcome, ThreadId};

/// One pipeline stage as the pipeline pane shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageView {
    pub stage: &'static str,
    /// Address of the instruction in the stage, if any.
    pub pc: Option<u32>,
    /// Why the stage did not advance this cycle, if it did not.
    pub stall: Option<String>,
}

/// One cache of the hierarchy as the caches pane shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheView {
    pub name: String,
    pub hits: u64,
    pub misses: u64,
    /// The set the most recent access touched.
    pub last_set: Option<u64>,
    /// Addresses of the most recent misses, newest last.
    pub recent_misses: Vec<u64>,
}

/// One core of a multi-core cycle engine as `info cores` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoreView {
    pub index: usize,
    /// The thread it runs, if any.
    pub thread: Option<ThreadId>,
    pub cycle: u64,
    pub instructions: u64,
    pub l1d_misses: u64,
    pub store_buffer: usize,
}

/// A machine the debugger can drive.
pub trait Target: Send {
    /// The cores, with a multi-core cycle engine (empty otherwise).
    fn cores(&self) -> Vec<CoreView> {
        Vec::new()
    }
    /// The cache line holding `addr` and each core's MESI state for it (`M`, `E`, `S`,
    /// `I`), with a multi-core cycle engine.
    fn mesi(&self, _addr: u32) -> Option<(u32, Vec<String>)> {
        None
    }
    /// The core that runs hart `hart` now, with a multi-core cycle engine.
    fn core_of(&self, hart: usize) -> Option<usize> {
        self.cores()
            .iter()
            .find(|c| c.thread == Some(ThreadId::of_hart(hart)))
            .map(|c| c.index)
    }
    /// The architectural state (registers, memory, harts, program).
    fn machine(&self) -> &Machine;
    /// Change the architectural state's debugging aids (the store commit log).
    fn machine_mut(&mut self) -> &mut Machine;
    /// Execute instructions until one more has retired; the outcome if the program ended.
    fn step_insn(&mut self) -> Option<Outcome>;
    /// Execute `n` instructions (fewer if the program ends): the fast path of `continue`.
    fn run_insns(&mut self, n: u64) -> Option<Outcome>;
    /// Execute up to `n` instructions with `sentinel` watching control transfers: the fast
    /// windows of `continue`. `None` when the engine cannot be observed this way.
    fn run_watched(&mut self, n: u64, sentinel: &mut Sentinel<'_>) -> Option<Option<Outcome>>;
    /// Execute one instruction, appending the data accesses it makes to `log` (address,
    /// size, whether a load): what read and access watchpoints need. `None` when the engine
    /// cannot report them.
    fn step_logged(&mut self, _log: &mut Vec<(u64, u32, bool)>) -> Option<Option<Outcome>> {
        None
    }
    /// Advance the smallest unit of time: one clock, or one instruction without a cycle
    /// engine. A cycle engine whose pipeline waits jumps over the clocks in which nothing can
    /// move in one tick; the debugger's clock still stops at every one of them (the state is
    /// the same throughout, so standing inside the span is exact), and never passes `limit`.
    fn advance(&mut self, limit: u64) -> Option<Outcome>;
    /// At the start of the program: execute `insns` instructions on the functional engine,
    /// the last `warm` of them warming a cycle engine's caches and predictor (whose clock and
    /// statistics then start from there); the outcome if the program ended meanwhile.
    fn fast_forward(&mut self, insns: u64, warm: u64) -> Result<Option<Outcome>, String>;
    /// Instructions the clock covers (all but a fast-forward's): what an IPC divides.
    fn timed_insns(&self) -> u64 {
        self.machine().instret()
    }
    /// The debugger's clock: cycles with a cycle engine, retired instructions otherwise.
    /// Reverse execution is exact to this unit.
    fn time(&self) -> u64;
    /// Cycles elapsed, when a cycle engine is attached.
    fn cycles(&self) -> Option<u64>;
    /// Core `core`'s pipeline stages, when a cycle engine is attached.
    fn pipeline(&self, core: usize) -> Option<Vec<StageView>>;
    /// Core `core`'s caches (and the shared levels), when a cycle engine is attached.
    fn caches(&self, core: usize) -> Option<Vec<CacheView>>;
    /// Core `core`'s running statistics beyond the instruction count (name, value), when
    /// there are any.
    fn stats(&self, core: usize) -> Vec<(String, String)>;
    /// A snapshot for reverse execution: it copies the memory pages written since the
    /// previous snapshot and shares the rest with it.
    fn snapshot(&mut self) -> Box<dyn Snapshot>;
    /// The engine's name, for the status line.
    fn engine(&self) -> &'static str;
    /// Units of time between snapshots at the start of a run: a snapshot copies the pages
    /// written since the last one (at most the whole memory, a few MiB), so this keeps their
    /// cost a few percent of the run's, while a reverse step re-executes at most this much.
    fn snapshot_interval(&self) -> u64;
}

/// A machine as it was, kept by the debugger's history.
pub trait Snapshot: Send {
    /// A running machine in this state.
    fn restore(&self) -> Box<dyn Target>;
    /// Memory pages copied when it was taken (the rest are shared with the snapshot before).
    fn copied_pages(&self) -> usize;
}

impl Snapshot for MachineSnapshot {
    fn restore(&self) -> Box<dyn Target> {
        Box::new(Functional(MachineSnapshot::restore(self)))
    }
    fn copied_pages(&self) -> usize {
        self.memory().copied_pages()
    }
}

/// A cycle engine's snapshot and the debugger's clock in it (inside an idle span the clock
/// stands behind the engine's).
struct CycleAt {
    snapshot: CycleSnapshot,
    clock: u64,
}

impl Snapshot for CycleAt {
    fn restore(&self) -> Box<dyn Target> {
        Box::new(Cycle {
            engine: self.snapshot.restore(),
            clock: self.clock,
        })
    }
    fn copied_pages(&self) -> usize {
        self.snapshot.machine().memory().copied_pages()
    }
}

/// The functional engine: one instruction per unit of time, no timing model.
#[derive(Clone)]
pub struct Functional(pub Machine);

impl Target for Functional {
    fn machine(&self) -> &Machine {
        &self.0
    }
    fn machine_mut(&mut self) -> &mut Machine {
        &mut self.0
    }
    fn step_insn(&mut self) -> Option<Outcome> {
        self.0.step()
    }
    fn run_insns(&mut self, n: u64) -> Option<Outcome> {
        self.0.run_for(n)
    }
    fn run_watched(&mut self, n: u64, sentinel: &mut Sentinel<'_>) -> Option<Option<Outcome>> {
        Some(self.0.run_observed(sentinel, n))
    }
    fn advance(&mut self, _limit: u64) -> Option<Outcome> {
        self.0.step()
    }
    fn step_logged(&mut self, log: &mut Vec<(u64, u32, bool)>) -> Option<Option<Outcome>> {
        Some(self.0.step_observed(&mut AccessLog(log)))
    }
    fn fast_forward(&mut self, insns: u64, _warm: u64) -> Result<Option<Outcome>, String> {
        Ok(self.0.run_for(insns))
    }
    fn time(&self) -> u64 {
        self.0.instret()
    }
    fn cycles(&self) -> Option<u64> {
        None
    }
    fn pipeline(&self, _core: usize) -> Option<Vec<StageView>> {
        None
    }
    fn caches(&self, _core: usize) -> Option<Vec<CacheView>> {
        None
    }
    fn stats(&self, _core: usize) -> Vec<(String, String)> {
        Vec::new()
    }
    fn snapshot(&mut self) -> Box<dyn Snapshot> {
        Box::new(self.0.snapshot())
    }
    fn engine(&self) -> &'static str {
        "functional"
    }
    fn snapshot_interval(&self) -> u64 {
        16_000_000
    }
}

/// The cycle-level core: one clock per unit of time; pipeline, caches and stalls visible.
///
/// When nothing in the pipeline can move (a miss outstanding), one tick of the engine jumps
/// over every clock until something can. The debugger keeps its own clock, which stands at
/// any of those clocks: the state is the same in all of them, and the engine's counters
/// differ from the clock's only by the skipped cycles, all charged to the one stall cause
/// (see [`Cycle::stats`]), so `cycle N` and `reverse-cycle N` are exact to the clock.
#[derive(Clone)]
pub struct Cycle {
    engine: CycleMachine,
    /// The debugger's clock: at most the engine's (behind it inside an idle span).
    clock: u64,
}

impl Cycle {
    /// The debugger's view of `engine`, at the engine's clock.
    pub fn new(engine: CycleMachine) -> Cycle {
        let clock = engine.cycle();
        Cycle { engine, clock }
    }

    /// Core `k` (core 0 when there is no such core).
    fn core(&self, k: usize) -> &maple_sim::cycle::Core {
        self.engine
            .cores()
            .get(k)
            .copied()
            .unwrap_or_else(|| self.engine.core())
    }

    /// Cycles core `core` has counted beyond the debugger's clock: the rest of an idle span
    /// the clock stands inside (0 when it stands at the engine's clock).
    fn ahead(&self, core: &maple_sim::cycle::Core) -> u64 {
        core.cycle.saturating_sub(self.clock)
    }

    /// After the engine ran on by whole ticks: the clock follows it.
    fn caught_up<T>(&mut self, r: T) -> T {
        self.clock = self.engine.cycle();
        r
    }
}

impl Target for Cycle {
    fn machine(&self) -> &Machine {
        self.engine.machine()
    }
    fn machine_mut(&mut self) -> &mut Machine {
        self.engine.machine_mut()
    }
    fn cores(&self) -> Vec<CoreView> {
        if self.engine.core_count() < 2 {
            return Vec::new();
        }
        self.engine
            .cores()
            .iter()
            .enumerate()
            .map(|(index, c)| CoreView {
                index,
                // (An idle core's hart is a sentinel: no arithmetic on it.)
                thread: c.is_bound().then(|| ThreadId::of_hart(c.hart())),
                cycle: c.cycle.min(self.clock),
                instructions: c.counters.retired,
                l1d_misses: c.caches.l1d.stats.misses,
                store_buffer: c.buffered_stores(),
            })
            .collect()
    }
    fn mesi(&self, addr: u32) -> Option<(u32, Vec<String>)> {
        let dir = self.engine.directory()?;
        let line = addr >> dir.line_shift() << dir.line_shift();
        let states = (0..self.engine.core_count())
            .map(|k| dir.state_of(k, addr).to_string())
            .collect();
        Some((line, states))
    }
    fn step_insn(&mut self) -> Option<Outcome> {
        let r = self.engine.step_insn();
        self.caught_up(r)
    }
    fn run_insns(&mut self, n: u64) -> Option<Outcome> {
        for _ in 0..n {
            if let Some(o) = self.engine.step_insn() {
                return self.caught_up(Some(o));
            }
        }
        self.caught_up(None)
    }
    fn run_watched(&mut self, _n: u64, _sentinel: &mut Sentinel<'_>) -> Option<Option<Outcome>> {
        // The core drives the machine itself; `continue` uses its instruction chunks.
        None
    }
    fn step_logged(&mut self, log: &mut Vec<(u64, u32, bool)>) -> Option<Option<Outcome>> {
        // The core's issue stage performs the accesses: it logs them for this one step.
        self.engine.log_accesses(true);
        let r = self.engine.step_insn();
        self.engine.take_accesses(log);
        self.engine.log_accesses(false);
        Some(self.caught_up(r))
    }
    fn advance(&mut self, limit: u64) -> Option<Outcome> {
        if self.clock < self.engine.cycle() {
            // Inside an idle span the engine has already jumped over: only the clock moves.
            self.clock += 1;
            return None;
        }
        let r = self.engine.tick();
        self.clock = if r.is_some() {
            self.engine.cycle()
        } else {
            self.engine.cycle().min(limit.max(self.clock + 1))
        };
        r
    }
    fn fast_forward(&mut self, insns: u64, warm: u64) -> Result<Option<Outcome>, String> {
        let r = self
            .engine
            .fast_forward(insns, warm)
            .map_err(|e| e.to_string());
        self.caught_up(r)
    }
    fn timed_insns(&self) -> u64 {
        self.engine.machine().instret() - self.engine.fast_forwarded_instructions()
    }
    fn time(&self) -> u64 {
        self.clock
    }
    fn cycles(&self) -> Option<u64> {
        Some(self.clock)
    }
    fn pipeline(&self, core: usize) -> Option<Vec<StageView>> {
        let core = self.core(core);
        let code = self.engine.machine().code();
        Some(
            Stage::ALL
                .iter()
                .map(|&s| {
                    let slot = core.stage(s);
                    StageView {
                        stage: s.name(),
                        pc: slot.map(|sl| code.addr_of(sl.index)),
                        stall: slot
                            .and_then(|sl| held(sl, self.clock))
                            .map(|w| w.name().to_string()),
                    }
                })
                .collect(),
        )
    }
    fn caches(&self, core: usize) -> Option<Vec<CacheView>> {
        let h = &self.core(core).caches;
        let valid = (h.misses_seen() as usize).min(h.recent_misses.len());
        let recent: Vec<_> = h.recent_misses[h.recent_misses.len() - valid..].to_vec();
        let view = |name: &str, c: &Cache, pick: &dyn Fn(&Miss) -> bool| {
            let misses: Vec<u64> = recent
                .iter()
                .filter(|m| pick(m))
                .map(|m| m.addr as u64)
                .collect();
            CacheView {
                name: name.to_string(),
                hits: c.stats.hits,
                misses: c.stats.misses,
                last_set: misses.last().map(|a| c.set_of(*a as u32) as u64),
                recent_misses: misses,
            }
        };
        Some(vec![
            view("L1I", &h.l1i, &|m| m.instruction),
            view("L1D", &h.l1d, &|m| !m.instruction),
            view("L2", self.engine.l2(), &|m| {
                matches!(m.level, Some(Level::Dram))
            }),
        ])
    }
    fn stats(&self, core: usize) -> Vec<(String, String)> {
        let core = self.core(core);
        let k = &core.counters;
        let mut out = vec![
            ("branches".to_string(), k.branches.to_string()),
            ("mispredicted".to_string(), k.mispredicted.to_string()),
        ];
        // Inside an idle span the engine has charged the whole span to its cause already;
        // the clock's share is what the clock has passed.
        let ahead = self.ahead(core);
        for (cause, n) in StallCause::ALL.iter().zip(k.stalls.iter()) {
            let n = if Some(*cause) == core.last_stall() {
                n.saturating_sub(ahead)
            } else {
                *n
            };
            if n > 0 {
                out.push((format!("stall {}", cause.name()), n.to_string()));
            }
        }
        if let Some(s) = core.last_stall() {
            out.push(("this cycle".to_string(), format!("stalled: {}", s.name())));
        }
        out
    }
    fn snapshot(&mut self) -> Box<dyn Snapshot> {
        Box::new(CycleAt {
            snapshot: self.engine.snapshot(),
            clock: self.clock,
        })
    }
    fn engine(&self) -> &'static str {
        "cycle"
    }
    fn snapshot_interval(&self) -> u64 {
        1_000_000
    }
}

/// Why an instruction is held in its stage at `clock`, if it is: a memory access still in
/// progress (the slot names the access's kind from the moment it starts, also when it takes
/// the one cycle every access takes), or a full store buffer or a fence waiting for it.
fn held(slot: &maple_sim::cycle::Slot, clock: u64) -> Option<StallCause> {
    match slot.wait? {
        StallCause::DCacheL2 | StallCause::DCacheDram | StallCause::Memory
            if slot.ready <= clock =>
        {
            None
        }
        w => Some(w),
    }
}

/// Collects an instruction's data accesses for read and access watchpoints.
struct AccessLog<'a>(&'a mut Vec<(u64, u32, bool)>);

impl maple_sim::exec::Observer for AccessLog<'_> {
    fn mem(&mut self, addr: u64, size: u32, kind: maple_sim::exec::Access) {
        self.0
            .push((addr, size, kind == maple_sim::exec::Access::Load));
    }
}
