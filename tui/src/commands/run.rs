//! `maple run FILE`: run a program on the cycle-level core (or, with `--engine functional`,
//! on the functional engine alone). Its output goes to stdout and its exit status becomes
//! maple's; a fault prints a report on stderr. Statistics, the profile and traces are
//! written after the program's output has been flushed.
//!
//! Pipeline traces (`--trace-konata`, `--trace-vcd`) cover a window of cycles,
//! `--trace-window START:END`, by default the first 100 000 (a trace of a long run would
//! otherwise be gigabytes). A trace that cannot be written is an error of maple (status 2)
//! reported after the program's output and statistics.

use super::profile;
use super::run_progress::{run_functional, Reporter};
use crate::load::{self, LoadFailure};
use maple_sim::cycle::fast_forward::FastForwardTo as FastForward;
use maple_sim::cycle::trace::{FoldedProfile, KonataTracer, PerfettoTrace, VcdTracer, Window};
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::runtime::input::Stdin;
use maple_sim::uarch::UarchConfig;
use maple_sim::{FaultKind, Machine, Outcome, RunConfig};
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Exit status of maple when the simulated program faults.
pub const FAULT_STATUS: u8 = 70;

/// Exit status of maple when the program called `abort` (or failed an `assert`): what a
/// shell reports for a native program that SIGABRT ended (128 + 6).
pub const ABORT_STATUS: u8 = 134;

/// Exit status of maple when Ctrl-C stopped the run: what a shell reports for a process that
/// SIGINT ended (128 + 2), though maple ended it itself, after its statistics.
pub const INTERRUPTED_STATUS: u8 = 130;

/// SIGINTs closer together than this count as one: `timeout -s INT` signals maple and then
/// its process group, and the two at once are one request to stop.
const COALESCE_MS: u64 = 1000;

/// What a SIGINT that ends maple at once says (written by the handler, so one `write`).
const ENDED_AT_ONCE: &[u8] =
    b"\nmaple: interrupted again (Ctrl-C): ended at once, without statistics\n";

/// From now on, a first Ctrl-C sets the returned flag (the cycle engine's run loop polls it
/// and ends the run, statistics still written); SIGINTs within [`COALESCE_MS`] of it are
/// the same request; a later one ends maple at once with [`INTERRUPTED_STATUS`], saying so
/// in one line, should anything after the run hang (a full pipe).
fn stop_on_ctrl_c() -> Result<Arc<AtomicBool>, String> {
    use std::sync::atomic::{AtomicU64, Ordering};
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let start = std::time::Instant::now();
    // When the first SIGINT came, in milliseconds after `start` plus one (0: none yet).
    let first = AtomicU64::new(0);
    let handler = move || {
        let now = start.elapsed().as_millis() as u64 + 1;
        match first.compare_exchange(0, now, Ordering::SeqCst, Ordering::SeqCst) {
            Ok(_) => flag.store(true, Ordering::SeqCst),
            Err(at) if now - at >= COALESCE_MS => {
                // SAFETY: write(2) on stderr with a static buffer is async-signal-safe.
                let _ =
                    unsafe { libc::write(2, ENDED_AT_ONCE.as_ptr().cast(), ENDED_AT_ONCE.len()) };
                signal_hook::low_level::exit(INTERRUPTED_STATUS.into());
            }
            Err(_) => {}
        }
    };
    // SAFETY: the handler only reads the clock (clock_gettime), does atomic operations,
    // writes stderr and _exits: all async-signal-safe; it allocates and locks nothing.
    unsafe { signal_hook::low_level::register(signal_hook::consts::SIGINT, handler) }
        .map_err(|e| format!("cannot handle Ctrl-C: {e}"))?;
    Ok(stop)
}

