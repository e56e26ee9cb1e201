//! Counters of the cycle engine, and the report built from them.
//!
//! The core updates flat [`Counters`] (arrays indexed by stall cause, text entry and hart;
//! no allocation per cycle). A [`Report`] is assembled once, at the end or when a debugger
//! asks: per-function and per-line figures are sums over the per-entry cycle array, caches
//! and predictor counters are read from their models. `--stats-json` serializes the report;
//! `--stats` prints [`Report::summary`].

use super::stall::StallCause;
use crate::functional::Machine;
use crate::thread_id::ThreadId;
use crate::uarch::cache::{CacheStats, Hierarchy};
use crate::uarch::coherence::CoherenceStats;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Flat counters the core updates every cycle.
#[derive(Clone, Debug)]
pub struct Counters {
    pub cycles: u64,
    /// Instructions issued, which is when they execute: at any end of a run (a fault, a
    /// limit) `cycles = issued + Σ stalls`, and `issued` is the report's instructions.
    pub issued: u64,
    /// Instructions that left writeback (fewer than `issued` while some are in flight).
    pub retired: u64,
    /// Cycles without issue, by [`StallCause`] (`cause as usize`).
    pub stalls: [u64; StallCause::ALL.len()],
    /// Cycles charged to each text entry (issue cycles and the stalls while it waited).
    pub cycles_at: Vec<u64>,
    /// Cycles of each external function's work (by function index: a C-library call's
    /// execute and memory stages), charged to it rather than to its caller.
    pub runtime_cycles: Vec<u64>,
    /// Per hart: (cycles, instructions executed). The running hart's cycles since it last
    /// became the running one are in `hart_pending` until the next switch (a per-cycle
    /// add to one field, not an indexed update): read them through [`Counters::hart`].
    harts: Vec<(u64, u64)>,
    /// The hart the cycles being charged belong to.
    running_hart: usize,
    hart_pending: u64,
    pub branches: u64,
    pub mispredicted: u64,
    pub conditional: u64,
    pub conditional_mispredicted: u64,
    pub squashed: u64,
    pub spills: u64,
    pub fills: u64,
    pub loads: u64,
    pub buffered_stores: u64,
    /// With several cores: this core's misses in the shared L2 (whose own counter counts
    /// every core's); traces pulse on it. Not kept with one core (the L2 is the core's own).
    pub l2_misses: u64,
    /// Checkpoint regions: (name string index, open since (cycle, instret), totals).
    pub regions: Vec<RegionCounter>,
}

/// How many counters [`Counters::scalars`] lists.
pub(crate) const SPAN_SCALARS: usize = 12;

/// One checkpoint region's accumulated figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegionCounter {
    pub name: u32,
    pub open: Option<(u64, u64)>,
    pub cycles: u64,
    pub instructions: u64,
    pub entries: u64,
}

impl Counters {
    pub fn new(words: usize) -> Counters {
        Counters {
            cycles: 0,
            issued: 0,
            retired: 0,
            stalls: [0; StallCause::ALL.len()],
            cycles_at: vec![0; words],
            runtime_cycles: Vec::new(),
            harts: vec![(0, 0)],
            running_hart: 0,
            hart_pending: 0,
            branches: 0,
            mispredicted: 0,
            conditional: 0,
            conditional_mispredicted: 0,
            squashed: 0,
            spills: 0,
            fills: 0,
            loads: 0,
            buffered_stores: 0,
            l2_misses: 0,
            regions: Vec::new(),
        }
    }

    /// Account `span` cycles: issue cycles (span 1) or stalls of `cause`, charged to text
    /// entry `at` and the running hart.
    #[inline]
    pub fn charge(&mut self, at: usize, cause: Option<StallCause>, span: u64, issued: bool) {
        self.cycles += span;
        self.issued += issued as u64;
        if let Some(cause) = cause {
            self.stalls[cause as usize] += span;
        }
        if let Some(c) = self.cycles_at.get_mut(at) {
            *c += span;
        }
        self.hart_pending += span;
    }

