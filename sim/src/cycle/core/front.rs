//! The front end: fetch along the predicted path (L1I line buffer, direction predictor, BTB,
//! return-address stack), the fetch buffer, and the decode latch; squashes and redirects.

use super::record::Event;
use super::timing::{Flow, Timing};
use super::{Core, Tick, NONE};
use crate::cycle::stall::StallCause;
use crate::uarch::cache::Level;
use crate::uarch::predictor::{Predictor, Ras};
use crate::uarch::UarchConfig;

/// The front end's state: where fetch is, its line buffer, and the prediction structures.
#[derive(Clone)]
pub(crate) struct Front {
    /// Next entry index fetch reads.
    pub pc: u32,
    /// Fetch may not start before this cycle (a redirect, a line being filled), charged to
    /// `cause` meanwhile.
    pub(super) free_at: u64,
    pub(super) cause: StallCause,
    /// The line in the fetch line buffer (`u32::MAX`: none).
    pub(super) line: u32,
    /// Fetch stopped for good (the program ended, or the core is idle).
    pub(super) stopped: bool,
    /// The next fetch sequence number.
    pub(super) next_seq: u64,
    pub predictor: Predictor,
    /// The return-address stack as the executed calls and returns left it.
    pub(super) committed_ras: Ras,
}

impl Front {
    pub(super) fn new(entry: u32, config: &UarchConfig) -> Front {
        let pr = &config.predictor;
        Front {
            pc: entry,
            free_at: 0,
            cause: StallCause::Fill,
            line: u32::MAX,
            stopped: false,
            next_seq: 0,
            predictor: Predictor::new(
                pr.kind,
                pr.table_bits,
                pr.history_bits,
                pr.btb_entries,
                pr.ras_entries,
            ),
            committed_ras: Ras::new(pr.ras_entries),
        }
    }
}

impl Core {
    /// Fetch buffer → decode: the head enters the decode latch when it is free.
    #[inline]
    pub(super) fn fetch_buffer_to_decode(&mut self, c: u64, tick: &mut Tick) {
        if self.latches.decode != NONE {
            return;
        }
        let Some(i) = self.latches.fetch_q.front() else {
            return;
        };
        let s = &mut self.latches.pool[i as usize];
        if s.ready > c {
            return;
        }
        s.ready = c + 1;
        self.latches.decode = i;
        self.latches.fetch_q.pop_front();
        tick.progress = true;
    }

    /// Fetch: one instruction when the front end is free and the buffer has room.
    #[inline]
    pub(super) fn fetch_stage(&mut self, c: u64, tick: &mut Tick) {
        if self.front.stopped
            || self.front.free_at > c
            || self.latches.fetch_q.len() >= self.p.fetch_buffer
        {
            return;
        }
        self.fetch(c);
        tick.progress = true;
    }

    /// Fetch one instruction at `fetch_pc` and predict where to go next.
    #[inline]
    pub(super) fn fetch(&mut self, c: u64) {
        let idx = self.front.pc;
        let t = match self.timing.get(idx as usize) {
            Some(t) => *t,
            None => self.beyond_text(idx),
        };
        let pc = self.pc_of(idx);
        let line = pc >> self.p.line_shift;
        let mut lat = 1;
        let mut front = self.front.cause;
        if line != self.front.line {
            let (l, level) = self.caches.fetch(pc, c);
            if let Some(r) = self.watch.rec.as_deref_mut() {
                r.access(Event::Fetch { pc }, level, c);
            }
            self.front.line = line;
            lat = l.max(1);
            if level != Level::L1 || l > 1 {
                front = StallCause::ICache;
                if let Some(a) = self.watch.audit.as_deref_mut() {
                    a.line(c + lat as u64);
                }
            }
        }
        let next = t.next;
        let predicted = match t.flow {
            Flow::Sequential | Flow::CallExternal => next,
            _ if self.watch.rec.is_some() => self.predict_recorded(pc, t),
            Flow::Conditional => {
                if self.front.predictor.predict_taken(pc, t.target_pc) {
                    self.front.predictor.btb_lookup(pc).unwrap_or(next)
                } else {
                    next
                }
            }
            Flow::Return => self.front.predictor.ras.pop().unwrap_or(next),
            Flow::Call | Flow::IndirectCall => {
                self.front.predictor.ras.push(next);
                self.front.predictor.btb_lookup(pc).unwrap_or(next)
            }
            Flow::Jump => self.front.predictor.btb_lookup(pc).unwrap_or(next),
        };
        let Some(slot) = self.latches.acquire() else {
            return; // Cannot happen: the pool holds the buffer and every latch.
        };
        self.latches.fetch_q.push_back(slot);
        // Only what the front end knows; issue fills in the rest.
        let s = &mut self.latches.pool[slot as usize];
        s.seq = self.front.next_seq;
        s.index = idx;
        s.op = t.op;
        s.predicted = predicted;
        s.ready = c + lat as u64;
        s.wait = None;
        s.fetched_at = c;
        s.front = front;
        self.front.next_seq += 1;
        self.front.free_at = c + lat as u64;
        self.front.cause = StallCause::ICache;
        self.front.pc = predicted;
    }

