//! The memory stage and the store buffer: a blocking data cache spends each access's latency,
//! stores enter the buffer (a full buffer stalls), fences wait for it to drain, and the buffer
//! drains one store into L1D whenever L1D is free.

use super::record::Event;
use super::{Core, Tick, NONE};
use crate::cycle::stall::{store_buffer_full, StallCause};

impl Core {
    /// The store buffer drains one entry whenever L1D is free.
    #[inline]
    pub(super) fn drain_store_buffer(&mut self, c: u64, tick: &mut Tick) {
        let Some(addr) = self.store_buffer.front() else {
            return;
        };
        if self.drain_free_at > c {
            return;
        }
        self.store_buffer.pop_front();
        let (lat, level) = self.caches.data(addr, true, c);
        if let Some(r) = self.rec.as_deref_mut() {
            r.access(Event::Drain, level);
        }
        self.drain_free_at = c + lat as u64;
        self.drain_wait = store_buffer_full(level);
        tick.progress = true;
    }

    /// Memory → writeback: once its stores are buffered, a fence has drained the buffer and
    /// its accesses' cycles are spent.
    #[inline]
    pub(super) fn memory_to_writeback(&mut self, c: u64, tick: &mut Tick) {
        if self.memory_l == NONE {
            return;
        }
        let slot = self.memory_l as usize;
        while self.pool[slot].stores > 0 && self.store_buffer.len() < self.p.store_buffer {
            let s = &mut self.pool[slot];
            let next = (s.stores_total - s.stores) as usize;
            s.stores -= 1;
            let (hart, seq) = (s.hart, s.store_seq0 + next as u64);
            self.store_buffer.push_back(s.store_addrs[next]);
            if self.multi {
                let hold_until = c + self.hold();
                self.store_tags.push_back(super::multi::Tag {
                    hart,
                    seq,
                    hold_until,
                });
            }
            self.counters.buffered_stores += 1;
            tick.progress = true;
            if let Some(r) = self.rec.as_deref_mut() {
                match self.pool[slot].store_from() {
                    Some(from) => r.push(Event::Push {
                        from,
                        store: next as u8,
                    }),
                    None => r.ok = false,
                }
            }
        }
        let s = &mut self.pool[slot];
        if s.stores > 0 {
            s.wait = Some(self.drain_wait);
            self.drain_now = true;
        } else if s.fence && (!self.store_buffer.is_empty() || !self.writes.is_empty()) {
            s.wait = Some(StallCause::Membar);
        } else if s.ready <= c {
            s.wait = None;
            self.writeback_l = self.memory_l;
            self.memory_l = NONE;
            tick.progress = true;
        } else {
            // Its stores are buffered: it waits for its own accesses again (not for the
            // buffer it waited for before).
            s.wait = Some(s.mem_miss.unwrap_or(StallCause::Memory));
        }
    }
}
