//! The pipelined core: five stages with explicit latches, ticked one cycle at a time.
//!
//! ```text
//!   fetch ──► fetch buffer ──► decode ──► execute ──► memory ──► writeback
//!   (L1I, predictor, RAS)      latch      latch       latch      latch
//!                                          ▲ the instruction's semantics run here, once,
//!                                          │ through exec::step (Machine::run_observed)
//! ```
//!
//! - **Fetch** follows the predicted path: one instruction a cycle from a line buffer; a new
//!   line costs an L1I access (L2/DRAM on a miss). Conditional branches are predicted by the
//!   direction predictor and need a BTB hit to redirect; calls push the return-address stack,
//!   returns pop it (speculatively, repaired on a squash); indirect transfers use the BTB.
//! - **Decode** takes the fetch buffer's head into its latch (one cycle).
//! - **Issue** (decode → execute) waits until the operands it pops are ready (scoreboard of
//!   the operand stack's top slots: load-use bubble, multi-cycle results), then executes the
//!   instruction on the architectural state. What the execution did (memory accesses,
//!   checkpoints) reaches the core through an [`Observer`]; the next PC it produced is
//!   compared with the one fetch predicted, and a mismatch squashes the fetch buffer and
//!   redirects fetch `mispredict_penalty - 2` cycles later (fetch and decode refill the rest).
//!   The top-of-stack register cache counts spills and fills.
//! - **Execute** holds the instruction for its unpipelined latency, call/return cycles and
//!   spill/fill cycles; pipelined multi-cycle results (mul, FP) only delay their consumers.
//! - **Memory** spends the data accesses' latency (blocking cache), puts stores into the
//!   store buffer (a full buffer stalls), and drains the buffer at fences.
//! - **Writeback** retires.
//!
//! Stages are processed from writeback back to fetch each tick, so an instruction moves at
//! most one stage per cycle. A tick in which nothing moves is followed by a jump to the next
//! cycle at which anything can (a DRAM miss costs one tick, not a hundred): the skipped
//! cycles are charged to the same stall cause the tick found.
//!
//! The core is split by stage, each a method in its own file that `tick` calls from the back
//! of the pipeline to the front: [`memory`] (store buffer drain, memory → writeback),
//! [`retire`] (writeback, and the accounting of each cycle), [`issue`] (execute → memory,
//! decode → execute: the semantics run here), [`front`] (fetch buffer → decode, fetch and
//! prediction), with [`timing`] the per-opcode facts read from the ISA table. Each stage's
//! state is a struct in the stage's file (`front::Front`: fetch and prediction;
//! `issue::Scoreboard`; `memory::StoreBuffer`; `retire::Accounting`; `multi::Link`: the
//! binding to harts and other cores), the latches between stages one [`Latches`]; a `Core`
//! holds them with the caches and counters and borrows the machine only for a tick: it is
//! one self-contained instance.

mod audit;
mod freeze;
mod front;
mod issue;
mod memory;
mod multi;
pub(crate) mod record;
mod retire;
pub(crate) mod source;
mod timing;
mod warm;

pub(crate) use freeze::Payload;
pub use multi::NO_HART;

use self::timing::{timing_of, Timing};
use super::ring::Ring;
use super::stall::StallCause;
use super::stats::Counters;
use crate::functional::{Machine, Outcome};
use crate::predecode::Op;
use crate::uarch::cache::Hierarchy;
use crate::uarch::{MemoryModel, UarchConfig};

/// The pipeline stages, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Fetch,
    Decode,
    Execute,
    Memory,
    Writeback,
}

impl Stage {
    pub const ALL: [Stage; 5] = [
        Stage::Fetch,
        Stage::Decode,
        Stage::Execute,
        Stage::Memory,
        Stage::Writeback,
    ];
    /// One-letter name (Konata lanes, compact panes).
    pub const fn letter(self) -> &'static str {
        match self {
            Stage::Fetch => "F",
            Stage::Decode => "D",
            Stage::Execute => "X",
            Stage::Memory => "M",
            Stage::Writeback => "W",
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Stage::Fetch => "fetch",
            Stage::Decode => "decode",
            Stage::Execute => "execute",
            Stage::Memory => "memory",
            Stage::Writeback => "writeback",
        }
    }
}

/// Slots in the operand-stack scoreboard (values deeper than this are always ready).
const SCOREBOARD: usize = 64;

