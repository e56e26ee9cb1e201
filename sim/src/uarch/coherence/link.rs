//! The coherent data path of a core when there are several: every L1D access also goes to
//! the shared [`Directory`], which decides what it costs beyond the caches and which other
//! L1Ds lose the line.
//!
//! Each core has a [`Port`]; the directory is lent to the port of the core being ticked (as
//! L2 and DRAM are lent to its hierarchy), so one access at a time sees and changes it. The
//! lines a write takes from other cores are queued in [`Port::invalidations`]; the scheduler
//! drops them from those L1Ds right after the tick, before any other core runs, so no other
//! core can hit on a stale copy.

use super::Directory;
use crate::uarch::cache::{Hierarchy, Level};

/// A core's connection to the directory.
#[derive(Clone, Debug, Default)]
pub struct Port {
    /// The shared directory while this core is ticked (`None` otherwise).
    pub directory: Option<Box<Directory>>,
    /// This core's index in the directory.
    pub core: usize,
    /// `(cores, addr)`: lines this core's writes took from other cores' L1Ds this tick.
    pub invalidations: Vec<(u64, u32)>,
}

impl Port {
    /// A data access of this core through hierarchy `h` at cycle `now`: the caller protocol
    /// of [`Directory::access`]. The cost is the L1D latency, plus L2/DRAM when the data
    /// comes from memory, plus the transaction's coherence latency (bus, invalidations,
    /// transfer, upgrade, writeback). Without a lent directory, a plain access.
    #[inline(never)]
    pub fn data(&mut self, h: &mut Hierarchy, addr: u32, write: bool, now: u64) -> (u32, Level) {
        let Some(dir) = self.directory.as_deref_mut() else {
            return h.data(addr, write, now);
        };
        let core = self.core;
        let a = h.l1d.access(addr, write);
        if let Some(victim) = a.evicted {
            // The directory says whether a dirty victim is really a writeback (a copy
            // downgraded to Shared was written back when it was).
            if dir.evict(core, victim, a.writeback.is_some()) {
                h.write_back_to_l2(victim, now);
            }
        }
        let t = dir.access(core, addr, write, a.hit);
        if write && !a.hit && !h.l1d.geometry().write_back {
            // A write-through L1D does not keep the line it wrote.
            dir.evict(core, addr, false);
        }
        if t.invalidate != 0 {
            self.invalidations.push((t.invalidate, addr));
        }
        let (lat, level) = if t.from_memory {
            let served = h.below_l1(addr, h.l1d_latency, now);
            h.record(addr, false, served.1, now);
            served
        } else if a.hit {
            (h.l1d_latency, Level::L1)
        } else {
            h.record(addr, false, Level::Peer, now);
            (h.l1d_latency, Level::Peer)
        };
        (lat + t.latency, level)
    }
}

impl Directory {
    /// Check that the directory agrees with the L1Ds: `holds(core, addr)` says whether a
    /// core's L1D has the line of `addr`. Every line the directory records as held is in its
    /// holders' L1Ds, and no access ever found an L1D and the directory disagreeing (a stale
    /// hit, an eviction the directory was not told of). With [`Directory::check`], the
    /// single-writer/multiple-reader invariant the debug option checks after every cycle.
    pub fn check_against(&self, holds: impl Fn(usize, u32) -> bool) -> Result<(), String> {
        self.check()?;
        let mut lines: Vec<(&u32, u64)> = self
            .lines
            .iter()
            .map(|(l, e)| (l, e.sharers.data[0]))
            .collect();
        lines.sort_unstable_by_key(|(l, _)| **l);
        for (&line, sharers) in lines {
            let addr = line << self.line_shift;
            for core in super::Cores(sharers) {
                if !holds(core, addr) {
                    return Err(format!(
                        "line {addr:#x}: the directory has core {core} holding it ({}), its \
                         L1D does not",
                        self.state_of(core, addr)
                    ));
                }
            }
        }
        for (core, s) in self.stats.iter().enumerate() {
            if s.stale_hits + s.unreported_evictions + s.stale_evictions > 0 {
                return Err(format!(
                    "core {core}: its L1D and the directory disagreed ({} stale hits, {} \
                     unreported evictions, {} evictions of lines not held)",
                    s.stale_hits, s.unreported_evictions, s.stale_evictions
                ));
            }
        }
        Ok(())
    }
}
