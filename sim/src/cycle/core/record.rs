//! What the memoized timing engine ([`crate::cycle::memo`]) needs to know of a span of ticks
//! to play it back: every question the core asked of state it does not own (the caches, the
//! predictor and both return-address stacks), in order, with the answer; the cycles charged
//! to each instruction; and whether the span stayed inside what a memo can reproduce (every
//! cache access served by L1 or L2, no runtime work, no checkpoint, no fault, no thread
//! switch).
//!
//! The core asks through these hooks only while a [`Recorder`] is lent to it
//! (`Core::recorder`): on every other run the hooks are one test of a `None`.

use super::{Core, Slot};
use crate::uarch::cache::Level;

/// The most instructions one memoized span issues (a longer straight line is cut there).
pub(crate) const SPAN_INSTRUCTIONS: u16 = 128;

/// The most events one span records before it gives up (it is then not memoized).
const SPAN_EVENTS: usize = 2048;

/// Where a store the memory stage hands to the store buffer was recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum StoreFrom {
    /// The `n`th instruction the span issued.
    Issued(u16),
    /// The instruction in the execute (memory) latch when the span began.
    Execute,
    Memory,
}

/// One question the core asked of state it does not own, and its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// An instruction fetch from a new line.
    Fetch {
        pc: u32,
    },
    /// The direction predictor's guess for the conditional branch at `pc`.
    Predict {
        pc: u32,
        target: u32,
        taken: bool,
    },
    BtbLookup {
        pc: u32,
        found: Option<u32>,
    },
    /// The speculative return-address stack: popped (with what it gave), pushed, restored
    /// from the committed one (a squash).
    RasPop {
        value: Option<u32>,
    },
    RasPush {
        value: u32,
    },
    RasRestore,
    /// The committed return-address stack (an executed call or return).
    CommittedPush {
        value: u32,
    },
    CommittedPop,
    Train {
        pc: u32,
        taken: bool,
    },
    BtbUpdate {
        pc: u32,
        target: u32,
    },
    /// The `access`th data access of the span's instructions: a load served by L1D, a load
    /// the store buffer forwarded, a write (an atomic, a block store) served by L1D.
    Load {
        access: u16,
    },
    Forwarded {
        access: u16,
    },
    Write {
        access: u16,
    },
    /// The store buffer wrote its oldest entry to L1D.
    Drain,
    /// The next event's cache access missed its L1 and L2 served it, `offset` cycles into
    /// the span (the cycle it was made at: a miss's bookkeeping keeps it).
    Refill {
        offset: u32,
    },
    /// The memory stage handed store `store` of an instruction to the store buffer.
    Push {
        from: StoreFrom,
        store: u8,
    },
}

/// A span of ticks being recorded.
#[derive(Clone, Debug, Default)]
pub(crate) struct Recorder {
    pub events: Vec<Event>,
    /// (text entry, cycles) of every charge, in order.
    pub charges: Vec<(u32, u32)>,
    /// Still reproducible by a memo.
    pub ok: bool,
    /// Instructions issued, and data accesses performed, in the span so far.
    pub issued: u16,
    pub accesses: u16,
    /// Control transfers issued in the span so far.
    pub transfers: u8,
    /// The span's last instruction has issued: it ends with this tick.
    pub ended: bool,
    /// The cycle the span began at.
    pub start: u64,
}

impl Recorder {
    /// Start a new span.
    pub fn clear(&mut self) {
        self.events.clear();
        self.charges.clear();
        self.ok = true;
        self.issued = 0;
        self.accesses = 0;
        self.transfers = 0;
        self.ended = false;
    }

    #[inline]
    pub fn push(&mut self, e: Event) {
        if self.events.len() < SPAN_EVENTS {
            self.events.push(e);
        } else {
            self.ok = false;
        }
    }

    /// A cache access made at cycle `at` and answered at `level`: a memo reproduces L1
    /// hits and L1 misses that L2 served (marked by a [`Event::Refill`] before them).
    #[inline]
    pub fn access(&mut self, e: Event, level: Level, at: u64) {
        if level != Level::L1 {
            self.refill(level, at);
        }
        self.push(e);
    }

    #[cold]
    fn refill(&mut self, level: Level, at: u64) {
        match u32::try_from(at.wrapping_sub(self.start)) {
            Ok(offset) if level == Level::L2 => self.push(Event::Refill { offset }),
            _ => self.ok = false,
        }
    }

    /// The next data access's number in the span.
    #[inline]
    pub fn next_access(&mut self) -> u16 {
        let n = self.accesses;
        self.accesses = self.accesses.saturating_add(1);
        n
    }
}

