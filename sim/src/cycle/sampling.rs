//! Systematic sampling, SMARTS-style (Wunderlich et al., "SMARTS: accelerating
//! microarchitecture simulation via rigorous statistical sampling", ISCA 2003): time a small
//! detailed unit of every period of instructions on the core and estimate the whole run's
//! cycles from the units' CPI, with a confidence interval, at close to the functional
//! engine's speed.
//!
//! The first period runs in detail and counts exactly (the cold start happens once: no unit
//! could stand for it), and so does the last when the run's length is known (a functional
//! pass counts it: [`instructions_in_run`]). Each later period of `period` instructions: the functional engine runs the first
//! `period - warm - detail` of them while warming the caches and the predictor
//! (continuous functional warming: every instruction, so large caches are warm too), the core
//! then runs `warm` instructions in detail unmeasured (the pipeline and the store buffer
//! reach steady state), then `detail` measured ones (from the cycle the first issues to the
//! cycle the last does, so the unit carries neither a fill nor a drain), and drains; where
//! the unit sits in its period is drawn from the seed (stratified random sampling, so a
//! program that repeats with the period's length does not bias the units).

use super::CycleMachine;
use crate::functional::Outcome;
use serde::Serialize;

/// The least relative half-width of the CPI's confidence interval: the error sampling does
/// not account for (warming, unit boundaries), measured at up to 0.25% on the bench
/// programs, doubled.
pub const NON_SAMPLING_ERROR: f64 = 0.005;

/// `--sample PERIOD:DETAIL:WARM`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SamplePlan {
    /// Instructions per period (one unit measured in each).
    pub period: u64,
    /// Instructions measured per unit.
    pub detail: u64,
    /// Instructions run in detail before each unit, unmeasured.
    pub warm: u64,
}

impl std::str::FromStr for SamplePlan {
    type Err = String;
    fn from_str(s: &str) -> Result<SamplePlan, String> {
        let parts: Vec<&str> = s.split(':').collect();
        let [period, detail, warm] = parts[..] else {
            return Err("expected PERIOD:DETAIL:WARM, e.g. 100000:1000:2000".into());
        };
        let num = |what: &str, v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{what} `{v}` is not a number of instructions"))
        };
        let plan = SamplePlan {
            period: num("PERIOD", period)?,
            detail: num("DETAIL", detail)?,
            warm: num("WARM", warm)?,
        };
        if plan.detail == 0 {
            return Err("DETAIL must be at least 1 instruction".into());
        }
        match plan.detail.checked_add(plan.warm) {
            Some(n) if n <= plan.period => {}
            n => {
                return Err(format!(
                    "DETAIL + WARM ({}) exceed the PERIOD ({})",
                    n.map_or_else(|| "more than 2^64".to_string(), |n| n.to_string()),
                    plan.period
                ))
            }
        }
        Ok(plan)
    }
}

/// What a sampled run estimates: the first period's cycles exactly, plus the mean CPI of
/// the units times the instructions after it.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SampleEstimate {
    /// Units measured.
    pub samples: u64,
    /// Instructions the whole run executed.
    pub instructions: u64,
    /// The first and the last period, timed in full: their instructions and cycles.
    pub exact_instructions: u64,
    pub exact_cycles: u64,
    /// Instructions and cycles of the measured units.
    pub measured_instructions: u64,
    pub measured_cycles: u64,
    /// Mean CPI of the units, and the half-width of its 95% confidence interval (`None`
    /// with fewer than two units).
    pub cpi: f64,
    pub cpi_ci95: Option<f64>,
    /// `cpi × instructions`, and the interval `(cpi ∓ half-width) × instructions`.
    pub estimated_cycles: f64,
    pub cycles_ci95: Option<(f64, f64)>,
}

impl SampleEstimate {
    /// The estimate from the exactly timed first and last periods `head` (cycles,
    /// instructions) and
    /// the units (cycles, instructions) over a run of `instructions`.
    fn from_units(head: (u64, u64), units: &[(u64, u64)], instructions: u64) -> SampleEstimate {
        let n = units.len();
        let cpis: Vec<f64> = units
            .iter()
            .map(|&(c, i)| c as f64 / i.max(1) as f64)
            .collect();
        let cpi = if n == 0 {
            // No unit: the exactly timed periods stand for the rest.
            head.0 as f64 / head.1.max(1) as f64
        } else {
            cpis.iter().sum::<f64>() / n as f64
        };
        let half = (n >= 2).then(|| {
            let var = cpis.iter().map(|x| (x - cpi).powi(2)).sum::<f64>() / (n - 1) as f64;
            // The normal quantile: SMARTS's units are many (a t quantile for few would be
            // wider; below 30 units the interval is optimistic). The sampling error alone
            // understates a regular program's: units start from functional warming and end
            // at a unit boundary, which the full run does not (up to 0.25% of CPI on the
            // bench programs), so the half-width is at least NON_SAMPLING_ERROR.
            (1.96 * (var / n as f64).sqrt()).max(NON_SAMPLING_ERROR * cpi)
        });
        let rest = instructions.saturating_sub(head.1) as f64;
        let exact = head.0 as f64;
        SampleEstimate {
            samples: n as u64,
            instructions,
            exact_instructions: head.1,
            exact_cycles: head.0,
            measured_instructions: units.iter().map(|u| u.1).sum(),
            measured_cycles: units.iter().map(|u| u.0).sum(),
            cpi,
            cpi_ci95: half,
            estimated_cycles: exact + cpi * rest,
            cycles_ci95: half.map(|h| (exact + (cpi - h) * rest, exact + (cpi + h) * rest)),
        }
    }

