//! `maple report PROGRAM [-o report.html]`: run a program on the cycle engine and write the
//! self-contained HTML page of `html_report` about it. It is `maple run` with `--report
//! PATH`: every flag of `run` applies (`--config`, `--cores`, `--fast-forward`, `-- ARGS`,
//! ...), the program's output still goes to stdout and its exit status is maple's.

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
// No argument group of its own: the flattened `run::Args` has the group named `Args`.
#[group(skip)]
// The report is of a timed run: `--engine` (which offers `functional`) is not shown here.
#[command(mut_arg("engine", |a| a.hide(true)))]
pub struct Args {
    #[command(flatten)]
    run: super::run::Args,
    /// Where to write the report.
    #[arg(short, long, value_name = "PATH", default_value = "report.html")]
    output: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let mut run = args.run;
    if run.report.is_some() {
        return Err("maple report writes to -o PATH: leave out --report".into());
    }
    if run.engine == super::run::Engine::Functional {
        return Err("maple report times the run on the cycle engine: leave out --engine".into());
    }
    run.report = Some(args.output);
    super::run::run(&run)
}
