//! The coherence protocol of the multi-core memory system: a MESI directory that decides what
//! each data access costs in coherence terms.
//!
//! # MESI
//!
//! Every core's L1D holds a line in one of four states:
//!
//! - **Modified**: the only copy, written since it was fetched (L2 is stale);
//! - **Exclusive**: the only copy, clean: a write turns it Modified without asking anyone
//!   (the point of E: a private line read then written costs one request, not two);
//! - **Shared**: one of possibly several clean, read-only copies;
//! - **Invalid**: not held.
//!
//! The protocol keeps *single writer, multiple readers*: a line is either held M/E by one
//! core and by nobody else, or held S by any number of cores. A read of a line nobody holds
//! is fetched Exclusive; a read of a line held S is fetched Shared from L2; a read of a line
//! another core holds M/E is supplied by that core (cache-to-cache) which drops to S, writing
//! the line back to L2 first if it was Modified. A write needs the only copy: a write miss
//! (read-for-ownership) invalidates every other copy and takes the data from the owner if
//! there is one (no writeback: the line stays dirty, in the writer's cache), from L2
//! otherwise; a write to a line held S is an upgrade, which invalidates the others and moves
//! no data.
//!
//! # The directory
//!
//! Rather than snooping every L1 on every miss, one directory beside the shared L2 records,
//! per line, which cores hold it: a sharer set (one bit per core) and the owner when one
//! core holds it M/E, plus whether it is Modified. Lines absent from the directory are
//! Invalid everywhere, so its size follows the lines the L1s hold, not the address space.
//! Each request goes to the directory, which knows whom to invalidate or ask for the data;
//! the costs are the `[coherence]` latencies of the configuration ([`CoherenceConfig`]).
//!
//! The L1 caches ([`super::cache::Cache`]) hold tags only and the data lives in the
//! functional memory, so the protocol decides *timing* (and counts), never values. The
//! caller keeps the L1 tags and the directory in agreement: see [`Directory::access`] for
//! the order of calls. Where they disagree the safe view wins: a core holds a line only if
//! both its L1 and the directory say so (a stale L1 hit is a coherence miss, an L1 miss on a
//! line the directory thinks held is an unreported eviction), and the disagreement is
//! counted so a caller's bug shows up in the statistics.

mod link;
pub use link::Port;

use super::config::CoherenceConfig;
use crate::int_map::U32Map;
use bitvec::prelude::*;
use std::fmt;

/// The most cores a directory tracks (`core.count` is at most 64): core sets fit in one
/// `u64`, so an access allocates nothing and masks cross the API as plain integers.
pub const MAX_CORES: usize = 64;

/// A set of cores, bit `k` for core `k`. A fixed-size bit array rather than a `BitVec`: one
/// word inline in the line's entry, no heap allocation per line.
type CoreSet = BitArr!(for MAX_CORES, in u64, Lsb0);

/// The MESI state of one core's copy of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mesi {
    Modified,
    Exclusive,
    Shared,
    Invalid,
}

impl fmt::Display for Mesi {
    /// One letter (`M`, `E`, `S`, `I`): the debugger shows a row of them, one per core.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mesi::Modified => "M",
            Mesi::Exclusive => "E",
            Mesi::Shared => "S",
            Mesi::Invalid => "I",
        })
    }
}

/// What kind of coherence transaction an access was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TxKind {
    /// No coherence action: a read of a line held M/E/S, a write of a line held M, or of one
    /// held E (which turns M silently).
    Hit,
    /// A read of a line no core holds M/E, fetched from L2: Exclusive if nobody else holds
    /// it, Shared otherwise.
    ReadMiss,
    /// A read of a line another core holds M/E: that core supplies it (cache-to-cache) and
    /// drops to Shared, writing it back first if Modified. Both end Shared.
    ReadFromOwner,
    /// A write of a line not held (read-for-ownership): every other copy is invalidated; the
    /// owner, if any, supplies the data, else L2 does. The writer ends Modified.
    WriteMiss,
    /// A write of a line held Shared: the other copies are invalidated, no data moves. The
    /// writer ends Modified.
    Upgrade,
}

/// What one access costs and what the caller must do to the other cores' L1s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transaction {
    pub kind: TxKind,
    /// Coherence cycles on top of what the cache hierarchy charges (L1, and L2/DRAM when
    /// `from_memory`), arbitration jitter included.
    pub latency: u32,
    /// Cores whose L1D copy must be dropped (bit `k` = core `k`; never the requester).
    /// [`Transaction::invalidated`] lists them.
    pub invalidate: u64,
    /// The owner that supplied the line and dropped to Shared (a [`TxKind::ReadFromOwner`]).
    /// Its copy is clean afterwards: if it was Modified, the directory charged the writeback
    /// and counted it.
    pub downgrade: Option<usize>,
    /// The data comes from L2/DRAM: no cache supplies it and the requester has no valid copy.
    /// False for hits and upgrades (the requester's L1 has it) and for cache-to-cache
    /// transfers (the cost is `coherence.transfer` instead of L2's).
    pub from_memory: bool,
}

