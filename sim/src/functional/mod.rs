//! The functional engine: a [`Machine`] that runs a [`Program`] instruction by instruction,
//! its harts (threads) taking turns round-robin.
//!
//! The hot loop fetches the pre-decoded entry at `pc`, optionally (`RunConfig::profile`) counts
//! it in a flat per-instruction array (one counter per text word: per-opcode or per-function
//! figures are sums over it)
//! and calls [`exec::step`] with the [`NoObserver`] observer: one `match` dispatch, no
//! allocation, no timing. A run ends with an [`Outcome`]: the program's exit status (return
//! from the entry function, or `exit(n)`), or a [`Fault`] located by PC, function, source
//! line and backtrace. The output sink is flushed before `run` returns.
//!
//! ```ignore
//! let capture = Capture::new();
//! let mut m = Machine::new(program, RunConfig::default())?.with_output(Box::new(capture.clone()));
//! match m.run(Some(1_000_000)) {
//!     Outcome::Exited(status) => println!("{}\nstatus {status}", capture.text()),
//!     Outcome::Fault(f) => eprintln!("{f}"),
//! }
//! ```

use crate::exec::fused::Fusion;
use crate::exec::{self, Cpu, NoObserver, Observer};
use crate::fault::{Caller, Fault, FaultKind, ThreadOp, Trap};
use crate::memory::{Memory, Perms};
use crate::predecode::Code;
use crate::program::{Program, TypeDesc};
use crate::runtime::Runtime;
use crate::state::Hart;
use maple_isa::abi;
use std::io::Write;
use std::sync::{Arc, OnceLock};

mod config;
pub use config::{RunConfig, DEFAULT_MAX_THREADS, SEEDED_TURN};

/// `EAGAIN` (Linux's 11): what `pthread_create` returns when no thread can be created.
const EAGAIN: u128 = 11;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The program exited with this status.
    Exited(i32),
    /// The program faulted (or reached the instruction bound: `FaultKind::MaxInstructions`).
    Fault(Fault),
}

/// Why a program cannot be set up as a machine.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("segment `{name}` at {addr:#x} cannot be mapped: {why}")]
    BadSegment {
        name: String,
        addr: u32,
        why: FaultKind,
    },
    #[error("the entry function index {0} is not a function with a body")]
    BadEntry(usize),
    #[error("the call stack cannot be mapped: {0}")]
    BadStack(FaultKind),
    #[error("the program's arguments cannot be passed: {0}")]
    Arguments(String),
}

/// Scheduling state of a hart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HartState {
    Runnable,
    /// In `pthread_join` of hart `on`; its result goes to `out` (if not null).
    Joining {
        on: usize,
        out: u64,
    },
    /// The thread's start routine returned this value.
    Finished(u128),
    /// In `syncenter` of the monitor of the object at `addr`, held by another hart.
    Entering {
        addr: u64,
    },
    /// In `pthread_mutex_lock` of the mutex at `addr`, held by another hart.
    Locking {
        addr: u64,
    },
    /// In `pthread_cond_wait` on the condition variable at `cond`, having released `mutex`.
    Waiting {
        cond: u64,
        mutex: u64,
    },
}

mod entry_args;
mod multicore;
mod sync;
mod threads;

/// Instructions a hart runs before the next runnable one gets its turn (when there are
/// several): round-robin, so runs are deterministic.
pub const QUANTUM: u64 = 1000;

/// Instructions a driver runs the functional engine for between looks at an interrupt flag
/// (Ctrl-C) or a progress display: a few milliseconds, and few enough looks to cost nothing.
pub const INTERRUPT_POLL_INSTRUCTIONS: u64 = 1 << 20;

