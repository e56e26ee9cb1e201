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
//! cannot grow, `malloc` returns 0, as C's does.

use crate::fault::FaultKind;
use crate::memory::Memory;
use std::collections::BTreeMap;

/// Bytes of the block header.
pub const HEADER_BYTES: u64 = 16;
const ALIGN: u64 = 16;
/// Check word of a header: XOR-ed with the payload address.
const MAGIC: u64 = 0x4D41_504C_4548_4150; // "MAPLEHAP"

/// The allocator's bookkeeping (the blocks themselves are in simulated memory).
#[derive(Clone, Debug, Default)]
pub struct Heap {
    /// Live payload address -> requested size.
    live: BTreeMap<u64, u64>,
    /// Free block start (header address) -> block size (header included).
    free: BTreeMap<u64, u64>,
    /// Bytes currently allocated (requested sizes).
    pub in_use: u64,
    /// Most bytes ever allocated at once.
    pub peak: u64,
}

fn block_size(size: u64) -> Option<u64> {
    size.max(1)
        .checked_add(HEADER_BYTES + ALIGN - 1)
        .map(|s| s & !(ALIGN - 1))
}

impl Heap {
    /// Allocate `size` bytes; 0 when out of memory.
    pub fn malloc(&mut self, mem: &mut Memory, size: u64) -> u64 {
        let Some(need) = block_size(size) else {
            return 0;
        };
        let found = self
            .free
            .iter()
            .find(|(_, &bsize)| bsize >= need)
            .map(|(&start, &bsize)| (start, bsize));
        let start = match found {
            Some((start, bsize)) => {
                self.free.remove(&start);
                if bsize > need {
                    self.free.insert(start + need, bsize - need);
                }
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
        user
    }

    /// Allocate `n * size` zeroed bytes; 0 on overflow or out of memory.
    pub fn calloc(&mut self, mem: &mut Memory, n: u64, size: u64) -> u64 {
        let Some(total) = n.checked_mul(size) else {
            return 0;
        };
        let p = self.malloc(mem, total);
        if p != 0 {
            let _ = mem.fill(p, 0, total);
        }
        p
    }

    /// Release the block at `p` (0 is a no-op).
    pub fn free(&mut self, mem: &mut Memory, p: u64) -> Result<(), FaultKind> {
        if p == 0 {
            return Ok(());
        }
        let Some(size) = self.live.remove(&p) else {
            return Err(FaultKind::BadFree { addr: p });
        };
        self.in_use -= size;
        let _ = mem.write_u64(p - 8, 0); // a second free of a forged copy fails the check
        let mut start = p - HEADER_BYTES;
        let mut bsize = block_size(size).unwrap_or(HEADER_BYTES);
        if let Some(next) = self.free.remove(&(start + bsize)) {
            bsize += next;
        }
        if let Some((&pstart, &psize)) = self.free.range(..start).next_back() {
            if pstart + psize == start {
                self.free.remove(&pstart);
                start = pstart;
                bsize += psize;
            }
        }
        self.free.insert(start, bsize);
        Ok(())
    }

    /// Resize the block at `p` to `size`, moving it; C's `realloc`.
    pub fn realloc(&mut self, mem: &mut Memory, p: u64, size: u64) -> Result<u64, FaultKind> {
        if p == 0 {
            return Ok(self.malloc(mem, size));
        }
        let Some(&old) = self.live.get(&p) else {
            return Err(FaultKind::BadFree { addr: p });
        };
        if size == 0 {
            self.free(mem, p)?;
            return Ok(0);
        }
        let q = self.malloc(mem, size);
        if q == 0 {
            return Ok(0);
        }
        let n = old.min(size) as usize;
        let mut buf = vec![0u8; n];
        mem.read_bytes(p, &mut buf)?;
        mem.write_bytes(q, &buf)?;
        self.free(mem, p)?;
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

    fn mem() -> Memory {
        let mut m = Memory::new();
        m.set_heap_base(0x100_0000);
        m
    }

    #[test]
    fn reuse_coalesce_and_bad_free() {
        let mut m = mem();
        let mut h = Heap::default();
        let a = h.malloc(&mut m, 10);
        let b = h.malloc(&mut m, 40);
        let c = h.malloc(&mut m, 10);
        assert_eq!(a % 16, 0);
        assert!(a < b && b < c);
        h.free(&mut m, a).unwrap();
        h.free(&mut m, b).unwrap();
        assert_eq!(h.free(&mut m, b), Err(FaultKind::BadFree { addr: b }));
        assert_eq!(
            h.free(&mut m, c + 4),
            Err(FaultKind::BadFree { addr: c + 4 })
        );
        // a and b coalesced: a 60-byte request fits where they were.
        assert_eq!(h.malloc(&mut m, 60), a);
        let z = h.calloc(&mut m, 4, 4);
        assert_eq!(m.read_u128(z), Ok(0));
        let r = h.realloc(&mut m, c, 100).unwrap();
        assert_eq!(h.block(r), Some(100));
        assert_eq!(h.live_blocks(), 3);
    }
}
