//! maple-sim: the MAPLE machine — loader, architectural state, engines, memory system, runtime.
//! No terminal code lives here; the `maple` command and the debugger drive it.

pub mod program;

pub use program::{Formal, Function, Home, LineRow, Program, Segment};
