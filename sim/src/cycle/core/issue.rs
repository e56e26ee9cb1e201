//! Issue and execute: decode → execute waits for the operands (the scoreboard of the operand
//! stack's top slots) and runs the instruction's semantics on the machine, once, with an
//! observer that collects its memory accesses; execute → memory holds it for its unit,
//! call/return and spill/fill cycles. A wrong prediction squashes the front end here.

use super::record::{ends_span, Event, Recorder};
use super::source::Semantics;
use super::timing::{Flow, Timing};
use super::{Core, Slot, Tick, BUFFERED_STORES, NONE, NO_CALLEE, NO_SLOT, SCOREBOARD};
use crate::cycle::ring::Ring;
use crate::cycle::stall::{data_miss, StallCause};
use crate::exec::{Access, Observer};
use crate::uarch::cache::{Hierarchy, Level};
use crate::uarch::coherence::Port;
use crate::uarch::MemoryModel;

/// The operand scoreboard: when each of the operand stack's top slots is ready, and why it
/// is not yet; and how many of them the top-of-stack registers hold.
#[derive(Clone)]
pub(crate) struct Scoreboard {
    pub(super) ready: [u64; SCOREBOARD],
    pub(super) cause: [StallCause; SCOREBOARD],
    /// For a slot whose load missed L1D (its `cause` a data-cache stall): until this cycle
    /// a wait for it is the miss's; from then on it is the load-use bubble an L1D hit would
    /// have cost as well.
    pub(super) miss_until: [u64; SCOREBOARD],
    /// Operand-stack values held in the top-of-stack registers.
    pub tos_in_registers: u32,
}

impl Scoreboard {
    pub(super) fn new() -> Scoreboard {
        Scoreboard {
            ready: [0; SCOREBOARD],
            cause: [StallCause::Dependency; SCOREBOARD],
            miss_until: [0; SCOREBOARD],
            tos_in_registers: 0,
        }
    }
}

impl Core {
    /// Execute → memory: the instruction leaves execute when its cycles there are done and
    /// the memory latch is free; its memory stage lasts its accesses' latency.
    #[inline]
    pub(super) fn execute_to_memory(&mut self, c: u64, tick: &mut Tick) {
        if self.latches.memory != NONE || self.latches.execute == NONE {
            return;
        }
        let s = &mut self.latches.pool[self.latches.execute as usize];
        if s.ready > c {
            return;
        }
        let cycles = s.mem_cycles.max(1) as u64;
        s.ready = c + cycles;
        s.wait = Some(s.mem_miss.unwrap_or(StallCause::Memory));
        if s.load_slot != NO_SLOT {
            let i = s.load_slot as usize;
            self.board.ready[i] = c + cycles - 1 + self.p.load_use_bubble as u64;
            if let Some(miss) = s.mem_miss {
                // Its consumer waits for the miss first, then for what a hit costs.
                self.board.cause[i] = miss;
                self.board.miss_until[i] = c + s.miss_cycles as u64;
            }
        }
        let (load_slot, mem_miss) = (s.load_slot, s.mem_miss);
        self.latches.memory = self.latches.execute;
        self.latches.execute = NONE;
        tick.progress = true;
        if let Some(a) = self.watch.audit.as_deref_mut() {
            if load_slot != NO_SLOT {
                a.load(self.board.ready[load_slot as usize]);
            }
            if let Some(miss) = mem_miss {
                a.data_miss(miss, c + cycles);
            }
        }
    }

