//! The hook pipeline traces hang on, and the two trace writers built on it.
//!
//! A [`Tracer`] is shown a core after every tick of it: the latches hold what each stage
//! holds from cycle `core.cycle` on, until the next call for that core (a stalled core jumps
//! several cycles in one tick, and the state between is the state shown). An instruction
//! that disappears from the writeback latch has retired; one that disappears from the fetch
//! buffer or the decode latch without reaching execute was squashed. `core.last_stall` is the
//! cause charged to the cycles between the previous call's `core.cycle` and this one's.
//!
//! With several cores each call names the core that ticked (its index, 0 first). The
//! scheduler always ticks the core whose clock is earliest, so the cycle a tick simulated
//! never goes back from one call to the next, whichever core it was; the state a tick
//! leaves (from its new `core.cycle` on) may lie ahead of other cores' next ticks, and
//! formats hold it back until the run's time reaches it (see `gate.rs`).
//!
//! - [`KonataTracer`] writes Konata's pipeline log ("Kanata 0004"): one row per instruction,
//!   its stages F D X M W, and its stalls on lane 1; with several cores, the core is the
//!   Konata thread id.
//! - [`VcdTracer`] writes a VCD waveform: per stage the PC and opcode with a valid bit, the
//!   stall cause, retire and mispredict pulses, cache-miss pulses; with several cores, one
//!   scope of those signals per core.
//!
//! Both only write inside a [`Window`] of cycles (a long run's trace stays small; with
//! several cores, of each core's clock) and allocate nothing per cycle outside it. Which
//! cycles a format writes is decided once, by [`Windowed`] (`gate.rs`): a format implements
//! [`TraceFormat`]'s hooks (open, step, window over, run ended, and settling what another
//! core left pending) and the gate calls them. Write errors do not stop the simulation: the
//! first one is kept and returned by `close`, which the caller reports.

mod folded;
mod gate;
mod konata;
mod perfetto;
mod stacks;
mod vcd;

pub use folded::FoldedProfile;
pub use gate::{AfterWindow, RunEnd, TraceFormat, Windowed};
pub use konata::{Konata, KonataTracer};
pub use perfetto::PerfettoTrace;
pub use vcd::{Vcd, VcdTracer};

use super::core::Core;
use crate::functional::Machine;
use std::fmt;
use std::str::FromStr;

/// Sees the pipeline after every tick. `ENABLED = false` compiles the calls away.
pub trait Tracer {
    const ENABLED: bool = true;
    /// The machine has `cores` cores (called once, before the run's first tick), so a
    /// format can lay out per-core state (a VCD header declares every core's signals).
    fn start(&mut self, _cores: usize) {}
    /// Core `index`'s state after a tick of it (from cycle `core.cycle` on).
    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine);
    /// The run ended (flush what is buffered): every core, core 0 first.
    fn finish(&mut self, _cores: &[&Core]) {}
}

/// No trace.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTracer;

impl Tracer for NoTracer {
    const ENABLED: bool = false;
    #[inline(always)]
    fn cycle(&mut self, _index: usize, _core: &Core, _machine: &Machine) {}
}

/// Two tracers watching the same run (`maple run --trace-konata A --trace-vcd B`).
impl<A: Tracer, B: Tracer> Tracer for (A, B) {
    const ENABLED: bool = A::ENABLED || B::ENABLED;
    fn start(&mut self, cores: usize) {
        self.0.start(cores);
        self.1.start(cores);
    }
    #[inline]
    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine) {
        if A::ENABLED {
            self.0.cycle(index, core, machine);
        }
        if B::ENABLED {
            self.1.cycle(index, core, machine);
        }
    }
    fn finish(&mut self, cores: &[&Core]) {
        self.0.finish(cores);
        self.1.finish(cores);
    }
}

/// A tracer that may be absent (a trace flag not given).
impl<T: Tracer> Tracer for Option<T> {
    const ENABLED: bool = T::ENABLED;
    fn start(&mut self, cores: usize) {
        if let Some(t) = self {
            t.start(cores);
        }
    }
    #[inline]
    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine) {
        if let Some(t) = self {
            t.cycle(index, core, machine);
        }
    }
    fn finish(&mut self, cores: &[&Core]) {
        if let Some(t) = self {
            t.finish(cores);
        }
    }
}