impl Transaction {
    /// An access that needs no coherence action.
    pub const HIT: Transaction = Transaction {
        kind: TxKind::Hit,
        latency: 0,
        invalidate: 0,
        downgrade: None,
        from_memory: false,
    };

    /// The cores in [`Transaction::invalidate`], in increasing order.
    pub fn invalidated(&self) -> Cores {
        Cores(self.invalidate)
    }
}

/// The cores of a mask, in increasing order (allocates nothing).
#[derive(Clone, Copy, Debug)]
pub struct Cores(pub u64);

impl Iterator for Cores {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let k = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(k)
    }
}

/// Coherence counters of one core (or, summed, of all: [`Directory::total`]).
///
/// Every access is exactly one of `hits`, `read_misses`, `reads_from_owner`, `write_misses`
/// and `upgrades`; every miss (the three miss kinds) is exactly one of `coherence_misses`
/// and `other_misses`. Summed over all cores, invalidations sent equal invalidations
/// received and transfers supplied equal transfers received.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct CoherenceStats {
    pub hits: u64,
    pub read_misses: u64,
    pub reads_from_owner: u64,
    pub write_misses: u64,
    pub upgrades: u64,
    /// Misses on a line this core held until another core's write invalidated it: the cost
    /// of sharing data (or of false sharing: different words of one line).
    pub coherence_misses: u64,
    /// Cold, capacity and conflict misses: the line was never held, or this core's L1
    /// replaced it.
    pub other_misses: u64,
    /// Invalidation messages this core's writes sent (one per other core holding the line).
    pub invalidations_sent: u64,
    /// Copies this core lost to other cores' writes.
    pub invalidations_received: u64,
    /// Lines this core supplied to another core from its L1 (cache-to-cache).
    pub transfers_supplied: u64,
    /// Misses of this core another core's L1 supplied.
    pub transfers_received: u64,
    /// Times another core's read took this core's M/E line down to Shared.
    pub downgrades: u64,
    /// Modified lines written back to L2 because of a downgrade.
    pub downgrade_writebacks: u64,
    /// Modified lines written back to L2 because the L1 replaced them.
    pub eviction_writebacks: u64,
    /// Lines the L1 replaced (reported through [`Directory::evict`]).
    pub evictions: u64,
    /// Coherence cycles charged to this core's accesses (the sum of their `latency`).
    pub cycles: u64,
    /// L1 hits on a line the directory says this core does not hold: the caller did not
    /// drop an invalidated copy (treated as a miss).
    pub stale_hits: u64,
    /// L1 misses on a line the directory says this core holds: the L1 replaced it and the
    /// eviction was not reported (the directory drops the copy, then treats it as a miss).
    pub unreported_evictions: u64,
    /// Evictions reported for a line the directory says this core does not hold (ignored).
    pub stale_evictions: u64,
}

impl CoherenceStats {
    /// Add another core's counters to these.
    pub fn add(&mut self, o: &CoherenceStats) {
        self.hits += o.hits;
        self.read_misses += o.read_misses;
        self.reads_from_owner += o.reads_from_owner;
        self.write_misses += o.write_misses;
        self.upgrades += o.upgrades;
        self.coherence_misses += o.coherence_misses;
        self.other_misses += o.other_misses;
        self.invalidations_sent += o.invalidations_sent;
        self.invalidations_received += o.invalidations_received;
        self.transfers_supplied += o.transfers_supplied;
        self.transfers_received += o.transfers_received;
        self.downgrades += o.downgrades;
        self.downgrade_writebacks += o.downgrade_writebacks;
        self.eviction_writebacks += o.eviction_writebacks;
        self.evictions += o.evictions;
        self.cycles += o.cycles;
        self.stale_hits += o.stale_hits;
        self.unreported_evictions += o.unreported_evictions;
        self.stale_evictions += o.stale_evictions;
    }

    /// All misses (the accesses that fetched the line).
    pub fn misses(&self) -> u64 {
        self.read_misses + self.reads_from_owner + self.write_misses
    }
}

