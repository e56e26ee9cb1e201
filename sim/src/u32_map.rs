//! A hash map keyed by `u32` numbers the simulator makes itself (page numbers, cache-line
//! numbers), hashed by one multiplication.
//!
//! These maps are looked up on hot paths (the coherence directory on every data access with
//! several cores, the poisoned pages on every access beside a freed block); SipHash's
//! resistance to chosen keys buys nothing there: a hostile program can at worst make itself
//! slow, and a collision costs time, never a wrong answer.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` from `u32` keys, hashed by [`U32Hasher`].
pub type U32Map<V> = HashMap<u32, V, BuildHasherDefault<U32Hasher>>;

/// Fibonacci hashing of one `u32` (other input is folded in byte by byte).
#[derive(Default)]
pub struct U32Hasher(u64);

impl Hasher for U32Hasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 ^ n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}
