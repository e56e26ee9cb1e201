//! One name per thread in every view: `--stats`, `--stats-json`, `--profile`, the folded
//! profile, the Perfetto trace, `maple report` and the debugger's `info threads` name the
//! same threads `thread N` (N = hart index + 1; JSON: the number under `thread`), with the
//! same figures where they show figures; none calls a thread `hart N`; a wait on a join
//! keeps the joined thread under `thread`, never `addr`; a deadlock names its threads the
//! same on both engines and in the debugger.

mod common;

use common::maple;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../tests/programs/threads/{name}.mpl"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The numbers N of every `thread N` in `text` (`thread` as a word).
fn thread_numbers(text: &str) -> BTreeSet<u64> {
    let mut found = BTreeSet::new();
    for (at, _) in text.match_indices("thread ") {
        if text[..at].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let digits: String = text[at + "thread ".len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if let Ok(n) = digits.parse() {
            found.insert(n);
        }
    }
    found
}

/// Whether `text` names something `hart N` (`hart` as a word: a chart does not count).
fn names_a_hart(text: &str) -> bool {
    text.match_indices("hart ").any(|(at, _)| {
        !text[..at].ends_with(|c: char| c.is_ascii_alphabetic())
            && text[at + "hart ".len()..].starts_with(|c: char| c.is_ascii_digit())
    })
}

/// `(number, cycles, instructions)` of each thread in `--stats-json`'s `threads`.
fn json_threads(stats: &Value) -> Vec<(u64, u64, u64)> {
    let n = |v: &Value| v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"));
    stats["threads"]
        .as_array()
        .expect("threads")
        .iter()
        .map(|t| (n(&t["thread"]), n(&t["cycles"]), n(&t["instructions"])))
        .collect()
}

/// `(number, cycles, instructions)` of `--stats`'s `thread N: C cycles, I instructions`.
fn stats_threads(err: &str) -> Vec<(u64, u64, u64)> {
    err.lines()
        .filter_map(|l| {
            let (name, rest) = l.split_once(": ")?;
            let n = name.strip_prefix("thread ")?.parse().ok()?;
            let w: Vec<&str> = rest.split_whitespace().collect();
            match w[..] {
                [c, "cycles,", i, "instructions"] => Some((n, c.parse().ok()?, i.parse().ok()?)),
                _ => None,
            }
        })
        .collect()
}

/// `(number, cycles, instructions)` of `--profile`'s per-thread rows
/// (`CYCLES PERCENT% INSNS  thread N`).
fn profile_threads(err: &str) -> Vec<(u64, u64, u64)> {
    err.lines()
        .filter_map(|l| match l.split_whitespace().collect::<Vec<_>>()[..] {
            [c, pct, i, "thread", n] if pct.ends_with('%') => {
                Some((n.parse().ok()?, c.parse().ok()?, i.parse().ok()?))
            }
            _ => None,
        })
        .collect()
}

/// The `info threads` rows as (gdb's id column, the N of `thread N` after it).
fn info_threads(out: &str) -> Vec<(u64, u64)> {
    out.lines()
        .filter_map(|l| {
            let w: Vec<&str> = l
                .trim_start_matches(['*', ' '])
                .split_whitespace()
                .collect();
            match w[..] {
                [id, "thread", n, ..] => Some((id.parse().ok()?, n.parse().ok()?)),
                _ => None,
            }
        })
        .collect()
}

/// The threads `maple run PROGRAM --cores CORES` names in each view, checked equal.
fn views_agree(name: &str, cores: &str) {
    let tag = format!("{name} on {cores} core(s)");
    let path = program(name);
    let path = path.to_str().unwrap();
    let scratch = |what: &str| maple_tests::tmp!("thread-names", &format!("{name}.{cores}.{what}"));
    let (json, folded, perfetto, report) = (
        scratch("json"),
        scratch("folded"),
        scratch("perfetto"),
        scratch("html"),
    );
    let o = maple(&[
        "run",
        path,
        "--cores",
        cores,
        "--stats",
        "--profile",
        "--stats-json",
        json.to_str().unwrap(),
        "--profile-folded",
        folded.to_str().unwrap(),
        "--trace-perfetto",
        perfetto.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{tag}: {}", text(&o.stderr));
    let err = text(&o.stderr);
    let stats: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();

    // The JSON's threads are 1..=N, and the text views list the same with the same figures.
    let threads = json_threads(&stats);
    let numbers: BTreeSet<u64> = threads.iter().map(|t| t.0).collect();
    assert_eq!(numbers, (1..=5).collect(), "{tag}: main and four workers");
    assert_eq!(stats_threads(&err), threads, "{tag}: --stats\n{err}");
    assert_eq!(profile_threads(&err), threads, "{tag}: --profile\n{err}");
    assert!(!names_a_hart(&err), "{tag}: a hart in the text\n{err}");
    assert!(
        stats.get("cores").is_none(),
        "{tag}: per-thread figures under `threads`"
    );
    assert!(thread_numbers(&err).is_subset(&numbers), "{tag}: {err}");

    // Waits (several cores): a join keeps the joined thread under `thread`, the others
    // their address; the text says the same joins, blocked threads are the threads.
    if let Some(sync) = stats["machine"]["sync"].as_array() {
        let mut joined = BTreeSet::new();
        for s in sync {
            if s["kind"] == "join" {
                assert!(s.get("addr").is_none(), "{tag}: a join has no address: {s}");
                joined.insert(s["thread"].as_u64().expect("the joined thread"));
            } else {
                assert!(
                    s.get("thread").is_none() && s["addr"].is_u64(),
                    "{tag}: {s}"
                );
            }
            for t in s["threads"].as_object().expect("per thread").keys() {
                assert!(numbers.contains(&t.parse().unwrap()), "{tag}: {s}");
            }
        }
        let text_joins: BTreeSet<u64> = err
            .lines()
            .filter_map(|l| {
                l.strip_prefix("join of thread ")?
                    .split(':')
                    .next()?
                    .parse()
                    .ok()
            })
            .collect();
        assert!(!joined.is_empty(), "{tag}: main's joins");
        assert_eq!(text_joins, joined, "{tag}: the joins in the text\n{err}");
    }

    // The folded profile's roots and the Perfetto tracks.
    let folded = std::fs::read_to_string(&folded).unwrap();
    let roots: BTreeSet<u64> = folded
        .lines()
        .flat_map(|l| thread_numbers(l.split(';').next().unwrap()))
        .collect();
    assert_eq!(roots, numbers, "{tag}: folded roots\n{folded}");
    let trace: Value = serde_json::from_str(&std::fs::read_to_string(&perfetto).unwrap()).unwrap();
    let tracks: Vec<(u64, String)> = trace["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["name"] == "thread_name" && e["tid"] != 0)
        .map(|e| {
            (
                e["tid"].as_u64().unwrap(),
                e["args"]["name"].as_str().unwrap().into(),
            )
        })
        .collect();
    let expected: Vec<(u64, String)> = numbers
        .iter()
        .map(|&n| (n, format!("thread {n}")))
        .collect();
    assert_eq!(tracks, expected, "{tag}: Perfetto tracks");

    // The report's threads section, and its JSON.
    let o = maple(&[
        "report",
        path,
        "--cores",
        cores,
        "-o",
        report.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{tag}: {}", text(&o.stderr));
    let html = std::fs::read_to_string(&report).unwrap();
    let section = html
        .split("<section id=\"threads\">")
        .nth(1)
        .and_then(|s| s.split("</section>").next())
        .unwrap_or_else(|| panic!("{tag}: no threads section"));
    assert_eq!(thread_numbers(section), numbers, "{tag}: report\n{section}");
    assert!(!names_a_hart(&html), "{tag}: a hart in the report");
    assert!(
        !html.contains("&quot;hart&quot;"),
        "{tag}: a hart key in the report's JSON"
    );

    // The debugger, once every worker has started: gdb's ids are the threads' numbers.
    let mut args = vec![
        "debug", path, "--engine", "cycle", "--cores", cores, "--batch",
    ];
    for cmd in [
        "break worker",
        "run",
        "continue",
        "continue",
        "continue",
        "info threads",
    ] {
        args.extend(["--ex", cmd]);
    }
    let out = text(&maple(&args).stdout);
    let rows = info_threads(&out);
    assert!(
        rows.iter().all(|(id, n)| id == n),
        "{tag}: info threads\n{out}"
    );
    let listed: BTreeSet<u64> = rows.iter().map(|r| r.1).collect();
    assert_eq!(listed, numbers, "{tag}: info threads\n{out}");
    assert_eq!(
        thread_numbers(&out),
        numbers,
        "{tag}: every thread named\n{out}"
    );
    assert!(!names_a_hart(&out), "{tag}: {out}");
}

#[test]
fn a_mutex_program_names_its_threads_alike_in_every_view_on_one_core() {
    views_agree("mutex_counter", "1");
}

#[test]
fn a_mutex_program_names_its_threads_alike_in_every_view_on_two_cores() {
    views_agree("mutex_counter", "2");
}

#[test]
fn a_join_program_names_its_threads_alike_in_every_view() {
    views_agree("heap_threads", "1");
    views_agree("heap_threads", "2");
}

#[test]
fn a_deadlock_names_its_threads_alike_on_both_engines_and_in_the_debugger() {
    let path = program("deadlock_mutexes");
    let path = path.to_str().unwrap();
    let waits = |err: &str| -> String {
        let (_, after) = err
            .split_once("every thread is waiting for another: ")
            .expect(err);
        after.split(" at pc ").next().unwrap().to_string()
    };
    let functional = text(&maple(&["run", path, "--engine", "functional"]).stderr);
    let expected = waits(&functional);
    assert!(
        expected.starts_with("thread 1 joins thread 2; "),
        "{expected}"
    );
    assert_eq!(thread_numbers(&expected), (1..=3).collect(), "{expected}");
    for cores in ["1", "2"] {
        let cycle = text(&maple(&["run", path, "--cores", cores]).stderr);
        assert_eq!(waits(&cycle), expected, "{cores} core(s)");
        let out = maple(&[
            "debug",
            path,
            "--engine",
            "cycle",
            "--cores",
            cores,
            "--batch",
            "--ex",
            "run",
            "--ex",
            "info threads",
        ]);
        let out = text(&out.stdout);
        assert_eq!(waits(&out), expected, "the debugger on {cores} core(s)");
        assert!(out.contains("  1    thread 1 (joining thread 2)"), "{out}");
        assert_eq!(info_threads(&out), [(1, 1), (2, 2), (3, 3)], "{out}");
    }
}
