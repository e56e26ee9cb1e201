//! `maple bench [DIR]`: how fast the engines run the benchmark programs, against the same
//! algorithm in C compiled with `cc -O2`, measured in the same run.
//!
//! For every `NAME.mpl` under DIR (default `tests/programs/bench`): the program is assembled
//! once, then run repeatedly (at least `--min-time` seconds, at least 3 runs) with its output
//! captured, on the functional engine, the cycle engine or both (`--engine`); the best run
//! gives simulated IR instructions per second. With both, `cycle/func` is the cycle engine's
//! time over the functional engine's (the budget: under 8x, and at least 20 M
//! instructions/s). A `NAME.c` twin is compiled with `cc -O2` and timed the same way; `vs C`
//! is the (first measured) engine's time over C's. With `--cores N` the cycle engine is also
//! measured on N cores (threads spread over them): `Nc/1c` is its host time per simulated
//! instruction over the one-core run's (the budget: at most 4.5 for 4 cores).
//! The cycle engine is measured with each timing engine `--timing` names (default both:
//! `ticked`, the reference, and `memo`, [`maple_sim::cycle::memo`]); with both, the two must
//! agree on the cycle count, and `memo/func` is the memoized engine's time over the
//! functional engine's.
//! With `--callgrind` each measured engine also gets its host instructions per simulated
//! instruction, counted by callgrind (`host_cost.rs`): the repeatable figure.

