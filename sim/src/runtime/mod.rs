//! The runtime: what a MAPLE program reaches outside its own code.
//!
//! - [`heap`]: the C heap (also behind the `malloc`/`free` opcodes).
//! - [`printf`]: C-compatible formatted output; [`scanf`]: formatted input.
//! - [`input`]: the program's standard input and the shims that read it.
//! - [`intrinsics`]: the C intrinsics of `intrinsicop`/`intrinsiccall`.
//! - [`objects`]: the managed-object header and the class table (Java dispatch, catch
//!   matching).
//! - [`guest`]: the one door to guest memory, which records what a timed call touches.
//! - [`Shim`]: the one table of shims is the machine contract's
//!   (`maple_isa::abi::Shim::ALL`: name, variant, C prototype), implemented here:
//!   [`stdio`] (streams, the `fprintf`/`sprintf`/`v*printf` family, over a [`va_list`]),
//!   [`strings`], [`libm`], [`rand`], [`clock`], [`atomics`] (the atomic intrinsics).
//! - [`Shim`]: the built-in implementations of external functions, resolved by name when the
//!   machine is built. Shims read their arguments from the popped operand values (one slot
//!   per argument, canonical for its type; varargs `f32` promoted to `f64` by the assembler),
//!   return one value (written to `%%retval0`), and write program output to the machine's
//!   sink and read input from the simulator's stdin ([`input`]). No shim touches the host's files
//!   or network. Thread shims (`pthread_*`) hand a
//!   [`ThreadOp`] to the engine, which owns the harts; the `__atomic_*` libcalls are atomic
//!   because harts interleave whole instructions.
//!
//! Output goes to the `Write` sink given at construction (a [`Capture`] in tests), the
//! program's stderr to [`Runtime::err`] (the host's stderr by default). Both are written as
//! produced; the engine flushes them before reporting how a run ended, so nothing is lost on
//! a fault.

pub mod atomics;
pub mod clock;
pub mod guest;
pub mod heap;
pub mod input;
pub mod intrinsics;
pub mod libm;
pub mod objects;
pub mod printf;
pub mod rand;
pub mod scanf;
pub mod stdio;
pub mod strings;
pub mod va_list;

pub use maple_isa::abi::{AtomicOp, MathFn, Shim, StdioFn, StrFn};
pub use stdio::Stream;

use crate::fault::{FaultKind, ThreadOp, Trap};
use guest::Guest;
use heap::Heap;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Whether a C11 memory order (`__ATOMIC_RELAXED` 0, `CONSUME` 1, `ACQUIRE` 2, `RELEASE` 3,
/// `ACQ_REL` 4, `SEQ_CST` 5) lets the hart's earlier stores become visible after the atomic:
/// relaxed, consume and acquire do (an acquire orders only what comes after it: the loads
/// after it, by applying the hart's pending invalidations, `AtomicCall::acquire`).
pub fn orders_no_earlier_store(order: u128) -> bool {
    order <= 2
}

/// What an `__atomic_*` call about to run touches, and whether it is a release.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtomicCall {
    /// The atomic location.
    pub first: (u64, u32),
    /// A compare-exchange's `*expected`, which it reads and may write.
    pub second: Option<(u64, u32)>,
    /// Earlier stores must be visible before it (release, acq_rel, seq_cst).
    pub release: bool,
    /// Later loads must not be performed before it (consume, acquire, acq_rel, seq_cst).
    pub acquire: bool,
}

/// A clonable in-memory output sink: give one clone to the machine, read the other.
#[derive(Clone, Debug, Default)]
pub struct Capture(Arc<Mutex<Vec<u8>>>);

