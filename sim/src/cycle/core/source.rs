//! Where the issue stage gets an instruction's execution from: the machine itself (every run
//! but one), or a recording of an execution that already happened (the memoized timing
//! engine, [`crate::cycle::memo`], executes a block before it knows whether a memoized timing
//! applies; when none does, the core times the block from the recording, so the block is not
//! executed twice). The core is generic over it: the machine's instance is the one it always
//! had, with no cost for the abstraction.

use crate::exec::{Access, Observer};
use crate::functional::{Machine, Outcome};
use crate::runtime::guest::Traffic;

/// An instruction stream the issue stage executes.
pub(crate) trait Semantics {
    /// The machine (the state every instruction up to issue has left: with a recording,
    /// already the state after the recorded block).
    fn machine(&self) -> &Machine;
    /// The machine, to change (several cores commit their stores to it).
    fn machine_mut(&mut self) -> &mut Machine;
    /// The running hart's next instruction (entry index) and operand-stack depth.
    fn next(&self) -> (u32, usize);
    /// The hart the next instruction runs on.
    fn current_hart(&self) -> usize;
    /// Instructions completed so far.
    fn instret(&self) -> u64;
    /// Execute the next instruction, telling `obs` what it does.
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome>;
}

impl Semantics for Machine {
    #[inline(always)]
    fn machine(&self) -> &Machine {
        self
    }
    #[inline(always)]
    fn machine_mut(&mut self) -> &mut Machine {
        self
    }
    #[inline(always)]
    fn next(&self) -> (u32, usize) {
        let h = self.hart();
        (h.pc, h.depth())
    }
    #[inline(always)]
    fn current_hart(&self) -> usize {
        Machine::current_hart(self)
    }
    #[inline(always)]
    fn instret(&self) -> u64 {
        Machine::instret(self)
    }
    #[inline(always)]
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        self.step_observed(obs)
    }
}

/// One thing an instruction's execution told its observer, in order.
#[derive(Clone, Debug)]
pub(crate) enum Told {
    Mem(u64, u32, Access),
    Call(u32, bool),
    Checkpoint(u32),
    /// The runtime's work (rare: a C-library call or an allocation).
    Runtime(Box<Traffic>),
}

/// One executed instruction of a recording.
#[derive(Clone, Debug)]
pub(crate) struct Executed {
    /// Entry index and operand-stack depth before it, and after.
    pub before: (u32, usize),
    pub after: (u32, usize),
    /// Whether it completed (a faulting instruction does not).
    pub completed: bool,
    /// The hart after it (a switch ends a recording).
    pub hart_after: usize,
    /// What it told the observer: `told[told_from..told_to]` of the recording.
    pub told: (u32, u32),
    /// The run's end, if it ended here.
    pub end: Option<Outcome>,
}

/// The executions of a block, in order, and what each told its observer.
#[derive(Clone, Debug, Default)]
pub(crate) struct Recording {
    pub executed: Vec<Executed>,
    pub told: Vec<Told>,
}

impl Recording {
    pub fn clear(&mut self) {
        self.executed.clear();
        self.told.clear();
    }

    /// Execute the machine's next instruction with `obs` watching, and record it.
    pub fn step_recorded<O: Observer>(&mut self, m: &mut Machine, obs: &mut O) -> Option<Outcome> {
        let before = (m.hart().pc, m.hart().depth());
        let instret = m.instret();
        let from = self.told.len() as u32;
        let end = m.step_observed(&mut Tee {
            inner: obs,
            told: &mut self.told,
        });
        self.executed.push(Executed {
            before,
            after: (m.hart().pc, m.hart().depth()),
            completed: m.instret() > instret,
            hart_after: m.current_hart(),
            told: (from, self.told.len() as u32),
            end: end.clone(),
        });
        end
    }
}

/// An observer that records what it is told and passes it on.
struct Tee<'a, O> {
    inner: &'a mut O,
    told: &'a mut Vec<Told>,
}

impl<O: Observer> Observer for Tee<'_, O> {
    const TIMES_RUNTIME: bool = true;
    #[inline]
    fn mem(&mut self, addr: u64, size: u32, kind: Access) {
        self.told.push(Told::Mem(addr, size, kind));
        self.inner.mem(addr, size, kind);
    }
    fn runtime_work(&mut self, work: &Traffic) {
        self.told.push(Told::Runtime(Box::new(work.clone())));
        self.inner.runtime_work(work);
    }
    fn insn(&mut self, hart: usize, at: u32) {
        self.inner.insn(hart, at);
    }
    fn branch(&mut self, taken: bool, target: u32) {
        self.inner.branch(taken, target);
    }
    fn call(&mut self, func: u32, external: bool) {
        self.told.push(Told::Call(func, external));
        self.inner.call(func, external);
    }
    fn ret(&mut self, to: u32) {
        self.inner.ret(to);
    }
    fn checkpoint(&mut self, name: u32) {
        self.told.push(Told::Checkpoint(name));
        self.inner.checkpoint(name);
    }
    fn stop_requested(&self) -> bool {
        self.inner.stop_requested()
    }
}

/// The live machine, each execution also recorded (the memo engine records the block a
/// ticked span times).
pub(crate) struct Recorded<'a> {
    pub machine: &'a mut Machine,
    pub recording: &'a mut Recording,
}

impl Semantics for Recorded<'_> {
    fn machine(&self) -> &Machine {
        self.machine
    }
    fn machine_mut(&mut self) -> &mut Machine {
        self.machine
    }
    fn next(&self) -> (u32, usize) {
        self.machine.next()
    }
    fn current_hart(&self) -> usize {
        self.machine.current_hart()
    }
    fn instret(&self) -> u64 {
        self.machine.instret()
    }
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        self.recording.step_recorded(self.machine, obs)
    }
}

/// A recording played back: the issue stage sees each recorded execution as if it happened
/// now; the machine is already past them all.
pub(crate) struct Replayed<'a> {
    pub machine: &'a mut Machine,
    pub recording: &'a Recording,
    /// The next execution to play, and the instructions completed before the recording.
    pub at: usize,
    pub instret_before: u64,
    pub completed: u64,
}

impl Replayed<'_> {
    /// Whether every recorded execution has been played.
    pub fn done(&self) -> bool {
        self.at >= self.recording.executed.len()
    }
}

impl Semantics for Replayed<'_> {
    fn machine(&self) -> &Machine {
        self.machine
    }
    fn machine_mut(&mut self) -> &mut Machine {
        self.machine
    }
    fn next(&self) -> (u32, usize) {
        match self.recording.executed.get(self.at) {
            Some(e) => e.before,
            None => self.machine.next(),
        }
    }
    fn current_hart(&self) -> usize {
        match self.at.checked_sub(1) {
            Some(i) => self.recording.executed[i].hart_after,
            None => self.machine.current_hart(),
        }
    }
    fn instret(&self) -> u64 {
        self.instret_before + self.completed
    }
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        let Some(e) = self.recording.executed.get(self.at) else {
            // (Cannot happen: the engine stops playing at the recording's end.)
            return self.machine.outcome().cloned();
        };
        self.at += 1;
        for t in &self.recording.told[e.told.0 as usize..e.told.1 as usize] {
            match t {
                Told::Mem(addr, size, kind) => obs.mem(*addr, *size, *kind),
                Told::Call(func, external) => obs.call(*func, *external),
                Told::Checkpoint(name) => obs.checkpoint(*name),
                Told::Runtime(work) => obs.runtime_work(work),
            }
        }
        self.completed += e.completed as u64;
        e.end.clone()
    }
}
