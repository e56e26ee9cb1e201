//! Sweeps that outgrow one machine: a Slurm job array whose task K runs point K.
//!
//! `emit` writes `DIR/manifest.json` (the base configuration's text, the bounds and every
//! point, program paths made absolute) and `DIR/sweep.sbatch`, a bash script with `#SBATCH`
//! directives (`--array=0-(N-1)`, one CPU a task, logs under `DIR/logs`) that runs this very
//! `maple` binary: `maple sweep --manifest DIR/manifest.json --point $SLURM_ARRAY_TASK_ID
//! --out DIR/results/K.json`. A task writes its one row (`run_point`); `merge` reads them
//! all back, in point order, and reports points that wrote nothing as error rows, so a lost
//! task shows instead of shrinking the table.

use super::point::{self, Limits, Point, Row};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Everything a task needs to run its point, independent of where it runs.
#[derive(Serialize, Deserialize)]
struct Manifest {
    /// The base configuration's TOML text (empty: the default).
    base: String,
    limits: Limits,
    points: Vec<Point>,
}

/// Write the manifest and the job-array script for `points` into `dir`.
pub fn emit(
    dir: &Path,
    base: &str,
    limits: Limits,
    points: &[Point],
) -> Result<(), Box<dyn std::error::Error>> {
    if points.is_empty() {
        return Err("no points to emit".into());
    }
    for sub in ["results", "logs"] {
        std::fs::create_dir_all(dir.join(sub))
            .map_err(|e| format!("cannot create {}: {e}", dir.join(sub).display()))?;
    }
    let dir = std::fs::canonicalize(dir)?;
    let points: Vec<Point> = points
        .iter()
        .map(|p| {
            let mut p = p.clone();
            p.program = std::fs::canonicalize(&p.program).unwrap_or(p.program);
            p
        })
        .collect();
    let manifest = Manifest {
        base: base.to_string(),
        limits,
        points,
    };
    let manifest_path = dir.join("manifest.json");
    std::fs::write(
        &manifest_path,
        serde_json::to_string_pretty(&manifest)? + "\n",
    )?;
    let maple = std::env::current_exe()?;
    let script = format!(
        "#!/bin/bash\n\
         # A maple sweep of {n} points as a Slurm job array: `sbatch {script}`, then\n\
         # `maple sweep --merge {dir}` gathers the results.\n\
         #SBATCH --job-name=maple-sweep\n\
         #SBATCH --array=0-{last}\n\
         #SBATCH --ntasks=1\n\
         #SBATCH --cpus-per-task=1\n\
         #SBATCH --output={dir}/logs/%A_%a.out\n\
         set -euo pipefail\n\
         k=${{SLURM_ARRAY_TASK_ID:?run by sbatch as a job array}}\n\
         exec {maple} sweep --manifest {manifest} --point \"$k\" --out {dir}/results/\"$k\".json\n",
        n = manifest.points.len(),
        last = manifest.points.len() - 1,
        script = dir.join("sweep.sbatch").display(),
        dir = quote(&dir),
        maple = quote(&maple),
        manifest = quote(&manifest_path),
    );
    std::fs::write(dir.join("sweep.sbatch"), script)?;
    Ok(())
}

/// A path as one shell word.
fn quote(p: &Path) -> String {
    format!("'{}'", p.display().to_string().replace('\'', r"'\''"))
}

/// Run point `k` of the manifest at `path`; its row goes to `out` (JSON) or stdout.
pub fn run_point(
    path: &Path,
    k: usize,
    out: Option<&Path>,
) -> Result<(), Box<dyn std::error::Error>> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let manifest: Manifest =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let p = manifest.points.get(k).ok_or_else(|| {
        format!(
            "{} has {} points: no point {k}",
            path.display(),
            manifest.points.len()
        )
    })?;
    let row = point::run(p, &manifest.base, manifest.limits);
    let json = serde_json::to_string_pretty(&row)? + "\n";
    match out {
        Some(o) => {
            std::fs::write(o, json).map_err(|e| format!("cannot write {}: {e}", o.display()))?
        }
        None => crate::commands::write_stdout(json.as_bytes())?,
    }
    Ok(())
}

/// The rows of the Slurm sweep in `dir`, in point order; a point without a result is an
/// error row saying so.
pub fn merge(dir: &Path) -> Result<Vec<Row>, Box<dyn std::error::Error>> {
    let manifest_path = dir.join("manifest.json");
    let text = std::fs::read_to_string(&manifest_path)
        .map_err(|e| format!("cannot read {}: {e}", manifest_path.display()))?;
    let manifest: Manifest =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", manifest_path.display()))?;
    let rows = manifest
        .points
        .iter()
        .map(|p| {
            let file: PathBuf = dir.join("results").join(format!("{}.json", p.index));
            let missing = |why: String| Row {
                index: p.index,
                program: p.program.display().to_string(),
                settings: p.settings.clone(),
                status: "error".into(),
                exit_status: None,
                cycles: None,
                instructions: None,
                ipc: None,
                error: Some(why),
                stats: None,
            };
            match std::fs::read_to_string(&file) {
                Ok(t) => serde_json::from_str(&t)
                    .unwrap_or_else(|e| missing(format!("{}: {e}", file.display()))),
                Err(e) => missing(format!("no result ({}: {e})", file.display())),
            }
        })
        .collect();
    Ok(rows)
}
