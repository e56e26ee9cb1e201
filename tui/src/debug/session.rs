//! One debugging session: the machine being debugged, its DWARF, breakpoints and watchpoints,
//! the selected frame, and execution control (forward and reverse).
//!
//! Forward execution runs in chunks: a table built from the code says, for every instruction,
//! how many instructions run straight on (no control transfer) before one that a stop may
//! happen at (a breakpoint address, or for stepping a line-table row start). A chunk is one
//! `run_insns` call, so `continue` with breakpoints set runs at nearly the engine's own speed;
//! stops are checked between chunks, exactly where they can happen. Watchpoints, several harts
//! and active try regions (where any instruction may throw) fall back to one instruction per
//! chunk.
//!
//! Reverse execution searches the snapshots of [`History`] for the latest earlier time a
//! condition held and restores that time exactly.
//!
//! Execution is resumable ([`Session::resume`] with a budget), so the terminal front end stays
//! responsive and can interrupt a running program; batch mode just resumes until it stops.

use super::dwarf::{DebugTables, Encoding, TypeId};
use super::eval::{self, Place, Scope, Value};
use super::expr::{self, Expr};
use super::frames::{self, Frame};
use super::history::History;
use super::reach::{falls_through, Danger, Graph, Sentinel};
use super::source::Sources;
use super::target::Target;
use maple_isa::{PrimClass, PrimType};
use maple_sim::{Capture, Outcome};
use std::collections::HashMap;

/// The longest chunk run without looking at the state (keeps interrupts and snapshots timely).
const MAX_CHUNK: u32 = 1 << 16;
/// Instructions in a sentinel window of `continue`: a window that may have met a breakpoint
/// is run again in chunks, so this bounds the cost of each hit (a few milliseconds).
const WINDOW: u64 = 1 << 18;

/// Why execution stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    Breakpoint(u32),
    Watchpoint {
        id: u32,
        old: String,
        new: String,
    },
    /// A watchpoint's frame returned, so it was deleted.
    WatchScope(u32),
    /// A step, next, stepi, until or reverse motion completed.
    Step,
    /// `finish` completed.
    Finished {
        from: String,
        value: Option<String>,
    },
    Exited(i32),
    Fault(String),
    Interrupted,
    /// Reverse execution reached the start of the recorded run.
    StartOfHistory,
}

/// What a running command is trying to reach.
#[derive(Clone, Debug, PartialEq)]
pub enum Goal {
    Continue,
    /// `step`/`next`/`until`: the next line boundary (`over`: not in a deeper frame; `until`:
    /// not a backward jump in this frame).
    Line {
        over: bool,
        until: bool,
        depth: usize,
        start_pc: u32,
        /// Lines still to go (`step N`).
        left: u64,
    },
    /// `stepi`/`nexti`: `left` more instructions (`over`: calls count as one).
    Insns {
        left: u64,
        over: bool,
        depth: usize,
    },
    /// `finish`: until the frame at `depth` returns.
    Finish {
        depth: usize,
        from: String,
    },
    /// `until LOCATION`/`advance`: until one of `addrs`, or the frame returns.
    Location {
        addrs: Vec<u32>,
        depth: usize,
    },
    /// `cycle N`: until the clock reaches `until`. The cycle engine jumps over clocks in
    /// which nothing can move (one tick may span many); states inside such a span are all
    /// the same, so a stop lands on the first tick at or after `until`.
    Cycles {
        until: u64,
    },
}

/// A breakpoint or watchpoint (numbered together, as gdb does).
#[derive(Clone, Debug)]
pub struct Point {
    pub id: u32,
    pub kind: PointKind,
    pub enabled: bool,
    /// `tbreak`: deleted when hit.
    pub temporary: bool,
    pub condition: Option<(String, Expr)>,
    pub hits: u64,
}

#[derive(Clone, Debug)]
pub enum PointKind {
    Break {
        /// What the user typed.
        spec: String,
        addrs: Vec<u32>,
    },
    Watch {
        expr: String,
        addr: u64,
        size: u64,
        ty: Option<TypeId>,
        /// The watched bytes when last checked.
        old: Vec<u8>,
        /// For a local: the call depth whose return ends the watch.
        scope: Option<usize>,
    },
}

/// What a fast `continue` window did.
enum Window {
    /// Not possible here: run a chunk.
    Unavailable,
    /// Ran this many instructions without reaching a breakpoint (and maybe the program ended).
    Ran(u64, Option<Outcome>),
    /// A transfer may have led into a breakpoint: rewound, the window runs in chunks.
    Rewound(u64),
}

/// A state summary used by stepping decisions (compared between successive instructions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineKey {
    /// Instructions retired (a state a clock later with no retirement is the same place).
    pub insns: u64,
    pub pc: u32,
    pub depth: usize,
    pub line: Option<(usize, u32)>,
}

