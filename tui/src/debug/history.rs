//! Reverse execution by deterministic re-execution: snapshots of the whole machine taken every
//! `interval` units of time while it runs forward; going back to time `t` restores the latest
//! snapshot at or before `t` and runs forward to `t` exactly.
//!
//! Memory stays bounded: at most [`MAX_SNAPSHOTS`] are kept. When a run goes past that, every
//! other snapshot is dropped and the interval doubles, so a reverse step never re-executes more
//! than about `interval` units however long the program has run.
//!
//! Snapshots share the program's output sink with the live machine (a [`Capture`]); whenever
//! a snapshot is restored the capture is cut back to what the snapshot had written, so
//! re-executed output is not printed twice.

use super::target::{Snapshot, Target};
use maple_sim::Capture;

/// The most snapshots kept (each holds the machine's memory, sharing the pages that did not
/// change with its neighbours).
pub const MAX_SNAPSHOTS: usize = 40;
/// The most fine snapshots kept: taken while a reverse search re-executes a window, so the
/// next reverse motion nearby re-executes a sixteenth of it.
pub const MAX_FINE: usize = 16;

/// The snapshots of one run.
pub struct History {
    snaps: Vec<(u64, Box<dyn Snapshot>)>,
    /// Snapshots of the most recently searched window, sorted by time.
    fine: Vec<(u64, Box<dyn Snapshot>)>,
    interval: u64,
    capture: Capture,
    /// The program's real start while the history begins after a fast-forward
    /// ([`History::rebase`]): `run` goes back there.
    origin: Option<Box<dyn Snapshot>>,
}

impl History {
    /// A history whose first snapshot is `start` (time 0 of the run).
    pub fn new(start: &mut dyn Target, capture: Capture) -> History {
        History {
            snaps: vec![(start.time(), start.snapshot())],
            fine: Vec::new(),
            interval: start.snapshot_interval().max(1),
            capture,
            origin: None,
        }
    }

    /// Begin the history at `t`'s present (a fast-forward skipped what came before, which
    /// reverse execution cannot reach), keeping the program's start for [`History::origin`].
    pub fn rebase(&mut self, t: &mut dyn Target) {
        let start = self.snaps.drain(..).next().map(|s| s.1);
        if self.origin.is_none() {
            self.origin = start;
        }
        self.fine.clear();
        self.snaps.push((t.time(), t.snapshot()));
    }

    /// After a [`History::rebase`]: the program at its start, which the history begins at
    /// again (the output cut back to none). `None` without a rebase.
    pub fn origin(&mut self) -> Option<Box<dyn Target>> {
        let origin = self.origin.take()?;
        let t = origin.restore();
        self.capture
            .truncate(t.machine().runtime().output_bytes as usize);
        self.fine.clear();
        self.snaps = vec![(t.time(), origin)];
        Some(t)
    }

    /// Take snapshots every `interval` units from now on (tuning; tests use small ones to
    /// exercise re-execution across many snapshots).
    pub fn set_interval(&mut self, interval: u64) {
        self.interval = interval.max(1);
    }

    /// The time at which the next snapshot is due, after the latest one at or before `now`.
    pub fn next_due(&self, now: u64) -> u64 {
        self.latest_at_or_before(now)
            .map_or(now, |i| self.snaps[i].0)
            .saturating_add(self.interval)
    }

    /// Take a snapshot of `t` if one is due (cheap to call after every chunk of a run).
    pub fn note(&mut self, t: &mut dyn Target) {
        let now = t.time();
        if now < self.next_due(now) {
            return;
        }
        let at = self.snaps.partition_point(|(time, _)| *time <= now);
        self.snaps.insert(at, (now, t.snapshot()));
        if self.snaps.len() > MAX_SNAPSHOTS {
            // Keep the start and every other one after it.
            let mut i = 0;
            self.snaps.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.interval = self.interval.saturating_mul(2);
        }
    }

    /// Keep a fine snapshot of `t` (a point execution is likely to come back to: the start
    /// of a `continue` window that met a breakpoint).
    pub fn add_fine(&mut self, t: &mut dyn Target) {
        let now = t.time();
        let at = self.fine.partition_point(|(time, _)| *time < now);
        if self.fine.get(at).is_some_and(|(time, _)| *time == now) {
            return;
        }
        self.fine.insert(at, (now, t.snapshot()));
        if self.fine.len() > MAX_FINE * 2 {
            self.fine.remove(0);
        }
    }

    /// The state of `t` was changed by the user (`set var`) at its time: the recorded run
    /// from there on no longer happens. Snapshots at or after that time are dropped and one
    /// of the changed state taken, so going back before it restores the past as it was and
    /// anything later re-executes from the changed state.
    pub fn rewrite(&mut self, t: &mut dyn Target) {
        let now = t.time();
        self.snaps.retain(|(time, _)| *time < now);
        self.fine.retain(|(time, _)| *time < now);
        self.snaps.push((now, t.snapshot()));
    }

    /// The time of the latest snapshot (coarse or fine) at or before `time`.
    pub fn latest_at(&self, time: u64) -> Option<u64> {
        self.latest_before(time.saturating_add(1))
    }

    /// The earliest time there is a snapshot of.
    pub fn start_time(&self) -> u64 {
        self.snaps.first().map_or(0, |s| s.0)
    }

    fn latest_at_or_before(&self, time: u64) -> Option<usize> {
        self.snaps
            .partition_point(|(t, _)| *t <= time)
            .checked_sub(1)
    }

