//! `maple run --trace-perfetto`: Chrome trace-event JSON. Parsed back, its function spans'
//! self times add up to the `--stats-json` function table, its region spans to the regions'
//! cycles, its counters sample every 10,000 cycles, a joining thread shows blocked, and the
//! trace window bounds it.

mod common;

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn program(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/programs")
        .join(rel)
}

/// (trace events, stats) of `maple run PROGRAM ARGS --trace-perfetto T --stats-json J`.
fn trace(tag: &str, program: &Path, args: &[&str]) -> (Vec<Value>, Value) {
    let dir = maple_tests::tmp!(&format!("perfetto-{tag}"), "");
    std::fs::create_dir_all(&dir).unwrap();
    let (t, j) = (dir.join("t.json"), dir.join("s.json"));
    let o = common::maple_command()
        .arg("run")
        .arg(program)
        .args(args)
        .args(["--trace-perfetto", t.to_str().unwrap()])
        .args(["--stats-json", j.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&t).unwrap()).unwrap();
    let stats = serde_json::from_str(&std::fs::read_to_string(&j).unwrap()).unwrap();
    (doc["traceEvents"].as_array().unwrap().clone(), stats)
}

fn of<'a>(events: &'a [Value], cat: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["cat"] == cat).collect()
}

/// Self time per function name: each span's duration less its children's, per thread.
fn self_times(spans: &[&Value]) -> BTreeMap<String, u64> {
    let mut by_tid: BTreeMap<u64, Vec<(u64, u64, String)>> = BTreeMap::new();
    for s in spans {
        let (ts, dur) = (s["ts"].as_u64().unwrap(), s["dur"].as_u64().unwrap());
        by_tid.entry(s["tid"].as_u64().unwrap()).or_default().push((
            ts,
            dur,
            s["name"].as_str().unwrap().into(),
        ));
    }
    let mut out = BTreeMap::new();
    for (_, mut spans) in by_tid {
        // Outer spans first: by start, longest first.
        spans.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let mut open: Vec<(u64, String, u64)> = Vec::new(); // (end, name, child time)
        let close =
            |open: &mut Vec<(u64, String, u64)>, out: &mut BTreeMap<String, u64>, until: u64| {
                while open.last().is_some_and(|o| o.0 <= until) {
                    let (_, name, children) = open.pop().unwrap();
                    *out.entry(name).or_insert(0) -= children;
                }
            };
        for (ts, dur, name) in spans {
            close(&mut open, &mut out, ts);
            if let Some(parent) = open.last_mut() {
                parent.2 += dur;
            }
            *out.entry(name.clone()).or_insert(0) += dur;
            open.push((ts + dur, name, 0));
        }
        close(&mut open, &mut out, u64::MAX);
    }
    out
}

#[test]
fn function_spans_regions_and_counters_agree_with_the_statistics() {
    let (events, stats) = trace(
        "sieve",
        &program("bench/sieve.mpl"),
        &["--trace-window", "0:"],
    );
    let table: BTreeMap<String, u64> = stats["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().into(),
                f["cycles"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(self_times(&of(&events, "function")), table);
    let regions = of(&events, "region");
    assert_eq!(regions.len(), 1);
    assert_eq!(regions[0]["name"], "count");
    assert_eq!(
        regions[0]["dur"], stats["regions"][0]["cycles"],
        "{}",
        stats["regions"]
    );
    let counters: Vec<&Value> = events.iter().filter(|e| e["ph"] == "C").collect();
    let cycles = stats["cycles"].as_u64().unwrap();
    assert!(
        counters.len() as u64 >= cycles / 10_000 - 1 && counters.len() as u64 <= cycles / 10_000
    );
    for c in &counters {
        let ipc = c["args"]["IPC"].as_f64().unwrap();
        let miss = c["args"]["L1D miss rate"].as_f64().unwrap();
        assert!(
            ipc > 0.0 && ipc <= 1.0 && (0.0..=1.0).contains(&miss),
            "{c}"
        );
    }
    // The default window (the first 100,000 cycles) bounds every event.
    let (events, _) = trace("sieve-window", &program("bench/sieve.mpl"), &[]);
    for e in events.iter().filter(|e| e["ph"] == "X" || e["ph"] == "C") {
        let end = e["ts"].as_u64().unwrap() + e["dur"].as_u64().unwrap_or(0);
        assert!(end <= 100_000, "{e}");
    }
}

#[test]
fn threads_have_their_tracks_and_a_joining_thread_shows_blocked() {
    let (events, stats) = trace(
        "threads",
        &program("threads/mutex_counter.mpl"),
        &["--cores", "2", "--trace-window", "0:"],
    );
    let names: Vec<&str> = events
        .iter()
        .filter(|e| e["name"] == "thread_name")
        .map(|e| e["args"]["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"thread 1") && names.contains(&"thread 3"),
        "{names:?}"
    );
    let blocked = of(&events, "state");
    assert!(
        blocked
            .iter()
            .any(|e| e["tid"] == 1 && e["name"].as_str().unwrap().starts_with("blocked: join")),
        "main waits in pthread_join: {blocked:?}"
    );
    // With several threads spans are wall-clock: an activation lasts while its thread
    // waits, so self times cover at least the cycles charged to each function, and no
    // span outlasts the run.
    let cycles = stats["cycles"].as_u64().unwrap();
    let spans = of(&events, "function");
    for s in &spans {
        assert!(
            s["ts"].as_u64().unwrap() + s["dur"].as_u64().unwrap() <= cycles,
            "{s}"
        );
    }
    let times = self_times(&spans);
    for f in stats["functions"].as_array().unwrap() {
        let (name, charged) = (f["name"].as_str().unwrap(), f["cycles"].as_u64().unwrap());
        assert!(
            times.get(name).copied().unwrap_or(0) >= charged,
            "{name}: {times:?}"
        );
    }
    // main runs on thread 1 from the start, workers on the others.
    assert!(spans
        .iter()
        .any(|s| s["tid"] == 1 && s["name"] == "main" && s["ts"] == 0));
    assert!(spans.iter().any(|s| s["tid"] != 1 && s["name"] == "worker"));
    // (and the C library's functions main calls, which have their own spans)
    assert!(
        spans.iter().all(|s| s["tid"] != 1 || s["name"] != "worker"),
        "main's thread runs main only"
    );
}
