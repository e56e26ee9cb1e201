//! Cycles per call stack, in the folded-stack format flame-graph tools read (Brendan Gregg's
//! `flamegraph.pl`, `inferno-flamegraph`, speedscope): one line per stack, the frames from
//! the outermost function to the innermost separated by `;`, then a space and the cycles
//! (`main;fib;fib 1234`). With several threads each stack starts with its thread
//! (`thread 2;worker;...`), so a flame graph has one tower per thread.
//!
//! A [`Tracer`]: after every tick of a core it adds the cycles the tick charged to the call
//! stack they belong to ([`super::stacks`]), so the stacks' innermost functions add up to the
//! function table of `--stats` exactly, and all lines to the cycles every core charged.

use super::stacks::{HartStack, StackWatch};
use super::Tracer;
use crate::cycle::core::Core;
use crate::functional::Machine;
use crate::thread_id::thread_name;
use std::collections::HashMap;
use std::io::{self, Write};

/// The folded-stack profile of a run (`maple run --profile-folded PATH`).
#[derive(Clone, Debug, Default)]
pub struct FoldedProfile {
    watch: StackWatch,
    /// Cycles charged to each core's current stack since it became current.
    pending: Vec<u64>,
    /// (hart, stack) -> cycles.
    stacks: HashMap<HartStack, u64>,
}

impl FoldedProfile {
    pub fn new() -> FoldedProfile {
        FoldedProfile::default()
    }

    /// Add core `core`'s pending cycles to `stack`.
    fn flush(&mut self, core: usize, stack: HartStack) {
        let pending = std::mem::take(&mut self.pending[core]);
        if pending > 0 {
            *self.stacks.entry(stack).or_insert(0) += pending;
        }
    }

    /// Cycles per (hart, stack of function indices), the run's whole profile.
    pub fn stacks(&self) -> &HashMap<HartStack, u64> {
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
                    frames.push(thread_name(*hart));
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
    fn cycle(&mut self, index: usize, core: &Core, machine: &Machine) {
        let charged = self.watch.observe(index, core, machine);
        if index >= self.pending.len() {
            self.pending.resize(index + 1, 0);
        }
        if let Some(previous) = charged.previous {
            self.flush(index, previous);
        }
        self.pending[index] += charged.span;
    }

    fn finish(&mut self, _cores: &[&Core]) {
        for k in 0..self.watch.cores() {
            let stack = self.watch.take(k);
            self.flush(k, stack);
        }
    }
}