    /// Account `span` stall cycles of `cause` to the work of external function `func`.
    #[cold]
    pub fn charge_runtime(&mut self, func: u32, cause: StallCause, span: u64) {
        self.cycles += span;
        self.stalls[cause as usize] += span;
        let f = func as usize;
        if f >= self.runtime_cycles.len() {
            self.runtime_cycles.resize(f + 1, 0);
        }
        self.runtime_cycles[f] += span;
        self.hart_pending += span;
    }

    /// The hart the cycles are charged to now.
    pub fn running_hart(&self) -> usize {
        self.running_hart
    }

    /// Cycles from now on belong to `hart` (a thread switch).
    #[cold]
    pub fn switch_hart(&mut self, hart: usize) {
        self.grow_harts(hart.max(self.running_hart));
        self.harts[self.running_hart].0 += std::mem::take(&mut self.hart_pending);
        self.running_hart = hart;
    }

    #[cold]
    fn grow_harts(&mut self, hart: usize) {
        if hart >= self.harts.len() {
            self.harts.resize(hart + 1, (0, 0));
        }
    }

    /// Hart `hart`'s (cycles, instructions executed) so far.
    pub fn hart(&self, hart: usize) -> (u64, u64) {
        let (cycles, insns) = self.harts.get(hart).copied().unwrap_or_default();
        let pending = if hart == self.running_hart {
            self.hart_pending
        } else {
            0
        };
        (cycles + pending, insns)
    }

    /// Hart `hart` executed (issued) an instruction.
    #[inline]
    pub fn executed(&mut self, hart: usize) {
        match self.harts.get_mut(hart) {
            Some(h) => h.1 += 1,
            None => {
                self.grow_harts(hart);
                self.harts[hart].1 += 1;
            }
        }
    }

    /// The counters a span of ticks moves that the memoized timing engine adds as totals
    /// (in the order [`Counters::add_scalars`] takes them).
    pub(crate) fn scalars(&self) -> [u64; SPAN_SCALARS] {
        [
            self.cycles,
            self.issued,
            self.retired,
            self.branches,
            self.mispredicted,
            self.conditional,
            self.conditional_mispredicted,
            self.squashed,
            self.spills,
            self.fills,
            self.loads,
            self.buffered_stores,
        ]
    }

    /// Add a memoized span's totals ([`Counters::scalars`] differences) and its stalls by
    /// cause, as its ticks would have charged them (one hart runs). Its cycles by text entry
    /// the memo adds in bulk, before anything reads them.
    pub(crate) fn add_span(&mut self, d: &[u64; SPAN_SCALARS], stalls: &[(u8, u64)]) {
        let [cycles, issued, retired, branches, mispredicted, conditional, cond_mis, squashed, spills, fills, loads, buffered] =
            *d;
        self.cycles += cycles;
        self.issued += issued;
        self.retired += retired;
        self.branches += branches;
        self.mispredicted += mispredicted;
        self.conditional += conditional;
        self.conditional_mispredicted += cond_mis;
        self.squashed += squashed;
        self.spills += spills;
        self.fills += fills;
        self.loads += loads;
        self.buffered_stores += buffered;
        self.hart_pending += cycles;
        let hart = self.running_hart;
        self.grow_harts(hart);
        self.harts[hart].1 += issued;
        for &(cause, n) in stalls {
            self.stalls[cause as usize] += n;
        }
    }

    /// A `checkpoint NAME` executed at `cycle` with `instret` instructions done: the first
    /// opens region NAME, the next closes it, and so on.
    pub fn toggle_region(&mut self, name: u32, cycle: u64, instret: u64) {
        toggle_region(&mut self.regions, name, cycle, instret);
    }
}