    /// Decode → execute: issue the decoded instruction once its operands are ready.
    #[inline]
    pub(super) fn decode_to_execute<S: Semantics>(&mut self, m: &mut S, c: u64, tick: &mut Tick) {
        if self.latches.execute != NONE || self.latches.decode == NONE {
            return;
        }
        let slot = self.latches.decode;
        if self.latches.pool[slot as usize].ready > c {
            return;
        }
        let index = self.latches.pool[slot as usize].index;
        // The entry's timing facts and the hart's stack, read once for the operands and
        // the issue.
        let t = self
            .timing
            .get(index as usize)
            .copied()
            .unwrap_or(Timing::PLAIN);
        // (Only a barrier or a runtime call can be a fence: the rest skip the question.)
        if self.link.multi
            && (t.fence || t.flow == Flow::CallExternal)
            && self.is_fence(m.machine(), index)
            && self.stores_in_flight()
        {
            // With several cores a fence issues only once this core's stores are visible, so
            // no later load can pass them.
            tick.operand_wait = Some((c + 1, StallCause::Membar, NO_SLOT));
            return;
        }
        let (pc, depth) = m.next();
        match self.operands_ready(t.pops as usize, depth) {
            Some((at, cause, i)) if at > c => tick.operand_wait = Some((at, cause, i)),
            _ => {
                self.latches.decode = NONE;
                self.issue(m, slot, t, (pc, depth), tick);
                tick.progress = true;
            }
        }
    }

    /// Whether entry `index`, about to issue, orders memory: a barrier the model needs, or a
    /// runtime call — except, under `weak`, an `__atomic_*` call whose memory order (read
    /// from the operand stack) lets earlier stores become visible after it.
    /// (Out of line: only several cores ask, and inlined it costs the one-core tick.)
    #[inline(never)]
    fn is_fence(&self, m: &crate::functional::Machine, index: u32) -> bool {
        let Some(t) = self.timing.get(index as usize) else {
            return false;
        };
        if t.fence {
            return true;
        }
        if t.flow != Flow::CallExternal {
            return false;
        }
        if self.link.model != MemoryModel::Weak {
            return true;
        }
        // (Rare: a runtime call on a weak multi-core machine. The callee comes from the
        // entry, the order from the operands about to be popped: the arguments.)
        let Some(arg) = m
            .code()
            .entries
            .get(index as usize)
            .and_then(|d| m.runtime().atomic_order_arg(d.aux))
        else {
            return true;
        };
        let stack = m.hart().operand_stack();
        let order = (stack.len() + arg)
            .checked_sub(t.pops as usize)
            .and_then(|i| stack.get(i));
        !order.is_some_and(|&o| crate::runtime::orders_no_earlier_store(o))
    }

    /// Whether a store of this core is not yet visible: buffered, being written, or still on
    /// its way to the buffer.
    fn stores_in_flight(&self) -> bool {
        !self.stores.entries.is_empty()
            || !self.stores.writes.is_empty()
            || [self.latches.execute, self.latches.memory]
                .iter()
                .any(|&l| l != NONE && self.latches.pool[l as usize].stores > 0)
    }

    /// When the `pops` operands on top of a stack `depth` deep are ready, what they wait for,
    /// and in which scoreboard slot.
    #[inline]
    pub(super) fn operands_ready(
        &self,
        pops: usize,
        depth: usize,
    ) -> Option<(u64, StallCause, u8)> {
        let n = pops.min(depth).min(SCOREBOARD);
        if n == 0 {
            return None;
        }
        // The latest of the popped slots (the topmost of equals).
        let top = depth - 1;
        let mut at = top % SCOREBOARD;
        for k in 1..n {
            let i = (top - k) % SCOREBOARD;
            if self.board.ready[i] > self.board.ready[at] {
                at = i;
            }
        }
        Some((self.board.ready[at], self.board.cause[at], at as u8))
    }

