//! A VCD (IEEE 1364 value change dump) waveform of the pipeline, one time unit per cycle.
//!
//! Signals, under `$scope module maple`:
//!
//! | signal | width | meaning |
//! |---|---|---|
//! | `fetch.valid`, `.pc`, `.opcode` … `writeback.*` | 1, 32, 8 | the instruction each stage holds (fetch: the fetch buffer's youngest); PC and opcode number are `x` when the stage is empty |
//! | `fetch_buffer` | 8 | instructions waiting for decode |
//! | `stall` | 4 | why the issue stage did not issue in the cycle: 0 issued, else 1 + the cause's position in [`StallCause::ALL`] (the header comment lists them) |
//! | `retire`, `mispredict` | 1 | high in each cycle an instruction retired / a mispredicted transfer squashed the front end |
//! | `l1i_miss`, `l1d_miss`, `l2_miss` | 1 | high in each cycle the cache's miss counter rose |
//!
//! Stage signals change at the cycle from which the core shows the new latch contents;
//! `stall` and the pulses at the cycle the tick simulated (the tick's work happens in that
//! cycle), dropping back when the core skips idle cycles.

use super::gate::{AfterWindow, RunEnd, TraceFormat, Windowed};
use super::Window;
use crate::cycle::core::{Core, Stage};
use crate::cycle::stall::StallCause;
use crate::functional::Machine;
use std::io::{self, Write};

/// The signals, in declaration order (their index is their identifier code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(usize)]
enum Sig {
    FetchBuffer = 15,
    Stall,
    Retire,
    Mispredict,
    L1iMiss,
    L1dMiss,
    L2Miss,
}

/// Per stage: valid, pc, opcode (signals `3 * stage .. 3 * stage + 3`).
const PER_STAGE: usize = 3;
const SIGNALS: usize = Sig::L2Miss as usize + 1;
/// `x`: the value of an empty stage's PC and opcode.
const X: u64 = u64::MAX;
/// Nothing written yet (forces the first write).
const UNSET: u64 = u64::MAX - 1;

/// (scope, name, width) of each signal, in identifier order.
fn declarations() -> [(&'static str, &'static str, u32); SIGNALS] {
    let mut d = [("", "", 0); SIGNALS];
    for (i, stage) in Stage::ALL.iter().enumerate() {
        d[PER_STAGE * i] = (stage.name(), "valid", 1);
        d[PER_STAGE * i + 1] = (stage.name(), "pc", 32);
        d[PER_STAGE * i + 2] = (stage.name(), "opcode", 8);
    }
    d[Sig::FetchBuffer as usize] = ("", "fetch_buffer", 8);
    d[Sig::Stall as usize] = ("", "stall", 4);
    d[Sig::Retire as usize] = ("", "retire", 1);
    d[Sig::Mispredict as usize] = ("", "mispredict", 1);
    d[Sig::L1iMiss as usize] = ("", "l1i_miss", 1);
    d[Sig::L1dMiss as usize] = ("", "l1d_miss", 1);
    d[Sig::L2Miss as usize] = ("", "l2_miss", 1);
    d
}

/// The identifier code of signal `i`: one printable character (`!` onwards).
fn code(i: usize) -> char {
    (b'!' + i as u8) as char
}

/// The `stall` signal's value for a cycle's accounting.
pub fn stall_code(cause: Option<StallCause>) -> u64 {
    cause.map_or(0, |c| c as u64 + 1)
}

/// Counters whose rise makes a pulse: retired, mispredicted, l1i/l1d/l2 misses.
fn counters(core: &Core) -> [u64; 5] {
    [
        core.counters.retired,
        core.counters.mispredicted,
        core.caches.l1i.stats.misses,
        core.caches.l1d.stats.misses,
        core.caches.l2.stats.misses,
    ]
}
const PULSES: [Sig; 5] = [
    Sig::Retire,
    Sig::Mispredict,
    Sig::L1iMiss,
    Sig::L1dMiss,
    Sig::L2Miss,
];

