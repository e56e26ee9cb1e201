//! A VCD (IEEE 1364 value change dump) waveform of the pipeline, one time unit per cycle.
//!
//! Signals, under `$scope module maple`:
//!
//! | signal | width | meaning |
//! |---|---|---|
//! | `fetch.valid`, `.pc`, `.opcode` … `writeback.*` | 1, 32, 8 | the instruction each stage holds (fetch: the fetch buffer's youngest); PC and opcode number are `x` when the stage is empty |
//! | `fetch_buffer` | 8 | instructions waiting for decode |
//! | `stall` | 5 | why the issue stage did not issue in the cycle: 0 issued, else 1 + the cause's position in [`StallCause::ALL`] (the header comment lists them) |
//! | `retire`, `mispredict` | 1 | high in each cycle an instruction retired / a mispredicted transfer squashed the front end |
//! | `l1i_miss`, `l1d_miss`, `l2_miss` | 1 | high in each cycle the cache's miss counter rose |
//!
//! Stage signals change at the cycle from which the core shows the new latch contents;
//! `stall` and the pulses at the cycle the tick simulated (the tick's work happens in that
//! cycle), dropping back when the core skips idle cycles.
//!
//! With several cores the signals are declared once per core, under `$scope module maple`,
//! `$scope module coreK` (and `l2_miss` is the core's own misses in the shared L2); each
//! core's change at a cycle is written when the run's time reaches it, so the file's time
//! stamps only go forward. Identifier codes are one printable character while they last,
//! then two or more.

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
    d[Sig::Stall as usize] = ("", "stall", 5);
    d[Sig::Retire as usize] = ("", "retire", 1);
    d[Sig::Mispredict as usize] = ("", "mispredict", 1);
    d[Sig::L1iMiss as usize] = ("", "l1i_miss", 1);
    d[Sig::L1dMiss as usize] = ("", "l1d_miss", 1);
    d[Sig::L2Miss as usize] = ("", "l2_miss", 1);
    d
}

/// The identifier code of signal `i`: printable characters (`!` to `~`), one while they
/// last (every signal of one core), least significant first.
#[derive(Clone, Copy)]
struct Code(usize);

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use std::fmt::Write as _;
        const DIGITS: usize = (b'~' - b'!') as usize + 1;
        let mut n = self.0;
        loop {
            f.write_char((b'!' + (n % DIGITS) as u8) as char)?;
            n /= DIGITS;
            if n == 0 {
                return Ok(());
            }
        }
    }
}

/// The `stall` signal's value for a cycle's accounting.
pub fn stall_code(cause: Option<StallCause>) -> u64 {
    cause.map_or(0, |c| c as u64 + 1)
}

/// Counters whose rise makes a pulse: retired, mispredicted, l1i/l1d/l2 misses. With
/// several cores the L2 is shared (lent to the core being ticked): the core's own count of
/// its misses there.
fn counters(core: &Core, several: bool) -> [u64; 5] {
    [
        core.counters.retired,
        core.counters.mispredicted,
        core.caches.l1i.stats.misses,
        core.caches.l1d.stats.misses,
        if several {
            core.counters.l2_misses
        } else {
            core.caches.l2.stats.misses
        },
    ]
}
const PULSES: [Sig; 5] = [
    Sig::Retire,
    Sig::Mispredict,
    Sig::L1iMiss,
    Sig::L1dMiss,
    Sig::L2Miss,
];

/// The signals staged from a core's latches: every stage's, then `fetch_buffer`.
const LATCHED: usize = Sig::FetchBuffer as usize + 1;

/// Writes a VCD waveform of the cycles in a [`Window`].
pub type VcdTracer<W> = Windowed<Vcd<W>>;

impl<W: Write> VcdTracer<W> {
    /// A tracer writing to `out` (buffer it: every change is a small write).
    pub fn new(out: W, window: Window) -> VcdTracer<W> {
        let mut v = Vcd {
            out,
            cores: Vec::new(),
            value: Vec::new(),
            written: Vec::new(),
            header: false,
            dump_pending: false,
            stamp: None,
            window,
            last: None,
        };
        v.cores(1);
        Windowed::with(v, window)
    }
}

/// The VCD format's state: the signals' values.
///
/// Values are staged, then committed at a time: the latches a call shows hold from its
/// cycle, but the stall and events of that cycle are known only at the next call, and a
/// signal changes at most once per time stamp.
pub struct Vcd<W: Write> {
    out: W,
    cores: Vec<PerCore>,
    /// Each signal's value as staged, and as last written; core `k`'s are
    /// `k * SIGNALS .. (k + 1) * SIGNALS`.
    value: Vec<u64>,
    written: Vec<u64>,
    header: bool,
    /// The first commit writes every value inside `$dumpvars`.
    dump_pending: bool,
    /// The last time stamp written.
    stamp: Option<u64>,
    window: Window,
    /// The time stamp that closes the file: one past the latest state shown in the window.
    last: Option<u64>,
}

