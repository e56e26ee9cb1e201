//! Konata's pipeline log ("Kanata" format, version 4), written from the latches.
//!
//! The file is tab-separated commands in time order: `Kanata 0004`, `C= START`, then per
//! cycle that has events `C DELTA` and the events: `I` (a new instruction: file id,
//! simulator id = the core's fetch sequence number, thread id), `L` (labels: type 0 the left
//! pane, type 1 the mouse-over detail), `S`/`E` (a stage starts/ends on a lane), `R` (retired,
//! type 0, with a running retire id; or flushed, type 1). Lane 0 holds the stages F D X M W;
//! lane 1 holds the stall cause charged while the instruction was the next to issue, named as
//! in the statistics (`load_use`, `icache`, ...). Konata counts cycles from the `C=` line.
//!
//! The thread id is a hardware lane, 0-based: the hart with one core (threads take turns on
//! it) and the core with several, so Konata's rows show which core ran what; the detail
//! label then names the core and the thread (`thread N`, [`crate::ThreadId`]) the
//! instruction was fetched for. File ids and retire ids are
//! unique across cores; each core's instructions keep their own fetch numbers.
//!
//! Timing: an instruction's F starts at the cycle it was fetched; every later stage starts
//! at the cycle from which the core shows it in that latch; `R` is at the first cycle the
//! instruction is in no latch. Instructions already in flight when the window opens start
//! there, in the stage they are in. The latches a tick leaves are written when the run's
//! time reaches the cycle they hold from (the core's next tick, or `settle`), so several
//! cores' events interleave in time order.

use super::gate::{AfterWindow, RunEnd, TraceFormat, Windowed};
use super::{Labels, Window};
use crate::cycle::core::{Core, Slot, Stage};
use crate::cycle::stall::StallCause;
use crate::functional::Machine;
use crate::thread_id::thread_name;
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
                header: false,
                written: 0,
                cores: vec![PerCore::new()],
                next_id: 0,
                retired: 0,
                labels: Labels::new(),
            },
            window,
        )
    }
}

/// The Konata format's state: what is in the file and still in flight.
pub struct Konata<W: Write> {
    out: W,
    /// The header is written.
    header: bool,
    /// The cycle the last written command belongs to.
    written: u64,
    /// Per core.
    cores: Vec<PerCore>,
    next_id: u64,
    retired: u64,
    labels: Labels,
}

/// One core's instructions in the file.
struct PerCore {
    /// In the file and in flight, oldest first.
    live: Vec<Live>,
    /// (sequence number, stage) of every instruction the core showed at its last tick.
    now: Vec<(u64, Stage)>,
    /// `now` holds from this cycle and is not written yet.
    pending: Option<u64>,
    /// Instructions with a sequence number below this were seen already.
    next_seq: u64,
    /// The next instruction to issue in the state last shown (it takes the stall charged
    /// to the cycles until the next call).
    waiting: Option<u64>,
}

impl PerCore {
    fn new() -> PerCore {
        PerCore {
            live: Vec::with_capacity(64),
            now: Vec::with_capacity(64),
            pending: None,
            next_seq: 0,
            waiting: None,
        }
    }
}

impl<W: Write> TraceFormat for Konata<W> {
    type Out = W;

    fn cores(&mut self, n: usize) {
        self.cores.resize_with(n, PerCore::new);
    }

    /// The window opens for core `k`: the header (the first core to open writes it), and
    /// whatever is in flight, in age order.
    ///
    /// The state shown now held since the previous call's cycle when that tick moved
    /// nothing, and from now on when it did (then now is the window's start), so the log
    /// starts at the later of the two and the window's start. A tracer that saw no earlier
    /// call (attached before the core's first tick) starts at the oldest fetch shown.
    fn open(
        &mut self,
        k: usize,
        core: &Core,
        m: &Machine,
        window: Window,
        since: Option<u64>,
    ) -> io::Result<()> {
        let t = core.cycle;
        let since =
            since.unwrap_or_else(|| core.fetch_buffer().map(|s| s.fetched_at).min().unwrap_or(t));
        let base = since.min(t).max(window.start.min(t));
        let in_flight = [
            (Stage::Writeback, core.writeback()),
            (Stage::Memory, core.memory()),
            (Stage::Execute, core.execute()),
            (Stage::Decode, core.decode()),
        ];
        if !self.header {
            writeln!(self.out, "Kanata\t0004")?;
            writeln!(self.out, "C=\t{base}")?;
            self.written = base;
            self.header = true;
        } else if in_flight.iter().any(|s| s.1.is_some()) || core.fetch_buffer().next().is_some() {
            // Another core opened the file. (A core with nothing in flight writes nothing:
            // its clock may be ahead of cycles other cores have yet to write.)
            self.advance(base)?;
        }
        for (stage, slot) in in_flight {
            if let Some(s) = slot {
                self.introduce(k, core, m, s, stage)?;
            }
        }
        for s in core.fetch_buffer() {
            self.introduce(k, core, m, s, Stage::Fetch)?;
        }
        let c = &mut self.cores[k];
        c.next_seq = c.live.iter().map(|l| l.seq + 1).max().unwrap_or(0);
        c.waiting = next_to_issue(core);
        // What is in flight is in the file as the core shows it: nothing pending.
        c.pending = None;
        Ok(())
    }

