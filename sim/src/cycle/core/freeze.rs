//! The core's timing state as a key: everything a tick reads that the core owns (latches,
//! fetch buffer, scoreboard, front-end and store-buffer timers, the top-of-stack cache), as
//! words relative to the clock and to the operand stack's depth, so that the same pipeline
//! situation at another cycle, or at another depth, has the same key. The memoized timing
//! engine ([`crate::cycle::memo`]) keys its memo with it and puts a core back into a state it
//! memoized ([`Core::thaw`]).
//!
//! Left out, because they are not the core's or carry no timing: the caches, the predictor
//! and the return-address stacks (the memo asks them), the counters (it adds to them), the
//! addresses in the store buffer and of the stores in flight (the *payload*, [`Payload`]:
//! the memo asks whether a load hits one of them, and replays them into the caches), slot
//! numbers and fetch sequence numbers (trace ids only). Values that no longer matter are
//! written as zero (a timer already expired, a scoreboard slot already ready, the fields of
//! an instruction not yet issued), so that they do not split keys.

use super::{Core, Slot, NONE, NO_SLOT, SCOREBOARD};
use crate::cycle::stall::StallCause;

/// What the key leaves out that a thawed core needs: the addresses of the stores in the
/// store buffer (oldest first) and of the buffered stores of the instructions in the execute
/// and memory latches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Payload {
    pub store_buffer: Vec<u32>,
    pub execute: [u32; super::BUFFERED_STORES],
    pub memory: [u32; super::BUFFERED_STORES],
}

/// A timer, relative to cycle `c` (0: already expired; `u32::MAX`: never, a load's result
/// whose memory stage has not begun). `None` when too far to key.
#[inline]
fn rel(x: u64, c: u64) -> Option<u32> {
    if x == u64::MAX {
        Some(u32::MAX)
    } else if x <= c {
        Some(0)
    } else {
        u32::try_from(x - c).ok().filter(|&r| r < u32::MAX / 2)
    }
}

#[inline]
fn unrel(r: u32, c: u64) -> u64 {
    if r == u32::MAX {
        u64::MAX
    } else {
        c + r as u64
    }
}

fn cause_code(c: Option<StallCause>) -> u32 {
    c.map_or(0, |c| c as u32 + 1)
}

fn cause_of(code: u32) -> Option<StallCause> {
    code.checked_sub(1)
        .and_then(|i| StallCause::ALL.get(i as usize).copied())
}

/// Scoreboard slot `slot` relative to a stack `depth` deep, and back.
#[inline]
fn rotate(slot: usize, depth: usize) -> u32 {
    ((slot + SCOREBOARD - depth % SCOREBOARD) % SCOREBOARD) as u32
}

#[inline]
fn unrotate(r: u32, depth: usize) -> usize {
    (r as usize + depth) % SCOREBOARD
}

/// The most fetch-buffer entries a key holds (`core.fetch_buffer`'s upper bound).
const FETCH_ENTRIES: usize = 64;

/// Words of one latch or fetch-buffer entry: its presence, then its fields.
const UNISSUED_WORDS: usize = 4;
const ISSUED_WORDS: usize = 15;

impl Core {
    /// Write the key of the core's state to `out` (cleared first), for a running hart at
    /// entry `pc` with a stack `depth` deep. `false`: this state is not one a memo keeps (a
    /// multi-core or audited core, a run that is ending, a timer too far ahead).
    pub(crate) fn freeze(&self, pc: u32, depth: usize, out: &mut Vec<u32>) -> bool {
        out.clear();
        if self.link.multi
            || self.watch.audit.is_some()
            || self.ended.is_some()
            || self.front.stopped
            || self.latches.fetch_q.len() > FETCH_ENTRIES
        {
            return false;
        }
        let c = self.cycle;
        let mut ok = true;
        let mut r = |x: u64| {
            rel(x, c).unwrap_or_else(|| {
                ok = false;
                0
            })
        };
        out.extend_from_slice(&[
            pc,
            depth.min(SCOREBOARD) as u32,
            self.front.pc,
            r(self.front.free_at),
            self.front.cause as u32 | (self.stores.drain_wait as u32) << 8,
            self.front.line,
            // (Also with the buffer empty: the write of its last store may be under way.)
            r(self.stores.drain_free_at),
            self.stores.entries.len() as u32,
            self.board.tos_in_registers,
            self.acct.last_issued,
            self.latches.fetch_q.len() as u32,
        ]);
        for i in self.latches.fetch_q.iter() {
            let s = &self.latches.pool[i as usize];
            out.extend_from_slice(&unissued(s, r(s.ready)));
        }
        match self.latch(self.latches.decode) {
            Some(s) => {
                out.push(1);
                out.extend_from_slice(&unissued(s, r(s.ready)));
            }
            None => out.push(0),
        }
        for (l, executing) in [(self.latches.execute, true), (self.latches.memory, false)] {
            match self.latch(l) {
                Some(s) => {
                    out.push(1);
                    let ready = r(s.ready);
                    out.extend_from_slice(&issued(s, ready, c, depth, executing));
                }
                None => out.push(0),
            }
        }
        out.push(
            self.latch(self.latches.writeback)
                .map_or(u32::MAX, |s| s.index),
        );
        // The scoreboard: only the slots not yet ready.
        let count_at = out.len();
        out.push(0);
        for slot in 0..SCOREBOARD {
            if self.board.ready[slot] > c {
                out.extend_from_slice(&[
                    rotate(slot, depth),
                    r(self.board.ready[slot]),
                    self.board.cause[slot] as u32,
                    r(self.board.miss_until[slot]),
                ]);
                out[count_at] += 1;
            }
        }
        ok
    }