    /// A copy of the latest snapshot (coarse or fine) at or before `time`, with the output
    /// cut back to it.
    fn base(&self, time: u64) -> Option<Box<dyn Target>> {
        let i = self.latest_at_or_before(time)?;
        let fine = self
            .fine
            .partition_point(|(t, _)| *t <= time)
            .checked_sub(1)
            .filter(|f| self.fine[*f].0 > self.snaps[i].0);
        // (A fine snapshot newer than the coarse one is nearer to `time`.)
        let t = match fine {
            Some(f) => self.fine[f].1.restore(),
            None => self.snaps[i].1.restore(),
        };
        self.capture
            .truncate(t.machine().runtime().output_bytes as usize);
        Some(t)
    }

    /// The machine as it was at `time` (which must not be in the future of the run that
    /// produced the snapshots: re-execution is deterministic, so any earlier time is exact).
    pub fn restore(&self, time: u64) -> Option<Box<dyn Target>> {
        let mut t = self.base(time)?;
        while t.time() < time {
            let left = time - t.time();
            // Without a cycle engine one unit is one instruction: the fast path is exact.
            if t.cycles().is_none() {
                if t.run_insns(left).is_some() {
                    break;
                }
            } else if t.advance(time).is_some() {
                break;
            }
        }
        self.capture
            .truncate(t.machine().runtime().output_bytes as usize);
        Some(t)
    }

    /// The time of the latest snapshot (coarse or fine) strictly before `time`.
    fn latest_before(&self, time: u64) -> Option<u64> {
        let coarse = self
            .snaps
            .partition_point(|(t, _)| *t < time)
            .checked_sub(1);
        let fine = self.fine.partition_point(|(t, _)| *t < time).checked_sub(1);
        let c = coarse.map(|i| self.snaps[i].0);
        let f = fine.map(|i| self.fine[i].0);
        c.max(f)
    }

    /// The latest time `t < before` whose state satisfies `hit` (given the key of the state
    /// one unit earlier, `None` at the start of the run), scanning windows between snapshots
    /// from the newest back. `key` summarises a state; it is computed once per unit of time.
    /// The scan of a window leaves fine snapshots in it, so the next search nearby is short.
    pub fn search_back<K>(
        &mut self,
        before: u64,
        mut key: impl FnMut(&dyn Target) -> K,
        mut hit: impl FnMut(Option<&K>, &K) -> bool,
    ) -> Option<u64> {
        let start = self.start_time();
        if before <= start {
            return None;
        }
        // Candidates are t in (window start, window_end]; the start of the run last.
        let mut window_end = before - 1;
        loop {
            let base_time = if window_end == start {
                start
            } else {
                self.latest_before(window_end)?
            };
            let mut t = self.base(base_time)?;
            let mut prev = key(&*t);
            let mut found = None;
            let step = ((window_end - base_time) / MAX_FINE as u64).max(1000);
            let mut fine = Vec::new();
            let mut next_fine = base_time + step;
            while t.time() < window_end {
                if t.time() >= next_fine {
                    fine.push((t.time(), t.snapshot()));
                    next_fine = t.time() + step;
                }
                if t.advance(window_end).is_some() && t.time() < window_end {
                    // The program ended before the window did (cannot happen for a window
                    // the run went through; stop scanning rather than loop).
                    break;
                }
                let k = key(&*t);
                if hit(Some(&prev), &k) {
                    found = Some(t.time());
                }
                prev = k;
            }
            if !fine.is_empty() {
                // Keep the older fine snapshots (earlier searches) below this window.
                self.fine.retain(|(time, _)| *time < base_time);
                self.fine.extend(fine);
                let excess = self.fine.len().saturating_sub(MAX_FINE * 2);
                self.fine.drain(..excess);
            }
            if found.is_some() {
                return found;
            }
            if base_time == start {
                let first = self.base(start)?;
                let k = key(&*first);
                return hit(None, &k).then_some(start);
            }
            window_end = base_time;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debug::target::Functional;
    use maple_sim::{Capture, RunConfig};

    /// A program that writes one global word per iteration, many times.
    const LOOP: &str = "
var $counter i64
func &main () i32 {
  var %i i32
  dassign %i (constval i32 0)
  while (lt u1 i32 (dread i32 %i, constval i32 100000)) {
    dassign $counter (add i64 (dread i64 $counter, constval i64 1))
    dassign %i (add i32 (dread i32 %i, constval i32 1))
  }
  return (constval i32 0)
}
";

    #[test]
    fn a_snapshot_after_a_run_that_wrote_few_pages_copies_only_those_pages() {
        let image = maple_asm::assemble_str("loop.mpl", LOOP).expect("assembles");
        let machine = maple_sim::loader::machine(&image, RunConfig::default()).expect("loads");
        let capture = Capture::new();
        let mut target: Box<dyn Target> =
            Box::new(Functional(machine.with_output(Box::new(capture.clone()))));
        let mut history = History::new(&mut *target, capture);
        history.set_interval(10_000);
        assert!(target.run_insns(25_000).is_none());
        history.note(&mut *target);
        let first = history.snaps.last().expect("a snapshot").1.copied_pages();
        assert!(target.run_insns(25_000).is_none());
        history.note(&mut *target);
        let (time, snap) = history.snaps.last().expect("a snapshot");
        let mapped = snap.restore().machine().memory().mapped_pages();
        // The loop writes its global and its frame: a page or two of the stack and .data,
        // out of the whole mapped memory (a stack of many pages, the data and the text).
        assert!(mapped > 100, "{mapped} pages mapped");
        assert!(
            snap.copied_pages() <= 3,
            "copied {} of {mapped} pages (the first snapshot after the start copied {first})",
            snap.copied_pages()
        );
        // And the snapshot is exact: it restores to the time it was taken.
        assert_eq!(snap.restore().time(), *time);
        assert_eq!(
            history
                .restore(*time)
                .expect("restores")
                .machine()
                .hart()
                .pc,
            target.machine().hart().pc
        );
    }
}
