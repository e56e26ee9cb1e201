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

use super::config::CoherenceConfig;
use bitvec::prelude::*;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

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

/// Hashes line numbers with one multiplication: the directory is looked up on every data
/// access, and SipHash's resistance to chosen keys buys nothing for a simulator's own table
/// (a hostile program can at worst make itself slow).
#[derive(Default)]
struct LineHasher(u64);

impl Hasher for LineHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 ^ n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The MESI directory of a multi-core memory system (see the module documentation).
#[derive(Clone, Debug)]
pub struct Directory {
    cores: usize,
    line_shift: u32,
    cfg: CoherenceConfig,
    lines: HashMap<u32, LineEntry, BuildHasherDefault<LineHasher>>,
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
            lines: HashMap::default(),
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
mod tests {
    use super::*;
    use crate::uarch::cache::{Cache, CacheGeometry, Replacement};
    use proptest::prelude::*;

    /// Distinct latencies, so every sum below has one decomposition.
    fn cfg() -> CoherenceConfig {
        CoherenceConfig {
            bus: 3,
            transfer: 20,
            invalidate: 7,
            upgrade: 5,
            writeback: 11,
        }
    }

    fn dir(cores: usize) -> Directory {
        Directory::new(cores, 6, &cfg())
    }

    const X: u32 = 0x1000;
    const Y: u32 = 0x2000;

    /// An access by a caller whose L1 is large enough to never replace anything and drops
    /// every invalidated copy: it holds exactly what the directory says.
    fn acc(d: &mut Directory, core: usize, addr: u32, write: bool) -> Transaction {
        let l1_hit = d.state_of(core, addr) != Mesi::Invalid;
        d.access(core, addr, write, l1_hit)
    }

    /// Every core's state for the line of `addr`, one letter each.
    fn states(d: &Directory, addr: u32) -> String {
        (0..d.cores())
            .map(|k| d.state_of(k, addr).to_string())
            .collect()
    }

    /// A transaction whose data comes from L2 (`mem`) or from a cache.
    fn tx(
        kind: TxKind,
        latency: u32,
        invalidate: u64,
        downgrade: Option<usize>,
        mem: bool,
    ) -> Transaction {
        Transaction {
            kind,
            latency,
            invalidate,
            downgrade,
            from_memory: mem,
        }
    }

    #[test]
    fn first_reader_gets_exclusive() {
        let mut d = dir(2);
        assert_eq!(
            acc(&mut d, 0, X, false),
            tx(TxKind::ReadMiss, 3, 0, None, true)
        );
        assert_eq!(states(&d, X), "EI");
        assert_eq!(acc(&mut d, 0, X + 8, false), Transaction::HIT);
        assert_eq!(d.holders(X + 63), 0b01);
        d.check().unwrap();
    }

    #[test]
    fn readers_share() {
        let mut d = dir(3);
        acc(&mut d, 0, X, false);
        // The first reader holds it E: it supplies the line and both end S.
        assert_eq!(
            acc(&mut d, 1, X, false),
            tx(TxKind::ReadFromOwner, 3 + 20, 0, Some(0), false)
        );
        assert_eq!(states(&d, X), "SSI");
        // Nobody owns it now: the third reader gets it from L2, shared.
        assert_eq!(
            acc(&mut d, 2, X, false),
            tx(TxKind::ReadMiss, 3, 0, None, true)
        );
        assert_eq!(states(&d, X), "SSS");
        assert_eq!(d.holders(X), 0b111);
        let s = d.per_core();
        assert_eq!((s[0].transfers_supplied, s[0].downgrades), (1, 1));
        assert_eq!(s[0].downgrade_writebacks, 0);
        assert_eq!((s[1].transfers_received, s[1].reads_from_owner), (1, 1));
        assert_eq!(s[2].read_misses, 1);
        assert_eq!(d.total().other_misses, 3);
        d.check().unwrap();
    }

    #[test]
    fn exclusive_turns_modified_silently() {
        let mut d = dir(2);
        acc(&mut d, 0, X, false);
        assert_eq!(acc(&mut d, 0, X + 4, true), Transaction::HIT);
        assert_eq!(states(&d, X), "MI");
        // Already M: still a hit.
        assert_eq!(acc(&mut d, 0, X, true), Transaction::HIT);
        let s = &d.per_core()[0];
        assert_eq!((s.hits, s.upgrades, s.read_misses, s.cycles), (2, 0, 1, 3));
    }

