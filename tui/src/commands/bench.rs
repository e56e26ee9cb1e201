//! `maple bench [DIR]`: how fast the functional engine runs the benchmark programs, against the
//! same algorithm in C compiled with `cc -O2`, measured in the same run.
//!
//! For every `NAME.mpl` with a `NAME.c` twin under DIR (default `tests/programs/bench`): the
//! program is assembled once, then run repeatedly (at least `--min-time` seconds, at least 3
//! runs) with its output captured; the best run gives IR instructions per second. The C twin is
//! compiled with `cc -O2` and timed the same way. The ratio is maple's time over C's.

use crate::load;
use maple_sim::{Capture, Config, Machine, Outcome};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// Directory of benchmark programs (NAME.mpl with a NAME.c twin).
    #[arg(default_value = "tests/programs/bench")]
    dir: PathBuf,
    /// Minimum measuring time per program and engine, in seconds.
    #[arg(long, default_value_t = 1.0)]
    min_time: f64,
    /// Emit the results as JSON instead of a table.
    #[arg(long)]
    json: bool,
}

struct Row {
    name: String,
    insns: u64,
    maple: Duration,
    c: Option<Duration>,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&args.dir)
        .map_err(|e| format!("cannot read {}: {e}", args.dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mpl"))
        .collect();
    programs.sort();
    let min = Duration::from_secs_f64(args.min_time);
    let mut rows = Vec::new();
    for p in &programs {
        let image = load::image(p).map_err(|_| format!("{}: does not assemble", p.display()))?;
        let program = load::program(&image).map_err(|e| format!("{}: {e}", p.display()))?;
        let types = load::types(&image);
        let (insns, maple) = best_of(min, || {
            let mut m = Machine::new(program.clone(), Config::default())?
                .with_types(types.clone())
                .with_output(Box::new(Capture::new()));
            let start = Instant::now();
            match m.run(None) {
                Outcome::Exited(_) => Ok((m.instret(), start.elapsed())),
                Outcome::Fault(f) => Err(format!("{}: {f}", p.display()).into()),
            }
        })?;
        let c = match twin(p)? {
            Some(exe) => Some(
                best_of(min, || {
                    let start = Instant::now();
                    let out = Command::new(&exe).output()?;
                    if !out.status.success() && out.status.code().is_none() {
                        return Err(format!("{} crashed", exe.display()).into());
                    }
                    Ok((0, start.elapsed()))
                })?
                .1,
            ),
            None => None,
        };
        rows.push(Row {
            name: p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            insns,
            maple,
            c,
        });
    }
    print(&rows, args.json)?;
    Ok(ExitCode::SUCCESS)
}

type Measure = Result<(u64, Duration), Box<dyn std::error::Error>>;

/// Run `f` until `min` has passed (and at least 3 times); keep the fastest run.
fn best_of(min: Duration, mut f: impl FnMut() -> Measure) -> Measure {
    let start = Instant::now();
    let mut best: Option<(u64, Duration)> = None;
    let mut runs = 0;
    while runs < 3 || start.elapsed() < min {
        let (n, t) = f()?;
        if best.is_none_or(|(_, b)| t < b) {
            best = Some((n, t));
        }
        runs += 1;
    }
    Ok(best.unwrap_or_default())
}

/// Compile the C twin with `cc -O2`, if there is one.
fn twin(program: &Path) -> Result<Option<PathBuf>, Box<dyn std::error::Error>> {
    let c = program.with_extension("c");
    if !c.exists() {
        return Ok(None);
    }
    let exe = std::env::temp_dir().join(format!(
        "maple-bench-{}-{}",
        std::process::id(),
        program.file_stem().unwrap_or_default().to_string_lossy()
    ));
    let out = Command::new("cc")
        .arg("-O2")
        .arg(&c)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .map_err(|e| format!("cannot run cc for {}: {e}", c.display()))?;
    if !out.status.success() {
        return Err(format!(
            "cc -O2 {} failed:\n{}",
            c.display(),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(Some(exe))
}

fn print(rows: &[Row], json: bool) -> std::io::Result<()> {
    let mut out = String::new();
    if json {
        let items: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| {
                serde_json::json!({
                    "program": r.name,
                    "ir_instructions": r.insns,
                    "seconds": r.maple.as_secs_f64(),
                    "ir_instructions_per_second": r.insns as f64 / r.maple.as_secs_f64(),
                    "c_seconds": r.c.map(|c| c.as_secs_f64()),
                    "ratio_to_c": r.c.map(|c| r.maple.as_secs_f64() / c.as_secs_f64()),
                })
            })
            .collect();
        out = serde_json::to_string_pretty(&items).unwrap_or_default();
        out.push('\n');
    } else {
        out.push_str(&format!(
            "{:<16} {:>14} {:>10} {:>12} {:>10} {:>9}\n",
            "program", "IR insns", "maple ms", "M insns/s", "C -O2 ms", "ratio"
        ));
        for r in rows {
            let ms = r.maple.as_secs_f64() * 1e3;
            let rate = r.insns as f64 / r.maple.as_secs_f64() / 1e6;
            let (c, ratio) = match r.c {
                Some(c) => (
                    format!("{:.3}", c.as_secs_f64() * 1e3),
                    format!("{:.1}x", r.maple.as_secs_f64() / c.as_secs_f64()),
                ),
                None => ("-".into(), "-".into()),
            };
            out.push_str(&format!(
                "{:<16} {:>14} {:>10.3} {:>12.1} {:>10} {:>9}\n",
                r.name, r.insns, ms, rate, c, ratio
            ));
        }
        out.push_str("C times include process start-up; build maple with --release for meaningful figures.\n");
    }
    super::write_stdout(out.as_bytes())
}