use super::run::machine_config;
use crate::load;
use maple_sim::cycle::{CycleMachine, Limits, NoTracer, TimingEngine};
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Machine, Outcome, Program, RunConfig, TypeDesc};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// Directory of benchmark programs (NAME.mpl with a NAME.c twin).
    #[arg(default_value = "tests/programs/bench")]
    dir: PathBuf,
    /// Minimum measuring time per program and engine, in seconds.
    #[arg(long, default_value_t = 1.0)]
    min_time: f64,
    /// Emit the results as JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Which engines to measure.
    #[arg(long, value_enum, default_value = "functional")]
    engine: Engines,
    /// The cycle engine's microarchitecture (TOML); the default configuration otherwise.
    #[arg(long, value_name = "FILE.toml")]
    config: Option<PathBuf>,
    /// Skip the C twins (no `cc` needed).
    #[arg(long)]
    no_c: bool,
    /// Also measure the cycle engine on this many cores (1-64), against one core.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    cores: Option<u32>,
    /// Also count host instructions per simulated instruction with callgrind (valgrind must
    /// be installed; two runs under valgrind per program and engine: slow).
    #[arg(long)]
    callgrind: bool,
    /// No progress bar (there is one on a terminal).
    #[arg(long)]
    quiet: bool,
    /// Which timing engines time the cycle engine's runs.
    #[arg(long, value_enum, default_value = "both")]
    timing: Timings,
    /// Run with `maple run --check-memory`'s use-after-free check (what it costs).
    #[arg(long)]
    check_memory: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Timings {
    Ticked,
    Memo,
    Both,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Engines {
    Functional,
    Cycle,
    Both,
}

struct Row {
    name: String,
    insns: u64,
    functional: Option<Duration>,
    /// The cycle engine, ticked and memoized.
    cycle: Option<Duration>,
    memo: Option<Duration>,
    /// Simulated cycles of the cycle engine's run.
    cycles: Option<u64>,
    /// The cycle engine on `--cores N`: instructions (spinning threads may run more) and time.
    multi: Option<(u64, Duration)>,
    c: Option<Duration>,
    /// Host instructions per simulated instruction (callgrind) of each engine.
    functional_ir: Option<f64>,
    cycle_ir: Option<f64>,
    memo_ir: Option<f64>,
}

impl Row {
    /// The engine time compared with C: the functional engine's when it was measured.
    fn maple(&self) -> Option<Duration> {
        self.functional.or(self.cycle).or(self.memo)
    }
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&args.dir)
        .map_err(|e| format!("cannot read {}: {e}", args.dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mpl"))
        .collect();
    programs.sort();
    let min = Duration::from_secs_f64(args.min_time);
    let uarch = machine_config(args.config.as_deref(), None)?;
    let mut rows = Vec::new();
    let bar = crate::progress::bar(programs.len() as u64, "programs", args.quiet);
    for p in &programs {
        bar.set_message(
            p.file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
        );
        let image =
            load::image(p, None).map_err(|_| format!("{}: does not assemble", p.display()))?;
        let program = load::program(&image).map_err(|e| format!("{}: {e}", p.display()))?;
        let types = load::types(&image);
        let at = |e: &dyn std::fmt::Display| -> Box<dyn std::error::Error> {
            format!("{}: {e}", p.display()).into()
        };
        let mut insns = 0;
        let functional = match args.engine {
            Engines::Cycle => None,
            _ => {
                let (n, t) = best_of(min, || {
                    functional_run(&program, &types, args.check_memory).map_err(|e| at(&e))
                })?;
                insns = n;
                Some(t)
            }
        };
        let (mut cycle, mut memo, mut cycles) = (None, None, None);
        let timings: &[TimingEngine] = match args.timing {
            Timings::Ticked => &[TimingEngine::Ticked],
            Timings::Memo => &[TimingEngine::Memo],
            Timings::Both => &[TimingEngine::Ticked, TimingEngine::Memo],
        };
        for &timing in timings
            .iter()
            .filter(|_| args.engine != Engines::Functional)
        {
            let mut simulated = 0;
            let (n, t) = best_of(min, || {
                let (n, c, t) = cycle_run(&program, &types, &uarch, timing, args.check_memory)
                    .map_err(|e| at(&e))?;
                simulated = c;
                Ok((n, t))
            })?;
            if (functional.is_some() || cycles.is_some()) && n != insns {
                return Err(at(&format!(
                    "the engines disagree: {insns} instructions, then {n} ({timing:?})"
                )));
            }
            if cycles.is_some_and(|c| c != simulated) {
                return Err(at(&format!(
                    "the timing engines disagree: {} cycles ticked, {simulated} memoized",
                    cycles.unwrap_or(0)
                )));
            }
            insns = n;
            match timing {
                TimingEngine::Ticked => cycle = Some(t),
                TimingEngine::Memo => memo = Some(t),
            }
            cycles = Some(simulated);
        }
        let multi = match args.cores {
            Some(n) if n > 1 && args.engine != Engines::Functional => {
                let mut several = uarch.clone();
                several.core.count = n;
                Some(best_of(min, || {
                    let (n, _, t) = cycle_run(
                        &program,
                        &types,
                        &several,
                        TimingEngine::Ticked,
                        args.check_memory,
                    )
                    .map_err(|e| at(&e))?;
                    Ok((n, t))
                })?)
            }
            _ => None,
        };
        let c = match twin(p, args.no_c)? {
            Some(exe) => Some(
                best_of(min, || {
                    let start = Instant::now();
                    let out = Command::new(&exe.0).output()?;
                    if !out.status.success() && out.status.code().is_none() {
                        return Err(format!("{} crashed", exe.0.display()).into());
                    }
                    Ok((0, start.elapsed()))
                })?
                .1,
            ),
            None => None,
        };
        let host_ir = |measured: bool, engine: &str| -> Result<Option<f64>, String> {
            if !(args.callgrind && measured) {
                return Ok(None);
            }
            super::host_cost::ir_per_insn(p, engine, args.config.as_deref(), insns).map(Some)
        };
        let functional_ir = host_ir(functional.is_some(), "functional")?;
        let cycle_ir = host_ir(cycle.is_some(), "cycle")?;
        let memo_ir = host_ir(memo.is_some(), "memo")?;
        rows.push(Row {
            name: p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            insns,
            functional,
            cycle,
            memo,
            cycles,
            multi,
            c,
            functional_ir,
            cycle_ir,
            memo_ir,
        });
        bar.inc(1);
    }
    bar.finish_and_clear();
    print(
        &rows,
        args.json,
        args.cores.filter(|&n| n > 1),
        args.callgrind,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// One run on the functional engine: (instructions, time).
fn functional_run(
    program: &Program,
    types: &[TypeDesc],
    check_memory: bool,
) -> Result<(u64, Duration), String> {
    let config = RunConfig {
        check_memory,
        ..RunConfig::default()
    };
    let mut m = Machine::new(program.clone(), config)
        .map_err(|e| e.to_string())?
        .with_types(types.to_vec())
        .with_output(Box::new(Capture::new()))
        .with_error_output(Box::new(Capture::new()));
    let start = Instant::now();
    match m.run(None) {
        Outcome::Exited(_) => Ok((m.instret(), start.elapsed())),
        Outcome::Fault(f) => Err(f.to_string()),
    }
}

/// One run on the cycle engine: (instructions, cycles, time).
fn cycle_run(
    program: &Program,
    types: &[TypeDesc],
    uarch: &UarchConfig,
    timing: TimingEngine,
    check_memory: bool,
) -> Result<(u64, u64, Duration), String> {
    let config = RunConfig {
        check_memory,
        ..RunConfig::default()
    };
    let mut cm = CycleMachine::new(program.clone(), config, uarch)
        .map_err(|e| e.to_string())?
        .with_output(Box::new(Capture::new()))
        .with_error_output(Box::new(Capture::new()));
    cm.machine_mut().runtime_mut().types = types.to_vec();
    cm.set_timing(timing);
    let start = Instant::now();
    match cm.run(&Limits::default(), &mut NoTracer) {
        Outcome::Exited(_) => Ok((cm.machine().instret(), cm.cycle(), start.elapsed())),
        Outcome::Fault(f) => Err(f.to_string()),
    }
}

type Measure = Result<(u64, Duration), Box<dyn std::error::Error>>;

/// Run `f` until `min` has passed (and at least 3 times); keep the fastest run.
fn best_of(min: Duration, mut f: impl FnMut() -> Measure) -> Measure {
    let start = Instant::now();
    let mut best: Option<(u64, Duration)> = None;
    let mut runs = 0;
    while runs < 3 || start.elapsed() < min {
        let (n, t) = f()?;
        if best.is_none_or(|(_, b)| t < b) {
            best = Some((n, t));
        }
        runs += 1;
    }
    Ok(best.unwrap_or_default())
}

/// A compiled C twin in the temporary directory, deleted when dropped (a failed
/// measurement too), so a `maple bench` leaves nothing behind.
struct Twin(PathBuf);

impl Drop for Twin {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Compile the C twin with `cc -O2`, if there is one (and it is wanted).
fn twin(program: &Path, skip: bool) -> Result<Option<Twin>, Box<dyn std::error::Error>> {
    let c = program.with_extension("c");
    if skip || !c.exists() {
        return Ok(None);
    }
    let exe = std::env::temp_dir().join(format!(
        "maple-bench-{}-{}",
        std::process::id(),
        program.file_stem().unwrap_or_default().to_string_lossy()
    ));
    let exe = Twin(exe);
    let out = Command::new("cc")
        .arg("-O2")
        .arg(&c)
        .arg("-o")
        .arg(&exe.0)
        .arg("-lm")
        .output()
        .map_err(|e| format!("cannot run cc for {}: {e}", c.display()))?;
    if !out.status.success() {
        return Err(format!(
            "cc -O2 {} failed:\n{}",
            c.display(),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(Some(exe))
}

fn print(rows: &[Row], json: bool, cores: Option<u32>, callgrind: bool) -> std::io::Result<()> {
    let secs = |d: Option<Duration>| d.map(|d| d.as_secs_f64());
    let rate = |r: &Row, d: Option<Duration>| d.map(|d| r.insns as f64 / d.as_secs_f64());
    let multi_rate = |r: &Row| r.multi.map(|(n, d)| n as f64 / d.as_secs_f64());
    // Host time per simulated instruction on N cores over one core's.
    let multi_cost = |r: &Row| multi_rate(r).zip(rate(r, r.cycle)).map(|(m, one)| one / m);
    let ratio = |a: Option<Duration>, b: Option<Duration>| {
        a.zip(b).map(|(a, b)| a.as_secs_f64() / b.as_secs_f64())
    };
    let mut out = String::new();
    if json {
        let items: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| {
                serde_json::json!({
                    "program": r.name,
                    "ir_instructions": r.insns,
                    "functional_seconds": secs(r.functional),
                    "functional_ir_instructions_per_second": rate(r, r.functional),
                    "cycle_seconds": secs(r.cycle),
                    "cycle_ir_instructions_per_second": rate(r, r.cycle),
                    "cycles": r.cycles,
                    "cycle_to_functional": ratio(r.cycle, r.functional),
                    "memo_seconds": secs(r.memo),
                    "memo_ir_instructions_per_second": rate(r, r.memo),
                    "memo_to_functional": ratio(r.memo, r.functional),
                    "memo_host_ir_per_instruction": r.memo_ir,
                    "cores": cores,
                    "multi_core_ir_instructions_per_second": multi_rate(r),
                    "multi_core_cost_per_instruction": multi_cost(r),
                    "functional_host_ir_per_instruction": r.functional_ir,
                    "cycle_host_ir_per_instruction": r.cycle_ir,
                    "c_seconds": secs(r.c),
                    "ratio_to_c": ratio(r.maple(), r.c),
                })
            })
            .collect();
        out = serde_json::to_string_pretty(&items).unwrap_or_default();
        out.push('\n');
    } else {
        let cell = |v: Option<f64>, scale: f64, prec: usize| {
            v.map_or("-".to_string(), |v| format!("{:.*}", prec, v * scale))
        };
        out.push_str(&format!(
            "{:<12} {:>13} {:>10} {:>8} {:>10} {:>8} {:>10} {:>9} {:>9} {:>9} {:>9}\n",
            "program",
            "IR insns",
            "func ms",
            "M/s",
            "cycle ms",
            "M/s",
            "cycle/func",
            "memo ms",
            "memo/func",
            "C ms",
            "vs C"
        ));
        if let Some(n) = cores {
            out.pop();
            out.push_str(&format!(
                " {:>8} {:>7}\n",
                format!("{n}c M/s"),
                format!("{n}c/1c")
            ));
        }
        if callgrind {
            out.pop();
            out.push_str(&format!(
                " {:>9} {:>9} {:>9}\n",
                "func Ir/i", "cyc Ir/i", "memo Ir/i"
            ));
        }
        for r in rows {
            out.push_str(&format!(
                "{:<12} {:>13} {:>10} {:>8} {:>10} {:>8} {:>10} {:>9} {:>9} {:>9} {:>9}",
                r.name,
                r.insns,
                cell(secs(r.functional), 1e3, 1),
                cell(rate(r, r.functional), 1e-6, 1),
                cell(secs(r.cycle), 1e3, 1),
                cell(rate(r, r.cycle), 1e-6, 1),
                cell(ratio(r.cycle, r.functional), 1.0, 2),
                cell(secs(r.memo), 1e3, 1),
                cell(ratio(r.memo, r.functional), 1.0, 2),
                cell(secs(r.c), 1e3, 2),
                cell(ratio(r.maple(), r.c), 1.0, 1),
            ));
            if cores.is_some() {
                out.push_str(&format!(
                    " {:>8} {:>7}",
                    cell(multi_rate(r), 1e-6, 1),
                    cell(multi_cost(r), 1.0, 2)
                ));
            }
            if callgrind {
                out.push_str(&format!(
                    " {:>9} {:>9} {:>9}",
                    cell(r.functional_ir, 1.0, 1),
                    cell(r.cycle_ir, 1.0, 1),
                    cell(r.memo_ir, 1.0, 1)
                ));
            }
            out.push('\n');
        }
        let total = |f: fn(&Row) -> Option<Duration>| -> Option<f64> {
            rows.iter().map(|r| f(r).map(|d| d.as_secs_f64())).sum()
        };
        let insns: u64 = rows.iter().map(|r| r.insns).sum();
        let (tf, tc, tm) = (
            total(|r| r.functional),
            total(|r| r.cycle),
            total(|r| r.memo),
        );
        out.push_str(&format!(
            "{:<12} {:>13} {:>10} {:>8} {:>10} {:>8} {:>10} {:>9} {:>9}\n",
            "all",
            insns,
            cell(tf, 1e3, 1),
            cell(tf.map(|t| insns as f64 / t), 1e-6, 1),
            cell(tc, 1e3, 1),
            cell(tc.map(|t| insns as f64 / t), 1e-6, 1),
            cell(tc.zip(tf).map(|(c, f)| c / f), 1.0, 2),
            cell(tm, 1e3, 1),
            cell(tm.zip(tf).map(|(c, f)| c / f), 1.0, 2),
        ));
        out.push_str(
            "M/s: simulated IR instructions per host second (best of the runs); cycle/func: \
             the cycle engine's host time over the functional engine's (memo: timed by the \
             memo, --timing memo); vs C: the engine's \
             time over the C twin's (cc -O2), whose times include process start-up. Build \
             maple with --release for meaningful figures.\n",
        );
        if callgrind {
            out.push_str(
                "Ir/i: host instructions per simulated instruction, counted by callgrind \
                 (start-up excluded: a run stopped after one instruction is subtracted).\n",
            );
        }
    }
    super::write_stdout(out.as_bytes())
}
