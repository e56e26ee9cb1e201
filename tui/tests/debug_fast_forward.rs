//! `run --fast-forward REGION|N [--warm N]` in the debugger: the functional engine runs to the
//! region, the debugger stops at breakpoints after it, reverse execution goes back no further
//! than the fast-forward, and a plain `run` starts from the program's real beginning again.

use maple_sim::uarch::UarchConfig;
use maple_tui::debug::{self, batch, session::Session, Engine};
use std::path::{Path, PathBuf};

fn matmul() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs/bench/matmul.mpl")
}

fn open(engine: Engine) -> Session {
    let path = matmul();
    let image = maple_asm::assemble_file(&path).expect("assembles");
    debug::open(&image, &path, engine, &UarchConfig::default()).expect("a session")
}

fn run(s: &mut Session, cmds: &[&str]) -> String {
    let cmds: Vec<String> = cmds.iter().map(|c| c.to_string()).collect();
    let mut out = Vec::new();
    batch::run(s, &cmds, &mut out).expect("batch output");
    String::from_utf8(out).expect("utf-8")
}

/// The value of `key` in `info stats`'s last report in `out`.
fn stat(out: &str, key: &str) -> u64 {
    out.lines()
        .rev()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {key} in:\n{out}"))
}

#[test]
fn run_fast_forward_stops_in_the_region_on_both_engines() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(engine);
        let out = run(
            &mut s,
            &[
                "break 25",
                "run --fast-forward multiply",
                "print %i",
                "info stats",
            ],
        );
        assert!(
            out.contains("Fast-forwarded 23982 instructions on the functional engine"),
            "{engine:?}:\n{out}"
        );
        assert!(
            out.contains("Breakpoint 1, main () at matmul.mpl:25"),
            "{out}"
        );
        assert!(out.contains("$1 = 0"), "{out}");
        // 23,982 instructions before the region, a few more to the breakpoint.
        let insns = stat(&out, "instructions");
        assert!((23_982..24_100).contains(&insns), "{out}");
        if engine == Engine::Cycle {
            assert!(
                out.contains("(23982 warming caches and predictor)"),
                "{out}"
            );
            // The clock starts at the region, not at the program's start.
            assert!(stat(&out, "cycles") < 2_000, "{out}");
        }
        // A plain `run` starts from the beginning again and times everything.
        let out = run(&mut s, &["run", "info stats"]);
        assert!(
            out.contains("Starting program from the beginning."),
            "{out}"
        );
        assert!(
            out.contains("Breakpoint 1, main () at matmul.mpl:25"),
            "{out}"
        );
        if engine == Engine::Cycle {
            assert!(stat(&out, "cycles") > 20_000, "{out}");
        }
    }
}

#[test]
fn reverse_execution_stops_at_the_fast_forward_and_bad_arguments_are_errors() {
    let mut s = open(Engine::Functional);
    let out = run(
        &mut s,
        &[
            "break 25",
            "run --fast-forward multiply",
            "reverse-continue",
            "info stats",
        ],
    );
    assert!(out.contains("No more reverse-execution history."), "{out}");
    assert!(out.contains("matmul.mpl:20"), "{out}");
    assert_eq!(stat(&out, "instructions"), 23_982, "{out}");
    let out = run(&mut s, &["run --fast-forward nowhere"]);
    assert!(
        out.contains("the program has no `checkpoint nowhere`"),
        "{out}"
    );
    for bad in ["run --warm 5", "run --fast-forward 100 --warm", "run now"] {
        let out = run(&mut s, &[bad]);
        assert!(
            out.contains("usage: run [--fast-forward REGION|N [--warm N]]"),
            "{bad}: {out}"
        );
    }
}
