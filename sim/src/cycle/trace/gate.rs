//! When a trace writes: the one window state machine both trace formats share.
//!
//! A [`Windowed`] tracer is shown a core after every tick of it and decides, from the
//! [`Window`] and that core's clock, which of its format's hooks runs: nothing before the
//! window (but the format may keep baselines current), the header and what is in flight
//! when it opens, one step per tick inside it, and — once the window's end has passed —
//! either a stop or, for a format that follows its instructions to their end, more steps
//! until the format says it is done. It also keeps the first write error (the simulation
//! never stops for a trace) and, per core, the cycle from which the state last shown holds,
//! which every format needs to know which cycles a tick covered.
//!
//! Several cores share one file, whose time only goes forward. A tick of a core writes what
//! happened in the cycle it simulated (`prev`, which never goes back from one tick to the
//! next: the scheduler ticks the earliest core) and leaves the state it ends in *pending*:
//! it holds from the core's new clock, which may lie ahead of other cores' next ticks. The
//! core's own next tick starts at that cycle and writes it first; a core that stops being
//! ticked (its thread ended or blocked) has its pending state written by the gate when
//! another core's tick reaches that cycle ([`TraceFormat::due`], [`TraceFormat::settle`]),
//! and at the run's end the cores are finished in time order. With one core nothing is ever
//! settled for another core, and a format writes exactly what it wrote before there were
//! several.

use super::{Tracer, Window};
use crate::cycle::core::Core;
use crate::functional::Machine;
use std::io::{self, Write};

/// What a format does once its window's end has passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterWindow {
    /// Write nothing more.
    Stop,
    /// Keep stepping (without adding new instructions) until the step says it is done.
    Follow,
}

/// Where a core was, relative to the window, when the run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// Before the window opened: nothing of this core is in the file. `end` is the run's last
    /// cycle (the latest core clock), where a file that holds nothing yet is closed.
    Before { end: u64 },
    /// Inside the window (or following after it); `shown` is the cycle from which the state
    /// last shown holds.
    Inside { shown: u64 },
    /// Everything was written already.
    Written,
}

/// One trace format's hooks, called by [`Windowed`] at the moments its window defines.
/// `index` names the core (0 with one core).
pub trait TraceFormat {
    type Out: Write;

    /// The machine has `n` cores (before any other hook).
    fn cores(&mut self, _n: usize) {}

    /// A tick before the window (keep baselines, such as event counters, current).
    fn before(&mut self, _index: usize, _core: &Core) {}

    /// The window opens for core `index` at this tick (from cycle `core.cycle` on). `since`
    /// is the cycle from which the state shown by the core's previous tick held, if there was
    /// one.
    fn open(
        &mut self,
        index: usize,
        core: &Core,
        m: &Machine,
        window: Window,
        since: Option<u64>,
    ) -> io::Result<()>;

    /// A tick after the window opened: `prev` is the cycle from which the previous state
    /// held (the tick simulated it); `adding` is false once the window's end has passed
    /// (follow what is in the file, add nothing). Write what the core left pending first.
    /// Returns true when the file is complete for this core.
    fn step(
        &mut self,
        index: usize,
        core: &Core,
        m: &Machine,
        prev: u64,
        adding: bool,
    ) -> io::Result<bool>;

    /// The earliest cycle at which core `index` has something pending (written by its next
    /// step, or by [`TraceFormat::settle`] if the run's time passes it first).
    fn due(&self, _index: usize) -> Option<u64> {
        None
    }

    /// Write what core `index` has pending at cycle `at` (its [`TraceFormat::due`]): the run's
    /// time has passed it, and no tick of that core simulates that cycle (its thread ended or
    /// blocked: the core is idle there).
    fn settle(&mut self, _index: usize, _at: u64) -> io::Result<()> {
        Ok(())
    }

    /// The window's end has passed for core `index`.
    fn window_over(&mut self, index: usize) -> io::Result<AfterWindow>;

    /// The run ended (finish core `index` in the file so it is valid however the run
    /// stopped). Called for every core in the order of their clocks.
    fn run_ended(
        &mut self,
        index: usize,
        core: &Core,
        window: Window,
        at: RunEnd,
    ) -> io::Result<()>;

    /// Every core has been ended: close the file.
    fn ended(&mut self) -> io::Result<()> {
        Ok(())
    }

    /// The writer.
    fn out(&mut self) -> &mut Self::Out;

    /// Hand back the writer.
    fn into_out(self) -> Self::Out;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Before the window: nothing written yet.
    Before,
    /// Inside the window.
    Open,
    /// After the window, following what is in the file to its end.
    Following,
    /// Everything written.
    Done,
}

/// One core's place in the window.
#[derive(Clone, Copy, Debug)]
struct Gate {
    phase: Phase,
    /// The cycle from which the state last shown holds.
    shown: u64,
    /// `shown` is a cycle a tick showed (not its initial value).
    seen: bool,
}

impl Gate {
    const NEW: Gate = Gate {
        phase: Phase::Before,
        shown: 0,
        seen: false,
    };

