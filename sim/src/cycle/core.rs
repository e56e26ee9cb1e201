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

use super::ring::Ring;
use super::stall::StallCause;
use super::stats::Counters;
use crate::exec::{Access, Observer};
use crate::functional::{Machine, Outcome};
use crate::predecode::{Decoded, Op};
use crate::uarch::cache::{Hierarchy, Level};
use crate::uarch::config::CoreConfig;
use crate::uarch::predictor::{Predictor, Ras};
use crate::uarch::{MemoryModel, UarchConfig};
use maple_isa::{self as isa, Fence, Opcode, Pops, Unit};

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
    /// The data access went below L1D.
    mem_missed: bool,
    /// Stores still to hand to the store buffer, of `stores_total`.
    stores: u8,
    stores_total: u8,
    store_addrs: [u32; BUFFERED_STORES],
    /// Drain the store buffer in the memory stage.
    fence: bool,
    /// Scoreboard slot of the value a load produces, ready when the memory stage is known.
    load_slot: u8,
    /// Execute-stage phases after the first cycle: unpipelined latency, call/return, spill.
    busy_unit: u32,
    busy_call: u32,
    busy_spill: u32,
    /// The cycle it issued.
    issued_at: u64,
    /// Why it reached decode late (the front-end cause charged while it was awaited).
    front: StallCause,
}

