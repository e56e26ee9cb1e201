//! `maple run --cores N --model M`: threaded programs give their expected output on several
//! cores under every model, store buffering is observable under tso and weak and never under
//! sc, fences forbid it, more threads than cores are time-sliced to completion, and a run is
//! the same for the same seed. Every run of the thread programs checks the coherence
//! invariant after every cycle (`--check-coherence`).

mod common;

use common::maple;
use std::path::{Path, PathBuf};
use std::process::Output;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn thread_programs_give_their_expected_output_on_several_cores_under_every_model() {
    let dir = root().join("tests/programs/threads");
    let mut checked = 0;
    for f in maple_tests::files_under(&dir) {
        if f.extension().is_none_or(|x| x != "mpl") {
            continue;
        }
        let expected = std::fs::read_to_string(f.with_extension("expected")).unwrap_or_default();
        let status: i32 = std::fs::read_to_string(f.with_extension("status"))
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        for cores in ["2", "4"] {
            for model in ["sc", "tso", "weak"] {
                let o = maple(&[
                    "run",
                    f.to_str().unwrap(),
                    "--cores",
                    cores,
                    "--model",
                    model,
                    "--check-coherence",
                ]);
                assert_eq!(
                    (stdout(&o), o.status.code()),
                    (expected.clone(), Some(status)),
                    "{} on {cores} cores, {model}: {}",
                    f.display(),
                    maple_tests::stderr(&o)
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 30, "only {checked} runs");
}

/// Outcomes of `file` over seeds 1..=n.
fn outcomes(file: &str, cores: &str, model: &str, n: u32) -> Vec<String> {
    let path = root().join(file);
    (1..=n)
        .map(|seed| {
            let seed = seed.to_string();
            let o = maple(&[
                "run",
                path.to_str().unwrap(),
                "--cores",
                cores,
                "--model",
                model,
                "--seed",
                &seed,
            ]);
            assert_eq!(o.status.code(), Some(0), "{}", maple_tests::stderr(&o));
            stdout(&o).trim().to_string()
        })
        .collect()
}

#[test]
fn store_buffering_shows_under_tso_and_weak_never_under_sc_and_fences_forbid_it() {
    let relaxed = "r0=0 r1=0";
    for model in ["tso", "weak"] {
        let seen = outcomes("tests/litmus/sb.mpl", "3", model, 8);
        assert!(
            seen.iter().any(|o| o == relaxed),
            "{model}: SB's relaxed outcome never appeared: {seen:?}"
        );
    }
    let sc = outcomes("tests/litmus/sb.mpl", "3", "sc", 8);
    assert!(!sc.iter().any(|o| o == relaxed), "sc: {sc:?}");
    for model in ["tso", "weak"] {
        for fenced in [
            "tests/litmus/sb_fences.mpl",
            "tests/litmus/sb_storeload.mpl",
        ] {
            let seen = outcomes(fenced, "3", model, 8);
            assert!(
                !seen.iter().any(|o| o == relaxed),
                "{fenced} {model}: {seen:?}"
            );
        }
    }
}

#[test]
fn more_threads_than_cores_are_time_sliced_to_the_exact_count() {
    let dir = maple_tests::tmp!("multicore", "");
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("many.mpl");
    std::fs::write(
        &f,
        "func &printf (var %fmt <* i8>, ...) i32
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
func &__atomic_fetch_add_4 (var %p ptr, var %v u32, var %order i32) u32
var $go i32 volatile
var $ready i32 volatile
var $sum i32 volatile
func &worker (var %arg ptr) ptr {
  call &__atomic_fetch_add_4 (addrof ptr $ready, constval u32 1, constval i32 5)
  while (eq i32 i32 (dread i32 $go, constval i32 0)) {
  }
  call &__atomic_fetch_add_4 (addrof ptr $sum, constval u32 1, constval i32 5)
  return (constval ptr 0)
}
func &main () i32 {
  var %t <[4] u64>
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_create (array 1 ptr <* [4] u64> (addrof ptr %t, dread i32 %i), constval ptr 0, addroffunc a64 &worker, constval ptr 0)
  }
  while (ne i32 i32 (dread i32 $ready, constval i32 4)) {
  }
  dassign $go (constval i32 1)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 4), constval i32 1) {
    call &pthread_join (iread u64 <* u64> (array 1 ptr <* [4] u64> (addrof ptr %t, dread i32 %i)), constval ptr 0)
  }
  call &printf (conststr ptr \"sum=%d\\n\", dread i32 $sum)
  return (constval i32 0)
}
",
    )
    .unwrap();
    // Five spinning threads on two cores: each must get a turn for main to see all ready.
    for model in ["sc", "tso", "weak"] {
        let o = maple(&[
            "run",
            f.to_str().unwrap(),
            "--cores",
            "2",
            "--model",
            model,
            "--max-cycles",
            "20000000",
        ]);
        assert_eq!(
            stdout(&o),
            "sum=4\n",
            "{model}: {}",
            maple_tests::stderr(&o)
        );
    }
}

#[test]
fn a_multicore_run_is_the_same_for_the_same_seed_and_reports_each_core() {
    let f = root().join("tests/litmus/iriw.mpl");
    let run = |seed: &str| {
        let o = maple(&[
            "run",
            f.to_str().unwrap(),
            "--cores",
            "4",
            "--model",
            "weak",
            "--seed",
            seed,
            "--stats-json",
            "-",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", maple_tests::stderr(&o));
        stdout(&o)
    };
    assert_eq!(run("7"), run("7"));
    let text = run("7");
    let json = &text[text.find('{').unwrap()..];
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let cores = v["machine"]["cores"].as_array().expect("machine.cores");
    assert_eq!(cores.len(), 4);
    assert_eq!(v["machine"]["memory_model"], "weak");
    let issued: u64 = cores
        .iter()
        .map(|c| c["instructions"].as_u64().unwrap())
        .sum();
    assert_eq!(issued, v["instructions"].as_u64().unwrap());
    assert!(cores
        .iter()
        .all(|c| c["instructions"].as_u64().unwrap() > 0));
}

#[test]
fn a_deadlock_names_what_every_thread_waits_for_on_both_engines() {
    let path = root().join("tests/programs/threads/deadlock_mutexes.mpl");
    let path = path.to_str().unwrap();
    for args in [
        vec!["run", path, "--engine", "functional"],
        vec!["run", path],
        vec!["run", path, "--cores", "4", "--model", "weak"],
    ] {
        let o = maple(&args);
        let err = maple_tests::stderr(&o);
        assert_eq!(o.status.code(), Some(70), "{args:?}: {err}");
        for wait in [
            "deadlock",
            "thread 1 joins thread 2",
            "thread 2 waits for the mutex at 0x",
            "(held by thread 3)",
            "thread 3 waits for the mutex at 0x",
            "(held by thread 2)",
        ] {
            assert!(err.contains(wait), "{args:?}: no `{wait}` in {err}");
        }
    }
}

#[test]
fn a_racy_counter_loses_updates_on_several_cores() {
    let path = root().join("tests/coherence/racy_counter.mpl");
    for model in ["tso", "weak"] {
        let o = maple(&[
            "run",
            path.to_str().unwrap(),
            "--cores",
            "4",
            "--model",
            model,
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", maple_tests::stderr(&o));
        let total: u64 = stdout(&o)
            .trim()
            .strip_prefix("total ")
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{}", stdout(&o)));
        assert!(
            (1000..4000).contains(&total),
            "{model}: 4 x 1000 racy increments gave {total}"
        );
    }
}

#[test]
fn lock_contention_is_reported_per_object_and_thread() {
    let dir = maple_tests::tmp!("contention", "");
    std::fs::create_dir_all(&dir).unwrap();
    // (Whether main waits in a join depends on the timing: in monitor.mpl main works too,
    // and its threads are done when it joins them.)
    for (program, kind, joins) in [
        ("tests/programs/threads/mutex_counter.mpl", "mutex", true),
        ("tests/programs/threads/monitor.mpl", "monitor", false),
        (
            "tests/programs/threads/condvar_queue.mpl",
            "condition",
            true,
        ),
    ] {
        let json = dir.join(format!("{kind}.json"));
        let path = root().join(program);
        let o = maple(&[
            "run",
            path.to_str().unwrap(),
            "--cores",
            "4",
            "--stats-json",
            json.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", maple_tests::stderr(&o));
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let sync = v["machine"]["sync"].as_array().unwrap();
        let lock = sync
            .iter()
            .find(|s| s["kind"] == kind)
            .unwrap_or_else(|| panic!("{program}: no {kind} in {sync:?}"));
        let waits = lock["waits"].as_u64().unwrap();
        let cycles = lock["cycles_blocked"].as_u64().unwrap();
        assert!(waits > 0 && cycles >= waits, "{program}: {lock}");
        let per_thread: u64 = lock["threads"]
            .as_object()
            .unwrap()
            .values()
            .map(|c| c.as_u64().unwrap())
            .sum();
        assert_eq!(per_thread, cycles, "{program}: {lock}");
        if joins {
            let join = sync.iter().find(|s| s["kind"] == "join");
            let join = join.unwrap_or_else(|| panic!("{program}: main's joins"));
            assert!(join["thread"].as_u64().is_some_and(|t| t > 1), "{join}");
        }
    }
}

#[test]
fn the_functional_engine_interleaves_threads_as_the_seed_says() {
    let dir = root().join("tests/programs/threads");
    for f in maple_tests::files_under(&dir) {
        if f.extension().is_none_or(|x| x != "mpl") || f.with_extension("status").exists() {
            continue;
        }
        let expected = std::fs::read_to_string(f.with_extension("expected")).unwrap();
        for seed in ["1", "2", "3"] {
            let o = maple(&[
                "run",
                f.to_str().unwrap(),
                "--engine",
                "functional",
                "--seed",
                seed,
            ]);
            assert_eq!(stdout(&o), expected, "{} seed {seed}", f.display());
        }
    }
    // A race shows across seeds; one seed replays exactly.
    let racy = root().join("tests/coherence/racy_counter.mpl");
    let run = |seed: &str| {
        stdout(&maple(&[
            "run",
            racy.to_str().unwrap(),
            "--engine",
            "functional",
            "--seed",
            seed,
        ]))
    };
    let totals: std::collections::BTreeSet<String> = (1..=6).map(|s| run(&s.to_string())).collect();
    assert!(totals.len() > 1, "every seed gave {totals:?}");
    assert_eq!(run("4"), run("4"));
}

/// main's region around the parallel phase, and one region in each worker.
const REGIONS: &str =
    "func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
var $out <[2] i32> align(64)
func &w1 (var %arg ptr) ptr {
  var %i i32
  var %s i32
  checkpoint w1
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 200), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, dread i32 %i))
  }
  checkpoint w1
  iassign <* i32> (array 1 ptr <* <[2] i32>> (addrof ptr $out, constval i32 0), dread i32 %s)
  return (constval ptr 0)
}
func &w2 (var %arg ptr) ptr {
  var %i i32
  var %s i32
  checkpoint w2
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 300), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, dread i32 %i))
  }
  checkpoint w2
  iassign <* i32> (array 1 ptr <* <[2] i32>> (addrof ptr $out, constval i32 1), dread i32 %s)
  return (constval ptr 0)
}
func &main () i32 {
  var %t1 u64
  var %t2 u64
  checkpoint all
  call &pthread_create (addrof ptr %t1, constval ptr 0, addroffunc a64 &w1, constval ptr 0)
  call &pthread_create (addrof ptr %t2, constval ptr 0, addroffunc a64 &w2, constval ptr 0)
  call &pthread_join (dread u64 %t1, constval ptr 0)
  call &pthread_join (dread u64 %t2, constval ptr 0)
  checkpoint all
  return (constval i32 0)
}
";