/// One simulated MAPLE machine: harts (hardware threads; hart 0 runs the entry function,
/// `pthread_create` adds more), memory, runtime and program. A clone is a snapshot (a
/// debugger's reverse execution restores one); clones share the output sink.
#[derive(Clone)]
pub struct Machine {
    program: Program,
    code: Code,
    /// The fused groups of `code`, found the first time a run can take them (a machine the
    /// cycle engine drives never does, and never pays for them); shared by clones.
    fusion: Arc<OnceLock<Fusion>>,
    mem: Memory,
    rt: Runtime,
    /// The running hart is `harts[cur]`.
    harts: Vec<Hart>,
    states: Vec<HartState>,
    /// Counts the changes of `states` (each goes through [`Machine::set_hart_state`], or
    /// adds a hart): a scheduler that saw this value has seen every state as it is
    /// ([`Machine::hart_state_epoch`]).
    state_epoch: u64,
    cur: usize,
    /// The hart that executed the latest instruction when the machine schedules harts
    /// itself (a debugger shows the thread that stopped, which is not `cur` once its turn
    /// has ended); set per turn, and by a thread operation (which may start the second).
    last_hart: usize,
    /// Buffered stores that reached memory (hart, address, size), when a debugger asks.
    commit_log: Option<Vec<(usize, u64, u32)>>,
    sync: sync::SyncObjects,
    /// The hart that called `sched_yield` (a multi-core scheduler takes it as the end of
    /// its quantum).
    yielded: Option<usize>,
    /// The seeded interleaving's state (xorshift64*; `None`: round-robin).
    interleave: Option<u64>,
    config: RunConfig,
    instret: u64,
    /// Executions of each text word (instruction starts only are ever non-zero).
    exec_counts: Vec<u64>,
    outcome: Option<Outcome>,
    profile: bool,
    /// Instructions left in the running hart's turn: kept across `run_for` calls, so the
    /// interleaving of harts does not depend on how a caller slices a run (a debugger
    /// stepping one instruction at a time sees the same schedule as a plain run).
    slice_left: u64,
    /// The multi-core engine chooses which hart runs ([`Machine::select_hart`]); the machine
    /// then never switches harts itself, it only declares a deadlock.
    external_schedule: bool,
    /// New harts buffer their stores (set with the external schedule).
    buffer_stores: bool,
    /// The stacks of joined threads, `(top, limit)`, for the next `pthread_create` to take,
    /// as glibc keeps a joined thread's stack for the next thread: with Linux's 8 MiB stacks
    /// the address space holds about 127 at once, and a program that creates and joins
    /// threads in turn must not run out of them.
    free_stacks: Vec<(u32, u32)>,
    /// Thread stacks mapped so far: the next fresh one is that thread slot's.
    stacks_made: u32,
    /// Per hart: its stack went back to `free_stacks` (it was joined), so it goes back once.
    stack_freed: Vec<bool>,
}

/// A machine as it was, for a debugger's reverse execution: [`Machine::snapshot`] takes one
/// copying only the memory pages written since the previous snapshot (the rest are shared
/// with it), [`MachineSnapshot::restore`] gives a machine back. Clones are cheap.
#[derive(Clone)]
pub struct MachineSnapshot {
    /// Everything but the memory, which is a placeholder here.
    machine: Box<Machine>,
    memory: crate::memory::MemorySnapshot,
}

impl MachineSnapshot {
    /// A running machine in this state (sharing the output sink, as clones do).
    pub fn restore(&self) -> Machine {
        let mut m = (*self.machine).clone();
        m.mem = Memory::restore(&self.memory);
        m
    }

    /// The memory it holds: [`crate::memory::MemorySnapshot::copied_pages`] says what taking
    /// it cost.
    pub fn memory(&self) -> &crate::memory::MemorySnapshot {
        &self.memory
    }
}

