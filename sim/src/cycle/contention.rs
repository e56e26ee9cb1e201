//! Synchronization contention of a multi-core run: how long each thread was blocked, and on
//! what (a monitor, a mutex, a condition variable, a join), in cycles of the global clock.
//!
//! The scheduler looks at every hart's state once per tick ([`Contention::observe`]); a hart
//! that has just blocked gets a start time, and when it runs again the cycles in between are
//! charged to it and to the object it waited for. Looking costs one comparison per hart per
//! tick; only a wait that ends allocates (its object's first wait adds a table entry).

use crate::functional::HartState;
use serde::Serialize;
use std::collections::BTreeMap;

/// What a blocked hart waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Object {
    Monitor(u64),
    Mutex(u64),
    Condition(u64),
    Join(usize),
}

impl Object {
    fn of(state: HartState) -> Option<Object> {
        match state {
            HartState::Entering { addr } => Some(Object::Monitor(addr)),
            HartState::Locking { addr } => Some(Object::Mutex(addr)),
            HartState::Waiting { cond, .. } => Some(Object::Condition(cond)),
            HartState::Joining { on, .. } => Some(Object::Join(on)),
            HartState::Runnable | HartState::Finished(_) => None,
        }
    }
}

/// One synchronization object's contention, for `--stats-json` (`machine.sync`).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ObjectReport {
    /// `monitor`, `mutex`, `condition` or `join`.
    pub kind: &'static str,
    /// The object's address (for a join: the joined thread's id).
    pub addr: u64,
    /// Waits that ended, and the cycles they took in all.
    pub waits: u64,
    pub cycles_blocked: u64,
    /// Cycles blocked per thread (thread id = hart + 1).
    pub threads: BTreeMap<usize, u64>,
}

/// The contention counters of a run.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Contention {
    /// Per hart: what it waits for and since when.
    blocked: Vec<Option<(Object, u64)>>,
    /// Per object: (waits, cycles, cycles per hart).
    objects: BTreeMap<Object, (u64, u64, BTreeMap<usize, u64>)>,
}

impl Contention {
    /// Hart `h` is in `state` at global cycle `now`.
    #[inline]
    pub fn observe(&mut self, h: usize, state: HartState, now: u64) {
        if self.blocked.len() <= h {
            self.blocked.resize(h + 1, None);
        }
        let waiting = Object::of(state);
        match (self.blocked[h], waiting) {
            (Some((was, _)), Some(is)) if was == is => {}
            (before, after) => {
                if let Some((object, since)) = before {
                    let e = self.objects.entry(object).or_default();
                    let cycles = now.saturating_sub(since);
                    e.0 += 1;
                    e.1 += cycles;
                    *e.2.entry(h + 1).or_default() += cycles;
                }
                self.blocked[h] = after.map(|o| (o, now));
            }
        }
    }

    /// Every object some thread waited for, in address order; waits still open at `now`
    /// count up to it.
    pub fn report(&self, now: u64) -> Vec<ObjectReport> {
        let mut all = self.clone();
        for h in 0..all.blocked.len() {
            all.observe(h, HartState::Runnable, now);
        }
        all.objects
            .into_iter()
            .map(|(object, (waits, cycles, threads))| {
                let (kind, addr) = match object {
                    Object::Monitor(a) => ("monitor", a),
                    Object::Mutex(a) => ("mutex", a),
                    Object::Condition(a) => ("condition", a),
                    Object::Join(h) => ("join", h as u64 + 1),
                };
                ObjectReport {
                    kind,
                    addr,
                    waits,
                    cycles_blocked: cycles,
                    threads,
                }
            })
            .collect()
    }
}