/// Checkpoint regions count on every core: the workers' regions run on cores 1 and 2 and are
/// reported with main's, in the global clock and the machine's instructions (they used to be
/// core 0's only).
#[test]
fn regions_on_every_core_are_reported() {
    let p = maple_tests::tmp!("multicore", "regions.mpl");
    std::fs::write(&p, REGIONS).unwrap();
    let o = maple(&[
        "run",
        p.to_str().unwrap(),
        "--cores",
        "3",
        "--stats-json",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", maple_tests::stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let region = |name: &str| {
        v["regions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap_or_else(|| panic!("no region {name}: {}", v["regions"]))
            .clone()
    };
    let (all, w1, w2) = (region("all"), region("w1"), region("w2"));
    let n = |r: &serde_json::Value, k: &str| r[k].as_u64().unwrap();
    for r in [&all, &w1, &w2] {
        assert_eq!(n(r, "entries"), 1, "{r}");
    }
    // Each loop iteration is several instructions: the regions hold the loops.
    assert!(n(&w1, "instructions") >= 200 * 5, "{w1}");
    assert!(n(&w2, "instructions") >= 300 * 5, "{w2}");
    assert!(n(&w2, "cycles") > n(&w1, "cycles"), "{w1} {w2}");
    // A region counts the machine's instructions (every hart's, as gem5's work regions do):
    // main's spans both workers' regions, and no more than the run.
    for w in [&w1, &w2] {
        assert!(n(&all, "instructions") > n(w, "instructions"), "{all} {w}");
        assert!(n(&all, "cycles") > n(w, "cycles"), "{all} {w}");
    }
    assert!(n(&all, "cycles") <= n(&v, "cycles"), "{all}");
    assert!(n(&all, "instructions") <= n(&v, "instructions"), "{all}");
}
