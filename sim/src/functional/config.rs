//! The settings of a run ([`RunConfig`]), as opposed to the microarchitecture.

use maple_isa::abi;

/// The settings of a run of the machine (stack size, limits, profiling), as opposed to the
/// microarchitecture of the cycle engine ([`crate::uarch::UarchConfig`]).
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Bytes of each hart's call stack.
    pub stack_size: u32,
    /// Values the operand stack holds.
    pub operand_stack_slots: usize,
    /// Fault on loads and stores not aligned to their size.
    pub trap_misaligned: bool,
    /// Deepest call nesting before `StackOverflow` (a host-memory bound; the call stack
    /// usually overflows first).
    pub max_call_depth: usize,
    /// Most pseudo-registers live across all frames before `StackOverflow`.
    pub max_preg_slots: usize,
    /// Count executions of every instruction ([`super::Machine::exec_counts`]), for per-function
    /// and per-opcode statistics. Costs some speed.
    pub profile: bool,
    /// With several threads: interleave them as this seed chooses (turns of 1 to
    /// [`SEEDED_TURN`] instructions, the next thread drawn among the runnable ones) instead
    /// of round-robin turns of [`super::QUANTUM`]. Every run is still sequentially consistent; the
    /// seed picks which interleaving, so a race shows across seeds and a run replays.
    pub seed: Option<u64>,
    /// Most bytes of guest memory: the pages the program touches and the heap's extent
    /// (`--mem-limit`; see [`crate::memory`]). Past it `malloc` returns null, a managed
    /// allocation or a store to a new page faults naming the limit. `None`: the cycle
    /// engine's configuration says (`memory.limit`), else [`crate::memory::DEFAULT_LIMIT`].
    pub mem_limit: Option<u64>,
    /// Most threads a run may start, the main one included (`--max-threads`): one more
    /// `pthread_create` returns `EAGAIN`, as glibc's does at its limits.
    pub max_threads: u32,
    /// Most bytes of program output (`--max-output`): the run ends with an `OutputLimit`
    /// fault once the output passes it, everything up to it written. `None`: unbounded.
    pub max_output: Option<u64>,
    /// Catch use after free also after reuse (`--check-memory`): freed heap blocks and
    /// managed objects wait in a quarantine, poisoned, before reuse (without it they are
    /// poisoned only until reused: [`crate::runtime::heap`]). Off by default: it
    /// costs the bench programs under 0.1% of host time, but the quarantine moves the
    /// allocations that follow a free, which changes a cycle-level run's addresses and cache
    /// behaviour (`tests/programs/memory/heap.mpl`: 30,597 cycles become 125,611).
    pub check_memory: bool,
    /// `argv` of an entry function that declares `argc` and `argv` (`argv[0]` first).
    pub args: Vec<String>,
}

/// The default of [`RunConfig::max_threads`]. Each thread keeps its hart (its state, for the
/// statistics and the debugger) to the end of the run, so this bounds the host memory they
/// take; a joined thread's stack is reused, so the address space bounds only the threads that
/// are not yet joined.
pub const DEFAULT_MAX_THREADS: u32 = 1000;

/// The longest turn of a seeded interleaving ([`RunConfig::seed`]).
pub const SEEDED_TURN: u64 = 64;

impl Default for RunConfig {
    fn default() -> RunConfig {
        RunConfig {
            stack_size: abi::DEFAULT_STACK_SIZE,
            operand_stack_slots: 1024,
            trap_misaligned: false,
            max_call_depth: 1 << 20,
            max_preg_slots: 1 << 24,
            profile: false,
            seed: None,
            mem_limit: None,
            max_threads: DEFAULT_MAX_THREADS,
            max_output: None,
            check_memory: false,
            args: Vec::new(),
        }
    }
}
