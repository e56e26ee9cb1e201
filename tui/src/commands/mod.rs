//! One module per `maple` subcommand. Each exposes `Args` (clap) and `run`.

pub mod asm;
pub mod bench;
pub mod check;
pub mod config;
pub mod debug;
pub mod disasm;
pub mod fmt;
mod host_cost;
mod html_report;
pub mod isa;
pub mod litmus;
mod profile;
pub mod report;
pub mod run;
mod run_progress;
pub mod shims;
pub mod sweep;

use std::io::Write;

/// Write to stdout; a closed pipe (`maple ... | head`) ends quietly.
pub fn write_stdout(bytes: &[u8]) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

pub use crate::stderr::write_stderr;
