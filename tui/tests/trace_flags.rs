//! `maple run --trace-konata/--trace-vcd/--trace-window`: the files appear, cover the
//! window asked for, and the flags are refused where they cannot work; with several cores
//! the traces show each core and `--profile` each thread, in figures that agree with
//! `--stats-json`. (The trace contents are checked cycle by cycle in sim/tests/traces.rs.)

mod common;

use common::maple;
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp!("traces", name)
}

fn fib() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/examples/fib.mpl").to_string()
}

use maple_tests::stderr;

/// The cycle of every `#time` line of a VCD file.
fn vcd_times(text: &str) -> Vec<u64> {
    text.lines()
        .filter_map(|l| l.strip_prefix('#'))
        .map(|t| t.parse().unwrap())
        .collect()
}

#[test]
fn both_traces_are_written_over_the_window_and_the_program_still_runs() {
    let k = tmp("fib.kanata");
    let v = tmp("fib.vcd");
    let o = maple(&[
        "run",
        &fib(),
        "--trace-konata",
        k.to_str().unwrap(),
        "--trace-vcd",
        v.to_str().unwrap(),
        "--trace-window",
        "1000:1500",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("fib(20) = 6765"));
    let konata = std::fs::read_to_string(&k).unwrap();
    assert!(
        konata.starts_with("Kanata\t0004\nC=\t1"),
        "{}",
        &konata[..40]
    );
    let ids = konata.lines().filter(|l| l.starts_with("I\t")).count();
    let ends = konata.lines().filter(|l| l.starts_with("R\t")).count();
    assert!(ids > 50, "{ids} instructions");
    assert_eq!(ids, ends, "every instruction ends");
    let vcd = std::fs::read_to_string(&v).unwrap();
    let times = vcd_times(&vcd);
    assert!(
        times[0] >= 1000 && *times.last().unwrap() < 1800,
        "{times:?}"
    );
    assert!(vcd.contains("$var wire 32 ( pc $end"));
}

#[test]
fn the_default_window_is_the_first_100000_cycles() {
    let v = tmp("default.vcd");
    let o = maple(&["run", &fib(), "--trace-vcd", v.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let times = vcd_times(&std::fs::read_to_string(&v).unwrap());
    let last = *times.last().unwrap();
    // fib runs for longer than the window: the waveform stops near its end.
    assert!((99_000..100_500).contains(&last), "last time {last}");
}

#[test]
fn trace_flags_are_refused_where_they_cannot_work() {
    let v = tmp("refused.vcd");
    let o = maple(&[
        "run",
        &fib(),
        "--engine",
        "functional",
        "--trace-vcd",
        v.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("need the cycle engine"),
        "{}",
        stderr(&o)
    );

    let o = maple(&["run", &fib(), "--trace-window", "0:10"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--trace-window needs"),
        "{}",
        stderr(&o)
    );

    let o = maple(&[
        "run",
        &fib(),
        "--trace-vcd",
        "x.vcd",
        "--trace-window",
        "9:3",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is empty"), "{}", stderr(&o));

    let o = maple(&["run", &fib(), "--trace-konata", "/nonexistent-dir/x.kanata"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot create"), "{}", stderr(&o));
    assert!(o.stdout.is_empty(), "nothing ran");

    let o = maple(&[
        "run",
        &fib(),
        "--trace-konata",
        v.to_str().unwrap(),
        "--trace-vcd",
        v.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("same file"), "{}", stderr(&o));
}

#[test]
fn a_trace_that_cannot_be_written_fails_maple_after_the_run() {
    // /dev/full accepts the open and fails every write.
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let o = maple(&["run", &fib(), "--trace-vcd", "/dev/full"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot write /dev/full"),
        "{}",
        stderr(&o)
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("fib(20) = 6765"));
}

/// The `$var` signals of a VCD header as `scope.scope.name` paths (read as text).
fn vcd_signals(text: &str) -> Vec<String> {
    let mut scopes: Vec<&str> = Vec::new();
    let mut names = Vec::new();
    for line in text
        .lines()
        .take_while(|l| !l.starts_with("$enddefinitions"))
    {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.as_slice() {
            ["$scope", "module", name, "$end"] => scopes.push(name),
            ["$upscope", "$end"] => {
                scopes.pop();
            }
            ["$var", "wire", _, _, name, "$end"] => {
                names.push(format!("{}.{name}", scopes.join(".")));
            }
            _ => {}
        }
    }
    names
}

/// The figures of a profile section's rows: (cycles, instructions, what) per line.
fn profile_rows(profile: &str, heading: &str) -> Vec<(u64, u64, String)> {
    profile
        .lines()
        .skip_while(|l| !l.ends_with(heading))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| {
            // cycles, percent, instructions, then the name (which may hold spaces).
            let w: Vec<&str> = l.split_whitespace().collect();
            (
                w[0].parse().unwrap(),
                w[2].parse().unwrap(),
                w[3..].join(" "),
            )
        })
        .collect()
}

#[test]
fn traces_and_the_profile_of_two_cores_show_each_core_and_each_thread() {
    let program = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/programs/threads/message_passing.mpl"
    );
    let (k, v, j) = (tmp("mp.kanata"), tmp("mp.vcd"), tmp("mp.json"));
    let o = maple(&[
        "run",
        program,
        "--cores",
        "2",
        "--trace-konata",
        k.to_str().unwrap(),
        "--trace-vcd",
        v.to_str().unwrap(),
        "--trace-window",
        "0:",
        "--stats-json",
        j.to_str().unwrap(),
        "--profile",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let stats: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&j).unwrap()).unwrap();
    let n = |v: &serde_json::Value| v.as_u64().unwrap();
    let instructions = n(&stats["instructions"]);
    let per_core: Vec<(u64, u64)> = stats["machine"]["cores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (n(&c["cycles"]), n(&c["instructions"])))
        .collect();
    let charged: u64 = per_core.iter().map(|c| c.0).sum();
    let threads: Vec<(u64, u64)> = stats["threads"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (n(&h["cycles"]), n(&h["instructions"])))
        .collect();
    assert_eq!(threads.len(), 2, "main and the consumer");
    assert_eq!(threads.iter().map(|t| t.1).sum::<u64>(), instructions);
    assert_eq!(threads.iter().map(|t| t.0).sum::<u64>(), charged);
    let by_fn: u64 = stats["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| n(&f["cycles"]))
        .sum();
    assert_eq!(by_fn, charged, "the function table covers both cores");

    // Konata: the thread id is the core; each core's rows retire what it retired, and the
    // detail labels name the thread each instruction was fetched for.
    let konata = std::fs::read_to_string(&k).unwrap();
    let mut core_of = std::collections::HashMap::new();
    let mut thread_of = std::collections::HashMap::new();
    let mut retired_by_core = [0u64; 2];
    let mut retired_by_thread = [0u64; 2];
    for line in konata.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        match f[0] {
            "I" => {
                core_of.insert(f[1].to_string(), f[3].parse::<usize>().unwrap());
            }
            "L" if f[2] == "1" => {
                let (_, t) = f[3].rsplit_once(" for thread ").expect(f[3]);
                thread_of.insert(f[1].to_string(), t.parse::<usize>().unwrap());
            }
            "R" if f[3] == "0" => {
                retired_by_core[core_of[f[1]]] += 1;
                retired_by_thread[thread_of[f[1]] - 1] += 1;
            }
            _ => {}
        }
    }
    let mut cores: Vec<usize> = core_of.values().copied().collect();
    cores.sort_unstable();
    cores.dedup();
    assert_eq!(cores, [0, 1], "thread ids");
    for c in 0..2 {
        assert_eq!(retired_by_core[c], per_core[c].1, "core {c}");
        assert_eq!(retired_by_thread[c], threads[c].1, "thread {}", c + 1);
    }

    // VCD: one scope per core with the same signals.
    let vcd = std::fs::read_to_string(&v).unwrap();
    let signals = vcd_signals(&vcd);
    let of = |c: &str| -> Vec<String> {
        let prefix = format!("maple.{c}.");
        signals
            .iter()
            .filter_map(|s| s.strip_prefix(&prefix).map(str::to_string))
            .collect()
    };
    let (core0, core1) = (of("core0"), of("core1"));
    assert_eq!(core0.len() + core1.len(), signals.len(), "{signals:?}");
    assert_eq!(core0, core1);
    for s in ["execute.pc", "retire", "stall", "l1d_miss", "l2_miss"] {
        assert!(core0.iter().any(|x| x == s), "no {s} in {core0:?}");
    }

    // The profile: both cores' cycles, and a line per thread with its figures.
    let profile = stderr(&o);
    assert!(
        profile.contains(&format!(
            "== profile: {} cycles, {charged} on 2 cores ==",
            n(&stats["cycles"])
        )),
        "{profile}"
    );
    let functions = profile_rows(&profile, "function");
    assert_eq!(functions.iter().map(|f| f.0).sum::<u64>(), charged);
    let rows = profile_rows(&profile, "thread");
    assert_eq!(
        rows,
        [
            (threads[0].0, threads[0].1, "thread 1".to_string()),
            (threads[1].0, threads[1].1, "thread 2".to_string())
        ],
        "{profile}"
    );
}