/// No scoreboard slot.
const NO_SLOT: u8 = u8::MAX;

/// An empty latch.
const NONE: u8 = u8::MAX;

/// No external callee.
const NO_CALLEE: u32 = u32::MAX;

/// Store addresses an instruction hands to the store buffer; further stores of the same
/// instruction (block copies by shims) are charged to the memory stage directly.
const BUFFERED_STORES: usize = 2;

/// One instruction in flight.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    /// Fetch order, unique in a run (trace ids).
    pub seq: u64,
    /// Entry index of the instruction (its PC is `text_base + 4 * index`).
    pub index: u32,
    pub op: Op,
    /// The entry index fetch continued at after this instruction.
    pub predicted: u32,
    /// First cycle at which the slot may leave its stage.
    pub ready: u64,
    /// Why the slot is (or was last) held: shown by debuggers and traces.
    pub wait: Option<StallCause>,
    /// The hart it executed on (set at issue).
    pub hart: u16,
    /// Cycle it was fetched (traces).
    pub fetched_at: u64,
    /// Data-memory cycles the memory stage spends (at least 1).
    mem_cycles: u32,
    /// Where its data accesses missed L1D, as the stall that waits for them (`None`: all
    /// hits), and the cycles those misses cost beyond L1D hits.
    mem_miss: Option<StallCause>,
    miss_cycles: u32,
    /// Stores still to hand to the store buffer, of `stores_total`.
    stores: u8,
    stores_total: u8,
    store_addrs: [u32; BUFFERED_STORES],
    /// The functional store-queue number of the first of those stores (multi-core only; the
    /// rest follow it).
    store_seq0: u64,
    /// Drain the store buffer in the memory stage.
    fence: bool,
    /// Scoreboard slot of the value a load produces, ready when the memory stage is known.
    load_slot: u8,
    /// Execute-stage phases after the first cycle, in order: unpipelined latency,
    /// call/return, the runtime's work and its system calls, spill/fill.
    busy_unit: u32,
    busy_call: u32,
    busy_runtime: u32,
    busy_syscall: u32,
    busy_spill: u32,
    /// The external function (a C-library shim) it called, whose the cycles of its execute
    /// and memory stages are ([`NO_CALLEE`]: none).
    callee: u32,
    /// The cycle it issued.
    issued_at: u64,
    /// Why it reached decode late (the front-end cause charged while it was awaited).
    front: StallCause,
    /// While a span is recorded: where its stores come from ([`record::StoreFrom`]).
    memo_from: u16,
}

impl Slot {
    const EMPTY: Slot = Slot {
        seq: 0,
        index: 0,
        op: Op::Nop,
        predicted: 0,
        ready: 0,
        wait: None,
        hart: 0,
        fetched_at: 0,
        mem_cycles: 0,
        mem_miss: None,
        miss_cycles: 0,
        stores: 0,
        stores_total: 0,
        store_addrs: [0; BUFFERED_STORES],
        store_seq0: 0,
        fence: false,
        load_slot: NO_SLOT,
        busy_unit: 0,
        busy_call: 0,
        busy_runtime: 0,
        busy_syscall: 0,
        busy_spill: 0,
        callee: NO_CALLEE,
        issued_at: 0,
        front: StallCause::Fill,
        memo_from: record::FROM_UNKNOWN,
    };
}

/// What one tick did, filled in by the stages as they run.
#[derive(Default)]
struct Tick {
    /// Some latch or buffer changed (else the next tick may jump ahead).
    progress: bool,
    /// An instruction issued (and executed: one that faulted did not).
    issued: bool,
    /// The instruction at issue faulted: the cycle is the first of the end-of-run drain.
    drained: bool,
    /// The program ended at the instruction that issued.
    ended: bool,
    /// The decoded instruction waits for an operand until this cycle, for this cause, in
    /// this scoreboard slot.
    operand_wait: Option<(u64, StallCause, u8)>,
}

/// The parameters the core reads every cycle, copied out of the configuration.
#[derive(Clone, Copy, Debug)]
struct Params {
    fetch_buffer: usize,
    tos_registers: u32,
    spill_cycles: u32,
    load_use_bubble: u32,
    store_buffer: usize,
    redirect_delay: u32,
    /// The runtime's cost model (`[runtime]`).
    runtime: crate::uarch::RuntimeConfig,
    /// Cycles a context switch costs beyond the front end's refill (`core.switch_cycles`).
    switch_cycles: u32,
    /// log2 of the L1I line (fetch) and of the L1D line (the store buffer's same-line
    /// order, which is the directory's unit).
    line_shift: u32,
    data_line_shift: u32,
    text_base: u32,
}

