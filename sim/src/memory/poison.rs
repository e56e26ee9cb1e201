//! Poisoned ranges: freed heap blocks in quarantine, which no load or store may touch.
//!
//! The heap ([`crate::runtime::heap`]) poisons a block's payload when the program frees it
//! and unpoisons it when the block leaves the quarantine for reuse. The memory keeps the
//! ranges here and takes the table's fast-path bits off every page a range touches, so an
//! access to such a page takes the cold path, which asks [`Poison::hit`]; accesses to other
//! pages cost nothing more than before.

use std::collections::{BTreeMap, HashMap};

/// A freed block, as a use-after-free report names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Freed {
    /// The payload address the program was given.
    pub block: u64,
    /// The payload's size in bytes.
    pub size: u64,
    /// An address inside the instruction that freed it (the `free` opcode, the call of the
    /// `free`/`realloc` shim, or the `decref` that released a managed object).
    pub site: u32,
}

/// The poisoned ranges and the pages they touch.
#[derive(Clone, Debug, Default)]
pub(super) struct Poison {
    /// Payload start -> the freed block (its range is `block .. block + size`).
    ranges: BTreeMap<u64, Freed>,
    /// Page number -> how many ranges touch it.
    pages: HashMap<u32, u32>,
}

/// The pages `[start, start + len)` touches (a zero-length range touches none).
fn pages_of(start: u64, len: u64, page_shift: u32) -> std::ops::Range<u32> {
    if len == 0 {
        return 0..0;
    }
    let first = (start >> page_shift) as u32;
    let last = ((start + len - 1) >> page_shift) as u32;
    first..last + 1
}

impl Poison {
    /// Poison `freed`'s payload; returns the pages that became poisoned (touched by no
    /// range before).
    pub fn add(&mut self, freed: Freed, page_shift: u32) -> Vec<u32> {
        let mut fresh = Vec::new();
        if freed.size == 0 || self.ranges.contains_key(&freed.block) {
            return fresh;
        }
        for page in pages_of(freed.block, freed.size, page_shift) {
            let n = self.pages.entry(page).or_insert(0);
            *n += 1;
            if *n == 1 {
                fresh.push(page);
            }
        }
        self.ranges.insert(freed.block, freed);
        fresh
    }

    /// Unpoison the block at `block`; returns the pages no range touches any more.
    pub fn remove(&mut self, block: u64, page_shift: u32) -> Vec<u32> {
        let mut clean = Vec::new();
        let Some(freed) = self.ranges.remove(&block) else {
            return clean;
        };
        for page in pages_of(freed.block, freed.size, page_shift) {
            if let Some(n) = self.pages.get_mut(&page) {
                *n -= 1;
                if *n == 0 {
                    self.pages.remove(&page);
                    clean.push(page);
                }
            }
        }
        clean
    }

    /// The blocks whose ranges overlap `[start, end)`.
    pub fn overlapping(&self, start: u64, end: u64) -> Vec<u64> {
        // Ranges never overlap each other: walking back from `end`, the first range that
        // ends at or before `start` ends the search.
        self.ranges
            .range(..end)
            .rev()
            .take_while(|(_, f)| f.block + f.size > start)
            .map(|(&b, _)| b)
            .collect()
    }

    /// Whether any range touches page `page`.
    #[inline]
    pub fn page_poisoned(&self, page: u32) -> bool {
        !self.pages.is_empty() && self.pages.contains_key(&page)
    }

    /// Every poisoned page.
    pub fn poisoned_pages(&self) -> impl Iterator<Item = u32> + '_ {
        self.pages.keys().copied()
    }

    /// The freed block an access of `size` bytes at `addr` touches, if any.
    pub fn hit(&self, addr: u64, size: u64) -> Option<Freed> {
        let end = addr.saturating_add(size.max(1));
        // Ranges never overlap (each is a distinct block's payload), so only the last one
        // starting before `end` can reach into the access.
        let (_, freed) = self.ranges.range(..end).next_back()?;
        (freed.block + freed.size > addr).then_some(*freed)
    }

    /// Blocks poisoned.
    pub fn len(&self) -> usize {
        self.ranges.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_hit_exactly_and_pages_are_counted() {
        let mut p = Poison::default();
        let a = Freed {
            block: 0x1_0ff0,
            size: 0x20,
            site: 4,
        };
        assert_eq!(p.add(a, 12), vec![0x10, 0x11]);
        let b = Freed {
            block: 0x1_1100,
            size: 8,
            site: 8,
        };
        assert_eq!(
            p.add(b, 12),
            Vec::<u32>::new(),
            "page 0x11 already poisoned"
        );
        assert_eq!(p.hit(0x1_0fe8, 8), None, "just before");
        assert_eq!(p.hit(0x1_0fec, 8), Some(a), "straddles the start");
        assert_eq!(p.hit(0x1_100f, 1), Some(a), "last byte");
        assert_eq!(p.hit(0x1_1010, 8), None, "just after");
        assert_eq!(p.hit(0x1_1104, 4), Some(b));
        assert_eq!(p.remove(a.block, 12), vec![0x10]);
        assert!(p.page_poisoned(0x11));
        assert_eq!(p.remove(b.block, 12), vec![0x11]);
        assert_eq!(p.len(), 0);
        assert!(!p.page_poisoned(0x11));
    }
}
