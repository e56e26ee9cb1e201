//! Poisoned ranges: freed heap blocks in quarantine, which no load or store may touch.
//!
//! The heap ([`crate::runtime::heap`]) poisons a block's payload when the program frees it
//! and unpoisons it when the block leaves the quarantine for reuse. The memory keeps the
//! ranges here and takes the table's fast-path bits off every page a range touches, so an
//! access to such a page takes the cold path, which asks [`Poison::probe`]; accesses to other
//! pages cost nothing more than before.
//!
//! A program that frees blocks here and there leaves holes in pages it goes on using, so the
//! cold path must be cheap too: each poisoned page keeps a mask of its poisoned bytes, and an
//! access that misses them is told so by a hash lookup and a bit test (the ordered ranges are
//! searched only to name the block of a fault).

use std::collections::BTreeMap;

use crate::int_map::U32Map;

use super::{PAGE, PAGE_SHIFT};

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

/// What an access within one page finds ([`Poison::probe`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// No poisoned range touches the page.
    Clean,
    /// The page holds poisoned bytes, but not where the access goes.
    Misses,
    /// The access touches a poisoned byte.
    Touches,
}

/// Words of a page's byte mask.
const MASK_WORDS: usize = PAGE / 64;

/// A page some poisoned range touches.
#[derive(Clone, Debug)]
struct PageMask {
    /// How many ranges touch it.
    ranges: u32,
    /// Bit `i` set: byte `i` of the page is poisoned. `None`: one range covers the whole page
    /// (a large freed block costs no mask per page).
    bytes: Option<Box<[u64; MASK_WORDS]>>,
}

/// The poisoned ranges and the pages they touch.
#[derive(Debug, Default)]
pub(super) struct Poison {
    /// Payload start -> the freed block (its range is `block .. block + size`).
    ranges: BTreeMap<u64, Freed>,
    /// Page number -> the ranges' bytes in it.
    pages: U32Map<PageMask>,
    /// Masks of pages no range touches any more, zeroed, for the next page that needs one
    /// (a program that frees and reallocates would otherwise allocate one per `free`).
    // (Boxed in the Vec too: a mask moves between a page and here as a pointer, not as
    // 512 bytes copied each way.)
    #[allow(clippy::vec_box)]
    spare: Vec<Box<[u64; MASK_WORDS]>>,
}

/// At most this many spare masks are kept (256 KiB).
const SPARE_MASKS: usize = 512;

impl Clone for Poison {
    /// The ranges and the pages' masks; not the spare masks (a snapshot's copy would carry up
    /// to 256 KiB of zeros).
    fn clone(&self) -> Poison {
        Poison {
            ranges: self.ranges.clone(),
            pages: self.pages.clone(),
            spare: Vec::new(),
        }
    }
}

/// The pages `[start, start + len)` touches (a zero-length range touches none).
fn pages_of(start: u64, len: u64) -> std::ops::Range<u32> {
    if len == 0 {
        return 0..0;
    }
    let first = (start >> PAGE_SHIFT) as u32;
    let last = ((start + len - 1) >> PAGE_SHIFT) as u32;
    first..last + 1
}

/// Whether any bit of `bytes` in `[from, to)` is set (`from < to <= PAGE`).
#[inline]
fn any_set(bytes: &[u64; MASK_WORDS], from: usize, to: usize) -> bool {
    let (first, last) = (from / 64, (to - 1) / 64);
    let low = u64::MAX << (from % 64);
    let high = u64::MAX >> (63 - (to - 1) % 64);
    if first == last {
        return bytes[first] & low & high != 0;
    }
    bytes[first] & low != 0
        || bytes[first + 1..last].iter().any(|&w| w != 0)
        || bytes[last] & high != 0
}