/// The core of one hart set, its state kept by the stage that owns it (as gem5's Minor
/// stages own theirs): the front end ([`front::Front`]), the latches between stages
/// ([`Latches`]), the operand scoreboard ([`issue::Scoreboard`]), the store buffer
/// ([`memory::StoreBuffer`]), the multi-core binding ([`multi::Link`]), the accounting of
/// each cycle ([`retire::Accounting`]), and what watches the ticks ([`Watchers`]); the
/// caches and counters are shared by the stages.
#[derive(Clone)]
pub struct Core {
    p: Params,
    /// Per text entry: its [`Timing`].
    timing: Vec<Timing>,
    /// The current cycle (the next tick simulates this one).
    pub cycle: u64,
    /// How the program ended at issue (the driver drains the pipeline, then reports it).
    ended: Option<Outcome>,
    pub(crate) front: front::Front,
    latches: Latches,
    pub(crate) board: issue::Scoreboard,
    pub(crate) stores: memory::StoreBuffer,
    pub(crate) link: multi::Link,
    pub(crate) acct: retire::Accounting,
    pub caches: Hierarchy,
    pub counters: Counters,
    pub(crate) watch: Watchers,
}

/// The instructions in flight and the latches between the stages.
#[derive(Clone)]
struct Latches {
    /// Every instruction in flight lives in this pool; the latches hold pool indices, so an
    /// instruction moving down the pipeline copies one byte, not its slot.
    pool: [Slot; 256],
    free: [u8; 256],
    nfree: u8,
    /// The fetch buffer, oldest first.
    fetch_q: Ring<u8>,
    decode: u8,
    execute: u8,
    memory: u8,
    writeback: u8,
}

impl Latches {
    /// The instruction in latch `i` ([`NONE`]: empty).
    fn slot(&self, i: u8) -> Option<&Slot> {
        (i != NONE).then(|| &self.pool[i as usize])
    }

    /// Return a pool slot to the free list.
    #[inline]
    fn release(&mut self, slot: u8) {
        self.free[self.nfree as usize] = slot;
        self.nfree += 1;
    }

    /// Take a pool slot (the pool is sized so that one is always free when fetch runs).
    #[inline]
    fn acquire(&mut self) -> Option<u8> {
        self.nfree = self.nfree.checked_sub(1)?;
        Some(self.free[self.nfree as usize])
    }
}

/// What watches the core's ticks; `None` on a plain run.
#[derive(Clone, Default)]
pub(crate) struct Watchers {
    /// The debugger's read and access watchpoints: while set, issue appends every data
    /// access it performs (address, size, whether a load).
    pub(crate) access_log: Option<Vec<(u64, u32, bool)>>,
    /// The stall audit's witnesses, when it is on ([`Core::enable_stall_audit`]).
    audit: Option<Box<audit::StallAudit>>,
    /// The memoized timing engine's recorder, while it records a span.
    rec: Option<Box<record::Recorder>>,
}

impl Core {
    /// A core for `config` that times `machine`: about to fetch the machine's current PC, with
    /// per-entry timing facts and counters sized to its pre-decoded text.
    pub fn new(config: &UarchConfig, machine: &Machine) -> Core {
        let entry = machine.hart().pc;
        let words = machine.code().entries.len();
        let tso = config.memory.model == MemoryModel::Tso;
        let timing = machine
            .code()
            .entries
            .iter()
            .map(|d| timing_of(d, machine, tso, &config.core))
            .collect();
        let c = &config.core;
        let pr = &config.predictor;
        Core {
            timing,
            p: Params {
                fetch_buffer: c.fetch_buffer.max(1) as usize,
                tos_registers: c.tos_registers,
                spill_cycles: c.spill_cycles,
                load_use_bubble: c.load_use_bubble,
                store_buffer: c.store_buffer.max(1) as usize,
                redirect_delay: pr.mispredict_penalty.saturating_sub(2),
                switch_cycles: c.switch_cycles,
                runtime: config.runtime,
                line_shift: config.l1i.line.trailing_zeros(),
                data_line_shift: config.l1d.line.trailing_zeros(),
                text_base: machine.code().addr_of(0),
            },
            cycle: 0,
            ended: None,
            front: front::Front::new(entry, config),
            latches: Latches {
                pool: [Slot::EMPTY; 256],
                // Fetch stops at `fetch_buffer` waiting entries and four latches follow
                // them: that many slots always suffice.
                free: std::array::from_fn(|i| i as u8),
                nfree: (c.fetch_buffer + 5).min(255) as u8,
                fetch_q: Ring::new(NONE),
                decode: NONE,
                execute: NONE,
                memory: NONE,
                writeback: NONE,
            },
            board: issue::Scoreboard::new(),
            stores: memory::StoreBuffer::new(),
            link: multi::Link::new(config),
            acct: retire::Accounting::new(entry),
            caches: Hierarchy::from_config(config),
            counters: Counters::new(words),
            watch: Watchers::default(),
        }
    }