/// The outcome of a run the user interrupted during a functional pre-pass (finding a
/// fast-forward's checkpoint, counting a sampled run's instructions), before anything was
/// timed: `n` instructions had run.
fn interrupted_before_timing(n: u64, m: &Machine) -> Outcome {
    let kind = FaultKind::Interrupted {
        cycle: None,
        instructions: n,
    };
    let mut fault = maple_sim::Fault::new(kind, m.pc());
    fault.function = m.program().function_at(m.pc()).map(|f| f.name.clone());
    fault.note = Some("in the functional pre-pass: nothing was timed yet".into());
    Outcome::Fault(fault)
}

/// What the memoized timing engine did (`--timing memo`): how the work was split between
/// playback and ticking, and the memo's size. Not part of the statistics (they are the same
/// on both timing engines).
fn memo_summary(m: &maple_sim::cycle::MemoStats) -> String {
    let total = m.replayed_instructions + m.ticked_instructions;
    let share = if total == 0 {
        0.0
    } else {
        100.0 * m.replayed_instructions as f64 / total as f64
    };
    format!(
        "timing memo    {share:.1}% of instructions played back ({} spans), {} spans ticked \
         ({} with candidates); {} states, {} spans, {} KiB, {} flushes\n",
        m.replayed_spans,
        m.ticked_spans,
        m.missed_with_candidates,
        m.states,
        m.spans,
        m.bytes / 1024,
        m.flushes
    )
}

/// Whether the run ended because the user interrupted it.
fn is_interrupt(outcome: &Outcome) -> bool {
    matches!(outcome, Outcome::Fault(f) if matches!(f.kind, FaultKind::Interrupted { .. }))
}

/// `--timing`: the cycle engine's timing engines ([`maple_sim::cycle::TimingEngine`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Timing {
    Ticked,
    Memo,
}

