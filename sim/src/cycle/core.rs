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

use super::stall::StallCause;
use super::stats::Counters;
use crate::engine::{Machine, Outcome};
use crate::exec::{Access, Observer};
use crate::predecode::Decoded;
use crate::uarch::cache::{Hierarchy, Level};
use crate::uarch::predictor::{Predictor, PredictorKind, RasSnapshot};
use crate::uarch::MachineConfig;
use maple_isa::{Opcode, Pops};
use std::collections::VecDeque;

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
    pub op: Opcode,
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
    /// The RAS as fetch saw it before this instruction (restored when it is squashed).
    ras: RasSnapshot,
    /// Why it reached decode late (the front-end cause charged while it was awaited).
    front: StallCause,
}

/// The parameters the core reads every cycle, copied out of the configuration.
#[derive(Clone, Copy, Debug)]
struct Params {
    fetch_buffer: usize,
    tos_registers: u32,
    spill_cycles: u32,
    load_use_bubble: u32,
    mul_latency: u32,
    div_latency: u32,
    fp_latency: u32,
    fp_div_latency: u32,
    call_cycles: u32,
    return_cycles: u32,
    store_buffer: usize,
    redirect_delay: u32,
    line_shift: u32,
    tso: bool,
}

/// What issuing an instruction asks of the driver.
pub(crate) enum IssueEnd {
    /// Nothing special.
    Continue,
    /// The program ended (exit or fault) with this instruction: drain and stop.
    Ended(Outcome),
}

/// The core of one hart set: pipeline latches, predictor, caches, store buffer, counters.
#[derive(Clone)]
pub struct Core {
    p: Params,
    /// The current cycle (the next tick simulates this one).
    pub cycle: u64,
    pub fetch_buffer: VecDeque<Slot>,
    pub decode: Option<Slot>,
    pub execute: Option<Slot>,
    pub memory: Option<Slot>,
    pub writeback: Option<Slot>,
    /// Next entry index fetch reads.
    pub fetch_pc: u32,
    fetch_free_at: u64,
    fetch_cause: StallCause,
    fetch_line: u32,
    fetch_stopped: bool,
    next_seq: u64,
    pub predictor: Predictor,
    pub caches: Hierarchy,
    /// Store addresses waiting to be written to L1D, oldest first.
    pub store_buffer: VecDeque<u32>,
    drain_free_at: u64,
    /// Operand-stack values held in the top-of-stack registers.
    pub tos_in_registers: u32,
    ready: [u64; SCOREBOARD],
    ready_cause: [StallCause; SCOREBOARD],
    last_hart: usize,
    last_issued: u32,
    /// The instruction being issued read memory (its pushed value is a load's).
    loaded: bool,
    /// Set by the last tick: whether it issued, and the cause charged if it did not.
    pub last_stall: Option<StallCause>,
    pub counters: Counters,
}

impl Core {
    /// A core for `config`, about to fetch entry `entry`; `words` is the text size in entries
    /// (per-instruction counters).
    pub fn new(config: &MachineConfig, entry: u32, words: usize) -> Core {
        let c = &config.core;
        let kind = match config.predictor.kind.as_str() {
            "static" => PredictorKind::Static,
            "bimodal" => PredictorKind::Bimodal,
            _ => PredictorKind::Gshare,
        };
        let pr = &config.predictor;
        Core {
            p: Params {
                fetch_buffer: c.fetch_buffer.max(1) as usize,
                tos_registers: c.tos_registers,
                spill_cycles: c.spill_cycles,
                load_use_bubble: c.load_use_bubble,
                mul_latency: c.mul_latency.max(1),
                div_latency: c.div_latency.max(1),
                fp_latency: c.fp_latency.max(1),
                fp_div_latency: c.fp_div_latency.max(1),
                call_cycles: c.call_cycles,
                return_cycles: c.return_cycles,
                store_buffer: c.store_buffer.max(1) as usize,
                redirect_delay: pr.mispredict_penalty.saturating_sub(2),
                line_shift: config.l1i.line.trailing_zeros(),
                tso: config.memory.model != "weak",
            },
            cycle: 0,
            fetch_buffer: VecDeque::with_capacity(c.fetch_buffer as usize + 1),
            decode: None,
            execute: None,
            memory: None,
            writeback: None,
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
            caches: Hierarchy::from_config(config),
            store_buffer: VecDeque::with_capacity(c.store_buffer as usize + 1),
            drain_free_at: 0,
            tos_in_registers: 0,
            ready: [0; SCOREBOARD],
            ready_cause: [StallCause::Dependency; SCOREBOARD],
            last_hart: 0,
            last_issued: entry,
            loaded: false,
            last_stall: None,
            counters: Counters::new(words),
        }
    }