/// How many control transfers one memoized span runs through: its last instruction is the
/// `SPAN_TRANSFERS`th. (One span per basic block pays a span's fixed cost every few
/// instructions; a longer trace has more paths to tell apart.)
pub(crate) const SPAN_TRANSFERS: u8 = 2;

/// Whether an instruction ends a memoized span: the span's [`SPAN_TRANSFERS`]th control
/// transfer (`transfers` counts them), one that went elsewhere than the next entry (a
/// fault's handler), or the span's instruction budget.
#[inline]
pub(crate) fn ends_span(
    sequential: bool,
    next: u32,
    actual: u32,
    issued: u16,
    transfers: &mut u8,
) -> bool {
    if !sequential {
        *transfers += 1;
        if *transfers >= SPAN_TRANSFERS {
            return true;
        }
    } else if actual != next {
        return true;
    }
    issued >= SPAN_INSTRUCTIONS
}

/// What a slot's stores are, for a recording: the span's `n`th instruction.
pub(super) const FROM_UNKNOWN: u16 = u16::MAX;
const FROM_EXECUTE: u16 = u16::MAX - 1;
const FROM_MEMORY: u16 = u16::MAX - 2;

impl Slot {
    /// Where this slot's stores were recorded (`None`: issued before a recording began and
    /// not marked at its start).
    pub(super) fn store_from(&self) -> Option<StoreFrom> {
        match self.memo_from {
            FROM_UNKNOWN => None,
            FROM_EXECUTE => Some(StoreFrom::Execute),
            FROM_MEMORY => Some(StoreFrom::Memory),
            n => Some(StoreFrom::Issued(n)),
        }
    }
}

impl Core {
    /// Lend `rec` to the core: from now on it records (the span starts at this tick
    /// boundary). The instructions already in execute and memory are marked as such.
    pub(crate) fn start_recording(&mut self, mut rec: Box<Recorder>) {
        rec.clear();
        rec.start = self.cycle;
        for (l, from) in [
            (self.latches.execute, FROM_EXECUTE),
            (self.latches.memory, FROM_MEMORY),
        ] {
            if l != super::NONE {
                self.latches.pool[l as usize].memo_from = from;
            }
        }
        self.watch.rec = Some(rec);
    }

    /// Take the recorder back. (The slots keep their marks: the span's end state names
    /// where its stores come from, [`Core::exit_store_sources`].)
    pub(crate) fn stop_recording(&mut self) -> Option<Box<Recorder>> {
        self.watch.rec.take()
    }

    /// What a memo asks and updates in place of the core: the predictor, the committed
    /// return-address stack and the caches.
    pub(crate) fn externals_mut(
        &mut self,
    ) -> (
        &mut crate::uarch::predictor::Predictor,
        &mut crate::uarch::predictor::Ras,
        &mut crate::uarch::cache::Hierarchy,
    ) {
        (
            &mut self.front.predictor,
            &mut self.front.committed_ras,
            &mut self.caches,
        )
    }

    /// The timing facts of text entry `index`: whether it falls through to `next` (not a
    /// control transfer), and `next`.
    pub(crate) fn falls_through(&self, index: u32) -> Option<(bool, u32)> {
        let t = self.timing.get(index as usize)?;
        Some((t.flow == super::timing::Flow::Sequential, t.next))
    }

    /// Where the stores of the instructions in execute and memory come from, in the span
    /// being recorded.
    pub(crate) fn exit_store_sources(&self) -> [Option<StoreFrom>; 2] {
        [self.latches.execute, self.latches.memory]
            .map(|l| self.latch(l).and_then(Slot::store_from))
    }

    /// Whether nothing watches this core's ticks one by one (the stall audit, the
    /// debugger's access log) and it runs alone: a memo may time it.
    pub(crate) fn plain(&self) -> bool {
        self.watch.audit.is_none() && self.watch.access_log.is_none() && !self.link.multi
    }

    /// Fetch sequence numbers used so far (a memo's span adds the fetches it replays).
    pub(crate) fn fetched(&self) -> u64 {
        self.front.next_seq
    }

    /// After a memoized span: the clock moved by `cycles`, fetch by `fetches`, and the last
    /// tick charged `charged` (with `stall`, if it did not issue).
    pub(crate) fn advance_memoized(
        &mut self,
        cycles: u64,
        fetches: u64,
        charged: u32,
        stall: Option<crate::cycle::StallCause>,
    ) {
        self.cycle += cycles;
        self.front.next_seq += fetches;
        self.acct.last_charged = charged;
        self.acct.last_stall = stall;
        self.acct.last_callee = None;
    }

    /// The recorder, while one is lent.
    #[inline(always)]
    pub(crate) fn recorder(&self) -> Option<&Recorder> {
        self.watch.rec.as_deref()
    }
}
