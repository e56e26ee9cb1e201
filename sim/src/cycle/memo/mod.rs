//! The memoized timing engine (`--timing memo`): the ticked core's cycles, byte for byte, at
//! a fraction of its cost, after FastSim (Schnarr and Larus, ASPLOS 1998).
//!
//! The run is cut into *spans*: the ticks from one *sync point* (the tick boundary after an
//! instruction that ends a span issued: a control transfer, or the span's budget,
//! [`record::SPAN_INSTRUCTIONS`]) to the next. At a sync point the core's timing state is a
//! key ([`Core::freeze`]); the memo keeps, per key, the spans the ticked core ran from it.
//! A span's timing is a function of the key, of what its instructions did (the semantic
//! signature: which instructions, their stack effects, their kinds of data access), and of
//! the answers of the state the core does not own (each cache access's level, each
//! prediction, the return-address stacks, whether a load hit the store buffer) — the span's
//! *events*. So at a sync point with recorded spans the engine:
//!
//! 1. executes the next block on the machine (recording what each instruction did);
//! 2. picks a recorded span with the same semantic signature whose events give the same
//!    answers now ([`replay::Player::applies`]: the predictor updated as it goes, the caches
//!    asked without change: every access of a memoized span is an L1 hit or an L1 miss
//!    that L2 served, whose effects on the span's later questions are known beforehand);
//! 3. makes that span's cache accesses, adds its cycles, stalls, charges and counts, and is
//!    at the span's end state without ticking: the core's latches are not even written
//!    until a span must be ticked again ([`Core::thaw`]).
//!
//! When none applies, the core is put into the key's state and ticks the block, taking its
//! execution from the recording (the machine is already past it,
//! [`crate::cycle::core::source`]), and records the span. A sync point without recorded
//! spans is ticked live and recorded. Exactness holds by construction: a span is played
//! back only from a state equal to the one it was recorded from, with equal inputs.
//!
//! What a memo does not reproduce is ticked, always: several cores, several threads, a
//! cycle limit (`--max-cycles` stops between ticks), tracers, the stall audit, the
//! debugger's watchpoints, runtime work (C-library calls, allocation), checkpoints, faults,
//! and spans with a miss that L2 did not serve.

mod replay;
mod store;

use self::replay::{Candidate, Player};
use self::store::{slice, NewEntry, Outcome, Store, NIL};
use crate::cycle::core::record::{self, Recorder};
use crate::cycle::core::source::{Recorded, Recording, Replayed};
use crate::cycle::core::{Core, Payload};
use crate::cycle::stall::StallCause;
use crate::cycle::stats::SPAN_SCALARS;
use crate::functional::Machine;

/// How many bytes the memo holds at most, by default (it is emptied when full).
pub const DEFAULT_CAPACITY: usize = 256 << 20;

/// What the memo did in a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct MemoStats {
    /// Spans played back from the memo, and the instructions they issued.
    pub replayed_spans: u64,
    pub replayed_instructions: u64,
    /// Spans ticked (and recorded), and the instructions they issued.
    pub ticked_spans: u64,
    pub ticked_instructions: u64,
    /// Spans ticked though the memo held spans from their state (none applied).
    pub missed_with_candidates: u64,
    /// Pipeline states and spans held at the end, and bytes.
    pub states: u64,
    pub spans: u64,
    pub bytes: u64,
    /// Times the memo was emptied because it was full.
    pub flushes: u64,
}

/// Where the engine is.
#[derive(Clone, Copy, Debug)]
enum State {
    /// Not at a known sync point: the next span starts at the next span end.
    Fresh,
    /// At sync point `node`; `held`: the core's latches hold its state (else only the
    /// clock, the counters, the caches and the predictor are current).
    Sync { node: u32, held: bool },
    /// Ticking a span live from `from` (recording it if `from` is a node).
    Live { from: u32 },
}

/// The memo and the engine's working state.
pub(crate) struct Memo {
    store: Store,
    capacity: usize,
    state: State,
    key: Vec<u32>,
    payload: Payload,
    recording: Recording,
    rec: Option<Box<Recorder>>,
    player: Player,
    /// The counters when the span being ticked began.
    span_scalars: [u64; SPAN_SCALARS],
    span_stalls: [u64; StallCause::ALL.len()],
    span_fetched: u64,
    stalls: Vec<(u8, u64)>,
    charges: Vec<(u32, u32)>,
    pub stats: MemoStats,
}