    #[test]
    fn write_to_shared_line_invalidates_the_others() {
        let mut d = dir(3);
        for k in 0..3 {
            acc(&mut d, k, X, false);
        }
        let t = acc(&mut d, 0, X, true);
        assert_eq!(t, tx(TxKind::Upgrade, 3 + 7 + 5, 0b110, None, false));
        assert_eq!(t.invalidated().collect::<Vec<_>>(), [1, 2]);
        assert_eq!(states(&d, X), "MII");
        let s = d.per_core();
        assert_eq!((s[0].upgrades, s[0].invalidations_sent), (1, 2));
        assert_eq!(s[1].invalidations_received, 1);
        assert_eq!(s[2].invalidations_received, 1);
        // An upgrade with no other sharer invalidates nobody and pays no `invalidate`.
        for k in 0..2 {
            acc(&mut d, k, Y, false);
        }
        assert!(!d.evict(1, Y, false));
        assert_eq!(states(&d, Y), "SII");
        assert_eq!(
            acc(&mut d, 0, Y, true),
            tx(TxKind::Upgrade, 3 + 5, 0, None, false)
        );
        d.check().unwrap();
    }

    #[test]
    fn reading_a_modified_line_transfers_it_and_writes_it_back() {
        let mut d = dir(2);
        assert_eq!(
            acc(&mut d, 0, X, true),
            tx(TxKind::WriteMiss, 3, 0, None, true)
        );
        assert_eq!(states(&d, X), "MI");
        assert_eq!(
            acc(&mut d, 1, X, false),
            tx(TxKind::ReadFromOwner, 3 + 20 + 11, 0, Some(0), false)
        );
        assert_eq!(states(&d, X), "SS");
        let s = d.per_core();
        assert_eq!((s[0].transfers_supplied, s[0].downgrade_writebacks), (1, 1));
        assert_eq!(s[1].transfers_received, 1);
        // The old owner's L1 still calls the line dirty, but it was written back already.
        assert!(!d.evict(0, X, true));
        assert_eq!(d.per_core()[0].eviction_writebacks, 0);
        d.check().unwrap();
    }

    #[test]
    fn ping_pong_writes_cost_bus_transfer_invalidate_per_hand_off() {
        let mut d = dir(2);
        acc(&mut d, 0, X, true);
        for i in 1..=6 {
            let core = i % 2;
            assert_eq!(
                acc(&mut d, core, X, true),
                tx(TxKind::WriteMiss, 3 + 20 + 7, 1 << (1 - core), None, false),
                "hand-off {i}"
            );
            assert_eq!(d.state_of(core, X), Mesi::Modified);
            assert_eq!(d.state_of(1 - core, X), Mesi::Invalid);
        }
        let t = d.total();
        assert_eq!((t.write_misses, t.invalidations_sent), (7, 6));
        assert_eq!((t.transfers_supplied, t.transfers_received), (6, 6));
        // The first write of each core is cold; every later one follows an invalidation.
        assert_eq!((t.coherence_misses, t.other_misses), (5, 2));
        assert_eq!(t.cycles, 3 + 6 * 30);
        // The line never went through L2: a hand-off is no writeback.
        assert_eq!(t.downgrade_writebacks + t.eviction_writebacks, 0);
    }

    #[test]
    fn false_sharing_read_modify_writes_count_invalidations() {
        // Cores 0 and 1 update different words of one line, core 2 a line of its own.
        let mut d = dir(3);
        for _round in 0..4 {
            for c in 0..2 {
                let a = X + 8 * c as u32;
                acc(&mut d, c, a, false);
                acc(&mut d, c, a, true);
            }
            acc(&mut d, 2, Y, false);
            acc(&mut d, 2, Y, true);
        }
        let s = d.per_core();
        // Core 0: a cold read and a silent E→M, then three rounds of (read from core 1's M
        // copy with a writeback, upgrade invalidating core 1).
        assert_eq!((s[0].read_misses, s[0].reads_from_owner), (1, 3));
        assert_eq!((s[0].upgrades, s[0].hits), (3, 1));
        assert_eq!((s[0].coherence_misses, s[0].other_misses), (3, 1));
        assert_eq!(
            (s[0].invalidations_sent, s[0].invalidations_received),
            (3, 4)
        );
        assert_eq!((s[0].transfers_supplied, s[0].downgrade_writebacks), (4, 4));
        assert_eq!(s[0].cycles, 3 + 3 * ((3 + 20 + 11) + (3 + 5 + 7)));
        // Core 1: four rounds of the same, the first read being cold.
        assert_eq!((s[1].reads_from_owner, s[1].upgrades), (4, 4));
        assert_eq!((s[1].coherence_misses, s[1].other_misses), (3, 1));
        assert_eq!(
            (s[1].invalidations_sent, s[1].invalidations_received),
            (4, 3)
        );
        assert_eq!((s[1].transfers_supplied, s[1].downgrade_writebacks), (3, 3));
        assert_eq!(s[1].cycles, 4 * ((3 + 20 + 11) + (3 + 5 + 7)));
        // Core 2 pays once and never again.
        assert_eq!((s[2].read_misses, s[2].hits, s[2].cycles), (1, 7, 3));
        assert_eq!(s[2].invalidations_received, 0);
        assert_eq!(states(&d, X), "IMI");
        d.check().unwrap();
    }

