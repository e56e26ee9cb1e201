//! The hook pipeline traces hang on.
//!
//! A [`Tracer`] is shown the core after every tick: the latches hold what each stage holds
//! from cycle `core.cycle` on, until the next call (a stalled core jumps several cycles in
//! one tick, and the state between is the state shown). An instruction that disappears from
//! the writeback latch has retired; one that disappears from the fetch buffer or the decode
//! latch without reaching execute was squashed. The Konata and VCD writers build on this.

use super::core::Core;
use crate::engine::Machine;

/// Sees the pipeline after every tick. `ENABLED = false` compiles the calls away.
pub trait Tracer {
    const ENABLED: bool = true;
    /// The state after a tick (from cycle `core.cycle` on).
    fn cycle(&mut self, core: &Core, machine: &Machine);
    /// The run ended (flush what is buffered).
    fn finish(&mut self, _core: &Core) {}
}

/// No trace.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTracer;

impl Tracer for NoTracer {
    const ENABLED: bool = false;
    #[inline(always)]
    fn cycle(&mut self, _core: &Core, _machine: &Machine) {}
}
