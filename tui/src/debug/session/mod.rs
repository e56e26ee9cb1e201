//! One debugging session: the machine being debugged, its DWARF, breakpoints and watchpoints,
//! the selected frame, and execution control (forward and reverse).
//!
//! Forward execution runs in chunks: tables built from the code say, for every instruction,
//! how many instructions may run before one that a stop may happen at (a breakpoint address,
//! or for stepping a line-table row start; [`super::reach`] for whole paths). A chunk is one
//! engine call, and `continue` also runs long windows under a sentinel observer that ends a
//! window right after any transfer onto a breakpoint's path, so with breakpoints set it runs
//! at nearly the engine's own speed; stops are checked between chunks,
//! exactly where they can happen. Watchpoints, several harts and active try regions (where any
//! instruction may throw) fall back to one instruction per chunk.
//!
//! Reverse execution searches the snapshots of [`History`] for the latest earlier time a
//! condition held and restores that time exactly.
//!
//! Execution is resumable ([`Session::resume`] with a budget), so the terminal front end stays
//! responsive and can interrupt a running program; batch mode just resumes until it stops.
//!
//! This module holds the session's state and inspection (frames, variables, registers,
//! printing); `points` the breakpoints and watchpoints, `run` forward execution, `arrivals`
//! which thread arrived at a breakpoint, `reverse` reverse execution.

use super::eval::{self, Place, Scope, Value};
use super::expr::{self, Expr};
use super::frames::{self, Frame};
use super::history::History;
use super::reach::{Danger, Graph, Sentinel};
use super::source::Sources;
use super::target::Target;
use maple_image::dwarf::{DebugTables, Encoding, TypeId};
use maple_isa::{PrimClass, PrimType};
use maple_sim::{Capture, Outcome};
use std::collections::HashMap;

mod arrivals;
mod edit;
mod points;
mod reverse;
mod run;

pub use edit::{Display, Limits};

/// What reading the program's state says once it has ended.
pub const NOT_RUNNING: &str =
    "The program is not being run: it has no stack, variables or registers any more \
     (`run` starts it again; reverse motions go back into it).";

/// The longest chunk run without looking at the state (keeps interrupts and snapshots timely).
const MAX_CHUNK: u32 = 1 << 16;
/// Instructions in a sentinel window of `continue` (a window ends early, right after a
/// transfer onto a breakpoint's path): bounds the time between looks at interrupts and
/// snapshots (about a millisecond).
const WINDOW: u64 = 1 << 18;
/// A window starting further than this from the latest snapshot first leaves a fine one, so
/// a reverse motion after a long `continue` re-executes at most this much (a copy of the
/// machine costs about as much as a few hundred thousand instructions).
const REWIND_LIMIT: u64 = 1 << 21;

/// Why execution stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    Breakpoint(u32),
    Watchpoint {
        id: u32,
        old: String,
        new: String,
        /// The thread (hart index) whose store changed it, in a program with threads.
        writer: Option<usize>,
    },
    /// A read or access watchpoint saw a load (`rwatch`/`awatch`): the value read.
    Read {
        id: u32,
        value: String,
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
    /// `--max-cycles`/`--max-insns` reached: what was reached, as `maple run` words it.
    Limit(String),
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
    /// `cycle N`: until the clock reaches `until`, exactly: the target's clock stops inside
    /// an idle span the cycle engine jumps over (see [`super::target::Cycle`]).
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
        /// What stops: a change (`watch`), a read (`rwatch`) or either (`awatch`).
        access: WatchAccess,
        addr: u64,
        size: u64,
        ty: Option<TypeId>,
        /// The watched bytes when last checked.
        old: Vec<u8>,
        /// For a local: the hart and call depth whose return ends the watch.
        scope: Option<(usize, usize)>,
    },
}

/// Which accesses a watchpoint stops at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchAccess {
    /// `watch`: a change of the value.
    Write,
    /// `rwatch`: a load from it.
    Read,
    /// `awatch`: a load from it or a change of it.
    Any,
}