impl Capture {
    pub fn new() -> Capture {
        Capture::default()
    }
    /// Everything written so far.
    pub fn bytes(&self) -> Vec<u8> {
        self.0.lock().map(|b| b.clone()).unwrap_or_default()
    }
    /// Everything written so far, as text (invalid UTF-8 replaced).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes()).into_owned()
    }
}

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut b) = self.0.lock() {
            b.extend_from_slice(buf);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Capture {
    /// Drop everything after the first `len` bytes (a debugger rewinding to a snapshot whose
    /// runtime had written `len` bytes: re-execution writes the rest again).
    pub fn truncate(&self, len: usize) {
        if let Ok(mut b) = self.0.lock() {
            b.truncate(len);
        }
    }
}

/// The program's output sink. Clones of a machine (a debugger's snapshots) share it.
#[derive(Clone)]
pub struct Sink(Arc<Mutex<Box<dyn Write + Send>>>);

impl Sink {
    pub fn new(out: Box<dyn Write + Send>) -> Sink {
        Sink(Arc::new(Mutex::new(out)))
    }
    fn write_all(&self, bytes: &[u8]) -> std::io::Result<()> {
        match self.0.lock() {
            Ok(mut out) => out.write_all(bytes),
            Err(_) => Ok(()),
        }
    }
    fn flush(&self) -> std::io::Result<()> {
        match self.0.lock() {
            Ok(mut out) => out.flush(),
            Err(_) => Ok(()),
        }
    }
}

/// Longest format string `printf` and `scanf` take (a longer one is refused with a fault
/// that says so, never cut short); the strings they print or copy have no bound but the
/// guest's memory, and pass through the host in bounded pieces.
const MAX_STRING: usize = 1 << 24;

/// The format string at `addr`: refused when longer than [`MAX_STRING`].
fn read_format(mem: &Guest<'_>, addr: u64) -> Result<Vec<u8>, FaultKind> {
    let len = mem.cstr_len(addr, MAX_STRING + 1)?;
    if len > MAX_STRING {
        return Err(FaultKind::Unsupported(format!(
            "a format string longer than {} MiB",
            MAX_STRING >> 20
        )));
    }
    mem.read_cstr(addr, len)
}

/// Runtime state of a machine.
#[derive(Clone)]
pub struct Runtime {
    pub heap: Heap,
    /// The program's output (its stdout).
    pub out: Sink,
    /// The program's error output (its stderr): the host's stderr unless the machine is given
    /// another sink (`Machine::with_error_output`).
    pub err: Sink,
    /// The program's name as glibc's messages give it (`__assert_fail`'s `PROG: ...`): the
    /// stem of `argv[0]` when the machine is built, settable.
    pub program_name: String,
    /// The state of `rand` ([`rand::Rand`]): glibc's, seeded with 1 until `srand`.
    pub rand: rand::Rand,
    /// Arguments of the external call in progress (reused: no allocation per call).
    pub args: Vec<u128>,
    /// Shim of each function of the program (by function index); `None` for functions with
    /// a body or without a shim.
    shims: Vec<Option<Shim>>,
    /// Times each checkpoint name (by string index) was reached.
    pub checkpoint_hits: Vec<u64>,
    /// Bytes of program output written.
    pub output_bytes: u64,
    /// Most bytes of output (`RunConfig::max_output`); `None`: unbounded.
    pub max_output: Option<u64>,
    /// The running thread's id, as `pthread_self` returns it (set by the engine).
    pub current_thread: u64,
    /// An address inside the call instruction of the external call in progress (the byte
    /// before its return address): where a `free` happened.
    pub call_site: u32,
    /// Type descriptors for `gcmalloc`/`stackmalloc` (see `Machine::with_types`).
    pub types: Vec<crate::program::TypeDesc>,
    /// The heap copy of each class's name `MAPLE_CLASS_NAME` made (class -> address).
    pub class_names: std::collections::HashMap<u32, u64>,
    /// Resolved Java calls: (class, method string index, call kind, caller) -> function.
    pub dispatch: std::collections::HashMap<(u32, u32, objects::CallKind, u32), u32>,
    /// The program's standard input (empty unless the machine is given one).
    pub stdin: input::Stdin,
    scratch: Vec<u8>,
    /// The last timed call's traffic (kept for its buffer: no allocation per call).
    pub traffic: guest::Traffic,
    /// Bytes written to stdout, and writes to stderr, so far (the system calls they cost).
    stdout_bytes: u64,
    stderr_writes: u64,
    /// System calls made as such: `read`, `pthread_create` (clone).
    direct_syscalls: u64,
    /// The C library's stdio buffer (`runtime.stdio_buffer`): stdout is written to the host,
    /// and stdin read from it, a buffer at a time, one system call each; 0 makes every call
    /// that writes a system call.
    pub stdio_buffer: u64,
    /// The notes said so far ([`Runtime::note_once`]), one bit per [`Note`].
    noted: u32,
}

/// A limit of maple's that a C program meets as the C library's error value (as it would
/// meet the host's), said once per run on stderr ([`Runtime::note_once`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// `pthread_create` returned `EAGAIN`: `--max-threads`, or no room for one more stack.
    ThreadLimit,
    /// `malloc`, `calloc`, `realloc` or `strdup` returned null: `--mem-limit`.
    HeapLimit,
}

