//! `maple run FILE [--engine functional] [--max-insns N]`: run a program. Its output goes to
//! stdout and its exit status becomes maple's; a fault prints a report on stderr.

use crate::load::{self, LoadFailure};
use maple_sim::{Config, Machine, Outcome};
use std::path::PathBuf;
use std::process::ExitCode;

/// Exit status of maple when the simulated program faults.
pub const FAULT_STATUS: u8 = 70;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Engine {
    /// The fast functional engine (architectural state only, no timing).
    Functional,
}

#[derive(clap::Args)]
pub struct Args {
    /// The program: a .mpl file (assembled in memory) or an image from `maple asm`.
    file: PathBuf,
    /// Which engine runs the program.
    #[arg(long, value_enum, default_value = "functional")]
    engine: Engine,
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
    let mut machine = Machine::new(program, Config::default())
        .map_err(|e| format!("{}: {e}", args.file.display()))?
        .with_types(load::types(&image));
    let missing = machine.unresolved_externals();
    if !missing.is_empty() {
        return Err(format!(
            "{}: no definition or runtime shim for: {}",
            args.file.display(),
            missing.join(", ")
        )
        .into());
    }
    match machine.run(args.max_insns) {
        Outcome::Exited(status) => Ok(ExitCode::from(status as u8)),
        Outcome::Fault(fault) => {
            eprintln!("maple: program fault: {fault}");
            Ok(ExitCode::from(FAULT_STATUS))
        }
    }
}
