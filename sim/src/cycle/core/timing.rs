//! The per-opcode timing facts: what the core needs of an instruction besides its semantics,
//! computed once per text entry from its opcode's row in the ISA table (flow, fence, unit) and
//! the configuration's latencies, keyed by unit class.

use crate::cycle::stall::StallCause;
use crate::functional::Machine;
use crate::predecode::{Decoded, Op};
use crate::uarch::config::CoreConfig;
use maple_isa::{self as isa, Fence, Pops, Unit};

/// How an instruction changes the flow of control, as fetch predicts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Flow {
    /// Falls through.
    #[default]
    Sequential,
    /// `brtrue`/`brfalse`: direction predictor, BTB for the target.
    Conditional,
    /// A direct call of a function with a body: BTB, and a return-address push.
    Call,
    /// A direct call of a runtime shim: returns to the next instruction at once.
    CallExternal,
    /// Indirect and virtual calls, `gosub`: BTB, and a return-address push.
    IndirectCall,
    /// `goto` and computed jumps, `throw`: BTB.
    Jump,
    /// `return`, `retsub`: the return-address stack.
    Return,
}

/// What the core needs of an instruction besides its semantics, computed once per text
/// entry when the core is built from the configuration (the pre-decoded entry is the
/// functional engine's): fetch reads only this table, issue its latencies and occupancy.
#[derive(Clone, Copy, Debug)]
pub(super) struct Timing {
    pub(super) op: Op,
    /// The entry index execution falls through to.
    pub(super) next: u32,
    /// The address of a conditional branch's target (static prediction).
    pub(super) target_pc: u32,
    /// Operands popped (saturated at 255; only the top 64 are scoreboarded).
    pub(super) pops: u8,
    pub(super) pushes: u8,
    pub(super) flow: Flow,
    /// Drains the store buffer in the memory stage.
    pub(super) fence: bool,
    /// Cycles the result takes before a consumer may issue, and what a consumer waits for.
    pub(super) result_latency: u32,
    pub(super) result_cause: StallCause,
    /// Execute-stage cycles beyond the first: unpipelined unit latency...
    pub(super) busy_unit: u32,
    /// ...and call/return frame work (`core.call_cycles`, `core.return_cycles`).
    pub(super) busy_call: u32,
}

impl Timing {
    /// A one-cycle ALU instruction that pops and pushes nothing.
    pub(super) const PLAIN: Timing = Timing {
        op: Op::Nop,
        next: 0,
        target_pc: 0,
        pops: 0,
        pushes: 0,
        flow: Flow::Sequential,
        fence: false,
        result_latency: 1,
        result_cause: StallCause::Dependency,
        busy_unit: 0,
        busy_call: 0,
    };
}

/// The timing facts of one pre-decoded entry, from its opcode's row in the ISA table.
pub(super) fn timing_of(d: &Decoded, m: &Machine, tso: bool, core: &CoreConfig) -> Timing {
    let Some(opcode) = d.op.opcode() else {
        // A trap entry faults when it issues: nothing to predict, one cycle.
        return Timing {
            op: d.op,
            next: d.next,
            ..Timing::PLAIN
        };
    };
    let info = opcode.info();
    let facts = info.behaviour;
    let pops = match info.pops {
        Pops::Fixed(n) => n as u32,
        Pops::Param(n) => d.param as u32 + n as u32,
        Pops::ParamLow(n) => (d.param & 0xFF) as u32 + n as u32,
    };
    let float = d.ty.is_float() || d.from.is_float();
    let flow = match info.flow(d.param) {
        isa::Flow::Next | isa::Flow::Check => Flow::Sequential,
        isa::Flow::Branch => Flow::Conditional,
        isa::Flow::Call
            if m.code()
                .functions
                .get(d.aux as usize)
                .is_some_and(|f| f.external) =>
        {
            Flow::CallExternal
        }
        isa::Flow::Call => Flow::Call,
        isa::Flow::IndirectCall | isa::Flow::LocalCall => Flow::IndirectCall,
        isa::Flow::Jump | isa::Flow::IndirectJump | isa::Flow::Raise => Flow::Jump,
        isa::Flow::Return | isa::Flow::LocalReturn => Flow::Return,
    };
    // Under TSO only store→load ordering needs the store buffer drained (stores already
    // leave in order and loads are not reordered with each other); under the weak model
    // every barrier drains.
    let fence = match facts.fence {
        Fence::None => false,
        Fence::Full | Fence::StoreLoad => true,
        Fence::Acquire | Fence::Release | Fence::StoreStore => !tso,
    };
    // Frame work: entering a function and leaving one (not a subroutine of the same one).
    let busy_call = match facts.flow {
        isa::Flow::Call | isa::Flow::IndirectCall => core.call_cycles,
        isa::Flow::Return => core.return_cycles,
        _ => 0,
    };
    let (result_latency, result_cause) = match facts.unit(float) {
        Unit::Mul => (core.mul_latency.max(1), StallCause::Dependency),
        Unit::Fp => (core.fp_latency.max(1), StallCause::Dependency),
        Unit::Div => (core.div_latency.max(1), StallCause::Execute),
        Unit::FpDiv => (core.fp_div_latency.max(1), StallCause::Execute),
        // Memory work is the memory stage's; branches, calls and runtime work produce their
        // values in one cycle.
        Unit::Alu | Unit::Load | Unit::Store | Unit::Branch | Unit::Call | Unit::Runtime => {
            (1, StallCause::Dependency)
        }
    };
    // The dividers are not pipelined: they stay busy for the whole latency.
    let busy_unit = match result_cause {
        StallCause::Execute => result_latency - 1,
        _ => 0,
    };
    Timing {
        op: d.op,
        next: d.next,
        target_pc: m.code().addr_of(d.aux),
        pops: pops.min(255) as u8,
        pushes: info.pushes,
        flow,
        fence,
        result_latency,
        result_cause,
        busy_unit,
        busy_call,
    }
}