/// The cycles a trace covers: `start..end` (`--trace-window START:END`).
///
/// The default is the first 100 000 cycles: enough for the start of any program, and a
/// trace of that many cycles stays a few megabytes. Konata traces follow the instructions
/// in flight at `end` until they retire or are squashed, so every instruction in the file
/// has its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub start: u64,
    /// Exclusive; `u64::MAX` for "to the end of the run".
    pub end: u64,
}

impl Window {
    /// The cycles traced when `--trace-window` is not given.
    pub const DEFAULT_CYCLES: u64 = 100_000;
    /// The whole run.
    pub const ALL: Window = Window {
        start: 0,
        end: u64::MAX,
    };

    /// Whether cycle `c` is inside.
    pub fn contains(&self, c: u64) -> bool {
        self.start <= c && c < self.end
    }
}

impl Default for Window {
    fn default() -> Window {
        Window {
            start: 0,
            end: Window::DEFAULT_CYCLES,
        }
    }
}

/// Why a `START:END` window does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WindowError {
    #[error("expected START:END (cycles, either may be left out), got `{0}`")]
    Shape(String),
    #[error("`{0}` is not a cycle number")]
    Number(String),
    #[error("the window {start}:{end} is empty (END must be greater than START)")]
    Empty { start: u64, end: u64 },
}

impl FromStr for Window {
    type Err = WindowError;

    /// `START:END`, `START:` (to the end of the run) or `:END` (from cycle 0). Numbers may
    /// be written with `_` separators.
    fn from_str(s: &str) -> Result<Window, WindowError> {
        let (a, b) = s
            .split_once(':')
            .ok_or_else(|| WindowError::Shape(s.to_string()))?;
        let num = |t: &str, empty: u64| -> Result<u64, WindowError> {
            let t = t.trim();
            if t.is_empty() {
                return Ok(empty);
            }
            t.replace('_', "")
                .parse()
                .map_err(|_| WindowError::Number(t.to_string()))
        };
        let start = num(a, 0)?;
        let end = num(b, u64::MAX)?;
        if end <= start {
            return Err(WindowError::Empty { start, end });
        }
        Ok(Window { start, end })
    }
}

impl fmt::Display for Window {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.end == u64::MAX {
            write!(f, "{}:", self.start)
        } else {
            write!(f, "{}:{}", self.start, self.end)
        }
    }
}

/// Text of each instruction for trace labels, made once per text entry: `ADDRESS: raw
/// disassembly` (the [`maple_isa::Instr`] display the debugger shows too).
struct Labels {
    text: Vec<Option<Box<str>>>,
}

impl Labels {
    fn new() -> Labels {
        Labels { text: Vec::new() }
    }

    fn get(&mut self, m: &Machine, index: u32) -> &str {
        let code = m.code();
        if self.text.len() < code.entries.len() {
            self.text.resize(code.entries.len(), None);
        }
        let i = index as usize;
        if i >= self.text.len() {
            return "?";
        }
        self.text[i].get_or_insert_with(|| {
            let pc = code.addr_of(index);
            let offset = pc.wrapping_sub(code.text_base) as usize;
            match maple_isa::decode(&m.program().text, offset) {
                Ok(instr) => format!("{pc:08x}: {instr}").into(),
                Err(e) => format!("{pc:08x}: <{e}>").into(),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{Window, WindowError};

    #[test]
    fn windows_parse_with_open_ends_and_reject_nonsense() {
        assert_eq!(
            "10:2_000".parse::<Window>(),
            Ok(Window {
                start: 10,
                end: 2000
            })
        );
        assert_eq!(
            "500:".parse::<Window>(),
            Ok(Window {
                start: 500,
                end: u64::MAX
            })
        );
        assert_eq!(":7".parse::<Window>(), Ok(Window { start: 0, end: 7 }));
        assert_eq!("500:".parse::<Window>().unwrap().to_string(), "500:");
        assert!(matches!(
            "100".parse::<Window>(),
            Err(WindowError::Shape(_))
        ));
        assert!(matches!(
            "a:5".parse::<Window>(),
            Err(WindowError::Number(_))
        ));
        assert_eq!(
            "9:9".parse::<Window>(),
            Err(WindowError::Empty { start: 9, end: 9 })
        );
        assert_eq!(Window::default().end, Window::DEFAULT_CYCLES);
        assert!(Window::default().contains(0) && !Window::default().contains(100_000));
    }
}