/// A `checkpoint NAME` at `cycle` with `instret` instructions done, in the region table
/// `regions`: the first opens region NAME, the next closes it, and so on.
pub fn toggle_region(regions: &mut Vec<RegionCounter>, name: u32, cycle: u64, instret: u64) {
    let i = match regions.iter().position(|r| r.name == name) {
        Some(i) => i,
        None => {
            regions.push(RegionCounter {
                name,
                ..Default::default()
            });
            regions.len() - 1
        }
    };
    let r = &mut regions[i];
    match r.open.take() {
        Some((c0, i0)) => {
            r.cycles += cycle.saturating_sub(c0);
            r.instructions += instret.saturating_sub(i0);
        }
        None => {
            r.open = Some((cycle, instret));
            r.entries += 1;
        }
    }
}

/// The regions of table `regions` at cycle `now` with `instret` instructions done (a region
/// still open counts up to then).
pub fn region_reports(
    regions: &[RegionCounter],
    now: u64,
    instret: u64,
    code: &crate::predecode::Code,
) -> Vec<RegionReport> {
    regions
        .iter()
        .map(|r| {
            let (mut cycles, mut instructions) = (r.cycles, r.instructions);
            if let Some((c0, i0)) = r.open {
                cycles += now.saturating_sub(c0);
                instructions += instret.saturating_sub(i0);
            }
            RegionReport {
                name: code
                    .strings
                    .get(r.name as usize)
                    .cloned()
                    .unwrap_or_else(|| format!("#{}", r.name)),
                cycles,
                instructions,
                entries: r.entries,
            }
        })
        .collect()
}

/// Hits and misses of one cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct CacheReport {
    pub hits: u64,
    pub misses: u64,
    pub writebacks: u64,
    pub miss_rate: f64,
}

impl From<CacheStats> for CacheReport {
    fn from(s: CacheStats) -> CacheReport {
        let total = s.hits + s.misses;
        CacheReport {
            hits: s.hits,
            misses: s.misses,
            writebacks: s.writebacks,
            miss_rate: if total == 0 {
                0.0
            } else {
                s.misses as f64 / total as f64
            },
        }
    }
}

/// The caches' counters.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CachesReport {
    pub l1i: CacheReport,
    pub l1d: CacheReport,
    pub l2: CacheReport,
    pub dram_accesses: u64,
}

/// Control-transfer prediction. `predicted` counts the transfers predicted right.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BranchReport {
    /// Control-transfer instructions executed (branches, jumps, calls, returns).
    pub count: u64,
    pub predicted: u64,
    pub mispredicted: u64,
    pub accuracy: f64,
    /// Conditional branches (`brtrue`, `brfalse`) alone.
    pub conditional: u64,
    pub conditional_mispredicted: u64,
    /// Instructions fetched on a wrong path and squashed.
    pub squashed: u64,
}

/// Cycles and instructions of a function or a region.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Share {
    pub name: String,
    pub cycles: u64,
    pub instructions: u64,
}

/// A checkpoint region.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RegionReport {
    pub name: String,
    pub cycles: u64,
    pub instructions: u64,
    /// Times the region was entered.
    pub entries: u64,
}

/// One thread's share (`threads` of `--stats-json`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThreadReport {
    /// The thread's number, as every view names it (`thread N`).
    pub thread: ThreadId,
    pub cycles: u64,
    pub instructions: u64,
}

/// The top-of-stack register cache.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct StackReport {
    pub spills: u64,
    pub fills: u64,
}

