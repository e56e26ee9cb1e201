//! Which threads arrived at a new instruction since the debugger last looked. A breakpoint
//! is hit by the thread that arrives at it, on whichever core it runs and however the
//! threads interleave: one clock of several cores may bring two threads to breakpoints, and
//! a thread may start on another core than the one the command follows. A thread that is
//! stopped at a breakpoint, or was preempted there, does not hit it again when it resumes
//! (it did not arrive); a thread that has not run yet arrives at its first instruction
//! when it first runs.

use super::*;
use maple_sim::{HartState, ThreadId};

/// Each thread's position when the debugger last looked at it running.
#[derive(Debug, Default)]
pub(super) struct Arrivals {
    /// Entry index of each hart's PC when last looked at; `None` before it first ran.
    seen: Vec<Option<u32>>,
    /// Instructions retired when last looked: the hart that executed since arrived even if
    /// its PC is where it was (a jump to itself).
    instret: u64,
    /// The time of a breakpoint stop at which some running threads were not looked at yet
    /// (a thread ahead in the order hit first): the next command looks at them before it
    /// moves, so a second thread's arrival in the same clock is reported, not lost.
    pending: Option<u64>,
    /// The thread whose arrival the last breakpoint stop reports (the one it shows).
    pub(super) reporter: Option<usize>,
}

impl Arrivals {
    /// Look at hart `h`, running at entry `pc`: whether it arrived there since last looked.
    fn arrived(&mut self, h: usize, pc: u32, executed: Option<usize>) -> bool {
        if self.seen.len() <= h {
            self.seen.resize(h + 1, None);
        }
        let moved = self.seen[h] != Some(pc) || executed == Some(h);
        self.seen[h] = Some(pc);
        moved
    }
}

impl Session {
    /// A fresh run: no thread has run yet, so the first instruction is arrived at.
    pub(super) fn forget_arrivals(&mut self) {
        self.arrivals = Arrivals::default();
    }

    /// Before a command moves the machine: every running thread counts as looked at where it
    /// stands (a stop, a reverse motion or an edit put it there; none of them is an arrival),
    /// unless the last stop left threads to look at in this same state. Threads that are not
    /// running keep their positions (one that never ran still arrives when it first runs).
    /// Whether threads are left to look at (the command then checks before it moves).
    pub(super) fn settle_arrivals(&mut self) -> bool {
        let now = self.target.time();
        if self.arrivals.pending.take() == Some(now) {
            return true;
        }
        let running = self.running_harts();
        let m = self.target.machine();
        self.arrivals.seen.truncate(m.hart_count());
        for h in 0..m.hart_count() {
            let seen = self.arrivals.seen.get(h).copied().flatten();
            if let Some(hart) = m.hart_at(h) {
                if seen.is_some() || running.contains(&h) {
                    self.arrivals.arrived(h, hart.pc, None);
                }
            }
        }
        self.arrivals.instret = m.instret();
        false
    }

    /// The harts running now: on a core (several cores), else the one the machine runs;
    /// only a runnable one (a finished thread is at no breakpoint, whatever its last PC).
    fn running_harts(&self) -> Vec<usize> {
        let m = self.target.machine();
        let runnable = |h: usize| matches!(m.harts().nth(h), Some((_, HartState::Runnable)));
        let cores = self.target.cores();
        if cores.is_empty() {
            let h = m.current_hart();
            return if runnable(h) { vec![h] } else { Vec::new() };
        }
        cores
            .iter()
            .filter_map(|c| c.thread)
            .map(ThreadId::hart)
            .filter(|&h| runnable(h))
            .collect()
    }

    /// The breakpoint a running thread arrived at, if one did (its condition holding in that
    /// thread's innermost frame), and the thread.
    pub(super) fn breakpoint_arrival(&mut self) -> Option<(u32, usize)> {
        let m = self.target.machine();
        let instret = m.instret();
        let executed = (instret != self.arrivals.instret).then(|| m.last_hart());
        self.arrivals.instret = instret;
        let running = self.running_harts();
        for (i, &h) in running.iter().enumerate() {
            let Some(idx) = self.target.machine().hart_at(h).map(|x| x.pc) else {
                continue;
            };
            if !self.arrivals.arrived(h, idx, executed)
                || self.stops.get(idx as usize).is_none_or(|s| s & 1 == 0)
            {
                continue;
            }
            let pc = self.target.machine().code().addr_of(idx);
            let ids: Vec<u32> = self
                .points
                .iter()
                .filter(|p| {
                    p.enabled
                        && matches!(&p.kind, PointKind::Break { addrs, .. } if addrs.contains(&pc))
                })
                .map(|p| p.id)
                .collect();
            // The condition is the arriving thread's: evaluate it in its frames.
            let shown = self.focus.replace(h);
            let hit = ids.into_iter().find(|&id| self.condition_holds(id));
            self.focus = shown;
            if let Some(id) = hit {
                if i + 1 < running.len() {
                    self.arrivals.pending = Some(self.target.time());
                }
                self.arrivals.reporter = Some(h);
                return Some((id, h));
            }
        }
        None
    }
}
