//! `maple litmus` through the binary: the suite in `tests/litmus` under every memory model,
//! the histogram and JSON shapes, forbidden outcomes failing the run, and refusals of bad
//! input.

mod common;

use common::maple;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Output;

use maple_tests::stderr;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn litmus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/litmus")
}

fn litmus_files() -> Vec<PathBuf> {
    let files: Vec<PathBuf> = maple_tests::files_under(&litmus_dir())
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "mpl" || x == "uir"))
        .collect();
    assert!(files.len() >= 19, "the litmus suite: {files:?}");
    assert!(
        files
            .iter()
            .any(|p| p.extension().is_some_and(|x| x == "uir")),
        "the µVM litmus programs: {files:?}"
    );
    files
}

/// Write a scratch program; its path as a string.
fn write(name: &str, text: &str) -> String {
    let p = maple_tests::tmp!("litmus", name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn json(o: &Output) -> Value {
    serde_json::from_str(&stdout(o))
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}\n{}", stdout(o), stderr(o)))
}

/// The value of a header directive (`# KEY: VALUE`, `// KEY: VALUE` in µVM IR), if the file
/// has one.
fn directive(text: &str, key: &str) -> Option<String> {
    let prefix = format!("{} {key}:", comment(text));
    text.lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .map(|v| v.trim().to_string())
}

/// The comment marker of a litmus program's header: `//` for µVM IR, else `#`.
fn comment(text: &str) -> &'static str {
    if text.starts_with("//") {
        "//"
    } else {
        "#"
    }
}

/// An outcome with every integer after `=` replaced by `%d`: what the header's `outcome:`
/// format must equal.
fn shape(outcome: &str) -> String {
    let mut out = String::new();
    let mut after_eq = false;
    let mut chars = outcome.chars().peekable();
    while let Some(c) = chars.next() {
        if after_eq && (c == '-' || c.is_ascii_digit()) {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
            out.push_str("%d");
            after_eq = false;
            continue;
        }
        after_eq = c == '=';
        out.push(c);
    }
    out
}

#[test]
fn shape_replaces_values() {
    assert_eq!(shape("r0=1 r1=-20 x=3"), "r0=%d r1=%d x=%d");
    assert_eq!(shape("r0=1 | fault: x"), "r0=%d | fault: x");
}

