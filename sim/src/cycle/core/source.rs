//! Where the issue stage gets an instruction's execution from: the machine itself (every run
//! but one), or a recording of an execution that already happened (the memoized timing
//! engine, [`crate::cycle::memo`], executes a block before it knows whether a memoized timing
//! applies; when none does, the core times the block from the recording, so the block is not
//! executed twice). The core is generic over it: the machine's instance is the one it always
//! had, with no cost for the abstraction.

use crate::exec::fused::Part;
use crate::exec::{Access, Observer};
use crate::functional::{Machine, Outcome};
use crate::runtime::guest::Traffic;

/// An instruction stream the issue stage executes.
pub(crate) trait Semantics {
    /// The machine (the state every instruction up to issue has left: with a recording,
    /// already the state after the recorded block).
    fn machine(&self) -> &Machine;
    /// The machine, to change (several cores commit their stores to it).
    fn machine_mut(&mut self) -> &mut Machine;
    /// The running hart's next instruction (entry index) and operand-stack depth.
    fn next(&self) -> (u32, usize);
    /// The hart the next instruction runs on.
    fn current_hart(&self) -> usize;
    /// Instructions completed so far.
    fn instret(&self) -> u64;
    /// Execute the next instruction, telling `obs` what it does.
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome>;
}

impl Semantics for Machine {
    #[inline(always)]
    fn machine(&self) -> &Machine {
        self
    }
    #[inline(always)]
    fn machine_mut(&mut self) -> &mut Machine {
        self
    }
    #[inline(always)]
    fn next(&self) -> (u32, usize) {
        let h = self.hart();
        (h.pc, h.depth())
    }
    #[inline(always)]
    fn current_hart(&self) -> usize {
        Machine::current_hart(self)
    }
    #[inline(always)]
    fn instret(&self) -> u64 {
        Machine::instret(self)
    }
    #[inline(always)]
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        self.step_observed(obs)
    }
}

/// What an instruction's execution told its observer besides data accesses (rare).
#[derive(Clone, Debug)]
pub(crate) enum Told {
    Call(u32, bool),
    Checkpoint(u32),
    /// The runtime's work (a C-library call or an allocation).
    Runtime(Box<Traffic>),
}

/// One executed instruction of a recording, or one fused group.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Executed {
    /// Entry index and operand-stack depth before it.
    pub before: (u32, u32),
    /// Where its words are in [`Recording::sem`] (the first is its head).
    pub sem: u32,
    /// The instructions of the fused group starting at `before.0` it stands for (0: a
    /// single instruction).
    pub parts: u8,
}

/// The low bits of a fused group's third head word: never a single instruction's (whose
/// depth there is at most 64).
const GROUP_HEAD: u32 = 0x7f;

/// Where the words of a told thing's kind live in an instruction's signature: a data access
/// is `size << 2 | kind` (kind 0 load, 1 store, 2 atomic); the rest have low bits 3.
const OTHER: u32 = 3;

/// The executions of a block, in order: for each, its semantic signature (where it went,
/// its stack effect, and the kinds of what it told its observer), the addresses of its data
/// accesses, and its first two stores (the ones the store buffer takes).
///
/// The signature is written as the block executes, so that comparing two blocks is one
/// compare of words: per instruction a head (where it went; its stack effect; whether it
/// completed, ended the run, switched harts; how many things it told) and one word per
/// thing told. The addresses are not in it: the memo asks the caches about them.
#[derive(Clone, Debug, Default)]
pub(crate) struct Recording {
    pub executed: Vec<Executed>,
    pub sem: Vec<u32>,
    pub addrs: Vec<u64>,
    pub stores: Vec<[u32; 2]>,
    /// The rare things told, in order.
    pub extra: Vec<Told>,
    /// How the run ended, at the last execution.
    pub end: Option<Outcome>,
}

/// How a recorded execution went.
#[derive(Clone, Copy, Debug, Default)]
struct Last {
    pub completed: bool,
    pub ended: bool,
    pub same_hart: bool,
    pub pc_after: u32,
}

/// Words of an instruction's head in the signature.
const HEAD: usize = 3;

impl Recording {
    pub fn clear(&mut self) {
        self.executed.clear();
        self.sem.clear();
        self.addrs.clear();
        self.stores.clear();
        self.extra.clear();
        self.end = None;
    }

