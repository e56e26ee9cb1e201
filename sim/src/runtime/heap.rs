//! The C heap behind `malloc`, `calloc`, `realloc`, `free` (the shims and the opcodes).
//!
//! Blocks live in simulated memory above the program's segments and grow the heap break
//! ([`Memory::sbrk`]) when no free block fits. Each block has a 16-byte header in simulated
//! memory (the user size and a check word) so a debugger or program sees a conventional
//! layout; the authority on what is live is the host-side table of live blocks, so a free of
//! anything that is not exactly a live block's address — interior pointers, stack or global
//! addresses, double frees, even with a forged header — is detected (`BadFree`).
//!
//! Allocation is first fit over an address-ordered free list with coalescing of neighbours on
//! free; block payloads are 16-byte aligned (like glibc's on 64-bit hosts). When the heap
//! cannot grow, `malloc` returns 0, as C's does. The first fit is found without walking the
//! list: free blocks are also indexed by size class (powers of two), so a request looks at
//! the lowest-addressed block of each larger class (all of which fit) and walks only its own
//! class — the same block a walk of the whole list would find, so addresses (and cycles) are
//! those of the plain first fit, and a program that leaves many small holes does not make
//! every larger `malloc` step over all of them.
//!
//! **Bounded.** The heap's extent plus [`BLOCK_BOOKKEEPING`] bytes per block (what the host
//! tables cost) stays within the memory's limit ([`Memory::limit`], `--mem-limit`): past it
//! `malloc` returns 0. The memory charges the same bookkeeping against the frames it backs,
//! so the host's memory stays within the limit whatever the program allocates.
//!
//! **Use after free** is caught by default: a freed block is poisoned ([`Memory::poison`]:
//! loads and stores that touch it fault `UseAfterFree`, naming it and the instruction that
//! freed it) for as long as it is free; `malloc` unpoisons the memory it hands out again.
//! Allocation order is untouched, so the program's addresses, and with them its cycles, are
//! those of a plain first-fit heap: the check costs host time only.
//!
//! **Quarantine** ([`Heap::set_quarantine`], `--check-memory`): a freed block does not go
//! back to the free list at once but waits in a FIFO until more than [`QUARANTINE_BYTES`]
//! (at most a quarter of the limit) or [`QUARANTINE_BLOCKS`] blocks wait after it, so the
//! check still works after later `malloc`s would have reused it. That moves later
//! allocations (and so changes cycles), hence opt-in. When nothing else fits, the quarantine
//! is released before `malloc` gives up.

use super::guest::Guest;
use crate::fault::FaultKind;
use crate::int_map::U64Map;
use crate::memory::Freed;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Bytes of the block header.
pub const HEADER_BYTES: u64 = 16;
const ALIGN: u64 = 16;
/// Check word of a header: XOR-ed with the payload address.
const MAGIC: u64 = 0x4D41_504C_4548_4150; // "MAPLEHAP"

/// Host bytes charged per block against the limit: the entries of the live, free and
/// quarantine tables and the poisoned range a block may have (measured well below this).
pub const BLOCK_BOOKKEEPING: u64 = 96;
/// Most bytes of freed blocks the quarantine holds.
pub const QUARANTINE_BYTES: u64 = 16 << 20;
/// Most freed blocks the quarantine holds.
pub const QUARANTINE_BLOCKS: usize = 1 << 14;

/// The allocator's bookkeeping (the blocks themselves are in simulated memory).
#[derive(Clone, Debug, Default)]
pub struct Heap {
    /// Live payload address -> requested size (looked up by address only, never walked in
    /// order: a hash map).
    live: U64Map<u64>,
    /// Free block start (header address) -> block size (header included).
    free: BTreeMap<u64, u64>,
    /// The same blocks' starts by size class: class `k` holds sizes in `[2^k, 2^(k+1))`.
    by_class: Vec<BTreeSet<u64>>,
    /// Bytes currently allocated (requested sizes).
    pub in_use: u64,
    /// Most bytes ever allocated at once.
    pub peak: u64,
    /// Freed blocks waiting before reuse, oldest first: payload address and requested size.
    quarantine: VecDeque<(u64, u64)>,
    /// Block bytes (headers included) in the quarantine.
    quarantined: u64,
    /// Freed blocks go through the quarantine.
    checking: bool,
    /// The first request `malloc` refused (its size), for the report of how the run ended.
    refused: Option<u64>,
}