    /// Execute the instruction in `slot` (timing facts `t`; the running hart's next
    /// instruction and stack depth `(pc_before, depth_before)`) on the machine and set up its
    /// execute/memory work. `tick` learns whether it issued (an instruction that faults does
    /// not complete: its cycle is the start of the end-of-run drain, not an issue, so
    /// `cycles = issued + Σ stalls` and `issued` = the instructions executed) and whether the
    /// program ended.
    pub(super) fn issue<S: Semantics>(
        &mut self,
        m: &mut S,
        slot: u8,
        t: Timing,
        (pc_before, depth_before): (u32, usize),
        tick: &mut Tick,
    ) {
        let c = self.cycle;
        let index = self.latches.pool[slot as usize].index;
        let predicted = self.latches.pool[slot as usize].predicted;
        if pc_before != index {
            // Cannot happen when every redirect squashes; recover by refetching.
            self.latches.release(slot);
            self.squash_front();
            self.redirect(pc_before, c, StallCause::Mispredict);
            self.counters.mispredicted += 1;
            return;
        }
        let hart_before = m.current_hart();
        // With several cores a runtime call (an atomic, a lock) orders memory fully, unless
        // it is an atomic whose order lets it pass earlier stores (decided before it runs:
        // the order is one of the operands it pops).
        // Execute, watching the memory accesses.
        let (seq_base, call_orders) = if self.link.multi {
            let orders = t.flow == Flow::CallExternal && self.is_fence(m.machine(), index);
            (m.machine().next_store_seq(hart_before), orders)
        } else {
            (0, false)
        };
        // Its memory stage starts once the one before it is done: its accesses are timed
        // then (a long memory stage, such as a C-library call's traffic, keeps the DRAM
        // channel busy until it ends; an access timed earlier would wait for it twice).
        let memory_free = self.memory().map_or(0, |m| m.ready);
        let now = (c + 1).max(memory_free);
        // The observer accumulates the memory stage's work straight into the slot.
        let s = &mut self.latches.pool[slot as usize];
        s.mem_cycles = 0;
        s.mem_miss = None;
        s.miss_cycles = 0;
        s.stores = 0;
        s.busy_runtime = 0;
        s.busy_syscall = 0;
        s.callee = NO_CALLEE;
        let mut obs = IssueObserver {
            runtime: &self.p.runtime,
            data_line: 1 << self.p.data_line_shift,
            caches: &mut self.caches,
            port: self.link.coherence.as_deref_mut(),
            store_buffer: &self.stores.entries,
            direct_stores: self.link.multi && self.link.model == MemoryModel::Sc,
            now,
            slot: s,
            loads: 0,
            checkpoint: None,
            rec: self.watch.rec.as_deref_mut(),
        };
        let retired_before = m.instret();
        let end = match self.watch.access_log.as_mut() {
            None => m.step(&mut obs),
            Some(log) => step_logged(m, &mut obs, log),
        };
        let IssueObserver {
            loads, checkpoint, ..
        } = obs;
        self.counters.loads += loads as u64;
        let (checkpoint_name, checkpoint) = (checkpoint, checkpoint.is_some());
        if let Some(name) = checkpoint_name {
            if self.link.multi {
                // A region's checkpoints may run on different cores: the machine keeps one
                // table for all of them.
                self.link.checkpoints.push((name, c, m.instret()));
            } else {
                self.counters.toggle_region(name, c, m.instret());
            }
        }
        let hart_after = m.current_hart();
        let (actual, depth_after) = m.next();

        // The top-of-stack register cache and the scoreboard.
        let pushes = t.pushes as usize;
        let (mut spills, mut fills) = (0, 0);
        let mut load_slot = NO_SLOT;
        if hart_after == hart_before {
            let pops = (depth_before + pushes).saturating_sub(depth_after) as u32;
            fills = pops.saturating_sub(self.board.tos_in_registers);
            self.board.tos_in_registers =
                self.board.tos_in_registers.saturating_sub(pops) + pushes as u32;
            spills = self
                .board
                .tos_in_registers
                .saturating_sub(self.p.tos_registers);
            self.board.tos_in_registers = self.board.tos_in_registers.min(self.p.tos_registers);
            if pushes > 0 && depth_after > 0 {
                let top = (depth_after - 1) % SCOREBOARD;
                if loads > 0 {
                    // A load: ready when its memory stage is known.
                    load_slot = top as u8;
                    self.board.ready[top] = u64::MAX;
                    self.board.cause[top] = StallCause::LoadUse;
                } else {
                    let (lat, cause) = (t.result_latency, t.result_cause);
                    self.board.ready[top] = c + lat as u64;
                    self.board.cause[top] = cause;
                    if let Some(a) = self.watch.audit.as_deref_mut() {
                        a.result(c + lat as u64);
                    }
                }
            }
        } else {
            // A thread switch: the new hart's values are in memory until used.
            self.board.tos_in_registers = 0;
            self.board.ready = [0; SCOREBOARD];
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
            let s = &mut self.latches.pool[slot as usize];
            s.stores_total = s.stores;
            s.store_seq0 = seq_base;
            s.load_slot = load_slot;
            s.busy_unit = busy_unit;
            s.busy_call = busy_call;
            s.busy_spill = busy_spill;
            let runtime = s.busy_runtime as u64 + s.busy_syscall as u64;
            s.ready = c + 1 + (busy_unit + busy_call + busy_spill) as u64 + runtime;
            s.hart = hart_before as u16;
            s.issued_at = c;
            s.fence = t.fence || call_orders;
        }

        // Control flow: train the predictor, squash on a wrong guess.
        if t.flow != Flow::Sequential {
            let pc = self.pc_of(index);
            self.learn_flow_at(pc, t.next, t.flow, actual, hart_after == hart_before);
        }
        if hart_after != hart_before && end.is_none() {
            // A thread switch (one core): no predictor's doing, the switch's own cost.
            self.squash_front();
            self.redirect(actual, c, StallCause::ContextSwitch);
        } else if actual != predicted && end.is_none() {
            self.counters.mispredicted += 1;
            if t.flow == Flow::Conditional {
                self.counters.conditional_mispredicted += 1;
            }
            self.squash_front();
            self.redirect(actual, c, StallCause::Mispredict);
        }
        self.acct.last_issued = index;
        if self.watch.rec.is_some() {
            let completed = m.instret() != retired_before;
            let odd = !completed || end.is_some() || hart_after != hart_before || checkpoint;
            self.issue_recorded(slot, t, actual, odd);
        }
        if m.instret() == retired_before {
            // A faulting instruction does not complete (one that completed before the run
            // ended, such as a join that leaves every thread waiting, does).
            self.latches.release(slot);
            tick.drained = true;
        } else {
            self.latches.execute = slot;
            tick.issued = true;
            if let Some(a) = self.watch.audit.as_deref_mut() {
                a.issued();
            }
            self.counters.executed(hart_before);
        }
        if let Some(o) = end {
            self.ended = Some(o);
            tick.ended = true;
        }
    }
}

