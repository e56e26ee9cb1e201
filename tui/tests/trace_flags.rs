//! `maple run --trace-konata/--trace-vcd/--trace-window`: the files appear, cover the
//! window asked for, and the flags are refused where they cannot work. (The trace contents
//! are checked cycle by cycle in sim/tests/traces.rs.)

use std::path::PathBuf;
use std::process::Output;

fn maple(args: &[&str]) -> Output {
    maple_tests::maple!(args)
}

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp("traces", name)
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