    /// Whether the core has something in the file that may still change.
    fn writing(&self) -> bool {
        matches!(self.phase, Phase::Open | Phase::Following)
    }
}

/// A trace format gated by a [`Window`] of cycles: the [`Tracer`] a run is given.
pub struct Windowed<F> {
    format: F,
    window: Window,
    /// Per core (one until [`Tracer::start`] says how many).
    gates: Vec<Gate>,
    error: Option<io::Error>,
}

impl<F: TraceFormat> Windowed<F> {
    pub fn with(format: F, window: Window) -> Windowed<F> {
        Windowed {
            format,
            window,
            gates: vec![Gate::NEW],
            error: None,
        }
    }

    /// Flush, and hand back the writer or the first write error.
    pub fn close(mut self) -> io::Result<F::Out> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.format.out().flush()?;
        Ok(self.format.into_out())
    }

    fn tick(&mut self, k: usize, core: &Core, m: &Machine) -> io::Result<()> {
        let t = core.cycle;
        let mut g = self.gates[k];
        // A core given a hart after idling has its clock moved to that moment without a
        // tick: the cycles before belong to no tick, and this one simulated that moment.
        g.shown = g.shown.max(core.bound_at());
        match g.phase {
            Phase::Done => return Ok(()),
            Phase::Before if t < self.window.start => {
                self.format.before(k, core);
                self.gates[k] = Gate {
                    shown: t,
                    seen: true,
                    ..g
                };
                return Ok(());
            }
            Phase::Before => {
                let since = g.seen.then_some(g.shown);
                if let Some(prev) = since {
                    self.settle_others(k, prev)?;
                }
                self.format.open(k, core, m, self.window, since)?;
                self.gates[k] = Gate {
                    phase: Phase::Open,
                    shown: t,
                    seen: true,
                };
                return Ok(());
            }
            Phase::Open if g.shown >= self.window.end => match self.format.window_over(k)? {
                AfterWindow::Stop => return self.done(k),
                AfterWindow::Follow => self.gates[k].phase = Phase::Following,
            },
            Phase::Open | Phase::Following => {}
        }
        self.settle_others(k, g.shown)?;
        let adding = self.gates[k].phase == Phase::Open;
        let complete = self.format.step(k, core, m, g.shown, adding)?;
        self.gates[k].shown = t;
        if complete {
            self.done(k)?;
        }
        Ok(())
    }

    /// Write, oldest first, what cores other than `k` left pending before cycle `upto` (the
    /// file's time is about to reach it).
    ///
    /// Strictly before: a core whose clock is at `upto` itself may be ticked at that cycle
    /// after `k` (ties go to the lower index), and its own step writes it; one whose pending
    /// cycle is earlier than a tick's is never ticked at that cycle (the scheduler would have
    /// picked it), so what is settled is a state no tick simulated.
    fn settle_others(&mut self, k: usize, upto: u64) -> io::Result<()> {
        loop {
            let mut next: Option<(u64, usize)> = None;
            for (j, g) in self.gates.iter().enumerate() {
                if j == k || !g.writing() {
                    continue;
                }
                if let Some(d) = self.format.due(j) {
                    if d < upto && next.is_none_or(|n| (d, j) < n) {
                        next = Some((d, j));
                    }
                }
            }
            let Some((at, j)) = next else {
                return Ok(());
            };
            self.format.settle(j, at)?;
        }
    }

    fn done(&mut self, k: usize) -> io::Result<()> {
        self.gates[k].phase = Phase::Done;
        self.format.out().flush()
    }

    /// End every core in the file, in the order of their clocks (cores with nothing in the
    /// file last), then close it.
    fn end(&mut self, cores: &[&Core]) -> io::Result<()> {
        let last = cores.iter().map(|c| c.cycle).max().unwrap_or(0);
        let n = cores.len().min(self.gates.len());
        let when = |k: usize, g: &Gate| (g.phase == Phase::Before, cores[k].cycle.max(g.shown));
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&k| (when(k, &self.gates[k]), k));
        for k in order {
            let g = self.gates[k];
            let at = match g.phase {
                Phase::Before => RunEnd::Before { end: last },
                Phase::Open | Phase::Following => {
                    self.settle_others(k, when(k, &g).1)?;
                    RunEnd::Inside { shown: g.shown }
                }
                Phase::Done => RunEnd::Written,
            };
            self.format.run_ended(k, cores[k], self.window, at)?;
            self.gates[k].phase = Phase::Done;
        }
        self.format.ended()?;
        self.format.out().flush()
    }
}

impl<F: TraceFormat> Tracer for Windowed<F> {
    fn start(&mut self, cores: usize) {
        let n = cores.max(1);
        self.gates.resize(n, Gate::NEW);
        self.format.cores(n);
    }

    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine) {
        if self.error.is_some() || self.gates.get(index).is_none_or(|g| g.phase == Phase::Done) {
            return;
        }
        if let Err(e) = self.tick(index, core, machine) {
            self.error = Some(e);
        }
    }

    fn finish(&mut self, cores: &[&Core]) {
        if self.error.is_some() {
            return;
        }
        if let Err(e) = self.end(cores) {
            self.error = Some(e);
        }
    }
}