/// Execute the next instruction with `obs` watching it and every data access also appended
/// to the debugger's `log` (read watchpoints). Kept out of line: the usual issue path
/// should not carry a second instance of the machine's step.
#[cold]
#[inline(never)]
fn step_logged<S: Semantics>(
    m: &mut S,
    obs: &mut IssueObserver<'_>,
    log: &mut Vec<(u64, u32, bool)>,
) -> Option<crate::Outcome> {
    m.step(&mut Logged { inner: obs, log })
}

/// An observer that also appends every data access to the debugger's log
/// ([`Core::access_log`]: address, size, whether a load).
struct Logged<'o, 'a> {
    inner: &'o mut IssueObserver<'a>,
    log: &'o mut Vec<(u64, u32, bool)>,
}

impl Observer for Logged<'_, '_> {
    const TIMES_RUNTIME: bool = true;
    fn runtime_work(&mut self, work: &crate::runtime::guest::Traffic) {
        self.inner.runtime_work(work);
    }
    fn insn(&mut self, hart: usize, at: u32) {
        self.inner.insn(hart, at);
    }
    fn mem(&mut self, addr: u64, size: u32, kind: Access) {
        self.log.push((addr, size, kind == Access::Load));
        self.inner.mem(addr, size, kind);
    }
    fn branch(&mut self, taken: bool, target: u32) {
        self.inner.branch(taken, target);
    }
    fn call(&mut self, func: u32, external: bool) {
        self.inner.call(func, external);
    }
    fn ret(&mut self, to: u32) {
        self.inner.ret(to);
    }
    fn checkpoint(&mut self, name: u32) {
        self.inner.checkpoint(name);
    }
    fn stop_requested(&self) -> bool {
        self.inner.stop_requested()
    }
}

