//! Programs that take input: `argc`/`argv` from `maple run FILE -- ARGS` and the input shims
//! reading maple's stdin, also when a functional pre-pass (`--sample`) has read it first.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/programs/input")
        .join(name)
}

/// `maple run ARGS` with `input` on stdin: (stdout, exit status).
fn run(args: &[&str], input: &[u8]) -> (String, Option<i32>) {
    let mut child = common::maple_command()
        .arg("run")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    )
}

#[test]
fn a_sampled_run_reads_the_input_its_counting_pass_read_first() {
    let p = program("scan_sum.mpl");
    let input = std::fs::read(program("scan_sum.stdin")).unwrap();
    let expected = std::fs::read_to_string(program("scan_sum.expected")).unwrap();
    for engine_args in [
        vec!["--sample", "50:10:10"],
        vec!["--fast-forward", "60"],
        vec!["--engine", "functional"],
    ] {
        let mut args = vec![p.to_str().unwrap()];
        args.extend(&engine_args);
        let (out, status) = run(&args, &input);
        assert_eq!(status, Some(0), "{engine_args:?}");
        assert_eq!(out, expected, "{engine_args:?}");
    }
}

#[test]
fn arguments_reach_main_and_none_is_argc_one() {
    let p = program("args.mpl");
    let (out, status) = run(&[p.to_str().unwrap()], b"");
    assert_eq!(status, Some(1), "argc is the exit status");
    assert_eq!(out, "argc 1\nargv[argc] is NULL\n0 bytes\n");
    let (out, status) = run(&[p.to_str().unwrap(), "--", "héllo", ""], b"");
    assert_eq!(status, Some(3));
    assert!(out.contains("argv[1] = héllo\nargv[2] = \n"), "{out}");
    assert!(out.ends_with("6 bytes\n"), "UTF-8 bytes counted: {out}");
}

#[test]
fn a_program_that_reads_nothing_ends_without_waiting_for_input() {
    // stdin stays open (never written, never closed) while maple runs a program that does
    // not read: the host is read only when the program reads.
    let mut child = common::maple_command()
        .arg("run")
        .arg(program("args.mpl"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let _open = child.stdin.take();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
}
