//! Which call stack each core's cycles belong to, tick by tick: what the folded profile and
//! the Perfetto trace both attribute cycles with.
//!
//! After a tick of a core, the cycles it charged (the core's cycle counter moved by the
//! tick's span, idle jumps included) belong to the stack of the hart charged
//! (`Counters::running_hart`): the hart's call records, adjusted to the instruction the
//! cycles were charged to (`Core::last_charged`): a call's issue cycle is the caller's
//! although the callee's record exists once it has issued, and a `return`'s the callee's
//! although its record is gone. So the innermost functions add up to the function table of
//! `--stats` exactly. The stack is rebuilt only when the hart, the depth, the innermost
//! record or the charged function changes (a scalar core issues one instruction a tick, so
//! no change goes unseen).

use crate::cycle::core::Core;
use crate::functional::Machine;

/// A hart and its stack of function indices, outermost first.
pub type HartStack = (usize, Vec<u32>);

#[derive(Clone, Debug, Default)]
struct CoreStack {
    /// The core's cycle counter after its last tick.
    cycles: u64,
    /// (hart, depth, innermost record's function, charged function) of `current`.
    key: Option<(usize, usize, Option<u32>, Option<u32>)>,
    current: HartStack,
}

/// What one tick of a core charged.
pub struct Charged {
    /// The cycles.
    pub span: u64,
    /// The stack before, when the tick's cycles belong to another one.
    pub previous: Option<HartStack>,
}

/// The stacks of every core.
#[derive(Clone, Debug, Default)]
pub struct StackWatch {
    cores: Vec<CoreStack>,
}

impl StackWatch {
    /// The stack core `index`'s cycles belong to now.
    pub fn current(&self, index: usize) -> &HartStack {
        &self.cores[index].current
    }

    /// Cores seen.
    pub fn cores(&self) -> usize {
        self.cores.len()
    }

    /// Forget the stacks (the run ended): the next observation starts afresh.
    pub fn take(&mut self, index: usize) -> HartStack {
        let st = &mut self.cores[index];
        st.key = None;
        std::mem::take(&mut st.current)
    }

    /// Core `index` ticked: what it charged, and to which stack (then `current`).
    pub fn observe(&mut self, index: usize, core: &Core, machine: &Machine) -> Charged {
        if index >= self.cores.len() {
            self.cores.resize(index + 1, CoreStack::default());
        }
        let st = &mut self.cores[index];
        let now = core.counters.cycles;
        let span = now.saturating_sub(st.cycles);
        st.cycles = now;
        if span == 0 {
            return Charged {
                span,
                previous: None,
            };
        }
        let hart = core.counters.running_hart();
        let frames = machine.hart_at(hart).map_or(&[][..], |h| h.frames());
        let pc = machine.code().addr_of(core.acct.last_charged);
        let charged = machine.program().function_index_at(pc).map(|i| i as u32);
        // A C-library call's work: the caller's stack with the callee on top.
        let callee = core.acct.last_callee;
        let key = (
            hart,
            frames.len(),
            frames.last().map(|f| f.func),
            callee.or(charged),
        );
        if st.key == Some(key) {
            return Charged {
                span,
                previous: None,
            };
        }
        let mut stack: Vec<u32> = frames.iter().map(|f| f.func).collect();
        if let Some(f) = callee {
            stack.push(f);
        } else if let Some(f) = charged {
            let n = stack.len();
            if stack.last() != Some(&f) {
                if n >= 2 && stack[n - 2] == f {
                    stack.pop(); // the call's issue cycle: still the caller's
                } else {
                    stack.push(f); // the return's: its record is gone
                }
            }
        }
        let fresh = st.key.is_none();
        st.key = Some(key);
        let previous = std::mem::replace(&mut st.current, (hart, stack));
        Charged {
            span,
            previous: (!fresh).then_some(previous),
        }
    }
}
