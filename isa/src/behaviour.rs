//! What an opcode does besides its semantics, as facts on its table row: how control leaves
//! it, which ordering it enforces, which functional unit it needs and which data memory it
//! touches. Consumers ask the row (as Cranelift asks an instruction's `is_branch` or
//! `can_load`) instead of keeping their own lists of opcode names: the cycle core's timing,
//! the debugger's control-flow reach analysis and the fuzzers' generators all read these.
//!
//! The facts are checked against the semantics: `sim/tests/table_facts.rs` runs every test
//! program one instruction at a time and asserts that the observer's events agree with
//! [`Flow`] and [`Mem`] for each instruction executed.

use serde::Serialize;

/// How control leaves an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Flow {
    /// Always continues with the next instruction.
    Next,
    /// Goes to the target in its word or to the next instruction (`brtrue`, `brfalse`).
    Branch,
    /// Goes to the target in its word (`goto`).
    Jump,
    /// Goes to a computed address (`igoto`, `rangegoto`, `indexgoto`, `regassign` to `%%PC`).
    IndirectJump,
    /// Enters the function its word names (`call`): a new frame, a return address.
    Call,
    /// Enters a function found at run time (`icall`, virtual and interface dispatch).
    IndirectCall,
    /// Jumps to a subroutine of the same function, remembering the next instruction
    /// (`gosub`, Java's `jsr`): no new frame.
    LocalCall,
    /// Leaves the function for the caller's next instruction, or ends the thread when the
    /// function is the thread's first (`return`).
    Return,
    /// Returns from a subroutine of the same function (`retsub`), or goes on unwinding.
    LocalReturn,
    /// Raises an exception: continues at a handler, or ends the thread (`throw`).
    Raise,
    /// Checks a condition: continues with the next instruction, or raises an exception
    /// (the assert family).
    Check,
}

impl Flow {
    /// Whether every way the instruction continues is reported to an execution observer as a
    /// branch, call or return event (unless it faults). Only [`Flow::Next`] and [`Flow::Check`]
    /// may move on silently: a debugger that watches events must stop at them to see where
    /// straight-line execution goes.
    pub const fn is_observed(self) -> bool {
        !matches!(self, Flow::Next | Flow::Check)
    }

    /// Whether the instruction may leave for somewhere other than the next instruction.
    pub const fn transfers(self) -> bool {
        !matches!(self, Flow::Next)
    }
}

/// The ordering an instruction enforces between the memory accesses before and after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fence {
    None,
    /// Later accesses wait for earlier loads (`membaracquire`).
    Acquire,
    /// Earlier accesses complete before later stores (`membarrelease`).
    Release,
    /// Earlier stores complete before later loads (`membarstoreload`).
    StoreLoad,
    /// Earlier stores complete before later stores (`membarstorestore`).
    StoreStore,
    /// Every earlier access completes before any later one (`membarfull`, and the monitor
    /// operations, whose atomic read-modify-write of the lock is a full fence as on most
    /// hardware).
    Full,
}

/// The functional unit class an instruction needs. Latencies are configuration, keyed by
/// this class (`core.mul_latency`, `core.fp_div_latency`, ...), as gem5 keys them by op class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unit {
    Alu,
    Mul,
    Div,
    Fp,
    FpDiv,
    Load,
    Store,
    Branch,
    Call,
    /// Work the runtime does for the program: allocation, intrinsics, monitors.
    Runtime,
}

/// The data memory an instruction touches itself (instruction fetch aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mem {
    None,
    Load,
    Store,
    /// Loads and stores (a block copy, a reference count update).
    LoadStore,
    /// Whatever the call, the allocation or the runtime work it starts needs: any mix.
    Runtime,
}

impl Mem {
    /// Whether an instruction of this kind may load.
    pub const fn may_load(self) -> bool {
        !matches!(self, Mem::None | Mem::Store)
    }

    /// Whether an instruction of this kind may store.
    pub const fn may_store(self) -> bool {
        !matches!(self, Mem::None | Mem::Load)
    }
}

/// The behaviour facts of one table row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Behaviour {
    pub flow: Flow,
    pub fence: Fence,
    /// The unit for integer and address operands...
    pub int_unit: Unit,
    /// ...and for floating-point ones (either type of a conversion or comparison).
    pub float_unit: Unit,
    pub mem: Mem,
}

impl Behaviour {
    const fn new(flow: Flow, unit: Unit, float_unit: Unit, mem: Mem) -> Behaviour {
        Behaviour {
            flow,
            fence: Fence::None,
            int_unit: unit,
            float_unit,
            mem,
        }
    }

