//! `maple check FILE`: diagnostics only; exit 0 when clean, 1 with errors (2 when the file
//! cannot be read, as for every command).

use crate::load;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .mpl (MAPLE IR) or .uir (µVM IR) file.
    file: PathBuf,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match load::source(&args.file, args.lang.get()) {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(failure) => failure.into_exit(),
    }
}