/// A debugging session.
pub struct Session {
    target: Box<dyn Target>,
    pub tables: DebugTables,
    pub capture: Capture,
    history: History,
    pub points: Vec<Point>,
    next_point: u32,
    /// The selected frame (0: innermost).
    pub selected: usize,
    /// `$1`, `$2`, ...
    pub values: Vec<Value>,
    goal: Option<Goal>,
    /// Per entry index: bit 0 a breakpoint address, bit 1 a line-table row start.
    stops: Vec<u8>,
    /// Per entry index: instructions runnable as one chunk, for `continue` and for stepping.
    chunk_bp: Vec<u32>,
    chunk_step: Vec<u32>,
    /// Per entry index: instructions runnable before any breakpoint could be entered, over
    /// whole paths (calls and returns included): the chunks of `continue`.
    chunk_far: Vec<u32>,
    graph: Graph,
    /// Which transfers may lead into a breakpoint (the fast windows of `continue`).
    danger: Danger,
    /// After a window was rewound: run carefully (chunks) until this time.
    careful_until: Option<u64>,
    /// Run one instruction at a time, checking every state: the reference the fast paths
    /// (chunks, sentinel windows) are tested against.
    single_step: bool,
    pub sources: Sources,
    /// Declared return type of each function (for `finish`).
    pub returns: HashMap<String, PrimType>,
    /// Register values at the previous stop (for highlighting changes).
    pub previous_registers: Vec<(String, u128)>,
    /// The key of the state where the running command began (to describe its stop).
    pub command_start: Option<LineKey>,
    /// Output bytes already shown to the user.
    pub output_shown: usize,
    interrupt: bool,
}

impl Session {
    /// A session over `target` (at the start of the program), whose output goes to `capture`.
    pub fn new(
        target: Box<dyn Target>,
        tables: DebugTables,
        capture: Capture,
        sources: Sources,
        returns: HashMap<String, PrimType>,
    ) -> Session {
        let history = History::new(&*target, capture.clone());
        let graph = Graph::new(target.machine());
        let danger = Danger::new(target.machine(), &[]);
        let mut s = Session {
            target,
            tables,
            capture,
            history,
            points: Vec::new(),
            next_point: 1,
            selected: 0,
            values: Vec::new(),
            goal: None,
            stops: Vec::new(),
            chunk_bp: Vec::new(),
            chunk_step: Vec::new(),
            chunk_far: Vec::new(),
            graph,
            danger,
            careful_until: None,
            single_step: false,
            sources,
            returns,
            previous_registers: Vec::new(),
            command_start: None,
            output_shown: 0,
            interrupt: false,
        };
        s.rebuild_chunks();
        s.previous_registers = s.registers();
        s
    }

    pub fn target(&self) -> &dyn Target {
        &*self.target
    }

    /// Whether a command is still running (the front end keeps calling [`Session::resume`]).
    pub fn running(&self) -> bool {
        self.goal.is_some()
    }

    /// Ask a running command to stop at the next chunk boundary.
    pub fn interrupt(&mut self) {
        self.interrupt = true;
    }

    /// The call stack.
    pub fn frames(&self) -> Vec<Frame> {
        frames::unwind(self.target.machine(), &self.tables)
    }

    /// The selected frame (clamped to the stack).
    pub fn frame(&self) -> Frame {
        let frames = self.frames();
        let i = self.selected.min(frames.len().saturating_sub(1));
        frames.into_iter().nth(i).unwrap_or(Frame {
            level: 0,
            pc: self.target.machine().pc(),
            fp: self.target.machine().hart().fp,
            sp: self.target.machine().hart().sp,
            cfa: None,
            function: None,
        })
    }

    /// The current state's line key.
    pub fn key(&self) -> LineKey {
        key_of(&*self.target, &self.tables)
    }

    // ---- breakpoints and watchpoints ----

    /// Resolve a location (`FILE:LINE`, `LINE`, `FUNC`, `*ADDR`) to code addresses.
    pub fn resolve_location(&mut self, spec: &str) -> Result<Vec<u32>, String> {
        let spec = spec.trim();
        if let Some(addr) = spec.strip_prefix('*') {
            let v = self.evaluate(addr)?;
            let a = self.value_int(v)? as u32;
            if self.target.machine().code().index_of(a as u64).is_none() {
                return Err(format!("address {a:#x} is not in the program's code"));
            }
            return Ok(vec![a]);
        }
        let line_of = |s: &Session, file: usize, line: u32| -> Result<Vec<u32>, String> {
            // The first line at or after `line` that has code, as gdb does.
            let mut best: Option<u32> = None;
            for r in &s.tables.lines {
                if r.file == file && r.line >= line && best.is_none_or(|b| r.line < b) {
                    best = Some(r.line);
                }
            }
            let Some(l) = best else {
                return Err(format!(
                    "No line {line} in file \"{}\".",
                    s.tables.files.get(file).cloned().unwrap_or_default()
                ));
            };
            Ok(s.tables.addresses_of_line(file, l))
        };
        if let Some((file, line)) = spec.rsplit_once(':') {
            if let Ok(line) = line.parse::<u32>() {
                let f = self
                    .tables
                    .file_index(file)
                    .ok_or_else(|| format!("No source file named {file}."))?;
                return line_of(self, f, line);
            }
        }
        if let Ok(line) = spec.parse::<u32>() {
            let file = self
                .tables
                .row_at(self.frame().lookup_pc())
                .map_or(0, |r| r.file);
            return line_of(self, file, line);
        }
        let f = self
            .tables
            .function_named(spec)
            .ok_or_else(|| format!("Function \"{spec}\" not defined."))?;
        // gdb stops after the prologue; maple functions have none, so at the first row.
        Ok(vec![f.low_pc])
    }

    /// `break`/`tbreak`: the new breakpoint's number.
    pub fn add_breakpoint(&mut self, spec: &str, temporary: bool) -> Result<u32, String> {
        let spec = if spec.trim().is_empty() {
            format!("*{:#x}", self.frame().pc)
        } else {
            spec.trim().to_string()
        };
        let addrs = self.resolve_location(&spec)?;
        let id = self.next_point;
        self.next_point += 1;
        self.points.push(Point {
            id,
            kind: PointKind::Break { spec, addrs },
            enabled: true,
            temporary,
            condition: None,
            hits: 0,
        });
        self.rebuild_chunks();
        Ok(id)
    }