/// Where the streams stood before a runtime call: the system calls it made follow from how
/// far it moved them ([`Runtime::syscalls_since`]).
#[derive(Clone, Copy, Debug)]
pub struct IoMark {
    stdout_bytes: u64,
    stderr_writes: u64,
    direct_syscalls: u64,
    stdin: u64,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime")
            .field("heap", &self.heap)
            .field("shims", &self.shims)
            .finish()
    }
}

impl Runtime {
    /// A runtime for functions named `names` (external ones resolved to shims) writing to
    /// `out`.
    pub fn new<'a>(
        functions: impl Iterator<Item = (&'a str, bool)>,
        out: Box<dyn Write + Send>,
    ) -> Runtime {
        Runtime {
            heap: Heap::default(),
            out: Sink::new(out),
            err: Sink::new(Box::new(std::io::stderr())),
            program_name: "a.out".into(),
            rand: rand::Rand::default(),
            args: Vec::new(),
            shims: functions
                .map(|(name, external)| if external { Shim::by_name(name) } else { None })
                .collect(),
            checkpoint_hits: Vec::new(),
            output_bytes: 0,
            max_output: None,
            types: Vec::new(),
            class_names: std::collections::HashMap::new(),
            dispatch: Default::default(),
            current_thread: 1,
            stdin: input::Stdin::default(),
            call_site: 0,
            scratch: Vec::new(),
            traffic: guest::Traffic::default(),
            stdout_bytes: 0,
            stderr_writes: 0,
            direct_syscalls: 0,
            stdio_buffer: 4096,
            noted: 0,
        }
    }

    /// Say `text` on stderr as `maple: note: TEXT`, the first time only. The C library's
    /// error value tells the program that a resource ran out but not that it is maple's
    /// limit, nor how to raise it; one line says so, however often the program retries. It
    /// is maple's line, not the program's: it costs no cycles and counts toward no limit.
    pub fn note_once(&mut self, note: Note, text: impl FnOnce() -> String) {
        let bit = 1 << note as u32;
        if self.noted & bit == 0 {
            self.noted |= bit;
            let line = format!("maple: note: {}\n", text());
            let _ = self.err.write_all(line.as_bytes());
            let _ = self.err.flush();
        }
    }

    /// `p`, the address an allocation returned; when it is null because of maple's limit of
    /// guest memory (`limit` bytes), say so once ([`Note::HeapLimit`]).
    pub(crate) fn note_null_allocation(&mut self, p: u64, limit: u64) -> u128 {
        if p == 0 {
            if let Some(why) = self.heap.refusal(limit) {
                self.note_once(Note::HeapLimit, || why);
            }
        }
        p as u128
    }

    /// Count a checkpoint.
    pub fn checkpoint(&mut self, name: u32) {
        let i = name as usize;
        if i >= self.checkpoint_hits.len() {
            self.checkpoint_hits.resize(i + 1, 0);
        }
        self.checkpoint_hits[i] += 1;
    }