    /// The prediction at `pc` (a control transfer of timing `t`) while a span is recorded:
    /// as [`Core::fetch`] makes it, each question of the predictor recorded with its answer.
    #[cold]
    #[inline(never)]
    fn predict_recorded(&mut self, pc: u32, t: Timing) -> u32 {
        let next = t.next;
        let p = &mut self.front.predictor;
        let mut ev = [None, None];
        let predicted = match t.flow {
            Flow::Conditional => {
                let taken = p.predict_taken(pc, t.target_pc);
                ev[0] = Some(Event::Predict {
                    pc,
                    target: t.target_pc,
                    taken,
                });
                if taken {
                    let found = p.btb_lookup(pc);
                    ev[1] = Some(Event::BtbLookup { pc, found });
                    found.unwrap_or(next)
                } else {
                    next
                }
            }
            Flow::Return => {
                let value = p.ras.pop();
                ev[0] = Some(Event::RasPop { value });
                value.unwrap_or(next)
            }
            Flow::Call | Flow::IndirectCall => {
                p.ras.push(next);
                let found = p.btb_lookup(pc);
                ev = [
                    Some(Event::RasPush { value: next }),
                    Some(Event::BtbLookup { pc, found }),
                ];
                found.unwrap_or(next)
            }
            _ => {
                let found = p.btb_lookup(pc);
                ev[0] = Some(Event::BtbLookup { pc, found });
                found.unwrap_or(next)
            }
        };
        if let Some(r) = self.watch.rec.as_deref_mut() {
            for e in ev.into_iter().flatten() {
                r.push(e);
            }
        }
        predicted
    }

    /// What fetch sees past the end of the text (a wrong path never issued): the last
    /// entry's timing, falling through to itself.
    #[cold]
    pub(super) fn beyond_text(&self, idx: u32) -> Timing {
        let mut t = self.timing.last().copied().unwrap_or(Timing::PLAIN);
        t.next = idx;
        t
    }

    /// Drop every fetched instruction not yet decoded or issued, restoring the RAS.
    #[inline(never)]
    pub(super) fn squash_front(&mut self) {
        if !self.latches.fetch_q.is_empty() {
            self.front
                .predictor
                .ras
                .clone_from(&self.front.committed_ras);
            if let Some(r) = self.watch.rec.as_deref_mut() {
                r.push(Event::RasRestore);
            }
        }
        self.counters.squashed += self.latches.fetch_q.len() as u64;
        while let Some(i) = self.latches.fetch_q.pop_front() {
            self.latches.release(i);
        }
    }

    /// Fetch from entry `to` after the redirect latency (a thread switch, `cause`
    /// [`StallCause::ContextSwitch`], also `core.switch_cycles`): the refill is charged to
    /// `cause`.
    #[inline(never)]
    pub(super) fn redirect(&mut self, to: u32, c: u64, cause: StallCause) {
        let mut delay = self.p.redirect_delay as u64;
        if cause == StallCause::ContextSwitch {
            delay += self.p.switch_cycles as u64;
        }
        self.front.pc = to;
        self.front.free_at = c + 1 + delay;
        self.front.cause = cause;
        if let Some(a) = self.watch.audit.as_deref_mut() {
            // Fetch at `fetch_free_at`, decode the cycle after: issue can go on after that.
            a.redirect(self.front.free_at + 1, cause);
        }
    }
}
