//! A run as Chrome trace-event JSON, which Perfetto (ui.perfetto.dev) and chrome://tracing
//! open: what happened when.
//!
//! - One track per thread (`tid` = thread id, named `thread N`): a span (`ph: "X"`, category
//!   `function`) for every function activation, nested as the calls were, from the same
//!   attribution as the folded profile ([`super::stacks`]), on the machine's clock: an
//!   activation lasts while its thread waits or another thread has the core, so with one
//!   thread the spans' self times are the function table's cycles, with several they are
//!   wall-clock time; and spans of category `state` while the thread is blocked (joining,
//!   waiting for a monitor, a mutex or a condition).
//! - Track 0 (`regions`): a span per `checkpoint` region, from the checkpoint that opens it to
//!   the one that closes it.
//! - Counters (`ph: "C"`) every [`COUNTER_PERIOD`] cycles of each core: its IPC and its L1D
//!   miss rate over the period.
//!
//! Time: `ts` and `dur` are cycles (the file says so in `otherData`; the viewers show them
//! as microseconds). Events are kept to the trace window (`--trace-window`, default the
//! first [`super::Window::DEFAULT_CYCLES`] cycles), spans cut at its edges.

use super::stacks::{HartStack, StackWatch};
use super::{Tracer, Window};
use crate::cycle::core::Core;
use crate::functional::{HartState, Machine};
use crate::thread_id::{thread_name, ThreadId};
use serde_json::{json, Value};
use std::io::{self, Write};

/// Cycles per counter sample.
pub const COUNTER_PERIOD: u64 = 10_000;

/// Per core: its clock and the counters at the last sample.
#[derive(Clone, Debug, Default)]
struct CoreTrack {
    clock: u64,
    sampled_at: u64,
    issued: u64,
    l1d: (u64, u64),
}

/// The Perfetto trace of a run (`maple run --trace-perfetto PATH`).
#[derive(Debug)]
pub struct PerfettoTrace {
    window: Window,
    watch: StackWatch,
    cores: Vec<CoreTrack>,
    /// Per hart: its open activations, (function, cycle it started), outermost first.
    open: Vec<Vec<(u32, u64)>>,
    /// Per hart: its state and since when.
    states: Vec<(HartState, u64)>,
    /// Checkpoint hits seen, and the open regions (name index, start).
    hits: Vec<u64>,
    open_regions: Vec<(usize, u64, String)>,
    names: Vec<String>,
    events: Vec<Value>,
    harts_seen: usize,
}

impl PerfettoTrace {
    pub fn new(window: Window) -> PerfettoTrace {
        PerfettoTrace {
            window,
            watch: StackWatch::default(),
            cores: Vec::new(),
            open: Vec::new(),
            states: Vec::new(),
            hits: Vec::new(),
            open_regions: Vec::new(),
            names: Vec::new(),
            events: Vec::new(),
            harts_seen: 0,
        }
    }

    /// A span on track `tid` from `start` to `end`, cut to the window.
    fn span(&mut self, name: &str, cat: &str, tid: usize, start: u64, end: u64) {
        let (s, e) = (start.max(self.window.start), end.min(self.window.end));
        if s < e {
            self.events.push(json!({
                "name": name, "cat": cat, "ph": "X", "pid": 0, "tid": tid,
                "ts": s, "dur": e - s,
            }));
        }
    }

    /// Close hart `h`'s activations beyond the first `keep`, at cycle `at`.
    fn close(&mut self, h: usize, keep: usize, at: u64) {
        while self.open[h].len() > keep {
            let Some((f, start)) = self.open[h].pop() else {
                break;
            };
            let name = self.function_name(f);
            self.span(&name, "function", track_of(h), start, at);
        }
    }

    fn function_name(&self, f: u32) -> String {
        self.names
            .get(f as usize)
            .cloned()
            .unwrap_or_else(|| format!("function{f}"))
    }

    /// Hart `h`'s stack is `stack` from cycle `at` on (it may have moved cores meanwhile).
    fn switch_stack(&mut self, (h, stack): &HartStack, at: u64) {
        let h = *h;
        if h >= self.open.len() {
            self.open.resize(h + 1, Vec::new());
        }
        let keep = self.open[h]
            .iter()
            .zip(stack)
            .take_while(|((f, _), g)| f == *g)
            .count();
        self.close(h, keep, at);
        for &f in &stack[keep..] {
            self.open[h].push((f, at));
        }
    }