/// Everything `--stats` and `--stats-json` report.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Report {
    /// The run was stopped by the user (Ctrl-C) before it ended: the figures cover what ran
    /// (present only then). Set by the driver, which knows how the run ended.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub interrupted: bool,
    pub cycles: u64,
    /// Instructions executed (issued): `cycles = instructions + Σ stalls` on one core.
    pub instructions: u64,
    pub ipc: f64,
    pub cpi: f64,
    /// Cycles without issue, by cause.
    pub stalls: BTreeMap<&'static str, u64>,
    pub caches: CachesReport,
    pub branches: BranchReport,
    pub operand_stack: StackReport,
    pub loads: u64,
    pub stores: u64,
    /// Functions with cycles charged, most expensive first.
    pub functions: Vec<Share>,
    pub regions: Vec<RegionReport>,
    /// Cycles and instructions of each thread, in thread order.
    pub threads: Vec<ThreadReport>,
    /// With several cores: each core's figures and the memory model (absent for one core).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub machine: Option<MachineReport>,
    /// What ran on the functional engine before the timed part (absent without
    /// `--fast-forward`): the figures above cover only the timed part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fast_forward: Option<FastForwardReport>,
    /// A sampled run's estimate (absent unless `--sample`): the figures above are then the
    /// detailed parts' only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sampling: Option<super::sampling::SampleEstimate>,
}

/// A fast-forward before the timed part of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FastForwardReport {
    /// Instructions executed on the functional engine.
    pub instructions: u64,
    /// How many of them (the last) also warmed the caches and the predictor.
    pub warmed: u64,
}

/// The cores of a multi-core run.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct MachineReport {
    pub memory_model: &'static str,
    pub cores: Vec<PhysicalCoreReport>,
    /// The MESI directory's counters summed over the cores (each core's are in `cores`).
    pub coherence: CoherenceStats,
    /// Every monitor, mutex, condition variable and join some thread blocked on: waits and
    /// cycles blocked, in all and per thread.
    pub sync: Vec<super::contention::ObjectReport>,
}

/// One core of several.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PhysicalCoreReport {
    pub core: usize,
    /// Cycles the core was charged (running or draining), and the instructions it issued.
    pub cycles: u64,
    pub instructions: u64,
    pub ipc: f64,
    pub stalls: BTreeMap<&'static str, u64>,
    pub l1i: CacheReport,
    pub l1d: CacheReport,
    pub loads: u64,
    pub stores: u64,
    pub mispredicted: u64,
    pub coherence: CoherenceStats,
}

impl PhysicalCoreReport {
    /// Core `core`'s counters `k` and caches `h`.
    pub fn new(core: usize, k: &Counters, h: &Hierarchy) -> PhysicalCoreReport {
        PhysicalCoreReport {
            core,
            cycles: k.cycles,
            instructions: k.issued,
            ipc: ratio(k.issued, k.cycles),
            stalls: StallCause::ALL
                .iter()
                .map(|c| (c.name(), k.stalls[*c as usize]))
                .filter(|(_, n)| *n > 0)
                .collect(),
            l1i: h.l1i.stats.into(),
            l1d: h.l1d.stats.into(),
            loads: k.loads,
            stores: k.buffered_stores,
            mispredicted: k.mispredicted,
            coherence: CoherenceStats::default(),
        }
    }
}

impl Report {
    /// Assemble the report of counters `k` over machine `m` with caches `h`.
    pub fn new(k: &Counters, h: &Hierarchy, m: &Machine) -> Report {
        let code = m.code();
        let functions = functions(&k.cycles_at, &k.runtime_cycles, m);
        let regions = region_reports(&k.regions, k.cycles, m.instret(), code);
        let stalls = StallCause::ALL
            .iter()
            .map(|c| (c.name(), k.stalls[*c as usize]))
            .collect();
        let predicted = k.branches - k.mispredicted;
        Report {
            interrupted: false,
            cycles: k.cycles,
            instructions: k.issued,
            ipc: ratio(k.issued, k.cycles),
            cpi: ratio(k.cycles, k.issued),
            stalls,
            caches: CachesReport {
                l1i: h.l1i.stats.into(),
                l1d: h.l1d.stats.into(),
                l2: h.l2.stats.into(),
                dram_accesses: h.dram.accesses,
            },
            branches: BranchReport {
                count: k.branches,
                predicted,
                mispredicted: k.mispredicted,
                accuracy: ratio(predicted, k.branches),
                conditional: k.conditional,
                conditional_mispredicted: k.conditional_mispredicted,
                squashed: k.squashed,
            },
            operand_stack: StackReport {
                spills: k.spills,
                fills: k.fills,
            },
            loads: k.loads,
            stores: k.buffered_stores,
            functions,
            regions,
            threads: threads(&[k]),
            machine: None,
            fast_forward: None,
            sampling: None,
        }
    }