/// How an instruction changes the flow of control, as fetch predicts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
enum Flow {
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
struct Timing {
    op: Op,
    /// The entry index execution falls through to.
    next: u32,
    /// The address of a conditional branch's target (static prediction).
    target_pc: u32,
    /// Operands popped (saturated at 255; only the top 64 are scoreboarded).
    pops: u8,
    pushes: u8,
    flow: Flow,
    /// Drains the store buffer in the memory stage.
    fence: bool,
    /// Cycles the result takes before a consumer may issue, and what a consumer waits for.
    result_latency: u32,
    result_cause: StallCause,
    /// Execute-stage cycles beyond the first: unpipelined unit latency...
    busy_unit: u32,
    /// ...and call/return frame work (`core.call_cycles`, `core.return_cycles`).
    busy_call: u32,
}

impl Slot {
    const EMPTY: Slot = Slot {
        seq: 0,
        index: 0,
        op: Op::Instr(Opcode::Nop),
        predicted: 0,
        ready: 0,
        wait: None,
        hart: 0,
        fetched_at: 0,
        mem_cycles: 0,
        mem_missed: false,
        stores: 0,
        stores_total: 0,
        store_addrs: [0; BUFFERED_STORES],
        fence: false,
        load_slot: NO_SLOT,
        busy_unit: 0,
        busy_call: 0,
        busy_spill: 0,
        issued_at: 0,
        front: StallCause::Fill,
    };
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
    line_shift: u32,
    text_base: u32,
}

/// The core of one hart set: pipeline latches, predictor, caches, store buffer, counters.
#[derive(Clone)]
pub struct Core {
    p: Params,
    /// Per text entry: its [`Timing`].
    timing: Vec<Timing>,
    /// The current cycle (the next tick simulates this one).
    pub cycle: u64,
    /// Every instruction in flight lives in this pool; the latches hold pool indices, so an
    /// instruction moving down the pipeline copies one byte, not its slot.
    pool: [Slot; 256],
    free: [u8; 256],
    nfree: u8,
    fetch_q: Ring<u8>,
    decode_l: u8,
    execute_l: u8,
    memory_l: u8,
    writeback_l: u8,
    /// How the program ended at issue (the driver drains the pipeline, then reports it).
    ended: Option<Outcome>,
    /// Next entry index fetch reads.
    pub fetch_pc: u32,
    fetch_free_at: u64,
    fetch_cause: StallCause,
    fetch_line: u32,
    fetch_stopped: bool,
    next_seq: u64,
    pub predictor: Predictor,
    /// The return-address stack as the executed calls and returns left it.
    committed_ras: Ras,
    pub caches: Hierarchy,
    /// Store addresses waiting to be written to L1D, oldest first.
    pub store_buffer: Ring<u32>,
    drain_free_at: u64,
    /// Operand-stack values held in the top-of-stack registers.
    pub tos_in_registers: u32,
    ready: [u64; SCOREBOARD],
    ready_cause: [StallCause; SCOREBOARD],
    last_issued: u32,
    /// Set by the last tick: whether it issued, and the cause charged if it did not.
    pub last_stall: Option<StallCause>,
    pub counters: Counters,
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
        let kind = config.predictor.kind;
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
                line_shift: config.l1i.line.trailing_zeros(),
                text_base: machine.code().addr_of(0),
            },
            cycle: 0,
            pool: [Slot::EMPTY; 256],
            // Fetch stops at `fetch_buffer` waiting entries and four latches follow them:
            // that many slots always suffice.
            free: std::array::from_fn(|i| i as u8),
            nfree: (c.fetch_buffer + 5).min(255) as u8,
            fetch_q: Ring::new(NONE),
            decode_l: NONE,
            execute_l: NONE,
            memory_l: NONE,
            writeback_l: NONE,
            ended: None,
            fetch_pc: entry,
            fetch_free_at: 0,
            fetch_cause: StallCause::Fill,
            fetch_line: u32::MAX,
            fetch_stopped: false,
            next_seq: 0,
            predictor: Predictor::new(
                kind,
                pr.table_bits,
                pr.history_bits,
                pr.btb_entries,
                pr.ras_entries,
            ),
            committed_ras: Ras::new(pr.ras_entries),
            caches: Hierarchy::from_config(config),
            store_buffer: Ring::new(0),
            drain_free_at: 0,
            tos_in_registers: 0,
            ready: [0; SCOREBOARD],
            ready_cause: [StallCause::Dependency; SCOREBOARD],
            last_issued: entry,
            last_stall: None,
            counters: Counters::new(words),
        }
    }

    /// True when no instruction is in flight and the store buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.fetch_q.is_empty()
            && self.decode_l == NONE
            && self.execute_l == NONE
            && self.memory_l == NONE
            && self.writeback_l == NONE
            && self.store_buffer.is_empty()
    }

    fn latch(&self, i: u8) -> Option<&Slot> {
        (i != NONE).then(|| &self.pool[i as usize])
    }

    /// The fetched instructions waiting for decode, oldest first.
    pub fn fetch_buffer(&self) -> impl Iterator<Item = &Slot> + '_ {
        self.fetch_q.iter().map(|i| &self.pool[i as usize])
    }
    pub fn decode(&self) -> Option<&Slot> {
        self.latch(self.decode_l)
    }
    pub fn execute(&self) -> Option<&Slot> {
        self.latch(self.execute_l)
    }
    pub fn memory(&self) -> Option<&Slot> {
        self.latch(self.memory_l)
    }
    pub fn writeback(&self) -> Option<&Slot> {
        self.latch(self.writeback_l)
    }

    /// The slot in each stage (the fetch buffer's youngest stands for fetch).
    pub fn stage(&self, s: Stage) -> Option<&Slot> {
        match s {
            Stage::Fetch => self.fetch_q.back().and_then(|i| self.latch(i)),
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
        self.fetch_stopped = true;
        self.squash_front();
        if self.decode_l != NONE {
            self.counters.squashed += 1;
            self.release(self.decode_l);
            self.decode_l = NONE;
        }
    }

    /// Simulate one cycle; true when the program ended at issue ([`Core::take_ended`]).
    pub(crate) fn tick(&mut self, m: &mut Machine) -> bool {
        let c = self.cycle;
        let mut progress = false;
        let mut issued = false;
        let mut ended = false;

        // The store buffer drains one entry whenever L1D is free.
        if let Some(addr) = self.store_buffer.front() {
            if self.drain_free_at <= c {
                self.store_buffer.pop_front();
                let (lat, _) = self.caches.data(addr, true, c);
                self.drain_free_at = c + lat as u64;
                progress = true;
            }
        }

        // Writeback: retire.
        if self.writeback_l != NONE {
            let hart = self.pool[self.writeback_l as usize].hart;
            self.counters.retire(hart as usize);
            self.release(self.writeback_l);
            self.writeback_l = NONE;
            progress = true;
        }

        // Memory → writeback.
        if self.memory_l != NONE {
            let s = &mut self.pool[self.memory_l as usize];
            while s.stores > 0 && self.store_buffer.len() < self.p.store_buffer {
                let next = (s.stores_total - s.stores) as usize;
                s.stores -= 1;
                self.store_buffer.push_back(s.store_addrs[next]);
                self.counters.buffered_stores += 1;
                progress = true;
            }
            if s.stores > 0 {
                s.wait = Some(StallCause::StoreBuffer);
            } else if s.fence && !self.store_buffer.is_empty() {
                s.wait = Some(StallCause::Membar);
            } else if s.ready <= c {
                s.wait = None;
                self.writeback_l = self.memory_l;
                self.memory_l = NONE;
                progress = true;
            }
        }

        // Execute → memory.
        if self.memory_l == NONE && self.execute_l != NONE {
            let s = &mut self.pool[self.execute_l as usize];
            if s.ready <= c {
                let cycles = s.mem_cycles.max(1) as u64;
                s.ready = c + cycles;
                s.wait = Some(if s.mem_missed {
                    StallCause::DCache
                } else {
                    StallCause::Memory
                });
                if s.load_slot != NO_SLOT {
                    self.ready[s.load_slot as usize] =
                        c + cycles - 1 + self.p.load_use_bubble as u64;
                }
                self.memory_l = self.execute_l;
                self.execute_l = NONE;
                progress = true;
            }
        }

        // Decode → execute: issue.
        let mut operand_wait = None;
        if self.execute_l == NONE && self.decode_l != NONE {
            let slot = self.decode_l;
            if self.pool[slot as usize].ready <= c {
                match self.operands_ready(m, self.pool[slot as usize].index) {
                    Some((at, cause)) if at > c => operand_wait = Some((at, cause)),
                    _ => {
                        self.decode_l = NONE;
                        ended = self.issue(m, slot);
                        issued = true;
                        progress = true;
                    }
                }
            }
        }

        // Fetch buffer → decode.
        if self.decode_l == NONE {
            if let Some(i) = self.fetch_q.front() {
                let s = &mut self.pool[i as usize];
                if s.ready <= c {
                    s.ready = c + 1;
                    self.decode_l = i;
                    self.fetch_q.pop_front();
                    progress = true;
                }
            }
        }

        // Fetch.
        if !self.fetch_stopped
            && self.fetch_free_at <= c
            && self.fetch_q.len() < self.p.fetch_buffer
        {
            self.fetch(c);
            progress = true;
        }

        // Account the cycle.
        let cause = if issued {
            None
        } else {
            Some(self.stall_cause(c, operand_wait))
        };
        self.last_stall = cause;
        let charge_to = match self.decode() {
            Some(d) if !issued => d.index,
            _ => self.last_issued,
        };
        let mut span = 1;
        if !progress {
            span = self.next_event(c, operand_wait.map(|w| w.0)).max(c + 1) - c;
        }
        self.counters
            .charge(charge_to as usize, cause, span, issued);
        self.cycle = c + span;
        ended
    }

    /// When the operands `s` pops are ready, and what they wait for.
    #[inline]
    fn operands_ready(&self, m: &Machine, index: u32) -> Option<(u64, StallCause)> {
        let pops = self.timing.get(index as usize)?.pops as usize;
        if pops == 0 {
            return None;
        }
        let depth = m.hart().depth();
        let mut best: Option<(u64, StallCause)> = None;
        for k in 0..pops.min(depth).min(SCOREBOARD) {
            let i = (depth - 1 - k) % SCOREBOARD;
            let r = self.ready[i];
            if best.is_none_or(|(b, _)| r > b) {
                best = Some((r, self.ready_cause[i]));
            }
        }
        best
    }

    /// Execute `s` on the machine and set up its execute/memory work.
    fn issue(&mut self, m: &mut Machine, slot: u8) -> bool {
        let c = self.cycle;
        let index = self.pool[slot as usize].index;
        let predicted = self.pool[slot as usize].predicted;
        let t = self
            .timing
            .get(index as usize)
            .copied()
            .unwrap_or(Timing::PLAIN);
        let (pc_before, depth_before) = {
            let h = m.hart();
            (h.pc, h.depth())
        };
        if pc_before != index {
            // Cannot happen when every redirect squashes; recover by refetching.
            self.release(slot);
            self.squash_front();
            self.redirect(pc_before, c);
            self.counters.mispredicted += 1;
            return false;
        }
        let hart_before = m.current_hart();

        // Execute, watching the memory accesses.
        let mut obs = IssueObserver {
            caches: &mut self.caches,
            store_buffer: &self.store_buffer,
            now: c + 1,
            mem_cycles: 0,
            missed: false,
            loads: 0,
            stores: 0,
            store_addrs: [0; BUFFERED_STORES],
            checkpoint: None,
        };
        let retired_before = m.instret();
        let end = m.step_observed(&mut obs);
        let IssueObserver {
            mem_cycles,
            missed,
            loads,
            stores,
            store_addrs,
            checkpoint,
            ..
        } = obs;
        self.counters.loads += loads as u64;
        if let Some(name) = checkpoint {
            self.counters.toggle_region(name, c, m.instret());
        }
        let hart_after = m.current_hart();
        let (actual, depth_after) = {
            let h = m.hart();
            (h.pc, h.depth())
        };

        // The top-of-stack register cache and the scoreboard.
        let pushes = t.pushes as usize;
        let (mut spills, mut fills) = (0, 0);
        let mut load_slot = NO_SLOT;
        if hart_after == hart_before {
            let pops = (depth_before + pushes).saturating_sub(depth_after) as u32;
            fills = pops.saturating_sub(self.tos_in_registers);
            self.tos_in_registers = self.tos_in_registers.saturating_sub(pops) + pushes as u32;
            spills = self.tos_in_registers.saturating_sub(self.p.tos_registers);
            self.tos_in_registers = self.tos_in_registers.min(self.p.tos_registers);
            if pushes > 0 && depth_after > 0 {
                let top = (depth_after - 1) % SCOREBOARD;
                if loads > 0 {
                    // A load: ready when its memory stage is known.
                    load_slot = top as u8;
                    self.ready[top] = u64::MAX;
                    self.ready_cause[top] = StallCause::LoadUse;
                } else {
                    let (lat, cause) = (t.result_latency, t.result_cause);
                    self.ready[top] = c + lat as u64;
                    self.ready_cause[top] = cause;
                }
            }
        } else {
            // A thread switch: the new hart's values are in memory until used.
            self.tos_in_registers = 0;
            self.ready = [0; SCOREBOARD];
            self.counters.switch_hart(hart_after);
        }
        if spills | fills != 0 {
            self.counters.spills += spills as u64;
            self.counters.fills += fills as u64;
        }

        // Execute-stage occupancy and the memory stage's work.
        let (busy_unit, busy_call) = (t.busy_unit, t.busy_call);
        let busy_spill = (spills + fills) * self.p.spill_cycles;
        {
            let s = &mut self.pool[slot as usize];
            s.mem_cycles = mem_cycles;
            s.mem_missed = missed;
            s.stores = stores;
            s.stores_total = stores;
            s.store_addrs = store_addrs;
            s.load_slot = load_slot;
            s.busy_unit = busy_unit;
            s.busy_call = busy_call;
            s.busy_spill = busy_spill;
            s.ready = c + 1 + (busy_unit + busy_call + busy_spill) as u64;
            s.hart = hart_before as u16;
            s.issued_at = c;
            s.fence = t.fence;
        }

        // Control flow: train the predictor, squash on a wrong guess.
        if t.flow != Flow::Sequential {
            let next = m.code().entries[index as usize].next;
            match t.flow {
                Flow::Call | Flow::IndirectCall => self.committed_ras.push(next),
                Flow::Return => {
                    self.committed_ras.pop();
                }
                _ => {}
            }
            let pc = m.code().addr_of(index);
            self.counters.branches += 1;
            let taken = actual != next;
            if t.flow == Flow::Conditional {
                self.counters.conditional += 1;
                self.predictor.train(pc, taken);
            }
            if taken && hart_after == hart_before && t.flow != Flow::Return {
                self.predictor.btb_update(pc, actual);
            }
        }
        if actual != predicted && end.is_none() {
            self.counters.mispredicted += 1;
            if t.flow == Flow::Conditional {
                self.counters.conditional_mispredicted += 1;
            }
            self.squash_front();
            self.redirect(actual, c);
        }
        self.last_issued = index;
        if m.instret() == retired_before {
            // A faulting instruction does not complete (one that completed before the run
            // ended, such as a join that leaves every thread waiting, does).
            self.release(slot);
        } else {
            self.execute_l = slot;
        }
        match end {
            None => false,
            Some(o) => {
                self.ended = Some(o);
                true
            }
        }
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

    /// Fetch one instruction at `fetch_pc` and predict where to go next.
    #[inline]
    fn fetch(&mut self, c: u64) {
        let idx = self.fetch_pc;
        let t = match self.timing.get(idx as usize) {
            Some(t) => *t,
            None => self.beyond_text(idx),
        };
        let pc = self
            .p
            .text_base
            .wrapping_add(idx.wrapping_mul(maple_isa::WORD_BYTES as u32));
        let line = pc >> self.p.line_shift;
        let mut lat = 1;
        let mut front = self.fetch_cause;
        if line != self.fetch_line {
            let (l, level) = self.caches.fetch(pc, c);
            self.fetch_line = line;
            lat = l.max(1);
            if level != Level::L1 || l > 1 {
                front = StallCause::ICache;
            }
        }
        let next = t.next;
        let predicted = match t.flow {
            Flow::Sequential | Flow::CallExternal => next,
            Flow::Conditional => {
                if self.predictor.predict_taken(pc, t.target_pc) {
                    self.predictor.btb_lookup(pc).unwrap_or(next)
                } else {
                    next
                }
            }
            Flow::Return => self.predictor.ras.pop().unwrap_or(next),
            Flow::Call | Flow::IndirectCall => {
                self.predictor.ras.push(next);
                self.predictor.btb_lookup(pc).unwrap_or(next)
            }
            Flow::Jump => self.predictor.btb_lookup(pc).unwrap_or(next),
        };
        let Some(slot) = self.acquire() else {
            return; // Cannot happen: the pool holds the buffer and every latch.
        };
        self.fetch_q.push_back(slot);
        // Only what the front end knows; issue fills in the rest.
        let s = &mut self.pool[slot as usize];
        s.seq = self.next_seq;
        s.index = idx;
        s.op = t.op;
        s.predicted = predicted;
        s.ready = c + lat as u64;
        s.wait = None;
        s.fetched_at = c;
        s.front = front;
        self.next_seq += 1;
        self.fetch_free_at = c + lat as u64;
        self.fetch_cause = StallCause::ICache;
        self.fetch_pc = predicted;
    }

    /// What fetch sees past the end of the text (a wrong path never issued): the last
    /// entry's timing, falling through to itself.
    #[cold]
    fn beyond_text(&self, idx: u32) -> Timing {
        let mut t = self.timing.last().copied().unwrap_or(Timing::PLAIN);
        t.next = idx;
        t
    }

    /// Drop every fetched instruction not yet decoded or issued, restoring the RAS.
    #[inline(never)]
    fn squash_front(&mut self) {
        if !self.fetch_q.is_empty() {
            self.predictor.ras.clone_from(&self.committed_ras);
        }
        self.counters.squashed += self.fetch_q.len() as u64;
        while let Some(i) = self.fetch_q.pop_front() {
            self.release(i);
        }
    }

    #[inline(never)]
    fn redirect(&mut self, to: u32, c: u64) {
        self.fetch_pc = to;
        self.fetch_free_at = c + 1 + self.p.redirect_delay as u64;
        self.fetch_cause = StallCause::Mispredict;
    }

    /// The cause charged to a cycle without issue.
    #[inline(never)]
    fn stall_cause(&self, c: u64, operand_wait: Option<(u64, StallCause)>) -> StallCause {
        if let Some(d) = self.decode() {
            if d.ready > c {
                return d.front;
            }
            if let Some((_, cause)) = operand_wait {
                return cause;
            }
            if let Some(e) = self.execute() {
                if e.ready > c {
                    // Which execute phase is running.
                    let k = c - e.issued_at; // 1-based cycle beyond the first
                    return if k <= e.busy_unit as u64 {
                        StallCause::Execute
                    } else if k <= (e.busy_unit + e.busy_call) as u64 {
                        StallCause::CallReturn
                    } else {
                        StallCause::SpillFill
                    };
                }
                if let Some(mm) = self.memory() {
                    return mm.wait.unwrap_or(StallCause::Memory);
                }
            }
            return StallCause::Fill;
        }
        if self.fetch_stopped {
            return StallCause::Fill;
        }
        match self.fetch_buffer().next() {
            Some(h) => h.front,
            None => self.fetch_cause,
        }
    }

    /// The first cycle after `c` at which a stalled pipeline can change.
    #[inline(never)]
    fn next_event(&self, c: u64, operand_ready: Option<u64>) -> u64 {
        let mut t = u64::MAX;
        let mut consider = |x: u64| {
            if x > c && x < t {
                t = x;
            }
        };
        if !self.fetch_stopped && self.fetch_q.len() < self.p.fetch_buffer {
            consider(self.fetch_free_at);
        }
        if let Some(h) = self.fetch_buffer().next() {
            consider(h.ready);
        }
        if let Some(d) = self.decode() {
            consider(d.ready);
        }
        if let Some(r) = operand_ready {
            consider(r);
        }
        if let Some(e) = self.execute() {
            consider(e.ready);
        }
        if let Some(mm) = self.memory() {
            consider(mm.ready);
        }
        if !self.store_buffer.is_empty() {
            consider(self.drain_free_at);
        }
        if t == u64::MAX {
            c + 1
        } else {
            t
        }
    }
}

impl Timing {
    /// A one-cycle ALU instruction that pops and pushes nothing.
    const PLAIN: Timing = Timing {
        op: Op::Instr(Opcode::Nop),
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
fn timing_of(d: &Decoded, m: &Machine, tso: bool, core: &CoreConfig) -> Timing {
    let Op::Instr(opcode) = d.op else {
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

/// What the core sees of one instruction's execution.
struct IssueObserver<'a> {
    caches: &'a mut Hierarchy,
    store_buffer: &'a Ring<u32>,
    /// The cycle the memory stage starts (the accesses' time).
    now: u64,
    mem_cycles: u32,
    missed: bool,
    loads: u32,
    stores: u8,
    store_addrs: [u32; BUFFERED_STORES],
    checkpoint: Option<u32>,
}

impl Observer for IssueObserver<'_> {
    #[inline]
    fn mem(&mut self, addr: u64, _size: u32, kind: Access) {
        let addr = addr as u32;
        match kind {
            Access::Load => {
                self.loads += 1;
                if !self.store_buffer.is_empty() && self.store_buffer.contains(addr) {
                    // Forwarded from the store buffer.
                    self.mem_cycles += 1;
                    return;
                }
                let (lat, level) = self.caches.data(addr, false, self.now);
                self.mem_cycles += lat;
                self.missed |= level != Level::L1;
            }
            Access::Store => {
                if (self.stores as usize) < BUFFERED_STORES {
                    self.store_addrs[self.stores as usize] = addr;
                    self.stores += 1;
                    self.mem_cycles = self.mem_cycles.max(1);
                } else {
                    // A block store: written through the cache by the memory stage itself.
                    let (lat, level) = self.caches.data(addr, true, self.now);
                    self.mem_cycles += lat;
                    self.missed |= level != Level::L1;
                }
            }
        }
    }

    #[inline]
    fn checkpoint(&mut self, name: u32) {
        self.checkpoint = Some(name);
    }
}
