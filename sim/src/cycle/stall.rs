//! Why a cycle issued no instruction.
//!
//! The core counts cycles by the issue stage (decode → execute): every cycle either issues
//! one instruction or is charged to exactly one [`StallCause`], so
//! `cycles = instructions issued + Σ stalls` holds exactly, and a CPI stack falls out of the
//! counters.

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
    /// The front end refills after a mispredicted control transfer (also exceptions and
    /// thread switches, which no predictor foresees).
    Mispredict,
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
    /// The memory stage waits for a data access that missed L1D.
    DCache,
    /// The memory stage is busy with one instruction's several accesses (the linkage
    /// record of a return, a block copy), all hits.
    Memory,
    /// A store waits for a free store-buffer entry.
    StoreBuffer,
    /// A memory barrier (or a synchronizing operation) waits for the store buffer to drain.
    Membar,
}

impl StallCause {
    /// Every cause, in counter order.
    pub const ALL: [StallCause; 12] = [
        StallCause::Fill,
        StallCause::ICache,
        StallCause::Mispredict,
        StallCause::LoadUse,
        StallCause::Dependency,
        StallCause::Execute,
        StallCause::SpillFill,
        StallCause::CallReturn,
        StallCause::DCache,
        StallCause::Memory,
        StallCause::StoreBuffer,
        StallCause::Membar,
    ];

    /// The name used in statistics and traces.
    pub const fn name(self) -> &'static str {
        match self {
            StallCause::Fill => "fill",
            StallCause::ICache => "icache",
            StallCause::Mispredict => "mispredict",
            StallCause::LoadUse => "load_use",
            StallCause::Dependency => "dependency",
            StallCause::Execute => "execute",
            StallCause::SpillFill => "spill_fill",
            StallCause::CallReturn => "call_return",
            StallCause::DCache => "dcache",
            StallCause::Memory => "memory",
            StallCause::StoreBuffer => "store_buffer",
            StallCause::Membar => "membar",
        }
    }
}

impl std::fmt::Display for StallCause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
