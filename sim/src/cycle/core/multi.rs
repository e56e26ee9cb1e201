//! What a core does only when it is one of several: it runs the hart the scheduler gives it
//! ([`Core::bind`], [`Core::unbind`]), and its store buffer holds real values — draining a
//! store is the moment other cores can see it.
//!
//! Each store-buffer entry is tagged with the hart and the number of the store in that
//! hart's functional [`crate::store_queue`]. A drain takes one entry (under `tso` the oldest;
//! under `weak` a seeded choice among the oldest few whose line no older entry writes), spends
//! its L1D write latency, and when the write completes commits the matching stores to memory:
//!
//! - `tso`: every store of that hart older than its next buffered entry (the drained one, and
//!   the block stores of a multi-store instruction, which the timing writes through without
//!   an entry of their own), so stores become visible in program order;
//! - `weak`: the drained store, and the older untracked ones.
//!
//! When no entry of a hart is left, everything it still holds is committed: a fence that
//! waited for the buffer to drain leaves memory holding all of that hart's stores.

use super::{Core, Tick, NONE};
use crate::cycle::stall::StallCause;
use crate::functional::Machine;
use crate::uarch::cache::Level;
use crate::uarch::MemoryModel;
use crate::uarch::UarchConfig;

/// A core's binding to the machine's harts and to the other cores.
#[derive(Clone)]
pub(crate) struct Link {
    /// The hart this core runs ([`NO_HART`]: idle), and when it got it.
    pub hart: usize,
    pub(super) bound_at: u64,
    /// One of several cores.
    pub(super) multi: bool,
    /// With several cores: this core's way to the MESI directory.
    pub coherence: Option<Box<crate::uarch::coherence::Port>>,
    pub(super) model: MemoryModel,
    /// Seeded choices (the jitter of a weak store buffer's writes, bounded by
    /// `perturb.arbitration`; how long a weak buffered store waits, `perturb.store_hold`;
    /// how long a received invalidation waits, `perturb.invalidate_hold`).
    pub(super) rng: u64,
    pub(super) arbitration: u32,
    pub(super) store_hold: u32,
    pub(super) invalidate_hold: u32,
    /// Under `weak`: the lines this core's drained stores took from other L1Ds in this
    /// tick, `(cores, line base)`, and their contents before the store (`line_bytes` each,
    /// in `snapshot_bytes`), for the other cores' invalidation queues.
    pub(crate) snapshots: Vec<(u64, u64)>,
    pub(crate) snapshot_bytes: Vec<u8>,
    /// With several cores: the `checkpoint`s this core issued since the scheduler last
    /// took them (name, cycle, instructions done), for the machine's region table.
    pub(crate) checkpoints: Vec<(u32, u64, u64)>,
}

impl Link {
    pub(super) fn new(config: &UarchConfig) -> Link {
        Link {
            hart: 0,
            bound_at: 0,
            multi: false,
            coherence: None,
            model: config.memory.model,
            rng: config.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            arbitration: config.perturb.arbitration,
            store_hold: config.perturb.store_hold,
            invalidate_hold: config.perturb.invalidate_hold,
            snapshots: Vec::new(),
            snapshot_bytes: Vec::new(),
            checkpoints: Vec::new(),
        }
    }
}

/// `Core::hart` of an idle core.
pub const NO_HART: usize = usize::MAX;

/// How many of the oldest drainable entries a weak store buffer chooses among.
const WEAK_CHOICE: usize = 4;

/// A store's write to L1D in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Write {
    hart: u16,
    seq: u64,
    line: u32,
    /// The cycle it completes (and the store becomes visible).
    pub done: u64,
}

/// Which hart's store a store-buffer entry stands for, and until when it may wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tag {
    /// The hart (`u16::MAX`: one whose stores were committed by a switch; only the timing
    /// is left).
    pub hart: u16,
    /// Its number in the hart's store queue.
    pub seq: u64,
    /// Under `weak`, the write does not start before this cycle unless something waits for
    /// the buffer (`Core::drain_now`).
    pub hold_until: u64,
}

impl Tag {
    pub(super) const NONE: Tag = Tag {
        hart: u16::MAX,
        seq: 0,
        hold_until: 0,
    };
}

impl Write {
    pub(super) const NONE: Write = Write {
        hart: u16::MAX,
        seq: 0,
        line: 0,
        done: 0,
    };
}