    /// `watch EXPR`: the new watchpoint's number.
    pub fn add_watchpoint(&mut self, text: &str) -> Result<u32, String> {
        let v = self.evaluate(text)?;
        let Place::Memory(addr) = v.place else {
            return Err(
                "Cannot watch constant value or register: watch a variable or an \
                        address (`watch *(a64)0x...` is not supported; use `watch *p`)"
                    .into(),
            );
        };
        let size = self.tables.type_size(v.ty).clamp(1, 64);
        let old = self.read_bytes(addr, size)?;
        let local = self.frame_local(text);
        let scope = local.then(|| {
            self.target
                .machine()
                .hart()
                .frames()
                .len()
                .saturating_sub(self.selected)
        });
        let id = self.next_point;
        self.next_point += 1;
        self.points.push(Point {
            id,
            kind: PointKind::Watch {
                expr: text.trim().to_string(),
                addr,
                size,
                ty: v.ty,
                old,
                scope,
            },
            enabled: true,
            temporary: false,
            condition: None,
            hits: 0,
        });
        self.rebuild_chunks();
        Ok(id)
    }

    /// Whether an expression names a local of the selected frame (its watch ends with it).
    fn frame_local(&self, text: &str) -> bool {
        let Ok(e) = expr::parse(text) else {
            return false;
        };
        let mut names = Vec::new();
        collect_vars(&e, &mut names);
        let pc = self.frame().lookup_pc();
        let Some(f) = self.tables.function_at(pc) else {
            return false;
        };
        names
            .iter()
            .any(|n| f.locals.iter().chain(&f.params).any(|v| &v.name == n))
    }

    fn read_bytes(&self, addr: u64, size: u64) -> Result<Vec<u8>, String> {
        let mut b = vec![0u8; size as usize];
        self.target
            .machine()
            .memory()
            .read_bytes(addr, &mut b)
            .map_err(|_| format!("Cannot access memory at address {addr:#x}"))?;
        Ok(b)
    }

    /// `delete` (all when `ids` is empty).
    pub fn delete(&mut self, ids: &[u32]) -> Result<(), String> {
        if ids.is_empty() {
            self.points.clear();
        } else {
            for id in ids {
                let before = self.points.len();
                self.points.retain(|p| p.id != *id);
                if self.points.len() == before {
                    return Err(format!("No breakpoint number {id}."));
                }
            }
        }
        self.rebuild_chunks();
        Ok(())
    }

    /// `enable`/`disable` (all when `ids` is empty).
    pub fn set_enabled(&mut self, ids: &[u32], on: bool) -> Result<(), String> {
        for p in self.points.iter_mut() {
            if ids.is_empty() || ids.contains(&p.id) {
                p.enabled = on;
            }
        }
        if let Some(id) = ids
            .iter()
            .find(|id| !self.points.iter().any(|p| p.id == **id))
        {
            return Err(format!("No breakpoint number {id}."));
        }
        self.rebuild_chunks();
        Ok(())
    }

    /// `condition N [EXPR]`.
    pub fn set_condition(&mut self, id: u32, text: &str) -> Result<(), String> {
        let cond = if text.trim().is_empty() {
            None
        } else {
            Some((text.trim().to_string(), expr::parse(text)?))
        };
        let p = self
            .points
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or_else(|| format!("No breakpoint number {id}."))?;
        p.condition = cond;
        Ok(())
    }

    /// Rebuild the chunk tables after the breakpoints changed.
    fn rebuild_chunks(&mut self) {
        let m = self.target.machine();
        let code = m.code();
        let n = code.entries.len();
        let mut stops = vec![0u8; n];
        for p in self.points.iter().filter(|p| p.enabled) {
            if let PointKind::Break { addrs, .. } = &p.kind {
                for a in addrs {
                    if let Some(i) = code.index_of(*a as u64).filter(|i| (*i as usize) < n) {
                        stops[i as usize] |= 1;
                    }
                }
            }
        }
        for r in &self.tables.lines {
            if let Some(i) = code.index_of(r.addr as u64).filter(|i| (*i as usize) < n) {
                stops[i as usize] |= 2;
            }
        }
        let mut bp = vec![1u32; n];
        let mut step = vec![1u32; n];
        for i in (0..n).rev() {
            let d = &code.entries[i];
            if !falls_through(d.op.info().class) {
                continue;
            }
            let j = d.next as usize;
            if j <= i || j >= n {
                continue;
            }
            if stops[j] & 1 == 0 {
                bp[i] = (1 + bp[j]).min(MAX_CHUNK);
            }
            if stops[j] == 0 {
                step[i] = (1 + step[j]).min(MAX_CHUNK);
            }
        }
        let bp_stops: Vec<bool> = stops.iter().map(|s| s & 1 != 0).collect();
        self.chunk_far = self.graph.distances(&bp_stops, MAX_CHUNK);
        self.danger = Danger::new(m, &bp_stops);
        self.stops = stops;
        self.chunk_bp = bp;
        self.chunk_step = step;
    }

    // ---- running ----

    /// Start a command that runs the machine; [`Session::resume`] carries it out.
    pub fn start(&mut self, goal: Goal) {
        self.command_start = Some(self.key());
        self.previous_registers = self.registers();
        self.selected = 0;
        self.interrupt = false;
        self.goal = Some(goal);
    }

