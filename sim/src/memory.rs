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

use crate::fault::FaultKind;
use bitvec::prelude::*;
use maple_isa::abi;
use std::sync::Arc;

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
/// Table entry bits below the frame number: R, W (the store fast path may write), X, and
/// WRITABLE (the page's permission; W is set only while the frame is dirty).
const PERM_BITS: u32 = 4;
const FAST_WRITE: u32 = Perms::W.0 as u32;
const WRITABLE: u32 = 8;

/// One page frame's bytes, shared between snapshots that agree on it.
type Page = Arc<[u8]>;

/// The address space of the machine.
pub struct Memory {
    /// Per page: 0 when unmapped, else `(frame + 1) << PERM_BITS | bits` (see [`PERM_BITS`]).
    table: Vec<u32>,
    /// Page frames, `PAGE` bytes each.
    arena: Vec<u8>,
    /// The page number each frame maps, in frame order (what a clone copies of `table`).
    frame_pages: Vec<u32>,
    /// Fault on accesses not aligned to their size.
    pub trap_misaligned: bool,
    heap_base: u32,
    brk: u32,
    /// Per frame: written since the last snapshot (or never snapshotted).
    dirty: BitVec<u64, Lsb0>,
    /// The pages of the last snapshot taken of this memory or restored into it: every frame
    /// not dirty still holds exactly these bytes.
    base: Option<Arc<Vec<Page>>>,
}

/// A memory as it was: what [`Memory::snapshot`] takes and [`Memory::restore`] gives back.
#[derive(Clone, Debug)]
pub struct MemorySnapshot {
    /// Per frame, in frame order; shared with the snapshots before and after where equal.
    pages: Arc<Vec<Page>>,
    /// Per frame: the page it maps and its table entry bits.
    frames: Vec<(u32, u32)>,
    trap_misaligned: bool,
    heap_base: u32,
    brk: u32,
    /// Frames this snapshot copied when taken (the rest it shares).
    copied: usize,
}

impl MemorySnapshot {
    /// Page frames copied when this snapshot was taken: the pages written since the one
    /// before it (all of them for the first).
    pub fn copied_pages(&self) -> usize {
        self.copied
    }

    /// Page frames it holds.
    pub fn pages(&self) -> usize {
        self.pages.len()
    }
}

/// A copy (a debugger's snapshot) costs the mapped pages, not the 4 MiB table: the new
/// table is allocated zeroed (the OS backs it lazily) and only the mapped pages' entries are
/// copied into it.
impl Clone for Memory {
    fn clone(&self) -> Memory {
        let mut table = vec![0; PAGES];
        for &page in &self.frame_pages {
            table[page as usize] = self.table[page as usize];
        }
        Memory {
            table,
            arena: self.arena.clone(),
            frame_pages: self.frame_pages.clone(),
            trap_misaligned: self.trap_misaligned,
            heap_base: self.heap_base,
            brk: self.brk,
            dirty: self.dirty.clone(),
            base: self.base.clone(),
        }
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("mapped_pages", &(self.arena.len() / PAGE))
            .field("heap_base", &self.heap_base)
            .field("brk", &self.brk)
            .finish()
    }
}