/// Every file of the suite has a full header, is documented in the README, and shows no
/// forbidden outcome, fault or malformed output under any model. (The engine decides what
/// appears; the header decides what may: this fails when either is wrong.)
#[test]
fn the_suite_shows_no_forbidden_outcome_under_any_model() {
    let readme = std::fs::read_to_string(litmus_dir().join("README.md")).unwrap();
    let mut problems = Vec::new();
    for file in litmus_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let base = file.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            readme.contains(&format!("`{base}`")),
            "{base} is not in tests/litmus/README.md"
        );
        let name = directive(&text, "name").unwrap_or_else(|| panic!("{base}: no name"));
        let threads: u32 = directive(&text, "threads")
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("{base}: no threads"));
        let format = directive(&text, "outcome").unwrap_or_else(|| panic!("{base}: no outcome"));
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!("{} forbid ", comment(&text)))),
            "{base}: forbids nothing"
        );
        for model in ["sc", "tso", "weak"] {
            let path = file.to_str().unwrap();
            let o = maple(&["litmus", path, "--runs", "50", "--model", model, "--json"]);
            let v = json(&o);
            assert_eq!(v["name"], name.as_str(), "{base}");
            assert_eq!(
                v["cores"],
                threads + 1,
                "{base}: a core per thread and main's"
            );
            assert_eq!(v["model"], model);
            let outcomes = v["outcomes"].as_object().unwrap();
            let total: u64 = outcomes.values().map(|n| n.as_u64().unwrap()).sum();
            assert_eq!(total, 50, "{base} {model}: every run counted");
            if o.status.code() != Some(0) || v["forbidden"] != serde_json::json!([]) {
                problems.push(format!(
                    "{base} under {model}: forbidden {} ({})",
                    v["forbidden"],
                    stderr(&o).trim()
                ));
            }
            for outcome in outcomes.keys() {
                if shape(outcome) != format {
                    problems.push(format!(
                        "{base} under {model}: outcome `{outcome}` does not fit `{format}`"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Two lines of output, the same every run.
const TWO_LINES: &str = "# name: two-lines\n# threads: 3\n# outcome: a=%d | b=%d\n\
# expect sc: a=9 | b=9\n\
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr \"a=1\\n  b=2 \\n\")
  return (constval i32 0)
}
";

#[test]
fn the_histogram_has_a_title_one_line_per_outcome_and_a_summary() {
    let src = write("two_lines.mpl", TWO_LINES);
    let o = maple(&["litmus", &src, "--runs", "7", "--model", "sc"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0], "Test two-lines on 4 cores, model sc: 7 runs",
        "{out}"
    );
    assert_eq!(lines[1], "    7  a=1 | b=2", "{out}");
    // The expected outcome did not appear: said, and not a failure.
    assert_eq!(
        lines[2],
        "Not seen (allowed by sc, not required): a=9 | b=9"
    );
    assert_eq!(
        lines[3],
        "7 runs, 1 distinct outcome, no outcome forbidden under sc"
    );
    assert_eq!(lines.len(), 4, "{out}");
}

#[test]
fn the_json_counts_outcomes_and_names_the_machine() {
    let src = write("two_lines_json.mpl", TWO_LINES);
    let o = maple(&["litmus", &src, "--runs", "5", "--cores", "4", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["runs"], 5);
    assert_eq!(v["cores"], 4, "--cores overrides the header");
    assert_eq!(v["model"], "tso", "the default configuration's model");
    assert_eq!(v["outcomes"], serde_json::json!({"a=1 | b=2": 5}));
    assert_eq!(v["forbidden"], serde_json::json!([]));
    assert_eq!(v["name"], "two-lines");
}

#[test]
fn without_a_header_the_name_is_the_file_and_three_cores_run() {
    let src = write(
        "plain.mpl",
        "func &printf (var %fmt <* i8>, ...) i32\nfunc &main () i32 {\n  \
         call &printf (conststr ptr \"hi\\n\")\n  return (constval i32 0)\n}\n",
    );
    let config = write("weak.toml", "[memory]\nmodel = \"weak\"\n");
    let o = maple(&["litmus", &src, "--runs", "3", "--config", &config, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["name"], "plain");
    assert_eq!(v["cores"], 3, "two racing threads and main");
    assert_eq!(v["model"], "weak", "the configuration's model");
    assert_eq!(v["outcomes"], serde_json::json!({"hi": 3}));
}

/// The merged histogram is the same whichever host thread ran which seed.
#[test]
fn results_do_not_depend_on_host_threads() {
    let sb = litmus_dir().join("sb.mpl");
    let sb = sb.to_str().unwrap();
    let one = maple(&["litmus", sb, "--runs", "40", "--json", "--jobs", "1"]);
    let three = maple(&["litmus", sb, "--runs", "40", "--json", "--jobs", "3"]);
    assert_eq!(one.status.code(), Some(0), "{}", stderr(&one));
    assert_eq!(json(&one), json(&three));
}

/// Prints `r0=1` whatever happens.
const ALWAYS_ONE: &str = "# name: always-one\n# outcome: r0=%d\n# forbid sc tso: r0=1\n\
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  call &printf (conststr ptr \"r0=%d\\n\", constval i32 1)
  return (constval i32 0)
}
";

#[test]
fn a_forbidden_outcome_fails_the_run_and_is_named() {
    let src = write("always_one.mpl", ALWAYS_ONE);
    let o = maple(&["litmus", &src, "--runs", "4", "--model", "tso"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("    4  r0=1   <- forbidden under tso (first with --seed 1)"),
        "{out}"
    );
    assert!(
        out.contains("4 runs, 1 distinct outcome, FORBIDDEN under tso: r0=1"),
        "{out}"
    );
    assert!(
        stderr(&o).contains("litmus always-one: forbidden under tso: `r0=1` (4 runs"),
        "{}",
        stderr(&o)
    );
    let j = maple(&["litmus", &src, "--runs", "2", "--model", "sc", "--json"]);
    assert_eq!(j.status.code(), Some(1));
    assert_eq!(json(&j)["forbidden"], serde_json::json!(["r0=1"]));
    // Forbidden under sc and tso only: weak passes.
    let w = maple(&["litmus", &src, "--runs", "2", "--model", "weak"]);
    assert_eq!(w.status.code(), Some(0), "{}", stdout(&w));
}

#[test]
fn faults_and_exit_statuses_are_outcomes() {
    let exits = write(
        "exits.mpl",
        "func &printf (var %fmt <* i8>, ...) i32\nfunc &main () i32 {\n  \
         call &printf (conststr ptr \"x=1\\n\")\n  return (constval i32 3)\n}\n",
    );
    let o = maple(&["litmus", &exits, "--runs", "3", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(json(&o)["outcomes"], serde_json::json!({"x=1 | exit 3": 3}));
    let spins = write(
        "spins.mpl",
        "var $g i32 volatile\nfunc &main () i32 {\n  while (eq i32 i32 (dread i32 $g, \
         constval i32 0)) {\n  }\n  return (constval i32 0)\n}\n",
    );
    let o = maple(&[
        "litmus",
        &spins,
        "--runs",
        "2",
        "--max-cycles",
        "5000",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    let outcomes = v["outcomes"].as_object().unwrap();
    assert_eq!(outcomes.len(), 1, "{v}");
    let (outcome, count) = outcomes.iter().next().unwrap();
    assert!(
        outcome.starts_with("fault: cycle limit of 5000 reached") && outcome.ends_with("in main"),
        "{outcome}"
    );
    assert_eq!(count, 2);
}

#[test]
fn bad_input_is_a_clear_error() {
    let o = maple(&["litmus", "/nonexistent/litmus.mpl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot read /nonexistent/litmus.mpl"),
        "{}",
        stderr(&o)
    );

    let bad = write(
        "bad_header.mpl",
        "# name: bad\n# forbid sc r0=0\nfunc &main () i32 {\n  return (constval i32 0)\n}\n",
    );
    let o = maple(&["litmus", &bad, "--runs", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{bad}:2: `forbid` needs models, a colon")),
        "{}",
        stderr(&o)
    );

    let typo = write(
        "typo.mpl",
        "# outcome: r0=%d r1=%d\n# forbid tso: r0=0 r2=0\nfunc &main () i32 {\n  \
         return (constval i32 0)\n}\n",
    );
    let o = maple(&["litmus", &typo, "--runs", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("does not fit the format"),
        "{}",
        stderr(&o)
    );

    let ok = litmus_dir().join("sb.mpl");
    let ok = ok.to_str().unwrap();
    let o = maple(&["litmus", ok, "--model", "bogus"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown memory model `bogus`"),
        "{}",
        stderr(&o)
    );

    let o = maple(&["litmus", ok, "--runs", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("invalid value '0' for '--runs <N>'"),
        "{}",
        stderr(&o)
    );

    let broken = write("broken.mpl", "func &main () i32 {\n  return (bogus)\n}\n");
    let o = maple(&["litmus", &broken, "--runs", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not assemble"), "{}", stderr(&o));

    let missing = write(
        "missing_shim.mpl",
        "func &nowhere () void\nfunc &main () i32 {\n  call &nowhere ()\n  \
         return (constval i32 0)\n}\n",
    );
    let o = maple(&["litmus", &missing, "--runs", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no definition or runtime shim for: nowhere"),
        "{}",
        stderr(&o)
    );
}

/// The relaxed outcomes the issue names show up over a few hundred seeds: SB's under tso and
/// weak, MP's (plain and with relaxed atomics) and 2+2W's under weak, none of them under sc
/// (the suite test above checks that); and those only loads performed out of order give
/// (MP with the writer fenced, IRIW) under weak.
#[test]
fn the_relaxed_outcomes_of_sb_mp_2_2w_and_load_reordering_show_up() {
    let cases = [
        ("sb.mpl", "tso", "r0=0 r1=0"),
        ("sb.mpl", "weak", "r0=0 r1=0"),
        ("mp.mpl", "weak", "r0=1 r1=0"),
        ("2_2w.mpl", "weak", "x=1 y=1"),
        // Relaxed atomics order only their own location (release/acquire forbid this).
        ("mp_relaxed.mpl", "weak", "r0=1 r1=0"),
        // The reader's load of x hits its old copy (an invalidation not yet applied).
        ("mp_release.mpl", "weak", "r0=1 r1=0"),
        ("iriw.mpl", "weak", "r0=1 r1=0 r2=1 r3=0"),
        // µVM IR's RELAXED flag is as unordered as the .mpl one.
        ("uvm_mp_relaxed.uir", "weak", "r0=1 r1=0"),
    ];
    for (file, model, relaxed) in cases {
        let path = litmus_dir().join(file);
        let o = maple(&[
            "litmus",
            path.to_str().unwrap(),
            "--runs",
            "200",
            "--model",
            model,
            "--json",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let v = json(&o);
        let seen = v["outcomes"][relaxed].as_u64().unwrap_or(0);
        assert!(
            seen > 0,
            "{file} under {model}: `{relaxed}` never seen in 200 runs: {}",
            v["outcomes"]
        );
    }
}