impl Machine {
    /// Map the program, create hart 0 and enter the entry function. Program output goes to
    /// the host's stdout until [`Machine::with_output`] says otherwise.
    pub fn new(program: Program, config: RunConfig) -> Result<Machine, LoadError> {
        let code = Code::new(&program);
        let mut mem = Memory::new();
        mem.trap_misaligned = config.trap_misaligned;
        mem.set_limit(config.mem_limit.unwrap_or(crate::memory::DEFAULT_LIMIT));
        let bad = |name: &str, addr: u32| {
            let name = name.to_string();
            move |why| LoadError::BadSegment { name, addr, why }
        };
        mem.map_init(
            program.text_base,
            program.text.len() as u32,
            &program.text,
            Perms::RX,
        )
        .map_err(bad(".text", program.text_base))?;
        let mut end = program.text_base as u64 + program.text.len() as u64;
        for s in &program.segments {
            let perms = if s.writable { Perms::RW } else { Perms::R };
            mem.map_init(s.addr, s.size, &s.bytes, perms)
                .map_err(bad(&s.name, s.addr))?;
            end = end.max(s.addr as u64 + s.size.max(s.bytes.len() as u32) as u64);
        }
        let heap_base = if program.heap_base != 0 {
            program.heap_base
        } else {
            abi::align_up(end.min(abi::HEAP_LIMIT as u64) as u32, abi::PAGE_SIZE)
        };
        mem.set_heap_base(heap_base);
        let (top, limit) = mem
            .map_stack(0, config.stack_size)
            .map_err(LoadError::BadStack)?;
        let mut hart = Hart::new(0, config.operand_stack_slots, top, limit);
        hart.set_limits(config.max_call_depth, config.max_preg_slots);
        hart.gp = program.gp as u64;
        let rt = Runtime::new(
            program
                .functions
                .iter()
                .map(|f| (f.name.as_str(), f.external)),
            Box::new(std::io::stdout()),
        );
        let mut rt = rt;
        rt.types = program.types.clone();
        if let Some(argv0) = config.args.first() {
            // glibc's `__progname`: argv[0]'s last component; maple drops the extension too,
            // so `maple run t.mpl` names the program as a native `t` would be named.
            let path = std::path::Path::new(argv0);
            if let Some(stem) = path.file_stem() {
                rt.program_name = stem.to_string_lossy().into_owned();
            }
        }
        rt.heap.set_quarantine(config.check_memory);
        rt.max_output = config.max_output;
        let words = code.entries.len();
        let mut m = Machine {
            program,
            fusion: Arc::default(),
            code,
            mem,
            rt,
            harts: vec![hart],
            states: vec![HartState::Runnable],
            state_epoch: 0,
            cur: 0,
            last_hart: 0,
            commit_log: None,
            sync: Default::default(),
            yielded: None,
            interleave: config
                .seed
                .map(|s| s.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
            instret: 0,
            exec_counts: vec![0; words],
            outcome: None,
            profile: config.profile,
            slice_left: QUANTUM,
            external_schedule: false,
            buffer_stores: false,
            free_stacks: Vec::new(),
            stacks_made: 1,
            stack_freed: vec![false],
            config,
        };
        if m.interleave.is_some() {
            m.slice_left = 1 + m.random(SEEDED_TURN - 1);
        }
        let entry = m.program.entry;
        if !matches!(m.program.functions.get(entry), Some(f) if !f.external) {
            return Err(LoadError::BadEntry(entry));
        }
        let mut cpu = Cpu {
            hart: &mut m.harts[0],
            mem: &mut m.mem,
            rt: &mut m.rt,
            code: &m.code,
            obs: &mut NoObserver,
        };
        let args = entry_args::entry_arguments(
            cpu.code,
            &mut cpu.rt.heap,
            cpu.mem,
            entry,
            &m.config.args,
        )?;
        if let Err(t) = exec::control::enter(&mut cpu, entry as u32, &args) {
            let outcome = m.outcome_of(t, 0);
            m.outcome = Some(outcome);
        }
        Ok(m)
    }

    /// Take a snapshot for reverse execution: the memory pages written since the last
    /// snapshot are copied, the others shared with it (see [`crate::memory`]).
    pub fn snapshot(&mut self) -> MachineSnapshot {
        let memory = self.mem.snapshot();
        let live = std::mem::replace(&mut self.mem, Memory::placeholder());
        let machine = Box::new(self.clone());
        self.mem = live;
        MachineSnapshot { machine, memory }
    }

    /// Give the program's type descriptors (the image's `.maple.types`), which `gcmalloc`,
    /// `gcpermalloc` and `stackmalloc` need for sizes. Until the loader passes them, those
    /// opcodes fault naming the missing type.
    pub fn with_types(mut self, types: Vec<TypeDesc>) -> Machine {
        self.rt.types = types;
        self
    }

    /// Send program output to `out` instead of stdout.
    pub fn with_output(mut self, out: Box<dyn Write + Send>) -> Machine {
        self.rt.out = crate::runtime::Sink::new(out);
        self
    }

    /// Send the program's error output (its `stderr`) to `err` instead of the host's stderr.
    pub fn with_error_output(mut self, err: Box<dyn Write + Send>) -> Machine {
        self.rt.err = crate::runtime::Sink::new(err);
        self
    }

    /// Run until the program ends, or `max_insns` more instructions have executed (then the
    /// outcome is a `MaxInstructions` fault, and a later `run` resumes where this one
    /// stopped). Once the program has ended, every `run` returns the same outcome.
    pub fn run(&mut self, max_insns: Option<u64>) -> Outcome {
        match self.run_for(max_insns.unwrap_or(u64::MAX)) {
            Some(o) => o,
            None => {
                let kind = FaultKind::MaxInstructions {
                    limit: max_insns.unwrap_or(u64::MAX),
                };
                let pc = self.pc();
                self.locate(kind, pc)
            }
        }
    }

    /// End the run here with `kind` (a bound or an interrupt its caller applies between
    /// [`Machine::run_for`] chunks), located at the current instruction.
    pub fn stop_with(&mut self, kind: FaultKind) -> Outcome {
        let pc = self.pc();
        self.locate(kind, pc)
    }

    /// The program's fused groups (found on first use).
    pub(crate) fn fusion(&self) -> &Fusion {
        self.fusion.get_or_init(|| Fusion::new(&self.code))
    }

    /// Count executions per instruction from now on (`on`) or not: a fast-forward counts
    /// only the part the cycle engine times.
    pub fn set_profile(&mut self, on: bool) {
        self.profile = on;
    }

    /// Execute one instruction; the outcome if the program ended.
    pub fn step(&mut self) -> Option<Outcome> {
        self.run_for(1)
    }

    /// Execute up to `budget` instructions; the outcome if the program ended, `None` if the
    /// budget ran out first (a debugger's "continue for N").
    pub fn run_for(&mut self, budget: u64) -> Option<Outcome> {
        self.run_observed(&mut NoObserver, budget)
    }

    /// [`Machine::run_for`] with an observer that sees every memory access, branch, call,
    /// return and checkpoint (tracers, a timing model's front end); the run also ends, with
    /// `None`, after an instruction at which the observer asks to stop.
    pub fn run_observed<O: Observer>(&mut self, obs: &mut O, budget: u64) -> Option<Outcome> {
        let mut left = budget;
        loop {
            if let Some(o) = &self.outcome {
                return Some(o.clone());
            }
            if left == 0 || obs.stop_requested() {
                return None;
            }
            let quantum = if self.harts.len() == 1 {
                left
            } else {
                left.min(self.slice_left)
            };
            self.rt.current_thread = crate::ThreadId::of_hart(self.cur).number() as u64;
            self.last_hart = self.cur;
            let fuse = (!O::SEES_INSTRUCTIONS || O::TAKES_GROUPS)
                && !self.harts[self.cur].stores.buffering();
            let (stop, pc, n) = if self.profile && fuse && O::TAKES_GROUPS {
                self.run_loop::<true, true, O>(obs, quantum)
            } else if self.profile {
                self.run_loop::<true, false, O>(obs, quantum)
            } else if fuse {
                self.run_loop::<false, true, O>(obs, quantum)
            } else {
                self.run_loop::<false, false, O>(obs, quantum)
            };
            self.harts[self.cur].pc = pc;
            self.instret += n;
            left -= n;
            if self.harts.len() > 1 {
                self.slice_left = self.slice_left.saturating_sub(n);
            }
            match stop {
                None if self.slice_left == 0 => self.switch(),
                None => {}
                Some((trap, at)) => self.stopped(trap, at),
            }
        }
    }

    /// Execute exactly one instruction with `obs` watching: [`Machine::run_observed`] with a
    /// budget of one, with a short path for the common case (the cycle engine calls this for
    /// every instruction it issues): one hart, or harts a multi-core scheduler runs; harts
    /// this machine time-slices itself take [`Machine::step_sliced`].
    #[inline]
    pub fn step_observed<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        if self.outcome.is_some() || (self.harts.len() != 1 && !self.external_schedule) {
            return self.step_sliced(obs);
        }
        match self.execute_next(obs) {
            None => self.run_observed(obs, 1),
            Some(None) => None,
            Some(Some((trap, at))) => {
                self.stopped(trap, at);
                self.outcome.clone()
            }
        }
    }