impl From<Timing> for maple_sim::cycle::TimingEngine {
    fn from(t: Timing) -> Self {
        match t {
            Timing::Ticked => maple_sim::cycle::TimingEngine::Ticked,
            Timing::Memo => maple_sim::cycle::TimingEngine::Memo,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Engine {
    /// The pipelined core with caches and branch prediction: cycle counts and statistics.
    Cycle,
    /// The same semantics without timing, about 6 to 11 times faster than the cycle engine
    /// (docs/PERFORMANCE.md); straight runs of instructions execute as fused groups, counted
    /// and faulting as their parts.
    Functional,
}

#[derive(clap::Args)]
pub struct Args {
    /// The program: a .mpl (MAPLE IR) or .uir (µVM IR) file, assembled in memory, or an image
    /// from `maple asm`.
    file: PathBuf,
    /// Further MAPLE IR modules linked with it into one program, as a C linker does: externs
    /// resolve across modules, `static` symbols stay private, the entry is the `entryfunc`
    /// of the module that names one.
    #[arg(value_name = "MODULES")]
    more: Vec<PathBuf>,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
    /// Arguments for the program (after `--`): `argc`/`argv` of an entry function that
    /// declares them, with the file as `argv[0]`. The program reads maple's stdin.
    #[arg(last = true, value_name = "ARGS")]
    program_args: Vec<String>,
    /// No progress line on stderr (a run longer than two seconds shows one on a terminal).
    #[arg(long)]
    quiet: bool,
    /// Which engine runs the program.
    #[arg(long, value_enum, default_value = "cycle")]
    pub(crate) engine: Engine,
    /// How the cycle engine times the program: `ticked` simulates every cycle through the
    /// pipeline's stages; `memo` (the default) plays back spans of cycles it has simulated
    /// before from the same pipeline state with the same inputs, and ticks the rest. The
    /// figures are the same, byte for byte. Given, `--stats` also says what the memo did
    /// (docs/PERFORMANCE.md has what each costs).
    #[arg(long, value_enum, value_name = "ENGINE")]
    pub timing: Option<Timing>,
    /// The microarchitecture (TOML; `maple config` prints the default with every key).
    #[arg(long, value_name = "FILE.toml")]
    config: Option<PathBuf>,
    /// Seed of modelled randomness (overrides the config's): caches whose `replacement` is
    /// `random`, and with --cores N the multi-core perturbation; on the functional engine,
    /// which interleaving of threads runs (short turns, the next thread drawn by the seed;
    /// default: round-robin). The default single-core machine draws nothing at random.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// Cores (1-64), each with its own pipeline, L1s and store buffer over a shared L2 and a
    /// MESI directory; overrides the config's `core.count`. Threads take free cores and are
    /// time-sliced beyond them. `--stats-json` then adds `machine`: each core's figures and
    /// the coherence counters (docs/ARCHITECTURE.md says what each memory model reorders).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    cores: Option<u32>,
    /// The memory model: sc, tso or weak; overrides the config's `memory.model`.
    #[arg(long, value_name = "MODEL", value_parser = parse_model)]
    model: Option<maple_sim::uarch::MemoryModel>,
    /// With --cores N (N >= 2): check after every cycle that the MESI directory and the
    /// L1Ds agree and that each line has one writer or only readers (a debug option: slow; a
    /// violation ends the run with a fault naming the line and the cycle).
    #[arg(long)]
    check_coherence: bool,
    /// Check every stall cycle against its cause: `icache` only while an instruction-line
    /// miss is outstanding, `dcache_*` only while a data miss is, `membar` only while stores
    /// are in flight, ... (a debug option; a violation fails the run, naming the cycle).
    #[arg(long)]
    audit_stalls: bool,
    /// Print a summary on stderr: cycles, instructions, IPC, the stall cycles by cause (every
    /// cycle issues an instruction or is charged to one cause, so cycles = instructions + the
    /// stalls), cache hits and misses, branch prediction, cycles per function and per thread,
    /// and checkpoint regions (`checkpoint NAME` opens region NAME, the next one closes it;
    /// with several cores a region's instructions are every thread's meanwhile).
    #[arg(long)]
    stats: bool,
    /// Write the statistics as JSON to PATH (`-` for stdout after the program's output):
    /// `cycles`, `instructions`, `stalls`, `caches` (`l1i`, `l1d`, `l2`), `branches`,
    /// `functions`, `regions` and `threads` (a thread is `"thread": N`, numbered as the
    /// debugger's `info threads` numbers it); `machine` with several cores, `fast_forward` or
    /// `sampling` when asked for, and `"interrupted": true` when Ctrl-C stopped the run.
    #[arg(long, value_name = "PATH")]
    stats_json: Option<PathBuf>,
    /// Print cycles per function, per thread (when the program made threads) and per source
    /// line on stderr, then an annotated listing of the hottest functions. With several cores
    /// each core charges its own cycles and the figures are sums over the cores, their
    /// percentages of that sum.
    #[arg(long)]
    profile: bool,
    /// Stop with a fault after this many cycles.
    #[arg(long, value_name = "N")]
    max_cycles: Option<u64>,
    /// Stop with a fault after this many IR instructions (runaway programs end cleanly).
    #[arg(long, value_name = "N")]
    max_insns: Option<u64>,
    /// Most guest memory the program may use: the pages it touches and its heap (bytes, or
    /// with K, M or G; default 1G, or the config's `memory.limit`). Past it malloc, calloc
    /// and realloc return null; a managed allocation or a store to a new page ends the run
    /// with a fault naming the limit.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    mem_limit: Option<u64>,
    /// Most threads the program may start, main included: one more pthread_create returns
    /// EAGAIN (as glibc's at its limits), and a note on stderr names the limit once.
    #[arg(long, value_name = "N", default_value_t = maple_sim::functional::DEFAULT_MAX_THREADS,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    max_threads: u32,
    /// Bytes of each thread's call stack, main included (or with K, M or G; default 8M, Linux's
    /// `ulimit -s` and glibc's thread default). A stack costs memory only where touched, and
    /// counts toward --mem-limit then; threads past what the address space holds of them
    /// (126 at 8M beside main's; a joined thread's is reused) get EAGAIN from pthread_create.
    #[arg(long, value_name = "SIZE", value_parser = parse_stack_size)]
    stack_size: Option<u32>,
    /// Most program output (bytes, or with K, M or G): the run ends with a fault naming the
    /// limit once the output passes it; everything up to it is written.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    max_output: Option<u64>,
    /// Catch use after free also after reuse: freed heap blocks and managed objects wait,
    /// poisoned, in a quarantine (at most 16 MiB or a quarter of --mem-limit, and 16384
    /// blocks) before `malloc` may reuse them. (Without it a freed block is poisoned only
    /// until it is reused; an access to it faults naming the block and where it was freed.) Off by default: it costs the bench programs
    /// under 0.1% of host time, but it moves allocations that follow a free, so a program
    /// that frees often runs on other addresses and its cycles change (4x on
    /// tests/programs/memory/heap.mpl).
    #[arg(long)]
    check_memory: bool,
    /// Write a pipeline trace in Konata's log format (open it in the Konata viewer): one row
    /// per instruction with its stages and stall causes. With several cores, every core:
    /// Konata's thread id is the core, and the detail label names the core and the thread.
    #[arg(long, value_name = "PATH")]
    trace_konata: Option<PathBuf>,
    /// Write a VCD waveform of the pipeline (GTKWave, Surfer): per stage PC and opcode,
    /// stall cause, retire, mispredict and cache-miss pulses; one time unit per cycle. With
    /// several cores, a scope per core (`core0`, `core1`, ...).
    #[arg(long, value_name = "PATH")]
    trace_vcd: Option<PathBuf>,
    /// Write cycles per call stack in the folded format flame-graph tools read
    /// (`inferno-flamegraph`, `flamegraph.pl`, speedscope): `main;f;g CYCLES` per line, a
    /// `thread N` root per thread when several ran. Covers the whole run, whatever the trace
    /// window; the lines add up exactly to the function table of --stats by innermost
    /// function (`inferno-flamegraph PATH > fg.svg`).
    #[arg(long, value_name = "PATH")]
    profile_folded: Option<PathBuf>,
    /// Write a Chrome trace-event JSON file (open it in ui.perfetto.dev or chrome://tracing):
    /// function spans per thread, blocked spans, checkpoint regions, and each core's IPC and
    /// L1D miss rate every 10,000 cycles; time in cycles (shown as µs); bounded by
    /// --trace-window. With one thread the spans' self times are the function table's
    /// cycles; with several they are wall-clock.
    #[arg(long, value_name = "PATH")]
    trace_perfetto: Option<PathBuf>,
    /// Write a self-contained HTML report of the run (open it in a browser): the CPI stack,
    /// cycles per function, caches and branches, the hottest source lines, regions, threads;
    /// `maple report` is this flag's command.
    #[arg(long, value_name = "PATH")]
    pub(crate) report: Option<PathBuf>,
    /// Cycles the traces cover: START:END, END exclusive, either may be left out
    /// (`5000:` to the end). Default: the first 100000 cycles. With several cores the window
    /// applies to each core's clock.
    #[arg(long, value_name = "START:END")]
    trace_window: Option<Window>,
    /// Run the functional engine (no timing, so several times faster) up to the first
    /// `checkpoint REGION`, or for N instructions (a value that is a number is a count), then
    /// switch to the cycle engine: the statistics cover only the timed part (`fast_forward` in
    /// --stats-json says what was skipped). With --cores N the threads take turns on the
    /// functional engine, and the cores take the harts over from there.
    ///
    /// With warming (--warm) on one core a region costs about the cycles it costs in a full
    /// run (within 2% on the bench programs); without (--warm 0) it starts cold, 2-10%
    /// dearer. With several cores the threads interleave differently after the point.
    #[arg(long, value_name = "REGION|N")]
    fast_forward: Option<FastForward>,
    /// With --fast-forward: the last N fast-forwarded instructions also warm the caches and
    /// the branch predictor, so the timed part does not start cold (with several cores: the
    /// shared L2 and every core's predictor; the L1s start empty).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1_000_000,
        requires = "fast_forward"
    )]
    warm: u64,
    /// Systematic sampling (SMARTS): in every PERIOD instructions, time DETAIL of them on the
    /// core after WARM unmeasured ones, at a seeded place in the period, the rest on the
    /// functional engine warming caches and predictor; the first and the last PERIOD
    /// instructions are timed in full. --stats and `sampling` in --stats-json give the
    /// estimated cycles and CPI with a 95% confidence interval (at least +-0.5%); with
    /// 10000:1000:1000 it contains the full run's cycles on every bench program. One core.
    #[arg(long, value_name = "PERIOD:DETAIL:WARM", conflicts_with_all = ["fast_forward", "max_cycles", "trace_konata", "trace_vcd"])]
    sample: Option<maple_sim::cycle::sampling::SamplePlan>,
}

/// The trace writers a run was asked for.
type Traces = (
    Option<KonataTracer<BufWriter<File>>>,
    (
        Option<VcdTracer<BufWriter<File>>>,
        (Option<FoldedProfile>, Option<PerfettoTrace>),
    ),
);

impl Args {
    /// Whether something watches every cycle: a trace or the folded profile.
    fn tracing(&self) -> bool {
        self.windowed_traces() || self.profile_folded.is_some()
    }