/// What the core sees of one instruction's execution: its data accesses are timed through the
/// caches and the memory stage's work (cycles, misses, stores to buffer) is written into the
/// issuing slot as they happen.
struct IssueObserver<'a> {
    /// What the runtime's work costs, and the L1D line its traffic moves in.
    runtime: &'a crate::uarch::RuntimeConfig,
    data_line: u64,
    caches: &'a mut Hierarchy,
    /// With several cores: the way to the directory.
    port: Option<&'a mut Port>,
    store_buffer: &'a Ring<u32>,
    /// Stores are not buffered (several cores under `sc`): each is written through the cache
    /// by the memory stage, which waits for it.
    direct_stores: bool,
    /// The cycle the memory stage starts (the accesses' time).
    now: u64,
    /// The issuing instruction: `mem_cycles`, `mem_miss` (the deepest miss, as a stall
    /// cause), `miss_cycles` (what the misses cost beyond L1D hits), `stores` and
    /// `store_addrs` accumulate here.
    slot: &'a mut Slot,
    loads: u32,
    checkpoint: Option<u32>,
    /// The memo engine's recorder, while it records.
    rec: Option<&'a mut Recorder>,
}

impl IssueObserver<'_> {
    /// A data access at the memory stage's time: through the directory with several cores.
    #[inline]
    fn data(&mut self, addr: u32, write: bool) -> (u32, Level) {
        self.data_at(addr, write, self.now)
    }

    /// A data access at cycle `at`.
    #[inline]
    fn data_at(&mut self, addr: u32, write: bool, at: u64) -> (u32, Level) {
        match &mut self.port {
            Some(p) => p.data(self.caches, addr, write, at),
            None => self.caches.data(addr, write, at),
        }
    }

    /// Spend `lat` cycles on an access served at `level`.
    #[inline]
    fn spend(&mut self, lat: u32, level: Level) {
        self.slot.mem_cycles = self.slot.mem_cycles.saturating_add(lat);
        if level != Level::L1 {
            self.missed(lat, level);
        }
    }

    /// Record data access number `access` (the kind `e`) answered at `level`, while a span
    /// is recorded.
    #[inline]
    fn recorded(&mut self, access: Option<u16>, level: Level, e: Event) {
        if let (Some(r), Some(access)) = (self.rec.as_deref_mut(), access) {
            let e = match e {
                Event::Load { .. } => Event::Load { access },
                _ => Event::Write { access },
            };
            r.access(e, level, self.now);
        }
    }

    #[cold]
    fn missed(&mut self, lat: u32, level: Level) {
        let s = &mut *self.slot;
        s.miss_cycles = s
            .miss_cycles
            .saturating_add(lat.saturating_sub(self.caches.l1d_latency));
        if s.mem_miss != Some(StallCause::DCacheDram) {
            s.mem_miss = data_miss(level);
        }
    }
}

impl Observer for IssueObserver<'_> {
    #[inline]
    fn mem(&mut self, addr: u64, _size: u32, kind: Access) {
        let addr = addr as u32;
        let access = self.rec.as_deref_mut().map(Recorder::next_access);
        match kind {
            Access::Load => {
                self.loads += 1;
                if !self.store_buffer.is_empty() && self.store_buffer.contains(addr) {
                    // Forwarded from the store buffer.
                    self.slot.mem_cycles += 1;
                    if let (Some(r), Some(access)) = (self.rec.as_deref_mut(), access) {
                        r.push(Event::Forwarded { access });
                    }
                    return;
                }
                let (lat, level) = self.data(addr, false);
                self.recorded(access, level, Event::Load { access: 0 });
                self.spend(lat, level);
            }
            Access::Atomic => {
                let (lat, level) = self.data(addr, true);
                self.recorded(access, level, Event::Write { access: 0 });
                self.spend(lat, level);
            }
            Access::Store => {
                let s = &mut *self.slot;
                if (s.stores as usize) < BUFFERED_STORES && !self.direct_stores {
                    s.store_addrs[s.stores as usize] = addr;
                    s.stores += 1;
                    s.mem_cycles = s.mem_cycles.max(1);
                } else {
                    // A block store: written through the cache by the memory stage itself.
                    let (lat, level) = self.data(addr, true);
                    self.recorded(access, level, Event::Write { access: 0 });
                    self.spend(lat, level);
                }
            }
        }
    }

    #[inline]
    fn checkpoint(&mut self, name: u32) {
        self.checkpoint = Some(name);
    }

    const TIMES_RUNTIME: bool = true;

    #[inline]
    fn call(&mut self, func: u32, external: bool) {
        if external {
            self.slot.callee = func;
        }
    }

    /// The runtime's traffic moves a line at a time through the memory stage (blocking, as
    /// the instruction's other accesses; its stores are written through the cache, not
    /// buffered, as a block copy's are), and its work and system calls hold execute.
    fn runtime_work(&mut self, work: &crate::runtime::guest::Traffic) {
        if let Some(r) = self.rec.as_deref_mut() {
            r.ok = false;
        }
        for (at, write) in work.lines(self.data_line) {
            // One line after another: each starts when the one before is done.
            let when = self.now + self.slot.mem_cycles as u64;
            let (lat, level) = self.data_at(at as u32, write, when);
            self.spend(lat, level);
        }
        let rt = self.runtime;
        let work_cycles = rt.call_cycles as u64 + work.bytes.div_ceil(rt.bytes_per_cycle as u64);
        let syscalls = work.syscalls as u64 * rt.syscall_cycles as u64;
        let s = &mut *self.slot;
        s.busy_runtime = s
            .busy_runtime
            .saturating_add(work_cycles.min(u32::MAX as u64) as u32);
        s.busy_syscall = s
            .busy_syscall
            .saturating_add(syscalls.min(u32::MAX as u64) as u32);
    }
}

