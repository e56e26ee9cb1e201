//! coreVM programs as a user meets them in the `maple` binary: `maple debug prog.ir` shows
//! the `.ir` source and steps through it, `corevm.dbg.setbreakpoint` stops the debugger,
//! `--stats`/`--profile` name the program's functions and `.ir` lines, `maple check` of a
//! module without `main` warns, and the binary form (`maple asm --emit corevm-avro`) runs
//! and prints as the text it came from.

mod common;

use common::maple;
use std::path::{Path, PathBuf};
use std::process::Output;

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/programs/corevm")
        .join(name)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn the_debugger_shows_the_ir_source_and_steps_through_it() {
    let calls = program("calls.ir");
    let o = maple(&[
        "debug",
        calls.to_str().unwrap(),
        "--batch",
        "-ex",
        "break fib",
        "-ex",
        "run",
        "-ex",
        "bt",
        "-ex",
        "next",
        "-ex",
        "info locals",
    ]);
    let out = stdout(&o);
    assert!(out.contains("Breakpoint 1, fib (n="), "{out}");
    assert!(out.contains("calls.ir:"), "{out}");
    assert!(out.contains("%small = lt %n i32 2;"), "{out}");
    assert!(
        out.contains("br %small [ label #base, label #rec ];"),
        "{out}"
    );
    assert!(out.contains("in main () at calls.ir:"), "{out}");
    assert!(out.contains("small = "), "{out}");
}

#[test]
fn setbreakpoint_stops_the_debugger_and_nothing_else() {
    let p = program("breakpoint.ir");
    let run = maple(&["run", p.to_str().unwrap()]);
    assert_eq!(stdout(&run), "a = 42\nb = 84\n");
    let o = maple(&[
        "debug",
        p.to_str().unwrap(),
        "--batch",
        "-ex",
        "run",
        "-ex",
        "up",
        "-ex",
        "print a",
        "-ex",
        "continue",
    ]);
    let out = stdout(&o);
    let stop = out
        .find("Breakpoint 1, __corevm_breakpoint")
        .expect("a stop");
    assert!(
        out[..stop].contains("a = 42") && !out[..stop].contains("b = 84"),
        "{out}"
    );
    assert!(out.contains("in main () at breakpoint.ir:10"), "{out}");
    assert!(
        out.contains("call void string \"corevm.dbg.setbreakpoint\";"),
        "{out}"
    );
    assert!(out.contains("$1 = 42"), "{out}");
    assert!(out[stop..].contains("b = 84"), "{out}");
}

#[test]
fn stats_and_profile_name_functions_and_ir_lines() {
    let p = program("calls.ir");
    let o = maple(&["run", "--profile", p.to_str().unwrap()]);
    let err = stderr(&o);
    let all = format!("{}{err}", stdout(&o));
    assert!(all.contains("fib"), "{all}");
    assert!(all.contains("main"), "{all}");
    assert!(all.contains("calls.ir:"), "{all}");
    let o = maple(&["run", "--stats", "--engine", "cycle", p.to_str().unwrap()]);
    let all = format!("{}{}", stdout(&o), stderr(&o));
    assert!(all.contains("functions (cycles, instructions):"), "{all}");
    assert!(all.contains("fib"), "{all}");
    let page = tempdir().join("calls.html");
    let o = maple(&["report", p.to_str().unwrap(), "-o", page.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let html = std::fs::read_to_string(&page).expect("the report");
    assert!(
        html.contains("fib") && html.contains("calls.ir:"),
        "the report names functions and lines"
    );
}

#[test]
fn check_warns_of_a_module_without_main() {
    let dir = tempdir();
    let f = dir.join("lib.ir");
    std::fs::write(
        &f,
        "def i32 twice(i32 x) {\nentry:\n    %y = add i32 %x %x;\n    ret i32 %y;\n}\n",
    )
    .unwrap();
    let o = maple(&["check", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning[C0017]"), "{}", stderr(&o));
    let o = maple(&["run", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("error[C0017]"), "{}", stderr(&o));
}

fn tempdir() -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "maple-corevm-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_binary_form_runs_and_prints_as_its_text() {
    let dir = tempdir();
    for name in ["objects.ir", "structs.ir", "varargs.ir", "floats.ir"] {
        let p = program(name);
        let irb = dir.join(name).with_extension("irb");
        let o = maple(&[
            "asm",
            "--emit",
            "corevm-avro",
            p.to_str().unwrap(),
            "-o",
            irb.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let bytes = std::fs::read(&irb).unwrap();
        assert!(
            bytes.starts_with(b"Obj\x01"),
            "{name}: an Avro object container"
        );
        let text = maple(&["run", p.to_str().unwrap()]);
        let binary = maple(&["run", irb.to_str().unwrap()]);
        assert_eq!(
            stdout(&binary),
            stdout(&text),
            "{name}: {}",
            stderr(&binary)
        );
        assert_eq!(binary.status.code(), text.status.code());
        let fmt_text = maple(&["fmt", p.to_str().unwrap()]);
        let fmt_binary = maple(&["fmt", irb.to_str().unwrap()]);
        assert_eq!(stdout(&fmt_binary), stdout(&fmt_text), "{name}");
    }
}