    /// The addresses the key leaves out ([`Payload`]), into `p`.
    pub(crate) fn payload(&self, p: &mut Payload) {
        p.store_buffer.clear();
        p.store_buffer.extend(self.stores.entries.iter());
        p.execute = self
            .latch(self.latches.execute)
            .map_or([0; 2], |s| s.store_addrs);
        p.memory = self
            .latch(self.latches.memory)
            .map_or([0; 2], |s| s.store_addrs);
    }

    /// Put the core into the state `key` describes ([`Core::freeze`]) at its current cycle,
    /// for a running hart whose stack is `depth` deep, with the addresses of `payload`. The
    /// fetch sequence numbers of the instructions in flight are renumbered (`fetched` were
    /// fetched since the core last held its state).
    pub(crate) fn thaw(&mut self, key: &[u32], depth: usize, payload: &Payload) {
        let c = self.cycle;
        let mut w = key.iter().copied();
        let mut next = || w.next().unwrap_or(0);
        let _pc = next();
        let _depth = next();
        self.front.pc = next();
        self.front.free_at = unrel(next(), c);
        let causes = next();
        self.front.cause = cause_of((causes & 0xff) + 1).unwrap_or(StallCause::Fill);
        self.stores.drain_wait = cause_of((causes >> 8) + 1).unwrap_or(StallCause::StoreBuffer);
        self.front.line = next();
        self.stores.drain_free_at = unrel(next(), c);
        let buffered = next() as usize;
        self.board.tos_in_registers = next();
        self.acct.last_issued = next();
        // Every slot back to the pool, then one per entry in flight.
        self.latches.fetch_q.clear();
        self.latches.free = std::array::from_fn(|i| i as u8);
        self.latches.nfree = (self.p.fetch_buffer + 5).min(255) as u8;
        let mut seq = self.front.next_seq;
        let take = |core: &mut Core, mut s: Slot| -> u8 {
            s.op = core.timing.get(s.index as usize).map_or(s.op, |t| t.op);
            let i = core.latches.acquire().unwrap_or(0);
            core.latches.pool[i as usize] = s;
            i
        };
        let in_fetch = next() as usize;
        let mut slots = [Slot::EMPTY; FETCH_ENTRIES];
        for s in slots.iter_mut().take(in_fetch) {
            *s = thaw_unissued(&mut next, c);
        }
        let decode = (next() == 1).then(|| thaw_unissued(&mut next, c));
        let mut latches = [None, None];
        for (k, l) in latches.iter_mut().enumerate() {
            if next() == 1 {
                let stores = if k == 0 {
                    payload.execute
                } else {
                    payload.memory
                };
                *l = Some(thaw_issued(&mut next, c, depth, stores));
            }
        }
        let writeback = next();
        let scored = next();
        self.board.ready = [0; SCOREBOARD];
        self.board.cause = [StallCause::Dependency; SCOREBOARD];
        self.board.miss_until = [0; SCOREBOARD];
        for _ in 0..scored {
            let slot = unrotate(next(), depth);
            self.board.ready[slot] = unrel(next(), c);
            self.board.cause[slot] = cause_of(next() + 1).unwrap_or(StallCause::Dependency);
            self.board.miss_until[slot] = unrel(next(), c);
        }
        // Oldest first: writeback, memory, execute, decode, the fetch buffer.
        let in_flight = (writeback != u32::MAX) as u64
            + latches.iter().flatten().count() as u64
            + decode.is_some() as u64
            + in_fetch as u64;
        seq = seq.saturating_sub(in_flight);
        let mut numbered = |mut s: Slot| {
            s.seq = seq;
            seq += 1;
            s
        };
        self.latches.writeback = NONE;
        if writeback != u32::MAX {
            let mut s = Slot::EMPTY;
            s.index = writeback;
            let s = numbered(s);
            self.latches.writeback = take(self, s);
        }
        let [execute, memory] = latches;
        self.latches.memory = match memory {
            Some(s) => take(self, numbered(s)),
            None => NONE,
        };
        self.latches.execute = match execute {
            Some(s) => take(self, numbered(s)),
            None => NONE,
        };
        self.latches.decode = match decode {
            Some(s) => take(self, numbered(s)),
            None => NONE,
        };
        for s in slots.iter().take(in_fetch) {
            let i = take(self, numbered(*s));
            self.latches.fetch_q.push_back(i);
        }
        self.stores.entries.clear();
        for &a in payload.store_buffer.iter().take(buffered) {
            self.stores.entries.push_back(a);
        }
    }
}