    /// Whether a trace that `--trace-window` bounds is asked for.
    fn windowed_traces(&self) -> bool {
        self.trace_konata.is_some() || self.trace_vcd.is_some() || self.trace_perfetto.is_some()
    }

    /// Create the trace files before the run, so a bad path fails at once.
    fn open_traces(&self) -> Result<Traces, Box<dyn std::error::Error>> {
        if self.trace_window.is_some() && !self.windowed_traces() {
            return Err(
                "--trace-window needs --trace-konata, --trace-vcd or --trace-perfetto".into(),
            );
        }
        if self.trace_konata.is_some() && self.trace_konata == self.trace_vcd {
            return Err("--trace-konata and --trace-vcd name the same file".into());
        }
        if let Some(path) = &self.report {
            File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        }
        let window = self.trace_window.unwrap_or_default();
        let create = |path: &Path| {
            File::create(path)
                .map(BufWriter::new)
                .map_err(|e| format!("cannot create {}: {e}", path.display()))
        };
        let konata = match &self.trace_konata {
            Some(p) => Some(KonataTracer::new(create(p)?, window)),
            None => None,
        };
        let vcd = match &self.trace_vcd {
            Some(p) => Some(VcdTracer::new(create(p)?, window)),
            None => None,
        };
        let folded = match &self.profile_folded {
            Some(p) => {
                create(p)?;
                Some(FoldedProfile::new())
            }
            None => None,
        };
        let perfetto = match &self.trace_perfetto {
            Some(p) => {
                create(p)?;
                Some(PerfettoTrace::new(window))
            }
            None => None,
        };
        Ok((konata, (vcd, (folded, perfetto))))
    }

