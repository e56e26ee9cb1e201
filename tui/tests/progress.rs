//! Progress bars on long work: on a terminal `maple litmus` and `maple sweep` draw one on
//! stderr; through a pipe, or with `--quiet`, stderr stays clean. The terminal is `script`'s
//! pseudo-terminal (util-linux).

mod common;

use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// What a terminal shows of `maple ARGS` (stdout discarded): stderr through a pty.
fn on_a_terminal(args: &str) -> String {
    let line = format!("{} {args} > /dev/null", common::MAPLE);
    let out = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .current_dir(root())
        .output()
        .expect("script (util-linux) runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn litmus_and_sweep_show_progress_on_a_terminal_only() {
    let screen = on_a_terminal("litmus tests/litmus/sb.mpl --runs 2000 --model tso");
    assert!(screen.contains("/2000 runs"), "{screen:?}");
    let screen = on_a_terminal("litmus tests/litmus/sb.mpl --runs 2000 --model tso --quiet");
    assert!(!screen.contains("runs"), "{screen:?}");
    let screen = on_a_terminal(
        "sweep tests/programs/bench/sieve.mpl --set l1d.size=4096,8192,16384,32768 -j 1",
    );
    assert!(screen.contains("/4 points"), "{screen:?}");
    // A pipe gets no bar.
    let out = common::maple_command()
        .args([
            "litmus",
            "tests/litmus/sb.mpl",
            "--runs",
            "500",
            "--model",
            "tso",
        ])
        .current_dir(root())
        .output()
        .unwrap();
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A program that never ends: `maple run` must be stopped.
const SPIN: &str = "func &main () i32 {
  var %i i64
@top
  dassign %i (add i64 (dread i64 %i, constval i64 1))
  goto @top
}
";

#[test]
fn a_long_run_shows_a_progress_line_that_it_erases() {
    let dir = maple_tests::tmp!("progress", "");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("spin.mpl");
    std::fs::write(&p, SPIN).unwrap();
    for (engine, bound, figure) in [
        ("cycle", "3000000", "M cycles"),
        (
            "functional",
            "60000000",
            "M instructions/s, functional engine",
        ),
    ] {
        let args = format!("run {} --engine {engine} --max-insns {bound}", p.display());
        let line = format!(
            "MAPLE_PROGRESS_AFTER_MS=0 {} {args} > /dev/null",
            common::MAPLE
        );
        let out = Command::new("script")
            .args(["-qec", &line, "/dev/null"])
            .output()
            .unwrap();
        let screen = String::from_utf8_lossy(&out.stdout);
        assert!(screen.contains("maple: 0 s, "), "{engine}: {screen:?}");
        assert!(screen.contains(figure), "{engine}: {screen:?}");
        // Erased before the report of how the run ended.
        let erased = screen.rfind("\r\x1b[2K").unwrap();
        let end = screen
            .find("maple: program fault: instruction limit of")
            .unwrap_or_else(|| panic!("{engine}: the run's end is reported: {screen:?}"));
        assert!(erased < end, "{engine}: {screen:?}");
        // --quiet: no line.
        let quiet = format!(
            "MAPLE_PROGRESS_AFTER_MS=0 {} {args} --quiet > /dev/null",
            common::MAPLE
        );
        let out = Command::new("script")
            .args(["-qec", &quiet, "/dev/null"])
            .output()
            .unwrap();
        assert!(!String::from_utf8_lossy(&out.stdout).contains("M instructions"));
    }
}

#[test]
fn ctrl_c_stops_a_functional_run_with_a_report() {
    use std::process::Stdio;
    let dir = maple_tests::tmp!("progress-int", "");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("spin.mpl");
    std::fs::write(&p, SPIN).unwrap();
    let child = common::maple_command()
        .args(["run", p.to_str().unwrap(), "--engine", "functional"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert!(err.contains("maple: interrupted (Ctrl-C) after "), "{err}");
    assert!(err.contains("in main (spin.mpl:"), "located: {err}");
}
