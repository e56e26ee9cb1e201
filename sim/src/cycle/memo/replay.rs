//! Playing a recorded span back: its questions asked again of the caches, the predictor and
//! the return-address stacks in their order (the predictor's updates made as it goes, each
//! with what puts it back), the store buffer's addresses followed in a shadow copy; if every
//! answer is the recorded one, the span's cache accesses are made for real and its totals
//! added. Only L1 hits are memoized, so a cache's answer is known without asking it to
//! change (hits evict nothing): a span that does not apply leaves the caches untouched and
//! the predictor as it was.

use super::store::{slice, Entry, Outcome, Store};
use crate::cycle::core::record::{Event, StoreFrom};
use crate::cycle::core::source::Recording;
use crate::cycle::core::{Core, Payload};
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

/// A cache access to make once the span is known to apply.
#[derive(Clone, Copy)]
enum Touch {
    Fetch(u32),
    Data(u32, bool),
}

/// The playback's working state, kept between spans so that nothing allocates per span.
#[derive(Default)]
pub(super) struct Player {
    undo: Vec<Undo>,
    stash: Vec<Ras>,
    stashed: usize,
    touches: Vec<Touch>,
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
        self.touches.clear();
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
        for ev in slice(&store.events, e.events) {
            let ok = match *ev {
                Event::Fetch { pc } => {
                    self.touches.push(Touch::Fetch(pc));
                    caches.l1i.contains(pc)
                }
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
                        self.touches.push(Touch::Data(a, false));
                        !forwarded && caches.l1d.contains(a)
                    }
                    None => false,
                },
                Event::Forwarded { access } => match addr(access) {
                    Some(a) => !self.shadow_is_empty() && self.shadow_contains(a),
                    None => false,
                },
                Event::Write { access } => match addr(access) {
                    Some(a) => {
                        self.touches.push(Touch::Data(a, true));
                        caches.l1d.contains(a)
                    }
                    None => false,
                },
                Event::Drain => match self.shadow.get(self.shadow_head).copied() {
                    Some(a) => {
                        self.shadow_head += 1;
                        self.touches.push(Touch::Data(a, true));
                        caches.l1d.contains(a)
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

    /// The span applies: make its cache accesses (all hits) in order at cycle `now`, and
    /// leave in `payload` the addresses the core holds after it.
    pub fn commit(
        &mut self,
        core: &mut Core,
        e: &Outcome,
        block: &Recording,
        payload: &mut Payload,
        now: u64,
    ) {
        let (_, _, caches) = core.externals_mut();
        for t in &self.touches {
            match *t {
                Touch::Fetch(pc) => {
                    caches.fetch(pc, now);
                }
                Touch::Data(a, write) => {
                    caches.data(a, write, now);
                }
            }
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
