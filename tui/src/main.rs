//! `maple`: the command line of the MAPLE core simulator.
//!
//! Each subcommand lives in its own module under `commands/`; this file only parses arguments
//! and maps the outcome to an exit status.

mod commands;
mod load;
mod progress;
mod stderr;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// A cycle-level simulator of the MAPLE VM as a processor.
#[derive(Parser)]
#[command(name = "maple", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// A directory an `import` whose path does not exist is looked up in, by its file name
    /// (repeatable; searched in order, before the libraries maple ships: `libjava-core.mplt`).
    #[arg(long = "import-path", value_name = "DIR", global = true)]
    import_path: Vec<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program (.mpl or image): its output on stdout, its exit status as maple's.
    Run(commands::run::Args),
    /// Measure how fast the engines simulate the benchmark programs (IR instructions per
    /// host second, best of several runs), against their C twins compiled with `cc -O2`.
    Bench(commands::bench::Args),
    /// Assemble a MAPLE IR file into an ELF image with DWARF debug info.
    Asm(commands::asm::Args),
    /// Print an image as MAPLE IR text (which reassembles to the same code and data).
    Disasm(commands::disasm::Args),
    /// Print a MAPLE IR file in canonical form.
    Fmt(commands::fmt::Args),
    /// Check a MAPLE IR file: diagnostics only (exit 0 clean, 1 with errors).
    Check(commands::check::Args),
    /// Print the default microarchitecture configuration (every key commented), or check a file.
    Config(commands::config::Args),
    /// Debug a program in the terminal (or run debugger commands with --batch).
    Debug(commands::debug::Args),
    /// Run a litmus program many times (one seed each) on several cores: the histogram of its
    /// outcomes, checked against those its header forbids under the memory model.
    Litmus(commands::litmus::Args),
    /// Print the ISA reference card: every opcode with its number, format and operand shape.
    Isa(commands::isa::Args),
    /// Print the C library the runtime provides: every shim with its C prototype.
    Shims(commands::shims::Args),
    /// Run programs over every combination of configuration values (in parallel, or as a
    /// Slurm job array): one row of figures and stats per point, as CSV or JSON.
    Sweep(commands::sweep::Args),
    /// Run a program on the cycle engine and write a self-contained HTML report: CPI stack,
    /// cycles per function, caches, branches, hot source lines, regions (every `run` flag applies).
    Report(commands::report::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(commands::debug::gdb_style_args(std::env::args_os()));
    maple_asm::java::library::set_import_path(cli.import_path.clone());
    let result = match cli.command {
        Command::Run(args) => commands::run::run(&args),
        Command::Asm(args) => commands::asm::run(&args),
        Command::Bench(args) => commands::bench::run(&args),
        Command::Disasm(args) => commands::disasm::run(&args),
        Command::Fmt(args) => commands::fmt::run(&args),
        Command::Check(args) => commands::check::run(&args),
        Command::Config(args) => commands::config::run(&args),
        Command::Isa(args) => commands::isa::run(&args),
        Command::Shims(args) => commands::shims::run(&args),
        Command::Debug(args) => commands::debug::run(&args),
        Command::Litmus(args) => commands::litmus::run(&args),
        Command::Sweep(args) => commands::sweep::run(&args),
        Command::Report(args) => commands::report::run(args),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            stderr::write_stderr(&format!("maple: {err}\n"));
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clap's own consistency checks over every subcommand (unique argument and group names,
    /// valid defaults), which it otherwise runs only when a debug build parses that command.
    #[test]
    fn the_command_line_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