/// The size class of a block of `size` bytes (`size` > 0).
fn class_of(size: u64) -> usize {
    (63 - size.leading_zeros()) as usize
}

fn block_size(size: u64) -> Option<u64> {
    size.max(1)
        .checked_add(HEADER_BYTES + ALIGN - 1)
        .map(|s| s & !(ALIGN - 1))
}

impl Heap {
    /// Send freed blocks through the quarantine (`on`), or straight back to the free list.
    pub fn set_quarantine(&mut self, on: bool) {
        self.checking = on;
    }

    /// Blocks the host tables hold (live and quarantined).
    fn blocks(&self) -> u64 {
        (self.live.len() + self.quarantine.len()) as u64
    }

    /// Tell the memory what the bookkeeping costs, so its frames and this stay in the limit.
    fn charge(&self, mem: &mut Guest<'_>) {
        mem.set_bookkeeping(self.blocks() * BLOCK_BOOKKEEPING);
    }

    /// Allocate `size` bytes; 0 when out of memory.
    pub fn malloc(&mut self, mem: &mut Guest<'_>, size: u64) -> u64 {
        let p = self.try_malloc(mem, size);
        if p != 0 {
            return p;
        }
        // Nothing fits: reuse what waits in the quarantine rather than fail.
        while !self.quarantine.is_empty() {
            self.release_oldest();
        }
        let p = self.try_malloc(mem, size);
        if p == 0 {
            self.refused.get_or_insert(size);
        }
        p
    }

    /// Why an allocation failed, if one did: the first request refused, with the limit of
    /// guest memory (`limit` bytes).
    pub fn refusal(&self, limit: u64) -> Option<String> {
        self.refused.map(|size| {
            format!(
                "an allocation of {size} bytes returned null: with the heap as it was, it \
                 would pass the limit of {} of guest memory (raise --mem-limit)",
                crate::fault::human_size(limit)
            )
        })
    }

    fn try_malloc(&mut self, mem: &mut Guest<'_>, size: u64) -> u64 {
        let Some(need) = block_size(size) else {
            return 0;
        };
        // One more block's bookkeeping, the heap as it is (plus the page its break may
        // share) and the memory touched outside it must fit in the limit: then touching
        // any heap block never needs a frame the limit refuses.
        let used = (self.blocks() + 1) * BLOCK_BOOKKEEPING
            + (mem.brk() - mem.heap_base()) as u64
            + maple_isa::abi::PAGE_SIZE as u64
            + mem.touched_outside_heap();
        if used > mem.limit() {
            return 0;
        }
        let start = match self.first_fit(need) {
            Some((start, bsize)) => {
                self.remove_free(start);
                if bsize > need {
                    self.insert_free(start + need, bsize - need);
                }
                // Freed blocks stay poisoned while free: the new block's memory (header
                // included, which may lie inside an old payload) is the program's again.
                mem.unpoison_range(start, need);
                start
            }
            None => {
                let Ok(incr) = u32::try_from(need) else {
                    return 0;
                };
                // Keep the break aligned so blocks stay aligned.
                let brk = mem.brk() as u64;
                let pad = (ALIGN - brk % ALIGN) % ALIGN;
                let Some(grow) = incr.checked_add(pad as u32) else {
                    return 0;
                };
                if used + grow as u64 > mem.limit() {
                    return 0;
                }
                match mem.sbrk(grow) {
                    Some(old) => old as u64 + pad,
                    None => return 0,
                }
            }
        };
        let user = start + HEADER_BYTES;
        // The header is in memory we just mapped or took from the free list: cannot fault.
        let _ = mem.write_u64(start, size);
        let _ = mem.write_u64(start + 8, MAGIC ^ user);
        self.live.insert(user, size);
        self.in_use += size;
        self.peak = self.peak.max(self.in_use);
        self.charge(mem);
        user
    }

