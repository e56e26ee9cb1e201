//! Playing a recorded span back: its questions asked again of the caches, the predictor and
//! the return-address stacks in their order (the predictor's updates made as it goes, each
//! with what puts it back), the store buffer's addresses followed in a shadow copy; if every
//! answer is the recorded one, the span's cache accesses are made for real and its totals
//! added. The caches are asked without being changed, so a span that does not apply leaves
//! them untouched and the predictor as it was: a hit changes no residency, and an L1 miss
//! that L2 serves (a refill) is played back only when what it does can be told beforehand
//! ([`Player::refill_applies`]): L2 holds the line (and the victim, if dirty, so that its
//! write-back allocates nothing), the L1's replacement state alone picks the victim, and no
//! earlier access of the span touched that set. Later questions about the set see the line
//! filled and the victim gone ([`Fill`]).

use super::store::{slice, Entry, Outcome, Store};
use crate::cycle::core::record::{Event, StoreFrom};
use crate::cycle::core::source::Recording;
use crate::cycle::core::{Core, Payload};
use crate::uarch::cache::{Cache, Hierarchy};
use crate::uarch::predictor::{PredictorUndo, Ras, RasUndo};

/// One change the playback made, to put back.
#[derive(Clone, Copy)]
enum Undo {
    Predictor(PredictorUndo),
    Speculative(RasUndo),
    Committed(RasUndo),
    /// The speculative stack restored from the committed one: its old contents are
    /// `stash[k]`.
    Restored(usize),
}

/// A recorded span to try: from `store`, for the block `block` executed ahead, with the
/// store addresses of `payload`.
#[derive(Clone, Copy)]
pub(super) struct Candidate<'a> {
    pub store: &'a Store,
    pub entry: &'a Entry,
    pub block: &'a Recording,
    pub payload: &'a Payload,
}

/// A line an L1 took during the playback (by a refill), and the line it evicted (line
/// numbers).
#[derive(Clone, Copy)]
struct Fill {
    instruction: bool,
    line: u32,
    evicted: Option<u32>,
}

/// The playback's working state, kept between spans so that nothing allocates per span.
#[derive(Default)]
pub(super) struct Player {
    undo: Vec<Undo>,
    stash: Vec<Ras>,
    stashed: usize,
    fills: Vec<Fill>,
    shadow: Vec<u32>,
    shadow_head: usize,
}

impl Player {
    fn shadow_contains(&self, a: u32) -> bool {
        self.shadow[self.shadow_head..].contains(&a)
    }

    fn shadow_is_empty(&self) -> bool {
        self.shadow_head >= self.shadow.len()
    }

    /// Whether the candidate span applies to `core` now; when it does, its predictor
    /// updates are made (else put back).
    pub fn applies(&mut self, core: &mut Core, c: Candidate<'_>) -> bool {
        self.undo.clear();
        self.fills.clear();
        self.stashed = 0;
        self.shadow.clear();
        self.shadow.extend_from_slice(&c.payload.store_buffer);
        self.shadow_head = 0;
        let ok = self.play(core, c);
        if !ok {
            self.put_back(core);
        }
        ok
    }