    /// True when no instruction is in flight and the store buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.fetch_buffer.is_empty()
            && self.decode.is_none()
            && self.execute.is_none()
            && self.memory.is_none()
            && self.writeback.is_none()
            && self.store_buffer.is_empty()
    }

    /// The slot in each stage (the fetch buffer's youngest stands for fetch).
    pub fn stage(&self, s: Stage) -> Option<&Slot> {
        match s {
            Stage::Fetch => self.fetch_buffer.back(),
            Stage::Decode => self.decode.as_ref(),
            Stage::Execute => self.execute.as_ref(),
            Stage::Memory => self.memory.as_ref(),
            Stage::Writeback => self.writeback.as_ref(),
        }
    }

    /// Stop fetching and drop what was fetched (the program ended).
    pub(crate) fn stop_fetch(&mut self) {
        self.fetch_stopped = true;
        self.squash_front();
        if let Some(d) = self.decode.take() {
            self.counters.squashed += 1;
            let _ = d;
        }
    }

    /// Simulate one cycle. `end` receives the outcome when the program ends at issue.
    pub(crate) fn tick(&mut self, m: &mut Machine) -> Option<IssueEnd> {
        let c = self.cycle;
        let mut progress = false;
        let mut issued = false;
        let mut end = None;

        // The store buffer drains one entry whenever L1D is free.
        if let Some(&addr) = self.store_buffer.front() {
            if self.drain_free_at <= c {
                self.store_buffer.pop_front();
                let (lat, _) = self.caches.data(addr, true, c);
                self.drain_free_at = c + lat as u64;
                progress = true;
            }
        }

        // Writeback: retire.
        if let Some(s) = self.writeback.take() {
            self.counters.retire(s.hart as usize);
            progress = true;
        }

        // Memory → writeback.
        if let Some(s) = &mut self.memory {
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
                self.writeback = self.memory.take();
                progress = true;
            }
        }

        // Execute → memory.
        if self.memory.is_none() {
            if let Some(s) = self.execute {
                if s.ready <= c {
                    let mut s = s;
                    s.ready = c + s.mem_cycles.max(1) as u64;
                    s.wait = Some(if s.mem_missed {
                        StallCause::DCache
                    } else {
                        StallCause::Memory
                    });
                    if s.load_slot != NO_SLOT {
                        let r = c + s.mem_cycles.max(1) as u64 - 1 + self.p.load_use_bubble as u64;
                        self.ready[s.load_slot as usize] = r;
                    }
                    self.memory = Some(s);
                    self.execute = None;
                    progress = true;
                }
            }
        }

        // Decode → execute: issue.
        let mut operand_wait = None;
        if self.execute.is_none() {
            if let Some(s) = self.decode {
                if s.ready <= c {
                    match self.operands_ready(m, &s) {
                        Some((at, cause)) if at > c => operand_wait = Some((at, cause)),
                        _ => {
                            self.decode = None;
                            end = Some(self.issue(m, s));
                            issued = true;
                            progress = true;
                        }
                    }
                }
            }
        }

        // Fetch buffer → decode.
        if self.decode.is_none() {
            if let Some(mut s) = self.fetch_buffer.pop_front() {
                if s.ready <= c {
                    s.ready = c + 1;
                    self.decode = Some(s);
                    progress = true;
                } else {
                    self.fetch_buffer.push_front(s);
                }
            }
        }

        // Fetch.
        if !self.fetch_stopped
            && self.fetch_free_at <= c
            && self.fetch_buffer.len() < self.p.fetch_buffer
        {
            self.fetch(m, c);
            progress = true;
        }

        // Account the cycle.
        let cause = if issued {
            None
        } else {
            Some(self.stall_cause(c, operand_wait))
        };
        self.last_stall = cause;
        let charge_to = match (&self.decode, issued) {
            (_, true) => self.last_issued,
            (Some(d), false) => d.index,
            (None, false) => self.last_issued,
        };
        let hart = m.current_hart();
        let mut span = 1;
        if !progress {
            span = self.next_event(c, operand_wait.map(|w| w.0)).max(c + 1) - c;
        }
        self.counters
            .charge(charge_to as usize, hart, cause, span, issued);
        self.cycle = c + span;
        end
    }

    /// When the operands `s` pops are ready, and what they wait for.
    fn operands_ready(&self, m: &Machine, s: &Slot) -> Option<(u64, StallCause)> {
        let d = m.code().entries.get(s.index as usize)?;
        let pops = pops_of(d) as usize;
        let depth = m.hart().operand_stack().len();
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
    fn issue(&mut self, m: &mut Machine, mut s: Slot) -> IssueEnd {
        let c = self.cycle;
        let code_len = m.code().entries.len();
        let Some(d) = m.code().entries.get(s.index as usize).copied() else {
            // Fetch ran off the text: the functional engine reports it at the real PC.
            return self.run_one(m, &mut s, c, code_len);
        };
        if m.hart().pc != s.index {
            // Cannot happen when every redirect squashes; recover by refetching.
            self.squash_front();
            self.redirect(m.hart().pc, c);
            self.counters.mispredicted += 1;
            return IssueEnd::Continue;
        }
        let hart_before = m.current_hart();
        let depth_before = m.hart().operand_stack().len();
        let end = self.run_one(m, &mut s, c, code_len);
        let hart_after = m.current_hart();
        let actual = m.hart().pc;

        // The top-of-stack register cache and the scoreboard.
        let info = d.op.info();
        let pushes = info.pushes as usize;
        let (mut spills, mut fills) = (0, 0);
        if hart_after == hart_before {
            let depth_after = m.hart().operand_stack().len();
            let pops = (depth_before + pushes).saturating_sub(depth_after) as u32;
            fills = pops.saturating_sub(self.tos_in_registers);
            self.tos_in_registers = self.tos_in_registers.saturating_sub(pops) + pushes as u32;
            spills = self.tos_in_registers.saturating_sub(self.p.tos_registers);
            self.tos_in_registers = self.tos_in_registers.min(self.p.tos_registers);
            if pushes > 0 && depth_after > 0 {
                let slot = (depth_after - 1) % SCOREBOARD;
                let (lat, cause) = self.result_latency(&d);
                if self.loaded {
                    // A load: ready when its memory stage is known.
                    s.load_slot = slot as u8;
                    self.ready[slot] = u64::MAX;
                    self.ready_cause[slot] = StallCause::LoadUse;
                } else {
                    self.ready[slot] = c + lat as u64;
                    self.ready_cause[slot] = cause;
                }
            }
        } else {
            // A thread switch: the new hart's values are in memory until used.
            self.tos_in_registers = 0;
            self.ready = [0; SCOREBOARD];
            self.last_hart = hart_after;
        }
        self.counters.spills += spills as u64;
        self.counters.fills += fills as u64;

        // Execute-stage occupancy.
        let unit = self.unpipelined_latency(&d);
        s.busy_unit = unit.saturating_sub(1);
        s.busy_call = match d.op {
            Opcode::Return => self.p.return_cycles,
            op if is_call(op) => self.p.call_cycles,
            _ => 0,
        };
        s.busy_spill = (spills + fills) * self.p.spill_cycles;
        s.ready = c + 1 + (s.busy_unit + s.busy_call + s.busy_spill) as u64;
        s.hart = hart_before as u16;
        s.issued_at = c;
        s.fence = self.is_fence(d.op);

        // Control flow: train the predictor, squash on a wrong guess.
        let control = is_control(d.op);
        let pc = m.code().addr_of(s.index);
        if control {
            self.counters.branches += 1;
            let taken = actual != d.next;
            if matches!(d.op, Opcode::Brtrue | Opcode::Brfalse) {
                self.counters.conditional += 1;
                self.predictor.train(pc, taken);
            }
            if taken && hart_after == hart_before && !matches!(d.op, Opcode::Return) {
                self.predictor.btb_update(pc, actual);
            }
        }
        if actual != s.predicted && !matches!(end, IssueEnd::Ended(_)) {
            self.counters.mispredicted += 1;
            if matches!(d.op, Opcode::Brtrue | Opcode::Brfalse) {
                self.counters.conditional_mispredicted += 1;
            }
            self.squash_front();
            self.redirect(actual, c);
        }
        self.last_issued = s.index;
        if !matches!(end, IssueEnd::Ended(Outcome::Fault(_))) {
            // A faulting instruction does not complete.
            self.execute = Some(s);
        }
        end
    }

    /// Run the instruction at the machine's PC with the core's observer.
    fn run_one(&mut self, m: &mut Machine, s: &mut Slot, c: u64, _len: usize) -> IssueEnd {
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
        let outcome = m.run_observed(&mut obs, 1);
        s.mem_cycles = obs.mem_cycles;
        s.mem_missed = obs.missed;
        s.stores = obs.stores;
        s.stores_total = obs.stores;
        s.store_addrs = obs.store_addrs;
        s.load_slot = NO_SLOT;
        self.loaded = obs.loads > 0;
        let checkpoint = obs.checkpoint;
        self.counters.loads += obs.loads as u64;
        if let Some(name) = checkpoint {
            self.counters.toggle_region(name, c, m.instret());
        }
        match outcome {
            Some(o) => IssueEnd::Ended(o),
            None => IssueEnd::Continue,
        }
    }

    /// Latency until a pushed result may be used (loads are decided in the memory stage).
    fn result_latency(&self, d: &Decoded) -> (u32, StallCause) {
        use Opcode::*;
        let float = d.ty.is_float() || d.from.is_float();
        match d.op {
            Mul if !float => (self.p.mul_latency, StallCause::Dependency),
            Div | Rem if !float => (self.p.div_latency, StallCause::Execute),
            Div | Sqrt | Recip if float => (self.p.fp_div_latency, StallCause::Execute),
            Add | Sub | Mul | Neg | Abs | Min | Max | Cvt | Trunc | Floor | Ceil | Round | Eq
            | Ne | Lt | Le | Gt | Ge | Cmp | Cmpl | Cmpg
                if float =>
            {
                (self.p.fp_latency, StallCause::Dependency)
            }
            _ => (1, StallCause::Dependency),
        }
    }

    /// Cycles an unpipelined unit holds the execute stage (1 for everything pipelined).
    fn unpipelined_latency(&self, d: &Decoded) -> u32 {
        use Opcode::*;
        let float = d.ty.is_float() || d.from.is_float();
        match d.op {
            Div | Rem if !float => self.p.div_latency,
            Div | Sqrt | Recip if float => self.p.fp_div_latency,
            _ => 1,
        }
    }

    /// Whether `op` waits in the memory stage for the store buffer to drain. Under TSO only
    /// store→load ordering needs it (stores already leave in order and loads are not
    /// reordered with each other); under the weak model every barrier drains.
    fn is_fence(&self, op: Opcode) -> bool {
        use Opcode::*;
        match op {
            Membarfull | Membarstoreload | Syncenter | Syncexit => true,
            Membaracquire | Membarrelease | Membarstorestore => !self.p.tso,
            _ => false,
        }
    }

    /// Fetch one instruction at `fetch_pc` and predict where to go next.
    fn fetch(&mut self, m: &Machine, c: u64) {
        let code = m.code();
        let idx = self.fetch_pc;
        let last = code.entries.len().saturating_sub(1) as u32;
        let d = code.entries[idx.min(last) as usize];
        let pc = code.addr_of(idx);
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
        let ras = self.predictor.ras_snapshot();
        let next = if idx > last { idx } else { d.next };
        let predicted = match d.op {
            Opcode::Brtrue | Opcode::Brfalse => {
                let target = code.addr_of(d.aux);
                if self.predictor.predict_taken(pc, target) {
                    self.predictor.btb_lookup(pc).unwrap_or(next)
                } else {
                    next
                }
            }
            Opcode::Return | Opcode::Retsub => self.predictor.ras_pop().unwrap_or(next),
            op if is_control(op) => self.predictor.btb_lookup(pc).unwrap_or(next),
            _ => next,
        };
        if is_call(d.op) && !calls_external(m, &d) {
            self.predictor.ras_push(next);
        }
        self.fetch_buffer.push_back(Slot {
            seq: self.next_seq,
            index: idx,
            op: d.op,
            predicted,
            ready: c + lat as u64,
            wait: None,
            hart: 0,
            fetched_at: c,
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
            ras,
            front,
        });
        self.next_seq += 1;
        self.fetch_free_at = c + lat as u64;
        self.fetch_cause = StallCause::ICache;
        self.fetch_pc = predicted;
    }

    /// Drop every fetched instruction not yet decoded or issued, restoring the RAS.
    fn squash_front(&mut self) {
        if let Some(oldest) = self.fetch_buffer.front() {
            self.predictor.ras_restore(oldest.ras);
        }
        self.counters.squashed += self.fetch_buffer.len() as u64;
        self.fetch_buffer.clear();
    }

    fn redirect(&mut self, to: u32, c: u64) {
        self.fetch_pc = to;
        self.fetch_free_at = c + 1 + self.p.redirect_delay as u64;
        self.fetch_cause = StallCause::Mispredict;
    }

    /// The cause charged to a cycle without issue.
    fn stall_cause(&self, c: u64, operand_wait: Option<(u64, StallCause)>) -> StallCause {
        if let Some(d) = &self.decode {
            if d.ready > c {
                return d.front;
            }
            if let Some((_, cause)) = operand_wait {
                return cause;
            }
            if let Some(e) = &self.execute {
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
                if let Some(mm) = &self.memory {
                    return mm.wait.unwrap_or(StallCause::Memory);
                }
            }
            return StallCause::Fill;
        }
        if self.fetch_stopped {
            return StallCause::Fill;
        }
        match self.fetch_buffer.front() {
            Some(h) => h.front,
            None => self.fetch_cause,
        }
    }

    /// The first cycle after `c` at which a stalled pipeline can change.
    fn next_event(&self, c: u64, operand_ready: Option<u64>) -> u64 {
        let mut t = u64::MAX;
        let mut consider = |x: u64| {
            if x > c && x < t {
                t = x;
            }
        };
        if !self.fetch_stopped && self.fetch_buffer.len() < self.p.fetch_buffer {
            consider(self.fetch_free_at);
        }
        if let Some(h) = self.fetch_buffer.front() {
            consider(h.ready);
        }
        if let Some(d) = &self.decode {
            consider(d.ready);
        }
        if let Some(r) = operand_ready {
            consider(r);
        }
        if let Some(e) = &self.execute {
            consider(e.ready);
        }
        if let Some(mm) = &self.memory {
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

/// Values `d` pops (its operands).
fn pops_of(d: &Decoded) -> u32 {
    match d.op.info().pops {
        Pops::Fixed(n) => n as u32,
        Pops::Param(n) => d.param as u32 + n as u32,
        Pops::ParamLow(n) => (d.param & 0xFF) as u32 + n as u32,
    }
}

/// Opcodes that may transfer control somewhere other than the next instruction.
fn is_control(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Brtrue | Brfalse | Goto | Igoto | Rangegoto | Indexgoto | Return | Gosub | Retsub | Throw
    ) || is_call(op)
}

/// Opcodes that call (and so push a return address).
fn is_call(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Call | Icall
            | Icallproto
            | Virtualicall
            | Interfaceicall
            | Virtualcall
            | Polymorphiccall
            | Superclasscall
            | Interfacecall
            | Gosub
    )
}

/// A direct call of a runtime shim: it returns to the next instruction at once.
fn calls_external(m: &Machine, d: &Decoded) -> bool {
    d.op == Opcode::Call
        && m.code()
            .functions
            .get(d.aux as usize)
            .is_some_and(|f| f.external)
}

/// What the core sees of one instruction's execution.
struct IssueObserver<'a> {
    caches: &'a mut Hierarchy,
    store_buffer: &'a VecDeque<u32>,
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
                if self.store_buffer.contains(&addr) {
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