    /// Run the current command for up to about `budget` instructions: its stop, or `None` if
    /// it is still running (call again).
    pub fn resume(&mut self, budget: u64) -> Option<Stop> {
        let mut goal = self.goal.take()?;
        let stop = self.drive(&mut goal, budget);
        if stop.is_none() {
            self.goal = Some(goal);
        }
        stop
    }

    /// Run a command to its stop (batch mode).
    pub fn run_to_stop(&mut self, goal: Goal) -> Stop {
        self.start(goal);
        loop {
            if let Some(s) = self.resume(1 << 22) {
                return s;
            }
        }
    }

    fn outcome_stop(o: &Outcome) -> Stop {
        match o {
            Outcome::Exited(s) => Stop::Exited(*s),
            Outcome::Fault(f) => Stop::Fault(f.to_string()),
        }
    }

    fn drive(&mut self, goal: &mut Goal, budget: u64) -> Option<Stop> {
        let mut done = 0u64;
        loop {
            if let Some(o) = self.target.machine().outcome() {
                return Some(Self::outcome_stop(o));
            }
            if self.interrupt {
                self.interrupt = false;
                return Some(Stop::Interrupted);
            }
            if done >= budget {
                return None;
            }
            if let Goal::Cycles { until } = goal {
                if self.target.cycles().is_none() {
                    return Some(Stop::Fault(
                        "the cycle engine is not attached (functional engine): use stepi".into(),
                    ));
                }
                if self.target.time() >= *until {
                    return Some(Stop::Step);
                }
                done += 1;
                let retired = self.target.machine().instret();
                let r = self.target.advance();
                self.history.note(&*self.target);
                if let Some(o) = r {
                    return Some(Self::outcome_stop(&o));
                }
                // Stops happen where an instruction arrives, not on every clock spent there.
                if self.target.machine().instret() != retired {
                    if let Some(s) = self.check_points() {
                        return Some(s);
                    }
                }
                continue;
            }
            if matches!(goal, Goal::Continue) {
                match self.window(budget - done) {
                    Window::Unavailable => {}
                    Window::Ran(n, None) => {
                        done += n;
                        continue;
                    }
                    Window::Ran(_, Some(o)) => return Some(Self::outcome_stop(&o)),
                    Window::Rewound(n) => {
                        done += n;
                        continue;
                    }
                }
            }
            let k = self.chunk_len(goal, budget - done);
            // The state before the chunk's last instruction (line motions compare with it).
            let prev = match goal {
                Goal::Line { .. } if k == 1 => Some(self.key()),
                Goal::Line { .. } => Some(self.key_after_fallthrough(k - 1)),
                _ => None,
            };
            let r = if k == 1 {
                self.target.step_insn()
            } else {
                self.target.run_insns(k as u64)
            };
            done += k as u64;
            self.history.note(&*self.target);
            if let Some(o) = r {
                return Some(Self::outcome_stop(&o));
            }
            if let Some(s) = self.check_points() {
                return Some(s);
            }
            if matches!(goal, Goal::Continue) {
                continue;
            }
            let now = self.key();
            match goal {
                Goal::Continue | Goal::Cycles { .. } => {}
                Goal::Line {
                    over,
                    until,
                    depth,
                    start_pc,
                    left,
                } => {
                    if prev.is_some_and(|p| self.is_boundary(&p, &now))
                        && (!*over || now.depth <= *depth)
                        && (!*until || now.depth < *depth || now.pc > *start_pc)
                    {
                        if *left <= 1 {
                            return Some(Stop::Step);
                        }
                        *left -= 1;
                        *depth = now.depth;
                        *start_pc = now.pc;
                    }
                }
                Goal::Insns { left, over, depth } => {
                    if !*over || now.depth <= *depth {
                        *left = left.saturating_sub(1);
                    }
                    if *left == 0 {
                        return Some(Stop::Step);
                    }
                }
                Goal::Finish { depth, from } => {
                    if now.depth < *depth {
                        let from = from.clone();
                        let value = self.return_value(&from);
                        return Some(Stop::Finished { from, value });
                    }
                }
                Goal::Location { addrs, depth } => {
                    if now.depth < *depth || (addrs.contains(&now.pc) && now.depth <= *depth) {
                        return Some(Stop::Step);
                    }
                }
            }
        }
    }

    /// Run a long window of `continue` with a sentinel watching transfers; if one may have
    /// led into a breakpoint, rewind to the window's start and run it in chunks instead.
    fn window(&mut self, budget: u64) -> Window {
        let now = self.target.time();
        if self.single_step || self.careful_until.is_some_and(|t| now < t) {
            return Window::Unavailable;
        }
        self.careful_until = None;
        let m = self.target.machine();
        let watching = self
            .points
            .iter()
            .any(|p| p.enabled && matches!(p.kind, PointKind::Watch { .. }));
        if watching
            || m.harts().nth(1).is_some()
            || !m.hart().handlers.is_empty()
            || self.danger.at_start(m, m.hart().pc)
        {
            return Window::Unavailable;
        }
        let n = budget
            .min(self.history.next_due(now).saturating_sub(now))
            .min(WINDOW);
        if n < 1024 {
            return Window::Unavailable;
        }
        let mut sentinel = Sentinel {
            map: &self.danger,
            danger: false,
        };
        let Some(r) = self.target.run_watched(n, &mut sentinel) else {
            return Window::Unavailable;
        };
        if !sentinel.danger {
            let ran = self.target.time() - now;
            self.history.note(&*self.target);
            return Window::Ran(ran, r);
        }
        match self.history.restore(now) {
            Some(t) => {
                self.target = t;
                self.careful_until = Some(now + n);
                Window::Rewound(n)
            }
            // Cannot happen (the history starts at or before now); run on in chunks.
            None => Window::Unavailable,
        }
    }