impl Memo {
    pub fn new(capacity: usize) -> Memo {
        Memo {
            store: Store::default(),
            capacity,
            state: State::Fresh,
            key: Vec::new(),
            payload: Payload::default(),
            recording: Recording::default(),
            rec: Some(Box::default()),
            player: Player::default(),
            span_scalars: [0; SPAN_SCALARS],
            span_stalls: [0; StallCause::ALL.len()],
            span_fetched: 0,
            stalls: Vec::new(),
            charges: Vec::new(),
            stats: MemoStats::default(),
        }
    }

    /// The statistics so far, with the memo's size now.
    pub fn stats(&self) -> MemoStats {
        let mut s = self.stats;
        s.states = self.store.nodes() as u64;
        s.spans = self.store.entries.len() as u64;
        s.bytes = self.store.bytes() as u64;
        s
    }

    /// Advance the core by one tick, or by one memoized span (true: the program ended at
    /// issue, as [`Core::tick`]). `max_insns`: the run's instruction bound (a span is played
    /// back only if it cannot cross it).
    pub fn advance(&mut self, core: &mut Core, m: &mut Machine, max_insns: u64) -> bool {
        match self.state {
            State::Fresh => {
                self.recording.clear();
                self.begin(core, NIL);
                self.tick_live(core, m)
            }
            State::Live { .. } => self.tick_live(core, m),
            State::Sync { node, held } => self.at_sync(core, m, node, held, max_insns),
        }
    }

    /// Put the core's latches into the state the engine is at, and stop recording: the
    /// core can then be ticked or read directly (the end of a run, a debugger).
    pub fn settle(&mut self, core: &mut Core, m: &Machine) {
        self.store.charge_plays(&mut core.counters.cycles_at);
        if let State::Sync { node, held: false } = self.state {
            self.thaw(core, m, node);
        }
        if let Some(rec) = core.stop_recording() {
            self.rec = Some(rec);
        }
        self.state = State::Fresh;
    }

    fn thaw(&mut self, core: &mut Core, m: &Machine, node: u32) {
        core.thaw(self.store.key(node), m.hart().depth(), &self.payload);
    }

    /// Start a span at this tick boundary, from `from` ([`NIL`]: not a known state).
    fn begin(&mut self, core: &mut Core, from: u32) {
        if let Some(rec) = self.rec.take() {
            core.start_recording(rec);
        }
        self.span_scalars = core.counters.scalars();
        self.span_stalls = core.counters.stalls;
        self.span_fetched = core.fetched();
        self.state = State::Live { from };
    }

    fn tick_live(&mut self, core: &mut Core, m: &mut Machine) -> bool {
        let ended = core.tick(&mut Recorded {
            machine: m,
            recording: &mut self.recording,
        });
        if ended {
            // The run ends: the rest is ticked.
            if let Some(rec) = core.stop_recording() {
                self.rec = Some(rec);
            }
            self.state = State::Fresh;
            return true;
        }
        if core.recorder().is_some_and(|r| r.ended) {
            let State::Live { from } = self.state else {
                return false;
            };
            self.end_span(core, m, from);
        }
        false
    }

    /// At sync point `node`: play a span back if one applies, else tick one.
    fn at_sync(
        &mut self,
        core: &mut Core,
        m: &mut Machine,
        node: u32,
        held: bool,
        max_insns: u64,
    ) -> bool {
        let first = self.store.first(node);
        let eligible = first != NIL
            && m.hart_count() == 1
            && m.outcome().is_none()
            && m.instret().saturating_add(record::SPAN_INSTRUCTIONS as u64) <= max_insns;
        if !eligible {
            if !held {
                self.thaw(core, m, node);
            }
            self.recording.clear();
            self.begin(core, node);
            return self.tick_live(core, m);
        }
        if held {
            core.payload(&mut self.payload);
        }
        let instret_before = m.instret();
        self.execute_block(core, m);
        let (mut e, mut prev) = (first, NIL);
        while e != NIL {
            let entry = &self.store.entries[e as usize];
            if slice(&self.store.sems, entry.sem) == &self.recording.sem[..]
                && self.player.applies(
                    core,
                    Candidate {
                        store: &self.store,
                        entry,
                        block: &self.recording,
                        payload: &self.payload,
                    },
                )
            {
                self.store.won(node, e, prev);
                self.replayed(core, e);
                return false;
            }
            prev = e;
            e = entry.next;
        }
        // None applies: tick the block from its recording, and record the span.
        self.store.lost(node);
        self.stats.missed_with_candidates += 1;
        if !held {
            self.thaw(core, m, node);
        }
        self.begin(core, node);
        let mut played = Replayed::new(m, &self.recording, instret_before);
        while !played.done() {
            if core.tick(&mut played) {
                if let Some(rec) = core.stop_recording() {
                    self.rec = Some(rec);
                }
                self.state = State::Fresh;
                return true;
            }
        }
        self.end_span(core, m, node);
        false
    }

