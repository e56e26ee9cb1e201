//! Konata's pipeline log ("Kanata" format, version 4), written from the latches.
//!
//! The file is tab-separated commands in time order: `Kanata 0004`, `C= START`, then per
//! cycle that has events `C DELTA` and the events: `I` (a new instruction: file id,
//! simulator id = fetch sequence number, hart), `L` (labels: type 0 the left pane, type 1
//! the mouse-over detail), `S`/`E` (a stage starts/ends on a lane), `R` (retired, type 0,
//! with a running retire id; or flushed, type 1). Lane 0 holds the stages F D X M W; lane 1
//! holds the stall cause charged while the instruction was the next to issue, named as in
//! the statistics (`load_use`, `icache`, ...). Konata counts cycles from the `C=` line.
//!
//! Timing: an instruction's F starts at the cycle it was fetched; every later stage starts
//! at the cycle from which the core shows it in that latch; `R` is at the first cycle the
//! instruction is in no latch. Instructions already in flight when the window opens start
//! there, in the stage they are in.

use super::gate::{AfterWindow, RunEnd, TraceFormat, Windowed};
use super::{Labels, Window};
use crate::cycle::core::{Core, Slot, Stage};
use crate::cycle::stall::StallCause;
use crate::functional::Machine;
use std::io::{self, Write};

/// An instruction in the file that has not retired or been flushed.
#[derive(Clone, Copy, Debug)]
struct Live {
    seq: u64,
    id: u64,
    stage: Stage,
    /// The lane-1 stage open on it.
    stall: Option<StallCause>,
}

/// Writes a Konata log of the cycles in a [`Window`].
pub type KonataTracer<W> = Windowed<Konata<W>>;

impl<W: Write> KonataTracer<W> {
    /// A tracer writing to `out` (buffer it: every event is a small write).
    pub fn new(out: W, window: Window) -> KonataTracer<W> {
        Windowed::with(
            Konata {
                out,
                written: 0,
                live: Vec::with_capacity(64),
                now: Vec::with_capacity(64),
                next_seq: 0,
                next_id: 0,
                retired: 0,
                waiting: None,
                labels: Labels::new(),
            },
            window,
        )
    }
}

/// The Konata format's state: what is in the file and still in flight.
pub struct Konata<W: Write> {
    out: W,
    /// The cycle the last written command belongs to.
    written: u64,
    /// In the file and in flight, oldest first.
    live: Vec<Live>,
    /// Scratch: (sequence number, stage) of every instruction the core shows now.
    now: Vec<(u64, Stage)>,
    /// Instructions with a sequence number below this were seen already.
    next_seq: u64,
    next_id: u64,
    retired: u64,
    /// The next instruction to issue in the state last shown (it takes the stall charged
    /// to the cycles until the next call).
    waiting: Option<u64>,
    labels: Labels,
}

impl<W: Write> TraceFormat for Konata<W> {
    type Out = W;

    /// The window opens: the header, and whatever is in flight, in age order.
    ///
    /// The state shown now held since the previous call's cycle when that tick moved
    /// nothing, and from now on when it did (then now is the window's start), so the log
    /// starts at the later of the two and the window's start. A tracer that saw no earlier
    /// call (attached before the run's first tick) starts at the oldest fetch shown.
    fn open(
        &mut self,
        core: &Core,
        m: &Machine,
        window: Window,
        since: Option<u64>,
    ) -> io::Result<()> {
        let t = core.cycle;
        let since =
            since.unwrap_or_else(|| core.fetch_buffer().map(|s| s.fetched_at).min().unwrap_or(t));
        let base = since.min(t).max(window.start.min(t));
        writeln!(self.out, "Kanata\t0004")?;
        writeln!(self.out, "C=\t{base}")?;
        self.written = base;
        let in_flight = [
            (Stage::Writeback, core.writeback()),
            (Stage::Memory, core.memory()),
            (Stage::Execute, core.execute()),
            (Stage::Decode, core.decode()),
        ];
        for (stage, slot) in in_flight {
            if let Some(s) = slot {
                self.introduce(m, s, stage)?;
            }
        }
        for s in core.fetch_buffer() {
            self.introduce(m, s, Stage::Fetch)?;
        }
        self.next_seq = self.live.iter().map(|l| l.seq + 1).max().unwrap_or(0);
        self.waiting = next_to_issue(core);
        self.advance(t)
    }

    fn step(&mut self, core: &Core, m: &Machine, prev: u64, adding: bool) -> io::Result<bool> {
        self.step_tick(core, m, prev, adding)?;
        Ok(!adding && self.live.is_empty())
    }

    fn window_over(&mut self) -> io::Result<AfterWindow> {
        Ok(AfterWindow::Follow)
    }

    fn run_ended(&mut self, core: &Core, _window: Window, at: RunEnd) -> io::Result<()> {
        match at {
            RunEnd::Before => {
                // The run ended before the window: still a valid (empty) log.
                writeln!(self.out, "Kanata\t0004")?;
                writeln!(self.out, "C=\t{}", core.cycle)?;
            }
            RunEnd::Inside { shown } => {
                // Stopped by a limit with instructions in flight: they never complete.
                self.advance(core.cycle.max(shown))?;
                while !self.live.is_empty() {
                    let l = self.live.remove(0);
                    self.end(l, false)?;
                }
            }
            RunEnd::Written => {}
        }
        Ok(())
    }

