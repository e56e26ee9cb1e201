//! `rand`/`srand` with glibc's generator (`random_r.c`, `TYPE_3`): an additive feedback
//! generator over 31 words, `r[i] = r[i-31] + r[i-3]`, seeded by a Park–Miller sequence and
//! run 310 times before its first output; each output is the sum shifted right by one. So a
//! program prints the numbers it prints when linked with glibc (`srand(1)`, the default:
//! 1804289383, 846930886, ...).

/// Words of state (`TYPE_3`'s degree).
const DEGREE: usize = 31;
/// Distance between the two taps (`TYPE_3`'s separation).
const SEPARATION: usize = 3;

/// The generator's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rand {
    state: [u32; DEGREE],
    /// glibc's `fptr` and `rptr`, as indices.
    front: usize,
    rear: usize,
}

impl Default for Rand {
    /// Seeded with 1, as a program that never calls `srand` is.
    fn default() -> Rand {
        let mut r = Rand {
            state: [0; DEGREE],
            front: SEPARATION,
            rear: 0,
        };
        r.seed(1);
        r
    }
}

impl Rand {
    /// `srand(seed)` (`srandom_r`: a seed of 0 is taken as 1).
    pub fn seed(&mut self, seed: u32) {
        let seed = if seed == 0 { 1 } else { seed };
        self.state[0] = seed;
        let mut word = seed as i64;
        for i in 1..DEGREE {
            let (hi, lo) = (word / 127_773, word % 127_773);
            word = 16_807 * lo - 2_836 * hi;
            if word < 0 {
                word += 2_147_483_647;
            }
            self.state[i] = word as u32;
        }
        self.front = SEPARATION;
        self.rear = 0;
        for _ in 0..10 * DEGREE {
            self.rand();
        }
    }

    /// `rand()`: the next number, 0 ..= `RAND_MAX` (2^31 - 1).
    pub fn rand(&mut self) -> i32 {
        let val = self.state[self.front].wrapping_add(self.state[self.rear]);
        self.state[self.front] = val;
        self.front += 1;
        self.rear += 1;
        if self.front >= DEGREE {
            self.front = 0;
        } else if self.rear >= DEGREE {
            self.rear = 0;
        }
        (val >> 1) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sequences printed by glibc 2.36 on this machine (`srand(s); rand()...`).
    #[test]
    fn sequences_equal_glibcs() {
        let mut r = Rand::default();
        let first: Vec<i32> = (0..5).map(|_| r.rand()).collect();
        assert_eq!(
            first,
            [1804289383, 846930886, 1681692777, 1714636915, 1957747793]
        );
        r.seed(42);
        let s42: Vec<i32> = (0..3).map(|_| r.rand()).collect();
        assert_eq!(s42, GLIBC_SEED_42);
        r.seed(0);
        assert_eq!(r.rand(), 1804289383, "seed 0 is seed 1");
    }

    const GLIBC_SEED_42: [i32; 3] = [71876166, 708592740, 1483128881];
}