    fn play(&mut self, core: &mut Core, c: Candidate<'_>) -> bool {
        let Candidate {
            store,
            entry: e,
            block,
            payload,
        } = c;
        let (predictor, committed, caches) = core.externals_mut();
        let addr = |access: u16| block.addrs.get(access as usize).map(|&a| a as u32);
        let events = slice(&store.events, e.events);
        if let Some(streams) = e.streams {
            // Its fetches first: they only read, so a span that fails there puts nothing
            // back. (A split span has no refills: no fills to look through.)
            let fetches = slice(&store.fetches, streams.fetches);
            if !fetches.iter().all(|&pc| caches.l1i.contains(pc)) {
                return false;
            }
        }
        // The offset of a refill announced by the event before.
        let mut refill = None;
        for (i, ev) in events.iter().enumerate() {
            let ok = match *ev {
                Event::Refill { offset } => {
                    refill = Some(offset);
                    continue;
                }
                Event::Fetch { pc } => match refill.take() {
                    None => self.l1_has(&caches.l1i, true, pc),
                    Some(_) => self.refill_applies(caches, true, pc, false, &events[..i], block),
                },
                Event::Predict { pc, target, taken } => {
                    predictor.predict_taken(pc, target) == taken
                }
                Event::BtbLookup { pc, found } => predictor.btb_lookup(pc) == found,
                Event::RasPop { value } => {
                    let (v, u) = predictor.ras.pop_undoable();
                    self.undo.push(Undo::Speculative(u));
                    v == value
                }
                Event::RasPush { value } => {
                    let u = predictor.ras.push_undoable(value);
                    self.undo.push(Undo::Speculative(u));
                    true
                }
                Event::RasRestore => {
                    if self.stash.len() <= self.stashed {
                        self.stash.push(Ras::default());
                    }
                    self.stash[self.stashed].clone_from(&predictor.ras);
                    self.undo.push(Undo::Restored(self.stashed));
                    self.stashed += 1;
                    predictor.ras.clone_from(committed);
                    true
                }
                Event::CommittedPush { value } => {
                    self.undo
                        .push(Undo::Committed(committed.push_undoable(value)));
                    true
                }
                Event::CommittedPop => {
                    let (_, u) = committed.pop_undoable();
                    self.undo.push(Undo::Committed(u));
                    true
                }
                Event::Train { pc, taken } => {
                    if let Some(u) = predictor.train_undoable(pc, taken) {
                        self.undo.push(Undo::Predictor(u));
                    }
                    true
                }
                Event::BtbUpdate { pc, target } => {
                    let u = predictor.btb_update_undoable(pc, target);
                    self.undo.push(Undo::Predictor(u));
                    true
                }
                Event::Load { access } => match addr(access) {
                    Some(a) => {
                        let forwarded = !self.shadow_is_empty() && self.shadow_contains(a);
                        !forwarded
                            && self.data(caches, a, false, refill.take(), &events[..i], block)
                    }
                    None => false,
                },
                Event::Forwarded { access } => match addr(access) {
                    Some(a) => !self.shadow_is_empty() && self.shadow_contains(a),
                    None => false,
                },
                Event::Write { access } => match addr(access) {
                    Some(a) => self.data(caches, a, true, refill.take(), &events[..i], block),
                    None => false,
                },
                Event::Drain => match self.shadow.get(self.shadow_head).copied() {
                    Some(a) => {
                        self.shadow_head += 1;
                        self.data(caches, a, true, refill.take(), &events[..i], block)
                    }
                    None => false,
                },
                Event::Push { from, store } => {
                    let stores = match from {
                        StoreFrom::Issued(n) => block.stores.get(n as usize).copied(),
                        StoreFrom::Execute => Some(payload.execute),
                        StoreFrom::Memory => Some(payload.memory),
                    };
                    match stores.and_then(|s| s.get(store as usize).copied()) {
                        Some(a) => {
                            self.shadow.push(a);
                            true
                        }
                        None => false,
                    }
                }
            };
            if !ok {
                return false;
            }
        }
        true
    }

    /// A data access of the span (`refill`: it missed L1 and L2 served it, this many cycles
    /// into the span): whether it would be answered so now; it is made at commit.
    #[inline(always)]
    fn data(
        &mut self,
        caches: &Hierarchy,
        addr: u32,
        write: bool,
        refill: Option<u32>,
        earlier: &[Event],
        block: &Recording,
    ) -> bool {
        match refill {
            None => self.l1_has(&caches.l1d, false, addr),
            Some(_) => self.refill_applies(caches, false, addr, write, earlier, block),
        }
    }

    /// Whether the L1 `l1` (the instruction cache's if `instruction`) holds the line of `a`
    /// at this point of the playback: as it is, but for the lines refills took and evicted.
    #[inline(always)]
    fn l1_has(&self, l1: &Cache, instruction: bool, a: u32) -> bool {
        if !self.fills.is_empty() {
            let (line, _) = l1.line_and_set(a);
            for f in self.fills.iter().filter(|f| f.instruction == instruction) {
                if f.line == line {
                    return true;
                }
                if f.evicted == Some(line) {
                    return false;
                }
            }
        }
        l1.contains(a)
    }