/// The directory's record of one line. Absent lines are Invalid in every core and lost by
/// none; an entry is removed when it becomes so.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct LineEntry {
    /// Cores holding the line (any of M, E, S).
    sharers: CoreSet,
    /// The core holding it M or E (then the only sharer).
    owner: Option<u8>,
    /// The owner's copy is Modified (E when false).
    modified: bool,
    /// Cores that held the line until another core's write invalidated it, and have not
    /// fetched it since: their next miss on it is a coherence miss.
    lost: CoreSet,
}

impl LineEntry {
    fn is_empty(&self) -> bool {
        self.sharers.not_any() && self.lost.not_any()
    }

    /// Drop `core`'s copy (eviction or invalidation).
    fn remove(&mut self, core: usize) {
        self.sharers.set(core, false);
        if self.owner == Some(core as u8) {
            self.owner = None;
            self.modified = false;
        }
    }
}

/// The MESI directory of a multi-core memory system (see the module documentation).
#[derive(Clone, Debug)]
pub struct Directory {
    cores: usize,
    line_shift: u32,
    cfg: CoherenceConfig,
    lines: U32Map<LineEntry>,
    stats: Vec<CoherenceStats>,
    /// Upper bound of the arbitration jitter added to each transaction (0: none).
    jitter: u32,
    /// xorshift64* state of the jitter (never zero).
    rng: u64,
    /// Calls that named a core the directory does not have (ignored; [`Directory::check`]
    /// reports them).
    rejected: u64,
}

impl Directory {
    /// A directory for `cores` cores (clamped to 1..=[`MAX_CORES`]) whose lines are
    /// `1 << line_shift` bytes (the L1D line; clamped to 31), charging the latencies of
    /// `cfg`.
    ///
    /// With a single core nothing is charged (the `coherence.*` and `perturb.arbitration`
    /// costs apply "when there are several cores"), but the states are still tracked, so a
    /// one-core run shows E and M lines like any other.
    pub fn new(cores: usize, line_shift: u32, cfg: &CoherenceConfig) -> Directory {
        let cores = cores.clamp(1, MAX_CORES);
        let cfg = if cores == 1 {
            CoherenceConfig {
                bus: 0,
                transfer: 0,
                invalidate: 0,
                upgrade: 0,
                writeback: 0,
            }
        } else {
            cfg.clone()
        };
        Directory {
            cores,
            line_shift: line_shift.min(31),
            cfg,
            lines: U32Map::default(),
            stats: vec![CoherenceStats::default(); cores],
            jitter: 0,
            rng: 1,
            rejected: 0,
        }
    }

    /// Add 0..=`max` cycles of seeded arbitration jitter to every transaction other than a
    /// hit (`perturb.arbitration`): the same seed gives the same sequence, so runs stay
    /// reproducible while different seeds reorder races. Ignored with a single core.
    pub fn with_jitter(mut self, max: u32, seed: u64) -> Directory {
        self.jitter = if self.cores == 1 { 0 } else { max };
        // splitmix64 of the seed: neighbouring seeds give unrelated sequences, and the
        // xorshift state is never zero.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        self.rng = if z == 0 { 0x2545_F491_4F6C_DD1D } else { z };
        self
    }

    /// How many cores the directory tracks.
    pub fn cores(&self) -> usize {
        self.cores
    }

    /// The line size as a shift (addresses are mapped to lines with it).
    pub fn line_shift(&self) -> u32 {
        self.line_shift
    }

    /// Per-core counters, indexed by core.
    pub fn per_core(&self) -> &[CoherenceStats] {
        &self.stats
    }

    /// The counters of all cores summed.
    pub fn total(&self) -> CoherenceStats {
        let mut t = CoherenceStats::default();
        for s in &self.stats {
            t.add(s);
        }
        t
    }

    /// Lines some core holds or has lost to an invalidation (the directory's size).
    pub fn tracked_lines(&self) -> usize {
        self.lines.len()
    }

    fn line_of(&self, addr: u32) -> u32 {
        addr >> self.line_shift
    }

