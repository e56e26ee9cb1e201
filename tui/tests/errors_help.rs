//! What a user sees when something is wrong, and what help promises: one exit status for a
//! file that cannot be read whatever its kind, no panic on a closed stderr, `config --check`
//! that knows a cache's shape and suggests keys, and texts that say what they mean.

mod common;

use common::maple;
use std::path::PathBuf;
use std::process::Stdio;

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp!("errors-help", name)
}

fn fib() -> String {
    maple_tests::programs_dir()
        .join("bench/fib.mpl")
        .to_string_lossy()
        .into_owned()
}

use maple_tests::stderr;

#[test]
fn a_file_that_cannot_be_read_is_status_2_whatever_its_kind() {
    let missing = |name: &str| tmp(name).to_string_lossy().into_owned();
    let (mpl, image, toml) = (
        missing("none.mpl"),
        missing("none.mbin"),
        missing("none.toml"),
    );
    let fib = fib();
    let cases: Vec<Vec<&str>> = vec![
        vec!["run", &mpl],
        vec!["run", &image],
        vec!["run", &fib, "--config", &toml],
        vec!["config", "--check", &toml],
        vec!["check", &mpl],
        vec!["fmt", &mpl],
        vec!["asm", &mpl],
        vec!["disasm", &image],
        vec!["debug", &mpl, "--batch", "-ex", "run"],
    ];
    for args in cases {
        let o = maple(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("maple: cannot read ") && err.contains("none."),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_closed_stderr_or_stdout_is_no_panic() {
    // `maple run x.mpl --profile 2>&1 | head -1`: the reader is gone before the profile.
    for (stats, closed_stdout) in [("--profile", false), ("--stats", false), ("--stats", true)] {
        let mut child = common::maple_command()
            .args(["run", &fib(), stats])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("maple starts");
        drop(child.stderr.take());
        if closed_stdout {
            drop(child.stdout.take());
        }
        let o = child.wait_with_output().expect("maple ends");
        assert_eq!(
            o.status.code(),
            Some(0),
            "{stats}, stdout closed {closed_stdout}: {}",
            String::from_utf8_lossy(&o.stdout)
        );
    }
}

#[test]
fn config_check_knows_cache_shapes_and_says_ok() {
    let good = tmp("good.toml");
    std::fs::write(&good, maple(&["config"]).stdout).unwrap();
    let o = maple(&["config", "--check", good.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        format!("{}: ok\n", good.display())
    );
    for (text, says) in [
        (
            "[l1d]\nsize = 256\nassoc = 8\n",
            "`l1d.size` = 256: smaller than one set: line 64 × assoc 8 = 512 bytes",
        ),
        (
            "[l2]\nsize = 1024\nassoc = 64\nline = 64\n",
            "`l2.size` = 1024: smaller than one set",
        ),
        (
            "[l1d]\nlatncy = 3\n",
            "`l1d.latncy` = 3: unknown key; did you mean `l1d.latency`?",
        ),
    ] {
        let bad = tmp("bad.toml");
        std::fs::write(&bad, text).unwrap();
        for args in [
            vec!["config", "--check", bad.to_str().unwrap()],
            vec!["run", &fib(), "--config", bad.to_str().unwrap()],
        ] {
            let o = maple(&args);
            assert_eq!(o.status.code(), Some(2), "{args:?}");
            assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
            assert!(o.stdout.is_empty(), "{args:?}: nothing ran");
        }
    }
}

#[test]
fn run_help_offers_only_what_works() {
    // --check-coherence checks the directory of several cores; on one it would check nothing.
    let o = maple(&["run", &fib(), "--check-coherence"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("add --cores N"), "{}", stderr(&o));
    let o = maple(&["run", &fib(), "--check-coherence", "--cores", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Every flag `run --help` lists is one clap accepts (a flag it does not know is a usage
    // error naming it; `--help` of a real flag's value shows no such error).
    let help = String::from_utf8_lossy(&maple(&["run", "--help"]).stdout).into_owned();
    let flags: Vec<&str> = help
        .split_whitespace()
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(|w| w.trim_end_matches(|c: char| !c.is_ascii_alphanumeric()))
        .collect();
    assert!(flags.len() >= 20, "{flags:?}");
    for flag in flags {
        let o = maple(&["run", &fib(), flag, "--help"]);
        assert!(
            !stderr(&o).contains("unexpected argument"),
            "run --help lists {flag}, which run refuses: {}",
            stderr(&o)
        );
    }
}

#[test]
fn texts_say_what_they_mean() {
    let help = String::from_utf8_lossy(&maple(&["--help"]).stdout).into_owned();
    let bench = help
        .lines()
        .find(|l| l.trim_start().starts_with("bench"))
        .expect("bench in the help");
    assert!(
        bench.contains("engines") && bench.contains("IR instructions per host second"),
        "{bench}"
    );
    // A region entered once is "entered 1 time".
    let src = tmp("once.mpl");
    std::fs::write(
        &src,
        "func &main () i32 {\n  checkpoint once\n  checkpoint once\n  return (constval i32 0)\n}\n",
    )
    .unwrap();
    let o = maple(&["run", src.to_str().unwrap(), "--stats"]);
    assert!(
        stderr(&o).contains(" instructions, entered 1 time\n"),
        "{}",
        stderr(&o)
    );
}