    #[test]
    fn evicting_a_dirty_line_writes_it_back_and_clears_the_sharer() {
        let mut d = dir(2);
        acc(&mut d, 0, X, true);
        assert!(d.evict(0, X + 4, true));
        let s = &d.per_core()[0];
        assert_eq!((s.evictions, s.eviction_writebacks), (1, 1));
        assert_eq!(d.holders(X), 0);
        assert_eq!(d.state_of(0, X), Mesi::Invalid);
        assert_eq!(d.tracked_lines(), 0);
        // A clean E line leaves without a writeback.
        acc(&mut d, 1, X, false);
        assert!(!d.evict(1, X, false));
        assert_eq!(d.per_core()[1].eviction_writebacks, 0);
        // Coming back after an eviction is not a coherence miss.
        assert_eq!(
            acc(&mut d, 0, X, false),
            tx(TxKind::ReadMiss, 3, 0, None, true)
        );
        assert_eq!(d.per_core()[0].coherence_misses, 0);
        assert_eq!(d.per_core()[0].other_misses, 2);
        d.check().unwrap();
    }

    #[test]
    fn coherence_misses_follow_invalidations_only() {
        let mut d = dir(2);
        acc(&mut d, 0, X, false); // cold
        acc(&mut d, 1, X, true); // cold; invalidates core 0
        assert_eq!(d.per_core()[0].coherence_misses, 0);
        assert_eq!(
            acc(&mut d, 0, X, false),
            tx(TxKind::ReadFromOwner, 3 + 20 + 11, 0, Some(1), false)
        );
        assert_eq!(d.per_core()[0].coherence_misses, 1);
        // Both evict (core 1's L1 still calls it dirty: downgraded, so no writeback), then
        // core 0 comes back: a capacity miss, not a coherence one.
        assert!(!d.evict(0, X, false));
        assert!(!d.evict(1, X, true));
        acc(&mut d, 0, X, false);
        let s = &d.per_core()[0];
        assert_eq!((s.coherence_misses, s.other_misses), (1, 2));
        assert_eq!(d.per_core()[1].other_misses, 1);
        assert_eq!(d.tracked_lines(), 1);
    }

    #[test]
    fn the_directory_wins_over_a_stale_l1() {
        let mut d = dir(2);
        acc(&mut d, 0, X, false);
        assert_eq!(acc(&mut d, 1, X, true).invalidate, 0b01);
        // The caller forgot to drop core 0's copy: its L1 hit is a coherence miss.
        assert_eq!(
            d.access(0, X, false, true),
            tx(TxKind::ReadFromOwner, 3 + 20 + 11, 0, Some(1), false)
        );
        let s = &d.per_core()[0];
        assert_eq!((s.stale_hits, s.coherence_misses), (1, 1));
        // Core 0's L1 replaced the line without saying so: it is a miss again, from L2
        // (core 1 holds it S).
        assert_eq!(
            d.access(0, X, false, false),
            tx(TxKind::ReadMiss, 3, 0, None, true)
        );
        assert_eq!(d.per_core()[0].unreported_evictions, 1);
        assert_eq!(states(&d, X), "SS");
        // Evicting a line the core does not hold changes nothing.
        assert!(!d.evict(1, Y, true));
        assert_eq!(d.per_core()[1].stale_evictions, 1);
        assert_eq!(d.holders(X), 0b11);
        d.check().unwrap();
    }

    #[test]
    fn bad_requests_do_not_panic_and_are_reported() {
        let mut d = dir(2);
        assert_eq!(d.access(5, X, true, false), Transaction::HIT);
        assert!(!d.evict(64, X, true));
        assert_eq!(d.state_of(9, X), Mesi::Invalid);
        assert_eq!(d.tracked_lines(), 0);
        assert_eq!(
            d.check(),
            Err("2 requests named a core >= 2 (ignored)".to_string())
        );
        // Sizes are clamped; extreme addresses are fine.
        assert_eq!(Directory::new(0, 6, &cfg()).cores(), 1);
        let mut big = Directory::new(1000, 40, &cfg());
        assert_eq!((big.cores(), big.line_shift()), (64, 31));
        acc(&mut big, 63, u32::MAX, true);
        acc(&mut big, 0, 0x8000_0000, false);
        assert_eq!(big.holders(u32::MAX), 1 << 63 | 1);
        assert_eq!(big.state_of(63, u32::MAX), Mesi::Shared);
        big.check().unwrap();
    }

