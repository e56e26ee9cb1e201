//! `maple config`: the default microarchitecture configuration, every key commented with its
//! meaning and allowed range; `maple config --check FILE` validates a configuration file
//! ("FILE: ok", or the first problem and exit status 2).

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Validate this configuration file instead of printing the default: `FILE: ok`, or the
    /// first problem (a value out of range, a cache that is not a whole number of sets, an
    /// unknown key with the key it is most like) and status 2.
    #[arg(long, value_name = "FILE")]
    check: Option<PathBuf>,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match &args.check {
        None => {
            super::write_stdout(maple_sim::uarch::default_toml().as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            match maple_sim::uarch::UarchConfig::from_toml(&text) {
                Ok(_) => {
                    super::write_stdout(format!("{}: ok\n", path.display()).as_bytes())?;
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => Err(format!("{}: {e}", path.display()).into()),
            }
        }
    }
}
