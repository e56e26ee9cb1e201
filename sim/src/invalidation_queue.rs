//! The other half of a hart's view of memory under the `weak` model: invalidations its core
//! has received but not yet applied, so its loads of those lines still see the values the
//! lines had before another core's write — loads performed out of order.
//!
//! A core of a weakly ordered machine acknowledges an invalidation at once and applies it
//! later (an invalidation queue, as in McKenney's "Memory Barriers: a Hardware View for
//! Software Hackers"): until then a load that hits the old copy completes with the old value,
//! possibly after a later load in program order got a newer one elsewhere. That is the
//! load→load reordering of the reader side of MP, WRC and IRIW that herd's `aarch64.cat`
//! allows. The multi-core cycle engine queues an entry here for the hart of every core whose
//! L1D held a line another core's drained store took ([`Machine::queue_invalidation`]), with
//! a snapshot of the line as it was before the store became visible, and a seeded cycle
//! (`perturb.invalidate_hold`) after which the entry is applied.
//!
//! What keeps it a legal weak execution:
//!
//! - **Coherence** (CoRR): an entry keeps the oldest snapshot of its line; entries only go
//!   away. So once a hart has read a newer value of a location it never reads an older one.
//! - **Own writes**: a store of the hart that reaches memory drops the entry of its line (the
//!   core owns the line to write it); its buffered stores are laid over the view anyway.
//! - **Barriers**: everything that orders later loads applies the whole queue —
//!   `membaracquire`, `membarstoreload`, `membarfull`, monitors, every runtime call but a
//!   relaxed or release `__atomic_*` (a relaxed one applies the entries of the lines it
//!   touches: it reads memory), a context switch. Memory is one (stores are committed to it
//!   once), so fenced readers see writes in one order (IRIW with fences stays forbidden).
//!
//! The timing model does not see the queue: the core's L1D drops the line at once (a load of
//! it misses), only the value is old. With one core, under `sc`/`tso`, and on the functional
//! engine the queue stays empty and costs one test per load.

use crate::fault::FaultKind;
use crate::memory::Memory;

/// How many invalidations a core holds before it must apply the oldest.
pub const CAPACITY: usize = 8;

/// One line whose invalidation has not been applied.
#[derive(Clone, Debug, PartialEq, Eq)]
struct StaleLine {
    /// The line's first byte.
    base: u64,
    /// The cycle from which the entry is applied.
    until: u64,
    /// The line as it was before the write that invalidated it.
    bytes: Vec<u8>,
}

impl StaleLine {
    fn end(&self) -> u64 {
        self.base + self.bytes.len() as u64
    }

    fn overlaps(&self, addr: u64, len: u64) -> bool {
        addr < self.end() && self.base < addr.saturating_add(len)
    }
}

/// A hart's unapplied invalidations, oldest first.
#[derive(Clone, Debug, Default)]
pub struct InvalidationQueue {
    lines: Vec<StaleLine>,
    /// Buffers of applied entries, reused so queueing allocates nothing once warm.
    spare: Vec<Vec<u8>>,
}

impl InvalidationQueue {
    /// True when every load of the hart sees memory.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// How many invalidations wait.
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// Queue the invalidation of the line at `base` whose contents were `old` before the
    /// write, to be applied from cycle `until`. A line already queued keeps its older
    /// snapshot (the hart has not seen the newer one); a full queue applies its oldest.
    pub fn push(&mut self, base: u64, old: &[u8], until: u64) {
        if self.lines.iter().any(|l| l.base == base) {
            return;
        }
        if self.lines.len() == CAPACITY {
            self.remove(0);
        }
        let mut bytes = self.spare.pop().unwrap_or_default();
        bytes.clear();
        bytes.extend_from_slice(old);
        self.lines.push(StaleLine { base, until, bytes });
    }

    fn remove(&mut self, i: usize) {
        let l = self.lines.remove(i);
        self.spare.push(l.bytes);
    }

