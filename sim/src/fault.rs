//! Faults: every way a simulated program can stop abnormally, as a value.
//!
//! The semantics ([`crate::exec`]) raise a [`FaultKind`]; the engine attaches where it
//! happened (PC, function, source line, backtrace) to make a [`Fault`]. Nothing in the
//! simulator panics on behalf of the simulated program.

use std::fmt;

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// A load or store below `abi::NULL_GUARD_END`.
    NullAccess { addr: u64 },
    /// A load or store to an address no segment, heap or stack maps.
    Unmapped { addr: u64 },
    /// A store to a read-only page (`.text`, `.rodata`).
    ReadOnly { addr: u64 },
    /// An access not aligned to its size, when the config traps misalignment.
    Misaligned { addr: u64, size: u32 },
    /// Integer division or remainder by zero.
    DivideByZero,
    /// `free`/`realloc` of a pointer that is not a live `malloc` block.
    BadFree { addr: u64 },
    /// The call stack (or the pseudo-register windows, or the call depth) is exhausted.
    StackOverflow,
    /// The operand stack of the core is full (an expression deeper than the core holds).
    OperandStackOverflow,
    /// An instruction popped more values than the operand stack holds.
    OperandStackUnderflow,
    /// The `--max-insns` bound was reached.
    MaxInstructions { limit: u64 },
    /// The cycle bound of a run was reached.
    MaxCycles { limit: u64 },
    /// The user interrupted the run (Ctrl-C: SIGINT) at this cycle.
    Interrupted {
        /// The clock when it stopped (`None` on the functional engine, which has none).
        cycle: Option<u64>,
        instructions: u64,
    },
    /// `assertge`, `assertlt` or `assertnonnull` failed.
    AssertFailed { what: &'static str },
    /// A bounds-checked `array` index outside its dimension.
    ArrayBounds { dim: u8, index: i64, bound: u32 },
    /// A `rangegoto` operand outside its table.
    RangeGotoOutOfRange { value: i64, entries: u16 },
    /// An exception that no handler caught; `class` is the thrown object's class, when the
    /// value is a managed object of a known class.
    UncaughtThrow { value: u64, class: Option<String> },
    /// An object operation (`incref`, `decref`, Java dispatch, array length, ...) on a value
    /// that is not a live managed object (`freed`: it was one, and was freed).
    BadObject {
        addr: u64,
        op: &'static str,
        freed: bool,
    },
    /// A Java call found no method of that name in the object's class or its supertypes.
    NoSuchMethod { method: String, class: String },
    /// A call to an external function the runtime has no shim for.
    UnknownExternal(String),
    /// An opcode, type or intrinsic the engine does not implement yet.
    Unsupported(String),
    /// Bytes that are not an instruction (decode error), reached by execution.
    BadInstruction(String),
    /// Control transferred to an address that is not the start of an instruction.
    BadJump { addr: u64 },
    /// `call`/`icall` of an address that is no function.
    BadCallTarget { addr: u64 },
    /// A pseudo-register outside the current frame's window.
    BadRegister { reg: u16, npregs: u16 },
    /// The program called `abort()` (directly, or through a failed `assert`).
    Aborted,
    /// A stdio call given a `FILE *` that is not one of the standard streams maple provides
    /// (`maple_isa::abi::STREAMS`), or `stdin` where it writes.
    BadStream { call: &'static str, handle: u64 },
    /// Every thread is waiting for another (`pthread_join` cycles, monitors, mutexes,
    /// condition variables nobody signals): what each live thread waits for.
    Deadlock { waits: Vec<String> },
    /// `syncexit` of a monitor the thread does not hold.
    NotMonitorOwner { addr: u64 },
    /// The coherence check (`--check-coherence`) found the directory and the L1Ds
    /// disagreeing: a simulator bug, reported with the cycle it was found at.
    CoherenceViolation { cycle: u64, problem: String },
    /// A load or store touched a heap block the program freed (still in quarantine): the
    /// access (`addr`, `size`, `write`), the block (payload address and size) and an address
    /// in the instruction that freed it ([`Fault::freed_at`] names its function and line).
    UseAfterFree {
        addr: u64,
        size: u32,
        write: bool,
        block: u64,
        block_size: u64,
        freed_at: u32,
    },
    /// A store needed a new page of memory beyond the limit of guest memory (`--mem-limit`).
    OutOfMemory { limit: u64 },
    /// A managed allocation (`gcmalloc` & co.) found no memory within the limit.
    ManagedOutOfMemory { bytes: u64, limit: u64 },
    /// Why `pthread_create` returned `EAGAIN` (the run's note says it; no run ends with
    /// it): past the most threads a run may start (`--max-threads`), or past what the
    /// address space holds of thread stacks (`address_space`).
    ThreadLimit { limit: u32, address_space: bool },
    /// The program's output passed the bound of a run (`--max-output`); everything up to
    /// the bound was written.
    OutputLimit { limit: u64 },
}

/// `bytes` as a short human size (`1 GiB`, `64 MiB`, `4096 bytes`).
pub fn human_size(bytes: u64) -> String {
    const UNITS: [(&str, u32); 3] = [("GiB", 30), ("MiB", 20), ("KiB", 10)];
    for (unit, shift) in UNITS {
        if bytes >= 1 << shift && bytes.is_multiple_of(1 << shift) {
            return format!("{} {unit}", bytes >> shift);
        }
    }
    format!("{bytes} bytes")
}

impl fmt::Display for FaultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FaultKind::*;
        match self {
            NullAccess { addr } => write!(f, "null pointer access (address {addr:#x})"),
            Unmapped { addr } => write!(f, "access to unmapped address {addr:#x}"),
            ReadOnly { addr } => write!(f, "store to read-only address {addr:#x}"),
            Misaligned { addr, size } => {
                write!(f, "misaligned {size}-byte access at {addr:#x}")
            }
            DivideByZero => f.write_str("integer division by zero"),
            BadFree { addr } => write!(
                f,
                "free of {addr:#x}, which is not a live block returned by malloc"
            ),
            StackOverflow => f.write_str(
                "stack overflow (recursion too deep for the call stack; --stack-size sets its \
                 size)",
            ),
            OperandStackOverflow => f.write_str("operand stack overflow"),
            OperandStackUnderflow => f.write_str("operand stack underflow"),
            MaxCycles { limit } => {
                write!(f, "cycle limit of {limit} reached (raise --max-cycles)")
            }
            Interrupted {
                cycle: Some(cycle), ..
            } => write!(f, "interrupted (Ctrl-C) at cycle {cycle}"),
            Interrupted { instructions, .. } => {
                write!(f, "interrupted (Ctrl-C) after {instructions} instructions")
            }
            MaxInstructions { limit } => {
                write!(
                    f,
                    "instruction limit of {limit} reached (raise --max-insns)"
                )
            }
            AssertFailed { what } => write!(f, "assertion failed: {what}"),
            ArrayBounds { dim, index, bound } => write!(
                f,
                "array index {index} out of bounds 0..{bound} in dimension {dim}"
            ),
            RangeGotoOutOfRange { value, entries } => write!(
                f,
                "rangegoto operand {value} outside its table of {entries} entries"
            ),
            UncaughtThrow { value, class: None } => write!(f, "uncaught throw of {value:#x}"),
            UncaughtThrow {
                value,
                class: Some(c),
            } => write!(f, "uncaught exception of class {c} (object {value:#x})"),
            BadObject {
                addr,
                op,
                freed: false,
            } => write!(
                f,
                "`{op}` of {addr:#x}, which is not a managed object (gcmalloc & co.)"
            ),
            BadObject {
                addr,
                op,
                freed: true,
            } => write!(
                f,
                "`{op}` of {addr:#x}, a managed object already freed (its count reached 0)"
            ),
            NoSuchMethod { method, class } => write!(
                f,
                "no method `{method}` with a body in class {class} or its supertypes"
            ),
            UnknownExternal(name) => write!(
                f,
                "call to external function `{name}`, which the runtime does not provide"
            ),
            Unsupported(what) => write!(f, "not supported by this engine yet: {what}"),
            BadInstruction(why) => write!(f, "bad instruction: {why}"),
            BadJump { addr } => write!(
                f,
                "control transfer to {addr:#x}, which is not the start of an instruction"
            ),
            BadCallTarget { addr } => write!(f, "call of {addr:#x}, which is not a function"),
            BadRegister { reg, npregs } => write!(
                f,
                "pseudo-register %{reg} is outside the frame's window of {npregs}"
            ),
            Aborted => f.write_str("abort() called"),
            BadStream { call, handle } => write!(
                f,
                "{call}: {handle:#x} is not an output stream (maple has stdout {:#x} and stderr {:#x})",
                maple_isa::abi::STDOUT_HANDLE,
                maple_isa::abi::STDERR_HANDLE
            ),
            Deadlock { waits } => {
                f.write_str("deadlock: every thread is waiting for another")?;
                if !waits.is_empty() {
                    write!(f, ": {}", waits.join("; "))?;
                }
                Ok(())
            }
            NotMonitorOwner { addr } => write!(
                f,
                "syncexit of the monitor of {addr:#x}, which this thread does not hold"
            ),
            CoherenceViolation { cycle, problem } => write!(
                f,
                "coherence check failed at cycle {cycle}: {problem} (a simulator bug)"
            ),
            UseAfterFree {
                addr,
                size,
                write,
                block,
                block_size,
                freed_at: _,
            } => write!(
                f,
                "use after free: {} of {size} bytes at {addr:#x} in the freed heap block \
                 {block:#x} ({block_size} bytes)",
                if *write { "store" } else { "load" }
            ),
            OutOfMemory { limit } => write!(
                f,
                "out of memory: the program touched more than the limit of {} of guest \
                 memory (raise --mem-limit)",
                human_size(*limit)
            ),
            ManagedOutOfMemory { bytes, limit } => write!(
                f,
                "out of memory: a managed allocation of {bytes} bytes does not fit in the \
                 limit of {} of guest memory (raise --mem-limit)",
                human_size(*limit)
            ),
            ThreadLimit {
                limit,
                address_space: false,
            } => write!(f, "thread limit of {limit} reached (raise --max-threads)"),
            ThreadLimit {
                limit,
                address_space: true,
            } => write!(
                f,
                "thread limit of {limit} reached: the address space holds no more thread \
                 stacks of this size (a smaller --stack-size fits more)"
            ),
            OutputLimit { limit } => write!(
                f,
                "output limit of {} reached: the program's output was cut there (raise \
                 --max-output)",
                human_size(*limit)
            ),
        }
    }
}

