//! `maple report`: the HTML page holds the run's figures (checked against `--stats-json` of
//! the same run), fetches nothing, and renders in a real headless browser (Debian's Chromium,
//! which `.ci/run` installs) with its script run to the end and no console message.

mod common;

use common::maple;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn program(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/programs")
        .join(rel)
}

fn scratch(tag: &str) -> PathBuf {
    let dir = maple_tests::tmp!(&format!("report-{tag}"), "");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `maple report PROGRAM ARGS -o DIR/r.html --stats-json DIR/s.json`: (page, stats).
fn report(tag: &str, program: &Path, args: &[&str]) -> (String, Value, PathBuf) {
    let dir = scratch(tag);
    let (html, json) = (dir.join("r.html"), dir.join("s.json"));
    let mut all = vec!["report", program.to_str().unwrap()];
    all.extend_from_slice(args);
    all.extend_from_slice(&[
        "-o",
        html.to_str().unwrap(),
        "--stats-json",
        json.to_str().unwrap(),
    ]);
    let o = maple(&all);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    // It says where the page is.
    let wrote = format!("maple: wrote the report to {} (open it", html.display());
    assert!(err.contains(&wrote), "{err}");
    let stats = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    (std::fs::read_to_string(&html).unwrap(), stats, html)
}

/// How `thousands` in the page writes `n` (thin spaces between groups).
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut o = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            o.push('\u{2009}');
        }
        o.push(ch);
    }
    o
}

/// The `data-value`s of the segments of the chart that follows `anchor`.
fn chart_values(html: &str, anchor: &str) -> Vec<(String, u64)> {
    let start = html.find(anchor).expect(anchor);
    let chart = &html[start..];
    let chart = &chart[..chart.find("</svg>").unwrap()];
    chart
        .split("data-label=\"")
        .skip(1)
        .map(|s| {
            let label = s[..s.find('"').unwrap()].to_string();
            let v = s.split("data-value=\"").nth(1).unwrap();
            (label, v[..v.find('"').unwrap()].parse().unwrap())
        })
        .collect()
}