/// One core's staged changes.
#[derive(Clone, Copy)]
struct PerCore {
    /// The pulse counters as of the core's last tick.
    seen: [u64; 5],
    /// The latches its last tick left, holding from `latches_at` (not written yet).
    next: [u64; LATCHED],
    latches_at: Option<u64>,
    /// The pulses of a tick that skipped cycles drop at this cycle (not written yet).
    clear_at: Option<u64>,
}

impl PerCore {
    const NEW: PerCore = PerCore {
        seen: [0; 5],
        next: [0; LATCHED],
        latches_at: None,
        clear_at: None,
    };
}

impl<W: Write> TraceFormat for Vcd<W> {
    type Out = W;

    fn cores(&mut self, n: usize) {
        self.cores.resize(n, PerCore::NEW);
        self.value.resize(n * SIGNALS, 0);
        self.written.resize(n * SIGNALS, UNSET);
    }

    fn before(&mut self, k: usize, core: &Core) {
        self.cores[k].seen = counters(core, self.several());
    }

    fn open(
        &mut self,
        k: usize,
        core: &Core,
        m: &Machine,
        window: Window,
        _since: Option<u64>,
    ) -> io::Result<()> {
        if !self.header {
            self.header(window)?;
        }
        self.stage_latches(k, core, m);
        self.cores[k].seen = counters(core, self.several());
        Ok(())
    }

    fn step(
        &mut self,
        k: usize,
        core: &Core,
        m: &Machine,
        prev: u64,
        _adding: bool,
    ) -> io::Result<bool> {
        let t = core.cycle;
        self.write_clear(k)?;
        // The core idled from the state its last tick left until it was given a hart now.
        if let Some(at) = self.cores[k].latches_at.filter(|&at| at < prev) {
            self.idle_latches(k, at)?;
        }

        // Cycle `prev`, which the tick simulated: the latches staged by the last call, the
        // stall charged and the events counted.
        self.unstage_latches(k);
        let base = k * SIGNALS;
        self.value[base + Sig::Stall as usize] = stall_code(core.acct.last_stall);
        let now = counters(core, self.several());
        let mut high = false;
        for (i, sig) in PULSES.iter().enumerate() {
            let rose = now[i] != self.cores[k].seen[i];
            high |= rose;
            self.value[base + *sig as usize] = rose as u64;
        }
        self.cores[k].seen = now;
        self.commit(k, prev)?;
        // The skipped cycles saw no events.
        if high && t > prev + 1 {
            self.cores[k].clear_at = Some(prev + 1);
        }

        // Cycle `t`: the latches, committed with that cycle's stall by the next call.
        self.stage_latches(k, core, m);
        Ok(false)
    }