    /// [`Machine::step_observed`] of harts this machine time-slices itself (threads on one
    /// core): the running hart's slice counted down as [`Machine::run_observed`] would, the
    /// next hart's turn begun when it is over. (Out of line: the one-hart path stays short.)
    #[inline(never)]
    fn step_sliced<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        if self.outcome.is_some() || self.slice_left == 0 {
            return self.run_observed(obs, 1);
        }
        self.last_hart = self.cur;
        let Some(stop) = self.execute_next(obs) else {
            return self.run_observed(obs, 1);
        };
        self.slice_left -= 1;
        match stop {
            None => {
                if self.slice_left == 0 {
                    self.switch();
                }
                None
            }
            Some((trap, at)) => {
                self.stopped(trap, at);
                self.outcome.clone()
            }
        }
    }

    /// Execute the running hart's next instruction with `obs` watching, counted (and
    /// profiled): `None` when its PC is no entry (nothing done: the caller takes the general
    /// path), else the trap that stopped it and where, if one did.
    #[inline(always)]
    fn execute_next<O: Observer>(&mut self, obs: &mut O) -> Option<Option<(Trap, u32)>> {
        let cur = self.cur;
        let at = self.harts[cur].pc;
        let d = self.code.entries.get(at as usize)?;
        self.rt.current_thread = crate::ThreadId::of_hart(cur).number() as u64;
        self.instret += 1;
        if self.profile {
            self.exec_counts[at as usize] += 1;
        }
        let mut cpu = Cpu {
            hart: &mut self.harts[cur],
            mem: &mut self.mem,
            rt: &mut self.rt,
            code: &self.code,
            obs,
        };
        cpu.obs.insn(cur, at);
        Some(match exec::step(&mut cpu, d, at) {
            Ok(next) => {
                cpu.hart.pc = next;
                None
            }
            Err(trap) => {
                // As in the run loop: the PC stays on the instruction that stopped the run
                // (`stopped` moves it past a completed thread operation).
                cpu.hart.pc = at;
                Some((trap, at))
            }
        })
    }

    /// The running hart's instruction at `at` (already counted as executed) stopped the
    /// run loop with `trap`.
    fn stopped(&mut self, trap: Trap, at: u32) {
        self.last_hart = self.cur;
        match trap {
            Trap::Thread(op) => {
                // The call completed: continue after it. A thread that ended stays on its
                // last instruction (the start routine's return): the word after it is
                // another function's, where a debugger would see a breakpoint it never hit.
                if !matches!(*op, ThreadOp::Exit(_)) {
                    self.harts[self.cur].pc = self.code.entries[at as usize].next;
                }
                if let Err(kind) = self.thread_op(*op) {
                    // A thread operation that faults did not retire either.
                    self.unretire(at);
                    self.harts[self.cur].pc = at;
                    self.outcome = Some(self.locate(kind, self.code.addr_of(at)));
                }
            }
            trap => {
                if let Trap::Fault(_) = trap {
                    // The faulting instruction did not retire; PC stays on it for the
                    // debugger.
                    self.unretire(at);
                    self.harts[self.cur].pc = at;
                }
                let outcome = self.outcome_of(trap, at);
                self.outcome = Some(outcome);
            }
        }
    }

    /// Take back the count of the instruction at `at`, which faulted.
    fn unretire(&mut self, at: u32) {
        self.instret -= 1;
        if let Some(c) = self.exec_counts.get_mut(at as usize).filter(|c| **c > 0) {
            *c -= 1;
        }
    }

    /// The hot loop: returns why it stopped (if not the budget), the PC and the count.
    /// `PROFILE` counts every instruction in `exec_counts` (a second instantiation, so the
    /// plain loop pays nothing for it). `FUSE` executes fused groups where one starts
    /// ([`exec::fused`]): only for a hart whose stores go straight to memory and an observer
    /// that sees nothing (an unprofiled run) or takes groups whole (profiled or not: a group
    /// counts each of its parts).
    #[inline(never)]
    fn run_loop<const PROFILE: bool, const FUSE: bool, O: Observer>(
        &mut self,
        obs: &mut O,
        budget: u64,
    ) -> (Option<(Trap, u32)>, u32, u64) {
        let entries = &self.code.entries[..];
        let no_groups = Fusion::default();
        let fusion = if FUSE {
            self.fusion.get_or_init(|| Fusion::new(&self.code))
        } else {
            &no_groups
        };
        let counts = &mut self.exec_counts[..];
        let hart = self.cur;
        let mut cpu = Cpu {
            hart: &mut self.harts[self.cur],
            mem: &mut self.mem,
            rt: &mut self.rt,
            code: &self.code,
            obs,
        };
        let mut n = 0u64;
        let mut pc = cpu.hart.pc;
        let stop = loop {
            if n == budget {
                break None;
            }
            let at = pc;
            let Some(d) = entries.get(at as usize) else {
                // Only reachable if a debugger set an impossible PC. Counted, as every
                // instruction that stops the run is (`stopped` takes it back).
                n += 1;
                let addr = cpu.code.addr_of(at) as u64;
                break Some((Trap::from(FaultKind::BadJump { addr }), at));
            };
            if FUSE {
                let found = if O::TAKES_GROUPS {
                    fusion.with_parts(at)
                } else {
                    fusion.at(at).map(|g| (g, &[][..]))
                };
                if let Some((g, parts)) = found {
                    let len = u64::from(g.len);
                    if len <= budget - n {
                        if O::TAKES_GROUPS {
                            cpu.obs.group_start();
                        }
                        if let Some(next) = exec::fused::run(&mut cpu, g) {
                            n += len;
                            pc = next;
                            if PROFILE {
                                for p in parts {
                                    if let Some(count) = counts.get_mut(p.at as usize) {
                                        *count += 1;
                                    }
                                }
                            }
                            if O::TAKES_GROUPS {
                                cpu.obs.group(parts, next, cpu.hart.depth());
                                if cpu.obs.stop_requested() {
                                    break None;
                                }
                            }
                            continue;
                        }
                        if O::TAKES_GROUPS {
                            cpu.obs.group_abandoned();
                        }
                    }
                }
            }
            n += 1;
            if PROFILE {
                if let Some(count) = counts.get_mut(at as usize) {
                    *count += 1;
                }
            }
            cpu.obs.insn(hart, at);
            match exec::step(&mut cpu, d, at) {
                Ok(next) => {
                    pc = next;
                    cpu.obs.stepped(next, cpu.hart.depth());
                }
                Err(t) => break Some((t, at)),
            }
            if cpu.obs.stop_requested() {
                break None;
            }
        };
        (stop, pc, n)
    }

    fn outcome_of(&mut self, trap: Trap, at: u32) -> Outcome {
        match trap {
            Trap::Exit(status) => {
                self.rt.flush();
                Outcome::Exited(status)
            }
            Trap::Fault(kind) => {
                let pc = self.code.addr_of(at);
                self.locate(*kind, pc)
            }
            Trap::Thread(_) => {
                let pc = self.code.addr_of(at);
                self.locate(
                    FaultKind::Unsupported("a thread operation outside a run".into()),
                    pc,
                )
            }
        }
    }

    /// Attach location, function, line and backtrace to a fault; flush the output first.
    pub(crate) fn locate(&mut self, kind: FaultKind, pc: u32) -> Outcome {
        self.rt.flush();
        let mut fault = Fault::new(kind, pc);
        fault.function = self.program.function_at(pc).map(|f| f.name.clone());
        fault.line = self.program.line_at(pc).map(|r| (r.file.clone(), r.line));
        let caller = |pc| Caller {
            pc,
            function: self.program.function_at(pc).map(|f| f.name.clone()),
            line: self.program.line_at(pc).map(|r| (r.file.clone(), r.line)),
        };
        fault.backtrace = self.backtrace().into_iter().map(caller).collect();
        if let FaultKind::UseAfterFree { freed_at, .. } = fault.kind {
            fault.freed_at = Some(Box::new(caller(freed_at)));
        }
        fault.note = self.rt.heap.refusal(self.mem.limit());
        Outcome::Fault(fault)
    }

    /// Return addresses of the active frames, innermost first (read from the linkage
    /// records in memory, as a debugger unwinding with the CFI would, and as the hart sees
    /// memory: its own stores still buffered under `tso` or `weak` included).
    pub fn backtrace(&self) -> Vec<u32> {
        let mut out = Vec::new();
        let hart = &self.harts[self.cur];
        let read = |addr: u64| hart.stores.forward(&self.mem, addr, 8).map(|v| v as u64);
        let mut fp = hart.fp;
        for _ in 1..hart.frames().len() {
            let Ok(ra) = read(fp.wrapping_add(abi::RETURN_ADDRESS_OFFSET as u64)) else {
                break;
            };
            out.push(ra as u32);
            let Ok(next) = read(fp) else {
                break;
            };
            fp = next;
        }
        out
    }

    /// The address of the next instruction to execute.
    pub fn pc(&self) -> u32 {
        self.code.addr_of(self.harts[self.cur].pc)
    }

    /// Instructions retired so far.
    pub fn instret(&self) -> u64 {
        self.instret
    }

    /// Times each instruction retired, indexed like [`Code::entries`] (by
    /// `(pc - text_base) / 4`); all zero unless [`RunConfig::profile`] is set.
    pub fn exec_counts(&self) -> &[u64] {
        &self.exec_counts
    }

    /// Instructions retired per opcode, indexed by `Opcode as usize` (needs
    /// [`RunConfig::profile`]).
    pub fn op_counts(&self) -> Vec<u64> {
        let mut out = vec![0u64; 256];
        for (d, &n) in self.code.entries.iter().zip(&self.exec_counts) {
            // A trap entry never retires.
            if let Some(op) = d.op.opcode() {
                out[op as usize] += n;
            }
        }
        out
    }

    /// How the program ended, if it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn program(&self) -> &Program {
        &self.program
    }
    pub fn code(&self) -> &Code {
        &self.code
    }
    /// Index of the running hart.
    pub fn current_hart(&self) -> usize {
        self.cur
    }
    /// The hart that executed the latest instruction (hart 0 before any has).
    pub fn last_hart(&self) -> usize {
        // Under an external schedule the running hart changes only before a step; with one
        // hart it is hart 0. (So the one-instruction fast path records nothing.)
        if self.external_schedule {
            self.cur
        } else {
            self.last_hart
        }
    }
    /// Hart `h`, if the program has made it.
    pub fn hart_at(&self, h: usize) -> Option<&Hart> {
        self.harts.get(h)
    }
    /// The running hart (hart 0 unless the program made threads).
    pub fn hart(&self) -> &Hart {
        &self.harts[self.cur]
    }
    pub fn hart_mut(&mut self) -> &mut Hart {
        &mut self.harts[self.cur]
    }
    /// Every hart, by id, with its scheduling state.
    pub fn harts(&self) -> impl Iterator<Item = (&Hart, HartState)> {
        self.harts.iter().zip(self.states.iter().copied())
    }
    pub fn memory(&self) -> &Memory {
        &self.mem
    }
    pub fn memory_mut(&mut self) -> &mut Memory {
        &mut self.mem
    }
    pub fn runtime(&self) -> &Runtime {
        &self.rt
    }
    pub fn runtime_mut(&mut self) -> &mut Runtime {
        &mut self.rt
    }

    /// External functions the runtime has no shim for (calling one faults; a loader may
    /// refuse the image up front instead).
    pub fn unresolved_externals(&self) -> Vec<String> {
        self.rt.unresolved(
            self.program
                .functions
                .iter()
                .map(|f| (f.name.as_str(), f.external)),
        )
    }
}