/// What a fast `continue` window did.
enum Window {
    /// Not possible here: run a chunk.
    Unavailable,
    /// Ran this many instructions without reaching a breakpoint (and maybe the program ended).
    Ran(u64, Option<Outcome>),
    /// Ran this many instructions, the last a transfer that may lead into a breakpoint: the
    /// way on runs in chunks, which stop exactly there.
    Alerted(u64),
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
    /// The thread (hart index) the user or the last stop selected; `None`: the running one.
    focus: Option<usize>,
    /// The core `core N` selected for the pipeline and cache views; `None`: the core that
    /// runs the selected thread.
    core: Option<usize>,
    /// The hart a running command follows (`step` in thread 2 stops where thread 2 reaches
    /// a new line, whichever threads run meanwhile).
    follow: usize,
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
    /// `display` expressions, shown at every stop.
    pub displays: Vec<Display>,
    next_display: u32,
    /// The next `continue` begins where the program begins (`run`): a breakpoint at that
    /// first instruction is reached by arriving there.
    arrive: bool,
    /// `--max-cycles`/`--max-insns`: forward execution stops there.
    pub limits: Limits,
    /// `kill`ed: not being run until `run` or `start`.
    killed: bool,
    /// The data accesses of the last instruction, while a read or access watchpoint exists.
    accesses: Vec<(u64, u32, bool)>,
    /// Where each thread was when last looked at: who arrives at a breakpoint.
    arrivals: arrivals::Arrivals,
    /// The shown thread's frames unwound so far, for the state they were unwound in.
    frame_cache: std::cell::RefCell<FrameCache>,
    /// Counts the user's changes to memory and registers (`set var`): the state a frame
    /// cache is valid for includes it, since a change may rewrite a linkage record.
    edits: u64,
}

/// What identifies a state of the shown thread's stack: the machine moved if any differs.
type FrameKey = (u64, usize, u32, u64, u64, Option<u64>, u64);

/// The innermost frames of one state, unwound lazily: a stop, a keystroke or a condition
/// asks for a few frames, and gets them without walking the whole stack; the walk goes
/// deeper only when asked (`bt`), and is kept until the machine moves.
#[derive(Default)]
struct FrameCache {
    key: Option<FrameKey>,
    frames: Vec<Frame>,
    /// `frames` is the whole stack.
    complete: bool,
    /// Frames unwound for this state so far, counting a frame unwound twice twice.
    built: usize,
}

impl Session {
    /// A session over `target` (at the start of the program), whose output goes to `capture`.
    pub fn new(
        mut target: Box<dyn Target>,
        tables: DebugTables,
        capture: Capture,
        sources: Sources,
        returns: HashMap<String, PrimType>,
    ) -> Session {
        let history = History::new(&mut *target, capture.clone());
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
            focus: None,
            core: None,
            follow: 0,
            values: Vec::new(),
            goal: None,
            stops: Vec::new(),
            chunk_bp: Vec::new(),
            chunk_step: Vec::new(),
            chunk_far: Vec::new(),
            graph,
            danger,
            single_step: false,
            sources,
            returns,
            previous_registers: Vec::new(),
            command_start: None,
            output_shown: 0,
            interrupt: false,
            displays: Vec::new(),
            next_display: 1,
            arrive: false,
            limits: Limits::default(),
            killed: false,
            accesses: Vec::new(),
            arrivals: Default::default(),
            frame_cache: Default::default(),
            edits: 0,
        };
        // A coreVM program's `corevm.dbg.setbreakpoint` calls this runtime function (which
        // the lowering includes only where the intrinsic is used): a breakpoint on it stops
        // there, and `up` shows the `.ir` instruction that asked.
        let corevm_break = maple_corevm::lower::runtime::BREAKPOINT;
        if s.tables.function_named(corevm_break).is_some() {
            let _ = s.add_breakpoint(corevm_break, false);
        }
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

    /// The thread the debugger shows (hart index): the one selected with `thread N` or by
    /// the last stop, else the running one.
    pub fn viewed_hart(&self) -> usize {
        let m = self.target.machine();
        self.focus
            .filter(|&h| h < m.hart_count())
            .unwrap_or_else(|| m.current_hart())
    }

    /// The core the pipeline and cache views show: the one `core N` selected, else the one
    /// running the shown thread, else core 0.
    pub fn viewed_core(&self) -> usize {
        self.core
            .or_else(|| self.target.core_of(self.viewed_hart()))
            .unwrap_or(0)
    }

    /// The thread the last command followed (shown when it started).
    pub fn followed(&self) -> usize {
        self.follow
    }

