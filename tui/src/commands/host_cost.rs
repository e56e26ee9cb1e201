//! `maple bench --callgrind`: host instructions per simulated instruction, counted by
//! callgrind.
//!
//! The wall clock of a shared or virtual machine swings by 2x between minutes; callgrind's
//! count of executed host instructions (`Ir`) does not, so it is the figure to compare two
//! builds or two engines by. For a program and an engine, `maple run` runs twice under
//! `valgrind --tool=callgrind`: once in full and once stopped after one instruction
//! (`--max-insns 1`: the same start-up, assembly and loading). The difference over the
//! instructions between them is the engine's cost per simulated instruction, start-up
//! excluded, so short and long programs compare.

use std::path::Path;
use std::process::{Command, Stdio};

/// Host instructions per simulated instruction of `engine` (`functional`, `cycle`: the cycle
/// engine ticked, or `memo`: timed by the memo) on `program` (which runs
/// `insns` instructions), with `config` for the cycle engine.
pub fn ir_per_insn(
    program: &Path,
    engine: &str,
    config: Option<&Path>,
    insns: u64,
) -> Result<f64, String> {
    if insns < 2 {
        return Err(format!(
            "{}: too short to measure ({insns} instructions)",
            program.display()
        ));
    }
    let full = total_ir(program, engine, config, None)?;
    let start_up = total_ir(program, engine, config, Some(1))?;
    Ok(full.saturating_sub(start_up) as f64 / (insns - 1) as f64)
}

/// Callgrind's total `Ir` of one `maple run` of `program`.
fn total_ir(
    program: &Path,
    engine: &str,
    config: Option<&Path>,
    max_insns: Option<u64>,
) -> Result<u64, String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find the maple binary: {e}"))?;
    let out_file = std::env::temp_dir().join(format!(
        "maple-callgrind-{}-{}.out",
        std::process::id(),
        max_insns.unwrap_or(0)
    ));
    let mut cmd = Command::new("valgrind");
    cmd.arg("--tool=callgrind")
        .arg("-q")
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(&me)
        .arg("run")
        .arg(program);
    // Each timing engine named, since the memo is the default.
    match engine {
        "memo" => cmd.args(["--engine", "cycle", "--timing", "memo"]),
        "cycle" => cmd.args(["--engine", "cycle", "--timing", "ticked"]),
        _ => cmd.args(["--engine", engine]),
    };
    if let (Some(c), "cycle" | "memo") = (config, engine) {
        cmd.arg("--config").arg(c);
    }
    if let Some(n) = max_insns {
        cmd.args(["--max-insns", &n.to_string()]);
    }
    let status = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("--callgrind needs valgrind on PATH: {e}"))?;
    let text = std::fs::read_to_string(&out_file);
    let _ = std::fs::remove_file(&out_file);
    let text = text.map_err(|e| {
        format!(
            "valgrind wrote no profile for {} ({status}): {e}",
            program.display()
        )
    })?;
    summary(&text).ok_or_else(|| {
        format!(
            "no `summary:` line in callgrind's profile of {}",
            program.display()
        )
    })
}

/// The `summary:` (or `totals:`) event count of a callgrind profile.
fn summary(profile: &str) -> Option<u64> {
    profile
        .lines()
        .find_map(|l| {
            l.strip_prefix("summary:")
                .or_else(|| l.strip_prefix("totals:"))
        })
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn the_summary_line_gives_the_count() {
        let profile = "version: 1\ncreator: callgrind-3.19.0\nevents: Ir\n\nfn=main\n3 7\n\nsummary: 123456\n";
        assert_eq!(summary(profile), Some(123456));
        assert_eq!(summary("totals: 42 1\n"), Some(42));
        assert_eq!(summary("events: Ir\n"), None);
    }
}