    /// The cycles the functions' (and the harts') shares are of: the run's with one core;
    /// with several, every core's summed (each charges its own cycles).
    pub fn charged_cycles(&self) -> u64 {
        match &self.machine {
            Some(m) => m.cores.iter().map(|c| c.cycles).sum(),
            None => self.cycles,
        }
    }

    /// The human summary `--stats` prints.
    pub fn summary(&self) -> String {
        let mut o = String::new();
        if self.interrupted {
            o += "interrupted (Ctrl-C): the figures below cover the run until then\n";
        }
        if let Some(sampled) = &self.sampling {
            o += &sampled.summary();
            o += "the figures below are the detailed parts' (warm-ups, units, drains)\n";
        }
        if let Some(ff) = &self.fast_forward {
            let _ = writeln!(
                o,
                "fast-forwarded {} instructions on the functional engine ({} warming caches and \
                 predictor); the figures below are the timed part's",
                ff.instructions, ff.warmed
            );
        }
        let _ = writeln!(
            o,
            "cycles {:>14}   instructions {:>14}   IPC {:.3}   CPI {:.3}",
            self.cycles, self.instructions, self.ipc, self.cpi
        );
        let stalled: u64 = self.stalls.values().sum();
        let _ = write!(o, "stalls {stalled:>14}  ");
        // With several cores the stalls are every core's (their cycles add up to more than
        // the machine's clock): say so where the reader compares them with `cycles`.
        if let Some(m) = self.machine.as_ref().filter(|m| m.cores.len() > 1) {
            let _ = write!(o, "summed over {} cores:", m.cores.len());
        }
        for (name, n) in self.stalls.iter().filter(|(_, n)| **n > 0) {
            let _ = write!(o, " {name} {n}");
        }
        let _ = writeln!(o);
        for (name, c) in [
            ("L1I", &self.caches.l1i),
            ("L1D", &self.caches.l1d),
            ("L2 ", &self.caches.l2),
        ] {
            let _ = writeln!(
                o,
                "{name}    hits {:>12}  misses {:>10}  miss rate {:>6.2}%  writebacks {}",
                c.hits,
                c.misses,
                c.miss_rate * 100.0,
                c.writebacks
            );
        }
        let b = &self.branches;
        let _ = writeln!(
            o,
            "branches {:>12}  mispredicted {:>8}  accuracy {:>6.2}%  (conditional {} / {} mispredicted; {} squashed)",
            b.count,
            b.mispredicted,
            b.accuracy * 100.0,
            b.conditional,
            b.conditional_mispredicted,
            b.squashed
        );
        let _ = writeln!(
            o,
            "operand stack: {} spills, {} fills; {} loads, {} stores",
            self.operand_stack.spills, self.operand_stack.fills, self.loads, self.stores
        );
        if !self.functions.is_empty() {
            let _ = writeln!(o, "functions (cycles, instructions):");
            for f in self.functions.iter().take(10) {
                let _ = writeln!(
                    o,
                    "  {:>12} {:>5.1}%  {:>12}  {}",
                    f.cycles,
                    100.0 * ratio(f.cycles, self.charged_cycles()),
                    f.instructions,
                    f.name
                );
            }
        }
        for r in &self.regions {
            let _ = writeln!(
                o,
                "region {}: {} cycles, {} instructions, entered {} time{}",
                r.name,
                r.cycles,
                r.instructions,
                r.entries,
                if r.entries == 1 { "" } else { "s" }
            );
        }
        if self.threads.len() > 1 {
            for t in &self.threads {
                let _ = writeln!(
                    o,
                    "{}: {} cycles, {} instructions",
                    t.thread, t.cycles, t.instructions
                );
            }
        }
        if let Some(m) = &self.machine {
            m.summary(&mut o);
        }
        o
    }
}

