//! The simulated address space: sparse 4 KiB pages with permissions over a 32-bit space.
//!
//! A direct-mapped page table (one `u32` per page, 4 MiB for the whole space, allocated zeroed
//! so the OS backs it lazily) maps a page number to a frame of one contiguous arena and the
//! page's permissions. An access is one table load, a permission test and a slice copy: no
//! allocation, no hashing, no cache to invalidate. Accesses that straddle a page boundary take
//! a byte-wise slow path.
//!
//! Every failure is a [`FaultKind`]: null-guard hits ([`abi::NULL_GUARD_END`]), unmapped
//! addresses (including addresses at or above 4 GiB, which no `ptr` may hold), stores to
//! read-only pages and, when configured, misaligned accesses.
//!
//! **Snapshots copy only the pages written since the last one** (a debugger takes one every
//! few million instructions for reverse execution). A per-frame dirty bitmap records the
//! writes, at no cost on the store path: after a snapshot every writable page loses the
//! table's fast-path write bit (its *writable* bit stays), so the first store to it takes the
//! cold path, which marks the frame dirty and gives the bit back, as a hypervisor logs dirty
//! pages by write-protecting them. [`Memory::snapshot`] then copies the dirty frames and
//! shares the others with the previous snapshot ([`MemorySnapshot`] holds pages by `Arc`).
//!
//! **Memory is bounded and lazily backed.** Mapping a page points it at a shared frame of
//! zeros without the fast-path write bit; the first store to it takes the same cold path,
//! which gives the page a frame of its own. So a heap of 16 MiB blocks touched one word each,
//! or thousands of thread stacks, cost the host what the program touched. The limit
//! ([`Memory::set_limit`], `--mem-limit`) bounds both the frames (a store needing one more
//! faults [`FaultKind::OutOfMemory`]) and the heap's extent (`sbrk` refuses, `malloc` returns
//! null).
//!
//! **Freed blocks in quarantine are poisoned** ([`Memory::poison`]): the pages they touch
//! lose both fast-path bits, so every access to such a page takes the cold path, which
//! faults [`FaultKind::UseAfterFree`] if the access touches a poisoned block and otherwise
//! goes on. Accesses to other pages pay nothing for the check.

use crate::fault::FaultKind;
use bitvec::prelude::*;
use maple_isa::abi;
use std::sync::Arc;

mod poison;
pub use poison::Freed;
use poison::{Poison, Probe};

/// Page permissions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perms(u8);

impl Perms {
    pub const R: Perms = Perms(1);
    pub const W: Perms = Perms(2);
    pub const X: Perms = Perms(4);
    pub const RW: Perms = Perms(3);
    pub const RX: Perms = Perms(5);

    pub const fn union(self, other: Perms) -> Perms {
        Perms(self.0 | other.0)
    }
    pub const fn contains(self, other: Perms) -> bool {
        self.0 & other.0 == other.0
    }
}

const PAGE: usize = abi::PAGE_SIZE as usize;
const PAGE_SHIFT: u32 = 12;
const PAGES: usize = 1 << (32 - PAGE_SHIFT);
/// Table entry bits below the frame number. FAST_READ and FAST_WRITE are the fast paths'
/// bits: a load or store whose bit is set touches the frame at once; any other takes the cold
/// path, which decides from the page's permission (READABLE, WRITABLE, EXEC). FAST_WRITE is
/// set only on a backed frame written since the last snapshot; neither is set on a page a
/// quarantined block touches.
const PERM_BITS: u32 = 5;
const FAST_READ: u32 = Perms::R.0 as u32;
const FAST_WRITE: u32 = Perms::W.0 as u32;
const EXEC: u32 = Perms::X.0 as u32;
const WRITABLE: u32 = 8;
const READABLE: u32 = 16;
/// The bits that are the page's permission (what a snapshot keeps).
const PERMISSION: u32 = EXEC | WRITABLE | READABLE;
/// Frame 0 holds zeros and is never written: every page mapped but not yet stored to maps
/// it, so mapping costs no host memory until the program touches the page.
const ZERO_FRAME: u32 = 0;
/// `frame_pages` of the zero frame, which backs no one page.
const NO_PAGE: u32 = u32::MAX;

/// The default bound of guest memory ([`Memory::set_limit`]): 1 GiB.
pub const DEFAULT_LIMIT: u64 = 1 << 30;

/// One page frame's bytes, shared between snapshots that agree on it.
type Page = Arc<[u8]>;