    /// How many instructions the next chunk may run for `goal`.
    fn chunk_len(&self, goal: &Goal, budget: u64) -> u32 {
        let m = self.target.machine();
        let single = self.single_step
            || matches!(goal, Goal::Insns { .. })
            || m.harts().nth(1).is_some()
            || !m.hart().handlers.is_empty()
            || self
                .points
                .iter()
                .any(|p| p.enabled && matches!(p.kind, PointKind::Watch { .. }));
        if single {
            return 1;
        }
        let i = m.hart().pc as usize;
        let table = match goal {
            Goal::Continue => &self.chunk_far,
            Goal::Line { .. } => &self.chunk_step,
            // Every location `until` may stop at must be a row start for the line table's
            // chunks to stop there.
            Goal::Location { addrs, .. } => {
                if addrs.iter().all(|a| self.tables.is_row_start(*a)) {
                    &self.chunk_step
                } else {
                    return 1;
                }
            }
            _ => &self.chunk_bp,
        };
        let k = table.get(i).copied().unwrap_or(1);
        let due = self
            .history
            .next_due(self.target.time())
            .saturating_sub(self.target.time());
        (k as u64).min(budget.max(1)).min(due.max(1)) as u32
    }

    /// The key of the instruction `n` fall-through steps ahead of the PC (the last one a chunk
    /// of `n + 1` will execute): the "previous instruction" for the line-boundary test.
    fn key_after_fallthrough(&self, n: u32) -> LineKey {
        let m = self.target.machine();
        let code = m.code();
        let mut i = m.hart().pc;
        for _ in 0..n {
            match code.entries.get(i as usize) {
                Some(d) => i = d.next,
                None => break,
            }
        }
        let pc = code.addr_of(i);
        LineKey {
            insns: m.instret() + n as u64,
            pc,
            depth: m.hart().frames().len(),
            line: self.tables.row_at(pc).map(|r| (r.file, r.line)),
        }
    }

    /// Whether `now` (reached right after `prev`) begins a line: a row start entered from
    /// another line, another frame, or by a jump back.
    pub fn is_boundary(&self, prev: &LineKey, now: &LineKey) -> bool {
        is_boundary(&self.tables, Some(prev), now)
    }

    /// Breakpoint and watchpoint checks at the current state.
    fn check_points(&mut self) -> Option<Stop> {
        let pc = self.target.machine().pc();
        let depth = self.target.machine().hart().frames().len();
        let idx = self.target.machine().hart().pc as usize;
        // Watchpoints first: a change is reported at the instruction after the store, which
        // may also be a breakpoint address.
        let mut scope_end = None;
        let mut changed = None;
        for p in self.points.iter().filter(|p| p.enabled) {
            if let PointKind::Watch {
                addr,
                size,
                old,
                scope,
                ..
            } = &p.kind
            {
                if scope.is_some_and(|d| depth < d) {
                    scope_end = Some(p.id);
                    break;
                }
                let mut now = vec![0u8; *size as usize];
                if self
                    .target
                    .machine()
                    .memory()
                    .read_bytes(*addr, &mut now)
                    .is_ok()
                    && now != *old
                {
                    changed = Some((p.id, now));
                    break;
                }
            }
        }
        if let Some(id) = scope_end {
            let _ = self.delete(&[id]);
            return Some(Stop::WatchScope(id));
        }
        if let Some((id, now)) = changed {
            if self.condition_holds(id) {
                let old_text = self.watch_text(id);
                self.set_watch_bytes(id, now);
                let new_text = self.watch_text(id);
                if let Some(p) = self.points.iter_mut().find(|p| p.id == id) {
                    p.hits += 1;
                }
                return Some(Stop::Watchpoint {
                    id,
                    old: old_text,
                    new: new_text,
                });
            }
            self.set_watch_bytes(id, now);
        }
        let mut hit = None;
        if self.stops.get(idx).is_some_and(|s| s & 1 != 0) {
            let ids: Vec<u32> = self
                .points
                .iter()
                .filter(|p| {
                    p.enabled
                        && matches!(&p.kind, PointKind::Break { addrs, .. } if addrs.contains(&pc))
                })
                .map(|p| p.id)
                .collect();
            for id in ids {
                if self.condition_holds(id) {
                    hit = Some(id);
                    break;
                }
            }
        }
        if let Some(id) = hit {
            let temporary = self.points.iter().any(|p| p.id == id && p.temporary);
            if let Some(p) = self.points.iter_mut().find(|p| p.id == id) {
                p.hits += 1;
            }
            if temporary {
                let _ = self.delete(&[id]);
            }
            return Some(Stop::Breakpoint(id));
        }
        None
    }

    fn set_watch_bytes(&mut self, id: u32, bytes: Vec<u8>) {
        if let Some(Point {
            kind: PointKind::Watch { old, .. },
            ..
        }) = self.points.iter_mut().find(|p| p.id == id)
        {
            *old = bytes;
        }
    }

    /// A watchpoint's remembered value, printed.
    fn watch_text(&self, id: u32) -> String {
        let Some(Point {
            kind: PointKind::Watch { ty, old, .. },
            ..
        }) = self.points.iter().find(|p| p.id == id)
        else {
            return String::new();
        };
        format_bytes(&self.tables, *ty, old)
    }

