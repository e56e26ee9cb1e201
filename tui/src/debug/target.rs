//! What the debugger drives: a machine it can step, clock, inspect and copy. The debugger holds
//! no semantics of its own; everything it shows comes through this trait from the simulator.
//!
//! Two engines fit behind it: the functional [`Machine`] (time is counted in instructions, and
//! the pipeline and cache panes say that no cycle engine is attached) and, once it lands, the
//! cycle-level core (time is counted in cycles).

use maple_sim::{Machine, Outcome};

/// One pipeline stage as the pipeline pane shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageView {
    pub stage: &'static str,
    /// Address of the instruction in the stage, if any.
    pub pc: Option<u32>,
    /// Why the stage did not advance this cycle, if it did not.
    pub stall: Option<String>,
}

/// One cache of the hierarchy as the caches pane shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheView {
    pub name: String,
    pub hits: u64,
    pub misses: u64,
    /// The set the most recent access touched.
    pub last_set: Option<u64>,
    /// Addresses of the most recent misses, newest last.
    pub recent_misses: Vec<u64>,
}

/// A machine the debugger can drive.
pub trait Target: Send {
    /// The architectural state (registers, memory, harts, program).
    fn machine(&self) -> &Machine;
    /// Execute instructions until one more has retired; the outcome if the program ended.
    fn step_insn(&mut self) -> Option<Outcome>;
    /// Execute `n` instructions (fewer if the program ends): the fast path of `continue`.
    fn run_insns(&mut self, n: u64) -> Option<Outcome>;
    /// Advance the smallest unit of time: one clock, or one instruction without a cycle engine.
    fn advance(&mut self) -> Option<Outcome>;
    /// The debugger's clock: cycles with a cycle engine, retired instructions otherwise.
    /// Reverse execution is exact to this unit.
    fn time(&self) -> u64;
    /// Cycles elapsed, when a cycle engine is attached.
    fn cycles(&self) -> Option<u64>;
    /// Pipeline stages, when a cycle engine is attached.
    fn pipeline(&self) -> Option<Vec<StageView>>;
    /// Caches, when a cycle engine is attached.
    fn caches(&self) -> Option<Vec<CacheView>>;
    /// Running statistics beyond the instruction count (name, value), when there are any.
    fn stats(&self) -> Vec<(String, String)>;
    /// A copy of the whole machine (a snapshot for reverse execution).
    fn snapshot(&self) -> Box<dyn Target>;
    /// The engine's name, for the status line.
    fn engine(&self) -> &'static str;
}

/// The functional engine: one instruction per unit of time, no timing model.
#[derive(Clone)]
pub struct Functional(pub Machine);

impl Target for Functional {
    fn machine(&self) -> &Machine {
        &self.0
    }
    fn step_insn(&mut self) -> Option<Outcome> {
        self.0.step()
    }
    fn run_insns(&mut self, n: u64) -> Option<Outcome> {
        self.0.run_for(n)
    }
    fn advance(&mut self) -> Option<Outcome> {
        self.0.step()
    }
    fn time(&self) -> u64 {
        self.0.instret()
    }
    fn cycles(&self) -> Option<u64> {
        None
    }
    fn pipeline(&self) -> Option<Vec<StageView>> {
        None
    }
    fn caches(&self) -> Option<Vec<CacheView>> {
        None
    }
    fn stats(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn snapshot(&self) -> Box<dyn Target> {
        Box::new(self.clone())
    }
    fn engine(&self) -> &'static str {
        "functional"
    }
}