#[test]
fn the_page_holds_the_runs_figures_and_fetches_nothing() {
    let (html, stats, _) = report("sieve", &program("bench/sieve.mpl"), &[]);
    let n = |v: &Value| v.as_u64().unwrap();

    // Headline figures.
    assert!(html.contains(&format!(
        "<div class=\"value\">{}</div><div class=\"name\">cycles</div>",
        grouped(n(&stats["cycles"]))
    )));
    assert!(html.contains(&format!(
        "<div class=\"value\">{}</div><div class=\"name\">instructions</div>",
        grouped(n(&stats["instructions"]))
    )));

    // The CPI stack: issue cycles and every stall cause with cycles, adding up to the cycles.
    let stack = chart_values(&html, "<section id=\"cpi\">");
    assert_eq!(stack[0], ("issue".to_string(), n(&stats["instructions"])));
    let stalls = stats["stalls"].as_object().unwrap();
    let nonzero: Vec<(String, u64)> = stalls
        .iter()
        .filter(|(_, v)| n(v) > 0)
        .map(|(k, v)| (k.clone(), n(v)))
        .collect();
    let mut drawn = stack[1..].to_vec();
    drawn.sort();
    assert_eq!(drawn, nonzero);
    assert_eq!(stack.iter().map(|s| s.1).sum::<u64>(), n(&stats["cycles"]));

    // Cycles per function: the chart's bars are the JSON's functions, heaviest first.
    let functions = chart_values(&html, "<section id=\"functions\">");
    let expected: Vec<u64> = stats["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| n(&f["cycles"]))
        .collect();
    let drawn: Vec<u64> = functions.iter().map(|f| f.1).collect();
    assert_eq!(drawn, expected[..drawn.len()]);
    for f in stats["functions"].as_array().unwrap() {
        assert!(
            html.contains(&format!("<code>{}</code>", f["name"].as_str().unwrap())),
            "{f}"
        );
    }

    // Caches: L1D's hits and misses.
    let memory = chart_values(&html, "<section id=\"memory\">");
    let l1d = &stats["caches"]["l1d"];
    let hits_then_misses: Vec<u64> = memory.iter().map(|s| s.1).collect();
    let l1d_pair = [n(&l1d["hits"]), n(&l1d["misses"])];
    assert!(
        hits_then_misses.windows(2).any(|w| w == l1d_pair),
        "{memory:?} vs {l1d}"
    );

    // Regions by name, and the hottest source lines with their text from the .mpl file.
    for r in stats["regions"].as_array().unwrap() {
        assert!(
            html.contains(&format!("<td>{}</td>", r["name"].as_str().unwrap())),
            "{r}"
        );
    }
    assert!(
        !stats["regions"].as_array().unwrap().is_empty(),
        "sieve marks a region"
    );
    let lines = &html[html.find("<section id=\"lines\">").expect("hot lines")..];
    assert!(lines.contains("sieve.mpl:"), "lines are named");
    assert!(!lines[..lines.find("</section>").unwrap()].contains("(source not found)"));

    // Self-contained: no element or style that loads anything.
    for fetch in [
        "<link", "<img", "<iframe", " src=", "@import", "url(", "http://", "https://",
    ] {
        assert!(!html.contains(fetch), "the page fetches with `{fetch}`");
    }
}

#[test]
fn several_cores_get_a_row_each_and_their_waits() {
    let (html, stats, _) = report(
        "threads",
        &program("threads/condvar_queue.mpl"),
        &["--cores", "2"],
    );
    let section = &html[html
        .find("<section id=\"threads\">")
        .expect("threads section")..];
    let section = &section[..section.find("</section>").unwrap()];
    let cores = stats["machine"]["cores"].as_array().unwrap();
    assert_eq!(cores.len(), 2);
    for c in cores {
        assert!(
            section.contains(&format!(
                "<tr><td>{}</td><td class=\"n\" data-v=\"{}\">",
                c["core"], c["cycles"]
            )),
            "{c}\n{section}"
        );
    }
    assert!(section.contains("Memory model <b>"), "{section}");
    assert!(
        section.contains("<h3>Waiting</h3>"),
        "condvar_queue blocks: {section}"
    );
}

#[test]
fn report_refuses_what_it_cannot_do_before_running() {
    let fib = program("../examples/fib.mpl");
    let fib = fib.to_str().unwrap();
    let o = maple(&[
        "run",
        fib,
        "--engine",
        "functional",
        "--report",
        "/tmp/x.html",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--report"));

    let o = maple(&["report", fib, "--report", "a.html", "-o", "b.html"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("-o PATH"),
        "{o:?}"
    );

    // `maple report` runs the cycle engine: its help does not offer `--engine`, and the
    // functional engine is refused in one line naming the flag.
    let help = String::from_utf8_lossy(&maple(&["report", "--help"]).stdout).into_owned();
    assert!(!help.contains("--engine"), "{help}");
    let o = maple(&["report", fib, "--engine", "functional", "-o", "c.html"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        err.contains("leave out --engine") && err.lines().count() == 1,
        "{err}"
    );

    // An unwritable path fails at once: no program output, no run.
    let o = maple(&["report", fib, "-o", "/nonexistent-dir/r.html"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty(), "the program did not run");
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot create /nonexistent-dir/r.html"));
}

/// Debian's Chromium, or another Chrome on PATH.
fn chromium() -> Option<&'static str> {
    let found = ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        });
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromium missing in CI: .ci/run installs it"
        );
        eprintln!(
            "note: chromium not installed; skipping the browser check (apt-get install chromium)"
        );
    }
    found
}

#[test]
fn the_page_renders_in_headless_chromium_without_script_errors() {
    let Some(browser) = chromium() else { return };
    let (_, _, html) = report("browser", &program("bench/sieve.mpl"), &["--cores", "2"]);
    let profile = html.parent().unwrap().join("chromium-profile");
    let o = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
        ])
        .args(["--enable-logging=stderr", "--v=0", "--no-first-run"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(format!("file://{}", html.display()))
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&o.stdout);
    let log = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{log}");
    // The script ran to its last statement (an exception would have stopped it earlier) ...
    assert!(
        dom.contains("data-ready=\"1\""),
        "the page's script did not finish:\n{log}"
    );
    // ... and nothing reached the console: no error, no warning, no failed load.
    let console: Vec<&str> = log.lines().filter(|l| l.contains(":CONSOLE")).collect();
    assert!(console.is_empty(), "console messages: {console:#?}");
    // The browser parsed the charts as SVG and the tables as tables.
    assert!(
        dom.matches("<svg class=\"chart\"").count() >= 4,
        "charts: {dom}"
    );
    assert!(dom.matches("<rect class=\"seg\"").count() >= 6);
    assert!(dom.contains("<section id=\"lines\">"));
}