    /// Allocate `n * size` zeroed bytes; 0 on overflow or out of memory.
    pub fn calloc(&mut self, mem: &mut Guest<'_>, n: u64, size: u64) -> u64 {
        let Some(total) = n.checked_mul(size) else {
            return 0;
        };
        let p = self.malloc(mem, total);
        if p != 0 {
            let _ = mem.fill(p, 0, total);
        }
        p
    }

    /// Release the block at `p` (0 is a no-op); `site` is an address in the instruction
    /// that frees it, which a use-after-free report names.
    pub fn free(&mut self, mem: &mut Guest<'_>, p: u64, site: u32) -> Result<(), FaultKind> {
        if p == 0 {
            return Ok(());
        }
        let Some(size) = self.live.remove(&p) else {
            return Err(FaultKind::BadFree { addr: p });
        };
        self.in_use -= size;
        let _ = mem.write_u64(p - 8, 0); // a second free of a forged copy fails the check
        mem.poison(Freed {
            block: p,
            size: size.max(1),
            site,
        });
        if !self.checking {
            self.put_on_free_list(p, size);
            self.charge(mem);
            return Ok(());
        }
        self.quarantine.push_back((p, size));
        self.quarantined += block_size(size).unwrap_or(HEADER_BYTES);
        let cap = QUARANTINE_BYTES.min(mem.limit() / 4);
        while self.quarantined > cap || self.quarantine.len() > QUARANTINE_BLOCKS {
            self.release_oldest();
        }
        self.charge(mem);
        Ok(())
    }

    /// The oldest block of the quarantine goes back to the free list (still poisoned until
    /// `malloc` hands it out again).
    fn release_oldest(&mut self) {
        if let Some((p, size)) = self.quarantine.pop_front() {
            self.quarantined -= block_size(size).unwrap_or(HEADER_BYTES);
            self.put_on_free_list(p, size);
        }
    }

    /// Put the block whose payload is `p` (of `size` bytes) on the free list, coalesced
    /// with free neighbours.
    fn put_on_free_list(&mut self, p: u64, size: u64) {
        let mut start = p - HEADER_BYTES;
        let mut bsize = block_size(size).unwrap_or(HEADER_BYTES);
        if let Some(next) = self.remove_free(start + bsize) {
            bsize += next;
        }
        if let Some((&pstart, &psize)) = self.free.range(..start).next_back() {
            if pstart + psize == start {
                self.remove_free(pstart);
                start = pstart;
                bsize += psize;
            }
        }
        self.insert_free(start, bsize);
    }

    /// The lowest-addressed free block of at least `need` bytes: (start, size).
    fn first_fit(&self, need: u64) -> Option<(u64, u64)> {
        let class = class_of(need);
        // Every block of a larger class fits: the lowest of each is a candidate.
        let larger = self
            .by_class
            .iter()
            .skip(class + 1)
            .filter_map(|c| c.first().copied())
            .min();
        // In its own class only some fit: walk it in address order, no further than a
        // larger class's candidate.
        let own = self.by_class.get(class).and_then(|c| {
            c.iter()
                .take_while(|&&start| larger.is_none_or(|l| start < l))
                .find(|&&start| self.free.get(&start).is_some_and(|&size| size >= need))
                .copied()
        });
        let start = own.or(larger)?;
        Some((start, *self.free.get(&start)?))
    }

    fn insert_free(&mut self, start: u64, size: u64) {
        self.free.insert(start, size);
        let class = class_of(size);
        if self.by_class.len() <= class {
            self.by_class.resize_with(class + 1, BTreeSet::new);
        }
        self.by_class[class].insert(start);
    }

    fn remove_free(&mut self, start: u64) -> Option<u64> {
        let size = self.free.remove(&start)?;
        if let Some(c) = self.by_class.get_mut(class_of(size)) {
            c.remove(&start);
        }
        Some(size)
    }

