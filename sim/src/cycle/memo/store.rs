//! The memo itself: pipeline states (nodes, keyed by [`crate::cycle::Core::freeze`]'s words)
//! and, per node, the spans of ticks recorded from it (entries): what the span executed (its
//! semantic signature), what it asked of the caches and the predictor (its events), what it
//! added to the counters, and the node it ended in. Bounded in bytes: when full it is
//! emptied and fills again (the engine empties it only at a state it holds in the core).

use crate::cycle::core::record::{Event, StoreFrom};
use crate::cycle::stall::StallCause;
use crate::cycle::stats::SPAN_SCALARS;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// No node or entry.
pub(super) const NIL: u32 = u32::MAX;

/// The most spans one node keeps (the first recorded win; later ones are ticked). A state
/// whose spans take many paths (a hash table's probes, a partition's compares) needs more
/// than a few: at 8, hashmap played back 70% of its instructions; at 32, 93%. They are
/// tried most recently played first ([`Store::won`]), so a longer list costs only the
/// states that use it.
const ALTERNATIVES: usize = 32;

/// A hasher for keys that are already hashes.
#[derive(Default)]
pub(super) struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

/// A word hash (FxHash's multiply-rotate), good enough to spread keys over a table.
pub(super) fn hash_words(words: &[u32]) -> u64 {
    let mut h = 0u64;
    for &w in words {
        h = (h.rotate_left(5) ^ w as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    h
}

/// A pipeline state.
struct Node {
    key: (u32, u32),
    /// Its first recorded span, and the next node of the same hash.
    first: u32,
    next_same_hash: u32,
    alternatives: u8,
    /// Playbacks tried from it that found no span to apply, since the last that did: a
    /// state whose spans keep failing (a miss each time) is ticked without trying.
    failures: u8,
}

/// Failed tries after which a state is ticked without trying (until a span is recorded
/// from it anew).
const HOPELESS: u8 = 8;

/// What a span adds and where it ends: the same in a stored span and in one being stored.
#[derive(Clone, Copy)]
pub(super) struct Outcome {
    pub scalars: [u64; SPAN_SCALARS],
    pub fetches: u32,
    pub instructions: u16,
    pub exit: u32,
    /// Where the stores of the instructions in execute and memory at its end come from.
    pub exit_stores: [Option<StoreFrom>; 2],
    pub last_charged: u32,
    pub last_stall: Option<StallCause>,
}

/// One recorded span of ticks from a node: ranges of the store's arenas, and its outcome.
pub(super) struct Entry {
    pub next: u32,
    pub sem: (u32, u32),
    /// Its events in order; or, for a span whose every cache access hit L1 (most), split
    /// by what they ask ([`Streams`]).
    pub events: (u32, u32),
    pub streams: Option<Streams>,
    pub charges: (u32, u32),
    pub stalls: (u32, u32),
    pub end: Outcome,
    /// Times played back whose charges to text entries are not yet added to the counters
    /// (they are added in bulk: [`Store::played`], [`Store::charge_plays`]).
    pub plays: u64,
}

/// The events of a span whose cache accesses all hit L1, split into three streams that do
/// not depend on each other: the lines fetched (`fetches`, in [`Store::fetches`]), the
/// predictor's and return-address stacks' events (the entry's first `predictor` events),
/// and the data accesses with the store buffer's (the rest). A hit changes only its own
/// L1's replacement state, so each stream asked and made in its own order answers as the
/// events in their order do; a playback then walks three short uniform loops rather than
/// dispatching on every event's kind (measured: the dispatch was most of the host's
/// mispredicted branches).
#[derive(Clone, Copy)]
pub(super) struct Streams {
    pub fetches: (u32, u32),
    pub predictor: u32,
}

/// Which stream of [`Streams`] an event is in (`None`: a refill, which a split span has
/// none of).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stream {
    Fetch,
    Predictor,
    Data,
}

fn stream(e: &Event) -> Option<Stream> {
    Some(match e {
        Event::Fetch { .. } => Stream::Fetch,
        Event::Predict { .. }
        | Event::BtbLookup { .. }
        | Event::RasPop { .. }
        | Event::RasPush { .. }
        | Event::RasRestore
        | Event::CommittedPush { .. }
        | Event::CommittedPop
        | Event::Train { .. }
        | Event::BtbUpdate { .. } => Stream::Predictor,
        Event::Load { .. }
        | Event::Forwarded { .. }
        | Event::Write { .. }
        | Event::Drain
        | Event::Push { .. } => Stream::Data,
        Event::Refill { .. } => return None,
    })
}

/// A span as recorded, before it is stored.
pub(super) struct NewEntry<'a> {
    pub sem: &'a [u32],
    pub events: &'a [Event],
    pub charges: &'a [(u32, u32)],
    pub stalls: &'a [(u8, u64)],
    pub end: Outcome,
}

#[derive(Default)]
pub(super) struct Store {
    index: HashMap<u64, u32, BuildHasherDefault<Prehashed>>,
    nodes: Vec<Node>,
    keys: Vec<u32>,
    pub entries: Vec<Entry>,
    pub events: Vec<Event>,
    /// The lines fetched by the spans with [`Streams`].
    pub fetches: Vec<u32>,
    pub sems: Vec<u32>,
    pub charges: Vec<(u32, u32)>,
    pub stalls: Vec<(u8, u64)>,
    /// The entries with plays not yet charged.
    played: Vec<u32>,
}