    #[test]
    fn one_core_pays_no_coherence_costs() {
        let mut d = Directory::new(1, 6, &cfg()).with_jitter(100, 5);
        assert_eq!(
            acc(&mut d, 0, X, false),
            tx(TxKind::ReadMiss, 0, 0, None, true)
        );
        assert_eq!(acc(&mut d, 0, X, true), Transaction::HIT);
        assert_eq!(
            acc(&mut d, 0, Y, true),
            tx(TxKind::WriteMiss, 0, 0, None, true)
        );
        assert_eq!(states(&d, X) + &states(&d, Y), "MM");
        assert_eq!(d.total().cycles, 0);
    }

    #[test]
    fn jitter_is_deterministic_per_seed_and_bounded() {
        // Ping-pong writes (each a 30-cycle hand-off) then a read hit, many times.
        let run = |seed| {
            let mut d = dir(4).with_jitter(9, seed);
            acc(&mut d, 0, X, true);
            let mut out = Vec::new();
            for i in 1..=60 {
                let t = acc(&mut d, i % 2, X, true);
                assert_eq!(acc(&mut d, i % 2, X, false), Transaction::HIT);
                out.push(t.latency);
            }
            out
        };
        let a = run(1);
        assert_eq!(a, run(1));
        assert_ne!(a, run(2));
        assert!(a.iter().all(|&l| (30..=39).contains(&l)), "{a:?}");
        let distinct: std::collections::BTreeSet<_> = a.iter().collect();
        assert!(distinct.len() >= 5, "{a:?}");
        // No jitter: exactly the configured cost.
        let mut d = dir(2).with_jitter(0, 1);
        acc(&mut d, 0, X, true);
        assert_eq!(acc(&mut d, 1, X, true).latency, 30);
    }

    #[test]
    fn check_catches_broken_states() {
        let mut d = dir(2);
        acc(&mut d, 0, X, false);
        acc(&mut d, 1, Y, true);
        d.check().unwrap();
        let mut bad = d.clone();
        bad.lines.get_mut(&(Y >> 6)).unwrap().sharers.set(0, true);
        assert_eq!(
            bad.check(),
            Err("line 0x2000: core 1 holds it M but the sharers are 0x3".to_string())
        );
        // Several broken lines: the lowest is reported.
        bad.lines.get_mut(&(X >> 6)).unwrap().sharers.set(5, true);
        assert_eq!(
            bad.check(),
            Err("line 0x1000: sharers 0x21 name cores >= 2".to_string())
        );
        let mut bad = d.clone();
        let e = bad.lines.get_mut(&(X >> 6)).unwrap();
        e.owner = None;
        e.modified = true;
        assert_eq!(
            bad.check(),
            Err("line 0x1000: Modified without an owner".to_string())
        );
        let mut bad = d.clone();
        bad.lines.get_mut(&(X >> 6)).unwrap().lost.set(0, true);
        assert!(bad
            .check()
            .unwrap_err()
            .contains("both hold the line and lost it"));
    }

