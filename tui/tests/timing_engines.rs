//! The two timing engines of the cycle engine agree to the byte (#37): every program of
//! `tests/programs` (MAPLE IR, µVM IR, coreVM IR, and the linked ones) runs with
//! `--timing ticked` and with `--timing memo`, on the default machine and on one with small
//! caches and buffers (misses, full store buffers, a history predictor), and the program's
//! output followed by `--stats-json -` (every figure: cycles, stalls by cause, caches,
//! branches, functions, lines, regions, threads) must be the same. And the memo does play
//! spans back: a loop runs mostly from it.

mod common;

use common::maple;
use std::path::{Path, PathBuf};

/// A machine that makes the memo's inputs vary: few sets, one-entry store buffer, two
/// top-of-stack registers, gshare.
const SMALL: &str = "\
[l1d]\nsize = 1024\nassoc = 2\n\
[l1i]\nsize = 1024\nassoc = 1\n\
[core]\nstore_buffer = 1\nfetch_buffer = 2\ntos_registers = 2\n\
[predictor]\nkind = \"gshare\"\n";

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// stdout of `maple run PROGRAM MODULES --timing TIMING --stats-json -` with the program's
/// flags and arguments (`None`: flags the memo does not apply to, or several cores).
fn run(
    program: &Path,
    modules: &[PathBuf],
    config: Option<&Path>,
    timing: &str,
) -> Option<Vec<u8>> {
    let flags = read(&program.with_extension("flags"));
    if ["--cores", "--max-cycles", "--engine", "--sample"]
        .iter()
        .any(|f| flags.contains(f))
    {
        return None;
    }
    let mut args: Vec<String> = vec!["run".into()];
    args.extend(flags.split_whitespace().map(String::from));
    args.push(program.display().to_string());
    args.extend(modules.iter().map(|m| m.display().to_string()));
    if let Some(c) = config {
        args.extend(["--config".into(), c.display().to_string()]);
    }
    args.extend([
        "--timing".into(),
        timing.into(),
        "--stats-json".into(),
        "-".into(),
    ]);
    args.push("--".into());
    args.extend(
        read(&program.with_extension("args"))
            .split_whitespace()
            .map(String::from),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    Some(maple(&args).stdout)
}

#[test]
fn every_program_times_the_same_ticked_and_memoized() {
    let small = maple_tests::tmp!("timing", "small.toml");
    std::fs::write(&small, SMALL).expect("write the small machine");
    let mut all: Vec<(PathBuf, Vec<PathBuf>)> = maple_tests::programs()
        .into_iter()
        .chain(maple_tests::uvm_programs())
        .chain(maple_tests::corevm_programs())
        .map(|p| (p, Vec::new()))
        .collect();
    all.extend(maple_tests::linked_programs());
    assert!(all.len() > 100, "only {} programs", all.len());
    let mut compared = 0;
    let mut differ = Vec::new();
    for (program, modules) in &all {
        for config in [None, Some(small.as_path())] {
            let Some(ticked) = run(program, modules, config, "ticked") else {
                continue;
            };
            let memo = run(program, modules, config, "memo");
            compared += 1;
            if memo.as_ref() != Some(&ticked) {
                differ.push(format!(
                    "{} ({})",
                    program.display(),
                    config.map_or("default", |_| "small")
                ));
            }
        }
    }
    assert!(compared > 200, "only {compared} runs compared");
    assert!(
        differ.is_empty(),
        "the timing engines differ on:\n{}",
        differ.join("\n")
    );
}

#[test]
fn a_loop_is_timed_mostly_from_the_memo() {
    let fib = maple_tests::programs_dir().join("bench/fib.mpl");
    let out = maple(&[
        "run",
        fib.to_str().unwrap_or_default(),
        "--timing",
        "memo",
        "--stats",
    ]);
    let err = maple_tests::stderr(&out);
    let line = err
        .lines()
        .find(|l| l.starts_with("timing memo"))
        .unwrap_or_else(|| panic!("no memo line in:\n{err}"));
    let share: f64 = line
        .split_whitespace()
        .nth(2)
        .and_then(|w| w.trim_end_matches('%').parse().ok())
        .unwrap_or_else(|| panic!("no share in {line}"));
    assert!(share > 90.0, "only {share}% played back: {line}");
}