    /// Span `e` applied: add it and move to its end.
    fn replayed(&mut self, core: &mut Core, e: u32) {
        let entry = &self.store.entries[e as usize];
        let end = entry.end;
        let now = core.cycle;
        let events = slice(&self.store.events, entry.events);
        let streams = match entry.streams {
            Some(s) => (
                slice(&self.store.fetches, s.fetches),
                &events[s.predictor as usize..],
            ),
            None => (&[][..], events),
        };
        self.player
            .commit(core, streams, &end, &self.recording, &mut self.payload, now);
        core.counters
            .add_span(&end.scalars, slice(&self.store.stalls, entry.stalls));
        self.store.played(e);
        core.advance_memoized(
            end.scalars[0],
            end.fetches as u64,
            end.last_charged,
            end.last_stall,
        );
        self.stats.replayed_spans += 1;
        self.stats.replayed_instructions += end.instructions as u64;
        self.state = State::Sync {
            node: end.exit,
            held: false,
        };
    }

    /// Execute the block that starts at the machine's next instruction, recording it, up to
    /// the instruction that ends a span (or one that faults, ends the run or switches
    /// threads); gather its addresses.
    fn execute_block(&mut self, core: &Core, m: &mut Machine) {
        let mut transfers = 0;
        self.recording
            .run_block(m, record::SPAN_INSTRUCTIONS, |at, actual, n| {
                match core.falls_through(at) {
                    Some((sequential, next)) => {
                        record::ends_span(sequential, next, actual, n, &mut transfers)
                    }
                    None => true,
                }
            });
    }

    /// The span being ticked has ended: store it if it can be played back, and find the
    /// state it ended in.
    fn end_span(&mut self, core: &mut Core, m: &Machine, from: u32) {
        let rec = core.stop_recording();
        self.stats.ticked_spans += 1;
        self.stats.ticked_instructions += self.recording.instructions() as u64;
        if self.store.bytes() > self.capacity {
            self.store.charge_plays(&mut core.counters.cycles_at);
            self.store.clear();
            self.stats.flushes += 1;
            // (`from` named a node of the memo just emptied.)
            self.key.clear();
            self.finish(core, m, rec, NIL);
            return;
        }
        self.finish(core, m, rec, from);
    }

    fn finish(&mut self, core: &mut Core, m: &Machine, rec: Option<Box<Recorder>>, from: u32) {
        let h = m.hart();
        let keyed = m.hart_count() == 1 && core.freeze(h.pc, h.depth(), &mut self.key);
        let exit = if keyed {
            self.store.node(&self.key)
        } else {
            NIL
        };
        if let Some(rec) = rec {
            if from != NIL && exit != NIL && rec.ok {
                self.store_span(core, &rec, from, exit);
            }
            self.rec = Some(rec);
        }
        self.recording.clear();
        if exit == NIL {
            self.begin(core, NIL);
        } else {
            self.state = State::Sync {
                node: exit,
                held: true,
            };
        }
    }

    fn store_span(&mut self, core: &Core, rec: &Recorder, from: u32, exit: u32) {
        let now = core.counters.scalars();
        let mut scalars = [0; SPAN_SCALARS];
        for (d, (a, b)) in scalars.iter_mut().zip(now.iter().zip(&self.span_scalars)) {
            *d = a - b;
        }
        self.stalls.clear();
        for (k, (a, b)) in core
            .counters
            .stalls
            .iter()
            .zip(&self.span_stalls)
            .enumerate()
        {
            if a != b {
                self.stalls.push((k as u8, a - b));
            }
        }
        self.charges.clear();
        for &(at, n) in &rec.charges {
            match self.charges.last_mut() {
                Some((last, total)) if *last == at => *total += n,
                _ => self.charges.push((at, n)),
            }
        }
        let entry = NewEntry {
            sem: &self.recording.sem,
            events: &rec.events,
            charges: &self.charges,
            stalls: &self.stalls,
            end: Outcome {
                scalars,
                fetches: (core.fetched() - self.span_fetched) as u32,
                instructions: rec.issued,
                exit,
                exit_stores: core.exit_store_sources(),
                last_charged: core.acct.last_charged,
                last_stall: core.acct.last_stall,
            },
        };
        self.store.add(from, entry);
    }
}
