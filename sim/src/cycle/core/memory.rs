//! The memory stage and the store buffer: a blocking data cache spends each access's latency,
//! stores enter the buffer (a full buffer stalls), fences wait for it to drain, and the buffer
//! drains one store into L1D whenever L1D is free.

use super::record::Event;
use super::{Core, Tick, NONE};
use crate::cycle::ring::Ring;
use crate::cycle::stall::{store_buffer_full, StallCause};

/// The store buffer: the store addresses waiting to be written to L1D, oldest first, and
/// its drain.
#[derive(Clone)]
pub(crate) struct StoreBuffer {
    pub entries: Ring<u32>,
    /// The next drain may not start before this cycle.
    pub(super) drain_free_at: u64,
    /// Multi-core: which hart's store (and its store-queue number) each entry stands for,
    /// in step with `entries`; the writes in progress (one under `tso`, several under
    /// `weak`), each with the cycle it completes. (Boxed: a single core never touches them,
    /// and they would push its hot fields apart.)
    pub(super) tags: Box<Ring<super::multi::Tag>>,
    pub(super) writes: Box<Ring<super::multi::Write>>,
    /// Something waits for the buffer to empty (a fence, a runtime call, a full buffer):
    /// held stores drain now.
    pub(super) drain_now: bool,
    /// The stall of a store that finds the buffer full: the level the write being drained
    /// was served at ([`crate::cycle::stall::store_buffer_full`]).
    pub(super) drain_wait: StallCause,
}

impl StoreBuffer {
    pub(super) fn new() -> StoreBuffer {
        StoreBuffer {
            entries: Ring::new(0),
            drain_free_at: 0,
            tags: Box::new(Ring::new(super::multi::Tag::NONE)),
            writes: Box::new(Ring::new(super::multi::Write::NONE)),
            drain_now: false,
            drain_wait: StallCause::StoreBuffer,
        }
    }
}

impl Core {
    /// The store buffer drains one entry whenever L1D is free.
    #[inline]
    pub(super) fn drain_store_buffer(&mut self, c: u64, tick: &mut Tick) {
        let Some(addr) = self.stores.entries.front() else {
            return;
        };
        if self.stores.drain_free_at > c {
            return;
        }
        self.stores.entries.pop_front();
        let (lat, level) = self.caches.data(addr, true, c);
        if let Some(r) = self.watch.rec.as_deref_mut() {
            r.access(Event::Drain, level, c);
        }
        self.stores.drain_free_at = c + lat as u64;
        self.stores.drain_wait = store_buffer_full(level);
        tick.progress = true;
    }

    /// Memory → writeback: once its stores are buffered, a fence has drained the buffer and
    /// its accesses' cycles are spent.
    #[inline]
    pub(super) fn memory_to_writeback(&mut self, c: u64, tick: &mut Tick) {
        if self.latches.memory == NONE {
            return;
        }
        let slot = self.latches.memory as usize;
        while self.latches.pool[slot].stores > 0 && self.stores.entries.len() < self.p.store_buffer
        {
            let s = &mut self.latches.pool[slot];
            let next = (s.stores_total - s.stores) as usize;
            s.stores -= 1;
            let (hart, seq) = (s.hart, s.store_seq0 + next as u64);
            self.stores.entries.push_back(s.store_addrs[next]);
            if self.link.multi {
                let hold_until = c + self.hold();
                self.stores.tags.push_back(super::multi::Tag {
                    hart,
                    seq,
                    hold_until,
                });
            }
            self.counters.buffered_stores += 1;
            tick.progress = true;
            if let Some(r) = self.watch.rec.as_deref_mut() {
                match self.latches.pool[slot].store_from() {
                    Some(from) => r.push(Event::Push {
                        from,
                        store: next as u8,
                    }),
                    None => r.ok = false,
                }
            }
        }
        let s = &mut self.latches.pool[slot];
        if s.stores > 0 {
            s.wait = Some(self.stores.drain_wait);
            self.stores.drain_now = true;
        } else if s.fence && (!self.stores.entries.is_empty() || !self.stores.writes.is_empty()) {
            s.wait = Some(StallCause::Membar);
        } else if s.ready <= c {
            s.wait = None;
            self.latches.writeback = self.latches.memory;
            self.latches.memory = NONE;
            tick.progress = true;
        } else {
            // Its stores are buffered: it waits for its own accesses again (not for the
            // buffer it waited for before).
            s.wait = Some(s.mem_miss.unwrap_or(StallCause::Memory));
        }
    }
}