/// An instruction not yet issued: where it is and when it may move on.
fn unissued(s: &Slot, ready: u32) -> [u32; UNISSUED_WORDS] {
    [
        s.index,
        s.predicted,
        ready,
        cause_code(s.wait) | (s.front as u32) << 8,
    ]
}

fn thaw_unissued(next: &mut impl FnMut() -> u32, c: u64) -> Slot {
    let mut s = Slot::EMPTY;
    s.index = next();
    s.predicted = next();
    s.ready = unrel(next(), c);
    let w = next();
    s.wait = cause_of(w & 0xff);
    s.front = cause_of((w >> 8) + 1).unwrap_or(StallCause::Fill);
    s.fetched_at = c;
    s
}

/// An issued instruction in execute (`executing`) or memory: what its stages still spend.
/// (In memory, what execute spent is written as zero.)
fn issued(s: &Slot, ready: u32, c: u64, depth: usize, executing: bool) -> [u32; ISSUED_WORDS] {
    let only_executing = |x: u32| if executing { x } else { 0 };
    let load_slot = if s.load_slot == NO_SLOT || !executing {
        u32::MAX
    } else {
        rotate(s.load_slot as usize, depth)
    };
    [
        s.index,
        ready,
        cause_code(s.wait) | (s.hart as u32) << 8,
        only_executing(s.mem_cycles),
        cause_code(s.mem_miss)
            | (s.stores as u32) << 8
            | (s.stores_total as u32) << 16
            | (s.fence as u32) << 24,
        only_executing(s.miss_cycles),
        load_slot,
        only_executing(s.busy_unit),
        only_executing(s.busy_call),
        only_executing(s.busy_runtime),
        only_executing(s.busy_syscall),
        only_executing(s.busy_spill),
        s.callee,
        only_executing(c.saturating_sub(s.issued_at).min(u32::MAX as u64) as u32),
        s.predicted,
    ]
}

fn thaw_issued(
    next: &mut impl FnMut() -> u32,
    c: u64,
    depth: usize,
    stores: [u32; super::BUFFERED_STORES],
) -> Slot {
    let mut s = Slot::EMPTY;
    s.index = next();
    s.ready = unrel(next(), c);
    let w = next();
    s.wait = cause_of(w & 0xff);
    s.hart = (w >> 8) as u16;
    s.mem_cycles = next();
    let w = next();
    s.mem_miss = cause_of(w & 0xff);
    s.stores = (w >> 8) as u8;
    s.stores_total = (w >> 16) as u8;
    s.fence = (w >> 24) & 1 == 1;
    s.miss_cycles = next();
    let load_slot = next();
    s.load_slot = if load_slot == u32::MAX {
        NO_SLOT
    } else {
        unrotate(load_slot, depth) as u8
    };
    s.busy_unit = next();
    s.busy_call = next();
    s.busy_runtime = next();
    s.busy_syscall = next();
    s.busy_spill = next();
    s.callee = next();
    s.issued_at = c.saturating_sub(next() as u64);
    s.predicted = next();
    s.store_addrs = stores;
    s.fetched_at = c;
    s
}
