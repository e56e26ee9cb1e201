//! Threads on one machine: serving the thread shims' requests (create, join, exit, the
//! clock, and what `sync` blocks on), freeing a joined thread's stack, and choosing the next
//! hart to run (round-robin turns, or seeded ones), with the deadlock fault when none can.

use super::sync::LockKind;
use super::{HartState, Machine, EAGAIN, QUANTUM, SEEDED_TURN};
use crate::exec::{self, Cpu, NoObserver};
use crate::fault::{FaultKind, ThreadOp, Trap};
use crate::runtime::Note;
use crate::state::Hart;

impl Machine {
    /// Set hart `h`'s scheduling state, counting the change ([`Machine::hart_state_epoch`]).
    pub(super) fn set_hart_state(&mut self, h: usize, state: HartState) {
        self.states[h] = state;
        self.state_epoch += 1;
    }

    /// Serve a thread shim's request for the running hart.
    pub(super) fn thread_op(&mut self, op: ThreadOp) -> Result<(), FaultKind> {
        let cur = self.cur;
        // Every thread operation orders memory fully (monitors acquire and release, a new
        // thread sees its creator's stores). A thread that ends keeps its buffered stores
        // draining as the timing model says; joining it makes them visible to the joiner.
        if let ThreadOp::Clock { time, out } = op {
            // No ordering: a clock reads no memory (`time` stores its result as a shim would).
            let v = crate::runtime::clock::value(time, self.instret);
            if out != 0 {
                self.harts[cur].stores.flush(&mut self.mem)?;
                self.mem.store_sized(out, 8, v as u128)?;
            }
            self.harts[cur].retvals[0] = v as u128;
            return Ok(());
        }
        if !matches!(op, ThreadOp::Exit(_)) {
            self.harts[cur].stores.flush(&mut self.mem)?;
            self.harts[cur].stale.apply_all();
        }
        match op {
            ThreadOp::Create { out, start, arg } => {
                let func = u32::try_from(start)
                    .ok()
                    .and_then(|a| self.code.fn_by_entry.get(&a).copied())
                    .ok_or(FaultKind::BadCallTarget { addr: start })?;
                let id = self.harts.len() as u32;
                let stack = if id >= self.config.max_threads {
                    Err(FaultKind::ThreadLimit {
                        limit: self.config.max_threads,
                        address_space: false,
                    })
                } else if let Some(stack) = self.free_stacks.pop() {
                    Ok(stack)
                } else {
                    let stack = self.mem.map_stack(self.stacks_made, self.config.stack_size);
                    self.stacks_made += u32::from(stack.is_ok());
                    stack
                };
                let (top, limit) = match stack {
                    Ok(stack) => stack,
                    // A limit the C library would meet too (no more threads, no room for
                    // a stack): glibc's pthread_create returns EAGAIN and creates nothing.
                    Err(kind @ FaultKind::ThreadLimit { .. }) => {
                        self.rt.note_once(Note::ThreadLimit, || {
                            format!("pthread_create returned EAGAIN: {kind}")
                        });
                        self.harts[cur].retvals[0] = EAGAIN;
                        return Ok(());
                    }
                    Err(other) => return Err(other),
                };
                let mut hart = Hart::new(id, self.config.operand_stack_slots, top, limit);
                hart.set_limits(self.config.max_call_depth, self.config.max_preg_slots);
                hart.gp = self.program.gp as u64;
                hart.stores
                    .set_buffering(self.buffer_stores, &mut self.mem)?;
                let mut cpu = Cpu {
                    hart: &mut hart,
                    mem: &mut self.mem,
                    rt: &mut self.rt,
                    code: &self.code,
                    obs: &mut NoObserver,
                };
                match exec::control::enter(&mut cpu, func, &[arg]) {
                    Ok(()) => {}
                    Err(Trap::Fault(kind)) => return Err(*kind),
                    Err(_) => return Err(FaultKind::BadCallTarget { addr: start }),
                }
                if out != 0 {
                    let thread = crate::ThreadId::of_hart(id as usize);
                    self.mem.write_u64(out, thread.number() as u64)?;
                }
                self.harts.push(hart);
                self.stack_freed.push(false);
                self.states.push(HartState::Runnable);
                self.state_epoch += 1;
                self.harts[cur].retvals[0] = 0;
            }
            ThreadOp::Join { tid, out } => {
                // No thread 0: `usize::MAX` is no hart's index either (ESRCH below).
                let on = crate::ThreadId::from_number(tid).map_or(usize::MAX, |t| t.hart());
                self.harts[cur].retvals[0] = 0;
                match self.states.get(on) {
                    None => self.harts[cur].retvals[0] = 3, // ESRCH
                    Some(_) if on == cur => self.harts[cur].retvals[0] = 35, // EDEADLK
                    Some(&HartState::Finished(v)) => {
                        self.harts[on].stores.flush(&mut self.mem)?;
                        if out != 0 {
                            self.mem.write_u64(out, v as u64)?;
                        }
                        self.free_stack(on);
                    }
                    Some(_) => {
                        self.set_hart_state(cur, HartState::Joining { on, out });
                        self.switch();
                    }
                }
            }
            ThreadOp::MonitorEnter { addr } => {
                self.lock(LockKind::Monitor, addr, false);
            }
            ThreadOp::MonitorExit { addr } => {
                self.unlock(LockKind::Monitor, addr)?;
            }
            ThreadOp::MutexLock { addr, try_only } => {
                self.harts[cur].retvals[0] = self.lock(LockKind::Mutex, addr, try_only);
            }
            ThreadOp::MutexUnlock { addr } => {
                self.harts[cur].retvals[0] = self.unlock(LockKind::Mutex, addr)?;
            }
            ThreadOp::CondWait { cond, mutex } => {
                self.harts[cur].retvals[0] = self.cond_wait(cond, mutex);
            }
            ThreadOp::CondSignal { cond, all } => {
                self.harts[cur].retvals[0] = 0;
                self.cond_signal(cond, all);
            }
            // Answered above.
            ThreadOp::Clock { .. } => {}
            ThreadOp::Yield => {
                self.harts[cur].retvals[0] = 0;
                if self.external_schedule {
                    // The multi-core scheduler asks (`take_yield`) and ends the quantum.
                    self.yielded = Some(cur);
                } else {
                    self.switch();
                }
            }
            ThreadOp::Exit(v) => {
                self.set_hart_state(cur, HartState::Finished(v));
                for i in 0..self.states.len() {
                    if let HartState::Joining { on, out } = self.states[i] {
                        if on == cur {
                            self.harts[cur].stores.flush(&mut self.mem)?;
                            if out != 0 {
                                self.mem.write_u64(out, v as u64)?;
                            }
                            self.set_hart_state(i, HartState::Runnable);
                            self.free_stack(cur);
                        }
                    }
                }
                self.switch();
            }
        }
        Ok(())
    }

