//! `maple run FILE`: run a program on the cycle-level core (or, with `--engine functional`,
//! on the functional engine alone). Its output goes to stdout and its exit status becomes
//! maple's; a fault prints a report on stderr. Statistics, the profile and traces are
//! written after the program's output has been flushed.

use super::profile;
use crate::load::{self, LoadFailure};
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::uarch::MachineConfig;
use maple_sim::{Config, Machine, Outcome};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit status of maple when the simulated program faults.
pub const FAULT_STATUS: u8 = 70;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Engine {
    /// The pipelined core with caches and branch prediction: cycle counts and statistics.
    Cycle,
    /// The fast functional engine (architectural state only, no timing).
    Functional,
}

#[derive(clap::Args)]
pub struct Args {
    /// The program: a .mpl file (assembled in memory) or an image from `maple asm`.
    file: PathBuf,
    /// Which engine runs the program.
    #[arg(long, value_enum, default_value = "cycle")]
    engine: Engine,
    /// The microarchitecture (TOML; `maple config` prints the default with every key).
    #[arg(long, value_name = "FILE.toml")]
    config: Option<PathBuf>,
    /// Seed of modelled randomness (random cache replacement); overrides the config's.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// Hardware threads. One core is modelled: threads take turns on it.
    #[arg(long, value_name = "N", default_value_t = 1)]
    cores: u32,
    /// Print a summary of cycles, IPC, stalls, caches and branches on stderr.
    #[arg(long)]
    stats: bool,
    /// Write the statistics as JSON to PATH (`-` for stdout after the program's output).
    #[arg(long, value_name = "PATH")]
    stats_json: Option<PathBuf>,
    /// Print per-function and per-source-line cycles and an annotated listing of the hottest
    /// functions on stderr.
    #[arg(long)]
    profile: bool,
    /// Stop with a fault after this many cycles.
    #[arg(long, value_name = "N")]
    max_cycles: Option<u64>,
    /// Stop with a fault after this many IR instructions (runaway programs end cleanly).
    #[arg(long, value_name = "N")]
    max_insns: Option<u64>,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let image = match load::image(&args.file) {
        Ok(image) => image,
        Err(LoadFailure::Diagnostics) => return Ok(ExitCode::from(1)),
        Err(LoadFailure::Message(m)) => return Err(m.into()),
    };
    let program = load::program(&image).map_err(|m| format!("{}: {m}", args.file.display()))?;
    let types = load::types(&image);
    let at = |e: &dyn std::fmt::Display| format!("{}: {e}", args.file.display());
    if args.cores != 1 {
        return Err(format!(
            "--cores {}: only one core is modelled yet (threads of a program take turns on it); \
             use --cores 1",
            args.cores
        )
        .into());
    }
    let outcome = match args.engine {
        Engine::Functional => {
            if args.stats || args.stats_json.is_some() || args.profile || args.max_cycles.is_some()
            {
                return Err(
                    "--stats, --stats-json, --profile and --max-cycles need the cycle \
                            engine (drop --engine functional)"
                        .into(),
                );
            }
            let mut machine = Machine::new(program, Config::default())
                .map_err(|e| at(&e))?
                .with_types(types);
            check_externals(&machine, &args.file)?;
            machine.run(args.max_insns)
        }
        Engine::Cycle => {
            let uarch = machine_config(args.config.as_deref(), args.seed)?;
            let mut cm =
                CycleMachine::new(program, Config::default(), &uarch).map_err(|e| at(&e))?;
            check_externals(cm.machine(), &args.file)?;
            cm.machine_mut().runtime_mut().types = types;
            let limits = Limits {
                max_cycles: args.max_cycles,
                max_insns: args.max_insns,
            };
            let outcome = cm.run(&limits, &mut NoTracer);
            let report = cm.report();
            if args.stats {
                eprint!("{}", report.summary());
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
                eprint!("{}", profile::render(&cm, &report));
            }
            outcome
        }
    };
    match outcome {
        Outcome::Exited(status) => Ok(ExitCode::from(status as u8)),
        Outcome::Fault(fault) => {
            eprintln!("maple: program fault: {fault}");
            Ok(ExitCode::from(FAULT_STATUS))
        }
    }
}

/// The microarchitecture: the default, or a file's keys over it; `seed` overrides.
pub fn machine_config(
    path: Option<&Path>,
    seed: Option<u64>,
) -> Result<MachineConfig, Box<dyn std::error::Error>> {
    let mut config = match path {
        None => MachineConfig::default(),
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            MachineConfig::from_toml(&text).map_err(|e| format!("{}: {e}", path.display()))?
        }
    };
    if let Some(seed) = seed {
        config.seed = seed;
    }
    Ok(config)
}

fn check_externals(machine: &Machine, file: &Path) -> Result<(), Box<dyn std::error::Error>> {
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