/// A run of pages mapped by one [`Memory::map`] (adjacent ones with the same permission
/// merged): `first..end` page numbers and the permission bits. Replaying them in order gives
/// every page not backed yet its entry, so a copy never copies the whole table.
type Region = (u32, u32, u32);

/// The address space of the machine.
pub struct Memory {
    /// Per page: 0 when unmapped, else `(frame + 1) << PERM_BITS | bits` (see [`PERM_BITS`]).
    table: Vec<u32>,
    /// Page frames, `PAGE` bytes each; frame 0 is the zero frame.
    arena: Vec<u8>,
    /// The page number each frame backs, in frame order ([`NO_PAGE`] for the zero frame).
    frame_pages: Vec<u32>,
    /// Every mapping, in order (see [`Region`]).
    regions: Vec<Region>,
    /// Pages mapped (backed or not).
    mapped: usize,
    /// Fault on accesses not aligned to their size.
    pub trap_misaligned: bool,
    heap_base: u32,
    brk: u32,
    /// Most bytes of guest memory: of frames backing touched pages, and of the heap's extent.
    limit: u64,
    /// Host bytes the heap's tables cost ([`Memory::set_bookkeeping`]), charged with the
    /// frames against the limit.
    bookkeeping: u64,
    /// Frames backing pages outside the heap (segments, stacks): what `malloc` must leave
    /// room for.
    outside_heap: usize,
    /// Per frame: written since the last snapshot (or never snapshotted).
    dirty: BitVec<u64, Lsb0>,
    /// The pages of the last snapshot taken of this memory or restored into it: every frame
    /// not dirty still holds exactly these bytes.
    base: Option<Arc<Vec<Page>>>,
    /// Freed blocks in quarantine: accesses to them fault.
    poison: Poison,
}

/// A memory as it was: what [`Memory::snapshot`] takes and [`Memory::restore`] gives back.
#[derive(Clone, Debug)]
pub struct MemorySnapshot {
    /// Per frame, in frame order; shared with the snapshots before and after where equal.
    pages: Arc<Vec<Page>>,
    /// Per frame: the page it backs and its permission bits.
    frames: Vec<(u32, u32)>,
    regions: Vec<Region>,
    mapped: usize,
    trap_misaligned: bool,
    heap_base: u32,
    brk: u32,
    limit: u64,
    bookkeeping: u64,
    poison: Poison,
    /// Frames this snapshot copied when taken (the rest it shares).
    copied: usize,
}

impl MemorySnapshot {
    /// Page frames copied when this snapshot was taken: the pages written since the one
    /// before it (all of them for the first).
    pub fn copied_pages(&self) -> usize {
        self.copied
    }

    /// Page frames it holds (pages the program touched).
    pub fn pages(&self) -> usize {
        self.pages.len() - 1
    }
}

/// A table with the entries `regions` give pages not backed by a frame (the zero frame,
/// their permission).
fn table_of(regions: &[Region]) -> Vec<u32> {
    let mut table = vec![0; PAGES];
    for &(first, end, permission) in regions {
        let entry = (ZERO_FRAME + 1) << PERM_BITS | permission | fast_read(permission);
        table[first as usize..end as usize].fill(entry);
    }
    table
}

/// FAST_READ if `permission` lets a page be read.
fn fast_read(permission: u32) -> u32 {
    if permission & READABLE != 0 {
        FAST_READ
    } else {
        0
    }
}

/// The permission bits of `perms`.
fn permission_of(perms: Perms) -> u32 {
    let mut bits = perms.0 as u32 & EXEC;
    if perms.contains(Perms::R) {
        bits |= READABLE;
    }
    if perms.contains(Perms::W) {
        bits |= WRITABLE;
    }
    bits
}

/// Whether page `page` is in the heap that starts at `heap_base` (which only `sbrk` maps:
/// segments lie below it, stacks above [`abi::HEAP_LIMIT`]).
fn in_heap(heap_base: u32, page: u32) -> bool {
    page >= heap_base >> PAGE_SHIFT && page < abi::HEAP_LIMIT >> PAGE_SHIFT
}

/// The arena offset of `addr` in the frame of table entry `e`.
#[inline(always)]
fn offset_in(e: u32, addr: u64) -> usize {
    (((e >> PERM_BITS) - 1) as usize) << PAGE_SHIFT | (addr as usize & (PAGE - 1))
}