    /// Flush the output sinks.
    pub fn flush(&mut self) {
        let _ = self.out.flush();
        let _ = self.err.flush();
    }

    /// Write the `len` bytes of guest memory at `addr` to `stream`, [`printf::FLUSH_AT`]
    /// at a time through the scratch buffer.
    fn emit_from(
        &mut self,
        stream: Stream,
        mem: &Guest<'_>,
        addr: u64,
        len: u64,
    ) -> Result<(), FaultKind> {
        let mut buf = std::mem::take(&mut self.scratch);
        let mut done = 0;
        let mut r = Ok(());
        while done < len && r.is_ok() {
            let n = (len - done).min(printf::FLUSH_AT as u64);
            buf.clear();
            buf.resize(n as usize, 0);
            r = mem
                .read_bytes(addr.wrapping_add(done), &mut buf)
                .and_then(|()| self.emit_on(stream, &buf));
            done += n;
        }
        self.scratch = buf;
        r
    }

    /// [`copy_within`] (`memmove`) through the scratch buffer.
    fn copy_guest(
        &mut self,
        mem: &mut Guest<'_>,
        dst: u64,
        src: u64,
        n: u64,
    ) -> Result<(), FaultKind> {
        let mut buf = std::mem::take(&mut self.scratch);
        let r = copy_within(mem, dst, src, n, &mut buf);
        self.scratch = buf;
        r
    }

    /// Write program output to stdout ([`Runtime::emit_on`]).
    fn emit(&mut self, bytes: &[u8]) -> Result<(), FaultKind> {
        self.emit_on(Stream::Out, bytes)
    }

    /// Write program output to `stream`: all of it, or up to the bound of the run (both
    /// streams count toward it) and then the `OutputLimit` fault that ends it.
    fn emit_on(&mut self, stream: Stream, bytes: &[u8]) -> Result<(), FaultKind> {
        let room = self
            .max_output
            .map_or(u64::MAX, |max| max.saturating_sub(self.output_bytes));
        let (bytes, over) = match usize::try_from(room) {
            Ok(room) if room < bytes.len() => (&bytes[..room], true),
            _ => (bytes, false),
        };
        self.output_bytes += bytes.len() as u64;
        match stream {
            Stream::Out => self.stdout_bytes += bytes.len() as u64,
            Stream::Err => self.stderr_writes += 1,
        }
        // A closed or failing host sink must not stop the simulated program.
        let _ = match stream {
            Stream::Out => self.out.write_all(bytes),
            Stream::Err => self.err.write_all(bytes),
        };
        match self.max_output {
            Some(limit) if over => Err(FaultKind::OutputLimit { limit }),
            _ => Ok(()),
        }
    }

    /// Where the streams stand (before a runtime call).
    pub fn io_mark(&self) -> IoMark {
        IoMark {
            stdout_bytes: self.stdout_bytes,
            stderr_writes: self.stderr_writes,
            direct_syscalls: self.direct_syscalls,
            stdin: self.stdin.position() as u64,
        }
    }

    /// The system calls a C library makes for what the streams did since `before`: one per
    /// stdio buffer of stdout filled (the final flush at exit is not timed), one per write to
    /// the unbuffered stderr, one per stdio buffer of stdin begun, and the calls that are
    /// system calls themselves (`read`, which may add one to stdio's count when a program
    /// mixes both on stdin; `pthread_create`).
    pub fn syscalls_since(&self, before: IoMark) -> u32 {
        let b = self.stdio_buffer;
        let out = match (
            self.stdout_bytes.checked_div(b),
            before.stdout_bytes.checked_div(b),
        ) {
            (Some(now), Some(then)) => now - then,
            _ => (self.stdout_bytes > before.stdout_bytes) as u64,
        };
        let stdin = self.stdin.position() as u64;
        let input = if b == 0 {
            (stdin > before.stdin) as u64
        } else {
            stdin.div_ceil(b) - before.stdin.div_ceil(b)
        };
        let n = out
            + (self.stderr_writes - before.stderr_writes)
            + (self.direct_syscalls - before.direct_syscalls)
            + input;
        n.min(u32::MAX as u64) as u32
    }