/// Writes a VCD waveform of the cycles in a [`Window`].
pub type VcdTracer<W> = Windowed<Vcd<W>>;

impl<W: Write> VcdTracer<W> {
    /// A tracer writing to `out` (buffer it: every change is a small write).
    pub fn new(out: W, window: Window) -> VcdTracer<W> {
        Windowed::with(
            Vcd {
                out,
                value: [0; SIGNALS],
                written: [UNSET; SIGNALS],
                dump_pending: false,
                seen: [0; 5],
            },
            window,
        )
    }
}

/// The VCD format's state: the signals' values.
///
/// Values are staged, then committed at a time: the latches a call shows hold from its
/// cycle, but the stall and events of that cycle are known only at the next call, and a
/// signal changes at most once per time stamp.
pub struct Vcd<W: Write> {
    out: W,
    /// Each signal's value as staged, and as last written.
    value: [u64; SIGNALS],
    written: [u64; SIGNALS],
    /// The first commit writes every value inside `$dumpvars`.
    dump_pending: bool,
    /// The pulse counters as of the last call.
    seen: [u64; 5],
}

impl<W: Write> TraceFormat for Vcd<W> {
    type Out = W;

    fn before(&mut self, core: &Core) {
        self.seen = counters(core);
    }

    fn open(
        &mut self,
        core: &Core,
        m: &Machine,
        window: Window,
        _since: Option<u64>,
    ) -> io::Result<()> {
        self.header(window)?;
        self.latches(core, m);
        self.seen = counters(core);
        Ok(())
    }

    fn step(&mut self, core: &Core, m: &Machine, prev: u64, _adding: bool) -> io::Result<bool> {
        self.step_tick(core, m, prev)?;
        Ok(false)
    }

    fn window_over(&mut self) -> io::Result<AfterWindow> {
        Ok(AfterWindow::Stop)
    }

    fn run_ended(&mut self, core: &Core, window: Window, at: RunEnd) -> io::Result<()> {
        match at {
            // The run ended before the window: a header and an empty pipeline, so the file
            // is still a waveform.
            RunEnd::Before => {
                self.header(window)?;
                self.last_state(window, core.cycle)
            }
            RunEnd::Inside { shown } => self.last_state(window, shown),
            RunEnd::Written => Ok(()),
        }
    }

    fn out(&mut self) -> &mut W {
        &mut self.out
    }

    fn into_out(self) -> W {
        self.out
    }
}

impl<W: Write> Vcd<W> {
    /// One tick inside the window.
    fn step_tick(&mut self, core: &Core, m: &Machine, prev: u64) -> io::Result<()> {
        let t = core.cycle;

        // Cycle `prev`, which the tick simulated: the latches staged by the last call, the
        // stall charged and the events counted.
        self.value[Sig::Stall as usize] = stall_code(core.last_stall);
        let now = counters(core);
        let mut high = false;
        for (k, sig) in PULSES.iter().enumerate() {
            let rose = now[k] != self.seen[k];
            high |= rose;
            self.value[*sig as usize] = rose as u64;
        }
        self.seen = now;
        self.commit(prev)?;
        // The skipped cycles saw no events.
        if high && t > prev + 1 {
            self.clear_pulses();
            self.commit(prev + 1)?;
        }

        // Cycle `t`: the latches, committed with that cycle's stall by the next call.
        self.latches(core, m);
        Ok(())
    }

