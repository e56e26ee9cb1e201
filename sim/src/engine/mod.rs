//! Engines: what drives the semantics of [`crate::exec`] over a whole machine.
//!
//! - [`functional`]: one instruction at a time, as fast as possible, no timing.
//!
//! The cycle model (to come) will drive the same `exec::step` with an observer of its own.

pub mod functional;

pub use functional::{Config, HartState, LoadError, Machine, Outcome, QUANTUM};