    fn step(
        &mut self,
        k: usize,
        core: &Core,
        m: &Machine,
        prev: u64,
        adding: bool,
    ) -> io::Result<bool> {
        // At `prev`: the latches the last tick left, then what this tick did during that
        // cycle — fetch, and the stall it charged.
        self.write_pending(k)?;
        self.advance(prev)?;
        if adding {
            let mut newest = None;
            let first = self.cores[k].next_seq;
            for s in core.fetch_buffer().filter(|s| s.seq >= first) {
                self.introduce(k, core, m, s, Stage::Fetch)?;
                newest = Some(s.seq);
            }
            if let Some(seq) = newest {
                self.cores[k].next_seq = seq + 1;
            }
        }
        let waiting = self.cores[k].waiting;
        self.stall_lane(k, waiting, core.acct.last_stall)?;

        // The latches as they are now, written when the run's time reaches `core.cycle`.
        let c = &mut self.cores[k];
        snapshot(&mut c.now, core);
        c.pending = Some(core.cycle);
        c.waiting = next_to_issue(core);
        Ok(!adding && self.cores[k].live.is_empty())
    }

    fn due(&self, k: usize) -> Option<u64> {
        self.cores[k].pending
    }

    fn settle(&mut self, k: usize, _at: u64) -> io::Result<()> {
        self.write_pending(k)
    }

    fn window_over(&mut self, _k: usize) -> io::Result<AfterWindow> {
        Ok(AfterWindow::Follow)
    }

    fn run_ended(&mut self, k: usize, core: &Core, _window: Window, at: RunEnd) -> io::Result<()> {
        match at {
            RunEnd::Before { end } => {
                // The run ended before the window: still a valid (empty) log.
                if !self.header {
                    writeln!(self.out, "Kanata\t0004")?;
                    writeln!(self.out, "C=\t{end}")?;
                    self.header = true;
                }
            }
            RunEnd::Inside { shown } => {
                // Stopped by a limit with instructions in flight: they never complete.
                self.write_pending(k)?;
                self.advance(core.cycle.max(shown))?;
                while !self.cores[k].live.is_empty() {
                    let l = self.cores[k].live.remove(0);
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
    /// Write core `k`'s pending latches at their cycle: stage changes, and the instructions
    /// no longer in any latch retired (from writeback) or flushed.
    fn write_pending(&mut self, k: usize) -> io::Result<()> {
        let Some(t) = self.cores[k].pending.take() else {
            return Ok(());
        };
        self.advance(t)?;
        let mut i = 0;
        while i < self.cores[k].live.len() {
            let c = &mut self.cores[k];
            let l = c.live[i];
            match c.now.iter().find(|(seq, _)| *seq == l.seq) {
                Some(&(_, stage)) if stage == l.stage => i += 1,
                Some(&(_, stage)) => {
                    c.live[i].stage = stage;
                    writeln!(self.out, "E\t{}\t0\t{}", l.id, l.stage.letter())?;
                    writeln!(self.out, "S\t{}\t0\t{}", l.id, stage.letter())?;
                    i += 1;
                }
                None => {
                    c.live.remove(i);
                    self.end(l, l.stage == Stage::Writeback)?;
                }
            }
        }
        Ok(())
    }

    /// An instruction of core `k` enters the file in `stage`, at the current time.
    fn introduce(
        &mut self,
        k: usize,
        core: &Core,
        m: &Machine,
        s: &Slot,
        stage: Stage,
    ) -> io::Result<()> {
        let id = self.next_id;
        self.next_id += 1;
        let several = self.cores.len() > 1;
        let thread = if several { k } else { m.current_hart() };
        writeln!(self.out, "I\t{id}\t{}\t{thread}", s.seq)?;
        writeln!(self.out, "L\t{id}\t0\t{}", self.labels.get(m, s.index))?;
        write!(
            self.out,
            "L\t{id}\t1\tfetch #{} at cycle {}",
            s.seq, s.fetched_at
        )?;
        if several {
            // Not issued yet: fetched for the hart the core runs. Issued: its own.
            let hart = match stage {
                Stage::Fetch | Stage::Decode if core.is_bound() => core.link.hart,
                _ => s.hart as usize,
            };
            write!(self.out, " on core {k} for {}", thread_name(hart))?;
        }
        writeln!(self.out)?;
        writeln!(self.out, "S\t{id}\t0\t{}", stage.letter())?;
        self.cores[k].live.push(Live {
            seq: s.seq,
            id,
            stage,
            stall: None,
        });
        Ok(())
    }

    /// Lane 1: `cause` was charged to core `k`'s instruction `target` (the next to issue)
    /// over the cycles since the last call; close stalls that did not go on, open the new
    /// one.
    fn stall_lane(
        &mut self,
        k: usize,
        target: Option<u64>,
        cause: Option<StallCause>,
    ) -> io::Result<()> {
        let live = &mut self.cores[k].live;
        for l in live.iter_mut() {
            if let Some(open) = l.stall {
                if target != Some(l.seq) || cause != Some(open) {
                    writeln!(self.out, "E\t{}\t1\t{}", l.id, open.name())?;
                    l.stall = None;
                }
            }
        }
        if let (Some(seq), Some(cause)) = (target, cause) {
            if let Some(l) = live.iter_mut().find(|l| l.seq == seq) {
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
}

/// (sequence number, stage) of every instruction `core` shows, into `now`.
fn snapshot(now: &mut Vec<(u64, Stage)>, core: &Core) {
    now.clear();
    now.extend(core.fetch_buffer().map(|s| (s.seq, Stage::Fetch)));
    for stage in [
        Stage::Decode,
        Stage::Execute,
        Stage::Memory,
        Stage::Writeback,
    ] {
        if let Some(s) = core.stage(stage) {
            now.push((s.seq, stage));
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