    /// Execute the machine's next instruction with `obs` watching, and record it.
    #[inline]
    pub fn step_recorded<O: Observer>(&mut self, m: &mut Machine, obs: &mut O) -> Option<Outcome> {
        let (pc, depth) = m.next();
        let (instret, hart) = (m.instret(), m.current_hart());
        let sem = self.sem.len();
        self.executed.push(Executed {
            before: (pc, depth as u32),
            sem: sem as u32,
            parts: 0,
        });
        self.sem.extend_from_slice(&[0; HEAD]);
        self.stores.push([0; 2]);
        let end = m.step_observed(&mut Tee {
            inner: obs,
            rec: self,
            stores: 0,
        });
        let (after, depth_after) = m.next();
        let last = Last {
            completed: m.instret() > instret,
            ended: end.is_some(),
            same_hart: m.current_hart() == hart,
            pc_after: after,
        };
        self.head(sem, depth as u32, depth_after as u32, last);
        if end.is_some() {
            self.end.clone_from(&end);
        }
        end
    }

    /// Write the head of the execution whose words start at `sem`: it began with the stack
    /// `depth` deep and left it `depth_after` deep, as `last` says.
    #[inline]
    fn head(&mut self, sem: usize, depth: u32, depth_after: u32, last: Last) {
        let told = (self.sem.len() - sem - HEAD) as u32;
        self.sem[sem] = last.pc_after;
        self.sem[sem + 1] = depth_after.wrapping_sub(depth);
        self.sem[sem + 2] = depth.min(64)
            | depth_after.min(64) << 7
            | (last.completed as u32) << 14
            | (last.ended as u32) << 15
            | (!last.same_hart as u32) << 16
            | told.min(0x7fff) << 17;
    }

    /// Execute the block that starts at the machine's next instruction, recording it as
    /// [`Recording::step_recorded`] would each instruction, in one pass of the functional
    /// engine's run loop: up to `max` instructions, or one after which `ends(at, next, n)`
    /// (entry `at` went to `next` as the `n`th) says the block is over, or one that stops
    /// the run loop (a fault, the run's end, a thread operation).
    pub fn run_block(
        &mut self,
        m: &mut Machine,
        max: u16,
        ends: impl FnMut(u32, u32, u16) -> bool,
    ) {
        self.clear();
        let (_, depth) = m.next();
        let (instret, hart) = (m.instret(), m.current_hart());
        let mut obs = Block {
            rec: self,
            depth: depth as u32,
            ends,
            n: 0,
            stop: false,
            stores: 0,
            open: false,
            at: 0,
            sem: 0,
            group: None,
        };
        let end = m.run_observed(&mut obs, max as u64);
        let open = obs.open;
        if open {
            // The last one stopped the run loop: how it went is the machine's now.
            let e = self.executed[self.executed.len() - 1];
            let (pc_after, depth_after) = m.next();
            let done = (m.instret() - instret) as usize;
            let last = Last {
                completed: done == self.instructions(),
                ended: end.is_some(),
                same_hart: m.current_hart() == hart,
                pc_after,
            };
            self.head(e.sem as usize, e.before.1, depth_after as u32, last);
        }
        self.end = end;
    }

    /// Instructions recorded (a fused group counts its parts).
    pub fn instructions(&self) -> usize {
        self.stores.len()
    }

    /// The words of execution `i` after its head, and its end in `sem`.
    fn told_of(&self, i: usize) -> &[u32] {
        let from = self.executed[i].sem as usize + HEAD;
        let to = self
            .executed
            .get(i + 1)
            .map_or(self.sem.len(), |e| e.sem as usize);
        &self.sem[from..to]
    }
}

/// The observer of [`Recording::run_block`]: each instruction's record opened when it
/// starts and its head written when it completes. (Its per-instruction work is much of
/// what a memoized span costs: it keeps the open record's place itself rather than read it
/// back, and writes a completed instruction's head directly.)
struct Block<'a, F> {
    rec: &'a mut Recording,
    /// The operand stack's depth now (before the next instruction).
    depth: u32,
    ends: F,
    n: u16,
    stop: bool,
    stores: usize,
    /// An instruction started and has not completed (yet): its entry and where its words
    /// begin.
    open: bool,
    at: u32,
    sem: u32,
    /// A fused group is executing: its head's place is kept and its accesses are written
    /// after it as they come.
    group: Option<OpenGroup>,
}