    /// One data access of `core` to the line holding `addr` (any byte of it), after the
    /// core's L1D lookup said `l1_hit`; returns its coherence cost and actions.
    ///
    /// Per access, the caller:
    /// 1. looks `addr` up in the core's L1D (`Cache::access`, which allocates on a miss);
    /// 2. reports the L1D's victim, if it replaced one, with [`Directory::evict`];
    /// 3. calls this with the L1D's hit/miss;
    /// 4. drops the line from the L1D of every core in the returned `invalidate` mask
    ///    (`Cache::invalidate`; a dirty copy there needs no writeback: the line's data moved
    ///    to the requester, which now holds it Modified);
    /// 5. charges `latency` on top of the L1 latency, plus L2/DRAM only if `from_memory`;
    /// 6. leaves a `downgrade`d owner's L1 alone: it keeps its copy, Shared. The directory
    ///    charged the writeback of a Modified copy (the caller may mark the line dirty in L2),
    ///    and the copy's later eviction, though the L1 still calls it dirty, is no second
    ///    writeback: [`Directory::evict`] says so.
    ///
    /// A write that does not allocate in the L1D (a write-through L1) is followed by
    /// `evict(core, addr, false)`, since the core does not keep the line.
    ///
    /// A core out of range is ignored (a hit, counted as rejected for [`Directory::check`]).
    pub fn access(&mut self, core: usize, addr: u32, write: bool, l1_hit: bool) -> Transaction {
        if core >= self.cores {
            self.rejected += 1;
            return Transaction::HIT;
        }
        let line = self.line_of(addr);
        let bit = 1u64 << core;
        let e = self.lines.entry(line).or_default();
        let held = e.sharers[core];
        if held && !l1_hit {
            // The L1 replaced the line without telling us: it is gone, whatever we thought.
            self.stats[core].unreported_evictions += 1;
            e.remove(core);
        } else if !held && l1_hit {
            // The L1 kept a copy it should have dropped: the directory decides.
            self.stats[core].stale_hits += 1;
        }
        let held = held && l1_hit;
        let is_owner = held && e.owner == Some(core as u8);
        let others = e.sharers.data[0] & !bit;
        let c = &self.cfg;

        // Decide the transaction and the directory's new state for this line.
        let mut tx = Transaction::HIT;
        let mut supplier = None;
        let mut downgrade_writeback = false;
        if !write {
            if held {
                // S, E or M: read it.
            } else if let Some(o) = e.owner {
                // Another core holds it M/E: it supplies the line and drops to S.
                let o = o as usize;
                downgrade_writeback = e.modified;
                tx.kind = TxKind::ReadFromOwner;
                tx.latency = c
                    .bus
                    .saturating_add(c.transfer)
                    .saturating_add(if e.modified { c.writeback } else { 0 });
                tx.downgrade = Some(o);
                supplier = Some(o);
                e.owner = None;
                e.modified = false;
                e.sharers.set(core, true);
            } else {
                tx.kind = TxKind::ReadMiss;
                tx.latency = c.bus;
                tx.from_memory = true;
                if others == 0 {
                    e.owner = Some(core as u8);
                    e.modified = false;
                }
                e.sharers.set(core, true);
            }
        } else if is_owner {
            // E → M silently, or already M.
            e.modified = true;
        } else {
            tx.kind = if held {
                TxKind::Upgrade
            } else {
                TxKind::WriteMiss
            };
            tx.invalidate = others;
            tx.latency = c.bus;
            if held {
                tx.latency = tx.latency.saturating_add(c.upgrade);
            } else if let Some(o) = e.owner {
                // Read-for-ownership of an M/E line: the owner hands the data over.
                supplier = Some(o as usize);
                tx.latency = tx.latency.saturating_add(c.transfer);
            } else {
                tx.from_memory = true;
            }
            if others != 0 {
                tx.latency = tx.latency.saturating_add(c.invalidate);
            }
            e.lost.data[0] |= others;
            e.sharers.data[0] = bit;
            e.owner = Some(core as u8);
            e.modified = true;
        }

        if tx.kind == TxKind::Hit {
            self.stats[core].hits += 1;
            return tx;
        }
        // Miss classification: a miss on a line this core lost to an invalidation is a
        // coherence miss; the core holds it again, so it is no longer lost.
        let miss = tx.kind != TxKind::Upgrade;
        let lost = e.lost[core];
        e.lost.set(core, false);

        if self.jitter > 0 {
            let j = self.next_jitter();
            tx.latency = tx.latency.saturating_add(j);
        }
        let s = &mut self.stats[core];
        s.cycles += tx.latency as u64;
        match tx.kind {
            TxKind::ReadMiss => s.read_misses += 1,
            TxKind::ReadFromOwner => s.reads_from_owner += 1,
            TxKind::WriteMiss => s.write_misses += 1,
            TxKind::Upgrade => s.upgrades += 1,
            TxKind::Hit => {}
        }
        if miss {
            if lost {
                s.coherence_misses += 1;
            } else {
                s.other_misses += 1;
            }
        }
        s.invalidations_sent += tx.invalidate.count_ones() as u64;
        if supplier.is_some() {
            s.transfers_received += 1;
        }
        for k in tx.invalidated() {
            self.stats[k].invalidations_received += 1;
        }
        if let Some(o) = supplier {
            self.stats[o].transfers_supplied += 1;
        }
        if let Some(o) = tx.downgrade {
            self.stats[o].downgrades += 1;
            if downgrade_writeback {
                self.stats[o].downgrade_writebacks += 1;
            }
        }
        tx
    }