    #[test]
    fn states_print_as_one_letter() {
        let all = [Mesi::Modified, Mesi::Exclusive, Mesi::Shared, Mesi::Invalid];
        assert_eq!(all.map(|m| m.to_string()).concat(), "MESI");
        assert_eq!(Cores(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(Cores(1 << 63).collect::<Vec<_>>(), [63]);
    }

    /// The counters' identities, which hold whatever the caller did.
    fn balanced(d: &Directory, accesses: u64) -> Result<(), TestCaseError> {
        let t = d.total();
        prop_assert_eq!(t.invalidations_sent, t.invalidations_received);
        prop_assert_eq!(t.transfers_supplied, t.transfers_received);
        prop_assert_eq!(t.misses(), t.coherence_misses + t.other_misses);
        prop_assert_eq!(t.hits + t.misses() + t.upgrades, accesses);
        prop_assert!(t.downgrade_writebacks <= t.downgrades);
        Ok(())
    }

    proptest! {
        /// Any sequence of accesses and evictions, even ones no consistent L1 would make
        /// (arbitrary hit flags, evictions of lines not held), keeps the invariants.
        #[test]
        fn arbitrary_requests_keep_single_writer(
            cores in 1usize..=8,
            ops in prop::collection::vec(
                (0usize..8, 0u32..6, any::<bool>(), any::<bool>(), 0u8..4, any::<bool>()),
                0..300,
            ),
            jitter in 0u32..5,
            seed in any::<u64>(),
        ) {
            let mut d = Directory::new(cores, 6, &cfg()).with_jitter(jitter, seed);
            let mut accesses = 0;
            for (core, line, write, l1_hit, op, dirty) in ops {
                let core = core % cores;
                let addr = line * 64 + (line * 4) % 64;
                if op == 0 {
                    d.evict(core, addr, dirty);
                } else {
                    let t = d.access(core, addr, write, l1_hit);
                    accesses += 1;
                    prop_assert_eq!(t.invalidate & (1 << core), 0);
                    if cores > 1 {
                        // Only a hit is free (one core pays nothing at all).
                        prop_assert_eq!(t.kind == TxKind::Hit, t.latency == 0);
                    }
                    prop_assert_ne!(d.state_of(core, addr), Mesi::Invalid);
                    if write {
                        prop_assert_eq!(d.state_of(core, addr), Mesi::Modified);
                        prop_assert_eq!(d.holders(addr), 1 << core);
                    }
                }
                if let Err(e) = d.check() {
                    prop_assert!(false, "{}", e);
                }
            }
            balanced(&d, accesses)?;
        }

        /// Tiny real L1Ds driven the way the multi-core engine will drive them: the
        /// directory's holders always match the L1 tags, and a version model of the data
        /// shows every read sees the latest write (the protocol is coherent).
        #[test]
        fn real_l1s_stay_in_sync_and_coherent(
            cores in 1usize..=8,
            plru in any::<bool>(),
            ops in prop::collection::vec((0usize..8, 0u32..12, 0u32..64, any::<bool>()), 0..300),
        ) {
            const LINES: u32 = 12;
            let mut d = Directory::new(cores, 6, &cfg());
            let geo = CacheGeometry {
                size: 256,
                assoc: 2,
                line: 64,
                replacement: if plru { Replacement::Plru } else { Replacement::Lru },
                write_back: true,
            };
            let mut l1: Vec<Cache> =
                (0..cores).map(|k| Cache::new(geo.clone(), k as u64)).collect();
            // Versions of each line: the newest written, L2's, and each core's copy.
            let mut latest = [0u64; LINES as usize];
            let mut mem = [0u64; LINES as usize];
            let mut copy = vec![[None::<u64>; LINES as usize]; cores];
            let resident = |c: &Cache| -> u32 {
                (0..LINES).filter(|&l| c.contains(l * 64)).fold(0, |m, l| m | 1 << l)
            };
            for (core, line, offset, write) in ops.iter().copied() {
                let core = core % cores;
                let (addr, li) = (line * 64 + offset, line as usize);
                let before = resident(&l1[core]);
                let a = l1[core].access(addr, write);
                let gone = before & !resident(&l1[core]);
                prop_assert!(gone.count_ones() <= 1);
                for v in Cores(gone as u64) {
                    let dirty = a.writeback == Some(v as u32 * 64);
                    if d.evict(core, v as u32 * 64, dirty) {
                        mem[v] = copy[core][v].unwrap_or(0);
                    }
                    copy[core][v] = None;
                }
                let t = d.access(core, addr, write, a.hit);
                // Where the data came from, before anyone's copy changes.
                let source = if t.from_memory {
                    Some(mem[li])
                } else if let Some(o) = t.downgrade {
                    mem[li] = copy[o][li].unwrap_or(0); // written back (or clean already)
                    copy[o][li]
                } else if t.kind == TxKind::WriteMiss {
                    prop_assert_eq!(t.invalidate.count_ones(), 1);
                    copy[t.invalidate.trailing_zeros() as usize][li]
                } else {
                    copy[core][li]
                };
                prop_assert_eq!(source, Some(latest[li]), "{:?}", t);
                for k in t.invalidated() {
                    prop_assert!(l1[k].invalidate(addr).is_some());
                    copy[k][li] = None;
                }
                if write {
                    latest[li] += 1;
                }
                copy[core][li] = Some(latest[li]);
                for l in 0..LINES {
                    let held = (0..cores)
                        .filter(|&k| l1[k].contains(l * 64))
                        .fold(0u64, |m, k| m | 1 << k);
                    prop_assert_eq!(d.holders(l * 64), held, "line {}", l);
                }
                if let Err(e) = d.check() {
                    prop_assert!(false, "{}", e);
                }
            }
            let t = d.total();
            prop_assert_eq!(t.stale_hits + t.unreported_evictions + t.stale_evictions, 0);
            balanced(&d, ops.len() as u64)?;
        }
    }
}