/// A fault with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    /// Address of the faulting instruction.
    pub pc: u32,
    /// Name of the function containing `pc`, when known.
    pub function: Option<String>,
    /// `file:line` of `pc`, when the line table knows it.
    pub line: Option<(String, u32)>,
    /// The callers of the faulting function, innermost first: where each will resume.
    pub backtrace: Vec<Caller>,
    /// For a use after free: the instruction that freed the block, with its function and
    /// line.
    pub freed_at: Option<Box<Caller>>,
    /// What else the user should know (an allocation refused earlier at the memory limit).
    pub note: Option<String>,
}

/// One caller in a backtrace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// The return address.
    pub pc: u32,
    pub function: Option<String>,
    pub line: Option<(String, u32)>,
}

impl Fault {
    /// A fault at `pc` with no further location.
    pub fn new(kind: FaultKind, pc: u32) -> Fault {
        Fault {
            kind,
            pc,
            function: None,
            line: None,
            backtrace: Vec::new(),
            freed_at: None,
            note: None,
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at pc {:#x}", self.kind, self.pc)?;
        if let Some(func) = &self.function {
            write!(f, " in {func}")?;
        }
        if let Some((file, line)) = &self.line {
            write!(f, " ({file}:{line})")?;
        }
        if let Some(c) = &self.freed_at {
            match &c.function {
                Some(func) => write!(f, "\n  block freed in {func}")?,
                None => write!(f, "\n  block freed at {:#x}", c.pc)?,
            }
            if let Some((file, line)) = &c.line {
                write!(f, " ({file}:{line})")?;
            }
        }
        if let Some(note) = &self.note {
            write!(f, "\n  note: {note}")?;
        }
        for (i, c) in self.backtrace.iter().enumerate() {
            if i == 16 && self.backtrace.len() > 32 {
                let skipped = self.backtrace.len() - 32;
                write!(f, "\n  ... {skipped} more callers ...")?;
            }
            if i >= 16 && i < self.backtrace.len() - 16 {
                continue;
            }
            write!(f, "\n  called from {:#x}", c.pc)?;
            if let Some(func) = &c.function {
                write!(f, " in {func}")?;
            }
            if let Some((file, line)) = &c.line {
                write!(f, " ({file}:{line})")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for Fault {}

/// Why execution of an instruction stopped the run: a fault, the program exiting, or a
/// request only the engine can serve (threads). Boxed payloads keep the hot path's
/// `Result<(), Trap>` two words wide.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trap {
    Exit(i32),
    Fault(Box<FaultKind>),
    /// The instruction completed and asks the engine for a thread operation.
    Thread(Box<ThreadOp>),
}

/// What a thread shim asks of the engine (which owns every hart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ThreadOp {
    /// `pthread_create`: run `start(arg)` on a new hart; store its id at `out`.
    Create { out: u64, start: u64, arg: u128 },
    /// `pthread_join`: wait for thread `tid`; store its result at `out` (if not null).
    Join { tid: u64, out: u64 },
    /// The current thread's start routine returned this value.
    Exit(u128),
    /// `syncenter` of the object at `addr`.
    MonitorEnter { addr: u64 },
    /// `syncexit` of the object at `addr`.
    MonitorExit { addr: u64 },
    /// `pthread_mutex_lock` (`trylock` when `try_only`) of the mutex at `addr`.
    MutexLock { addr: u64, try_only: bool },
    /// `pthread_mutex_unlock` of the mutex at `addr`.
    MutexUnlock { addr: u64 },
    /// `pthread_cond_wait(cond, mutex)`.
    CondWait { cond: u64, mutex: u64 },
    /// `pthread_cond_signal` (`broadcast` when `all`).
    CondSignal { cond: u64, all: bool },
    /// `sched_yield`.
    Yield,
    /// `time(out)` (`time` set; the result also stored at `out` unless it is null) or
    /// `clock()`: not thread operations, but answered from the engine's count of retired
    /// instructions, which only the engine knows (`runtime::clock`).
    Clock { time: bool, out: u64 },
}

impl From<FaultKind> for Trap {
    #[cold]
    fn from(kind: FaultKind) -> Trap {
        Trap::Fault(Box::new(kind))
    }
}

/// Result of executing one instruction.
pub type ExecResult = Result<(), Trap>;