    /// `thread N` (1-based, as `info threads` numbers them): show that thread.
    pub fn select_thread(&mut self, n: usize) -> Result<(), String> {
        let count = self.target.machine().hart_count();
        if n == 0 || n > count {
            return Err(format!("Invalid thread ID: {n} (threads 1..={count})."));
        }
        self.focus = Some(n - 1);
        self.core = None;
        self.selected = 0;
        Ok(())
    }

    /// `core N`: show that core's pipeline and caches, and the thread it runs (if any).
    pub fn select_core(&mut self, k: usize) -> Result<(), String> {
        let cores = self.target.cores();
        let count = cores.len().max(1);
        if k >= count {
            return Err(format!("Invalid core: {k} (cores 0..{count})."));
        }
        if let Some(t) = cores.get(k).and_then(|c| c.thread) {
            self.focus = Some(t.hart());
            self.selected = 0;
        }
        self.core = Some(k);
        Ok(())
    }

    /// Whether the program has ended (exited or faulted): it has no stack any more.
    pub fn ended(&self) -> bool {
        self.killed || self.target.machine().outcome().is_some()
    }

    /// The call stack of the shown thread (none once the program has ended).
    pub fn frames(&self) -> Vec<Frame> {
        self.with_frames(usize::MAX, <[Frame]>::to_vec)
    }

    /// Frame `level` of the shown thread (0 innermost), unwinding no deeper than it.
    pub fn frame_at(&self, level: usize) -> Option<Frame> {
        self.with_frames(level.saturating_add(1), |f| f.get(level).cloned())
    }

    /// How many frames the shown thread has: its calls, known without unwinding (a corrupt
    /// chain may unwind fewer).
    pub fn frame_count(&self) -> usize {
        if self.ended() {
            return 0;
        }
        let m = self.target.machine();
        let h = m.hart_at(self.viewed_hart()).unwrap_or_else(|| m.hart());
        h.frames().len().max(1)
    }

    /// How many frames have been unwound for the current state (a frame unwound twice
    /// counts twice): what the debugger's work at a stop has cost in stack walking (tests
    /// hold it to the frames shown).
    pub fn frames_unwound(&self) -> usize {
        let cache = self.frame_cache.borrow();
        match cache.key {
            Some(key) if key == self.frame_key() => cache.built,
            _ => 0,
        }
    }

    /// The state the frame cache must match.
    fn frame_key(&self) -> FrameKey {
        let m = self.target.machine();
        let h = self.viewed_hart();
        let hart = m.hart_at(h).unwrap_or_else(|| m.hart());
        let pc = m.code().addr_of(hart.pc);
        let time = (m.instret(), h, pc, hart.fp, hart.sp);
        (
            time.0,
            time.1,
            time.2,
            time.3,
            time.4,
            self.target.cycles(),
            self.edits,
        )
    }

    /// `f` of the innermost `n` frames (fewer if the stack has fewer), unwound at most once
    /// per state of the machine, and only as deep as asked (a deeper question unwinds only
    /// the frames beyond those kept).
    fn with_frames<R>(&self, n: usize, f: impl FnOnce(&[Frame]) -> R) -> R {
        if self.ended() {
            return f(&[]);
        }
        let key = self.frame_key();
        let mut cache = self.frame_cache.borrow_mut();
        if cache.key != Some(key) {
            *cache = FrameCache {
                key: Some(key),
                ..FrameCache::default()
            };
        }
        if !cache.complete && cache.frames.len() < n {
            // A few more than asked: the next question is often the next frame out.
            let want = n.max(16);
            let m = self.target.machine();
            let cache = &mut *cache;
            let before = cache.frames.len();
            cache.complete =
                frames::unwind_more(m, self.viewed_hart(), &self.tables, &mut cache.frames, want);
            cache.built += cache.frames.len() - before;
        }
        let shown = n.min(cache.frames.len());
        f(&cache.frames[..shown])
    }

    /// The selected frame (clamped to the stack).
    pub fn frame(&self) -> Frame {
        let i = self.selected.min(self.frame_count().saturating_sub(1));
        let m = self.target.machine();
        let h = m.hart_at(self.viewed_hart()).unwrap_or_else(|| m.hart());
        self.frame_at(i)
            .or_else(|| self.frame_at(0))
            .unwrap_or(Frame {
                level: 0,
                pc: m.code().addr_of(h.pc),
                fp: h.fp,
                sp: h.sp,
                cfa: None,
                function: None,
            })
    }