    /// `core`'s L1D replaced the line holding `addr`; `dirty` is what the L1 says. Returns
    /// whether this is a writeback to L2: the L1 says dirty *and* the directory has the
    /// line Modified in this core. (A copy downgraded to S was written back then, and the
    /// L1's dirty bit cannot be cleared; a write-through L1's copy is never dirty.)
    pub fn evict(&mut self, core: usize, addr: u32, dirty: bool) -> bool {
        if core >= self.cores {
            self.rejected += 1;
            return false;
        }
        let line = self.line_of(addr);
        let Some(e) = self.lines.get_mut(&line) else {
            self.stats[core].stale_evictions += 1;
            return false;
        };
        if !e.sharers[core] {
            self.stats[core].stale_evictions += 1;
            return false;
        }
        let writeback = dirty && e.modified && e.owner == Some(core as u8);
        e.remove(core);
        if e.is_empty() {
            self.lines.remove(&line);
        }
        let s = &mut self.stats[core];
        s.evictions += 1;
        if writeback {
            s.eviction_writebacks += 1;
        }
        writeback
    }

    /// The cores holding the line of `addr` (bit `k` = core `k`), to compare with the L1s.
    pub fn holders(&self, addr: u32) -> u64 {
        self.lines
            .get(&self.line_of(addr))
            .map_or(0, |e| e.sharers.data[0])
    }

    /// `core`'s state for the line of `addr` (Invalid for a core out of range).
    pub fn state_of(&self, core: usize, addr: u32) -> Mesi {
        let Some(e) = self.lines.get(&self.line_of(addr)) else {
            return Mesi::Invalid;
        };
        if core >= self.cores || !e.sharers[core] {
            Mesi::Invalid
        } else if e.owner != Some(core as u8) {
            Mesi::Shared
        } else if e.modified {
            Mesi::Modified
        } else {
            Mesi::Exclusive
        }
    }

    /// Check the protocol's invariants: for every line at most one core holds it M/E and
    /// then no other core holds it; only cores that exist appear; a core holding a line has
    /// not lost it. Also fails if a call named a core out of range. On failure, the message
    /// describes the lowest offending line (deterministic whatever the table's order).
    pub fn check(&self) -> Result<(), String> {
        if self.rejected > 0 {
            return Err(format!(
                "{} requests named a core >= {} (ignored)",
                self.rejected, self.cores
            ));
        }
        let valid = if self.cores == MAX_CORES {
            u64::MAX
        } else {
            (1u64 << self.cores) - 1
        };
        let mut worst: Option<(u32, String)> = None;
        for (&line, e) in &self.lines {
            let sharers = e.sharers.data[0];
            let lost = e.lost.data[0];
            let problem = if sharers & !valid != 0 {
                Some(format!("sharers {sharers:#x} name cores >= {}", self.cores))
            } else if lost & !valid != 0 {
                Some(format!("lost set {lost:#x} names cores >= {}", self.cores))
            } else if sharers & lost != 0 {
                Some(format!(
                    "cores {:#x} both hold the line and lost it",
                    sharers & lost
                ))
            } else if e.modified && e.owner.is_none() {
                Some("Modified without an owner".to_string())
            } else if let Some(o) = e.owner.filter(|&o| sharers != 1u64 << (o as u32 % 64)) {
                Some(format!(
                    "core {o} holds it {} but the sharers are {sharers:#x}",
                    if e.modified { "M" } else { "E" }
                ))
            } else if e.owner.is_some_and(|o| o as usize >= self.cores) {
                Some(format!("owner {:?} >= {} cores", e.owner, self.cores))
            } else if e.is_empty() {
                Some("an empty entry was kept".to_string())
            } else {
                None
            };
            if let Some(p) = problem {
                match &worst {
                    Some((l, _)) if *l < line => {}
                    _ => worst = Some((line, p)),
                }
            }
        }
        match worst {
            None => Ok(()),
            Some((line, p)) => Err(format!("line {:#x}: {p}", (line as u64) << self.line_shift)),
        }
    }

    /// The next arbitration jitter, 0..=`self.jitter` (xorshift64*).
    fn next_jitter(&mut self) -> u32 {
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        let r = self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32;
        (r % (self.jitter as u64 + 1)) as u32
    }
}

#[cfg(test)]
mod tests;