    /// Hart `h`, finished, was joined: its stack is free for the next thread (once; the
    /// main thread's never is, nor a thread's that nobody joined).
    pub(super) fn free_stack(&mut self, h: usize) {
        if h != 0 && !std::mem::replace(&mut self.stack_freed[h], true) {
            let hart = &self.harts[h];
            self.free_stacks.push((hart.stack_top, hart.stack_limit));
        }
    }

    /// Give the next runnable hart (round-robin) its turn; a deadlock when none is.
    pub(super) fn switch(&mut self) {
        self.slice_left = QUANTUM;
        let n = self.harts.len();
        if n == 1 {
            return;
        }
        if self.external_schedule {
            if !self.states.contains(&HartState::Runnable) {
                let pc = self.pc();
                self.outcome = Some(self.locate(self.deadlock(), pc));
            }
            return;
        }
        if self.interleave.is_some() {
            self.slice_left = 1 + self.random(SEEDED_TURN - 1);
            let runnable = self
                .states
                .iter()
                .filter(|s| **s == HartState::Runnable)
                .count();
            if runnable > 0 {
                let pick = self.random(runnable as u64 - 1) as usize;
                if let Some((i, _)) = self
                    .states
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| **s == HartState::Runnable)
                    .nth(pick)
                {
                    self.cur = i;
                    return;
                }
            }
        }
        for k in 1..=n {
            let i = (self.cur + k) % n;
            if self.states[i] == HartState::Runnable {
                self.cur = i;
                return;
            }
        }
        let pc = self.pc();
        self.outcome = Some(self.locate(self.deadlock(), pc));
    }

    /// A seeded 0..=`bound` for the interleaving (0 without a seed).
    pub(super) fn random(&mut self, bound: u64) -> u64 {
        let Some(x) = self.interleave.as_mut() else {
            return 0;
        };
        *x ^= *x >> 12;
        *x ^= *x << 25;
        *x ^= *x >> 27;
        (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) % (bound + 1)
    }

    /// Whether hart `h` called `sched_yield` since the last ask (a multi-core scheduler
    /// ends its quantum).
    pub fn take_yield(&mut self, h: usize) -> bool {
        if self.yielded == Some(h) {
            self.yielded = None;
            true
        } else {
            false
        }
    }

    /// The deadlock fault as things stand: what every live thread waits for.
    pub fn deadlock_fault(&self) -> FaultKind {
        self.deadlock()
    }
}