/// Set (`on`) or clear the bits `[from, to)` of `bytes` (`from < to <= PAGE`).
fn set_bits(bytes: &mut [u64; MASK_WORDS], from: usize, to: usize, on: bool) {
    let first = from / 64;
    for (i, word) in bytes[first..=(to - 1) / 64].iter_mut().enumerate() {
        let base = (first + i) * 64;
        let a = from.max(base) - base;
        let b = to.min(base + 64) - base;
        let ones = if b - a == 64 {
            u64::MAX
        } else {
            ((1u64 << (b - a)) - 1) << a
        };
        if on {
            *word |= ones;
        } else {
            *word &= !ones;
        }
    }
}

/// The part of `freed` inside page `page`, as offsets in the page (`from < to`).
fn span_in(freed: &Freed, page: u32) -> (usize, usize) {
    let start = (page as u64) << PAGE_SHIFT;
    let end = start + PAGE as u64;
    let from = freed.block.max(start) - start;
    let to = (freed.block + freed.size).min(end) - start;
    (from as usize, to as usize)
}

impl Poison {
    /// Poison `freed`'s payload; returns the pages it touches (each poisoned now, whether
    /// or not it was before).
    pub fn add(&mut self, freed: Freed) -> std::ops::Range<u32> {
        if freed.size == 0 || self.ranges.contains_key(&freed.block) {
            return 0..0;
        }
        // Each range is a distinct block's payload, and `malloc` unpoisons whatever it carves
        // out, so ranges never overlap: a page a range covers whole has no other, and a
        // range's bytes in a mask are its own (checked in test and fuzz builds).
        debug_assert_eq!(
            self.last_overlapping(freed.block, freed.block + freed.size),
            None,
            "poisoned ranges overlap"
        );
        self.ranges.insert(freed.block, freed);
        let pages = pages_of(freed.block, freed.size);
        for page in pages.clone() {
            let (from, to) = span_in(&freed, page);
            let mask = self.pages.entry(page).or_insert(PageMask {
                ranges: 0,
                bytes: None,
            });
            mask.ranges += 1;
            if from == 0 && to == PAGE {
                continue; // the whole page: no mask
            }
            let bytes = mask.bytes.get_or_insert_with(|| {
                self.spare
                    .pop()
                    .unwrap_or_else(|| Box::new([0; MASK_WORDS]))
            });
            set_bits(bytes, from, to, true);
        }
        pages
    }

    /// Unpoison the block at `block`; returns the pages it touched (some may still be
    /// poisoned by other blocks: [`Poison::page_poisoned`] tells).
    pub fn remove(&mut self, block: u64) -> std::ops::Range<u32> {
        let Some(freed) = self.ranges.remove(&block) else {
            return 0..0;
        };
        let pages = pages_of(freed.block, freed.size);
        for page in pages.clone() {
            let Some(mask) = self.pages.get_mut(&page) else {
                continue;
            };
            mask.ranges -= 1;
            if mask.ranges == 0 {
                if let Some(PageMask {
                    bytes: Some(mut bytes),
                    ..
                }) = self.pages.remove(&page)
                {
                    if self.spare.len() < SPARE_MASKS {
                        bytes.fill(0);
                        self.spare.push(bytes);
                    }
                }
                continue;
            }
            // Other ranges touch the page, so this one did not cover it whole: it has a mask,
            // and (ranges never overlap) the bytes to clear are this range's alone.
            if let Some(bytes) = mask.bytes.as_mut() {
                let (from, to) = span_in(&freed, page);
                set_bits(bytes, from, to, false);
            }
        }
        pages
    }