    /// Flush the traces and write the folded profile (naming functions by `names`); the
    /// first that failed, as a message naming its file.
    fn close_traces(
        &self,
        (konata, (vcd, (folded, perfetto))): Traces,
        names: &[String],
    ) -> Result<(), String> {
        let failed = |path: &Option<PathBuf>, e: std::io::Error| {
            let path = path.as_deref().unwrap_or(Path::new("?"));
            format!("cannot write {}: {e}", path.display())
        };
        if let Some(k) = konata {
            k.close().map_err(|e| failed(&self.trace_konata, e))?;
        }
        if let Some(v) = vcd {
            v.close().map_err(|e| failed(&self.trace_vcd, e))?;
        }
        if let (Some(f), Some(path)) = (folded, &self.profile_folded) {
            let mut out = Vec::new();
            let written = f
                .write(&mut out, names)
                .and_then(|()| std::fs::write(path, out));
            written.map_err(|e| failed(&self.profile_folded, e))?;
        }
        if let (Some(t), Some(path)) = (perfetto, &self.trace_perfetto) {
            let mut out = Vec::new();
            let written = t.write(&mut out).and_then(|()| std::fs::write(path, out));
            written.map_err(|e| failed(&self.trace_perfetto, e))?;
        }
        Ok(())
    }
}

/// A size in bytes: a number, optionally followed by K, M or G (powers of 1024; `KiB`,
/// `MB` and friends are read the same).
pub(crate) fn parse_size(text: &str) -> Result<u64, String> {
    maple_sim::uarch::parse_size(text)
}

/// `--stack-size`'s value: a size from a page to 1 GiB (what the address space can hold).
fn parse_stack_size(text: &str) -> Result<u32, String> {
    let bytes = parse_size(text)?;
    match u32::try_from(bytes) {
        Ok(b) if (4096..=1 << 30).contains(&b) => Ok(b),
        _ => Err(format!("`{text}`: a stack is 4K to 1G")),
    }
}

/// The run settings the flags give (`trap_misaligned` as the configuration says).
/// The run settings every machine of this run gets (the timed one and any functional
/// pre-pass, which must run the same program): the guest's bounds and its `argv`.
fn run_config(args: &Args, trap_misaligned: bool) -> RunConfig {
    let mut argv = vec![args.file.display().to_string()];
    argv.extend(args.program_args.iter().cloned());
    RunConfig {
        trap_misaligned,
        args: argv,
        mem_limit: args.mem_limit,
        max_threads: args.max_threads,
        max_output: args.max_output,
        check_memory: args.check_memory,
        stack_size: args
            .stack_size
            .unwrap_or(maple_isa::abi::DEFAULT_STACK_SIZE),
        ..RunConfig::default()
    }
}

/// `--model`'s value (also `maple litmus`'s).
pub(crate) fn parse_model(word: &str) -> Result<maple_sim::uarch::MemoryModel, String> {
    maple_sim::uarch::MemoryModel::from_name(word)
        .ok_or_else(|| format!("unknown memory model `{word}`: sc, tso or weak"))
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let image = match load::linked_image(&args.file, &args.more, args.lang.get()) {
        Ok(image) => image,
        Err(LoadFailure::Diagnostics) => return Ok(ExitCode::from(1)),
        Err(LoadFailure::Message(m)) => return Err(m.into()),
    };
    let program = match load::runnable(&image, &args.file) {
        Ok(program) => program,
        Err(failure) => return failure.into_exit(),
    };
    let types = load::types(&image);
    let at = |e: &dyn std::fmt::Display| format!("{}: {e}", args.file.display());
    // The program's stdin, read from the host as the program asks; every machine of the run
    // reads the same bytes (a pre-pass's reads are kept for the timed run).
    let stdin = Stdin::reading(Box::new(std::io::stdin()));
    let outcome = match args.engine {
        Engine::Functional => {
            if args.stats
                || args.stats_json.is_some()
                || args.report.is_some()
                || args.profile
                || args.max_cycles.is_some()
                || args.tracing()
                || args.trace_window.is_some()
                || args.cores.is_some_and(|n| n > 1)
                || args.model.is_some()
                || args.check_coherence
                || args.audit_stalls
                || args.fast_forward.is_some()
                || args.sample.is_some()
            {
                return Err(
                    "--stats, --stats-json, --report, --profile, --profile-folded, --max-cycles, --trace-*, --cores, \
                     --model, --check-coherence, --audit-stalls, --fast-forward and --sample need the cycle engine \
                     (drop --engine functional)"
                        .into(),
                );
            }
            let mut config = RunConfig {
                seed: args.seed,
                ..run_config(args, false)
            };
            if config.mem_limit.is_none() && args.config.is_some() {
                let uarch = machine_config(args.config.as_deref(), None)?;
                config.mem_limit = Some(uarch.memory.limit);
            }
            let mut machine = Machine::new(program, config)
                .map_err(|e| at(&e))?
                .with_types(types);
            // Moved, not cloned: with no other holder the stream drops what was consumed.
            machine.runtime_mut().stdin = stdin;
            let reporter = Reporter::start("functional", args.quiet);
            let stop = stop_on_ctrl_c()?;
            let outcome = run_functional(&mut machine, args.max_insns, &reporter.progress, &stop);
            reporter.finish();
            outcome
        }
        Engine::Cycle => {
            let mut uarch = machine_config(args.config.as_deref(), args.seed)?;
            if let Some(n) = args.cores {
                uarch.core.count = n;
            }
            if let Some(model) = args.model {
                uarch.memory.model = model;
            }
            if args.check_coherence && uarch.core.count < 2 {
                // One core has no directory to check: say so rather than check nothing.
                return Err(
                    "--check-coherence checks several cores' caches: add --cores N (N >= 2)".into(),
                );
            }
            // From here a Ctrl-C stops the run (pre-passes, fast-forward, sampling, the
            // timed run) and the statistics still cover what was timed.
            let stop = stop_on_ctrl_c()?;
            // A run the user interrupted before anything was timed.
            let mut interrupted_early = None;
            let skip = match &args.fast_forward {
                None => None,
                Some(FastForward::Instructions(n)) => Some(*n),
                Some(FastForward::Region(name)) => {
                    let config = RunConfig {
                        mem_limit: args.mem_limit.or(Some(uarch.memory.limit)),
                        ..run_config(args, uarch.memory.trap_misaligned)
                    };
                    let mut m = Machine::new(program.clone(), config)
                        .map_err(|e| at(&e))?
                        .with_types(types.clone());
                    m.runtime_mut().stdin = stdin.clone();
                    use maple_sim::cycle::fast_forward::{self, FindCheckpointError};
                    match fast_forward::instructions_before_checkpoint(m, name, Some(&stop)) {
                        Ok(n) => Some(n),
                        Err(FindCheckpointError::Interrupted(n)) => {
                            interrupted_early = Some(n);
                            None
                        }
                        Err(e) => return Err(format!("--fast-forward {name}: {}", at(&e)).into()),
                    }
                }
            };
            let mut cm =
                CycleMachine::new(program, run_config(args, false), &uarch).map_err(|e| at(&e))?;
            // Sampling's pre-pass reads the input first, and the timed run again: only then
            // is a second holder kept (otherwise consumed input is dropped as it goes).
            let sampling_stdin = args.sample.is_some().then(|| stdin.clone());
            cm.machine_mut().runtime_mut().stdin = stdin;
            cm.machine_mut().runtime_mut().types = types;
            cm.set_check_coherence(args.check_coherence);
            if args.audit_stalls {
                cm.enable_stall_audit();
            }
            cm.set_interrupt(Arc::clone(&stop));
            if let Some(n) = skip {
                cm.fast_forward(n, args.warm)
                    .map_err(|e| format!("--fast-forward: {e}"))?;
            }
            cm.set_timing(args.timing.unwrap_or(Timing::Memo).into());
            let limits = Limits {
                max_cycles: args.max_cycles,
                max_insns: args.max_insns,
            };
            let traces = args.open_traces()?;
            let (outcome, traced) = if let Some(plan) = args.sample {
                let config = RunConfig {
                    mem_limit: args.mem_limit.or(Some(uarch.memory.limit)),
                    ..run_config(args, uarch.memory.trap_misaligned)
                };
                let mut m = Machine::new(cm.machine().program().clone(), config)
                    .map_err(|e| at(&e))?
                    .with_types(cm.machine().runtime().types.clone());
                m.runtime_mut().stdin = sampling_stdin.unwrap_or_default();
                match maple_sim::cycle::sampling::instructions_in_run(
                    m,
                    args.max_insns,
                    Some(&stop),
                ) {
                    Ok(total) => {
                        let (outcome, _) = cm
                            .run_sampled(plan, args.max_insns, Some(total))
                            .map_err(|e| format!("--sample: {e}"))?;
                        (outcome, Ok(()))
                    }
                    Err(n) => (interrupted_before_timing(n, cm.machine()), Ok(())),
                }
            } else if let Some(n) = interrupted_early {
                (interrupted_before_timing(n, cm.machine()), Ok(()))
            } else {
                let reporter = Reporter::start("cycle", args.quiet);
                cm.set_progress(Arc::clone(&reporter.progress));
                let ran = if args.tracing() {
                    let mut traces = traces;
                    let outcome = cm.run(&limits, &mut traces);
                    let names: Vec<String> = cm
                        .machine()
                        .program()
                        .functions
                        .iter()
                        .map(|f| f.name.clone())
                        .collect();
                    (outcome, args.close_traces(traces, &names))
                } else {
                    (cm.run(&limits, &mut NoTracer), Ok(()))
                };
                reporter.finish();
                ran
            };
            let mut report = cm.report();
            report.interrupted = is_interrupt(&outcome);
            if args.stats {
                super::write_stderr(&report.summary());
                if let Some(m) = cm.memo_stats().filter(|_| args.timing.is_some()) {
                    super::write_stderr(&memo_summary(&m));
                }
            }
            if let Some(path) = &args.stats_json {
                let json = serde_json::to_string_pretty(&report)? + "\n";
                if path.as_os_str() == "-" {
                    super::write_stdout(json.as_bytes())?;
                } else {
                    std::fs::write(path, json)
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                }
            }
            if args.profile {
                super::write_stderr(&profile::render(&cm, &report));
            }
            if let Some(path) = &args.report {
                let html = super::html_report::render(&cm, &report, &uarch, &args.file, &outcome);
                std::fs::write(path, html)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                super::write_stderr(&format!(
                    "maple: wrote the report to {} (open it in a browser)\n",
                    path.display()
                ));
            }
            traced?;
            if let Some(violation) = cm.stall_audit_violation() {
                return Err(format!("--audit-stalls: {violation}").into());
            }
            outcome
        }
    };
    match outcome {
        Outcome::Exited(status) => Ok(ExitCode::from(status as u8)),
        Outcome::Fault(fault) if matches!(fault.kind, FaultKind::Interrupted { .. }) => {
            super::write_stderr(&format!("maple: {fault}\n"));
            Ok(ExitCode::from(INTERRUPTED_STATUS))
        }
        Outcome::Fault(fault) if fault.kind == FaultKind::Aborted => {
            // One line, where a native run's shell would say "Aborted".
            let place = match (&fault.function, &fault.line) {
                (Some(f), Some((file, line))) => format!(" in {f} ({file}:{line})"),
                (Some(f), None) => format!(" in {f}"),
                _ => String::new(),
            };
            super::write_stderr(&format!("maple: program aborted: abort() called{place}\n"));
            Ok(ExitCode::from(ABORT_STATUS))
        }
        Outcome::Fault(fault) => {
            super::write_stderr(&format!("maple: program fault: {fault}\n"));
            Ok(ExitCode::from(FAULT_STATUS))
        }
    }
}

/// The microarchitecture: the default, or a file's keys over it; `seed` overrides.
pub fn machine_config(
    path: Option<&Path>,
    seed: Option<u64>,
) -> Result<UarchConfig, Box<dyn std::error::Error>> {
    let mut config = match path {
        None => UarchConfig::default(),
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            UarchConfig::from_toml(&text).map_err(|e| format!("{}: {e}", path.display()))?
        }
    };
    if let Some(seed) = seed {
        config.seed = seed;
    }
    Ok(config)
}
