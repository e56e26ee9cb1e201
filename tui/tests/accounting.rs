//! The cycle accounting holds however a run ends: `cycles = instructions + Σ stalls` (per core
//! with several), and the function and thread tables add up to the same totals — after a
//! normal exit, a fault, `--max-cycles`, `--max-insns` and Ctrl-C, on one core and on several.

mod common;

use serde_json::Value;
use std::path::{Path, PathBuf};

fn program(path: &str) -> String {
    maple_tests::programs_dir()
        .join(path)
        .to_string_lossy()
        .into_owned()
}

fn coherence(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/coherence")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp!("accounting", name)
}

/// `maple run` with `args` and `--stats-json`: the exit status and the statistics.
fn stats(tag: &str, args: &[&str]) -> (Option<i32>, Value) {
    let json = tmp(&format!("{tag}.json"));
    let mut all = vec!["run"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--stats-json", json.to_str().unwrap()]);
    let o = common::maple(&all);
    let text = std::fs::read_to_string(&json)
        .unwrap_or_else(|e| panic!("{tag}: no stats ({e}); stderr: {}", maple_tests::stderr(&o)));
    (o.status.code(), serde_json::from_str(&text).expect("JSON"))
}

fn n(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

fn stall_sum(stalls: &Value) -> u64 {
    stalls.as_object().expect("stalls").values().map(n).sum()
}

/// Check every identity of the accounting on one run's statistics.
fn assert_accounts(tag: &str, s: &Value) {
    let instructions = n(&s["instructions"]);
    let functions = s["functions"].as_array().expect("functions");
    let threads = s["threads"].as_array().expect("threads");
    let (charged, executed) = match s.get("machine") {
        None => {
            assert_eq!(
                n(&s["cycles"]),
                instructions + stall_sum(&s["stalls"]),
                "{tag}: cycles = instructions + stalls"
            );
            (n(&s["cycles"]), instructions)
        }
        Some(m) => {
            let cores = m["cores"].as_array().expect("machine.cores");
            for c in cores {
                assert_eq!(
                    n(&c["cycles"]),
                    n(&c["instructions"]) + stall_sum(&c["stalls"]),
                    "{tag}: core {} cycles = instructions + stalls",
                    c["core"]
                );
            }
            let per_core: u64 = cores.iter().map(|c| n(&c["instructions"])).sum();
            assert_eq!(per_core, instructions, "{tag}: the cores' instructions");
            let stalls: u64 = cores.iter().map(|c| stall_sum(&c["stalls"])).sum();
            assert_eq!(stall_sum(&s["stalls"]), stalls, "{tag}: the cores' stalls");
            (cores.iter().map(|c| n(&c["cycles"])).sum(), per_core)
        }
    };
    let f_cycles: u64 = functions.iter().map(|f| n(&f["cycles"])).sum();
    let f_insns: u64 = functions.iter().map(|f| n(&f["instructions"])).sum();
    assert_eq!(f_cycles, charged, "{tag}: the functions' cycles");
    assert_eq!(f_insns, executed, "{tag}: the functions' instructions");
    let t_cycles: u64 = threads.iter().map(|t| n(&t["cycles"])).sum();
    let t_insns: u64 = threads.iter().map(|t| n(&t["instructions"])).sum();
    assert_eq!(t_cycles, charged, "{tag}: the threads' cycles");
    assert_eq!(t_insns, executed, "{tag}: the threads' instructions");
}

#[test]
fn a_normal_exit_accounts_for_every_cycle() {
    let (status, s) = stats("exit", &[&program("bench/fib.mpl")]);
    assert_eq!(status, Some(0));
    assert_accounts("exit", &s);
}

#[test]
fn a_fault_accounts_for_every_cycle() {
    // The faulting load issues but never completes: its cycle is the drain's, not an issue.
    let (status, s) = stats("fault", &[&program("faults/null_load.mpl")]);
    assert_eq!(status, Some(70));
    assert_accounts("fault", &s);
}

#[test]
fn a_cycle_limit_accounts_for_every_cycle() {
    let (status, s) = stats(
        "max-cycles",
        &[&program("bench/fib.mpl"), "--max-cycles", "100000"],
    );
    assert_eq!(status, Some(70));
    assert_eq!(n(&s["cycles"]), 100_000);
    assert_accounts("max-cycles", &s);
}

#[test]
fn an_instruction_limit_accounts_for_every_cycle_and_counts_the_limit() {
    let (status, s) = stats(
        "max-insns",
        &[&program("bench/fib.mpl"), "--max-insns", "100000"],
    );
    assert_eq!(status, Some(70));
    // The instructions in flight when the limit struck have executed: they count.
    assert_eq!(n(&s["instructions"]), 100_000);
    assert_accounts("max-insns", &s);
}

#[test]
fn every_end_accounts_for_every_cycle_on_several_cores() {
    let sum = coherence("parallel_sum.mpl");
    let deadlock = program("threads/deadlock_mutexes.mpl");
    let ends: [(&str, Vec<&str>, i32); 4] = [
        ("cores-exit", vec![&sum, "--cores", "4"], 0),
        (
            "cores-max-cycles",
            vec![&sum, "--cores", "4", "--max-cycles", "30000"],
            70,
        ),
        (
            "cores-max-insns",
            vec![&sum, "--cores", "2", "--max-insns", "30001"],
            70,
        ),
        ("cores-deadlock", vec![&deadlock, "--cores", "2"], 70),
    ];
    for (tag, args, want) in ends {
        let (status, s) = stats(tag, &args);
        assert_eq!(status, Some(want), "{tag}");
        assert!(s.get("machine").is_some(), "{tag}: a multi-core report");
        assert_accounts(tag, &s);
    }
}

/// A loop that never ends.
const SPIN: &str = "func &main () i32 {
  var %i i32
  dassign %i (constval i32 0)
  while (ge i32 i32 (dread i32 %i, constval i32 0)) {
    dassign %i (band i32 (add i32 (dread i32 %i, constval i32 1), constval i32 1048575))
  }
  return (constval i32 0)
}
";

/// Run `maple run ARGS --stats --stats-json J`, send it SIGINT after `ms` milliseconds:
/// (exit status, stderr, the statistics written).
#[cfg(unix)]
fn interrupt(tag: &str, args: &[&str], ms: u64) -> (Option<i32>, String, Value) {
    use std::process::{Command, Stdio};
    let json = tmp(&format!("{tag}.json"));
    let child = common::maple_command()
        .arg("run")
        .args(args)
        .args(["--stats", "--stats-json", json.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("maple starts");
    std::thread::sleep(std::time::Duration::from_millis(ms));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let o = child.wait_with_output().expect("maple ends");
    let err = maple_tests::stderr(&o);
    let text = std::fs::read_to_string(&json)
        .unwrap_or_else(|e| panic!("{tag}: no statistics ({e}): {err}"));
    let s: Value = serde_json::from_str(&text).unwrap();
    (o.status.code(), err, s)
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_run_and_still_writes_the_statistics() {
    let src = tmp("spin.mpl");
    std::fs::write(&src, SPIN).unwrap();
    for (tag, cores) in [("interrupt", "1"), ("interrupt-cores", "2")] {
        // Long enough for the run loop to be simulating.
        let (status, err, s) = interrupt(tag, &[src.to_str().unwrap(), "--cores", cores], 700);
        assert_eq!(status, Some(130), "{tag}: {err}");
        assert!(
            err.starts_with("interrupted (Ctrl-C): the figures below cover the run until then\n"),
            "{tag}: {err}"
        );
        assert!(
            err.contains("maple: interrupted (Ctrl-C) at cycle "),
            "{tag}: {err}"
        );
        assert_eq!(s["interrupted"], Value::Bool(true), "{tag}");
        assert!(n(&s["instructions"]) > 10_000, "{tag}: it ran");
        assert_accounts(tag, &s);
    }
    // A run that ends by itself says nothing of interruption.
    let (_, s) = stats("not-interrupted", &[&program("bench/fib.mpl")]);
    assert!(s.get("interrupted").is_none());
}

/// Ctrl-C also stops the functional parts of a run: a fast-forward, and the pre-passes that
/// find a fast-forward's checkpoint or count a sampled run's instructions (here endless).
#[cfg(unix)]
#[test]
fn ctrl_c_stops_fast_forward_and_sampling_pre_passes() {
    // The region opens after the endless loop: never.
    let src = tmp("spin-functional.mpl");
    let with_region = SPIN.replace(
        "  return (constval i32 0)",
        "  checkpoint never\n  return (constval i32 0)",
    );
    assert_ne!(with_region, SPIN);
    std::fs::write(&src, with_region).unwrap();
    let file = src.to_str().unwrap();
    let cases: [(&str, Vec<&str>, bool); 3] = [
        (
            "ff-count",
            vec![file, "--fast-forward", "100000000000000"],
            false,
        ),
        ("ff-region", vec![file, "--fast-forward", "never"], true),
        ("sample", vec![file, "--sample", "10000:1000:1000"], true),
    ];
    for (tag, args, pre_pass) in cases {
        let (status, err, s) = interrupt(tag, &args, 700);
        assert_eq!(status, Some(130), "{tag}: {err}");
        assert!(
            err.contains("maple: interrupted (Ctrl-C) after "),
            "{tag}: {err}"
        );
        assert_eq!(
            err.contains("note: in the functional pre-pass: nothing was timed yet"),
            pre_pass,
            "{tag}: {err}"
        );
        assert_eq!(s["interrupted"], Value::Bool(true), "{tag}");
        assert_eq!(n(&s["cycles"]), 0, "{tag}: nothing was timed");
        if !pre_pass {
            // The fast-forward ran on this machine: the report says how far it got.
            assert!(
                n(&s["fast_forward"]["instructions"]) > 1_000_000,
                "{tag}: {s}"
            );
        }
    }
}

/// `timeout -s INT` signals maple, then maple's process group: two SIGINTs at once, which
/// are one request to stop (maple once ended at the second, printing nothing).
#[cfg(unix)]
#[test]
fn sigints_close_together_count_as_one() {
    use std::process::Command;
    let src = tmp("spin-timeout.mpl");
    std::fs::write(&src, SPIN).unwrap();
    let json = tmp("timeout.json");
    let _ = std::fs::remove_file(&json);
    let o = Command::new("timeout")
        .args(["--preserve-status", "-s", "INT", "1", common::MAPLE, "run"])
        .arg(&src)
        .args(["--stats", "--stats-json", json.to_str().unwrap()])
        .output()
        .expect("timeout runs");
    let err = maple_tests::stderr(&o);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert!(
        err.contains("maple: interrupted (Ctrl-C) at cycle "),
        "{err}"
    );
    assert!(!err.contains("interrupted again"), "{err}");
    let s: Value = serde_json::from_str(&std::fs::read_to_string(&json).expect("the JSON"))
        .expect("valid JSON");
    assert_eq!(s["interrupted"], Value::Bool(true));
    assert!(n(&s["instructions"]) > 10_000, "it ran");
}

/// A second Ctrl-C well after the first ends maple at once, saying so: here maple is stuck
/// writing the program's output to a pipe nobody reads, so the first cannot end the run.
#[cfg(unix)]
#[test]
fn a_later_second_sigint_ends_maple_at_once_saying_so() {
    use std::process::{Command, Stdio};
    let src = tmp("flood.mpl");
    std::fs::write(
        &src,
        "func &puts (var %s <* i8>) i32
func &main () i32 {
  while (constval u1 1) {
    call &puts (conststr ptr \"a line nobody reads, again and again\")
  }
  return (constval i32 0)
}
",
    )
    .unwrap();
    let mut child = common::maple_command()
        .arg("run")
        .arg(&src)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("maple starts");
    let kill = |pid: u32| {
        let sent = Command::new("kill")
            .args(["-INT", &pid.to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
    };
    std::thread::sleep(std::time::Duration::from_millis(700));
    kill(child.id());
    std::thread::sleep(std::time::Duration::from_millis(1300));
    kill(child.id());
    // Not reading stdout until maple has ended: it ended by itself, pipe still full.
    let status = child.wait().expect("maple ends");
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert_eq!(status.code(), Some(130), "{err}");
    assert_eq!(
        err.matches("maple: interrupted again (Ctrl-C): ended at once")
            .count(),
        1,
        "{err}"
    );
}
