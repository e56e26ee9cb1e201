//! When a trace writes: the one window state machine both trace formats share.
//!
//! A [`Windowed`] tracer is shown the core after every tick and decides, from the
//! [`Window`], which of its format's hooks runs: nothing before the window (but the format
//! may keep baselines current), the header and what is in flight when it opens, one step
//! per tick inside it, and — once the window's end has passed — either a stop or, for a
//! format that follows its instructions to their end, more steps until the format says it
//! is done. It also keeps the first write error (the simulation never stops for a trace)
//! and the cycle from which the state last shown holds, which every format needs to know
//! which cycles a tick covered.

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

/// Where the run was, relative to the window, when it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// Before the window opened: the file holds nothing yet.
    Before,
    /// Inside the window (or following after it); `shown` is the cycle from which the state
    /// last shown holds.
    Inside { shown: u64 },
    /// Everything was written already.
    Written,
}

/// One trace format's hooks, called by [`Windowed`] at the moments its window defines.
pub trait TraceFormat {
    type Out: Write;

    /// A tick before the window (keep baselines, such as event counters, current).
    fn before(&mut self, _core: &Core) {}

    /// The window opens at this tick (from cycle `core.cycle` on). `since` is the cycle
    /// from which the state shown by the previous tick held, if there was one.
    fn open(
        &mut self,
        core: &Core,
        m: &Machine,
        window: Window,
        since: Option<u64>,
    ) -> io::Result<()>;

    /// A tick after the window opened: `prev` is the cycle from which the previous state
    /// held; `adding` is false once the window's end has passed (follow what is in the
    /// file, add nothing). Returns true when the file is complete.
    fn step(&mut self, core: &Core, m: &Machine, prev: u64, adding: bool) -> io::Result<bool>;

    /// The window's end has passed.
    fn window_over(&mut self) -> io::Result<AfterWindow>;

    /// The run ended (finish the file so it is valid however the run stopped).
    fn run_ended(&mut self, core: &Core, window: Window, at: RunEnd) -> io::Result<()>;

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

/// A trace format gated by a [`Window`] of cycles: the [`Tracer`] a run is given.
pub struct Windowed<F> {
    format: F,
    window: Window,
    phase: Phase,
    /// The cycle from which the state last shown holds.
    shown: u64,
    /// `shown` is a cycle a tick showed (not its initial value).
    seen: bool,
    error: Option<io::Error>,
}

impl<F: TraceFormat> Windowed<F> {
    pub fn with(format: F, window: Window) -> Windowed<F> {
        Windowed {
            format,
            window,
            phase: Phase::Before,
            shown: 0,
            seen: false,
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

    fn tick(&mut self, core: &Core, m: &Machine) -> io::Result<()> {
        let t = core.cycle;
        match self.phase {
            Phase::Done => return Ok(()),
            Phase::Before if t < self.window.start => {
                self.format.before(core);
                self.shown = t;
                self.seen = true;
                return Ok(());
            }
            Phase::Before => {
                let since = self.seen.then_some(self.shown);
                self.format.open(core, m, self.window, since)?;
                self.shown = t;
                self.phase = Phase::Open;
                return Ok(());
            }
            Phase::Open if self.shown >= self.window.end => match self.format.window_over()? {
                AfterWindow::Stop => return self.done(),
                AfterWindow::Follow => self.phase = Phase::Following,
            },
            Phase::Open | Phase::Following => {}
        }
        let complete = self
            .format
            .step(core, m, self.shown, self.phase == Phase::Open)?;
        self.shown = t;
        if complete {
            self.done()?;
        }
        Ok(())
    }

    fn done(&mut self) -> io::Result<()> {
        self.phase = Phase::Done;
        self.format.out().flush()
    }
}

impl<F: TraceFormat> Tracer for Windowed<F> {
    fn cycle(&mut self, core: &Core, machine: &Machine) {
        if self.error.is_none() && self.phase != Phase::Done {
            if let Err(e) = self.tick(core, machine) {
                self.error = Some(e);
            }
        }
    }

    fn finish(&mut self, core: &Core) {
        if self.error.is_some() {
            return;
        }
        let at = match self.phase {
            Phase::Before => RunEnd::Before,
            Phase::Open | Phase::Following => RunEnd::Inside { shown: self.shown },
            Phase::Done => RunEnd::Written,
        };
        let r = self
            .format
            .run_ended(core, self.window, at)
            .and_then(|()| self.done());
        if let Err(e) = r {
            self.error = Some(e);
        }
    }
}