    /// The last-starting block whose range overlaps `[start, end)`, if any (ranges never
    /// overlap each other, so unpoisoning it and asking again visits them all).
    pub fn last_overlapping(&self, start: u64, end: u64) -> Option<u64> {
        let (&b, f) = self.ranges.range(..end).next_back()?;
        (f.block + f.size > start).then_some(b)
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

    /// What an access of `size` bytes at `addr`, all within one page, finds: the answer
    /// [`Poison::hit`] would give (`Touches` exactly when it names a block), without
    /// searching the ranges.
    #[inline]
    pub fn probe(&self, addr: u64, size: u64) -> Probe {
        let Some(mask) = self.pages.get(&((addr >> PAGE_SHIFT) as u32)) else {
            return Probe::Clean;
        };
        let Some(bytes) = &mask.bytes else {
            return Probe::Touches;
        };
        let from = (addr as usize) & (PAGE - 1);
        let to = (from + size.max(1) as usize).min(PAGE);
        if any_set(bytes, from, to) {
            Probe::Touches
        } else {
            Probe::Misses
        }
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
        assert_eq!(p.add(a), 0x10..0x12);
        assert!(p.page_poisoned(0x10) && p.page_poisoned(0x11));
        let b = Freed {
            block: 0x1_1100,
            size: 8,
            site: 8,
        };
        assert_eq!(p.add(b), 0x11..0x12);
        assert_eq!(p.add(b), 0..0, "poisoned already");
        assert_eq!(p.hit(0x1_0fe8, 8), None, "just before");
        assert_eq!(p.hit(0x1_0fec, 8), Some(a), "straddles the start");
        assert_eq!(p.hit(0x1_100f, 1), Some(a), "last byte");
        assert_eq!(p.hit(0x1_1010, 8), None, "just after");
        assert_eq!(p.hit(0x1_1104, 4), Some(b));
        assert_eq!(p.remove(a.block), 0x10..0x12);
        assert!(!p.page_poisoned(0x10), "page 0x10 is clean again");
        assert!(p.page_poisoned(0x11), "b still poisons page 0x11");
        assert_eq!(p.remove(b.block), 0x11..0x12);
        assert_eq!(p.len(), 0);
        assert!(!p.page_poisoned(0x11));
    }

    /// Blocks laid end to end from page 1 (each `gap` bytes after the last, `size` long;
    /// some span pages, some cover one whole), poisoned and unpoisoned in a random order:
    /// after every step, `probe` answers as `hit` and `page_poisoned` do for every in-page
    /// access of each width at every address around the blocks' ends.
    mod probe_agrees_with_the_ranges {
        use super::*;
        use proptest::prelude::*;

        fn blocks(layout: &[(u64, u64)]) -> Vec<Freed> {
            let mut at = PAGE as u64;
            layout
                .iter()
                .enumerate()
                .map(|(i, &(gap, size))| {
                    at += gap;
                    let f = Freed {
                        block: at,
                        size,
                        site: i as u32,
                    };
                    at += size;
                    f
                })
                .collect()
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(200))]
            #[test]
            fn probe_is_hit_without_the_search(
                layout in prop::collection::vec(
                    (0u64..40, prop_oneof![1u64..80, 4000u64..9000]), 1..12),
                steps in prop::collection::vec((any::<bool>(), 0usize..12), 1..30),
            ) {
                let blocks = blocks(&layout);
                let mut p = Poison::default();
                for (poison, k) in steps {
                    let f = blocks[k % blocks.len()];
                    if poison { p.add(f); } else { p.remove(f.block); }
                    let mut probes: Vec<u64> = Vec::new();
                    for b in &blocks {
                        for edge in [b.block, b.block + b.size] {
                            probes.extend(edge.saturating_sub(17)..edge + 17);
                        }
                    }
                    for addr in probes {
                        for size in [0u64, 1, 2, 4, 8, 16] {
                            if (addr as usize & (PAGE - 1)) + size.max(1) as usize > PAGE {
                                continue; // not within one page
                            }
                            let want = if p.hit(addr, size).is_some() {
                                Probe::Touches
                            } else if p.page_poisoned((addr >> PAGE_SHIFT) as u32) {
                                Probe::Misses
                            } else {
                                Probe::Clean
                            };
                            prop_assert_eq!(p.probe(addr, size), want, "{:#x}+{}", addr, size);
                        }
                    }
                }
            }
        }
    }
}
