//! `maple litmus FILE`: run a litmus program many times on the cycle engine, one seed per
//! run, and print the histogram of its outcomes, litmus7-style, checked against the
//! outcomes its header forbids under the memory model that ran.
//!
//! A litmus program is an ordinary MAPLE IR program whose output is its outcome (its
//! registers and final memory values, printed by `main` after joining the racing threads).
//! Its header ([`header`]) names it, says how many threads race and which outcomes each
//! model forbids (`# forbid sc tso: r0=0 r1=0`) or allows (`# expect weak: ...`).
//!
//! Runs use seeds 1..=N (`seed` perturbs thread start skew, DRAM jitter and bus arbitration
//! on a multi-core machine), so a histogram is reproducible, and any outcome can be replayed
//! alone with `maple run --seed S`. The runs are spread over the host's cores, but each run
//! is deterministic for its seed and the counts are merged after all have finished, so the
//! result never depends on host thread timing.
//!
//! Exit status: 1 when a forbidden outcome appeared (the summary names it and the first seed
//! that produced it), 0 otherwise; 2 for errors of maple (unreadable file, bad header, bad
//! configuration). A run that faults or exits non-zero is an outcome of its own, naming the
//! fault or the status after whatever the program printed.

pub mod header;

use super::run::machine_config;
use crate::load::{self, LoadFailure};
use header::{model_name, outcome_text, pattern_matches, Header, Verdict};
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::uarch::{MemoryModel, UarchConfig};
use maple_sim::{Capture, Outcome, Program, RunConfig, TypeDesc};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};

/// Cores when neither `--cores` nor the header's `threads:` says: two racing threads and
/// main.
const DEFAULT_CORES: u32 = 3;

#[derive(clap::Args)]
pub struct Args {
    /// The litmus program (.mpl or .uir, or an image from `maple asm`; an image has no header).
    file: PathBuf,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
    /// How many runs (seeds 1..=N).
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    runs: u64,
    /// Cores of the simulated machine; default: one per racing thread (the header's
    /// `threads:`) and one for main, which starts them; else 3.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    cores: Option<u32>,
    /// Memory model (sc, tso or weak); default: the configuration's `memory.model`.
    #[arg(long, value_name = "MODEL", value_parser = super::run::parse_model)]
    model: Option<MemoryModel>,
    /// The microarchitecture (TOML; `maple config` prints the default with every key).
    #[arg(long, value_name = "FILE.toml")]
    config: Option<PathBuf>,
    /// No progress bar (there is one on a terminal).
    #[arg(long)]
    quiet: bool,
    /// Print the histogram as JSON: `{"name", "model", "cores", "runs", "outcomes":
    /// {OUTCOME: COUNT}, "forbidden": [OUTCOME...]}`.
    #[arg(long)]
    json: bool,
    /// End a run with a fault after this many cycles (a litmus program that never finishes
    /// is an outcome, not a hang).
    #[arg(long, value_name = "N", default_value_t = 5_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_cycles: u64,
    /// Host threads running the simulations; default: the host's cores.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    jobs: Option<u32>,
    /// Check the coherence invariant after every cycle of every run (slow; a violation is
    /// an outcome naming it).
    #[arg(long)]
    check_coherence: bool,
}

/// Everything a run needs, shared by the host threads.
struct Setup {
    program: Program,
    types: Vec<TypeDesc>,
    uarch: UarchConfig,
    limits: Limits,
    check_coherence: bool,
}

impl Setup {
    /// Run once with `seed`: the outcome as the histogram shows it. Never panics: a fault or
    /// a failure to build the machine is an outcome too.
    fn run(&self, seed: u64) -> String {
        // A panic of the simulator is a bug, but one run's bug must not hide the others'
        // outcomes: it becomes an outcome naming it (the panic message is on stderr).
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.run_unguarded(seed)))
            .unwrap_or_else(|_| "simulator panic (see stderr)".to_string())
    }

    fn run_unguarded(&self, seed: u64) -> String {
        let mut uarch = self.uarch.clone();
        uarch.seed = seed;
        let capture = Capture::new();
        let cm = CycleMachine::new(self.program.clone(), RunConfig::default(), &uarch);
        let mut cm = match cm {
            Ok(cm) => cm.with_output(Box::new(capture.clone())),
            Err(e) => return format!("load error: {e}"),
        };
        cm.machine_mut().runtime_mut().types = self.types.clone();
        cm.set_check_coherence(self.check_coherence);
        let outcome = cm.run(&self.limits, &mut NoTracer);
        let printed = outcome_text(&capture.text());
        let ending = match outcome {
            Outcome::Exited(0) if printed.is_empty() => "(no output)".to_string(),
            Outcome::Exited(0) => return printed,
            Outcome::Exited(status) => format!("exit {status}"),
            Outcome::Fault(fault) => match &fault.function {
                Some(f) => format!("fault: {} in {f}", fault.kind),
                None => format!("fault: {}", fault.kind),
            },
        };
        if printed.is_empty() {
            ending
        } else {
            format!("{printed} | {ending}")
        }
    }
}