    /// Resize the block at `p` to `size`, moving it; C's `realloc`.
    pub fn realloc(
        &mut self,
        mem: &mut Guest<'_>,
        p: u64,
        size: u64,
        site: u32,
    ) -> Result<u64, FaultKind> {
        if p == 0 {
            return Ok(self.malloc(mem, size));
        }
        let Some(&old) = self.live.get(&p) else {
            return Err(FaultKind::BadFree { addr: p });
        };
        if size == 0 {
            self.free(mem, p, site)?;
            return Ok(0);
        }
        let q = self.malloc(mem, size);
        if q == 0 {
            return Ok(0);
        }
        // In bounded chunks: a host buffer of the whole block would cost the host the
        // block a third time.
        super::copy_within(mem, q, p, old.min(size), &mut Vec::new())?;
        self.free(mem, p, site)?;
        Ok(q)
    }

    /// The requested size of the live block at `p`.
    pub fn block(&self, p: u64) -> Option<u64> {
        self.live.get(&p).copied()
    }

    /// Number of live blocks.
    pub fn live_blocks(&self) -> usize {
        self.live.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;
    use proptest::prelude::*;

    proptest! {
        /// Whatever mallocs and frees came before, the size-class search finds the block a
        /// walk of the address-ordered free list finds (the plain first fit), and the index
        /// holds exactly the free list's blocks.
        #[test]
        fn the_class_index_finds_the_plain_first_fit(
            ops in prop::collection::vec(
                (any::<bool>(), 1u64..5000, any::<prop::sample::Index>()),
                1..200,
            ),
        ) {
            let mut backing = mem();
        let mut m = Guest::untimed(&mut backing);
            let mut h = Heap::default();
            let mut live: Vec<u64> = Vec::new();
            for (alloc, size, pick) in ops {
                if alloc || live.is_empty() {
                    let need = block_size(size).unwrap();
                    let walk = h.free.iter().find(|(_, &b)| b >= need).map(|(&s, &b)| (s, b));
                    prop_assert_eq!(h.first_fit(need), walk);
                    let p = h.malloc(&mut m, size);
                    prop_assert!(p != 0);
                    live.push(p);
                } else {
                    let p = live.swap_remove(pick.index(live.len()));
                    h.free(&mut m, p, 0).unwrap();
                }
                let indexed: usize = h.by_class.iter().map(BTreeSet::len).sum();
                prop_assert_eq!(indexed, h.free.len());
                for (&start, &size) in &h.free {
                    prop_assert!(h.by_class[class_of(size)].contains(&start));
                }
            }
        }
    }

    fn mem() -> Memory {
        let mut m = Memory::new();
        m.set_heap_base(0x100_0000);
        m
    }

    #[test]
    fn reuse_coalesce_and_bad_free() {
        let mut backing = mem();
        let mut m = Guest::untimed(&mut backing);
        let mut h = Heap::default();
        let a = h.malloc(&mut m, 10);
        let b = h.malloc(&mut m, 40);
        let c = h.malloc(&mut m, 10);
        assert_eq!(a % 16, 0);
        assert!(a < b && b < c);
        h.free(&mut m, a, 0).unwrap();
        h.free(&mut m, b, 0).unwrap();
        assert_eq!(h.free(&mut m, b, 0), Err(FaultKind::BadFree { addr: b }));
        assert_eq!(
            h.free(&mut m, c + 4, 0),
            Err(FaultKind::BadFree { addr: c + 4 })
        );
        // a and b coalesced: a 60-byte request fits where they were.
        assert_eq!(h.malloc(&mut m, 60), a);
        let z = h.calloc(&mut m, 4, 4);
        assert_eq!(m.read_u128(z), Ok(0));
        let r = h.realloc(&mut m, c, 100, 0).unwrap();
        assert_eq!(h.block(r), Some(100));
        assert_eq!(h.live_blocks(), 3);
    }

    #[test]
    fn freed_blocks_wait_in_the_quarantine_poisoned_before_reuse() {
        let mut backing = mem();
        let mut m = Guest::untimed(&mut backing);
        let mut h = Heap::default();
        h.set_quarantine(true);
        let a = h.malloc(&mut m, 32);
        m.write_u64(a, 1).unwrap();
        h.free(&mut m, a, 0x10040).unwrap();
        assert!(matches!(
            m.read_u64(a),
            Err(FaultKind::UseAfterFree { block, block_size: 32, freed_at: 0x10040, .. })
                if block == a
        ));
        // Later blocks of the same size do not reuse it while it waits.
        let later: Vec<u64> = (0..100).map(|_| h.malloc(&mut m, 32)).collect();
        assert!(later.iter().all(|&p| p != a));
        assert_eq!(h.free(&mut m, a, 0), Err(FaultKind::BadFree { addr: a }));
        // Past the quarantine's bound the oldest block goes back to the free list.
        let big = h.malloc(&mut m, QUARANTINE_BYTES);
        h.free(&mut m, big, 0).unwrap();
        assert!(m.read_u64(a).is_err(), "released, but poisoned while free");
        assert_eq!(h.malloc(&mut m, 32), a, "and reused");
        assert_eq!(m.read_u64(a), Ok(1), "the program's again");
    }

    #[test]
    fn without_the_quarantine_a_freed_block_is_poisoned_until_malloc_reuses_it() {
        let mut backing = mem();
        let mut m = Guest::untimed(&mut backing);
        let mut h = Heap::default();
        let a = h.malloc(&mut m, 40);
        let b = h.malloc(&mut m, 40);
        h.free(&mut m, a, 0x10080).unwrap();
        assert!(matches!(
            m.write_u32(a + 36, 7),
            Err(FaultKind::UseAfterFree { block, freed_at: 0x10080, .. }) if block == a
        ));
        assert_eq!(m.write_u32(b, 7), Ok(()), "its neighbour is live");
        // First fit reuses it at once, as without the check: addresses do not move. A
        // smaller block carved from it unpoisons all of it (its header may lie anywhere in
        // the old payload).
        let c = h.malloc(&mut m, 8);
        assert_eq!(c, a);
        assert_eq!(m.write_u64(c, 1), Ok(()));
        assert_eq!(
            m.write_u32(a + 36, 7),
            Ok(()),
            "unpoisoned with the carved block"
        );
        // Coalesced free blocks carved differently.
        h.free(&mut m, b, 0).unwrap();
        h.free(&mut m, c, 0).unwrap();
        assert!(m.read_u8(b + 1).is_err());
        let d = h.malloc(&mut m, 100);
        assert_eq!(d, a, "the two blocks coalesced");
        assert!(m.read_u8(b + 1).is_ok(), "reused: the program's again");
        assert!(m.write_u64(d + 90, 3).is_ok(), "across the old boundary");
    }

    #[test]
    fn malloc_returns_null_past_the_limit_and_names_it() {
        let mut backing = mem();
        let mut m = Guest::untimed(&mut backing);
        m.set_limit(1 << 20);
        let mut h = Heap::default();
        assert_eq!(h.malloc(&mut m, 2 << 20), 0);
        assert!(h
            .refusal(m.limit())
            .is_some_and(|r| r.contains("limit of 1 MiB")));
        let p = h.malloc(&mut m, 700 << 10);
        assert_ne!(p, 0);
        assert_eq!(
            h.calloc(&mut m, 1, 512 << 10),
            0,
            "with the first, over the limit"
        );
        assert_eq!(h.realloc(&mut m, p, 1 << 20, 0), Ok(0));
        // The quarantine gives way before malloc fails.
        h.set_quarantine(true);
        let q = h.malloc(&mut m, 200 << 10);
        h.free(&mut m, q, 0).unwrap();
        assert!(m.read_u8(q).is_err(), "in the quarantine");
        assert_eq!(h.malloc(&mut m, 150 << 10), q);
    }
}