impl Core {
    /// Make this core one of several: its store buffer carries values from now on.
    pub(crate) fn make_multi(&mut self, index: usize) {
        self.link.multi = true;
        // Each core its own sequence of seeded choices.
        self.link.rng = (self.link.rng ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
    }

    /// The hart this core runs ([`NO_HART`]: idle).
    pub fn hart(&self) -> usize {
        self.link.hart
    }

    /// Store addresses waiting in the store buffer.
    pub fn buffered_stores(&self) -> usize {
        self.stores.entries.len()
    }

    /// Whether this core runs a hart.
    pub fn is_bound(&self) -> bool {
        self.link.hart != NO_HART
    }

    /// Whether the scheduler must keep ticking this core: it runs a hart, or instructions or
    /// stores are still in flight.
    pub fn is_active(&self) -> bool {
        (self.is_bound() && !self.front.stopped) || !self.is_empty()
    }

    /// Run hart `h` (whose next instruction is entry `pc`) from cycle `now`, fetching its
    /// first instruction `delay` cycles later (a context switch, a thread's start).
    pub(crate) fn bind(&mut self, h: usize, pc: u32, now: u64, delay: u64) {
        self.link.hart = h;
        self.cycle = self.cycle.max(now);
        self.link.bound_at = self.cycle;
        self.front.pc = pc;
        self.front.stopped = false;
        self.front.line = u32::MAX;
        self.front.free_at = self.front.free_at.max(self.cycle + delay);
        self.front.cause = StallCause::ContextSwitch;
        if let Some(a) = self.watch.audit.as_deref_mut() {
            a.redirect(self.front.free_at + 1, StallCause::ContextSwitch);
        }
        self.acct.last_issued = pc;
        // The new hart's operand stack is in memory until used.
        self.board.tos_in_registers = 0;
        self.board.ready = [0; super::SCOREBOARD];
        self.counters.switch_hart(h);
    }

    /// Stop running the bound hart: drop what was fetched for it (instructions that issued
    /// complete). Unless it `finished` (its stores drain from here as the timing says), forget
    /// which buffered stores were its: a switch committed its store queue.
    pub(crate) fn unbind(&mut self, finished: bool) {
        self.squash_front();
        if self.latches.decode != NONE {
            self.counters.squashed += 1;
            self.latches.release(self.latches.decode);
            self.latches.decode = NONE;
        }
        let h = if finished {
            u16::MAX - 1
        } else {
            self.link.hart as u16
        };
        // In place: rebuilding the 256-entry rings cost the multi-core engine a sixth of
        // its time (every hart switch).
        self.stores.tags.for_each_mut(|t| {
            if t.hart == h {
                t.hart = u16::MAX;
            }
        });
        self.stores.writes.for_each_mut(|w| {
            if w.hart == h {
                w.hart = u16::MAX;
            }
        });
        self.link.hart = NO_HART;
        self.front.stopped = true;
    }

    /// The cycle the core was last given a hart (0 with one core): `bind` moves an idle
    /// core's clock there without a tick, so a tracer knows which cycle the next tick
    /// simulated.
    pub fn bound_at(&self) -> u64 {
        self.link.bound_at
    }

    /// Cycles the bound hart has run on this core.
    pub fn running_for(&self) -> u64 {
        self.cycle.saturating_sub(self.link.bound_at)
    }

    /// The store buffer with values: complete the writes whose time has come (committing
    /// their stores), then start new ones — under `tso` one at a time, oldest first, when
    /// L1D is free; under `weak` up to [`WEAK_WRITES`] at once, each store whose line no
    /// older buffered or in-flight store writes, with a seeded jitter of up to
    /// `perturb.arbitration` cycles, so stores to different lines become visible in the
    /// order their writes complete.
    pub(super) fn drain_store_buffer_multi(&mut self, m: &mut Machine, c: u64, tick: &mut Tick) {
        let mut i = 0;
        while i < self.stores.writes.len() {
            let w = self.stores.writes.iter().nth(i).unwrap_or(Write::NONE);
            if w.done <= c {
                self.stores.writes.remove(i);
                self.commit_drained(m, w.hart, w.seq);
                tick.progress = true;
            } else {
                i += 1;
            }
        }
        if self.stores.entries.is_empty() && self.stores.writes.is_empty() {
            self.stores.drain_now = false;
        }
        match self.link.model {
            MemoryModel::Weak => {
                if !self.stores.writes.is_empty() || self.stores.drain_free_at > c {
                    return;
                }
                // The candidates: the oldest few entries whose hold is over (or that something
                // waits for) and whose line no older entry writes; the seed picks one.
                let shift = self.p.data_line_shift;
                let mut candidates = [0usize; WEAK_CHOICE];
                let mut n = 0;
                for (k, (addr, tag)) in self
                    .stores
                    .entries
                    .iter()
                    .zip(self.stores.tags.iter())
                    .enumerate()
                {
                    if n == WEAK_CHOICE {
                        break;
                    }
                    let line = addr >> shift;
                    let older_same_line = self
                        .stores
                        .entries
                        .iter()
                        .take(k)
                        .any(|a| a >> shift == line);
                    if !older_same_line && (tag.hold_until <= c || self.stores.drain_now) {
                        candidates[n] = k;
                        n += 1;
                    }
                }
                if n == 0 {
                    return;
                }
                let k = candidates[self.random(n as u32 - 1) as usize];
                let addr = self.stores.entries.remove(k).unwrap_or(0);
                let tag = self.stores.tags.remove(k).unwrap_or(Tag::NONE);
                let taken = self
                    .link
                    .coherence
                    .as_ref()
                    .map_or(0, |p| p.invalidations.len());
                let (lat, level) = self.data_multi(addr, true, c);
                self.snapshot_taken_lines(m, taken);
                self.stores.drain_free_at = c + lat as u64 + self.jitter();
                self.stores.drain_wait = crate::cycle::stall::store_buffer_full(level);
                // The write is timing only from here: the store is performed now, when the
                // directory has granted the line (its `access` above).
                self.stores.writes.push_back(Write {
                    hart: u16::MAX,
                    seq: 0,
                    line: addr >> shift,
                    done: self.stores.drain_free_at,
                });
                self.commit_drained(m, tag.hart, tag.seq);
                tick.progress = true;
            }
            MemoryModel::Tso | MemoryModel::Sc => {
                if !self.stores.writes.is_empty() || self.stores.drain_free_at > c {
                    return;
                }
                let Some(addr) = self.stores.entries.pop_front() else {
                    return;
                };
                let Tag { hart, seq, .. } = self.stores.tags.pop_front().unwrap_or(Tag::NONE);
                let (lat, level) = self.data_multi(addr, true, c);
                self.stores.drain_free_at = c + lat as u64;
                self.stores.drain_wait = crate::cycle::stall::store_buffer_full(level);
                self.stores.writes.push_back(Write {
                    hart,
                    seq,
                    line: addr >> self.p.data_line_shift,
                    done: self.stores.drain_free_at,
                });
                tick.progress = true;
            }
        }
    }

    /// Keep, for the cores whose copies the write just took (the port's invalidations from
    /// index `from` on), the line as it is before the store is committed: their harts may
    /// go on seeing it until they apply the invalidation ([`crate::invalidation_queue`]).
    fn snapshot_taken_lines(&mut self, m: &Machine, from: usize) {
        let Some(port) = self.link.coherence.as_deref() else {
            return;
        };
        let line = 1u64 << self.p.data_line_shift;
        for &(mask, addr) in &port.invalidations[from.min(port.invalidations.len())..] {
            let base = addr as u64 & !(line - 1);
            let at = self.link.snapshot_bytes.len();
            self.link.snapshot_bytes.resize(at + line as usize, 0);
            m.peek_bytes(base, &mut self.link.snapshot_bytes[at..]);
            self.link.snapshots.push((mask, base));
        }
    }

    /// How long a received invalidation waits before it is applied: a seeded
    /// 0..=`perturb.invalidate_hold` cycles.
    pub(crate) fn invalidation_delay(&mut self) -> u64 {
        self.random(self.link.invalidate_hold)
    }

    /// The line size of L1D, the unit of coherence.
    pub(crate) fn data_line_bytes(&self) -> usize {
        1 << self.p.data_line_shift
    }

    /// A data access of this core through the directory (several cores).
    pub(crate) fn data_multi(&mut self, addr: u32, write: bool, now: u64) -> (u32, Level) {
        match self.link.coherence.as_deref_mut() {
            Some(p) => p.data(&mut self.caches, addr, write, now),
            None => self.caches.data(addr, write, now),
        }
    }

    /// A seeded 0..=`perturb.arbitration` extra cycles.
    fn jitter(&mut self) -> u64 {
        self.random(self.link.arbitration)
    }

    /// How long a store entering the buffer may wait before its write starts: a seeded
    /// 0..=`perturb.store_hold` cycles under `weak`, none otherwise.
    pub(super) fn hold(&mut self) -> u64 {
        if self.link.model == MemoryModel::Weak {
            self.random(self.link.store_hold)
        } else {
            0
        }
    }

    /// A seeded 0..=`bound` for a driver (where a sampled run's units sit).
    pub(crate) fn draw(&mut self, bound: u64) -> u64 {
        self.random(bound.min(u32::MAX as u64) as u32)
    }

    /// A seeded 0..=`bound` (xorshift64*: deterministic for a seed).
    fn random(&mut self, bound: u32) -> u64 {
        if bound == 0 {
            return 0;
        }
        self.link.rng ^= self.link.rng >> 12;
        self.link.rng ^= self.link.rng << 25;
        self.link.rng ^= self.link.rng >> 27;
        (self.link.rng.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % (bound as u64 + 1)
    }

    /// The write of store `seq` of hart `h` completed: make it (and what must go with it)
    /// visible.
    fn commit_drained(&mut self, m: &mut Machine, h: u16, seq: u64) {
        if h == u16::MAX {
            return;
        }
        // The hart's stores this core still holds: buffered, or being written.
        let (tags, writes) = (&self.stores.tags, &self.stores.writes);
        let pending = || {
            tags.iter()
                .filter(move |t| t.hart == h)
                .map(|t| t.seq)
                .chain(writes.iter().filter(move |w| w.hart == h).map(|w| w.seq))
        };
        let oldest = pending().min();
        let hart = h as usize;
        match (oldest, self.link.model) {
            (None, _) => m.commit_stores(hart, |_| true),
            (Some(next), MemoryModel::Tso | MemoryModel::Sc) => m.commit_stores(hart, |s| s < next),
            (Some(_), MemoryModel::Weak) => m.commit_stores(hart, |s| {
                s == seq || (s < seq && !pending().any(|p| p == s))
            }),
        }
    }
}
