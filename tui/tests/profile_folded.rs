//! `maple run --profile-folded`: cycles per call stack in the folded format. The lines add up
//! to the function table of `--stats-json` (by innermost function) and to the cycles every
//! core charged; with several threads each stack starts with its thread; and inferno's
//! flame-graph renderer turns the file into an SVG naming the hot function.

mod common;

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn program(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/programs")
        .join(rel)
}

/// Run `maple run PROGRAM ARGS --profile-folded F --stats-json J`: (folded lines, stats).
fn profile(tag: &str, program: &Path, args: &[&str]) -> (Vec<(Vec<String>, u64)>, Value) {
    let dir = maple_tests::tmp!(&format!("folded-{tag}"), "");
    std::fs::create_dir_all(&dir).unwrap();
    let (folded, json) = (dir.join("p.folded"), dir.join("s.json"));
    let o = common::maple_command()
        .arg("run")
        .arg(program)
        .args(args)
        .args(["--profile-folded", folded.to_str().unwrap()])
        .args(["--stats-json", json.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&folded).unwrap();
    let lines = text
        .lines()
        .map(|l| {
            let (stack, n) = l.rsplit_once(' ').expect("STACK COUNT");
            (
                stack.split(';').map(String::from).collect(),
                n.parse().unwrap(),
            )
        })
        .collect();
    let stats = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    (lines, stats)
}

/// Cycles by innermost function, from the folded lines and from the function table.
fn by_function(
    lines: &[(Vec<String>, u64)],
    stats: &Value,
) -> (BTreeMap<String, u64>, BTreeMap<String, u64>) {
    let mut folded = BTreeMap::new();
    for (stack, n) in lines {
        *folded.entry(stack.last().unwrap().clone()).or_insert(0) += n;
    }
    let table = stats["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().to_string(),
                f["cycles"].as_u64().unwrap(),
            )
        })
        .filter(|(_, c)| *c > 0)
        .collect();
    (folded, table)
}

#[test]
fn stacks_add_up_to_the_function_table_and_render_as_a_flame_graph() {
    let (lines, stats) = profile("fib", &program("bench/fib.mpl"), &[]);
    let (folded, table) = by_function(&lines, &stats);
    assert_eq!(folded, table);
    let total: u64 = lines.iter().map(|(_, n)| n).sum();
    assert_eq!(total, stats["cycles"].as_u64().unwrap());
    // Recursion shows as depth: the deepest stack is main and fib nested many times.
    let deepest = lines.iter().map(|(s, _)| s.len()).max().unwrap();
    assert!(deepest > 15, "fib(20) recurses: {deepest}");
    assert!(lines.iter().all(|(s, _)| s[0] == "main"));

    // inferno renders it.
    let text: String = lines
        .iter()
        .map(|(s, n)| format!("{} {n}\n", s.join(";")))
        .collect();
    let mut svg = Vec::new();
    let mut options = inferno::flamegraph::Options::default();
    inferno::flamegraph::from_lines(&mut options, text.lines(), &mut svg).unwrap();
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.starts_with("<?xml") && svg.contains("<svg"));
    assert!(
        svg.contains(">fib</text>") || svg.contains("fib ("),
        "the hot function is drawn"
    );
}

#[test]
fn threads_on_several_cores_are_roots_of_their_own() {
    let (lines, stats) = profile(
        "threads",
        &program("threads/mutex_counter.mpl"),
        &["--cores", "2"],
    );
    let (folded, table) = by_function(&lines, &stats);
    assert_eq!(folded, table, "exact on several cores too");
    assert!(
        lines.iter().all(|(s, _)| s[0].starts_with("thread ")),
        "{lines:?}"
    );
    let threads: std::collections::BTreeSet<&str> =
        lines.iter().map(|(s, _)| s[0].as_str()).collect();
    assert!(threads.len() >= 3, "main and its workers: {threads:?}");
    assert!(lines
        .iter()
        .any(|(s, _)| s[0] == "thread 1" && s[1] == "main"));
}