/// A fused group being recorded.
#[derive(Clone, Copy)]
struct OpenGroup {
    /// Where its words begin in `sem`, and its accesses in `addrs`.
    sem: u32,
    addrs: u32,
    /// Whether it stored.
    stores: bool,
}

impl<F: FnMut(u32, u32, u16) -> bool> Observer for Block<'_, F> {
    const TIMES_RUNTIME: bool = true;
    /// A group is recorded whole, as one record (the run loop gives a group only when the
    /// block's budget has room for all of it, and only a group's last part can transfer
    /// control, so a span never ends inside one).
    const TAKES_GROUPS: bool = true;
    #[inline]
    fn group_start(&mut self) {
        let r = &mut *self.rec;
        self.group = Some(OpenGroup {
            sem: r.sem.len() as u32,
            addrs: r.addrs.len() as u32,
            stores: false,
        });
        r.sem.extend_from_slice(&[0; HEAD]);
    }
    #[inline]
    fn group_abandoned(&mut self) {
        if let Some(g) = self.group.take() {
            self.rec.sem.truncate(g.sem as usize);
            self.rec.addrs.truncate(g.addrs as usize);
        }
    }
    /// A group is one record: its head (where it went, the exact depth before it, the depth
    /// after it, how many accesses it told), then its accesses; the parts' own heads follow
    /// from the group's parts ([`Replayed`] plays them one by one).
    #[inline]
    fn group(&mut self, parts: &[Part], next: u32, depth: usize) {
        let (Some(g), Some(last)) = (self.group.take(), parts.last()) else {
            return;
        };
        let r = &mut *self.rec;
        let sem = g.sem as usize;
        r.executed.push(Executed {
            before: (parts[0].at, self.depth),
            sem: g.sem,
            parts: parts.len() as u8,
        });
        let told = (r.sem.len() - sem - HEAD) as u32;
        let after = depth as u32;
        if let Some(head) = r.sem.get_mut(sem..sem + HEAD) {
            head[0] = next;
            head[1] = self.depth;
            head[2] = GROUP_HEAD | after.min(64) << 7 | 1 << 14 | told.min(0x7fff) << 17;
        }
        // Each part's first store: a group's one store is its last access, by the part
        // that stores.
        // (Eight words written and the rest cut off again: a copy of a fixed length is a
        // few moves, one of the parts' length a call of memset.)
        let first = r.stores.len();
        r.stores.extend_from_slice(&[[0; 2]; 8]);
        r.stores.truncate(first + parts.len().min(8));
        if g.stores {
            let by = parts.iter().rposition(|p| p.stores);
            if let (Some(k), Some(&addr)) = (by, r.addrs.last()) {
                r.stores[first + k][0] = addr as u32;
            }
        }
        self.depth = after;
        self.open = false;
        self.n += parts.len() as u16;
        self.stop = (self.ends)(last.at, next, self.n);
    }
    #[inline]
    fn insn(&mut self, _hart: usize, at: u32) {
        let r = &mut *self.rec;
        self.sem = r.sem.len() as u32;
        self.at = at;
        r.executed.push(Executed {
            before: (at, self.depth),
            sem: self.sem,
            parts: 0,
        });
        r.sem.extend_from_slice(&[0; HEAD]);
        r.stores.push([0; 2]);
        self.stores = 0;
        self.open = true;
    }
    #[inline]
    fn stepped(&mut self, next: u32, depth: usize) {
        let depth = depth as u32;
        let sem = self.sem as usize;
        let words = &mut self.rec.sem;
        let told = (words.len() - sem - HEAD) as u32;
        if let Some(head) = words.get_mut(sem..sem + HEAD) {
            // As `Recording::head` writes it for a completed instruction that kept the hart.
            head[0] = next;
            head[1] = depth.wrapping_sub(self.depth);
            head[2] = self.depth.min(64) | depth.min(64) << 7 | 1 << 14 | told.min(0x7fff) << 17;
        }
        self.depth = depth;
        self.open = false;
        self.n += 1;
        self.stop = (self.ends)(self.at, next, self.n);
    }
    /// (Also after an instruction that stopped the run loop without completing there, a
    /// thread operation the machine then completes: the block ends with it, so that its
    /// record is finished from the machine's state.)
    #[inline]
    fn stop_requested(&self) -> bool {
        self.stop || self.open
    }
    #[inline]
    fn mem(&mut self, addr: u64, size: u32, kind: Access) {
        match self.group.as_mut() {
            Some(g) => {
                g.stores |= kind == Access::Store;
                self.rec.access(addr, size, kind);
            }
            None => self.rec.told_mem(&mut self.stores, addr, size, kind),
        }
    }
    fn runtime_work(&mut self, work: &Traffic) {
        self.rec
            .told(OTHER | 3 << 2, Told::Runtime(Box::new(work.clone())));
    }
    fn call(&mut self, func: u32, external: bool) {
        self.rec.told(
            OTHER | (external as u32) << 2 | func << 4,
            Told::Call(func, external),
        );
    }
    fn checkpoint(&mut self, name: u32) {
        self.rec.told(OTHER | 2 << 2, Told::Checkpoint(name));
    }
}