/// A copy (a debugger's snapshot) costs the touched pages, not the 4 MiB table: the new
/// table is allocated zeroed (the OS backs it lazily) and only the mapped pages' entries are
/// written into it.
impl Clone for Memory {
    fn clone(&self) -> Memory {
        let mut table = table_of(&self.regions);
        for &page in &self.frame_pages[1.min(self.frame_pages.len())..] {
            table[page as usize] = self.table[page as usize];
        }
        for page in self.poison.poisoned_pages() {
            table[page as usize] &= !(FAST_READ | FAST_WRITE);
        }
        Memory {
            table,
            arena: self.arena.clone(),
            frame_pages: self.frame_pages.clone(),
            regions: self.regions.clone(),
            mapped: self.mapped,
            trap_misaligned: self.trap_misaligned,
            heap_base: self.heap_base,
            brk: self.brk,
            limit: self.limit,
            bookkeeping: self.bookkeeping,
            outside_heap: self.outside_heap,
            dirty: self.dirty.clone(),
            base: self.base.clone(),
            poison: self.poison.clone(),
        }
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("mapped_pages", &self.mapped)
            .field("backed_pages", &self.backed_pages())
            .field("heap_base", &self.heap_base)
            .field("brk", &self.brk)
            .finish()
    }
}

/// The permissions an entry's bits give (whatever the fast-path bits say).
fn perms_of(entry: u32) -> Perms {
    let mut p = (entry & EXEC) as u8;
    if entry & READABLE != 0 {
        p |= Perms::R.0;
    }
    if entry & WRITABLE != 0 {
        p |= Perms::W.0;
    }
    Perms(p)
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

impl Memory {
    /// An empty address space.
    pub fn new() -> Memory {
        Memory {
            table: vec![0; PAGES],
            arena: vec![0; PAGE],
            frame_pages: vec![NO_PAGE],
            dirty: BitVec::repeat(false, 1),
            ..Memory::placeholder()
        }
    }

    /// A memory with no page table at all, which must never be accessed: what a snapshot
    /// leaves in the machine it copies while [`MemorySnapshot`] holds the pages.
    pub(crate) fn placeholder() -> Memory {
        Memory {
            table: Vec::new(),
            arena: Vec::new(),
            frame_pages: Vec::new(),
            regions: Vec::new(),
            mapped: 0,
            trap_misaligned: false,
            heap_base: 0,
            brk: 0,
            limit: DEFAULT_LIMIT,
            bookkeeping: 0,
            outside_heap: 0,
            dirty: BitVec::new(),
            base: None,
            poison: Poison::default(),
        }
    }

    /// The table entry of page `page` backed by `frame` with `permission`: the fast-path
    /// bits where they apply.
    fn entry_of(&self, page: u32, frame: u32, permission: u32) -> u32 {
        let mut bits = permission;
        if !self.poison.page_poisoned(page) {
            bits |= fast_read(permission);
            if permission & WRITABLE != 0 && frame != ZERO_FRAME && self.dirty[frame as usize] {
                bits |= FAST_WRITE;
            }
        }
        (frame + 1) << PERM_BITS | bits
    }

    /// Take a snapshot: copy the frames written since the last snapshot, share the rest with
    /// it, and start logging writes afresh.
    pub fn snapshot(&mut self) -> MemorySnapshot {
        let mut copied = 0;
        let pages: Vec<Page> = (0..self.frame_pages.len())
            .map(|f| {
                let shared = self
                    .base
                    .as_ref()
                    .and_then(|b| b.get(f))
                    .filter(|_| !self.dirty[f]);
                match shared {
                    Some(page) => Arc::clone(page),
                    None => {
                        copied += usize::from(f as u32 != ZERO_FRAME);
                        Arc::from(&self.arena[f * PAGE..(f + 1) * PAGE])
                    }
                }
            })
            .collect();
        let pages = Arc::new(pages);
        self.base = Some(Arc::clone(&pages));
        self.dirty.fill(false);
        let mut frames = Vec::with_capacity(self.frame_pages.len());
        for &page in &self.frame_pages {
            if page == NO_PAGE {
                frames.push((NO_PAGE, 0));
                continue;
            }
            self.table[page as usize] &= !FAST_WRITE;
            frames.push((page, self.table[page as usize] & PERMISSION));
        }
        MemorySnapshot {
            pages,
            frames,
            regions: self.regions.clone(),
            mapped: self.mapped,
            trap_misaligned: self.trap_misaligned,
            heap_base: self.heap_base,
            brk: self.brk,
            limit: self.limit,
            bookkeeping: self.bookkeeping,
            poison: self.poison.clone(),
            copied,
        }
    }

    /// The memory a snapshot holds, ready to run; its next snapshot shares pages with this
    /// one.
    pub fn restore(snap: &MemorySnapshot) -> Memory {
        let mut table = table_of(&snap.regions);
        let mut arena = Vec::with_capacity(snap.pages.len() * PAGE);
        for (f, ((page, permission), bytes)) in
            snap.frames.iter().zip(snap.pages.iter()).enumerate()
        {
            if *page != NO_PAGE {
                table[*page as usize] =
                    (f as u32 + 1) << PERM_BITS | permission | fast_read(*permission);
            }
            arena.extend_from_slice(bytes);
        }
        for page in snap.poison.poisoned_pages() {
            table[page as usize] &= !(FAST_READ | FAST_WRITE);
        }
        Memory {
            table,
            arena,
            frame_pages: snap.frames.iter().map(|(page, _)| *page).collect(),
            regions: snap.regions.clone(),
            mapped: snap.mapped,
            trap_misaligned: snap.trap_misaligned,
            heap_base: snap.heap_base,
            brk: snap.brk,
            limit: snap.limit,
            bookkeeping: snap.bookkeeping,
            outside_heap: snap
                .frames
                .iter()
                .filter(|(page, _)| *page != NO_PAGE && !in_heap(snap.heap_base, *page))
                .count(),
            dirty: BitVec::repeat(false, snap.frames.len()),
            base: Some(Arc::clone(&snap.pages)),
            poison: snap.poison.clone(),
        }
    }

    /// Pages mapped (touched or not).
    pub fn mapped_pages(&self) -> usize {
        self.mapped
    }

    /// Pages backed by a frame of host memory: those the program (or the loader) wrote.
    pub fn backed_pages(&self) -> usize {
        self.frame_pages.len().saturating_sub(1)
    }

    /// Frames written since the last snapshot.
    pub fn dirty_pages(&self) -> usize {
        self.dirty.count_ones()
    }

    /// Bound guest memory to `bytes`: the frames backing touched pages (a store that needs
    /// one more faults [`FaultKind::OutOfMemory`]) and the heap's extent ([`Memory::sbrk`]
    /// refuses to grow past it).
    pub fn set_limit(&mut self, bytes: u64) {
        self.limit = bytes;
    }

    /// The bound of guest memory ([`Memory::set_limit`]).
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Bytes of the frames backing pages outside the heap (segments, stacks).
    pub fn touched_outside_heap(&self) -> u64 {
        (self.outside_heap * PAGE) as u64
    }

    /// The host bytes the heap's bookkeeping costs now: the frames this memory backs may
    /// take only what the limit leaves.
    pub fn set_bookkeeping(&mut self, bytes: u64) {
        self.bookkeeping = bytes;
    }

    /// Map `[addr, addr + size)` (rounded out to pages) with `perms`, zero-filled. Pages
    /// already mapped keep their contents and get `perms`. The null guard is never mapped.
    /// New pages cost no host memory until they are written.
    pub fn map(&mut self, addr: u32, size: u32, perms: Perms) -> Result<(), FaultKind> {
        if size == 0 {
            return Ok(());
        }
        let end = addr as u64 + size as u64;
        if (addr as u64) < abi::NULL_GUARD_END as u64 {
            return Err(FaultKind::NullAccess { addr: addr as u64 });
        }
        if end > 1 << 32 {
            return Err(FaultKind::Unmapped { addr: end });
        }
        let first = addr >> PAGE_SHIFT;
        let last = ((end - 1) >> PAGE_SHIFT) as u32;
        let permission = permission_of(perms);
        for page in first..=last {
            let entry = self.table[page as usize];
            let frame = if entry == 0 {
                self.mapped += 1;
                ZERO_FRAME
            } else {
                (entry >> PERM_BITS) - 1
            };
            self.table[page as usize] = self.entry_of(page, frame, permission);
        }
        match self.regions.last_mut() {
            Some(r) if r.1 == first && r.2 == permission => r.1 = last + 1,
            _ => self.regions.push((first, last + 1, permission)),
        }
        Ok(())
    }

    /// Map and fill a range with `bytes` (the rest of `size` zero).
    pub fn map_init(
        &mut self,
        addr: u32,
        size: u32,
        bytes: &[u8],
        perms: Perms,
    ) -> Result<(), FaultKind> {
        let size = size.max(bytes.len() as u32);
        self.map(addr, size, Perms::RW)?;
        self.write_bytes(addr as u64, bytes)?;
        self.map(addr, size, perms)
    }

    /// Permissions of the page holding `addr`, if mapped.
    pub fn perms(&self, addr: u32) -> Option<Perms> {
        let e = self.table[(addr >> PAGE_SHIFT) as usize];
        (e != 0).then(|| perms_of(e))
    }

    /// Start the heap at `base` (page aligned); the break starts there.
    pub fn set_heap_base(&mut self, base: u32) {
        self.heap_base = base;
        self.brk = base;
        self.outside_heap = self.frame_pages[1.min(self.frame_pages.len())..]
            .iter()
            .filter(|&&page| !in_heap(base, page))
            .count();
    }

    /// The first heap address.
    pub fn heap_base(&self) -> u32 {
        self.heap_base
    }

    /// The current heap break (first address past the heap).
    pub fn brk(&self) -> u32 {
        self.brk
    }

    /// Grow the heap by `incr` bytes (mapped read-write, zeroed); returns the old break, or
    /// `None` when that would pass `abi::HEAP_LIMIT` or make the heap larger than the limit
    /// of guest memory.
    pub fn sbrk(&mut self, incr: u32) -> Option<u32> {
        let old = self.brk;
        let new = old
            .checked_add(incr)
            .filter(|&n| n <= abi::HEAP_LIMIT)
            .filter(|&n| (n - self.heap_base) as u64 <= self.limit)?;
        if new > old {
            self.map(old, new - old, Perms::RW).ok()?;
        }
        self.brk = new;
        Some(old)
    }

    /// Map thread `thread`'s call stack of `size` bytes; returns `(top, limit)`: the stack
    /// grows down from `top` and may not go below `limit`. The page below `limit` stays
    /// unmapped as a guard. Stacks live above [`abi::HEAP_LIMIT`]: a thread whose stack
    /// would reach below it is refused with [`FaultKind::ThreadLimit`] (the address space is
    /// full: `pthread_create` returns `EAGAIN`).
    /// Its pages cost host memory only once touched.
    pub fn map_stack(&mut self, thread: u32, size: u32) -> Result<(u32, u32), FaultKind> {
        let size = size.clamp(abi::PAGE_SIZE, 1 << 30);
        let size = abi::align_up(size, abi::PAGE_SIZE);
        let top = thread
            .checked_mul(size + abi::PAGE_SIZE)
            .and_then(|below| abi::STACK_TOP.checked_sub(below))
            .filter(|&top| top >= size + abi::NULL_GUARD_END)
            .ok_or(FaultKind::StackOverflow)?;
        let limit = top - size;
        if thread > 0 && limit < abi::HEAP_LIMIT {
            return Err(FaultKind::ThreadLimit {
                limit: thread,
                address_space: true,
            });
        }
        self.map(limit, size, Perms::RW)?;
        Ok((top, limit))
    }

    /// Poison a freed block's payload: every load or store that touches it faults
    /// [`FaultKind::UseAfterFree`] naming it, until [`Memory::unpoison`].
    pub fn poison(&mut self, freed: Freed) {
        for page in self.poison.add(freed) {
            // (Clearing bits a page lost when it was first poisoned changes nothing.)
            if let Some(e) = self.table.get_mut(page as usize) {
                *e &= !(FAST_READ | FAST_WRITE);
            }
        }
    }

    /// Give the block poisoned at `block` back to the program (it leaves the quarantine).
    pub fn unpoison(&mut self, block: u64) {
        for page in self.poison.remove(block) {
            let e = self.table[page as usize];
            if e != 0 && !self.poison.page_poisoned(page) {
                self.table[page as usize] =
                    self.entry_of(page, (e >> PERM_BITS) - 1, e & PERMISSION);
            }
        }
    }

    /// Give back every poisoned block overlapping `[start, start + len)` (the heap reuses
    /// that memory).
    pub fn unpoison_range(&mut self, start: u64, len: u64) {
        let end = start.saturating_add(len);
        while let Some(block) = self.poison.last_overlapping(start, end) {
            self.unpoison(block);
        }
    }

    /// Blocks poisoned.
    pub fn poisoned_blocks(&self) -> usize {
        self.poison.len()
    }

    #[cold]
    fn fault(&self, addr: u64, need: Perms) -> FaultKind {
        if addr < abi::NULL_GUARD_END as u64 {
            return FaultKind::NullAccess { addr };
        }
        if addr >> 32 != 0 {
            return FaultKind::Unmapped { addr };
        }
        let e = self.table[(addr >> PAGE_SHIFT) as usize];
        if e != 0 && need.contains(Perms::W) && e & WRITABLE == 0 {
            FaultKind::ReadOnly { addr }
        } else {
            FaultKind::Unmapped { addr }
        }
    }

    /// The use-after-free fault of an access of `size` bytes at `addr`, if it touches a
    /// poisoned block.
    #[cold]
    fn use_after_free(&self, addr: u64, size: usize, write: bool) -> Option<FaultKind> {
        let freed = self.poison.hit(addr, size as u64)?;
        Some(FaultKind::UseAfterFree {
            addr,
            size: size as u32,
            write,
            block: freed.block,
            block_size: freed.size,
            freed_at: freed.site,
        })
    }

    /// What an access of `size` bytes at `addr` within one page finds of the poisoned
    /// blocks ([`Poison::probe`]; test and fuzz builds check it against the range search).
    #[inline]
    fn probe(&self, addr: u64, size: usize) -> Probe {
        let probe = self.poison.probe(addr, size as u64);
        debug_assert_eq!(
            probe == Probe::Touches,
            self.poison.hit(addr, size as u64).is_some(),
            "the page mask and the poisoned ranges disagree at {addr:#x}+{size}"
        );
        probe
    }

    /// Arena offset of `addr` for a load of `size` bytes within one page.
    #[inline(always)]
    fn translate(&self, addr: u64, size: usize) -> Result<usize, FaultKind> {
        // One comparison bounds both the address (32 bits) and the index: the table has an
        // entry for every page below 4 GiB.
        if let Some(&e) = self.table.get((addr >> PAGE_SHIFT) as usize) {
            if e & FAST_READ != 0 {
                return Ok(offset_in(e, addr));
            }
        }
        self.cold_read(addr, size)
    }

    /// A load found no fast-path read bit: a page a quarantined block touches (the load may
    /// go on if it misses the block), or the fault.
    #[cold]
    #[inline(never)]
    fn cold_read(&self, addr: u64, size: usize) -> Result<usize, FaultKind> {
        if addr >> 32 == 0 {
            let e = self.table[(addr >> PAGE_SHIFT) as usize];
            if e & READABLE != 0 {
                if self.probe(addr, size) == Probe::Touches {
                    if let Some(fault) = self.use_after_free(addr, size, false) {
                        return Err(fault);
                    }
                }
                return Ok(offset_in(e, addr));
            }
        }
        Err(self.fault(addr, Perms::R))
    }

    /// Arena offset of `addr` for a store of `size` bytes within one page: the fast path, or
    /// the cold one.
    #[inline(always)]
    fn translate_write(&mut self, addr: u64, size: usize) -> Result<usize, FaultKind> {
        // As in `translate`: the index's bound is the address's.
        if let Some(&e) = self.table.get((addr >> PAGE_SHIFT) as usize) {
            if e & FAST_WRITE != 0 {
                return Ok(offset_in(e, addr));
            }
        }
        self.first_write(addr, size)
    }

    /// A store found no fast-path write bit. If the page is writable, it is one not written
    /// since the last snapshot (mark its frame dirty and give the bit back), one never
    /// written (back it with a frame, within the limit), or one a quarantined block touches
    /// (the store may go on if it misses the block); else the fault.
    #[cold]
    #[inline(never)]
    fn first_write(&mut self, addr: u64, size: usize) -> Result<usize, FaultKind> {
        if addr >> 32 == 0 {
            let page = (addr >> PAGE_SHIFT) as u32;
            let e = self.table[page as usize];
            if e & WRITABLE != 0 {
                let mut frame = (e >> PERM_BITS) - 1;
                match self.probe(addr, size) {
                    Probe::Clean => {}
                    Probe::Misses => {
                        // A page with holes in use: once its frame is its own and dirty,
                        // the entry below would come out as it is (no fast bits while
                        // poisoned), so the store goes straight on.
                        if frame != ZERO_FRAME && self.dirty[frame as usize] {
                            return Ok(offset_in(e, addr));
                        }
                    }
                    Probe::Touches => {
                        if let Some(fault) = self.use_after_free(addr, size, true) {
                            return Err(fault);
                        }
                    }
                }
                if frame == ZERO_FRAME {
                    frame = self.back(page)?;
                }
                self.dirty.set(frame as usize, true);
                let e = self.entry_of(page, frame, e & PERMISSION);
                self.table[page as usize] = e;
                return Ok(offset_in(e, addr));
            }
        }
        Err(self.fault(addr, Perms::W))
    }

    /// A zeroed frame for page `page`, if the limit allows one more.
    fn back(&mut self, page: u32) -> Result<u32, FaultKind> {
        if (self.backed_pages() as u64 + 1) * PAGE as u64 + self.bookkeeping > self.limit {
            return Err(FaultKind::OutOfMemory { limit: self.limit });
        }
        let frame = self.frame_pages.len() as u32;
        self.arena.resize(self.arena.len() + PAGE, 0);
        self.frame_pages.push(page);
        self.outside_heap += usize::from(!in_heap(self.heap_base, page));
        // A new frame is not in the last snapshot: dirty.
        self.dirty.push(true);
        Ok(frame)
    }

    /// Whether `addr` is in a writable page backed by the zero frame and touched by no
    /// quarantined block: storing zeros there changes nothing.
    fn zero_page(&self, addr: u64) -> bool {
        if addr >> 32 != 0 {
            return false;
        }
        let page = (addr >> PAGE_SHIFT) as u32;
        let e = self.table[page as usize];
        e != 0
            && e & WRITABLE != 0
            && (e >> PERM_BITS) - 1 == ZERO_FRAME
            && !self.poison.page_poisoned(page)
    }

    #[inline(always)]
    fn check_align(&self, addr: u64, size: usize) -> Result<(), FaultKind> {
        if self.trap_misaligned && addr & (size as u64 - 1) != 0 {
            return Err(FaultKind::Misaligned {
                addr,
                size: size as u32,
            });
        }
        Ok(())
    }

    /// Read `N` bytes at `addr`.
    #[inline(always)]
    pub fn read<const N: usize>(&self, addr: u64) -> Result<[u8; N], FaultKind> {
        self.check_align(addr, N)?;
        if (addr as usize & (PAGE - 1)) + N <= PAGE {
            let off = self.translate(addr, N)?;
            let mut out = [0u8; N];
            out.copy_from_slice(&self.arena[off..off + N]);
            Ok(out)
        } else {
            let mut out = [0u8; N];
            self.read_bytes(addr, &mut out)?;
            Ok(out)
        }
    }

    /// Write `N` bytes at `addr`.
    #[inline(always)]
    pub fn write<const N: usize>(&mut self, addr: u64, bytes: [u8; N]) -> Result<(), FaultKind> {
        self.check_align(addr, N)?;
        if (addr as usize & (PAGE - 1)) + N <= PAGE {
            let off = self.translate_write(addr, N)?;
            self.arena[off..off + N].copy_from_slice(&bytes);
            Ok(())
        } else {
            self.write_bytes(addr, &bytes)
        }
    }

    /// Read any number of bytes (page by page).
    pub fn read_bytes(&self, addr: u64, out: &mut [u8]) -> Result<(), FaultKind> {
        let mut done = 0;
        while done < out.len() {
            let a = addr + done as u64;
            let n = (PAGE - (a as usize & (PAGE - 1))).min(out.len() - done);
            let off = self.translate(a, n)?;
            out[done..done + n].copy_from_slice(&self.arena[off..off + n]);
            done += n;
        }
        Ok(())
    }

    /// Write any number of bytes (page by page). Pages are checked as they are reached, so a
    /// faulting write may have written a prefix (as hardware would).
    pub fn write_bytes(&mut self, addr: u64, bytes: &[u8]) -> Result<(), FaultKind> {
        let mut done = 0;
        while done < bytes.len() {
            let a = addr + done as u64;
            let n = (PAGE - (a as usize & (PAGE - 1))).min(bytes.len() - done);
            let off = self.translate_write(a, n)?;
            self.arena[off..off + n].copy_from_slice(&bytes[done..done + n]);
            done += n;
        }
        Ok(())
    }

    /// Fill `len` bytes at `addr` with `byte`.
    pub fn fill(&mut self, addr: u64, byte: u8, len: u64) -> Result<(), FaultKind> {
        let mut done = 0u64;
        while done < len {
            let a = addr + done;
            let n = ((PAGE - (a as usize & (PAGE - 1))) as u64).min(len - done) as usize;
            if byte == 0 && self.zero_page(a) {
                // Zeroing a page never written leaves it unbacked (`calloc` of fresh heap
                // costs nothing until the program touches it).
                done += n as u64;
                continue;
            }
            let off = self.translate_write(a, n)?;
            self.arena[off..off + n].fill(byte);
            done += n as u64;
        }
        Ok(())
    }

    #[inline(always)]
    pub fn read_u8(&self, addr: u64) -> Result<u8, FaultKind> {
        Ok(self.read::<1>(addr)?[0])
    }
    #[inline(always)]
    pub fn read_u16(&self, addr: u64) -> Result<u16, FaultKind> {
        Ok(u16::from_le_bytes(self.read(addr)?))
    }
    #[inline(always)]
    pub fn read_u32(&self, addr: u64) -> Result<u32, FaultKind> {
        Ok(u32::from_le_bytes(self.read(addr)?))
    }
    #[inline(always)]
    pub fn read_u64(&self, addr: u64) -> Result<u64, FaultKind> {
        Ok(u64::from_le_bytes(self.read(addr)?))
    }
    #[inline(always)]
    pub fn read_u128(&self, addr: u64) -> Result<u128, FaultKind> {
        Ok(u128::from_le_bytes(self.read(addr)?))
    }
    #[inline(always)]
    pub fn write_u8(&mut self, addr: u64, v: u8) -> Result<(), FaultKind> {
        self.write(addr, [v])
    }
    #[inline(always)]
    pub fn write_u16(&mut self, addr: u64, v: u16) -> Result<(), FaultKind> {
        self.write(addr, v.to_le_bytes())
    }
    #[inline(always)]
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Result<(), FaultKind> {
        self.write(addr, v.to_le_bytes())
    }
    #[inline(always)]
    pub fn write_u64(&mut self, addr: u64, v: u64) -> Result<(), FaultKind> {
        self.write(addr, v.to_le_bytes())
    }
    #[inline(always)]
    pub fn write_u128(&mut self, addr: u64, v: u128) -> Result<(), FaultKind> {
        self.write(addr, v.to_le_bytes())
    }

    /// Whether a store of `size` bytes at `addr` would succeed (alignment and permissions),
    /// without writing: a store buffer checks a store when it is executed and writes it later.
    /// The fault names the address a direct write names: the first byte it cannot write (a
    /// store that crosses into a page it may not write faults at that page's start).
    pub fn check_writable(&self, addr: u64, size: u32) -> Result<(), FaultKind> {
        self.check_align(addr, size as usize)?;
        let last = addr.wrapping_add(size.max(1) as u64 - 1);
        for a in [addr, (last & !(PAGE as u64 - 1)).max(addr)] {
            let ok = a >> 32 == 0 && {
                let e = self.table[(a >> PAGE_SHIFT) as usize];
                e != 0 && e & WRITABLE != 0
            };
            if !ok {
                return Err(self.fault(a, Perms::W));
            }
        }
        if self.poison.len() != 0 {
            if let Some(fault) = self.use_after_free(addr, size as usize, true) {
                return Err(fault);
            }
        }
        Ok(())
    }

    /// Load `size` bytes (1, 2, 4, 8 or 16; anything else reads 8) zero-extended.
    #[inline(always)]
    pub fn load_sized(&self, addr: u64, size: u32) -> Result<u128, FaultKind> {
        Ok(match size {
            1 => self.read_u8(addr)? as u128,
            2 => self.read_u16(addr)? as u128,
            4 => self.read_u32(addr)? as u128,
            16 => self.read_u128(addr)?,
            _ => self.read_u64(addr)? as u128,
        })
    }

    /// Store the low `size` bytes (1, 2, 4, 8 or 16; anything else writes 8) of `v`.
    #[inline(always)]
    pub fn store_sized(&mut self, addr: u64, size: u32, v: u128) -> Result<(), FaultKind> {
        match size {
            1 => self.write_u8(addr, v as u8),
            2 => self.write_u16(addr, v as u16),
            4 => self.write_u32(addr, v as u32),
            16 => self.write_u128(addr, v),
            _ => self.write_u64(addr, v as u64),
        }
    }

    /// The length of the NUL-terminated byte string at `addr` (without the NUL), at most
    /// `max`: [`Memory::read_cstr`]'s length and faults, with nothing copied.
    pub fn cstr_len(&self, addr: u64, max: usize) -> Result<usize, FaultKind> {
        let mut n = 0;
        while n < max {
            if self.read_u8(addr + n as u64)? == 0 {
                break;
            }
            n += 1;
        }
        Ok(n)
    }

    /// The NUL-terminated byte string at `addr` (without the NUL), at most `max` bytes.
    pub fn read_cstr(&self, addr: u64, max: usize) -> Result<Vec<u8>, FaultKind> {
        let mut out = Vec::new();
        let mut a = addr;
        while out.len() < max {
            let b = self.read_u8(a)?;
            if b == 0 {
                break;
            }
            out.push(b);
            a += 1;
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests;