    /// The current state's line key (of the shown thread).
    pub fn key(&self) -> LineKey {
        key_of(&*self.target, self.viewed_hart(), &self.tables)
    }

    // ---- inspection ----

    /// Evaluate an expression in the selected frame.
    pub fn evaluate(&mut self, text: &str) -> Result<Value, String> {
        let e = expr::parse(text)?;
        if self.ended() && expr::reads_program(&e) {
            return Err(NOT_RUNNING.into());
        }
        let frame = self.frame();
        let scope = scope(&*self.target, self.viewed_hart(), &frame, &self.values);
        eval::eval(&e, &scope, &mut self.tables)
    }

    /// A value as an integer (addresses, counts).
    pub fn value_int(&self, v: Value) -> Result<i128, String> {
        let frame = self.frame();
        let scope = scope(&*self.target, self.viewed_hart(), &frame, &self.values);
        eval::as_int(v, &scope, &self.tables)
    }

    /// A value printed.
    pub fn format_value(&self, v: Value) -> String {
        let frame = self.frame();
        let scope = scope(&*self.target, self.viewed_hart(), &frame, &self.values);
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
        let Some(frame) = self.frame_at(level) else {
            return Vec::new();
        };
        let frame = &frame;
        let Some(f) = self.tables.function_at(frame.lookup_pc()).cloned() else {
            return Vec::new();
        };
        let vars = if args { f.params } else { f.locals };
        vars.iter()
            .map(|v| {
                let scope = scope(&*self.target, self.viewed_hart(), frame, &self.values);
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

    /// The register file of the shown thread: specials, then the frame's pseudo-registers.
    pub fn registers(&self) -> Vec<(String, u128)> {
        let m = self.target.machine();
        let h = m.hart_at(self.viewed_hart()).unwrap_or_else(|| m.hart());
        let mut out = vec![
            ("%%SP".to_string(), h.sp as u128),
            ("%%FP".to_string(), h.fp as u128),
            ("%%GP".to_string(), h.gp as u128),
            ("%%PC".to_string(), m.code().addr_of(h.pc) as u128),
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

    /// The registers as seen from the selected frame: a caller's %%SP, %%FP and %%PC are its
    /// own (unwound with the CFI); the rest belong to the running hart.
    pub fn frame_registers(&self) -> Vec<(String, u128)> {
        let mut regs = self.registers();
        if self.selected > 0 {
            let f = self.frame();
            for (name, v) in regs.iter_mut() {
                match name.as_str() {
                    "%%SP" => *v = f.sp as u128,
                    "%%FP" => *v = f.fp as u128,
                    "%%PC" => *v = f.pc as u128,
                    _ => {}
                }
            }
        }
        regs
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
        if self.frame_at(level).is_none() {
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

/// What an expression in `frame` of hart `hart` of `target` is evaluated against, with the
/// values printed so far. (A function of the session's parts, not a method, so evaluating
/// may borrow the session's tables mutably meanwhile.)
fn scope<'a>(
    target: &'a dyn Target,
    hart: usize,
    frame: &'a Frame,
    values: &'a [Value],
) -> Scope<'a> {
    Scope {
        machine: target.machine(),
        hart,
        frame,
        history: values,
        clock: target.cycles(),
    }
}

/// The line key of a target's current state, for hart `h` (the running one if none).
pub fn key_of(t: &dyn Target, h: usize, tables: &DebugTables) -> LineKey {
    let m = t.machine();
    let hart = m.hart_at(h).unwrap_or_else(|| m.hart());
    let pc = m.code().addr_of(hart.pc);
    LineKey {
        insns: m.instret(),
        pc,
        depth: hart.frames().len(),
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
        Some(maple_image::dwarf::Type::Base { encoding, size, .. }) => {
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
        Some(maple_image::dwarf::Type::Pointer { .. }) => format!("{:#x}", raw as u64),
        _ => {
            let hex: Vec<String> = bytes.iter().map(|b| format!("{b:#04x}")).collect();
            format!("{{{}}}", hex.join(", "))
        }
    }
}