    fn condition_holds(&mut self, id: u32) -> bool {
        let Some(cond) = self
            .points
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.condition.clone())
        else {
            return true;
        };
        let frame = self.frames().into_iter().next();
        let Some(frame) = frame else {
            return true;
        };
        let scope = Scope {
            machine: self.target.machine(),
            frame: &frame,
            history: &self.values,
        };
        // An unevaluable condition stops (as gdb does), so the user sees why.
        eval::eval(&cond.1, &scope, &mut self.tables)
            .and_then(|v| eval::truthy(v, &scope, &self.tables))
            .unwrap_or(true)
    }

    /// `%%retval0` as the declared return type of `function`.
    fn return_value(&mut self, function: &str) -> Option<String> {
        let ty = self.returns.get(function).copied()?;
        if ty == PrimType::Void || ty.size() == 0 {
            return None;
        }
        let bits = self.target.machine().hart().retvals[0];
        let tid = prim_type(&mut self.tables, ty);
        let frame = self.frame();
        let v = Value {
            ty: Some(tid),
            place: Place::Bits(bits),
        };
        let scope = Scope {
            machine: self.target.machine(),
            frame: &frame,
            history: &self.values,
        };
        let text = eval::format(v, &scope, &self.tables);
        self.values.push(v);
        Some(format!("${} = {text}", self.values.len()))
    }

    // ---- reverse execution ----

    /// Go back to `time` exactly.
    fn go_to(&mut self, time: u64) -> bool {
        match self.history.restore(time) {
            Some(t) => {
                self.target = t;
                self.selected = 0;
                true
            }
            None => false,
        }
    }

    /// `reverse-stepi`/`reverse-nexti`.
    pub fn reverse_insns(&mut self, n: u64, over: bool) -> Stop {
        self.begin_reverse();
        let n = n.max(1);
        // Without a cycle engine one unit of time is one instruction: one restore does it.
        if self.target.cycles().is_none() && !over {
            let now = self.target.time();
            let start = self.history.start_time();
            return match now.checked_sub(n).filter(|t| *t >= start) {
                Some(t) => {
                    self.go_to(t);
                    Stop::Step
                }
                None => {
                    self.go_to(start);
                    Stop::StartOfHistory
                }
            };
        }
        for _ in 0..n {
            let now = self.target.time();
            let depth = self.key().depth;
            let tables = &self.tables;
            let now_insns = self.target.machine().instret();
            let target = self.history.search_back(
                now,
                |t| (t.machine().instret(), key_of(t, tables)),
                |prev, cur| {
                    cur.0 < now_insns
                        && prev.is_some_and(|p| p.0 != cur.0)
                        && (!over || cur.1.depth <= depth)
                },
            );
            match target {
                Some(t) => {
                    self.go_to(t);
                }
                None => {
                    let start = self.history.start_time();
                    self.go_to(start);
                    return Stop::StartOfHistory;
                }
            }
        }
        Stop::Step
    }

    /// `reverse-cycle N`.
    pub fn reverse_cycles(&mut self, n: u64) -> Stop {
        if self.target.cycles().is_none() {
            return Stop::Fault(
                "the cycle engine is not attached (functional engine): use reverse-stepi".into(),
            );
        }
        self.begin_reverse();
        let now = self.target.time();
        let want = now.saturating_sub(n.max(1));
        // The latest tick boundary at or before the wanted clock (ticks may span clocks).
        let found = self
            .history
            .search_back(now, |t| t.time(), |_, time| *time <= want);
        self.reverse_to(found)
    }

    /// `reverse-step` (`over`: `reverse-next`).
    pub fn reverse_line(&mut self, over: bool) -> Stop {
        self.begin_reverse();
        let now = self.target.time();
        let depth = self.key().depth;
        let tables = &self.tables;
        let found = self.history.search_back(
            now,
            |t| key_of(t, tables),
            |prev, cur| is_boundary(tables, prev, cur) && (!over || cur.depth <= depth),
        );
        self.reverse_to(found)
    }

    /// `reverse-finish`: back to the call of the current function.
    pub fn reverse_finish(&mut self) -> Stop {
        self.begin_reverse();
        let now = self.target.time();
        let depth = self.key().depth;
        let tables = &self.tables;
        let found =
            self.history
                .search_back(now, |t| key_of(t, tables), |_, cur| cur.depth < depth);
        self.reverse_to(found)
    }

    /// `reverse-continue`: back to the latest breakpoint hit or watched change.
    pub fn reverse_continue(&mut self) -> Stop {
        self.begin_reverse();
        let now = self.target.time();
        let breaks: Vec<(u32, Vec<u32>, Option<Expr>)> = self
            .points
            .iter()
            .filter(|p| p.enabled)
            .filter_map(|p| match &p.kind {
                PointKind::Break { addrs, .. } => {
                    Some((p.id, addrs.clone(), p.condition.clone().map(|c| c.1)))
                }
                _ => None,
            })
            .collect();
        let watches: Vec<(u64, u64)> = self
            .points
            .iter()
            .filter(|p| p.enabled)
            .filter_map(|p| match &p.kind {
                PointKind::Watch { addr, size, .. } => Some((*addr, *size)),
                _ => None,
            })
            .collect();
        let mut tables = self.tables.clone();
        let values = self.values.clone();
        let found = self.history.search_back(
            now,
            |t| {
                let m = t.machine();
                let pc = m.pc();
                let insns = m.instret();
                let bp = breaks.iter().any(|(_, addrs, cond)| {
                    addrs.contains(&pc)
                        && cond.as_ref().is_none_or(|c| {
                            let frames = frames::unwind(m, &tables);
                            let Some(frame) = frames.first() else {
                                return true;
                            };
                            let scope = Scope {
                                machine: m,
                                frame,
                                history: &values,
                            };
                            eval::eval(c, &scope, &mut tables)
                                .and_then(|v| eval::truthy(v, &scope, &tables))
                                .unwrap_or(true)
                        })
                });
                let bytes: Vec<Vec<u8>> = watches
                    .iter()
                    .map(|(a, n)| {
                        let mut b = vec![0u8; *n as usize];
                        let _ = m.memory().read_bytes(*a, &mut b);
                        b
                    })
                    .collect();
                (bp, bytes, insns)
            },
            // A breakpoint is hit where an instruction arrives at it (not on each clock a
            // stalled pipeline spends there).
            |prev, cur| {
                (cur.0 && prev.is_none_or(|p| p.2 != cur.2)) || prev.is_some_and(|p| p.1 != cur.1)
            },
        );
        let stop = self.reverse_to(found);
        // Watchpoints remember the value at the state we are now in.
        let ids: Vec<u32> = self.points.iter().map(|p| p.id).collect();
        for id in ids {
            if let Some(PointKind::Watch { addr, size, .. }) = self
                .points
                .iter()
                .find(|p| p.id == id)
                .map(|p| p.kind.clone())
            {
                if let Ok(b) = self.read_bytes(addr, size) {
                    self.set_watch_bytes(id, b);
                }
            }
        }
        if stop == Stop::Step {
            let pc = self.target.machine().pc();
            if let Some(p) = self.points.iter().find(|p| {
                p.enabled
                    && matches!(&p.kind, PointKind::Break { addrs, .. } if addrs.contains(&pc))
            }) {
                return Stop::Breakpoint(p.id);
            }
        }
        stop
    }

    fn begin_reverse(&mut self) {
        self.command_start = Some(self.key());
        self.previous_registers = self.registers();
        self.goal = None;
    }

    fn reverse_to(&mut self, found: Option<u64>) -> Stop {
        match found {
            Some(t) => {
                self.go_to(t);
                Stop::Step
            }
            None => {
                let start = self.history.start_time();
                self.go_to(start);
                Stop::StartOfHistory
            }
        }
    }

    /// `run`/`restart`: back to the start of the program (breakpoints stay).
    pub fn restart(&mut self) {
        let start = self.history.start_time();
        // At the start already (the usual first `run`): nothing to restore.
        if self.target.time() != start {
            self.go_to(start);
        }
        self.goal = None;
        // A new run: its output is new.
        self.output_shown = 0;
        self.refresh_watches();
    }

    fn refresh_watches(&mut self) {
        let ids: Vec<u32> = self.points.iter().map(|p| p.id).collect();
        for id in ids {
            if let Some(PointKind::Watch { addr, size, .. }) = self
                .points
                .iter()
                .find(|p| p.id == id)
                .map(|p| p.kind.clone())
            {
                if let Ok(b) = self.read_bytes(addr, size) {
                    self.set_watch_bytes(id, b);
                }
            }
        }
    }

    // ---- inspection ----

    /// Evaluate an expression in the selected frame.
    pub fn evaluate(&mut self, text: &str) -> Result<Value, String> {
        let e = expr::parse(text)?;
        let frame = self.frame();
        let scope = Scope {
            machine: self.target.machine(),
            frame: &frame,
            history: &self.values,
        };
        eval::eval(&e, &scope, &mut self.tables)
    }

    /// A value as an integer (addresses, counts).
    pub fn value_int(&self, v: Value) -> Result<i128, String> {
        let frame = self.frame();
        let scope = Scope {
            machine: self.target.machine(),
            frame: &frame,
            history: &self.values,
        };
        eval::as_int(v, &scope, &self.tables)
    }

    /// A value printed.
    pub fn format_value(&self, v: Value) -> String {
        let frame = self.frame();
        let scope = Scope {
            machine: self.target.machine(),
            frame: &frame,
            history: &self.values,
        };
        eval::format(v, &scope, &self.tables)
    }

    /// `print`: `$N = value`.
    pub fn print(&mut self, text: &str) -> Result<String, String> {
        let v = self.evaluate(text)?;
        let shown = self.format_value(v);
        self.values.push(v);
        Ok(format!("${} = {shown}", self.values.len()))
    }

    /// The variables of a frame: (name, type, value), formals first when `args`.
    pub fn variables(&mut self, level: usize, args: bool) -> Vec<(String, String, String)> {
        let frames = self.frames();
        let Some(frame) = frames.get(level) else {
            return Vec::new();
        };
        let Some(f) = self.tables.function_at(frame.lookup_pc()).cloned() else {
            return Vec::new();
        };
        let vars = if args { f.params } else { f.locals };
        vars.iter()
            .map(|v| {
                let scope = Scope {
                    machine: self.target.machine(),
                    frame,
                    history: &self.values,
                };
                let e = Expr::Var {
                    name: v.name.clone(),
                    global: false,
                };
                let shown = match eval::eval(&e, &scope, &mut self.tables) {
                    Ok(val) => eval::format(val, &scope, &self.tables),
                    Err(e) => format!("<{e}>"),
                };
                (v.name.clone(), self.tables.type_name(v.ty), shown)
            })
            .collect()
    }

    /// The register file of the running hart: specials, then the frame's pseudo-registers.
    pub fn registers(&self) -> Vec<(String, u128)> {
        let m = self.target.machine();
        let h = m.hart();
        let mut out = vec![
            ("%%SP".to_string(), h.sp as u128),
            ("%%FP".to_string(), h.fp as u128),
            ("%%GP".to_string(), h.gp as u128),
            ("%%PC".to_string(), m.pc() as u128),
        ];
        for (i, v) in h.retvals.iter().enumerate() {
            if i < 2 || *v != 0 {
                out.push((format!("%%retval{i}"), *v));
            }
        }
        out.push(("%%thrownval".to_string(), h.thrownval));
        for (i, v) in h.pregs().iter().enumerate() {
            out.push((format!("%{}", i + 1), *v));
        }
        out
    }

    /// Program output not yet shown (and mark it shown). Output is shown once: replaying
    /// forward after a reverse motion re-creates bytes already shown, which stay unshown (as
    /// a replaying gdb does not repeat the inferior's output).
    pub fn take_output(&mut self) -> String {
        let bytes = self.capture.bytes();
        if bytes.len() <= self.output_shown {
            return String::new();
        }
        let from = self.output_shown;
        self.output_shown = bytes.len();
        String::from_utf8_lossy(&bytes[from..]).into_owned()
    }

    /// `frame N` / `up` / `down`.
    pub fn select(&mut self, level: usize) -> Result<(), String> {
        let n = self.frames().len();
        if level >= n {
            return Err("No frame at that level (the outermost frame is selected).".to_string());
        }
        self.selected = level;
        Ok(())
    }

    /// Execute one instruction at a time (`true`), as a reference for the fast paths.
    pub fn set_single_step(&mut self, on: bool) {
        self.single_step = on;
    }

    /// Snapshot every `interval` units of time from now on (see [`History::set_interval`]).
    pub fn set_snapshot_interval(&mut self, interval: u64) {
        self.history.set_interval(interval);
    }

    /// The snapshot history's start (for `info` and tests).
    pub fn history_start(&self) -> u64 {
        self.history.start_time()
    }
}