impl Recording {
    /// A data access told to the instruction being recorded (`stores`: its stores so far).
    #[inline]
    fn told_mem(&mut self, stores: &mut usize, addr: u64, size: u32, kind: Access) {
        if kind == Access::Store && *stores < 2 {
            if let Some(s) = self.stores.last_mut() {
                s[*stores] = addr as u32;
            }
            *stores += 1;
        }
        self.access(addr, size, kind);
    }

    /// A data access's word in the signature and its address.
    #[inline]
    fn access(&mut self, addr: u64, size: u32, kind: Access) {
        let code = match kind {
            Access::Load => 0,
            Access::Store => 1,
            Access::Atomic => 2,
        };
        self.sem.push(size << 2 | code);
        self.addrs.push(addr);
    }

    /// A rare thing told.
    fn told(&mut self, code: u32, t: Told) {
        self.sem.push(code);
        self.extra.push(t);
    }
}

/// An observer that records what it is told and passes it on.
struct Tee<'a, O> {
    inner: &'a mut O,
    rec: &'a mut Recording,
    stores: usize,
}

impl<O: Observer> Observer for Tee<'_, O> {
    const TIMES_RUNTIME: bool = true;
    #[inline]
    fn mem(&mut self, addr: u64, size: u32, kind: Access) {
        self.rec.told_mem(&mut self.stores, addr, size, kind);
        self.inner.mem(addr, size, kind);
    }
    fn runtime_work(&mut self, work: &Traffic) {
        self.rec
            .told(OTHER | 3 << 2, Told::Runtime(Box::new(work.clone())));
        self.inner.runtime_work(work);
    }
    #[inline]
    fn insn(&mut self, hart: usize, at: u32) {
        self.inner.insn(hart, at);
    }
    #[inline]
    fn branch(&mut self, taken: bool, target: u32) {
        self.inner.branch(taken, target);
    }
    #[inline]
    fn call(&mut self, func: u32, external: bool) {
        self.rec.told(
            OTHER | (external as u32) << 2 | func << 4,
            Told::Call(func, external),
        );
        self.inner.call(func, external);
    }
    #[inline]
    fn ret(&mut self, to: u32) {
        self.inner.ret(to);
    }
    fn checkpoint(&mut self, name: u32) {
        self.rec.told(OTHER | 2 << 2, Told::Checkpoint(name));
        self.inner.checkpoint(name);
    }
    fn stop_requested(&self) -> bool {
        self.inner.stop_requested()
    }
}

/// The live machine, each execution also recorded (the memo engine records the block a
/// ticked span times).
pub(crate) struct Recorded<'a> {
    pub machine: &'a mut Machine,
    pub recording: &'a mut Recording,
}

impl Semantics for Recorded<'_> {
    fn machine(&self) -> &Machine {
        self.machine
    }
    fn machine_mut(&mut self) -> &mut Machine {
        self.machine
    }
    fn next(&self) -> (u32, usize) {
        self.machine.next()
    }
    fn current_hart(&self) -> usize {
        self.machine.current_hart()
    }
    fn instret(&self) -> u64 {
        self.machine.instret()
    }
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        self.recording.step_recorded(self.machine, obs)
    }
}