    /// The pulses' drop, and the latches while inside the window (after it the waveform
    /// stops: they are never written).
    fn due(&self, k: usize) -> Option<u64> {
        let c = &self.cores[k];
        let latches = c.latches_at.filter(|&t| self.window.contains(t));
        match (c.clear_at, latches) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn settle(&mut self, k: usize, at: u64) -> io::Result<()> {
        if self.cores[k].clear_at == Some(at) {
            self.write_clear(k)?;
        }
        if self.cores[k].latches_at == Some(at) {
            self.idle_latches(k, at)?;
        }
        Ok(())
    }

    fn window_over(&mut self, k: usize) -> io::Result<AfterWindow> {
        self.write_clear(k)?;
        Ok(AfterWindow::Stop)
    }

    fn run_ended(&mut self, k: usize, _core: &Core, window: Window, at: RunEnd) -> io::Result<()> {
        match at {
            // The run ended before the window: a header and an empty pipeline, so the file
            // is still a waveform.
            RunEnd::Before { end } => {
                if !self.header {
                    self.header(window)?;
                }
                if self.dump_pending {
                    self.last_state(k, window, end)?;
                }
                Ok(())
            }
            RunEnd::Inside { shown } => {
                self.write_clear(k)?;
                self.unstage_latches(k);
                self.last_state(k, window, shown)
            }
            RunEnd::Written => Ok(()),
        }
    }

    fn ended(&mut self) -> io::Result<()> {
        match self.last {
            Some(t) if self.stamp.is_none_or(|s| s < t) => writeln!(self.out, "#{t}"),
            _ => Ok(()),
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
    /// Whether the header declares one scope per core.
    fn several(&self) -> bool {
        self.cores.len() > 1
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
        let several = self.several();
        for k in 0..self.cores.len() {
            if several {
                writeln!(self.out, "$scope module core{k} $end")?;
            }
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
                let code = Code(k * SIGNALS + i);
                writeln!(self.out, "$var wire {width} {code} {name} $end")?;
            }
            if !scope.is_empty() {
                writeln!(self.out, "$upscope $end")?;
            }
            if several {
                writeln!(self.out, "$upscope $end")?;
            }
        }
        writeln!(self.out, "$upscope $end")?;
        writeln!(self.out, "$enddefinitions $end")?;
        for k in 0..self.cores.len() {
            for i in 0..PER_STAGE * Stage::ALL.len() {
                self.value[k * SIGNALS + i] = if i % PER_STAGE == 0 { 0 } else { X };
            }
        }
        self.header = true;
        self.dump_pending = true;
        Ok(())
    }

    /// The run ended inside the window: the last state, shown from cycle `shown`, is
    /// committed with no events (no tick simulated its cycle) and a time stamp one cycle on
    /// (written once every core is ended) gives it an extent in viewers.
    fn last_state(&mut self, k: usize, window: Window, shown: u64) -> io::Result<()> {
        if self.dump_pending || window.contains(shown) {
            self.clear_pulses(k);
            self.commit(k, shown)?;
            if window.contains(shown) {
                self.last = self.last.max(Some(shown + 1));
            }
        }
        Ok(())
    }

    /// Drop core `k`'s pulses where a tick that skipped cycles left them to drop.
    fn write_clear(&mut self, k: usize) -> io::Result<()> {
        match self.cores[k].clear_at.take() {
            Some(at) => {
                self.clear_pulses(k);
                self.commit(k, at)
            }
            None => Ok(()),
        }
    }

    /// Core `k`'s staged latches at cycle `at`, which no tick simulates (the core is idle
    /// there): no events in it.
    fn idle_latches(&mut self, k: usize, at: u64) -> io::Result<()> {
        self.unstage_latches(k);
        self.clear_pulses(k);
        self.commit(k, at)
    }

    fn clear_pulses(&mut self, k: usize) {
        for sig in PULSES {
            self.value[k * SIGNALS + sig as usize] = 0;
        }
    }

    /// Stage core `k`'s latches as it shows them now (from `core.cycle` on).
    fn stage_latches(&mut self, k: usize, core: &Core, m: &Machine) {
        let next = &mut self.cores[k].next;
        for (i, stage) in Stage::ALL.iter().enumerate() {
            let (valid, pc, op) = match core.stage(*stage) {
                Some(s) => (
                    1,
                    m.code().addr_of(s.index) as u64,
                    s.op.opcode().map_or(0, |o| o.number()) as u64,
                ),
                None => (0, X, X),
            };
            next[PER_STAGE * i] = valid;
            next[PER_STAGE * i + 1] = pc;
            next[PER_STAGE * i + 2] = op;
        }
        next[Sig::FetchBuffer as usize] = core.fetch_buffer().count() as u64;
        self.cores[k].latches_at = Some(core.cycle);
    }

    /// The staged latches become core `k`'s values to commit.
    fn unstage_latches(&mut self, k: usize) {
        let c = &mut self.cores[k];
        if c.latches_at.take().is_some() {
            self.value[k * SIGNALS..k * SIGNALS + LATCHED].copy_from_slice(&c.next);
        }
    }

    /// Write core `k`'s staged values that changed, at time `t` (the first commit: every
    /// value, every core's).
    fn commit(&mut self, k: usize, t: u64) -> io::Result<()> {
        if self.dump_pending {
            self.dump_pending = false;
            self.stamp = Some(t);
            writeln!(self.out, "#{t}\n$dumpvars")?;
            for i in 0..self.value.len() {
                self.write_value(i)?;
            }
            return writeln!(self.out, "$end");
        }
        let mut stamped = self.stamp == Some(t);
        for i in k * SIGNALS..(k + 1) * SIGNALS {
            if self.value[i] != self.written[i] {
                if !stamped {
                    debug_assert!(self.stamp.is_none_or(|s| s < t), "time goes back to {t}");
                    writeln!(self.out, "#{t}")?;
                    self.stamp = Some(t);
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
        match (width(i % SIGNALS), v) {
            (1, v) => writeln!(self.out, "{}{}", v & 1, Code(i)),
            (_, X) => writeln!(self.out, "bx {}", Code(i)),
            (_, v) => writeln!(self.out, "b{v:b} {}", Code(i)),
        }
    }
}

/// Width of signal `i` of a core without building the declaration table.
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