/// How often each outcome appeared, and the first seed that produced it.
#[derive(Default)]
struct Histogram {
    counts: BTreeMap<String, (u64, u64)>,
}

impl Histogram {
    fn add(&mut self, outcome: String, seed: u64) {
        let e = self.counts.entry(outcome).or_insert((0, seed));
        e.0 += 1;
        e.1 = e.1.min(seed);
    }
}

/// Run seeds 1..=runs over `jobs` host threads. Each thread takes the next seed from a shared
/// counter and keeps its own histogram; merging them is order-independent (counts add, first
/// seeds take the minimum), so the result is the same whichever thread ran which seed.
fn run_all(
    setup: &Setup,
    runs: u64,
    jobs: u32,
    bar: &indicatif::ProgressBar,
) -> Result<Histogram, String> {
    let next = AtomicU64::new(1);
    let jobs = u64::from(jobs).min(runs).max(1);
    let partials: Vec<Histogram> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                s.spawn(|| {
                    let mut h = Histogram::default();
                    loop {
                        let seed = next.fetch_add(1, Ordering::Relaxed);
                        if seed > runs {
                            return h;
                        }
                        h.add(setup.run(seed), seed);
                        bar.inc(1);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .map_err(|_| "a litmus worker thread failed".to_string())
            })
            .collect::<Result<_, _>>()
    })?;
    let mut all = Histogram::default();
    for part in partials {
        for (outcome, (count, seed)) in part.counts {
            let e = all.counts.entry(outcome).or_insert((0, seed));
            e.0 += count;
            e.1 = e.1.min(seed);
        }
    }
    Ok(all)
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let path = &args.file;
    let lang = crate::load::lang_of(path, args.lang.get());
    let is_uvm = lang == Some(crate::load::Lang::Uvm);
    let header = if lang.is_some() {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let parsed = if is_uvm {
            Header::parse_uvm(&text)
        } else {
            Header::parse(&text)
        };
        parsed.map_err(|e| format!("{}:{e}", path.display()))?
    } else {
        Header::default()
    };
    let image = match load::image(path, args.lang.get()) {
        Ok(image) => image,
        Err(LoadFailure::Diagnostics) => {
            return Err(format!("{}: does not assemble (see above)", path.display()).into())
        }
        Err(LoadFailure::Message(m)) => return Err(m.into()),
    };
    let program = load::program(&image).map_err(|m| format!("{}: {m}", path.display()))?;
    let mut uarch = machine_config(args.config.as_deref(), None)?;
    uarch.core.count = args
        .cores
        .or(header.threads.map(|n| (n + 1).min(64)))
        .unwrap_or(DEFAULT_CORES);
    if let Some(model) = args.model {
        uarch.memory.model = model;
    }
    // Refuse a program with unresolved externals once, up front, rather than in every run.
    let probe = CycleMachine::new(program.clone(), RunConfig::default(), &uarch)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    check_externals(probe.machine(), path)?;
    drop(probe);
    let setup = Setup {
        program,
        types: load::types(&image),
        uarch,
        limits: Limits {
            max_cycles: Some(args.max_cycles),
            max_insns: None,
        },
        check_coherence: args.check_coherence,
    };
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, |n| n.get().min(1024) as u32)
    });
    let bar = crate::progress::bar(args.runs, "runs", args.quiet);
    let histogram = run_all(&setup, args.runs, jobs, &bar)?;
    bar.finish_and_clear();
    let name = header.name.clone().unwrap_or_else(|| {
        path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        )
    });
    let report = Report {
        name,
        header: &header,
        model: setup.uarch.memory.model,
        cores: setup.uarch.core.count,
        runs: args.runs,
        histogram,
    };
    let text = if args.json {
        serde_json::to_string_pretty(&report.json())? + "\n"
    } else {
        report.text()
    };
    super::write_stdout(text.as_bytes())?;
    let forbidden = report.forbidden();
    if forbidden.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    let listed: Vec<String> = forbidden
        .iter()
        .map(|(o, (n, seed))| format!("`{o}` ({n} runs, first with --seed {seed})"))
        .collect();
    super::write_stderr(&format!(
        "maple: litmus {}: forbidden under {}: {}\n",
        report.name,
        model_name(report.model),
        listed.join(", ")
    ));
    Ok(ExitCode::from(1))
}