    /// The header; the first values are staged (empty stages, until the caller stages the
    /// latches).
    fn header(&mut self, window: Window) -> io::Result<()> {
        writeln!(self.out, "$version maple cycle engine $end")?;
        write!(
            self.out,
            "$comment\n  One time unit is one cycle (window {}).\n  stall: 0 = issued",
            window
        )?;
        for (i, cause) in StallCause::ALL.iter().enumerate() {
            write!(self.out, ", {} = {}", i + 1, cause.name())?;
        }
        writeln!(self.out, ".\n$end")?;
        writeln!(self.out, "$timescale 1 ns $end")?;
        writeln!(self.out, "$scope module maple $end")?;
        let mut scope = "";
        for (i, (s, name, width)) in declarations().iter().enumerate() {
            if *s != scope {
                if !scope.is_empty() {
                    writeln!(self.out, "$upscope $end")?;
                }
                if !s.is_empty() {
                    writeln!(self.out, "$scope module {s} $end")?;
                }
                scope = s;
            }
            writeln!(self.out, "$var wire {width} {} {name} $end", code(i))?;
        }
        if !scope.is_empty() {
            writeln!(self.out, "$upscope $end")?;
        }
        writeln!(self.out, "$upscope $end")?;
        writeln!(self.out, "$enddefinitions $end")?;
        for i in 0..PER_STAGE * Stage::ALL.len() {
            self.value[i] = if i % PER_STAGE == 0 { 0 } else { X };
        }
        self.dump_pending = true;
        Ok(())
    }

    /// The run ended inside the window: the last state, shown from cycle `shown`, is
    /// committed with no events (no tick simulated its cycle) and a time stamp one cycle on
    /// gives it an extent in viewers.
    fn last_state(&mut self, window: Window, shown: u64) -> io::Result<()> {
        if self.dump_pending || window.contains(shown) {
            self.clear_pulses();
            self.commit(shown)?;
            if window.contains(shown) {
                writeln!(self.out, "#{}", shown + 1)?;
            }
        }
        Ok(())
    }

    fn clear_pulses(&mut self) {
        for sig in PULSES {
            self.value[sig as usize] = 0;
        }
    }

    fn latches(&mut self, core: &Core, m: &Machine) {
        for (i, stage) in Stage::ALL.iter().enumerate() {
            let (valid, pc, op) = match core.stage(*stage) {
                Some(s) => (
                    1,
                    m.code().addr_of(s.index) as u64,
                    s.op.opcode().map_or(0, |o| o.number()) as u64,
                ),
                None => (0, X, X),
            };
            self.value[PER_STAGE * i] = valid;
            self.value[PER_STAGE * i + 1] = pc;
            self.value[PER_STAGE * i + 2] = op;
        }
        self.value[Sig::FetchBuffer as usize] = core.fetch_buffer().count() as u64;
    }

    /// Write the staged values that changed, at time `t` (the first commit: all of them).
    fn commit(&mut self, t: u64) -> io::Result<()> {
        if self.dump_pending {
            self.dump_pending = false;
            writeln!(self.out, "#{t}\n$dumpvars")?;
            for i in 0..SIGNALS {
                self.write_value(i)?;
            }
            return writeln!(self.out, "$end");
        }
        let mut stamped = false;
        for i in 0..SIGNALS {
            if self.value[i] != self.written[i] {
                if !stamped {
                    writeln!(self.out, "#{t}")?;
                    stamped = true;
                }
                self.write_value(i)?;
            }
        }
        Ok(())
    }

    fn write_value(&mut self, i: usize) -> io::Result<()> {
        let v = self.value[i];
        self.written[i] = v;
        match (width(i), v) {
            (1, v) => writeln!(self.out, "{}{}", v & 1, code(i)),
            (_, X) => writeln!(self.out, "bx {}", code(i)),
            (_, v) => writeln!(self.out, "b{v:b} {}", code(i)),
        }
    }
}

/// Width of signal `i` without building the declaration table.
fn width(i: usize) -> u32 {
    if i < PER_STAGE * Stage::ALL.len() {
        [1, 32, 8][i % PER_STAGE]
    } else if i == Sig::FetchBuffer as usize {
        8
    } else if i == Sig::Stall as usize {
        4
    } else {
        1
    }
}
