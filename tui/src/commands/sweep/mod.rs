//! `maple sweep`: design-space exploration. The cartesian product of configuration values
//! (`--set KEY=V1,V2,...`, repeatable) and programs, each point one cycle-engine run; rows of
//! config, program, cycles, instructions, IPC and the whole `--stats-json` report, written as
//! CSV or JSON (`--out`). A point that fails (does not load, faults, hits a bound) is a row
//! with its error, never a lost run.
//!
//! Locally the points run in parallel on `-j N` host threads (rayon) with a progress bar
//! (indicatif, on a terminal). For a cluster, `--emit-slurm DIR` writes the points to
//! `DIR/manifest.json` and a Slurm job-array script `DIR/sweep.sbatch` whose task K runs
//! `maple sweep --manifest DIR/manifest.json --point K` into `DIR/results/K.json`;
//! `maple sweep --merge DIR` gathers those into the same CSV/JSON a local sweep writes
//! (`slurm.rs`). Slurm distributes; maple stays one binary.

mod output;
mod point;
mod slurm;

use point::{Limits, Point, Row};
use rayon::prelude::*;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The programs (.mpl files or images); not with --merge or --point.
    programs: Vec<PathBuf>,
    /// A configuration key and the values it takes (`core.count=1,2,4`); repeat for more
    /// keys: every combination is a point. Keys as `maple config` prints them.
    #[arg(long = "set", value_name = "KEY=V1,V2,...")]
    sets: Vec<String>,
    /// The configuration the swept keys change (TOML); the default one otherwise.
    #[arg(long, value_name = "FILE.toml")]
    config: Option<PathBuf>,
    /// Host threads running points (default: every core).
    #[arg(short = 'j', long, value_name = "N")]
    jobs: Option<usize>,
    /// Where the rows go: `.csv` (default format) or `.json`; stdout when absent.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// Stop each run after this many cycles (a row with the error, not a lost point).
    #[arg(long, value_name = "N")]
    max_cycles: Option<u64>,
    /// Stop each run after this many instructions.
    #[arg(long, value_name = "N")]
    max_insns: Option<u64>,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Write a Slurm job array (DIR/sweep.sbatch) and its manifest instead of running.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["merge", "point"])]
    emit_slurm: Option<PathBuf>,
    /// Run one point of a manifest (what each Slurm task does); needs --manifest.
    #[arg(long, value_name = "K", requires = "manifest")]
    point: Option<usize>,
    /// The manifest --emit-slurm wrote.
    #[arg(long, value_name = "FILE")]
    manifest: Option<PathBuf>,
    /// Gather the results of a Slurm sweep (`DIR/results/*.json`) into one CSV/JSON.
    #[arg(long, value_name = "DIR", conflicts_with = "point")]
    merge: Option<PathBuf>,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    if let Some(dir) = &args.merge {
        let rows = slurm::merge(dir)?;
        output::write(&rows, args.out.as_deref())?;
        return Ok(ExitCode::SUCCESS);
    }
    if let (Some(k), Some(manifest)) = (args.point, &args.manifest) {
        slurm::run_point(manifest, k, args.out.as_deref())?;
        return Ok(ExitCode::SUCCESS);
    }
    if args.programs.is_empty() {
        return Err("name at least one program to sweep over".into());
    }
    let settings = point::parse_sets(&args.sets)?;
    let base = match &args.config {
        Some(p) => {
            std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?
        }
        None => String::new(),
    };
    // Check every value before anything runs: a typo fails at once, not as N error rows.
    for combination in &settings {
        point::config_with(&base, combination).map_err(|e| format!("--set: {e}"))?;
    }
    let points = point::points(&args.programs, &settings);
    let limits = Limits {
        max_cycles: args.max_cycles,
        max_insns: args.max_insns,
    };
    if let Some(dir) = &args.emit_slurm {
        slurm::emit(dir, &base, limits, &points)?;
        eprintln!(
            "wrote {} points: sbatch {}",
            points.len(),
            dir.join("sweep.sbatch").display()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let rows = run_points(&points, &base, limits, args.jobs, !args.quiet)?;
    output::write(&rows, args.out.as_deref())?;
    Ok(ExitCode::SUCCESS)
}

/// Run every point on a pool of `jobs` host threads; rows in point order.
fn run_points(
    points: &[Point],
    base: &str,
    limits: Limits,
    jobs: Option<usize>,
    progress: bool,
) -> Result<Vec<Row>, Box<dyn std::error::Error>> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0))
        .build()?;
    let bar = crate::progress::bar(points.len() as u64, "points", !progress);
    let rows = pool.install(|| {
        points
            .par_iter()
            .map(|p| {
                let row = point::run(p, base, limits);
                bar.inc(1);
                row
            })
            .collect()
    });
    bar.finish_and_clear();
    Ok(rows)
}