    fn out(&mut self) -> &mut W {
        &mut self.out
    }

    fn into_out(self) -> W {
        self.out
    }
}

impl<W: Write> Konata<W> {
    /// One tick inside the window (`adding`) or after it.
    fn step_tick(&mut self, core: &Core, m: &Machine, prev: u64, adding: bool) -> io::Result<()> {
        let t = core.cycle;

        // At `prev`: what the tick did during that cycle — fetch, and the stall it charged.
        self.advance(prev)?;
        if adding {
            let mut newest = None;
            let first = self.next_seq;
            for s in core.fetch_buffer().filter(|s| s.seq >= first) {
                self.introduce(m, s, Stage::Fetch)?;
                newest = Some(s.seq);
            }
            if let Some(seq) = newest {
                self.next_seq = seq + 1;
            }
        }
        self.stall_lane(self.waiting, core.last_stall)?;

        // At `t`: the latches as they are now.
        self.snapshot(core);
        self.advance(t)?;
        let mut i = 0;
        while i < self.live.len() {
            let l = self.live[i];
            match self.now.iter().find(|(seq, _)| *seq == l.seq) {
                Some(&(_, stage)) if stage == l.stage => i += 1,
                Some(&(_, stage)) => {
                    writeln!(self.out, "E\t{}\t0\t{}", l.id, l.stage.letter())?;
                    writeln!(self.out, "S\t{}\t0\t{}", l.id, stage.letter())?;
                    self.live[i].stage = stage;
                    i += 1;
                }
                None => {
                    self.live.remove(i);
                    self.end(l, l.stage == Stage::Writeback)?;
                }
            }
        }
        self.waiting = next_to_issue(core);
        Ok(())
    }

    /// An instruction enters the file in `stage`, at the current time.
    fn introduce(&mut self, m: &Machine, s: &Slot, stage: Stage) -> io::Result<()> {
        let id = self.next_id;
        self.next_id += 1;
        writeln!(self.out, "I\t{id}\t{}\t{}", s.seq, m.current_hart())?;
        writeln!(self.out, "L\t{id}\t0\t{}", self.labels.get(m, s.index))?;
        writeln!(
            self.out,
            "L\t{id}\t1\tfetch #{} at cycle {}",
            s.seq, s.fetched_at
        )?;
        writeln!(self.out, "S\t{id}\t0\t{}", stage.letter())?;
        self.live.push(Live {
            seq: s.seq,
            id,
            stage,
            stall: None,
        });
        Ok(())
    }

    /// Lane 1: `cause` was charged to instruction `target` (the next to issue) over the
    /// cycles since the last call; close stalls that did not go on, open the new one.
    fn stall_lane(&mut self, target: Option<u64>, cause: Option<StallCause>) -> io::Result<()> {
        for l in self.live.iter_mut() {
            if let Some(open) = l.stall {
                if target != Some(l.seq) || cause != Some(open) {
                    writeln!(self.out, "E\t{}\t1\t{}", l.id, open.name())?;
                    l.stall = None;
                }
            }
        }
        if let (Some(seq), Some(cause)) = (target, cause) {
            if let Some(l) = self.live.iter_mut().find(|l| l.seq == seq) {
                if l.stall.is_none() {
                    writeln!(self.out, "S\t{}\t1\t{}", l.id, cause.name())?;
                    l.stall = Some(cause);
                }
            }
        }
        Ok(())
    }

    /// `l` leaves the file: retired, or flushed.
    fn end(&mut self, l: Live, retired: bool) -> io::Result<()> {
        if let Some(open) = l.stall {
            writeln!(self.out, "E\t{}\t1\t{}", l.id, open.name())?;
        }
        writeln!(self.out, "E\t{}\t0\t{}", l.id, l.stage.letter())?;
        writeln!(
            self.out,
            "R\t{}\t{}\t{}",
            l.id,
            self.retired,
            if retired { 0 } else { 1 }
        )?;
        if retired {
            self.retired += 1;
        }
        Ok(())
    }

    /// Move the file's clock to cycle `t` (never backwards).
    fn advance(&mut self, t: u64) -> io::Result<()> {
        if t > self.written {
            writeln!(self.out, "C\t{}", t - self.written)?;
            self.written = t;
        }
        Ok(())
    }

    fn snapshot(&mut self, core: &Core) {
        self.now.clear();
        self.now
            .extend(core.fetch_buffer().map(|s| (s.seq, Stage::Fetch)));
        for stage in [
            Stage::Decode,
            Stage::Execute,
            Stage::Memory,
            Stage::Writeback,
        ] {
            if let Some(s) = core.stage(stage) {
                self.now.push((s.seq, stage));
            }
        }
    }
}

/// The instruction the issue stage waits on: the decode latch's, else the fetch buffer's
/// oldest.
fn next_to_issue(core: &Core) -> Option<u64> {
    core.decode()
        .or_else(|| core.fetch_buffer().next())
        .map(|s| s.seq)
}