    /// Apply the invalidations whose time has come by cycle `now`.
    pub fn apply_due(&mut self, now: u64) {
        let mut i = 0;
        while i < self.lines.len() {
            if self.lines[i].until <= now {
                self.remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Apply every invalidation: a barrier that orders later loads.
    #[inline]
    pub fn apply_all(&mut self) {
        while !self.lines.is_empty() {
            self.remove(self.lines.len() - 1);
        }
    }

    /// Apply the invalidations of the lines `len` bytes at `addr` touch (the hart writes or
    /// atomically reads them, so it has the line as memory has it).
    pub fn apply_touching(&mut self, addr: u64, len: u64) {
        let mut i = 0;
        while i < self.lines.len() {
            if self.lines[i].overlaps(addr, len) {
                self.remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Lay the stale bytes over `out`, which holds memory's bytes from `addr`.
    pub fn overlay_bytes(&self, addr: u64, out: &mut [u8]) {
        let end = addr.saturating_add(out.len() as u64);
        for l in &self.lines {
            for b in l.base.max(addr)..l.end().min(end) {
                out[(b - addr) as usize] = l.bytes[(b - l.base) as usize];
            }
        }
    }

    /// A load of `size` bytes (1, 2, 4, 8 or 16) at `addr` as the hart sees memory: the
    /// permissions and alignment are memory's, the bytes of queued lines their old ones.
    pub fn load(&self, mem: &Memory, addr: u64, size: u32) -> Result<u128, FaultKind> {
        let v = mem.load_sized(addr, size)?;
        let n = size.min(16) as usize;
        if !self.lines.iter().any(|l| l.overlaps(addr, n as u64)) {
            return Ok(v);
        }
        let mut bytes = v.to_le_bytes();
        self.overlay_bytes(addr, &mut bytes[..n]);
        Ok(u128::from_le_bytes(bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::{Memory, Perms};

    const B: u64 = 0x10_0000;

    fn memory() -> Memory {
        let mut m = Memory::new();
        m.map(B as u32, 0x1000, Perms::RW).expect("maps");
        m
    }

    #[test]
    fn a_queued_line_reads_old_until_applied() {
        let mut mem = memory();
        let mut q = InvalidationQueue::default();
        let old = [0u8; 64];
        q.push(B + 0x40, &old, 100);
        mem.store_sized(B + 0x48, 8, 7).expect("stores");
        mem.store_sized(B + 0x80, 4, 9).expect("stores");
        assert_eq!(q.load(&mem, B + 0x48, 8), Ok(0));
        assert_eq!(
            q.load(&mem, B + 0x80, 4),
            Ok(9),
            "another line reads memory"
        );
        q.apply_due(99);
        assert_eq!(q.load(&mem, B + 0x48, 8), Ok(0));
        q.apply_due(100);
        assert!(q.is_empty());
        assert_eq!(q.load(&mem, B + 0x48, 8), Ok(7));
    }

    #[test]
    fn a_line_keeps_its_oldest_snapshot_and_the_queue_is_bounded() {
        let mut q = InvalidationQueue::default();
        q.push(B, &[1; 64], 50);
        q.push(B, &[2; 64], 60);
        let mut out = [0u8; 4];
        q.overlay_bytes(B, &mut out);
        assert_eq!(out, [1; 4]);
        for k in 1..=CAPACITY as u64 {
            q.push(B + 64 * k, &[3; 64], 70);
        }
        assert_eq!(q.len(), CAPACITY);
        let mut out = [0u8; 4];
        q.overlay_bytes(B, &mut out);
        assert_eq!(out, [0; 4], "the oldest entry was applied to make room");
        q.apply_touching(B + 64 * 3 + 60, 8);
        assert_eq!(
            q.len(),
            CAPACITY - 2,
            "an access across two lines applies both"
        );
        q.apply_all();
        assert!(q.is_empty());
    }

    #[test]
    fn a_load_straddling_a_queued_line_mixes_old_and_new_bytes() {
        let mut mem = memory();
        mem.store_sized(B + 62, 4, 0xAABB_CCDD).expect("stores");
        let mut q = InvalidationQueue::default();
        q.push(B, &[0x11; 64], 10);
        assert_eq!(q.load(&mem, B + 62, 4), Ok(0xAABB_1111));
    }
}
