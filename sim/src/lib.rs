//! maple-sim: the MAPLE machine — loader, architectural state, engines, memory system, runtime.
//! No terminal code lives here; the `maple` command and the debugger drive it.
//!
//! ## Modules
//!
//! | module | job |
//! |---|---|
//! | [`program`] | the loaded program (text, segments, function table, strings, lines): the loader's output, every engine's input |
//! | [`predecode`] | decode `.text` once into a flat array of fixed-size entries with resolved operands |
//! | [`value`] | how values sit in `u128` slots (canonical forms) |
//! | [`memory`] | sparse paged 32-bit address space with permissions and the null guard |
//! | [`state`] | architectural state of a hart: PC, SP/FP/GP, retvals, operand stack, register windows |
//! | [`exec`] | the semantics of every opcode, once, generic over an [`exec::Observer`] |
//! | [`runtime`] | heap, libc shims (`printf` & co.), output sink |
//! | [`fault`] | every abnormal end as a value |
//! | [`engine`] | drivers: the functional [`Machine`] |
//! | [`builder`] | a small program builder for tests and benchmarks |
//!
//! ## Using it
//!
//! ```ignore
//! let capture = maple_sim::Capture::new();
//! let mut m = Machine::new(program, Config::default())?.with_output(Box::new(capture.clone()));
//! let outcome = m.run(Some(max_insns));          // Outcome::Exited(status) | Outcome::Fault(f)
//! m.pc(); m.hart().operand_stack(); m.hart().pregs(); m.memory().read_u32(addr);
//! ```

pub mod builder;
pub mod engine;
pub mod exec;
pub mod fault;
pub mod memory;
pub mod predecode;
pub mod program;
pub mod runtime;
pub mod state;
pub mod value;

pub use engine::{Config, LoadError, Machine, Outcome};
pub use fault::{Fault, FaultKind};
pub use program::{Formal, Function, Home, LineRow, Program, Segment};
pub use runtime::Capture;
