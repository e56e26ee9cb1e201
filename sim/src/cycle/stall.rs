//! Why a cycle issued no instruction.
//!
//! The core counts cycles by the issue stage (decode → execute): every cycle either issues
//! one instruction or is charged to exactly one [`StallCause`], so
//! `cycles = instructions issued + Σ stalls` holds exactly, and a CPI stack falls out of the
//! counters.

use crate::uarch::cache::Level;
use serde::Serialize;

/// The reason the issue stage did not issue in a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum StallCause {
    /// Pipeline fill at the start of a run and drain at its end (from the cycle of an
    /// instruction that faulted: it never completes).
    Fill,
    /// The front end waits for an instruction line from L1I, L2 or DRAM.
    ICache,
    /// The front end refills after a mispredicted control transfer (also exceptions, which
    /// no predictor foresees).
    Mispredict,
    /// The core switches threads: `core.switch_cycles` and the refill of the front end (a
    /// thread switch on one core, a hart bound to a core with several, a new thread's start).
    ContextSwitch,
    /// The next instruction needs the value a load has not yet returned.
    LoadUse,
    /// The next instruction needs the result of a multi-cycle operation (multiply, FP).
    Dependency,
    /// An unpipelined unit (divide, FP divide, square root) is busy.
    Execute,
    /// The top-of-stack register cache spills to or fills from memory.
    SpillFill,
    /// Call and return: linkage record, frame setup and teardown.
    CallReturn,
    /// The C library computes: a runtime call's (or an allocation's) `runtime.call_cycles`
    /// and its bytes at `runtime.bytes_per_cycle` (its memory traffic is charged to the
    /// data-cache causes).
    Runtime,
    /// A system call (`runtime.syscall_cycles` each): stdout written or stdin read a stdio
    /// buffer at a time, a write to stderr, `read`, `pthread_create`.
    Syscall,
    /// The memory stage waits for a data access that missed L1D and was served on chip: by
    /// L2 or, with several cores, by another core's L1D (also the consumer of such a load,
    /// for every cycle beyond what an L1D hit would have made it wait).
    DCacheL2,
    /// The memory stage waits for a data access that missed L2 and went to DRAM (and the
    /// consumer of such a load, as for [`StallCause::DCacheL2`]).
    DCacheDram,
    /// The memory stage is busy with one instruction's several accesses (the linkage
    /// record of a return, a block copy), all hits.
    Memory,
    /// A store waits for a free store-buffer entry while the buffer drains into L1D hits
    /// (more stores in a row than the buffer holds).
    StoreBuffer,
    /// A store waits for a free store-buffer entry while the buffer's head is written to a
    /// line that missed L1D and came from L2 (or another core).
    StoreBufferL2,
    /// A store waits for a free store-buffer entry while the buffer's head is written to a
    /// line that came from DRAM.
    StoreBufferDram,
    /// A memory barrier (or a synchronizing operation) waits for the store buffer to drain.
    Membar,
}

impl StallCause {
    /// Every cause, in counter order.
    pub const ALL: [StallCause; 18] = [
        StallCause::Fill,
        StallCause::ICache,
        StallCause::Mispredict,
        StallCause::ContextSwitch,
        StallCause::LoadUse,
        StallCause::Dependency,
        StallCause::Execute,
        StallCause::SpillFill,
        StallCause::CallReturn,
        StallCause::Runtime,
        StallCause::Syscall,
        StallCause::DCacheL2,
        StallCause::DCacheDram,
        StallCause::Memory,
        StallCause::StoreBuffer,
        StallCause::StoreBufferL2,
        StallCause::StoreBufferDram,
        StallCause::Membar,
    ];

    /// The name used in statistics and traces.
    pub const fn name(self) -> &'static str {
        match self {
            StallCause::Fill => "fill",
            StallCause::ICache => "icache",
            StallCause::Mispredict => "mispredict",
            StallCause::ContextSwitch => "context_switch",
            StallCause::LoadUse => "load_use",
            StallCause::Dependency => "dependency",
            StallCause::Execute => "execute",
            StallCause::SpillFill => "spill_fill",
            StallCause::CallReturn => "call_return",
            StallCause::Runtime => "runtime",
            StallCause::Syscall => "syscall",
            StallCause::DCacheL2 => "dcache_l2",
            StallCause::DCacheDram => "dcache_dram",
            StallCause::Memory => "memory",
            StallCause::StoreBuffer => "store_buffer",
            StallCause::StoreBufferL2 => "store_buffer_l2",
            StallCause::StoreBufferDram => "store_buffer_dram",
            StallCause::Membar => "membar",
        }
    }

    /// The cause named `name` (as [`StallCause::name`] spells it).
    pub fn from_name(name: &str) -> Option<StallCause> {
        StallCause::ALL.into_iter().find(|c| c.name() == name)
    }

    /// What the cause means, in a phrase for a legend (`maple report`'s CPI stack).
    pub const fn meaning(self) -> &'static str {
        match self {
            StallCause::Fill => "pipeline fill at the start, drain at the end",
            StallCause::ICache => "fetch waits for an instruction line that missed L1I",
            StallCause::Mispredict => "refill after a mispredicted branch, call or return",
            StallCause::ContextSwitch => "a thread switch: its cost and the front end's refill",
            StallCause::LoadUse => "the bubble before a load's value can be used",
            StallCause::Dependency => "waiting for a multi-cycle result (multiply, FP)",
            StallCause::Execute => "an unpipelined unit is busy (divide, square root)",
            StallCause::SpillFill => "the top-of-stack registers spill to or fill from memory",
            StallCause::CallReturn => "call and return: linkage, frame setup and teardown",
            StallCause::Runtime => "the C library's own work (per call and per byte)",
            StallCause::Syscall => "a system call (output, input, thread creation)",
            StallCause::DCacheL2 => "a data access missed L1D and was served on chip (L2)",
            StallCause::DCacheDram => "a data access missed L2 and went to DRAM",
            StallCause::Memory => "one instruction's several memory accesses (all hits)",
            StallCause::StoreBuffer => "store buffer full, draining into L1D hits",
            StallCause::StoreBufferL2 => "store buffer full, its head's line came from L2",
            StallCause::StoreBufferDram => "store buffer full, its head's line came from DRAM",
            StallCause::Membar => "a barrier waits for the store buffer to drain",
        }
    }
}

/// Where a data access was served, as the stall it causes: `None` for an L1D hit, else
/// [`StallCause::DCacheL2`] (on chip) or [`StallCause::DCacheDram`]. Kept as a byte per
/// instruction in flight; the deepest level of an instruction's accesses wins.
pub(crate) fn data_miss(level: Level) -> Option<StallCause> {
    match level {
        Level::L1 => None,
        Level::Peer | Level::L2 => Some(StallCause::DCacheL2),
        Level::Dram => Some(StallCause::DCacheDram),
    }
}

/// The stall of a store waiting for a full store buffer whose head's write was served at
/// `level`.
pub(crate) fn store_buffer_full(level: Level) -> StallCause {
    match level {
        Level::L1 => StallCause::StoreBuffer,
        Level::Peer | Level::L2 => StallCause::StoreBufferL2,
        Level::Dram => StallCause::StoreBufferDram,
    }
}

impl std::fmt::Display for StallCause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
