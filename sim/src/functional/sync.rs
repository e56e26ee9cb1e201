//! Synchronization between harts: monitors (`syncenter`/`syncexit`), pthread mutexes and
//! condition variables, `sched_yield`, and what each blocked hart waits for (a deadlock names
//! it).
//!
//! Every object is keyed by its address, as the program sees it: a `pthread_mutex_t` or
//! `pthread_cond_t` needs no initialisation beyond what C gives it (`pthread_*_init` and
//! `_destroy` succeed and do nothing). Waiters are served in arrival order, so runs are
//! deterministic. Monitors are recursive; mutexes are error-checking (relocking one you hold
//! returns `EDEADLK`, unlocking one you do not hold `EPERM`), so a program's mistake is an
//! error code, not a silent hang.

use super::{HartState, Machine};
use crate::fault::FaultKind;
use crate::thread_id::thread_name;
use std::collections::VecDeque;

const EPERM: u128 = 1;
const EBUSY: u128 = 16;
const EDEADLK: u128 = 35;

/// A held lock: its owner, how many times it holds it (monitors are recursive), and the harts
/// waiting for it in arrival order.
#[derive(Clone, Debug, Default)]
pub(super) struct Lock {
    owner: usize,
    count: u32,
    waiters: VecDeque<usize>,
}

/// Which kind of lock (they live in separate tables: a monitor and a mutex at one address
/// are different objects).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LockKind {
    Monitor,
    Mutex,
}

/// The synchronization objects of a machine.
#[derive(Clone, Debug, Default)]
pub(super) struct SyncObjects {
    monitors: std::collections::HashMap<u64, Lock>,
    mutexes: std::collections::HashMap<u64, Lock>,
    /// Per condition variable, its waiters in arrival order with the mutex each reacquires.
    conds: std::collections::HashMap<u64, VecDeque<(usize, u64)>>,
}

impl SyncObjects {
    fn table(&mut self, kind: LockKind) -> &mut std::collections::HashMap<u64, Lock> {
        match kind {
            LockKind::Monitor => &mut self.monitors,
            LockKind::Mutex => &mut self.mutexes,
        }
    }

    /// The owner of a lock, if held.
    fn owner(&self, kind: LockKind, addr: u64) -> Option<usize> {
        let table = match kind {
            LockKind::Monitor => &self.monitors,
            LockKind::Mutex => &self.mutexes,
        };
        table.get(&addr).map(|l| l.owner)
    }
}

impl Machine {
    /// `syncenter`, `pthread_mutex_lock` (and `trylock` when `try_only`): take the lock or
    /// wait for it. Returns the call's result (0, or an error number).
    pub(super) fn lock(&mut self, kind: LockKind, addr: u64, try_only: bool) -> u128 {
        let cur = self.cur;
        let l = self.sync.table(kind).entry(addr).or_insert(Lock {
            owner: cur,
            count: 0,
            waiters: VecDeque::new(),
        });
        if l.owner == cur {
            if kind == LockKind::Mutex && l.count > 0 {
                return EDEADLK;
            }
            l.count += 1;
            return 0;
        }
        if try_only {
            return EBUSY;
        }
        l.waiters.push_back(cur);
        self.set_hart_state(
            cur,
            match kind {
                LockKind::Monitor => HartState::Entering { addr },
                LockKind::Mutex => HartState::Locking { addr },
            },
        );
        self.switch();
        0
    }

    /// `syncexit`, `pthread_mutex_unlock`: release one hold; the last one hands the lock to
    /// the first waiter.
    pub(super) fn unlock(&mut self, kind: LockKind, addr: u64) -> Result<u128, FaultKind> {
        let cur = self.cur;
        let Some(l) = self
            .sync
            .table(kind)
            .get_mut(&addr)
            .filter(|l| l.owner == cur)
        else {
            return match kind {
                LockKind::Monitor => Err(FaultKind::NotMonitorOwner { addr }),
                LockKind::Mutex => Ok(EPERM),
            };
        };
        l.count -= 1;
        if l.count == 0 {
            match l.waiters.pop_front() {
                Some(next) => {
                    l.owner = next;
                    l.count = 1;
                    self.set_hart_state(next, HartState::Runnable);
                }
                None => {
                    self.sync.table(kind).remove(&addr);
                }
            }
        }
        Ok(0)
    }

    /// `pthread_cond_wait(cond, mutex)`: release the mutex (which the thread must hold) and
    /// wait for a signal, then take the mutex back.
    pub(super) fn cond_wait(&mut self, cond: u64, mutex: u64) -> u128 {
        let cur = self.cur;
        if self.sync.owner(LockKind::Mutex, mutex) != Some(cur) {
            return EPERM;
        }
        // Held by this thread (checked above): unlocking a mutex cannot fail.
        let _ = self.unlock(LockKind::Mutex, mutex);
        self.sync
            .conds
            .entry(cond)
            .or_default()
            .push_back((cur, mutex));
        self.set_hart_state(cur, HartState::Waiting { cond, mutex });
        self.switch();
        0
    }

    /// `pthread_cond_signal` / `_broadcast`: the first waiter (or all), in arrival order,
    /// go on to take their mutex back.
    pub(super) fn cond_signal(&mut self, cond: u64, all: bool) {
        let Some(queue) = self.sync.conds.get_mut(&cond) else {
            return;
        };
        let woken: Vec<(usize, u64)> = if all {
            queue.drain(..).collect()
        } else {
            queue.pop_front().into_iter().collect()
        };
        if queue.is_empty() {
            self.sync.conds.remove(&cond);
        }
        for (h, mutex) in woken {
            // Queued as if `h` called lock now: it owns the mutex at once if it is free.
            let l = self.sync.mutexes.entry(mutex).or_insert(Lock {
                owner: h,
                count: 0,
                waiters: VecDeque::new(),
            });
            if l.owner == h {
                l.count = 1;
                self.set_hart_state(h, HartState::Runnable);
            } else {
                l.waiters.push_back(h);
                self.set_hart_state(h, HartState::Locking { addr: mutex });
            }
        }
    }

    /// What every blocked thread waits for, for a deadlock report: "thread 2 waits for the
    /// mutex at 0x… held by thread 3", one entry per thread that has not finished.
    pub(super) fn waits(&self) -> Vec<String> {
        let owner = |kind, addr| {
            self.sync.owner(kind, addr).map_or_else(
                || "free".to_string(),
                |h| format!("held by {}", thread_name(h)),
            )
        };
        self.states
            .iter()
            .enumerate()
            .filter_map(|(h, st)| {
                let what = match *st {
                    HartState::Runnable | HartState::Finished(_) => return None,
                    HartState::Joining { on, .. } => format!("joins {}", thread_name(on)),
                    HartState::Entering { addr } => format!(
                        "waits for the monitor of {addr:#x} ({})",
                        owner(LockKind::Monitor, addr)
                    ),
                    HartState::Locking { addr } => format!(
                        "waits for the mutex at {addr:#x} ({})",
                        owner(LockKind::Mutex, addr)
                    ),
                    HartState::Waiting { cond, mutex } => format!(
                        "waits on the condition variable at {cond:#x} (mutex {mutex:#x}), \
                         never signalled"
                    ),
                };
                Some(format!("{} {what}", thread_name(h)))
            })
            .collect()
    }

    /// The deadlock fault: every live thread waits, each for what `waits` says.
    pub(super) fn deadlock(&self) -> FaultKind {
        FaultKind::Deadlock {
            waits: self.waits(),
        }
    }
}