    const fn fence(fence: Fence) -> Behaviour {
        Behaviour {
            fence,
            ..Behaviour::new(Flow::Next, Unit::Store, Unit::Store, Mem::None)
        }
    }

    /// The unit the instruction needs when its operands are (`float`) or are not floating
    /// point.
    pub const fn unit(&self, float: bool) -> Unit {
        if float {
            self.float_unit
        } else {
            self.int_unit
        }
    }
}

/// The profiles the table's rows name: each a combination several opcodes share.
pub(crate) mod profile {
    use super::{Behaviour as B, Fence, Flow as F, Mem as M, Unit as U};

    /// One-cycle integer work whatever the type: bits, moves, constants, `select`.
    pub const ALU: B = B::new(F::Next, U::Alu, U::Alu, M::None);
    /// Integer on the ALU, floating point on the FP unit: add, compare, convert.
    pub const ARITH: B = B::new(F::Next, U::Alu, U::Fp, M::None);
    pub const MUL: B = B::new(F::Next, U::Mul, U::Fp, M::None);
    /// Division, remainder, square root and reciprocal: the unpipelined dividers.
    pub const DIV: B = B::new(F::Next, U::Div, U::FpDiv, M::None);
    pub const LOAD: B = B::new(F::Next, U::Load, U::Load, M::Load);
    pub const STORE: B = B::new(F::Next, U::Store, U::Store, M::Store);
    /// A block copy: loads and stores.
    pub const COPY: B = B::new(F::Next, U::Store, U::Store, M::LoadStore);
    pub const BRANCH: B = B::new(F::Branch, U::Branch, U::Branch, M::None);
    pub const JUMP: B = B::new(F::Jump, U::Branch, U::Branch, M::None);
    pub const JUMP_COMPUTED: B = B::new(F::IndirectJump, U::Branch, U::Branch, M::None);
    /// A jump through a table in memory (`indexgoto`).
    pub const JUMP_TABLE: B = B::new(F::IndirectJump, U::Branch, U::Branch, M::Load);
    pub const CALL: B = B::new(F::Call, U::Call, U::Call, M::Runtime);
    pub const CALL_COMPUTED: B = B::new(F::IndirectCall, U::Call, U::Call, M::Runtime);
    /// A call of the runtime that continues with the next instruction (intrinsics).
    pub const CALL_RUNTIME: B = B::new(F::Next, U::Runtime, U::Runtime, M::Runtime);
    pub const RETURN: B = B::new(F::Return, U::Call, U::Call, M::Runtime);
    pub const SUBROUTINE: B = B::new(F::LocalCall, U::Branch, U::Branch, M::None);
    /// `retsub`: returns, or goes on unwinding (a `finally` entered by a throw).
    pub const SUBROUTINE_RETURN: B = B::new(F::LocalReturn, U::Branch, U::Branch, M::Load);
    /// `throw`: unwinding reads the linkage records of the frames it leaves.
    pub const RAISE: B = B::new(F::Raise, U::Branch, U::Branch, M::Load);
    /// A check that raises a runtime exception (a new object) when it fails.
    pub const CHECK: B = B::new(F::Check, U::Alu, U::Alu, M::Runtime);
    /// Allocation and other runtime work that continues with the next instruction.
    pub const RUNTIME: B = B::new(F::Next, U::Runtime, U::Runtime, M::Runtime);
    /// Reads and rewrites an object's header (reference counts).
    pub const UPDATE: B = B::new(F::Next, U::Runtime, U::Runtime, M::LoadStore);
    /// Looks a method up through the object's header (`resolvevirtualfunc`).
    pub const LOOKUP: B = B::new(F::Next, U::Load, U::Load, M::Load);
    pub const ACQUIRE: B = B::fence(Fence::Acquire);
    pub const RELEASE: B = B::fence(Fence::Release);
    pub const STORE_LOAD: B = B::fence(Fence::StoreLoad);
    pub const STORE_STORE: B = B::fence(Fence::StoreStore);
    pub const FULL: B = B::fence(Fence::Full);
    /// `syncenter`/`syncexit`: the lock's read-modify-write, a full fence.
    pub const MONITOR: B = B {
        fence: Fence::Full,
        ..B::new(F::Next, U::Runtime, U::Runtime, M::Runtime)
    };
    /// Opcodes the assembler lowers: never executed, so nothing to say. Their lowered forms
    /// carry the facts.
    pub const LOWERED: B = B::new(F::Next, U::Alu, U::Alu, M::None);
}
