//! Synchronization contention of a multi-core run: how long each thread was blocked, and on
//! what (a monitor, a mutex, a condition variable, a join), in cycles of the global clock.
//!
//! The scheduler looks at every hart's state once per tick ([`Contention::observe`]); a hart
//! that has just blocked gets a start time, and when it runs again the cycles in between are
//! charged to it and to the object it waited for. Looking costs one comparison per hart per
//! tick; only a wait that ends allocates (its object's first wait adds a table entry).

use crate::functional::HartState;
use crate::thread_id::ThreadId;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// What a blocked thread waits for: an object at an address, or a thread to join. In
/// `--stats-json` the `kind` and then `addr` or (for a join) `thread`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum SyncObject {
    Monitor { addr: u64 },
    Mutex { addr: u64 },
    Condition { addr: u64 },
    Join { thread: ThreadId },
}

impl SyncObject {
    fn of(state: HartState) -> Option<SyncObject> {
        match state {
            HartState::Entering { addr } => Some(SyncObject::Monitor { addr }),
            HartState::Locking { addr } => Some(SyncObject::Mutex { addr }),
            HartState::Waiting { cond, .. } => Some(SyncObject::Condition { addr: cond }),
            HartState::Joining { on, .. } => Some(SyncObject::Join {
                thread: ThreadId::of_hart(on),
            }),
            HartState::Runnable | HartState::Finished(_) => None,
        }
    }
}

/// `mutex 0x12000`, `join of thread 2`: the object as `--stats` and the report name it.
impl fmt::Display for SyncObject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyncObject::Monitor { addr } => write!(f, "monitor {addr:#x}"),
            SyncObject::Mutex { addr } => write!(f, "mutex {addr:#x}"),
            SyncObject::Condition { addr } => write!(f, "condition {addr:#x}"),
            SyncObject::Join { thread } => write!(f, "join of {thread}"),
        }
    }
}

/// One synchronization object's contention, for `--stats-json` (`machine.sync`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ObjectReport {
    /// What was waited for (flattened: `kind`, then `addr` or `thread`).
    #[serde(flatten)]
    pub object: SyncObject,
    /// Waits that ended, and the cycles they took in all.
    pub waits: u64,
    pub cycles_blocked: u64,
    /// Cycles blocked per thread (keyed by the thread's number).
    pub threads: BTreeMap<ThreadId, u64>,
}

/// The contention counters of a run.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Contention {
    /// Per hart: what it waits for and since when.
    blocked: Vec<Option<(SyncObject, u64)>>,
    /// Per object: (waits, cycles, cycles per thread).
    objects: BTreeMap<SyncObject, (u64, u64, BTreeMap<ThreadId, u64>)>,
}

impl Contention {
    /// Hart `h` is in `state` at global cycle `now`.
    #[inline]
    pub fn observe(&mut self, h: usize, state: HartState, now: u64) {
        if self.blocked.len() <= h {
            self.blocked.resize(h + 1, None);
        }
        let waiting = SyncObject::of(state);
        match (self.blocked[h], waiting) {
            (Some((was, _)), Some(is)) if was == is => {}
            (before, after) => {
                if let Some((object, since)) = before {
                    let e = self.objects.entry(object).or_default();
                    let cycles = now.saturating_sub(since);
                    e.0 += 1;
                    e.1 += cycles;
                    *e.2.entry(ThreadId::of_hart(h)).or_default() += cycles;
                }
                self.blocked[h] = after.map(|o| (o, now));
            }
        }
    }

    /// Every object some thread waited for, by kind and then address (joins: the thread
    /// joined); waits still open at `now` count up to it.
    pub fn report(&self, now: u64) -> Vec<ObjectReport> {
        let mut all = self.clone();
        for h in 0..all.blocked.len() {
            all.observe(h, HartState::Runnable, now);
        }
        all.objects
            .into_iter()
            .map(|(object, (waits, cycles, threads))| ObjectReport {
                object,
                waits,
                cycles_blocked: cycles,
                threads,
            })
            .collect()
    }
}