    /// True when no instruction is in flight and the store buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.latches.fetch_q.is_empty()
            && self.latches.decode == NONE
            && self.latches.execute == NONE
            && self.latches.memory == NONE
            && self.latches.writeback == NONE
            && self.stores.entries.is_empty()
            && self.stores.writes.is_empty()
    }

    fn latch(&self, i: u8) -> Option<&Slot> {
        self.latches.slot(i)
    }

    /// The fetched instructions waiting for decode, oldest first.
    pub fn fetch_buffer(&self) -> impl Iterator<Item = &Slot> + '_ {
        self.latches
            .fetch_q
            .iter()
            .map(|i| &self.latches.pool[i as usize])
    }
    pub fn decode(&self) -> Option<&Slot> {
        self.latch(self.latches.decode)
    }
    pub fn execute(&self) -> Option<&Slot> {
        self.latch(self.latches.execute)
    }
    pub fn memory(&self) -> Option<&Slot> {
        self.latch(self.latches.memory)
    }
    pub fn writeback(&self) -> Option<&Slot> {
        self.latch(self.latches.writeback)
    }

    /// The slot in each stage (the fetch buffer's youngest stands for fetch).
    pub fn stage(&self, s: Stage) -> Option<&Slot> {
        match s {
            Stage::Fetch => self.latches.fetch_q.back().and_then(|i| self.latch(i)),
            Stage::Decode => self.decode(),
            Stage::Execute => self.execute(),
            Stage::Memory => self.memory(),
            Stage::Writeback => self.writeback(),
        }
    }

    /// How the program ended at issue, once (the driver drains the pipeline first).
    pub(crate) fn take_ended(&mut self) -> Option<Outcome> {
        self.ended.take()
    }

    /// Stop fetching and drop what was fetched (the program ended).
    pub(crate) fn stop_fetch(&mut self) {
        self.front.stopped = true;
        self.squash_front();
        if self.latches.decode != NONE {
            self.counters.squashed += 1;
            self.latches.release(self.latches.decode);
            self.latches.decode = NONE;
        }
    }

    /// Simulate one cycle; true when the program ended at issue ([`Core::take_ended`]).
    ///
    /// The stages run from the back of the pipeline to the front, so an instruction moves at
    /// most one stage per cycle and a latch freed this cycle is refilled the next.
    pub(crate) fn tick<S: source::Semantics>(&mut self, m: &mut S) -> bool {
        let c = self.cycle;
        let mut tick = Tick::default();
        if self.link.multi {
            // (Several cores always execute on the machine itself.)
            let m = m.machine_mut();
            self.drain_store_buffer_multi(m, c, &mut tick);
        } else {
            self.drain_store_buffer(c, &mut tick);
        }
        self.retire(&mut tick);
        self.memory_to_writeback(c, &mut tick);
        self.execute_to_memory(c, &mut tick);
        self.decode_to_execute(m, c, &mut tick);
        self.fetch_buffer_to_decode(c, &mut tick);
        self.fetch_stage(c, &mut tick);
        self.account(c, &tick);
        tick.ended
    }

    /// The byte address of entry `index`.
    #[inline]
    pub(super) fn pc_of(&self, index: u32) -> u32 {
        self.p
            .text_base
            .wrapping_add(index.wrapping_mul(maple_isa::WORD_BYTES as u32))
    }
}
