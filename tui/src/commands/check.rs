//! `maple check FILE`: diagnostics only; exit 0 when clean, 1 with errors.

use crate::load;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .mpl file.
    file: PathBuf,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    Ok(match load::source(&args.file) {
        Some(_) => ExitCode::SUCCESS,
        None => ExitCode::from(1),
    })
}