/// The result of all runs, with what the header says about it.
struct Report<'a> {
    name: String,
    header: &'a Header,
    model: MemoryModel,
    cores: u32,
    runs: u64,
    histogram: Histogram,
}

impl Report<'_> {
    /// The outcomes the header forbids under the model that ran, with count and first seed.
    fn forbidden(&self) -> Vec<(&str, (u64, u64))> {
        self.histogram
            .counts
            .iter()
            .filter(|(o, _)| self.header.forbidding(self.model, o).is_some())
            .map(|(o, &c)| (o.as_str(), c))
            .collect()
    }

    fn json(&self) -> serde_json::Value {
        let outcomes: serde_json::Map<String, serde_json::Value> = self
            .histogram
            .counts
            .iter()
            .map(|(o, (n, _))| (o.clone(), (*n).into()))
            .collect();
        let forbidden: Vec<&str> = self.forbidden().into_iter().map(|(o, _)| o).collect();
        serde_json::json!({
            "name": self.name,
            "model": model_name(self.model),
            "cores": self.cores,
            "runs": self.runs,
            "outcomes": outcomes,
            "forbidden": forbidden,
        })
    }

    /// The litmus7-style histogram: a title, `COUNT  OUTCOME` per distinct outcome sorted by
    /// outcome (forbidden and expected ones marked), what the header expected, and a summary.
    fn text(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let model = model_name(self.model);
        let _ = writeln!(
            out,
            "Test {} on {} cores, model {model}: {} runs",
            self.name, self.cores, self.runs
        );
        let width = self.runs.to_string().len().max(5);
        for (outcome, (count, seed)) in &self.histogram.counts {
            let mark = if self.header.forbidding(self.model, outcome).is_some() {
                format!("   <- forbidden under {model} (first with --seed {seed})")
            } else if self
                .header
                .rules_for(Verdict::Expect, self.model)
                .any(|r| pattern_matches(&r.pattern, outcome))
            {
                format!("   <- allowed by {model}")
            } else {
                String::new()
            };
            let _ = writeln!(out, "{count:>width$}  {outcome}{mark}");
        }
        for rule in self.header.rules_for(Verdict::Expect, self.model) {
            let seen = self
                .histogram
                .counts
                .keys()
                .any(|o| pattern_matches(&rule.pattern, o));
            if !seen {
                let _ = writeln!(
                    out,
                    "Not seen (allowed by {model}, not required): {}",
                    rule.pattern
                );
            }
        }
        let forbidden = self.forbidden();
        let distinct = self.histogram.counts.len();
        let verdict = if forbidden.is_empty() {
            format!("no outcome forbidden under {model}")
        } else {
            let names: Vec<&str> = forbidden.iter().map(|(o, _)| *o).collect();
            format!("FORBIDDEN under {model}: {}", names.join(", "))
        };
        let _ = writeln!(
            out,
            "{} runs, {distinct} distinct outcome{}, {verdict}",
            self.runs,
            if distinct == 1 { "" } else { "s" }
        );
        out
    }
}

/// Refuse a litmus program that declares an external function with neither a body nor a
/// shim: once, up front, rather than as a fault in every one of its runs.
pub(crate) fn check_externals(
    machine: &maple_sim::Machine,
    file: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    let missing = machine.unresolved_externals();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}: no definition or runtime shim for: {}",
            file.display(),
            missing.join(", ")
        )
        .into())
    }
}
