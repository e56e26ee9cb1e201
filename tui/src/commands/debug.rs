//! `maple debug FILE [--engine cycle|functional] [--config FILE.toml] [--max-cycles N]
//! [--max-insns N] [--batch] [-ex CMD]... [-x FILE]`: the terminal debugger, or with `--batch`
//! its commands without a terminal (what each prints goes to stdout; the exit status is 1 when
//! a command failed).

use crate::load::{self, LoadFailure};
use maple_tui::debug;
use std::ffi::OsString;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

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
    /// Microarchitecture configuration for the cycle engine (see `maple config`).
    #[arg(long, value_name = "FILE.toml")]
    config: Option<PathBuf>,
    /// Cores (1-64) of the cycle engine; overrides the config's `core.count`.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    cores: Option<u32>,
    /// The memory model (sc, tso or weak); overrides the config's `memory.model`.
    #[arg(long, value_name = "MODEL", value_parser = super::run::parse_model)]
    model: Option<maple_sim::uarch::MemoryModel>,
    /// Which engine to debug on: the cycle-level core (pipeline, caches, `cycle`) or the
    /// functional engine.
    #[arg(long, value_enum, default_value = "cycle")]
    engine: EngineArg,
    /// Run the commands of `-ex` and `-x` without a terminal, then exit.
    #[arg(long)]
    batch: bool,
    /// A command to run (repeatable; gdb's `-ex`).
    #[arg(long = "ex", value_name = "CMD")]
    ex: Vec<String>,
    /// Stop the run when the cycle engine's clock reaches N cycles (as `maple run
    /// --max-cycles`; reverse motions still work).
    #[arg(long, value_name = "N")]
    max_cycles: Option<u64>,
    /// Stop the run after N IR instructions (as `maple run --max-insns`).
    #[arg(long, value_name = "N")]
    max_insns: Option<u64>,
    /// A file of commands, one per line (gdb's `-x`).
    #[arg(short = 'x', long = "command", value_name = "FILE")]
    command: Vec<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum EngineArg {
    Cycle,
    Functional,
}

/// gdb spells its options `-ex` and `-batch`: accept those spellings too, after `debug` only
/// (other subcommands, and a program's own arguments, are left alone).
pub fn gdb_style_args(args: impl Iterator<Item = OsString>) -> Vec<OsString> {
    let args: Vec<OsString> = args.collect();
    if args.get(1).and_then(|a| a.to_str()) != Some("debug") {
        return args;
    }
    args.into_iter()
        .map(|a| match a.to_str() {
            Some("-ex") => "--ex".into(),
            Some("-batch") => "--batch".into(),
            _ => a,
        })
        .collect()
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let mut uarch = match &args.config {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            maple_sim::uarch::UarchConfig::from_toml(&text)
                .map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => maple_sim::uarch::UarchConfig::default(),
    };
    if let Some(n) = args.cores {
        uarch.core.count = n;
    }
    if let Some(model) = args.model {
        uarch.memory.model = model;
    }
    let engine = match args.engine {
        EngineArg::Cycle => debug::Engine::Cycle,
        EngineArg::Functional => debug::Engine::Functional,
    };
    let image = match load::linked_image(&args.file, &args.more, args.lang.get()) {
        Ok(image) => image,
        Err(LoadFailure::Diagnostics) => return Ok(ExitCode::from(1)),
        Err(LoadFailure::Message(m)) => return Err(m.into()),
    };
    // A module that cannot run (no entry function) exits 1, as `maple run` and `check` do.
    if let Err(failure) = load::runnable(&image, &args.file) {
        return failure.into_exit();
    }
    let mut session = debug::open(&image, &args.file, engine, &uarch)?;
    session.limits = debug::session::Limits {
        max_cycles: args.max_cycles,
        max_insns: args.max_insns,
    };
    let mut cmds = Vec::new();
    for path in &args.command {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        cmds.extend(text.lines().map(str::to_string));
    }
    cmds.extend(args.ex.iter().cloned());
    if args.batch {
        let mut out = std::io::stdout().lock();
        return match debug::batch::run(&mut session, &cmds, &mut out) {
            Ok(0) => Ok(ExitCode::SUCCESS),
            // A command failed: scripts see it (gdb's batch mode does the same).
            Ok(_) => Ok(ExitCode::from(1)),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
            Err(e) => Err(e.into()),
        };
    }
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(
            "maple debug needs a terminal; for scripts use --batch with -ex CMD or -x FILE".into(),
        );
    }
    debug::ui::run(&mut session, &cmds)?;
    Ok(ExitCode::SUCCESS)
}
