//! Fast-forward: reach the part of a program worth timing on the functional engine (hundreds
//! of times faster than the core), warm the caches and the predictor over its last
//! instructions, then time the rest cycle by cycle — the statistics cover only that.

use super::CycleMachine;
use crate::fault::FaultKind;
use crate::functional::{Outcome, INTERRUPT_POLL_INSTRUCTIONS};
use std::sync::atomic::{AtomicBool, Ordering};

/// Where `--fast-forward` stops: an instruction count or a checkpoint region's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FastForwardTo {
    Instructions(u64),
    Region(String),
}

impl std::str::FromStr for FastForwardTo {
    type Err = String;
    fn from_str(s: &str) -> Result<FastForwardTo, String> {
        if s.is_empty() {
            return Err("expected a checkpoint region's name or an instruction count".into());
        }
        Ok(match s.parse::<u64>() {
            Ok(n) => FastForwardTo::Instructions(n),
            Err(_) => FastForwardTo::Region(s.to_string()),
        })
    }
}

/// Why a fast-forward or a sampled run cannot be done.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FastForwardError {
    #[error("runs on one core (the threads take turns on it); drop --cores")]
    SeveralCores,
    #[error("must come before the first cycle")]
    Started,
}

impl CycleMachine {
    /// Instructions a fast-forward executed before the first cycle (0 without one): the
    /// clock counts from there.
    pub fn fast_forwarded_instructions(&self) -> u64 {
        self.fast_forwarded.map_or(0, |f| f.instructions)
    }

    /// Before the first cycle: execute `insns` instructions on the functional engine, the
    /// last `warm` of them (at most `insns`) also through this core's caches and predictor
    /// ([`crate::cycle::core`]'s functional warming). With several cores the functional
    /// engine runs the threads in turn, warming through core 0, and the cores take over the
    /// harts as it leaves them ([`super::multi::MultiCore::take_over`]). The statistics then
    /// count only what runs next; the instruction count of the machine goes on from
    /// `insns`. The outcome if the program ended meanwhile (a later [`CycleMachine::run`]
    /// returns it).
    pub fn fast_forward(
        &mut self,
        insns: u64,
        warm: u64,
    ) -> Result<Option<Outcome>, FastForwardError> {
        if self.core.cycle > 0 || self.machine.instret() > 0 {
            return Err(FastForwardError::Started);
        }
        if self.multi.is_some() {
            // The functional engine schedules the threads itself, as it does on one core;
            // the cores take the harts over where it stops. (Nothing has run, so no store
            // is buffered and switching buffering off cannot fault.)
            let _ = self.machine.set_internal_schedule();
        }
        let warm = warm.min(insns);
        // Per-instruction counts feed the per-function statistics: only the timed part.
        self.machine.set_profile(false);
        let mut end = self.functional_to(insns - warm, false);
        if end.is_none() {
            end = self.functional_to(insns, true);
        }
        self.machine.set_profile(true);
        self.core.finish_warming(&self.machine);
        if let Some(mc) = self.multi.as_deref_mut() {
            mc.take_over(&mut self.core, &mut self.machine);
        }
        self.fast_forwarded = Some(super::stats::FastForwardReport {
            instructions: self.machine.instret(),
            warmed: self.machine.instret().saturating_sub(insns - warm),
        });
        if let Some(o) = &end {
            self.outcome = Some(o.clone());
        }
        Ok(end)
    }
}

impl CycleMachine {
    /// Run the functional engine up to instruction `stop`, also warming this core's caches
    /// and predictor when `warm`, in chunks of [`INTERRUPT_POLL_INSTRUCTIONS`] instructions with a look
    /// at the interrupt flag between them: the outcome if the program ended or the user
    /// interrupted. (Warming in chunks is warming in one go: each chunk ends with its last
    /// instruction's transfer learnt, as the whole run would have.)
    pub(super) fn functional_to(&mut self, stop: u64, warm: bool) -> Option<Outcome> {
        while self.machine.instret() < stop {
            if self.interrupted() {
                let instructions = self.machine.instret();
                return Some(self.machine.stop_with(FaultKind::Interrupted {
                    cycle: None,
                    instructions,
                }));
            }
            let next = stop.min(
                self.machine
                    .instret()
                    .saturating_add(INTERRUPT_POLL_INSTRUCTIONS),
            );
            let end = if warm {
                self.core.warm_to(&mut self.machine, next)
            } else {
                self.machine.run_for(next - self.machine.instret())
            };
            if end.is_some() {
                return end;
            }
        }
        None
    }
}

/// Why the first `checkpoint NAME` of a program could not be found.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum FindCheckpointError {
    #[error("the program has no `checkpoint {0}`")]
    NoSuchCheckpoint(String),
    #[error("the program ended ({outcome}) after {executed} instructions without reaching `checkpoint {name}`")]
    NotReached {
        name: String,
        executed: u64,
        outcome: String,
    },
    /// The user interrupted the search (Ctrl-C) after this many instructions.
    #[error("interrupted (Ctrl-C) after {0} instructions, before `checkpoint` was reached")]
    Interrupted(u64),
}

/// Stops a functional run after the first `checkpoint` naming string `name`.
struct StopAtCheckpoint {
    name: u32,
    seen: bool,
}

impl crate::exec::Observer for StopAtCheckpoint {
    #[inline]
    fn checkpoint(&mut self, name: u32) {
        self.seen |= name == self.name;
    }
    #[inline]
    fn stop_requested(&self) -> bool {
        self.seen
    }
}

/// How many instructions machine `m` (fresh, loaded as the cycle engine's will be) executes
/// before its first `checkpoint NAME`, which a fast-forward of that many instructions leaves
/// for the cycle engine, so the region opens there. Its output is discarded.
pub fn instructions_before_checkpoint(
    m: crate::functional::Machine,
    name: &str,
    interrupt: Option<&AtomicBool>,
) -> Result<u64, FindCheckpointError> {
    let mut m = m.with_output(Box::new(std::io::sink()));
    let Some(index) = m.code().strings.iter().position(|s| s == name) else {
        return Err(FindCheckpointError::NoSuchCheckpoint(name.to_string()));
    };
    let mut stop = StopAtCheckpoint {
        name: index as u32,
        seen: false,
    };
    let end = loop {
        let end = m.run_observed(&mut stop, INTERRUPT_POLL_INSTRUCTIONS);
        if end.is_some() || stop.seen {
            break end;
        }
        if interrupt.is_some_and(|f| f.load(Ordering::Relaxed)) {
            return Err(FindCheckpointError::Interrupted(m.instret()));
        }
    };
    match end {
        None if stop.seen => Ok(m.instret() - 1),
        end => Err(FindCheckpointError::NotReached {
            name: name.to_string(),
            executed: m.instret(),
            outcome: match end {
                Some(Outcome::Exited(status)) => format!("exit status {status}"),
                Some(Outcome::Fault(f)) => format!("fault: {f}"),
                None => "stopped".to_string(),
            },
        }),
    }
}