/// The line key of a target's current state.
pub fn key_of(t: &dyn Target, tables: &DebugTables) -> LineKey {
    let m = t.machine();
    let pc = m.pc();
    LineKey {
        insns: m.instret(),
        pc,
        depth: m.hart().frames().len(),
        line: tables.row_at(pc).map(|r| (r.file, r.line)),
    }
}

/// A line boundary: `now` is a row start entered from another line or frame, by a backward
/// jump, or at the start of the run (`prev` is `None`).
pub fn is_boundary(tables: &DebugTables, prev: Option<&LineKey>, now: &LineKey) -> bool {
    if !tables.is_row_start(now.pc) || now.line.is_none() {
        return false;
    }
    match prev {
        None => true,
        Some(p) => {
            p.insns != now.insns && (p.line != now.line || p.depth != now.depth || now.pc <= p.pc)
        }
    }
}

fn collect_vars(e: &Expr, out: &mut Vec<String>) {
    match e {
        Expr::Var {
            name,
            global: false,
        } => out.push(name.clone()),
        Expr::Field(b, _) | Expr::Arrow(b, _) | Expr::Deref(b) | Expr::AddrOf(b) => {
            collect_vars(b, out)
        }
        Expr::Neg(b) | Expr::Not(b) => collect_vars(b, out),
        Expr::Index(a, b) | Expr::Binary(_, a, b) => {
            collect_vars(a, out);
            collect_vars(b, out);
        }
        _ => {}
    }
}

