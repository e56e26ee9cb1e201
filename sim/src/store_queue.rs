//! The values in a core's store buffer: stores a hart has executed that other harts cannot see
//! yet.
//!
//! The multi-core cycle engine turns buffering on for every hart under the `tso` and `weak`
//! memory models. A store then waits here, its address checked (it faults at once, like the
//! instruction that made it) and its value held, until the core's timing model drains it into
//! memory ([`StoreQueue::commit`]); the hart's own loads see it by forwarding
//! ([`StoreQueue::forward`]), other harts read memory and do not. That is what makes the
//! outcomes of store buffering and message passing observable: the timing decides when a
//! store becomes visible, the semantics stay in `exec`.
//!
//! Anything that reads or writes memory outside `Cpu::load`/`Cpu::store` (runtime shims,
//! allocation, thread operations) commits the whole queue first ([`StoreQueue::flush`]):
//! committing early only makes a run more ordered, never wrong. With buffering off (one core,
//! the functional engine, `sc`) the queue stays empty and costs one test per access.

use crate::fault::FaultKind;
use crate::memory::Memory;
use std::collections::VecDeque;

/// One buffered store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingStore {
    /// Program order among this hart's stores (never reused).
    pub seq: u64,
    pub addr: u64,
    /// Bytes: 1, 2, 4, 8 or 16.
    pub size: u32,
    pub value: u128,
}

/// A hart's buffered stores, oldest first.
#[derive(Clone, Debug, Default)]
pub struct StoreQueue {
    buffering: bool,
    entries: VecDeque<PendingStore>,
    next_seq: u64,
}

/// The bytes `store_sized` writes for `size`.
fn width(size: u32) -> u32 {
    match size {
        1 | 2 | 4 | 16 => size,
        _ => 8,
    }
}

impl StoreQueue {
    /// Whether stores wait here (the multi-core engine under `tso` or `weak`).
    pub fn buffering(&self) -> bool {
        self.buffering
    }

    /// Start or stop buffering (stopping commits what is waiting).
    pub fn set_buffering(&mut self, on: bool, mem: &mut Memory) -> Result<(), FaultKind> {
        if !on {
            self.flush(mem)?;
        }
        self.buffering = on;
        Ok(())
    }