    fn arg(&self, i: usize) -> u128 {
        self.args.get(i).copied().unwrap_or(0)
    }

    /// Run the shim of external function `func` (named `name`) on `self.args`.
    pub fn call_external(
        &mut self,
        func: u32,
        mem: &mut Guest<'_>,
        name: &str,
    ) -> Result<u128, Trap> {
        let Some(shim) = self.shims.get(func as usize).copied().flatten() else {
            return Err(FaultKind::UnknownExternal(name.to_string()).into());
        };
        self.run_shim(shim, mem)
    }

    /// The size of the memory access of external function `func` if it is an `__atomic_*`
    /// libcall (its address is the first argument).
    pub fn atomic_size(&self, func: u32) -> Option<u32> {
        match self.shims.get(func as usize).copied().flatten() {
            Some(Shim::Atomic(_, n)) => Some(n as u32),
            _ => None,
        }
    }

    /// Where an `__atomic_*` libcall's memory-order argument is among its arguments (the
    /// success order of a compare-exchange), if `func` is one.
    pub fn atomic_order_arg(&self, func: u32) -> Option<usize> {
        match self.shims.get(func as usize).copied().flatten() {
            Some(Shim::Atomic(op, _)) => Some(op.order_arg()),
            _ => None,
        }
    }

    /// The memory an `__atomic_*` call about to run (its arguments in `self.args`) reads or
    /// writes, `(address, size)` pairs (a compare-exchange also writes `*expected`), and
    /// whether its order needs the hart's earlier stores visible first (release, acq_rel,
    /// seq_cst, or no order given); `None` if `func` is no atomic.
    pub fn atomic_call(&self, func: u32) -> Option<AtomicCall> {
        let Some(Shim::Atomic(op, n)) = self.shims.get(func as usize).copied().flatten() else {
            return None;
        };
        let size = n as u32;
        let second = (op == AtomicOp::CompareExchange).then(|| (self.arg(1) as u64, size));
        let order = self.args.get(op.order_arg()).copied();
        Some(AtomicCall {
            first: (self.arg(0) as u64, size),
            second,
            release: order.is_none_or(|o| !orders_no_earlier_store(o)),
            acquire: order.is_none_or(|o| o != 0 && o != 3),
        })
    }