impl Core {
    /// Control transfer at byte address `pc` (of kind `flow`, falling through to entry
    /// `next`) went to entry `actual`: count it and train the predictor and the committed
    /// return-address stack (the BTB only when the same hart goes on). Issue and functional
    /// warming ([`crate::cycle::fast_forward`]) share it.
    #[inline(always)]
    pub(super) fn learn_flow_at(
        &mut self,
        pc: u32,
        next: u32,
        flow: Flow,
        actual: u32,
        same_hart: bool,
    ) {
        match flow {
            Flow::Call | Flow::IndirectCall => self.front.committed_ras.push(next),
            Flow::Return => {
                self.front.committed_ras.pop();
            }
            _ => {}
        }
        self.counters.branches += 1;
        let taken = actual != next;
        if flow == Flow::Conditional {
            self.counters.conditional += 1;
            self.front.predictor.train(pc, taken);
        }
        let update = taken && same_hart && flow != Flow::Return;
        if update {
            self.front.predictor.btb_update(pc, actual);
        }
        if self.watch.rec.is_some() {
            self.flow_recorded(pc, next, flow, actual, update);
        }
    }

    /// Record what [`Core::learn_flow_at`] did to the predictor and the committed
    /// return-address stack, in its order.
    #[cold]
    #[inline(never)]
    fn flow_recorded(&mut self, pc: u32, next: u32, flow: Flow, actual: u32, update: bool) {
        let Some(r) = self.watch.rec.as_deref_mut() else {
            return;
        };
        match flow {
            Flow::Call | Flow::IndirectCall => r.push(Event::CommittedPush { value: next }),
            Flow::Return => r.push(Event::CommittedPop),
            _ => {}
        }
        if flow == Flow::Conditional {
            r.push(Event::Train {
                pc,
                taken: actual != next,
            });
        }
        if update {
            r.push(Event::BtbUpdate { pc, target: actual });
        }
    }

    /// Record the issue of `slot` (timing `t`, gone on to entry `actual`; `odd`: it did
    /// something a memo does not reproduce) and whether the span ends with it.
    #[cold]
    #[inline(never)]
    fn issue_recorded(&mut self, slot: u8, t: Timing, actual: u32, odd: bool) {
        let Some(r) = self.watch.rec.as_deref_mut() else {
            return;
        };
        if odd {
            r.ok = false;
        }
        self.latches.pool[slot as usize].memo_from = r.issued;
        r.issued += 1;
        let sequential = t.flow == Flow::Sequential;
        if ends_span(sequential, t.next, actual, r.issued, &mut r.transfers) {
            r.ended = true;
        }
    }
}