impl Store {
    /// Bytes the memo holds.
    pub fn bytes(&self) -> usize {
        use std::mem::size_of;
        self.index.len() * 16
            + self.nodes.len() * size_of::<Node>()
            + self.keys.len() * 4
            + self.entries.len() * size_of::<Entry>()
            + self.events.len() * size_of::<Event>()
            + self.fetches.len() * 4
            + self.sems.len() * 4
            + self.charges.len() * 8
            + self.stalls.len() * 16
            + self.played.len() * 4
    }

    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    /// Entry `e` was played back: its charges are owed.
    #[inline]
    pub fn played(&mut self, e: u32) {
        if let Some(entry) = self.entries.get_mut(e as usize) {
            if entry.plays == 0 {
                self.played.push(e);
            }
            entry.plays += 1;
        }
    }

    /// Add the charges owed by the entries played back since the last call to `cycles_at`
    /// (cycles per text entry): each entry's charges times its plays. A charge per
    /// instruction per playback was an eighth of a played-back span's cost.
    pub fn charge_plays(&mut self, cycles_at: &mut [u64]) {
        for e in self.played.drain(..) {
            let Some(entry) = self.entries.get_mut(e as usize) else {
                continue;
            };
            let plays = std::mem::take(&mut entry.plays);
            for &(at, n) in slice(&self.charges, entry.charges) {
                if let Some(c) = cycles_at.get_mut(at as usize) {
                    *c += n as u64 * plays;
                }
            }
        }
    }

    /// Forget everything.
    pub fn clear(&mut self) {
        *self = Store::default();
    }

    /// The node of `key`, made if new.
    pub fn node(&mut self, key: &[u32]) -> u32 {
        let h = hash_words(key);
        let first = self.index.get(&h).copied().unwrap_or(NIL);
        let mut n = first;
        while n != NIL {
            let node = &self.nodes[n as usize];
            let (at, len) = node.key;
            if &self.keys[at as usize..(at + len) as usize] == key {
                return n;
            }
            n = node.next_same_hash;
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            key: (self.keys.len() as u32, key.len() as u32),
            first: NIL,
            next_same_hash: first,
            alternatives: 0,
            failures: 0,
        });
        self.keys.extend_from_slice(key);
        self.index.insert(h, id);
        id
    }

    /// The key of node `n`.
    pub fn key(&self, n: u32) -> &[u32] {
        let (at, len) = self.nodes[n as usize].key;
        &self.keys[at as usize..(at + len) as usize]
    }

    /// The first span recorded from node `n` ([`NIL`]: none, or none worth trying).
    pub fn first(&self, n: u32) -> u32 {
        self.nodes
            .get(n as usize)
            .filter(|n| n.failures < HOPELESS)
            .map_or(NIL, |n| n.first)
    }

    /// A playback from node `n` found that span `e` applied (`prev`: the span before it in
    /// the node's list, [`NIL`] if it is the first): it moves to the front, so that the
    /// spans a state plays most are tried first.
    pub fn won(&mut self, n: u32, e: u32, prev: u32) {
        let Some(node) = self.nodes.get_mut(n as usize) else {
            return;
        };
        node.failures = 0;
        if prev == NIL || e as usize >= self.entries.len() {
            return;
        }
        let first = node.first;
        let next = self.entries[e as usize].next;
        if let Some(p) = self.entries.get_mut(prev as usize) {
            p.next = next;
            self.entries[e as usize].next = first;
            node.first = e;
        }
    }

    /// A playback from node `n` found no span that applied.
    pub fn lost(&mut self, n: u32) {
        if let Some(node) = self.nodes.get_mut(n as usize) {
            node.failures = node.failures.saturating_add(1);
        }
    }

    /// Store a span recorded from node `from` (unless it has enough).
    pub fn add(&mut self, from: u32, e: NewEntry<'_>) {
        let Some(node) = self.nodes.get(from as usize) else {
            return;
        };
        if node.alternatives as usize >= ALTERNATIVES {
            return;
        }
        let range = |v: usize, n: usize| (v as u32, (v + n) as u32);
        let events_at = self.events.len();
        let streams = if e.events.iter().all(|ev| stream(ev).is_some()) {
            let fetches_at = self.fetches.len();
            for ev in e.events {
                if let Event::Fetch { pc } = *ev {
                    self.fetches.push(pc);
                }
            }
            for wanted in [Stream::Predictor, Stream::Data] {
                let of = e.events.iter().filter(|ev| stream(ev) == Some(wanted));
                self.events.extend(of);
            }
            let predictor = e
                .events
                .iter()
                .filter(|ev| stream(ev) == Some(Stream::Predictor))
                .count();
            Some(Streams {
                fetches: (fetches_at as u32, self.fetches.len() as u32),
                predictor: predictor as u32,
            })
        } else {
            self.events.extend_from_slice(e.events);
            None
        };
        let entry = Entry {
            next: node.first,
            sem: range(self.sems.len(), e.sem.len()),
            events: (events_at as u32, self.events.len() as u32),
            streams,
            charges: range(self.charges.len(), e.charges.len()),
            stalls: range(self.stalls.len(), e.stalls.len()),
            end: e.end,
            plays: 0,
        };
        self.sems.extend_from_slice(e.sem);
        self.charges.extend_from_slice(e.charges);
        self.stalls.extend_from_slice(e.stalls);
        let id = self.entries.len() as u32;
        self.entries.push(entry);
        let node = &mut self.nodes[from as usize];
        node.first = id;
        node.alternatives += 1;
        node.failures = 0;
    }
}

/// `v[r.0..r.1]`.
pub(super) fn slice<T>(v: &[T], r: (u32, u32)) -> &[T] {
    &v[r.0 as usize..r.1 as usize]
}