    fn sample(&mut self, k: usize, core: &Core) {
        let track = &mut self.cores[k];
        if core.cycle < track.sampled_at + COUNTER_PERIOD {
            return;
        }
        let cycles = core.cycle - track.sampled_at;
        let issued = core.counters.issued - track.issued;
        let s = core.caches.l1d.stats;
        let (hits, misses) = (s.hits - track.l1d.0, s.misses - track.l1d.1);
        track.sampled_at = core.cycle;
        track.issued = core.counters.issued;
        track.l1d = (s.hits, s.misses);
        if self.window.contains(core.cycle) {
            let rate = if hits + misses == 0 {
                0.0
            } else {
                misses as f64 / (hits + misses) as f64
            };
            self.events.push(json!({
                "name": format!("core {k}"), "ph": "C", "pid": 0, "ts": core.cycle,
                "args": {"IPC": issued as f64 / cycles as f64, "L1D miss rate": rate},
            }));
        }
    }

    /// Thread states and regions, looked at after each tick (cheap: they change rarely).
    fn machine_events(&mut self, machine: &Machine, now: u64) {
        let n = machine.hart_count();
        self.harts_seen = self.harts_seen.max(n);
        while self.states.len() < n {
            self.states.push((HartState::Runnable, now));
        }
        for h in 0..n {
            let state = machine.hart_state(h);
            if state != self.states[h].0 {
                let (old, since) = std::mem::replace(&mut self.states[h], (state, now));
                if let Some(label) = blocked(&old) {
                    self.span(&label, "state", track_of(h), since, now);
                }
            }
        }
        let hits = &machine.runtime().checkpoint_hits;
        if hits.len() > self.hits.len() {
            self.hits.resize(hits.len(), 0);
        }
        for (name, &seen) in hits.iter().enumerate() {
            while self.hits[name] < seen {
                self.hits[name] += 1;
                match self.open_regions.iter().position(|(r, _, _)| *r == name) {
                    Some(i) => {
                        let (_, start, label) = self.open_regions.swap_remove(i);
                        self.span(&label, "region", 0, start, now);
                    }
                    None => {
                        let label = machine
                            .code()
                            .strings
                            .get(name)
                            .cloned()
                            .unwrap_or_default();
                        self.open_regions.push((name, now, label));
                    }
                }
            }
        }
    }

    /// Write the trace as JSON.
    pub fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let mut events = vec![
            json!({"name": "process_name", "ph": "M", "pid": 0, "args": {"name": "maple"}}),
            json!({"name": "thread_name", "ph": "M", "pid": 0, "tid": 0, "args": {"name": "regions"}}),
        ];
        for h in 0..self.harts_seen {
            events.push(json!({"name": "thread_name", "ph": "M", "pid": 0,
                "tid": track_of(h), "args": {"name": thread_name(h)}}));
        }
        events.extend(self.events.iter().cloned());
        let doc = json!({
            "traceEvents": events,
            "displayTimeUnit": "ns",
            "otherData": {"generator": "maple", "time unit": "1 cycle per ts unit"},
        });
        serde_json::to_writer(&mut *out, &doc)?;
        out.write_all(b"\n")
    }
}

/// The track (`tid`) of the thread on hart `h`: the thread's number (track 0 is the regions').
fn track_of(h: usize) -> usize {
    ThreadId::of_hart(h).number()
}

/// The label of a state in which a thread waits, if it is one.
fn blocked(state: &HartState) -> Option<String> {
    match state {
        HartState::Runnable | HartState::Finished(_) => None,
        other => {
            let debug = format!("{other:?}");
            let variant = debug.split([' ', '{', '(']).next().unwrap_or("waiting");
            Some(format!("blocked: {}", variant.to_lowercase()))
        }
    }
}

impl Tracer for PerfettoTrace {
    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine) {
        if self.names.is_empty() {
            self.names = machine
                .program()
                .functions
                .iter()
                .map(|f| f.name.clone())
                .collect();
        }
        if index >= self.cores.len() {
            self.cores.resize(index + 1, CoreTrack::default());
        }
        let charged = self.watch.observe(index, core, machine);
        if charged.span > 0 {
            let (h, stack) = self.watch.current(index);
            // A changed stack, or a core's first look at its hart.
            let unsynced = self.open.get(*h).map_or(0, Vec::len) != stack.len();
            if charged.previous.is_some() || unsynced {
                let at = core.cycle.saturating_sub(charged.span);
                let now = self.watch.current(index).clone();
                self.switch_stack(&now, at);
            }
        }
        self.cores[index].clock = core.cycle;
        self.sample(index, core);
        self.machine_events(machine, core.cycle);
    }

    fn finish(&mut self, _cores: &[&Core]) {
        let end = self.cores.iter().map(|c| c.clock).max().unwrap_or(0);
        for h in 0..self.open.len() {
            self.close(h, 0, end);
        }
        for h in 0..self.states.len() {
            let (state, since) = self.states[h];
            if let Some(label) = blocked(&state) {
                self.span(&label, "state", track_of(h), since, end);
            }
        }
        for (_, start, label) in std::mem::take(&mut self.open_regions) {
            self.span(
                &format!("{label} (open at the end)"),
                "region",
                0,
                start,
                end,
            );
        }
    }
}