/// The debug type of a MAPLE primitive type.
pub fn prim_type(tables: &mut DebugTables, p: PrimType) -> TypeId {
    let encoding = match p.class() {
        PrimClass::Signed => Encoding::Signed,
        PrimClass::Unsigned => Encoding::Unsigned,
        PrimClass::Bool => Encoding::Bool,
        PrimClass::Address => Encoding::Address,
        PrimClass::Float => Encoding::Float,
        _ => Encoding::Other,
    };
    eval::base(tables, p.name(), p.size() as u64, encoding)
}

/// Bytes of a watched location printed by type (no machine needed: scalars only).
fn format_bytes(tables: &DebugTables, ty: Option<TypeId>, bytes: &[u8]) -> String {
    let mut buf = [0u8; 16];
    let n = bytes.len().min(16);
    buf[..n].copy_from_slice(&bytes[..n]);
    let raw = u128::from_le_bytes(buf);
    match ty.and_then(|t| tables.types.get(t)) {
        Some(super::dwarf::Type::Base { encoding, size, .. }) => {
            let bits = (*size).clamp(1, 16) as u32 * 8;
            let m = if bits >= 128 {
                raw
            } else {
                raw & ((1u128 << bits) - 1)
            };
            match encoding {
                Encoding::Signed if bits < 128 && (m >> (bits - 1)) & 1 == 1 => {
                    ((m | !((1u128 << bits) - 1)) as i128).to_string()
                }
                Encoding::Float if *size == 4 => f32::from_bits(m as u32).to_string(),
                Encoding::Float => f64::from_bits(m as u64).to_string(),
                Encoding::Bool => (m != 0).to_string(),
                Encoding::Address => format!("{m:#x}"),
                _ => m.to_string(),
            }
        }
        Some(super::dwarf::Type::Pointer { .. }) => format!("{:#x}", raw as u64),
        _ => {
            let hex: Vec<String> = bytes.iter().map(|b| format!("{b:#04x}")).collect();
            format!("{{{}}}", hex.join(", "))
        }
    }
}
