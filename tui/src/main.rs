//! `maple`: the command line of the MAPLE core simulator.
//!
//! Each subcommand lives in its own module under `commands/`; this file only parses arguments
//! and maps the outcome to an exit status.

mod cli_doc;
mod commands;
mod load;
mod progress;
mod stderr;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// A cycle-level simulator of the MAPLE VM as a processor.
///
/// maple assembles MAPLE IR (also µVM IR and coreVM IR) into ELF images with DWARF debug
/// info, runs them on a pipelined core model that reports cycles, stalls, caches and
/// branches, and steps through them in a terminal debugger.
///
/// Exit status: the program's own status for `run` (134 when it called `abort` or failed an
/// `assert`); 1 for errors in the program's text (and for `check` with errors, a failed
/// `debug --batch` command, a forbidden `litmus` outcome); 2 for usage errors, files that
/// cannot be read (of any kind: source, image, configuration) and foreign images; 70 when
/// the simulated program faults; 130 when Ctrl-C stopped the run.
///
/// `maple COMMAND --help` describes a command and every flag; docs/CLI.md is the same text.
#[derive(Parser)]
#[command(name = "maple", version)]
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
    ///
    /// The program (MAPLE IR, µVM IR or coreVM IR, assembled in memory, or an image) runs on
    /// the cycle-level core, or with --engine functional on the functional engine alone. It
    /// reads maple's stdin. Statistics, the profile and traces are written after its output
    /// has been flushed.
    ///
    /// A program that faults (null access, division by zero, bad free, stack overflow, a
    /// runaway loop under --max-insns, ...) stops with a report on stderr (kind, PC,
    /// function, source line, backtrace), and maple exits with status 70.
    ///
    /// Ctrl-C stops the simulation where it is and still prints --stats and --profile and
    /// writes --stats-json for what ran, marked as interrupted; maple then exits with status
    /// 130. SIGINTs within a second of the first are the same request; a later one ends
    /// maple at once, without statistics. The same holds on the functional engine and in
    /// the functional pre-passes of --fast-forward and --sample (the report then says that
    /// nothing was timed yet).
    ///
    /// A run longer than two seconds shows a progress line on stderr when it is a terminal
    /// (elapsed time, instructions, cycles, rate), erased when the run ends; --quiet turns it
    /// off, and MAPLE_PROGRESS_AFTER_MS changes the two seconds.
    Run(commands::run::Args),
    /// Measure how fast the engines simulate the benchmark programs (IR instructions per
    /// host second, best of several runs), against their C twins compiled with `cc -O2`.
    ///
    /// Per program: the functional engine, the cycle engine ticked and memoized (which must
    /// agree on the cycles), the cycle engine's time over the functional one's, and the time
    /// over the C twin's. With --cores N also the cycle engine on N cores, its host time per
    /// instruction over one core's (`maple bench tests/coherence --engine cycle --cores 4`).
    /// With --callgrind also each engine's host instructions per simulated instruction,
    /// start-up excluded: the figure that does not swing with a noisy machine's clock.
    Bench(commands::bench::Args),
    /// Assemble a MAPLE IR file into an ELF image with DWARF debug info.
    Asm(commands::asm::Args),
    /// Print an image as MAPLE IR text (which reassembles to the same code and data), with
    /// the source lines interleaved.
    Disasm(commands::disasm::Args),
    /// Print a MAPLE IR file in canonical form.
    Fmt(commands::fmt::Args),
    /// Check a MAPLE IR file: diagnostics only (exit 0 clean, 1 with errors).
    Check(commands::check::Args),
    /// Print the default microarchitecture configuration (every key commented), or check a file.
    ///
    /// `maple config > my.toml` writes the default machine with every key documented and its
    /// range; edit it and pass `--config my.toml` to `run`, `debug`, `bench`, `sweep` or
    /// `litmus`.
    Config(commands::config::Args),
    /// Debug a program in the terminal (or run debugger commands with --batch).
    ///
    /// A gdb-like debugger on the cycle-level core (or the functional engine): panes for the
    /// source, disassembly, registers, operand stack, locals, call stack, pipeline, caches,
    /// memory, threads and statistics, and a command line. The commands are gdb's (break,
    /// watch, step, next, finish, print, x, info, backtrace, ...) plus `cycle N` and reverse
    /// execution (reverse-step, reverse-continue, ...); `help` in the debugger lists them.
    /// F5 continues, F10 is next, F11 step; Ctrl-C interrupts a running program. With
    /// --cores N, `thread N` and `core N` choose what the panes show.
    Debug(commands::debug::Args),
    /// Run a litmus program many times (one seed each) on several cores: the histogram of its
    /// outcomes, checked against those its header forbids under the memory model.
    ///
    /// Runs are seeded 1..N and spread over the host's cores; the result does not depend on
    /// how. The program's leading comments say what its output means and what may not
    /// appear: `# outcome: r0=%d r1=%d`, `# forbid sc tso: r0=1 r1=0`, `# expect weak: r0=1
    /// r1=0` (informational). A forbidden outcome that appears makes maple exit with status
    /// 1, naming it and the first seed that produced it (replay it with `maple run --seed S
    /// --cores N --model M`). tests/litmus/ holds the classic shapes (SB, MP, LB, S, R, 2+2W,
    /// WRC, IRIW, CoRR, CoWW and fenced or atomic variants).
    Litmus(commands::litmus::Args),
    /// Print the ISA reference card: every opcode with its number, format and operand shape.
    Isa(commands::isa::Args),
    /// Print the C library the runtime provides: every shim with its C prototype.
    Shims(commands::shims::Args),
    /// Run programs over every combination of configuration values (in parallel, or as a
    /// Slurm job array): one row of figures and stats per point, as CSV or JSON.
    ///
    /// Every combination of the --set values times every program runs on the cycle engine,
    /// in parallel with a progress bar. A row holds the keys, status, cycles, instructions,
    /// IPC and the whole --stats-json report (flattened to `stats.*` columns in CSV); a
    /// failing point is a row with its error. --emit-slurm DIR writes a Slurm job-array
    /// script (`sbatch DIR/sweep.sbatch`; task K runs `maple sweep --manifest
    /// DIR/manifest.json --point K`), and `maple sweep --merge DIR` gathers the tasks' rows.
    Sweep(commands::sweep::Args),
    /// Run a program on the cycle engine and write a self-contained HTML report: CPI stack,
    /// cycles per function, caches, branches, hot source lines, regions (every `run` flag applies).
    ///
    /// The page holds the headline figures, the CPI stack (issue cycles and each stall cause,
    /// with what it means), cycles per function, cache hits and misses and branch
    /// prediction, the 25 hottest source lines with their text, checkpoint regions, threads,
    /// cores and what they waited on, the machine, and the whole --stats-json. Charts are
    /// inline SVG with tooltips, tables sort by a click, and nothing is fetched: the page
    /// works offline. `maple run --report PATH` is the same.
    Report(commands::report::Args),
    /// Print the reference of every command and flag as Markdown (what docs/CLI.md holds).
    #[command(hide = true)]
    MarkdownHelp,
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
        Command::MarkdownHelp => {
            use clap::CommandFactory;
            let page = cli_doc::markdown(Cli::command());
            commands::write_stdout(page.as_bytes())
                .map(|()| ExitCode::SUCCESS)
                .map_err(Into::into)
        }
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