    /// True when no store waits.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The waiting stores, oldest first.
    pub fn entries(&self) -> impl Iterator<Item = &PendingStore> + '_ {
        self.entries.iter()
    }

    /// The sequence number the next store gets (the timing model pairs its store-buffer
    /// entries with these).
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// Buffer a store whose address `mem` accepts for writing (the fault now if not).
    pub fn push(
        &mut self,
        mem: &Memory,
        addr: u64,
        size: u32,
        value: u128,
    ) -> Result<(), FaultKind> {
        let size = width(size);
        mem.check_writable(addr, size)?;
        self.entries.push_back(PendingStore {
            seq: self.next_seq,
            addr,
            size,
            value,
        });
        self.next_seq += 1;
        Ok(())
    }

    /// A load of `size` bytes at `addr` as this hart sees it: memory with the waiting stores
    /// laid over it, oldest first, byte by byte (a load may straddle several stores).
    pub fn forward(&self, mem: &Memory, addr: u64, size: u32) -> Result<u128, FaultKind> {
        Ok(self.overlay(mem.load_sized(addr, size)?, addr, size))
    }

    /// `v`, the `size` bytes at `addr` in the memory this hart sees, with its waiting stores
    /// laid over it.
    /// (Out of line: only a hart with buffered stores gets here, and inlined into the
    /// engines' loads it costs the functional engine's loop 2% of its host instructions.)
    #[inline(never)]
    pub fn overlay(&self, mut v: u128, addr: u64, size: u32) -> u128 {
        let size = width(size);
        let (lo, hi) = (addr, addr + size as u64);
        for s in &self.entries {
            let (slo, shi) = (s.addr, s.addr + s.size as u64);
            if shi <= lo || slo >= hi {
                continue;
            }
            // The overlapping bytes `[from, to)` (1 to 16 of them) in one masked move.
            let (from, to) = (slo.max(lo), shi.min(hi));
            let n = to - from;
            let mask = if n >= 16 {
                u128::MAX
            } else {
                (1u128 << (8 * n)) - 1
            };
            let bytes = (s.value >> (8 * (from - slo))) & mask;
            let at = 8 * (from - lo);
            v = (v & !(mask << at)) | (bytes << at);
        }
        v
    }

    /// Commit the stores `pick` selects, in program order, and drop them.
    pub fn commit(
        &mut self,
        mem: &mut Memory,
        mut pick: impl FnMut(&PendingStore) -> bool,
    ) -> Result<usize, FaultKind> {
        let mut done = 0;
        let mut i = 0;
        while i < self.entries.len() {
            let s = self.entries[i];
            if pick(&s) {
                mem.store_sized(s.addr, s.size, s.value)?;
                self.entries.remove(i);
                done += 1;
            } else {
                i += 1;
            }
        }
        Ok(done)
    }

    /// Commit every waiting store, oldest first.
    #[inline]
    pub fn flush(&mut self, mem: &mut Memory) -> Result<(), FaultKind> {
        while let Some(s) = self.entries.pop_front() {
            mem.store_sized(s.addr, s.size, s.value)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Perms;

    fn memory() -> Memory {
        let mut m = Memory::new();
        m.map(0x10_0000, 0x10_0000, Perms::RW).unwrap();
        m
    }

    #[test]
    fn buffered_stores_are_visible_to_their_hart_only_until_committed() {
        let mut mem = memory();
        let mut q = StoreQueue::default();
        q.push(&mem, 0x10_0000, 4, 0xAABB_CCDD).unwrap();
        q.push(&mem, 0x10_0002, 1, 0x11).unwrap();
        // Memory (what other harts read) is untouched.
        assert_eq!(mem.load_sized(0x10_0000, 4).unwrap(), 0);
        // This hart sees both stores, the younger over the older, byte by byte.
        assert_eq!(q.forward(&mem, 0x10_0000, 4).unwrap(), 0xAA11_CCDD);
        assert_eq!(q.forward(&mem, 0x10_0002, 2).unwrap(), 0xAA11);
        assert_eq!(q.forward(&mem, 0x10_0000, 8).unwrap(), 0xAA11_CCDD);
        q.flush(&mut mem).unwrap();
        assert!(q.is_empty());
        assert_eq!(
            mem.load_sized(0x10_0000, 4).unwrap(),
            0xAA11_CCDD,
            "program order"
        );

        // A weak drain: the younger store (another line) first; the older one still waits.
        q.push(&mem, 0x10_0000, 4, 1).unwrap();
        q.push(&mem, 0x10_0100, 4, 2).unwrap();
        // (Stores are numbered per hart: this is the queue's fourth, seq 3.)
        assert_eq!(q.commit(&mut mem, |s| s.seq == 3).unwrap(), 1);
        assert_eq!(mem.load_sized(0x10_0100, 4).unwrap(), 2);
        assert_eq!(mem.load_sized(0x10_0000, 4).unwrap(), 0xAA11_CCDD);
        assert_eq!(q.entries().count(), 1);
    }

    /// The byte-by-byte overlay the masked one must equal.
    fn overlay_bytewise(q: &StoreQueue, mut v: u128, addr: u64, size: u32) -> u128 {
        let (lo, hi) = (addr, addr + width(size) as u64);
        for s in &q.entries {
            let (slo, shi) = (s.addr, s.addr + s.size as u64);
            for b in slo.max(lo)..shi.min(hi) {
                let byte = (s.value >> (8 * (b - slo))) as u8 as u128;
                let at = 8 * (b - lo);
                v = (v & !(0xFFu128 << at)) | (byte << at);
            }
        }
        v
    }

    proptest::proptest! {
        #[test]
        fn the_overlay_moves_the_bytes_a_bytewise_one_would(
            stores in proptest::collection::vec((0u64..40, 0usize..5, proptest::num::u128::ANY), 0..6),
            load in (0u64..40, 0usize..5),
            under in proptest::num::u128::ANY,
        ) {
            const SIZES: [u32; 5] = [1, 2, 4, 8, 16];
            let mem = memory();
            let mut q = StoreQueue::default();
            for (off, k, value) in stores {
                // (Values keep the bits above their size, as a sign-extended slot does.)
                q.push(&mem, 0x10_0000 + off, SIZES[k], value).unwrap();
            }
            let (off, k) = load;
            let size = SIZES[k];
            let addr = 0x10_0000 + off;
            proptest::prop_assert_eq!(
                q.overlay(under, addr, size),
                overlay_bytewise(&q, under, addr, size)
            );
        }
    }

    #[test]
    fn a_store_to_a_bad_address_faults_when_buffered() {
        let mem = memory();
        let mut q = StoreQueue::default();
        assert!(matches!(
            q.push(&mem, 0x90_0000, 4, 1),
            Err(FaultKind::Unmapped { .. })
        ));
        assert!(q.is_empty());
        assert_eq!(q.next_seq(), 0, "a refused store takes no number");
    }
}
