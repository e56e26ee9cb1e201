//! `maple run`'s progress line: on a long run (more than [`QUIET_START`]) with stderr on a
//! terminal, one line on stderr, rewritten twice a second, says how many instructions and
//! cycles have run and at what rate; it is erased when the run ends, so what stays on the
//! screen is the program's output and maple's report. `--quiet` turns it off.
//!
//! The simulation posts its figures to a [`Progress`] at the looks it already makes for
//! Ctrl-C (`CycleMachine::set_progress`; the functional engine between chunks), and a host
//! thread draws them: nothing is added per simulated instruction.

use maple_sim::cycle::Progress;
use maple_sim::{FaultKind, Machine, Outcome};
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a run goes before the line appears (`MAPLE_PROGRESS_AFTER_MS` overrides it, for
/// tests and for users who want it at once).
const QUIET_START: Duration = Duration::from_secs(2);

fn quiet_start() -> Duration {
    std::env::var("MAPLE_PROGRESS_AFTER_MS")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .map_or(QUIET_START, Duration::from_millis)
}
/// How often the line is redrawn.
const REDRAW: Duration = Duration::from_millis(500);

/// The drawing thread of one run.
pub struct Reporter {
    pub progress: Arc<Progress>,
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Reporter {
    /// A reporter for a run on `engine` ("cycle" or "functional"); it draws only when
    /// stderr is a terminal and not `quiet`.
    pub fn start(engine: &'static str, quiet: bool) -> Reporter {
        let progress = Arc::new(Progress::default());
        let done = Arc::new(AtomicBool::new(false));
        let thread = (!quiet && std::io::stderr().is_terminal()).then(|| {
            let (progress, done) = (Arc::clone(&progress), Arc::clone(&done));
            std::thread::spawn(move || draw_until(&progress, &done, engine))
        });
        Reporter {
            progress,
            done,
            thread,
        }
    }

    /// Stop drawing and erase the line.
    pub fn finish(mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Run `m` on the functional engine to its end or `max_insns`, posting progress to
/// `progress` and stopping with `FaultKind::Interrupted` once `stop` is set.
pub fn run_functional(
    m: &mut Machine,
    max_insns: Option<u64>,
    progress: &Progress,
    stop: &AtomicBool,
) -> Outcome {
    let limit = max_insns.unwrap_or(u64::MAX);
    loop {
        let left = limit.saturating_sub(m.instret());
        if left == 0 {
            return m.stop_with(FaultKind::MaxInstructions { limit });
        }
        if let Some(o) = m.run_for(left.min(maple_sim::functional::INTERRUPT_POLL_INSTRUCTIONS)) {
            return o;
        }
        progress.instructions.store(m.instret(), Ordering::Relaxed);
        if stop.load(Ordering::Relaxed) {
            let instructions = m.instret();
            return m.stop_with(FaultKind::Interrupted {
                cycle: None,
                instructions,
            });
        }
    }
}

fn draw_until(progress: &Progress, done: &AtomicBool, engine: &str) {
    let start = Instant::now();
    let mut drawn = false;
    let mut next = start + quiet_start();
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(50));
        let now = Instant::now();
        if now < next {
            continue;
        }
        next = now + REDRAW;
        let secs = now.duration_since(start).as_secs_f64();
        let insns = progress.instructions.load(Ordering::Relaxed);
        let cycles = progress.cycles.load(Ordering::Relaxed);
        let line = line(engine, secs, insns, cycles);
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K{line}");
        let _ = err.flush();
        drawn = true;
    }
    if drawn {
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K");
        let _ = err.flush();
    }
}

/// The progress line: elapsed time, instructions (and cycles), rate.
fn line(engine: &str, secs: f64, insns: u64, cycles: u64) -> String {
    let rate = insns as f64 / secs.max(1e-9) / 1e6;
    let cycles = if engine == "cycle" {
        format!(", {:.1} M cycles", cycles as f64 / 1e6)
    } else {
        String::new()
    };
    format!(
        "maple: {secs:.0} s, {:.1} M instructions{cycles} ({rate:.1} M instructions/s, {engine} engine; Ctrl-C stops)",
        insns as f64 / 1e6
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_line_says_time_count_and_rate() {
        assert_eq!(
            super::line("cycle", 4.0, 8_000_000, 20_000_000),
            "maple: 4 s, 8.0 M instructions, 20.0 M cycles (2.0 M instructions/s, cycle engine; Ctrl-C stops)"
        );
        assert!(!super::line("functional", 1.0, 5, 0).contains("cycles"));
    }
}
