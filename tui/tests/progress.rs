//! Progress bars on long work: on a terminal `maple litmus` and `maple sweep` draw one on
//! stderr; through a pipe, or with `--quiet`, stderr stays clean. The terminal is `script`'s
//! pseudo-terminal (util-linux).

use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// What a terminal shows of `maple ARGS` (stdout discarded): stderr through a pty.
fn on_a_terminal(args: &str) -> String {
    let line = format!("{} {args} > /dev/null", env!("CARGO_BIN_EXE_maple"));
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
    let out = Command::new(env!("CARGO_BIN_EXE_maple"))
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