/// A recording played back: the issue stage sees each recorded execution as if it happened
/// now (a fused group's parts one by one); the machine is already past them all.
pub(crate) struct Replayed<'a> {
    pub machine: &'a mut Machine,
    pub recording: &'a Recording,
    /// The next execution to play, its next rare thing told, its next data access, and the
    /// instructions completed before the recording.
    pub at: usize,
    pub extra: usize,
    pub addr: usize,
    pub instret_before: u64,
    pub completed: u64,
    /// Within a fused group: the next part, its depth before, and where its accesses'
    /// words begin in the recording's `sem`.
    part: usize,
    part_depth: u32,
    part_told: usize,
}

impl<'a> Replayed<'a> {
    pub fn new(machine: &'a mut Machine, recording: &'a Recording, instret_before: u64) -> Self {
        Replayed {
            machine,
            recording,
            at: 0,
            extra: 0,
            addr: 0,
            instret_before,
            completed: 0,
            part: 0,
            part_depth: 0,
            part_told: 0,
        }
    }

    /// Whether every recorded execution has been played.
    pub fn done(&self) -> bool {
        self.at >= self.recording.executed.len()
    }

    /// The part of the group `e` that plays next.
    fn part_of(&self, e: &Executed) -> Option<Part> {
        let (_, parts) = self.machine.fusion().with_parts(e.before.0)?;
        parts.get(self.part).copied()
    }

    /// Tell `obs` of the data access whose kind is `code` (the next recorded address).
    fn tell_access<O: Observer>(&mut self, code: u32, obs: &mut O) {
        let kind = match code & 3 {
            0 => Access::Load,
            1 => Access::Store,
            _ => Access::Atomic,
        };
        let addr = self.recording.addrs.get(self.addr).copied().unwrap_or(0);
        self.addr += 1;
        obs.mem(addr, code >> 2, kind);
    }

    /// Play the next part of the fused group `e`.
    fn step_part<O: Observer>(&mut self, e: Executed, obs: &mut O) -> Option<Outcome> {
        let r = self.recording;
        if self.part == 0 {
            self.part_depth = e.before.1;
            self.part_told = e.sem as usize + HEAD;
        }
        let accesses = self.part_of(&e).map_or(0, |p| {
            self.part_depth = self.part_depth.wrapping_add_signed(p.delta as i32);
            p.accesses as usize
        });
        for k in 0..accesses {
            if let Some(&code) = r.sem.get(self.part_told + k) {
                self.tell_access(code, obs);
            }
        }
        self.part_told += accesses;
        self.completed += 1;
        self.part += 1;
        if self.part >= e.parts as usize {
            self.part = 0;
            self.at += 1;
        }
        None
    }
}

impl Semantics for Replayed<'_> {
    fn machine(&self) -> &Machine {
        self.machine
    }
    fn machine_mut(&mut self) -> &mut Machine {
        self.machine
    }
    fn next(&self) -> (u32, usize) {
        match self.recording.executed.get(self.at) {
            Some(e) if e.parts > 0 && self.part > 0 => {
                let at = self.part_of(e).map_or(e.before.0, |p| p.at);
                (at, self.part_depth as usize)
            }
            Some(e) => (e.before.0, e.before.1 as usize),
            None => self.machine.next(),
        }
    }
    fn current_hart(&self) -> usize {
        // (A recording ends at a switch: until its end the hart is the machine's.)
        self.machine.current_hart()
    }
    fn instret(&self) -> u64 {
        self.instret_before + self.completed
    }
    fn step<O: Observer>(&mut self, obs: &mut O) -> Option<Outcome> {
        let r = self.recording;
        let Some(&e) = r.executed.get(self.at) else {
            // (Cannot happen: the engine stops playing at the recording's end.)
            return self.machine.outcome().cloned();
        };
        if e.parts > 0 {
            return self.step_part(e, obs);
        }
        let i = self.at;
        self.at += 1;
        for &code in r.told_of(i) {
            if code & 3 != OTHER {
                self.tell_access(code, obs);
                continue;
            }
            match r.extra.get(self.extra) {
                Some(Told::Call(func, external)) => obs.call(*func, *external),
                Some(Told::Checkpoint(name)) => obs.checkpoint(*name),
                Some(Told::Runtime(work)) => obs.runtime_work(work),
                None => {}
            }
            self.extra += 1;
        }
        let flags = r.sem[r.executed[i].sem as usize + 2];
        self.completed += (flags >> 14) as u64 & 1;
        if flags >> 15 & 1 == 1 {
            r.end.clone()
        } else {
            None
        }
    }
}