/// The permissions an entry's bits give (W from the page's writable bit, whatever the
/// fast-path bit says).
fn perms_of(entry: u32) -> Perms {
    let rx = entry as u8 & (Perms::R.0 | Perms::X.0);
    if entry & WRITABLE != 0 {
        Perms(rx | Perms::W.0)
    } else {
        Perms(rx)
    }
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
            trap_misaligned: false,
            heap_base: 0,
            brk: 0,
            dirty: BitVec::new(),
            base: None,
        }
    }

    /// The table entry bits of `perms` for frame `frame`.
    fn entry_bits(&self, frame: u32, perms: Perms) -> u32 {
        let mut bits = perms.0 as u32 & !FAST_WRITE;
        if perms.contains(Perms::W) {
            bits |= WRITABLE;
            if self.dirty[frame as usize] {
                bits |= FAST_WRITE;
            }
        }
        bits
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
                        copied += 1;
                        Arc::from(&self.arena[f * PAGE..(f + 1) * PAGE])
                    }
                }
            })
            .collect();
        let pages = Arc::new(pages);
        self.base = Some(Arc::clone(&pages));
        self.dirty.fill(false);
        for &page in &self.frame_pages {
            self.table[page as usize] &= !FAST_WRITE;
        }
        MemorySnapshot {
            pages,
            frames: self
                .frame_pages
                .iter()
                .map(|&page| (page, self.table[page as usize] & ((1 << PERM_BITS) - 1)))
                .collect(),
            trap_misaligned: self.trap_misaligned,
            heap_base: self.heap_base,
            brk: self.brk,
            copied,
        }
    }

    /// The memory a snapshot holds, ready to run; its next snapshot shares pages with this
    /// one.
    pub fn restore(snap: &MemorySnapshot) -> Memory {
        let mut table = vec![0; PAGES];
        let mut arena = Vec::with_capacity(snap.pages.len() * PAGE);
        for (f, ((page, bits), bytes)) in snap.frames.iter().zip(snap.pages.iter()).enumerate() {
            table[*page as usize] = (f as u32 + 1) << PERM_BITS | (bits & !FAST_WRITE);
            arena.extend_from_slice(bytes);
        }
        Memory {
            table,
            arena,
            frame_pages: snap.frames.iter().map(|(page, _)| *page).collect(),
            trap_misaligned: snap.trap_misaligned,
            heap_base: snap.heap_base,
            brk: snap.brk,
            dirty: BitVec::repeat(false, snap.frames.len()),
            base: Some(Arc::clone(&snap.pages)),
        }
    }

    /// Page frames mapped.
    pub fn mapped_pages(&self) -> usize {
        self.frame_pages.len()
    }

    /// Frames written since the last snapshot.
    pub fn dirty_pages(&self) -> usize {
        self.dirty.count_ones()
    }

    /// Map `[addr, addr + size)` (rounded out to pages) with `perms`, zero-filled. Pages
    /// already mapped keep their contents and get `perms`. The null guard is never mapped.
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
        let first = (addr >> PAGE_SHIFT) as usize;
        let last = ((end - 1) >> PAGE_SHIFT) as usize;
        for page in first..=last {
            let entry = self.table[page];
            let frame = if entry == 0 {
                let frame = (self.arena.len() / PAGE) as u32;
                self.arena.resize(self.arena.len() + PAGE, 0);
                self.frame_pages.push(page as u32);
                // A new frame is not in the last snapshot: dirty.
                self.dirty.push(true);
                frame
            } else {
                (entry >> PERM_BITS) - 1
            };
            self.table[page] = (frame + 1) << PERM_BITS | self.entry_bits(frame, perms);
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
    /// `None` when that would pass `abi::HEAP_LIMIT`.
    pub fn sbrk(&mut self, incr: u32) -> Option<u32> {
        let old = self.brk;
        let new = old.checked_add(incr).filter(|&n| n <= abi::HEAP_LIMIT)?;
        if new > old {
            self.map(old, new - old, Perms::RW).ok()?;
        }
        self.brk = new;
        Some(old)
    }

    /// Map thread `thread`'s call stack of `size` bytes; returns `(top, limit)`: the stack
    /// grows down from `top` and may not go below `limit`. The page below `limit` stays
    /// unmapped as a guard.
    pub fn map_stack(&mut self, thread: u32, size: u32) -> Result<(u32, u32), FaultKind> {
        let size = size.clamp(abi::PAGE_SIZE, 1 << 30);
        let size = abi::align_up(size, abi::PAGE_SIZE);
        let top = thread
            .checked_mul(size + abi::PAGE_SIZE)
            .and_then(|below| abi::STACK_TOP.checked_sub(below))
            .filter(|&top| top >= size + abi::NULL_GUARD_END)
            .ok_or(FaultKind::StackOverflow)?;
        let limit = top - size;
        self.map(limit, size, Perms::RW)?;
        Ok((top, limit))
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

    /// Arena offset of `addr` for an access of `size` bytes within one page.
    #[inline(always)]
    fn translate(&self, addr: u64, need: Perms) -> Result<usize, FaultKind> {
        if addr >> 32 != 0 {
            return Err(self.fault(addr, need));
        }
        let e = self.table[(addr >> PAGE_SHIFT) as usize];
        if e & need.0 as u32 != need.0 as u32 {
            return Err(self.fault(addr, need));
        }
        Ok((((e >> PERM_BITS) - 1) as usize) << PAGE_SHIFT | (addr as usize & (PAGE - 1)))
    }

    /// Arena offset of `addr` for a store within one page: the fast path, or the first store
    /// to a clean page since a snapshot.
    #[inline(always)]
    fn translate_write(&mut self, addr: u64) -> Result<usize, FaultKind> {
        match self.translate(addr, Perms::W) {
            Ok(off) => Ok(off),
            Err(_) => self.first_write(addr),
        }
    }

    /// A store found no fast-path write bit: if the page is writable it is clean since the
    /// last snapshot, so mark its frame dirty and give the bit back; else the fault.
    #[cold]
    #[inline(never)]
    fn first_write(&mut self, addr: u64) -> Result<usize, FaultKind> {
        if addr >> 32 == 0 {
            let page = (addr >> PAGE_SHIFT) as usize;
            let e = self.table[page];
            if e & WRITABLE != 0 {
                self.table[page] = e | FAST_WRITE;
                self.dirty.set(((e >> PERM_BITS) - 1) as usize, true);
                return self.translate(addr, Perms::W);
            }
        }
        Err(self.fault(addr, Perms::W))
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
            let off = self.translate(addr, Perms::R)?;
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
            let off = self.translate_write(addr)?;
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
            let off = self.translate(a, Perms::R)?;
            let n = (PAGE - (a as usize & (PAGE - 1))).min(out.len() - done);
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
            let off = self.translate_write(a)?;
            let n = (PAGE - (a as usize & (PAGE - 1))).min(bytes.len() - done);
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
            let off = self.translate_write(a)?;
            let n = ((PAGE - (a as usize & (PAGE - 1))) as u64).min(len - done) as usize;
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
mod tests {
    use super::*;

    #[test]
    fn null_guard_and_unmapped() {
        let mem = Memory::new();
        assert_eq!(mem.read_u32(8), Err(FaultKind::NullAccess { addr: 8 }));
        assert_eq!(
            mem.read_u32(0x2_0000),
            Err(FaultKind::Unmapped { addr: 0x2_0000 })
        );
        assert_eq!(
            mem.read_u8(1 << 40),
            Err(FaultKind::Unmapped { addr: 1 << 40 })
        );
    }

    #[test]
    fn typed_round_trip_and_page_crossing() {
        let mut mem = Memory::new();
        mem.map(0x2_0000, 0x2000, Perms::RW).unwrap();
        mem.write_u64(0x2_0ffc, 0x1122_3344_5566_7788).unwrap();
        assert_eq!(mem.read_u64(0x2_0ffc), Ok(0x1122_3344_5566_7788));
        assert_eq!(mem.read_u8(0x2_0ffc), Ok(0x88));
        mem.write_u128(0x2_0100, u128::MAX - 5).unwrap();
        assert_eq!(mem.read_u128(0x2_0100), Ok(u128::MAX - 5));
        assert_eq!(
            mem.read_u64(0x2_1ffc),
            Err(FaultKind::Unmapped { addr: 0x2_2000 })
        );
    }

    #[test]
    fn read_only_and_misaligned() {
        let mut mem = Memory::new();
        mem.map_init(0x1_0000, 4, &[1, 2, 3, 4], Perms::RX).unwrap();
        assert_eq!(mem.read_u32(0x1_0000), Ok(0x0403_0201));
        assert_eq!(
            mem.write_u8(0x1_0001, 0),
            Err(FaultKind::ReadOnly { addr: 0x1_0001 })
        );
        mem.trap_misaligned = true;
        assert_eq!(
            mem.read_u32(0x1_0002),
            Err(FaultKind::Misaligned {
                addr: 0x1_0002,
                size: 4
            })
        );
    }

    #[test]
    fn a_clone_is_an_independent_copy_with_the_same_mappings() {
        let mut mem = Memory::new();
        mem.map_init(0x1_0000, 8, &[1, 2, 3, 4], Perms::RX).unwrap();
        mem.map(0x2000_0000, 3 * 4096, Perms::RW).unwrap();
        mem.write_u32(0x2000_1ffe, 0xAABB_CCDD).unwrap();
        let mut copy = mem.clone();
        assert_eq!(copy.read_u32(0x1_0000), Ok(0x0403_0201));
        assert_eq!(copy.read_u32(0x2000_1ffe), Ok(0xAABB_CCDD));
        // Permissions and holes are copied too.
        assert_eq!(
            copy.write_u8(0x1_0000, 0),
            Err(FaultKind::ReadOnly { addr: 0x1_0000 })
        );
        assert_eq!(
            copy.read_u8(0x2000_3000),
            Err(FaultKind::Unmapped { addr: 0x2000_3000 })
        );
        copy.write_u32(0x2000_0000, 7).unwrap();
        assert_eq!(mem.read_u32(0x2000_0000), Ok(0));
        // Both go on mapping frames of their own.
        copy.map(0x3000_0000, 4096, Perms::RW).unwrap();
        assert!(mem.read_u8(0x3000_0000).is_err());
        assert_eq!(copy.read_u8(0x3000_0000), Ok(0));
    }

    #[test]
    fn a_snapshot_copies_only_the_pages_written_since_the_last_one() {
        let base = 0x10000u64;
        let mut m = Memory::new();
        m.map(base as u32, 64 * PAGE as u32, Perms::RW).unwrap();
        m.map_init(0x100000, PAGE as u32, b"ro", Perms::R).unwrap();
        let first = m.snapshot();
        assert_eq!((first.copied_pages(), first.pages()), (65, 65));
        assert_eq!(m.dirty_pages(), 0);
        m.write_u32(base + 5 * PAGE as u64 + 8, 7).unwrap();
        m.write_u32(base + 5 * PAGE as u64 + 100, 3).unwrap();
        m.write_bytes(base + 10 * PAGE as u64 - 2, &[1, 2, 3, 4])
            .unwrap();
        m.fill(base + 20 * PAGE as u64, 0xAB, 16).unwrap();
        assert_eq!(m.dirty_pages(), 4, "pages 5, 9, 10 and 20");
        let second = m.snapshot();
        assert_eq!(second.copied_pages(), 4);
        assert!(
            Arc::ptr_eq(&first.pages[0], &second.pages[0]),
            "unchanged pages are shared"
        );
        assert!(!Arc::ptr_eq(&first.pages[5], &second.pages[5]));

        // Each snapshot gives its own contents back, permissions included.
        let r1 = Memory::restore(&first);
        assert_eq!(r1.read_u32(base + 5 * PAGE as u64 + 8), Ok(0));
        let mut r2 = Memory::restore(&second);
        assert_eq!(r2.read_u32(base + 5 * PAGE as u64 + 8), Ok(7));
        assert_eq!(r2.read_u8(base + 20 * PAGE as u64 + 15), Ok(0xAB));
        let mut ro = [0u8; 2];
        r2.read_bytes(0x100000, &mut ro).unwrap();
        assert_eq!(&ro, b"ro");
        assert_eq!(r2.perms(0x100000), Some(Perms::R));
        assert_eq!(r2.perms(base as u32), Some(Perms::RW));
        assert!(matches!(
            r2.write_u8(0x100000, 1),
            Err(FaultKind::ReadOnly { .. })
        ));
        // A restored memory logs writes against the snapshot it came from.
        r2.write_u8(base + 63 * PAGE as u64, 1).unwrap();
        let third = r2.snapshot();
        assert_eq!(third.copied_pages(), 1);
        assert!(Arc::ptr_eq(&second.pages[5], &third.pages[5]));
        // The live memory was not disturbed by any of it.
        assert_eq!(m.read_u32(base + 5 * PAGE as u64 + 8), Ok(7));
        assert_eq!(m.read_u8(base + 63 * PAGE as u64), Ok(0));
    }

    #[test]
    fn heap_and_stacks() {
        let mut mem = Memory::new();
        mem.set_heap_base(0x10_0000);
        assert_eq!(mem.sbrk(100), Some(0x10_0000));
        mem.write_u32(0x10_0060, 7).unwrap();
        assert_eq!(mem.brk(), 0x10_0064);
        let (top, limit) = mem.map_stack(0, abi::DEFAULT_STACK_SIZE).unwrap();
        assert_eq!(top, abi::STACK_TOP);
        mem.write_u64(top as u64 - 8, 1).unwrap();
        assert!(mem.write_u64(limit as u64 - 8, 1).is_err(), "guard page");
        let (top1, _) = mem.map_stack(1, abi::DEFAULT_STACK_SIZE).unwrap();
        assert_eq!(top1, limit - abi::PAGE_SIZE);
    }
}