    /// Run `shim` on `self.args`.
    pub fn run_shim(&mut self, shim: Shim, mem: &mut Guest<'_>) -> Result<u128, Trap> {
        let a = |i| self.arg(i) as u64;
        Ok(match shim {
            Shim::Printf => {
                let fmt = a(0);
                self.print_slots(mem, stdio::Dest::Stream(Stream::Out), fmt, 1)?
            }
            Shim::Puts => {
                // Any length, through a bounded buffer.
                let addr = a(0);
                let len = mem.cstr_len(addr, usize::MAX)? as u64;
                self.emit_from(Stream::Out, mem, addr, len)?;
                self.emit(b"\n")?;
                len as u128 + 1
            }
            Shim::Putchar => {
                let c = a(0) as u8;
                self.emit(&[c])?;
                c as u128
            }
            Shim::Malloc => {
                let p = self.heap.malloc(mem, a(0));
                self.note_null_allocation(p, mem.limit())
            }
            Shim::Calloc => {
                let p = self.heap.calloc(mem, a(0), a(1));
                self.note_null_allocation(p, mem.limit())
            }
            Shim::Realloc => {
                let p = self.heap.realloc(mem, a(0), a(1), self.call_site)?;
                self.note_null_allocation(p, mem.limit())
            }
            Shim::Free => {
                self.heap.free(mem, a(0), self.call_site)?;
                0
            }
            Shim::Memcpy | Shim::Memmove => {
                let (dst, src, n) = (a(0), a(1), a(2));
                self.copy_guest(mem, dst, src, n)?;
                dst as u128
            }
            Shim::Memset => {
                mem.fill(a(0), a(1) as u8, a(2))?;
                a(0) as u128
            }
            Shim::Memcmp => {
                let (p, q, n) = (a(0), a(1), a(2));
                let mut r = 0i32;
                for k in 0..n {
                    let (x, y) = (mem.read_u8(p + k)?, mem.read_u8(q + k)?);
                    if x != y {
                        r = x as i32 - y as i32;
                        break;
                    }
                }
                r as i128 as u128
            }
            Shim::Strlen => {
                let mut n = 0u64;
                while mem.read_u8(a(0) + n)? != 0 {
                    n += 1;
                }
                n as u128
            }
            Shim::Strcmp => {
                let (p, q) = (a(0), a(1));
                let mut k = 0u64;
                let r = loop {
                    let (x, y) = (mem.read_u8(p + k)?, mem.read_u8(q + k)?);
                    if x != y || x == 0 {
                        break x as i32 - y as i32;
                    }
                    k += 1;
                };
                r as i128 as u128
            }
            Shim::Strncmp => {
                let (p, q, n) = (a(0), a(1), a(2));
                let mut r = 0i32;
                for k in 0..n {
                    let (x, y) = (mem.read_u8(p + k)?, mem.read_u8(q + k)?);
                    if x != y || x == 0 {
                        r = x as i32 - y as i32;
                        break;
                    }
                }
                r as i128 as u128
            }
            Shim::Strcpy => {
                // Any length, the NUL included, in bounded chunks.
                let (dst, src) = (a(0), a(1));
                let len = mem.cstr_len(src, usize::MAX)? as u64;
                self.copy_guest(mem, dst, src, len + 1)?;
                dst as u128
            }
            Shim::Strncpy => {
                // Copy at most n bytes, padding with NULs to n, as C's strncpy.
                let (dst, src, n) = (a(0), a(1), a(2));
                let len = mem.cstr_len(src, usize::try_from(n).unwrap_or(usize::MAX))? as u64;
                self.copy_guest(mem, dst, src, len)?;
                mem.fill(dst + len, 0, n - len)?;
                dst as u128
            }
            Shim::Abs => (self.arg(0) as i32).wrapping_abs() as i128 as u128,
            Shim::Exit => return Err(Trap::Exit(self.arg(0) as i32)),
            Shim::PthreadCreate => {
                let op = ThreadOp::Create {
                    out: a(0),
                    start: a(2),
                    arg: self.arg(3),
                };
                self.direct_syscalls += 1;
                return Err(Trap::Thread(Box::new(op)));
            }
            Shim::PthreadJoin => {
                let op = ThreadOp::Join {
                    tid: a(0),
                    out: a(1),
                };
                return Err(Trap::Thread(Box::new(op)));
            }
            Shim::PthreadSelf => self.current_thread as u128,
            Shim::PthreadObjectSetup => 0,
            Shim::PthreadMutexLock
            | Shim::PthreadMutexTrylock
            | Shim::PthreadMutexUnlock
            | Shim::PthreadCondWait
            | Shim::PthreadCondSignal
            | Shim::PthreadCondBroadcast
            | Shim::SchedYield => {
                if shim != Shim::SchedYield && a(0) == 0 {
                    return Err(FaultKind::NullAccess { addr: 0 }.into());
                }
                let op = match shim {
                    Shim::PthreadMutexLock => ThreadOp::MutexLock {
                        addr: a(0),
                        try_only: false,
                    },
                    Shim::PthreadMutexTrylock => ThreadOp::MutexLock {
                        addr: a(0),
                        try_only: true,
                    },
                    Shim::PthreadMutexUnlock => ThreadOp::MutexUnlock { addr: a(0) },
                    Shim::PthreadCondWait => ThreadOp::CondWait {
                        cond: a(0),
                        mutex: a(1),
                    },
                    Shim::PthreadCondSignal => ThreadOp::CondSignal {
                        cond: a(0),
                        all: false,
                    },
                    Shim::PthreadCondBroadcast => ThreadOp::CondSignal {
                        cond: a(0),
                        all: true,
                    },
                    _ => ThreadOp::Yield,
                };
                return Err(Trap::Thread(Box::new(op)));
            }
            Shim::Atomic(op, n) => {
                let size = n as u32;
                let (p, v) = (a(0), self.arg(1));
                let mask = crate::value::zext_bits(u128::MAX, 8 * size);
                let old = mem.load_sized(p, size)?;
                match op {
                    AtomicOp::Load => old,
                    AtomicOp::Store => {
                        mem.store_sized(p, size, v)?;
                        0
                    }
                    AtomicOp::Exchange => {
                        mem.store_sized(p, size, v)?;
                        old
                    }
                    AtomicOp::FetchAdd => {
                        mem.store_sized(p, size, old.wrapping_add(v) & mask)?;
                        old
                    }
                    AtomicOp::CompareExchange => {
                        let (expected_at, desired) = (v as u64, self.arg(2));
                        let expected = mem.load_sized(expected_at, size)?;
                        if old == expected {
                            mem.store_sized(p, size, desired)?;
                            1
                        } else {
                            mem.store_sized(expected_at, size, old)?;
                            0
                        }
                    }
                }
            }
            Shim::Abort => return Err(FaultKind::Aborted.into()),
            Shim::Stdio(f) => self.stdio(f, mem)?,
            Shim::Str(f) => self.string_fn(f, mem)?,
            Shim::Math(f, single) => libm::call(f, single, self.arg(0), self.arg(1)),
            Shim::Rand => self.rand.rand() as u128,
            Shim::Srand => {
                self.rand.seed(self.arg(0) as u32);
                0
            }
            Shim::Getenv => 0,
            Shim::AssertFail => return Err(self.assert_fail(mem)?.into()),
            Shim::Time | Shim::Clock => {
                let (time, out) = (shim == Shim::Time, a(0));
                let op = ThreadOp::Clock {
                    time,
                    out: if time { out } else { 0 },
                };
                return Err(Trap::Thread(Box::new(op)));
            }
            Shim::Getchar => self.stdin.next_byte().map_or(input::EOF, u128::from),
            Shim::Fgets => self.fgets(mem, a(0), a(1) as i32)?,
            Shim::Read => {
                let (fd, buf, n) = (a(0) as i32, a(1), a(2));
                self.direct_syscalls += 1;
                self.read(mem, fd, buf, n)?
            }
            Shim::Scanf => self.scan(mem, 0, None)?,
            Shim::Fscanf => self.scan(mem, 1, None)?,
            Shim::Sscanf => self.scan(mem, 1, Some(a(0)))?,
        })
    }

    /// Names of external functions with no shim (a loader may refuse the image).
    pub fn unresolved<'a>(&self, names: impl Iterator<Item = (&'a str, bool)>) -> Vec<String> {
        names
            .zip(&self.shims)
            .filter(|((_, external), shim)| *external && shim.is_none())
            .map(|((name, _), _)| name.to_string())
            .collect()
    }
}

/// `memmove` in simulated memory, in bounded chunks (no huge host buffer for a bogus
/// length), in the direction that keeps overlapping ranges correct.
fn copy_within(
    mem: &mut Guest<'_>,
    dst: u64,
    src: u64,
    n: u64,
    buf: &mut Vec<u8>,
) -> Result<(), FaultKind> {
    const CHUNK: u64 = 1 << 16;
    let chunks = n.div_ceil(CHUNK);
    for c in 0..chunks {
        let k = if dst > src { chunks - 1 - c } else { c } * CHUNK;
        let len = CHUNK.min(n - k) as usize;
        buf.clear();
        buf.resize(len, 0);
        mem.read_bytes(src.wrapping_add(k), buf)?;
        mem.write_bytes(dst.wrapping_add(k), buf)?;
    }
    Ok(())
}
