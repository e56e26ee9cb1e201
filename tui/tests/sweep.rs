//! `maple sweep`: configuration values × programs, each point a row equal to the separate
//! run's `--stats-json`; failures are rows; a Slurm job array run by hand merges into the
//! same rows as the local sweep.

mod common;

use common::maple;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn bench(name: &str) -> PathBuf {
    std::fs::canonicalize(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/programs/bench")
            .join(name),
    )
    .unwrap()
}

fn scratch(tag: &str) -> PathBuf {
    let d = maple_tests::tmp!(&format!("sweep-{tag}"), "");
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const SETS: [&str; 4] = [
    "--set",
    "l1d.size=4096,32768",
    "--set",
    "predictor.kind=static,gshare",
];

#[test]
fn a_2x2_sweep_over_2_programs_is_8_rows_equal_to_the_separate_runs() {
    let dir = scratch("local");
    let (fib, sieve) = (bench("fib.mpl"), bench("sieve.mpl"));
    let out = dir.join("rows.json");
    let mut args = vec!["sweep", fib.to_str().unwrap(), sieve.to_str().unwrap()];
    args.extend(SETS);
    args.extend(["-j", "2", "--quiet", "--out", out.to_str().unwrap()]);
    let o = maple(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let rows: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(rows.len(), 8);
    let mut distinct_cycles = std::collections::BTreeSet::new();
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row["index"], i);
        assert_eq!(row["status"], "exited", "{row}");
        let settings = row["settings"].as_array().unwrap();
        let (size, kind) = (
            settings[0][1].as_str().unwrap(),
            settings[1][1].as_str().unwrap(),
        );
        let config = dir.join(format!("c{i}.toml"));
        std::fs::write(
            &config,
            format!("[l1d]\nsize = {size}\n[predictor]\nkind = \"{kind}\"\n"),
        )
        .unwrap();
        let program = row["program"].as_str().unwrap();
        let json = dir.join(format!("s{i}.json"));
        let single = maple(&[
            "run",
            program,
            "--config",
            config.to_str().unwrap(),
            "--stats-json",
            json.to_str().unwrap(),
        ]);
        assert!(single.status.success());
        let stats: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        assert_eq!(row["stats"], stats, "row {i}: {program} {size} {kind}");
        assert_eq!(row["cycles"], stats["cycles"]);
        assert_eq!(row["instructions"], stats["instructions"]);
        distinct_cycles.insert(row["cycles"].as_u64().unwrap());
    }
    assert!(
        distinct_cycles.len() >= 6,
        "the swept keys change the timing: {distinct_cycles:?}"
    );

    // CSV: a header with the keys and the flattened stats, one line per point.
    let csv_path = dir.join("rows.csv");
    let mut args = vec!["sweep", fib.to_str().unwrap()];
    args.extend(SETS);
    args.extend(["--quiet", "--out", csv_path.to_str().unwrap()]);
    assert!(maple(&args).status.success());
    let csv = std::fs::read_to_string(&csv_path).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 4);
    assert!(lines[0].starts_with("index,program,l1d.size,predictor.kind,status,exit_status,cycles,instructions,ipc,error,stats."));
    assert!(lines[0].contains("stats.caches.l1d.misses"), "{}", lines[0]);
}

#[test]
fn failures_are_rows_and_bad_values_fail_at_once() {
    let dir = scratch("fail");
    let missing = dir.join("missing.mpl");
    let out = dir.join("rows.json");
    let fib = bench("fib.mpl");
    let o = maple(&[
        "sweep",
        fib.to_str().unwrap(),
        missing.to_str().unwrap(),
        "--set",
        "core.count=1",
        "--max-insns",
        "1000",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let rows: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        rows[0]["status"], "fault",
        "--max-insns ends fib early: {}",
        rows[0]
    );
    let n = rows[0]["instructions"].as_u64().unwrap();
    assert!((990..=1000).contains(&n), "stopped at the bound: {n}");
    assert_eq!(rows[1]["status"], "error");
    assert!(
        rows[1]["error"].as_str().unwrap().contains("cannot read"),
        "{}",
        rows[1]
    );

    let o = maple(&["sweep", fib.to_str().unwrap(), "--set", "core.count=0"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("core.count"));
}

#[test]
fn a_slurm_job_array_run_by_hand_merges_into_the_local_rows() {
    let dir = scratch("slurm");
    let jobs = dir.join("jobs");
    let (fib, sieve) = (bench("fib.mpl"), bench("sieve.mpl"));
    let mut args = vec!["sweep", fib.to_str().unwrap(), sieve.to_str().unwrap()];
    args.extend(SETS);
    let mut emit = args.clone();
    emit.extend(["--emit-slurm", jobs.to_str().unwrap()]);
    let o = maple(&emit);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let script = std::fs::read_to_string(jobs.join("sweep.sbatch")).unwrap();
    assert!(script.starts_with("#!/bin/bash\n"));
    assert!(script.contains("\n#SBATCH --array=0-7\n"), "{script}");
    assert!(script.contains("--point \"$k\""), "{script}");
    let syntax = Command::new("bash")
        .arg("-n")
        .arg(jobs.join("sweep.sbatch"))
        .status()
        .unwrap();
    assert!(syntax.success(), "the script is valid bash");
    // What Slurm does: run the script once per task with its number in the environment.
    for k in 0..8 {
        let s = Command::new("bash")
            .arg(jobs.join("sweep.sbatch"))
            .env("SLURM_ARRAY_TASK_ID", k.to_string())
            .status()
            .unwrap();
        assert!(s.success(), "task {k}");
    }
    let merged = dir.join("merged.json");
    assert!(maple(&[
        "sweep",
        "--merge",
        jobs.to_str().unwrap(),
        "--out",
        merged.to_str().unwrap()
    ])
    .status
    .success());
    let local = dir.join("local.json");
    let mut run = args.clone();
    run.extend(["--quiet", "--out", local.to_str().unwrap()]);
    assert!(maple(&run).status.success());
    let read =
        |p: &Path| -> Value { serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap() };
    assert_eq!(read(&merged), read(&local));

    // A task that never ran is an error row, not a missing one.
    std::fs::remove_file(jobs.join("results/3.json")).unwrap();
    let o = maple(&[
        "sweep",
        "--merge",
        jobs.to_str().unwrap(),
        "--out",
        merged.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let rows = read(&merged);
    assert_eq!(rows.as_array().unwrap().len(), 8);
    assert_eq!(rows[3]["status"], "error");
    assert!(rows[3]["error"].as_str().unwrap().contains("no result"));
}