    /// Whether an access to `a` (a fetch if `instruction`) would miss its L1 and be served
    /// by L2 now, as recorded, with every effect it has on what the span asks later known
    /// without making it (the module's doc says when); if so, the line it fills is noted.
    #[cold]
    fn refill_applies(
        &mut self,
        caches: &Hierarchy,
        instruction: bool,
        a: u32,
        write: bool,
        earlier: &[Event],
        block: &Recording,
    ) -> bool {
        let l1 = if instruction {
            &caches.l1i
        } else {
            &caches.l1d
        };
        let Some(miss) = l1.peek_miss(a, write) else {
            return false;
        };
        if self.l1_has(l1, instruction, a) || !caches.l2.contains(a) {
            return false;
        }
        if let Some((victim, true)) = miss.evicts {
            if !caches.l2.contains(victim) {
                return false;
            }
        }
        if !miss.allocates {
            return true;
        }
        let (line, set) = l1.line_and_set(a);
        if self.set_touched(l1, instruction, set, earlier, block) {
            return false;
        }
        self.fills.push(Fill {
            instruction,
            line,
            evicted: miss.evicts.map(|(v, _)| l1.line_and_set(v).0),
        });
        true
    }

    /// Whether one of the span's `earlier` events accessed set `set` of `l1`: its
    /// replacement state may then differ from what the cache holds now.
    fn set_touched(
        &self,
        l1: &Cache,
        instruction: bool,
        set: u32,
        earlier: &[Event],
        block: &Recording,
    ) -> bool {
        let mut drains = 0;
        for ev in earlier {
            let (fetch, a) = match *ev {
                Event::Fetch { pc } => (true, Some(pc)),
                Event::Load { access } | Event::Write { access } => {
                    (false, block.addrs.get(access as usize).map(|&a| a as u32))
                }
                Event::Drain => {
                    drains += 1;
                    (false, self.shadow.get(drains - 1).copied())
                }
                _ => continue,
            };
            if fetch == instruction && a.is_none_or(|a| l1.line_and_set(a).1 == set) {
                return true;
            }
        }
        false
    }

    /// Undo the playback's changes, newest first.
    fn put_back(&mut self, core: &mut Core) {
        let (predictor, committed, _) = core.externals_mut();
        while let Some(u) = self.undo.pop() {
            match u {
                Undo::Predictor(u) => predictor.undo(u),
                Undo::Speculative(u) => predictor.ras.undo(u),
                Undo::Committed(u) => committed.undo(u),
                Undo::Restored(k) => predictor.ras.clone_from(&self.stash[k]),
            }
        }
    }

    /// The span applies: make the cache accesses of its `events` in order (the span began
    /// at cycle `now`; a refill is made at its own cycle; a span split into streams gives
    /// its `fetches` apart and only its data stream as `events`), and leave in `payload` the
    /// addresses the core holds after it. (The events are walked again rather than the
    /// accesses listed while playing: measured the same, and the list was a second place
    /// that knew which events access a cache.)
    pub fn commit(
        &mut self,
        core: &mut Core,
        (fetches, events): (&[u32], &[Event]),
        e: &Outcome,
        block: &Recording,
        payload: &mut Payload,
        now: u64,
    ) {
        let (_, _, caches) = core.externals_mut();
        let addr = |access: u16| block.addrs.get(access as usize).map_or(0, |&a| a as u32);
        // The drains write the shadow's entries from its start, in order.
        let (mut at, mut drains) = (now, 0);
        for &pc in fetches {
            caches.fetch(pc, now);
        }
        for ev in events {
            match *ev {
                Event::Refill { offset } => {
                    at = now + offset as u64;
                    continue;
                }
                Event::Fetch { pc } => {
                    caches.fetch(pc, at);
                }
                Event::Load { access } => {
                    caches.data(addr(access), false, at);
                }
                Event::Write { access } => {
                    caches.data(addr(access), true, at);
                }
                Event::Drain => {
                    let a = self.shadow.get(drains).copied().unwrap_or(0);
                    drains += 1;
                    caches.data(a, true, at);
                }
                _ => continue,
            }
            at = now;
        }
        let source = |from: Option<StoreFrom>| match from {
            Some(StoreFrom::Issued(n)) => block.stores.get(n as usize).copied().unwrap_or([0; 2]),
            Some(StoreFrom::Execute) => payload.execute,
            Some(StoreFrom::Memory) => payload.memory,
            None => [0; 2],
        };
        let (execute, memory) = (source(e.exit_stores[0]), source(e.exit_stores[1]));
        payload.execute = execute;
        payload.memory = memory;
        payload.store_buffer.clear();
        payload
            .store_buffer
            .extend_from_slice(&self.shadow[self.shadow_head..]);
    }
}
