//! Cycles per call stack, in the folded-stack format flame-graph tools read (Brendan Gregg's
//! `flamegraph.pl`, `inferno-flamegraph`, speedscope): one line per stack, the frames from
//! the outermost function to the innermost separated by `;`, then a space and the cycles
//! (`main;fib;fib 1234`). With several threads each stack starts with its thread
//! (`thread 2;worker;...`), so a flame graph has one tower per thread.
//!
//! A [`Tracer`]: after every tick of a core it adds the cycles the tick charged (the core's
//! cycle counter moved by the tick's span, idle jumps included) to the stack of the hart
//! the core runs. The stack is the hart's call records (`Hart::frames`), adjusted to the
//! instruction the cycles were charged to (`Core::last_charged`): a call's issue cycle is
//! the caller's although the callee's record exists once it has issued, and a `return`'s the
//! callee's although its record is gone. So the stacks' innermost functions add up to the
//! function table of `--stats` exactly, and all lines to the cycles every core charged.
//! The stack is rebuilt only when the hart, the depth, the innermost record or the charged
//! function changes (a scalar core issues one instruction a tick, so no change goes unseen).

use super::Tracer;
use crate::cycle::core::Core;
use crate::functional::Machine;
use std::collections::HashMap;
use std::io::{self, Write};

/// What one core was last seen doing.
#[derive(Clone, Debug, Default)]
struct CoreState {
    /// The core's cycle counter after its last tick.
    cycles: u64,
    /// (hart, depth, innermost record's function, charged function) of the stack below.
    key: Option<(usize, usize, Option<u32>, Option<u32>)>,
    /// The current stack (function indices, outermost first) and its hart.
    stack: Vec<u32>,
    hart: usize,
    /// Cycles charged to that stack since it became current.
    pending: u64,
}

/// The folded-stack profile of a run (`maple run --profile-folded PATH`).
#[derive(Clone, Debug, Default)]
pub struct FoldedProfile {
    cores: Vec<CoreState>,
    /// (hart, stack) -> cycles.
    stacks: HashMap<(usize, Vec<u32>), u64>,
}

impl FoldedProfile {
    pub fn new() -> FoldedProfile {
        FoldedProfile::default()
    }

    fn flush(&mut self, core: usize) {
        let st = &mut self.cores[core];
        if st.pending > 0 {
            let key = (st.hart, std::mem::take(&mut st.stack));
            *self.stacks.entry(key).or_insert(0) += st.pending;
            st.pending = 0;
        }
    }

    /// Cycles per (hart, stack of function indices), the run's whole profile.
    pub fn stacks(&self) -> &HashMap<(usize, Vec<u32>), u64> {
        &self.stacks
    }

    /// Write the folded lines, heaviest first (ties in stack order), naming functions with
    /// `names` (by function index); threads are named when more than one hart ran.
    pub fn write(&self, out: &mut impl Write, names: &[String]) -> io::Result<()> {
        let threads = {
            let mut harts: Vec<usize> = self.stacks.keys().map(|(h, _)| *h).collect();
            harts.sort_unstable();
            harts.dedup();
            harts.len() > 1
        };
        let mut lines: Vec<(String, u64)> = self
            .stacks
            .iter()
            .map(|((hart, stack), &cycles)| {
                let mut frames: Vec<String> = Vec::with_capacity(stack.len() + 1);
                if threads {
                    frames.push(format!("thread {}", hart + 1));
                }
                frames.extend(stack.iter().map(|&f| {
                    // `;` separates frames and a space ends the stack: keep names one frame.
                    names
                        .get(f as usize)
                        .map_or_else(|| format!("function{f}"), |n| n.replace([';', ' '], "_"))
                }));
                if frames.is_empty() {
                    frames.push("(no function)".into());
                }
                (frames.join(";"), cycles)
            })
            .collect();
        lines.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        for (stack, cycles) in lines {
            writeln!(out, "{stack} {cycles}")?;
        }
        Ok(())
    }
}

impl Tracer for FoldedProfile {
    fn start(&mut self, cores: usize) {
        self.cores = vec![CoreState::default(); cores.max(1)];
    }

    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine) {
        if index >= self.cores.len() {
            self.cores.resize(index + 1, CoreState::default());
        }
        let now = core.counters.cycles;
        let span = now.saturating_sub(self.cores[index].cycles);
        self.cores[index].cycles = now;
        if span == 0 {
            return;
        }
        let hart = core.counters.running_hart();
        let frames = machine.hart_at(hart).map_or(&[][..], |h| h.frames());
        let pc = machine.code().addr_of(core.last_charged);
        let charged = machine.program().function_index_at(pc).map(|i| i as u32);
        let key = (hart, frames.len(), frames.last().map(|f| f.func), charged);
        if self.cores[index].key != Some(key) {
            self.flush(index);
            let mut stack: Vec<u32> = frames.iter().map(|f| f.func).collect();
            if let Some(f) = charged {
                let n = stack.len();
                if stack.last() != Some(&f) {
                    if n >= 2 && stack[n - 2] == f {
                        stack.pop(); // the call's issue cycle: still the caller's
                    } else {
                        stack.push(f); // the return's: its record is gone
                    }
                }
            }
            let st = &mut self.cores[index];
            st.key = Some(key);
            st.stack = stack;
            st.hart = hart;
        }
        self.cores[index].pending += span;
    }

    fn finish(&mut self, _cores: &[&Core]) {
        for k in 0..self.cores.len() {
            self.flush(k);
            self.cores[k].key = None;
        }
    }
}