    /// The lines `--stats` prints.
    pub fn summary(&self) -> String {
        let mut o = format!(
            "sampled: {} instructions in full (the first and last period, {} cycles), {} units of {} \
             instructions measured ({} cycles) over {} instructions\n\
             estimated cycles {:.0}   CPI {:.4}",
            self.exact_instructions,
            self.exact_cycles,
            self.samples,
            self.measured_instructions / self.samples.max(1),
            self.measured_cycles,
            self.instructions,
            self.estimated_cycles,
            self.cpi
        );
        match (self.cpi_ci95, self.cycles_ci95) {
            (Some(h), Some((lo, hi))) => {
                o += &format!("   95% CI: CPI ±{h:.4}, cycles {lo:.0}..{hi:.0}\n");
            }
            _ => o += "   (no confidence interval: fewer than two units)\n",
        }
        o
    }
}

impl CycleMachine {
    /// Run the program to its end (or `max_insns` instructions) sampled by `plan`: the
    /// outcome, and the estimate. One core; before the first cycle.
    ///
    /// `total`: how many instructions the run executes (a functional run tells:
    /// [`instructions_in_run`]), so that the last period is timed in full too, as the first
    /// is (what happens once at the end, no unit stands for either); `None` samples to the end.
    pub fn run_sampled(
        &mut self,
        plan: SamplePlan,
        max_insns: Option<u64>,
        total: Option<u64>,
    ) -> Result<(Outcome, SampleEstimate), super::FastForwardError> {
        if self.multi.is_some() {
            return Err(super::FastForwardError::SeveralCores);
        }
        if self.core.cycle > 0 || self.machine.instret() > 0 {
            return Err(super::FastForwardError::Started);
        }
        let limit = max_insns.unwrap_or(u64::MAX);
        let mut units = Vec::new();
        // A plan built by hand rather than parsed may not add up: at least one measured
        // instruction per period (so every period makes progress), and no negative gap.
        let detail = plan.detail.max(1);
        let plan = SamplePlan {
            detail,
            period: plan.period.max(detail.saturating_add(plan.warm)),
            warm: plan.warm,
        };
        let gap = plan.period - plan.detail - plan.warm;
        // The first period in detail, counted exactly: the cold start (compulsory misses, the
        // predictor learning) happens once, so no unit would stand for it.
        let mut head = (0, 0);
        let mut ended = None;
        let mut ticks = 0u32;
        while self.machine.instret() < plan.period.min(limit) {
            if self.core.tick(&mut self.machine) {
                ended = self.core.take_ended();
                break;
            }
            ticks = ticks.wrapping_add(1);
            if ticks.is_multiple_of(POLL_TICKS) && self.interrupted() {
                ended = Some(self.interrupt_here());
                break;
            }
        }
        head.0 = self.core.cycle;
        head.1 = self.machine.instret();
        self.core.stop_fetch();
        while !self.core.is_empty() {
            self.core.tick(&mut self.machine);
        }
        if ended.is_none() && self.machine.instret() >= limit {
            ended = Some(self.max_insns_fault(limit));
        }
        self.machine.set_profile(false);
        let tail_from = total.map_or(u64::MAX, |t| t.saturating_sub(plan.period));
        let mut tail = (0, 0);
        let end = 'run: loop {
            if let Some(o) = ended.take() {
                break 'run o;
            }
            if self.interrupted() {
                break 'run self.interrupt_here();
            }
            if self.machine.instret() >= tail_from {
                // The last period in detail to the end, counted exactly.
                self.core.resume_at(&self.machine);
                let (c0, i0) = (self.core.cycle, self.machine.instret());
                let o = loop {
                    if self.core.tick(&mut self.machine) {
                        self.core.stop_fetch();
                        let o = self.core.take_ended();
                        while !self.core.is_empty() {
                            self.core.tick(&mut self.machine);
                        }
                        break o;
                    }
                    ticks = ticks.wrapping_add(1);
                    let interrupted = ticks.is_multiple_of(POLL_TICKS) && self.interrupted();
                    if self.machine.instret() >= limit || interrupted {
                        self.core.stop_fetch();
                        while !self.core.is_empty() {
                            self.core.tick(&mut self.machine);
                        }
                        break Some(if interrupted {
                            self.interrupt_here()
                        } else {
                            self.max_insns_fault(limit)
                        });
                    }
                };
                tail = (self.core.cycle - c0, self.machine.instret() - i0);
                match o {
                    Some(o) => break 'run o,
                    None => continue,
                }
            }
            // Functional, warming, up to the unit: a seeded place in the period (stratified
            // random sampling: a program whose behaviour repeats with the period's length
            // would bias units always taken at the same offset).
            let period_start = self.machine.instret();
            let offset = self.core.draw(gap);
            let stop = period_start
                .saturating_add(offset)
                .min(limit)
                .min(tail_from);
            if let Some(o) = self.warm_through(stop, limit) {
                break 'run o;
            }
            if self.machine.instret() >= tail_from {
                continue;
            }
            // Detailed: unmeasured warm-up, the measured unit, the drain.
            self.core.resume_at(&self.machine);
            let start = self.machine.instret();
            let from = start.saturating_add(plan.warm);
            let to = from.saturating_add(plan.detail);
            let mut at_from = (self.core.cycle, start);
            let mut ended = None;
            while self.machine.instret() < to.min(limit) {
                let before = self.machine.instret();
                if self.core.tick(&mut self.machine) {
                    ended = self.core.take_ended();
                    break;
                }
                if before < from && self.machine.instret() >= from {
                    at_from = (self.core.cycle, self.machine.instret());
                }
            }
            let (c1, i1) = (self.core.cycle, self.machine.instret());
            self.core.stop_fetch();
            while !self.core.is_empty() {
                self.core.tick(&mut self.machine);
            }
            if i1 > at_from.1 && at_from.1 >= from {
                units.push((c1 - at_from.0, i1 - at_from.1));
            }
            if let Some(o) = ended {
                break 'run o;
            }
            // The rest of the period, warming.
            let stop = period_start
                .saturating_add(plan.period)
                .min(limit)
                .min(tail_from);
            if let Some(o) = self.warm_through(stop, limit) {
                break 'run o;
            }
        };
        self.machine.set_profile(true);
        self.outcome = Some(end.clone());
        let head = (head.0 + tail.0, head.1 + tail.1);
        let estimate = SampleEstimate::from_units(head, &units, self.machine.instret());
        self.sampled = Some(estimate.clone());
        Ok((end, estimate))
    }

    /// Warm functionally up to instruction `stop`: the run's outcome if it ends on the way or
    /// has reached the instruction bound `limit`.
    fn warm_through(&mut self, stop: u64, limit: u64) -> Option<Outcome> {
        if let Some(o) = self.functional_to(stop, true) {
            return Some(o);
        }
        (self.machine.instret() >= limit).then(|| self.max_insns_fault(limit))
    }

    /// The user interrupted (Ctrl-C): the run ends here, at the core's clock.
    fn interrupt_here(&mut self) -> Outcome {
        let kind = crate::fault::FaultKind::Interrupted {
            cycle: Some(self.core.cycle),
            instructions: self.machine.instret(),
        };
        self.machine.stop_with(kind)
    }

    fn max_insns_fault(&mut self, limit: u64) -> Outcome {
        let kind = crate::fault::FaultKind::MaxInstructions { limit };
        let pc = self.machine.pc();
        self.machine.locate(kind, pc)
    }
}

/// Cycle-engine ticks between looks at the interrupt flag in the exactly timed periods.
const POLL_TICKS: u32 = 1 << 16;

/// How many instructions machine `m` (fresh, loaded as the cycle engine's will be) executes
/// to its end or `max_insns`; its output is discarded.
/// `Err` with the instructions run so far when `interrupt` is set meanwhile (Ctrl-C).
pub fn instructions_in_run(
    m: crate::functional::Machine,
    max_insns: Option<u64>,
    interrupt: Option<&std::sync::atomic::AtomicBool>,
) -> Result<u64, u64> {
    let mut m = m.with_output(Box::new(std::io::sink()));
    let limit = max_insns.unwrap_or(u64::MAX);
    while m.instret() < limit {
        let chunk = (limit - m.instret()).min(crate::functional::INTERRUPT_POLL_INSTRUCTIONS);
        if m.run_for(chunk).is_some() {
            break;
        }
        if interrupt.is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed)) {
            return Err(m.instret());
        }
    }
    Ok(m.instret())
}