impl MachineReport {
    /// The multi-core lines of `--stats`: each core, coherence traffic, contention.
    fn summary(&self, o: &mut String) {
        let _ = writeln!(o, "memory model {}", self.memory_model);
        for c in &self.cores {
            let _ = writeln!(
                o,
                "core {}: {} cycles, {} instructions, IPC {:.3}, L1D misses {}, \
                 invalidations received {}, transfers received {}",
                c.core,
                c.cycles,
                c.instructions,
                c.ipc,
                c.l1d.misses,
                c.coherence.invalidations_received,
                c.coherence.transfers_received
            );
        }
        let t = &self.coherence;
        let _ = writeln!(
            o,
            "coherence: {} invalidations, {} cache-to-cache transfers, {} upgrades, {} \
             coherence misses, {} other misses, {} writebacks",
            t.invalidations_sent,
            t.transfers_received,
            t.upgrades,
            t.coherence_misses,
            t.other_misses,
            t.downgrade_writebacks + t.eviction_writebacks
        );
        for s in &self.sync {
            let threads: Vec<String> = s.threads.iter().map(|(t, c)| format!("{t} {c}")).collect();
            let _ = writeln!(
                o,
                "{}: {} waits, {} cycles blocked ({})",
                s.object,
                s.waits,
                s.cycles_blocked,
                threads.join(", ")
            );
        }
    }
}

/// Cycles and instructions per function, most expensive first: `cycles_at` is the cycles
/// charged to each text entry (with several cores, summed over the cores), the instructions
/// are the machine's executions of each entry.
pub fn functions(cycles_at: &[u64], runtime_cycles: &[u64], m: &Machine) -> Vec<Share> {
    let program = m.program();
    let code = m.code();
    let counts = m.exec_counts();
    let mut functions: Vec<Share> = Vec::new();
    // The C library's functions: their work's cycles, no MAPLE instructions.
    for (f, &cycles) in program.functions.iter().zip(runtime_cycles) {
        if f.external && cycles > 0 {
            functions.push(Share {
                name: f.name.clone(),
                cycles,
                instructions: 0,
            });
        }
    }
    for f in program.functions.iter().filter(|f| !f.external) {
        let first = code.index_of(f.entry as u64).unwrap_or(0) as usize;
        let last = (first + (f.size as usize).div_ceil(4)).min(cycles_at.len());
        let cycles: u64 = cycles_at.get(first..last).map_or(0, |s| s.iter().sum());
        let instructions: u64 = counts.get(first..last).map_or(0, |s| s.iter().sum());
        if cycles > 0 || instructions > 0 {
            functions.push(Share {
                name: f.name.clone(),
                cycles,
                instructions,
            });
        }
    }
    functions.sort_by(|a, b| b.cycles.cmp(&a.cycles).then(a.name.cmp(&b.name)));
    functions
}

/// Cycles and instructions per thread, summed over the cores whose counters are given (a
/// thread may run on several cores in turn; each core charges the cycles it spends on it).
pub fn threads(cores: &[&Counters]) -> Vec<ThreadReport> {
    let n = cores
        .iter()
        .map(|k| k.harts.len().max(k.running_hart + 1))
        .max()
        .unwrap_or(0);
    (0..n)
        .map(|hart| {
            let (cycles, instructions) = cores
                .iter()
                .map(|k| k.hart(hart))
                .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
            ThreadReport {
                thread: ThreadId::of_hart(hart),
                cycles,
                instructions,
            }
        })
        .collect()
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}
