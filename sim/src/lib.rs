//! maple-sim: the MAPLE machine — loader, architectural state, engines, memory system, runtime.
//! No terminal code lives here; the `maple` command and the debugger drive it.
//!
//! ## Modules
//!
//! | module | job |
//! |---|---|
//! | [`loader`] | an image (`maple_image::Image`) to a [`Program`]: segments, function and class tables, shims resolved by name |
//! | [`program`] | the loaded program (text, segments, function table, strings, lines): the loader's output, every engine's input |
//! | [`predecode`] | decode `.text` once into a flat array of fixed-size entries with resolved operands; trap entries are their own kind |
//! | [`value`] | how values sit in `u128` slots (canonical forms) |
//! | [`memory`] | sparse paged 32-bit address space with permissions and the null guard; snapshots that copy only the pages written since the last one |
//! | [`state`] | architectural state of a hart: PC, SP/FP/GP, retvals, operand stack, register windows |
//! | [`store_queue`] | the values in a core's store buffer: stores executed but not yet visible to other harts (multi-core tso/weak) |
//! | [`exec`] | the semantics of every opcode, once, generic over an [`exec::Observer`]; fused groups ([`exec::fused`]) run straight runs of them with values in registers |
//! | [`runtime`] | heap, libc shims (`printf` & co.), output sink |
//! | [`fault`] | every abnormal end as a value |
//! | [`functional`] | the functional engine: the [`Machine`] that runs the semantics an instruction (or a fused group) at a time, no timing |
//! | [`uarch`] | the microarchitecture: its TOML configuration (every key with range and doc), caches, branch predictors |
//! | [`cycle`] | the cycle-level engine: the pipelined core timing the functional machine, statistics, trace hook |
//! | [`builder`] | a small program builder for tests and benchmarks |
//! | [`thread_id`] | the one name of a thread in every view: `thread N`, N = hart index + 1 |
//!
//! ## Using it
//!
//! ```ignore
//! use maple_sim::{Capture, RunConfig, Machine, Outcome};
//! let capture = Capture::new();                       // or any Box<dyn Write + Send>
//! let mut m = Machine::new(program, RunConfig::default())?
//!     .with_output(Box::new(capture.clone()));
//! match m.run(Some(max_insns)) {                      // None: no bound
//!     Outcome::Exited(status) => { /* capture.text() is the program's stdout */ }
//!     Outcome::Fault(fault) => eprintln!("{fault}"),  // kind, pc, function, line, backtrace
//! }
//! // A debugger: m.step() / m.run_for(n); m.pc(); m.hart().operand_stack();
//! // m.hart().pregs(); m.hart().special(SpecialReg::Fp); m.memory().read_u32(addr);
//! // m.backtrace(); m.instret(); m.exec_counts() (with RunConfig::profile).
//! ```
//!
//! A timing model drives the same semantics with [`exec::execute_one`] (or [`exec::step`])
//! and its own [`exec::Observer`], which sees every memory access, branch, call, return and
//! checkpoint.
//!
//! ## Decisions (where the spec is silent)
//!
//! - Operand-stack slots are `u128`, one value per slot, kept canonical ([`value`]).
//! - Decode errors do not fail the load: the bad word faults when executed
//!   ([`predecode`]); [`predecode::Code::decode_errors`] lists them.
//! - Integer division by zero faults; `MIN / -1` wraps. Shift amounts are taken modulo the
//!   width. Float-to-integer conversions saturate (NaN gives 0), as Rust's `as`; `round` is
//!   half away from zero; conversion to `u1` is `!= 0` ([`exec`] module docs).
//! - `cmp` with a NaN operand gives 1 (as `cmpg`); `min`/`max` on floats return the
//!   non-NaN operand, as C's `fmin`/`fmax`.
//! - `%%PC` and pc-relative forms use the address of the executing instruction.
//! - `rangegoto`: entry `k` is taken for `opnd0 - tagoffset == k`; outside the table faults.
//!   `indexgoto`: the extension is the address of a table of 8-byte label addresses.
//! - `array`: a real instruction (an address unit); bound 0 is not checked.
//! - Calls pass varargs in 8-byte slots at the callee's `%%SP` on entry; the entry function's
//!   return (or `exit(n)`) ends the run with its `i32` status (0 for `return` of nothing).
//! - Aggregates passed by value: the caller passes the address, the call copies
//!   `Home::FrameCopy { size }` bytes into the callee's frame.
//! - Managed objects (`gcmalloc`, `gcpermalloc`, `gcmallocjarray`, `gcpermallocjarray`,
//!   `stackmallocjarray`) carry a 16-byte header before the pointer the program gets
//!   ([`runtime::objects`]): `p-16` type index (or [`runtime::objects::CLASS_TAG`] | class
//!   index for the core's own runtime exceptions), `p-12` magic `0x4D4F` | flags (array,
//!   permanent, stack), `p-8` reference count (1 at allocation), `p-4` Java array length
//!   (`JAVA_ARRAY_LENGTH`/`DEX_ARRAY_LENGTH` read it). Fields and elements start at `p`.
//!   `decref` to 0 frees a heap object (its magic becomes `0x4445`, so a later object
//!   operation on it faults `BadObject { freed: true }`; plain loads are not checked);
//!   `gcpermalloc` and stack objects are never freed. `incref`/`decref` of null do nothing;
//!   of a non-object they fault. `stackmalloc` allocates on the stack. Sizes come from the
//!   type descriptors ([`Program::types`] or `Machine::with_types`).
//! - Java calls (`virtualcall`, `superclasscall`, `interfacecall`, `polymorphiccall` as
//!   `virtualcall`) dispatch on the object's class from its header through the class table
//!   ([`Program::classes`]), matching method names by selector (`Class_7Cname_7Csig` matches
//!   any class's `…_7Cname_7Csig`). `superclasscall` starts at the parent of the class that
//!   declares the *calling* function as a method (fallbacks in [`exec`]'s `java` module).
//!   `virtualicall`/`interfaceicall` are `icall`s. No method: `NoSuchMethod` naming both.
//! - Threads: `pthread_create` starts a new hart (its own call stack below the previous
//!   one's guard page); harts run round-robin, [`functional::QUANTUM`] instructions per turn, so
//!   runs are deterministic. `pthread_join` blocks; all harts blocked is a `Deadlock` fault
//!   naming what each waits for. Thread ids are hart index + 1. The `__atomic_*_N` libcalls
//!   are atomic by construction. `syncenter`/`syncexit` are recursive per-object monitors
//!   (keyed by address), pthread mutexes error-checking ones, condition variables queues of
//!   waiters; all are handed over in arrival order (`functional/sync.rs`); `sched_yield`
//!   ends the caller's turn (with several cores, its quantum).
//! - Exceptions: `jstry` regions with catch and finally blocks, and `javatry`/`cpptry`
//!   regions whose `javacatch`/`cppcatch` clauses match the thrown object's class or a
//!   superclass (a clause naming no declared class, like `<* void>`, matches everything),
//!   unwinding across calls ([`exec`]'s `except` module). With a `javatry`/`cpptry` active,
//!   failed `assert*` throw runtime exception objects instead of faulting.
//! - The C intrinsics and `JAVA_ARRAY_LENGTH` are implemented ([`runtime::intrinsics`]);
//!   `f128` arithmetic and other intrinsics fault with `Unsupported` naming what was
//!   reached.

pub mod builder;
pub mod cycle;
pub mod exec;
pub mod fault;
pub mod functional;
pub(crate) mod int_map;
pub mod invalidation_queue;
pub mod loader;
pub mod memory;
pub mod predecode;
pub mod program;
pub mod runtime;
pub mod state;
pub mod store_queue;
pub mod thread_id;
pub mod uarch;
pub mod value;

pub use fault::{Caller, Fault, FaultKind, ThreadOp, Trap};
pub use functional::{HartState, LoadError, Machine, MachineSnapshot, Outcome, RunConfig, QUANTUM};
pub use program::{ClassDesc, Formal, Function, Home, LineRow, Program, Segment, TypeDesc};
pub use runtime::Capture;
pub use thread_id::{thread_name, ThreadId};
