//! Hash maps keyed by integers the simulator makes itself (page numbers, cache-line numbers,
//! heap addresses), hashed by one multiplication.
//!
//! These maps are looked up on hot paths (the coherence directory on every data access with
//! several cores, the poisoned pages on every access beside a freed block, the heap's live
//! blocks on every `malloc` and `free`); SipHash's resistance to chosen keys buys nothing
//! there: a hostile program can at worst make itself slow, and a collision costs time, never
//! a wrong answer. Nothing iterates these maps where the order could show.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` from `u32` keys, hashed by [`IntHasher`].
pub type U32Map<V> = HashMap<u32, V, BuildHasherDefault<IntHasher>>;
/// A `HashMap` from `u64` keys, hashed by [`IntHasher`].
pub type U64Map<V> = HashMap<u64, V, BuildHasherDefault<IntHasher>>;

const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// Fibonacci hashing of one integer key (other input is folded in byte by byte).
#[derive(Default)]
pub struct IntHasher(u64);

impl Hasher for IntHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(GOLDEN);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 ^ n as u64).wrapping_mul(GOLDEN);
    }
    fn write_u64(&mut self, n: u64) {
        // Heap addresses are 16-byte aligned: the product's low bits would be zero, and the
        // table indexes by the low bits, so the high half is folded down.
        let h = (self.0 ^ n).wrapping_mul(GOLDEN);
        self.0 = h ^ (h >> 32);
    }
}
