//! A fixed ring of up to 256 small values: the fetch queue and the store buffer.
//!
//! Indices are `u8`, so every access into the 256-entry array is in bounds by type and the
//! compiler drops the checks; the array lives inline (no pointer to load on every access)
//! and nothing allocates. (A `VecDeque` cost the
//! core a tenth of its time in bounds and capacity checks.)

/// A FIFO of at most 256 `T`s.
#[derive(Clone)]
pub struct Ring<T: Copy> {
    items: [T; 256],
    head: u8,
    len: u16,
}

impl<T: Copy> Ring<T> {
    pub fn new(fill: T) -> Ring<T> {
        Ring {
            items: [fill; 256],
            head: 0,
            len: 0,
        }
    }
    /// Empty the ring.
    pub fn clear(&mut self) {
        self.head = 0;
        self.len = 0;
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn front(&self) -> Option<T> {
        (self.len > 0).then(|| self.items[self.head as usize])
    }
    #[inline]
    pub fn back(&self) -> Option<T> {
        (self.len > 0).then(|| self.items[self.at(self.len as usize - 1)])
    }
    #[inline]
    fn at(&self, i: usize) -> usize {
        self.head.wrapping_add(i as u8) as usize
    }
    /// Append; a full ring (256 entries) ignores the value (callers bound their use below
    /// 256).
    #[inline]
    pub fn push_back(&mut self, v: T) {
        if self.len < 256 {
            let at = self.at(self.len as usize);
            self.items[at] = v;
            self.len += 1;
        }
    }
    #[inline]
    pub fn pop_front(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let v = self.items[self.head as usize];
        self.head = self.head.wrapping_add(1);
        self.len -= 1;
        Some(v)
    }
    /// Take out the `i`-th oldest value (a weak store buffer drains out of order).
    pub fn remove(&mut self, i: usize) -> Option<T> {
        if i >= self.len as usize {
            return None;
        }
        let v = self.items[self.at(i)];
        for k in i..self.len as usize - 1 {
            let (to, from) = (self.at(k), self.at(k + 1));
            self.items[to] = self.items[from];
        }
        self.len -= 1;
        Some(v)
    }

    /// Oldest first.
    pub fn iter(&self) -> impl Iterator<Item = T> + '_ {
        (0..self.len as usize).map(|i| self.items[self.at(i)])
    }

    /// Change every value in place, oldest first.
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&mut T)) {
        for i in 0..self.len as usize {
            let at = self.at(i);
            f(&mut self.items[at]);
        }
    }
}

impl<T: Copy + PartialEq> Ring<T> {
    #[inline]
    pub fn contains(&self, v: T) -> bool {
        (0..self.len as usize).any(|i| self.items[self.at(i)] == v)
    }
}

#[cfg(test)]
mod tests {
    use super::Ring;

    #[test]
    fn fifo_order_across_the_wrap() {
        let mut r = Ring::new(0u32);
        for round in 0..3u32 {
            for i in 0..200 {
                r.push_back(round * 1000 + i);
            }
            assert_eq!(r.len(), 200);
            assert!(r.contains(round * 1000 + 199));
            assert_eq!(r.back(), Some(round * 1000 + 199));
            for i in 0..200 {
                assert_eq!(r.pop_front(), Some(round * 1000 + i));
            }
            assert!(r.is_empty() && r.pop_front().is_none());
        }
    }

    #[test]
    fn for_each_mut_changes_the_live_values_in_order() {
        let mut r = Ring::new(0u32);
        for i in 0..250 {
            r.push_back(i);
        }
        for _ in 0..100 {
            r.pop_front();
        }
        for i in 250..300 {
            r.push_back(i); // across the wrap
        }
        let mut seen = Vec::new();
        r.for_each_mut(|v| {
            seen.push(*v);
            if *v % 2 == 0 {
                *v += 1000;
            }
        });
        assert_eq!(seen, (100..300).collect::<Vec<_>>());
        let after: Vec<u32> = r.iter().collect();
        let want: Vec<u32> = (100..300)
            .map(|v| if v % 2 == 0 { v + 1000 } else { v })
            .collect();
        assert_eq!(after, want);
        assert_eq!(r.len(), 200);
    }
}
