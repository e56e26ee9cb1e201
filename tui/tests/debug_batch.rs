//! Batch-mode tests of `maple debug`: breakpoints hit at the right lines, backtraces name the
//! right frames, variables print the right values, watchpoints see changes, and reverse
//! execution returns to exactly the earlier state (registers, memory, clock), on both engines.

mod common;

use maple_sim::uarch::UarchConfig;
use maple_tui::debug::{self, batch, commands, session::Session, Engine};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn fib() -> PathBuf {
    repo().join("tests/examples/fib.mpl")
}

fn types() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_data/types.mpl")
}

fn open(path: &Path, engine: Engine) -> Session {
    let image =
        maple_asm::assemble_file(path).unwrap_or_else(|_| panic!("{path:?} should assemble"));
    debug::open(&image, path, engine, &UarchConfig::default()).expect("a session")
}

fn run(s: &mut Session, cmds: &[&str]) -> String {
    let cmds: Vec<String> = cmds.iter().map(|c| c.to_string()).collect();
    let mut out = Vec::new();
    batch::run(s, &cmds, &mut out).expect("batch output");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn breakpoints_hit_at_the_right_line() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        let out = run(
            &mut s,
            &[
                "break fib",
                "break fib.mpl:20",
                "run",
                "continue",
                "continue",
            ],
        );
        assert!(
            out.contains("Breakpoint 1 at 0x10000: file fib.mpl, line 7."),
            "{out}"
        );
        assert!(out.contains("Breakpoint 2 at"), "{out}");
        assert!(
            out.contains("\nBreakpoint 1, fib (n=0) at fib.mpl:7\n7\t"),
            "{out}"
        );
        assert!(
            out.contains("\nBreakpoint 2, main () at fib.mpl:20\n20\t"),
            "{out}"
        );
        // Program output appears where it happens: fib(0) is printed after line 20 runs.
        let second = out
            .rfind("Breakpoint 1, fib (n=5)")
            .expect("second hit of fib");
        assert!(out[..second].contains("fib(0) = 0\n"), "{out}");
        assert_eq!(s.key().line, Some((0, 7)));
    }
}

#[test]
fn conditions_temporary_and_disabled_breakpoints() {
    let mut s = open(&fib(), Engine::Functional);
    let out = run(
        &mut s,
        &[
            "break fib if n == 3",
            "tbreak main",
            "run",
            "continue",
            "info breakpoints",
            "disable 1",
            "continue",
        ],
    );
    // `run` arrives at main's first line, where the temporary breakpoint is.
    assert!(
        out.contains("\nTemporary breakpoint 2, main () at fib.mpl:17\n"),
        "{out}"
    );
    assert!(
        out.contains("Breakpoint 1, fib (n=3) at fib.mpl:7"),
        "{out}"
    );
    assert!(out.contains("stop only if n == 3"), "{out}");
    assert!(out.contains("breakpoint already hit 1 time"), "{out}");
    // Disabled: the run goes to the end.
    assert!(out.contains("fib(20) = 6765"), "{out}");
    assert!(
        out.contains("[Inferior 1 (maple) exited normally]"),
        "{out}"
    );
}

#[test]
fn backtraces_name_the_right_frames() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        let out = run(&mut s, &["break fib if n == 2", "run", "bt"]);
        let bt: Vec<&str> = out.lines().filter(|l| l.starts_with('#')).collect();
        assert_eq!(bt.len(), 5, "{out}");
        assert!(bt[0].starts_with("#0  fib (n=2) at fib.mpl:7"), "{out}");
        assert!(bt[1].contains(" in fib (n=3) at fib.mpl:10"), "{out}");
        assert!(bt[2].contains(" in fib (n=4) at fib.mpl:10"), "{out}");
        assert!(bt[3].contains(" in fib (n=5) at fib.mpl:10"), "{out}");
        assert!(bt[4].contains(" in main () at fib.mpl:19"), "{out}");
        let out = run(
            &mut s,
            &[
                "up 2",
                "p n",
                "info frame",
                "info registers pc",
                "down",
                "p n",
            ],
        );
        assert!(out.contains("#2  0x"), "{out}");
        // The selected caller's %%PC is its return address.
        let pc = s.frames()[2].pc;
        assert!(out.contains(&format!("%%PC          {pc:#x}")), "{out}");
        assert!(out.contains("$1 = 4"), "{out}");
        assert!(out.contains("Stack level 2, frame at 0x"), "{out}");
        assert!(out.contains("$2 = 3"), "{out}");
    }
}

#[test]
fn variables_print_the_right_values() {
    let mut s = open(&types(), Engine::Functional);
    let out = run(
        &mut s,
        &[
            "break sum",
            "run",
            "info args",
            "p arr[3]",
            "up",
            "p p",
            "p p.y",
            "p a",
            "p a[1] + a[2]",
            "p msg",
            "p *msg",
            "x/4dw &a",
            "x/s msg",
            "p/x 255",
            "p %%SP == $sp",
        ],
    );
    assert!(out.contains("arr = 0x"), "{out}");
    assert!(out.contains("n = 4"), "{out}");
    for want in [
        "$1 = 40",
        "$2 = {x = 3, y = -4}",
        "$3 = -4",
        "$4 = {10, 20, 30, 40}",
        "$5 = 50",
        "$6 = 0x11000 \"hello\"",
        "$7 = 104 'h'",
        "\t10\t20\t30\t40",
        ":\t\"hello\"",
        "$8 = 0xff",
        "$9 = 1",
    ] {
        assert!(out.contains(want), "missing {want:?} in\n{out}");
    }
    // A formal of the callee is not visible from the caller's frame.
    let out = run(&mut s, &["p arr", "down", "p *arr == a[0]", "finish"]);
    assert!(
        out.contains("No symbol \"arr\" in current context."),
        "{out}"
    );
    assert!(out.contains("No symbol \"a\" in current context."), "{out}");
    assert!(out.contains("Run till exit from #0  sum (arr=0x"), "{out}");
    assert!(out.contains("Value returned is $10 = 100"), "{out}");
    let out = run(&mut s, &["next", "next", "info locals"]);
    assert!(out.contains("hello 100 3 -4"), "{out}");
    assert!(out.contains("total = 100"), "{out}");
}

#[test]
fn bad_input_is_a_message_not_a_crash() {
    let mut s = open(&types(), Engine::Functional);
    let out = run(
        &mut s,
        &[
            "p 1/0",
            "p nosuch",
            "x/4xw 0",
            "break nosuch",
            "frobnicate",
            "p (",
            "break types.mpl:9999",
            "delete 42",
            "finish",
            "reverse-step",
            "x/4q 0",
            "condition x",
            "info nothing",
            "p $999",
            "frame 99",
            "down",
            "break *0",
            "watch 1",
            "print/z 1",
            "p %%retval99",
            "x/3i 0xffffff00",
            "p 'a' + 1",
        ],
    );
    for want in [
        "Division by zero",
        "No symbol \"nosuch\" in current context.",
        "Cannot access memory at address 0x0",
        "Function \"nosuch\" not defined.",
        "Undefined command: \"frobnicate\".",
        "an expression is missing",
        "No line 9999 in file",
        "No breakpoint number 42.",
        "\"finish\" not meaningful in the outermost frame.",
        "No more reverse-execution history.",
        "Invalid format letter",
        "Argument required (breakpoint number).",
        "Undefined info command",
        "History has not yet reached that value.",
        "No frame at that level",
        "Bottom (innermost) frame selected; you cannot go down.",
        "address 0x0 is not in the program's code",
        "Cannot watch constant value or register",
        "Undefined output format \"z\".",
        "no register %%RETVAL99",
        "Cannot access memory at address 0xffffff00",
        "= 98",
    ] {
        assert!(out.contains(want), "missing {want:?} in\n{out}");
    }
}

#[test]
fn watchpoints_stop_on_changes_and_reverse_continue_finds_them() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        let out = run(
            &mut s,
            &["break 20", "run", "watch f", "continue", "continue"],
        );
        assert!(out.contains("Hardware watchpoint 2: f"), "{out}");
        assert!(out.contains("Old value = 0\nNew value = 5"), "{out}");
        assert!(out.contains("Old value = 5\nNew value = 55"), "{out}");
        let now = s.target().time();
        let out = run(&mut s, &["reverse-continue", "p f", "p i"]);
        // Back to the change of f to 5 (where the first watch stop was).
        assert!(out.contains("$1 = 5"), "{out}");
        assert!(out.contains("$2 = 5"), "{out}");
        assert!(s.target().time() < now);
    }
}

/// Everything reverse execution must restore.
#[derive(Debug, PartialEq)]
struct State {
    time: u64,
    insns: u64,
    regs: Vec<(String, u128)>,
    stack: Vec<u8>,
    data: Vec<u8>,
    operand_stack: Vec<u128>,
    output: usize,
}

fn state(s: &Session) -> State {
    let m = s.target().machine();
    let sp = m.hart().sp;
    let top = m.hart().stack_top as u64;
    let mut stack = vec![0u8; (top - sp + 256) as usize];
    m.memory()
        .read_bytes(sp - 256, &mut stack)
        .expect("the stack is mapped");
    let gp = m.hart().gp;
    let mut data = vec![0u8; 64];
    let _ = m.memory().read_bytes(gp, &mut data);
    State {
        time: s.target().time(),
        insns: m.instret(),
        regs: s.registers(),
        stack,
        data,
        operand_stack: m.hart().operand_stack().to_vec(),
        output: m.runtime().output_bytes as usize,
    }
}

#[test]
fn reverse_motions_return_to_exactly_the_previous_state() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        run(&mut s, &["break fib if n == 3", "run", "delete"]);
        // Line motions first: they start at a line boundary (reverse-step from the middle
        // of a line goes to its start, as gdb's does).
        for (forward, back) in [
            ("step", "reverse-step"),
            ("next", "reverse-next"),
            ("step 3", "reverse-step 3"),
            ("stepi", "reverse-stepi"),
            ("nexti", "reverse-nexti"),
            ("stepi 7", "reverse-stepi 7"),
        ] {
            let before = state(&s);
            run(&mut s, &[forward]);
            let after = state(&s);
            assert_ne!(before.time, after.time, "{forward} moved ({engine:?})");
            run(&mut s, &[back]);
            assert_eq!(state(&s), before, "{back} after {forward} ({engine:?})");
            // And forward again lands on the same state.
            run(&mut s, &[forward]);
            assert_eq!(state(&s), after, "{forward} again ({engine:?})");
        }
        // finish / reverse-finish: back to the call.
        let out = run(&mut s, &["finish", "reverse-finish", "bt 1"]);
        assert!(out.contains("#0  0x"), "{out}");
        assert!(out.contains("in fib (n=4)"), "{out}");
        // `next N` within one frame (main's loop, over the calls of fib and printf).
        run(&mut s, &["break 19", "continue", "delete"]);
        let before = state(&s);
        let before_depth = s.key().depth;
        run(&mut s, &["next 3"]);
        assert_eq!(
            s.key().depth,
            before_depth,
            "next stays in main ({engine:?})"
        );
        assert!(s.target().time() > before.time);
        run(&mut s, &["reverse-next 3"]);
        assert_eq!(state(&s), before, "reverse-next 3 ({engine:?})");
    }
}

#[test]
fn reverse_steps_retrace_forward_steps_across_many_snapshots() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        // Small intervals: many snapshots, thinned as the run goes on, and re-execution
        // windows that start from coarse and from fine snapshots.
        s.set_snapshot_interval(500);
        run(
            &mut s,
            &["break fib if n == 4", "run", "continue", "delete"],
        );
        let mut trail = vec![state(&s)];
        for _ in 0..40 {
            run(&mut s, &["step"]);
            trail.push(state(&s));
        }
        trail.pop();
        while let Some(want) = trail.pop() {
            run(&mut s, &["reverse-step"]);
            assert_eq!(state(&s), want, "{engine:?} reverse-step {}", trail.len());
        }
    }
}

#[test]
fn reverse_execution_across_snapshots_and_program_output() {
    // Long enough for several snapshot intervals: a reverse step from the end re-executes
    // from a snapshot, and output is not printed twice.
    let mut s = open(&fib(), Engine::Functional);
    s.set_snapshot_interval(1000);
    let out = run(&mut s, &["break fib.mpl:22", "run"]);
    assert_eq!(out.matches("fib(20) = 6765").count(), 1, "{out}");
    let end = state(&s);
    let out = run(&mut s, &["reverse-stepi 5000", "stepi 5000"]);
    assert!(
        !out.contains("fib("),
        "re-executed output is not shown again: {out}"
    );
    assert_eq!(state(&s), end);
    run(&mut s, &["reverse-continue"]);
    // No earlier breakpoint hit: back at the start of the program.
    assert_eq!(s.target().time(), 0);
    assert_eq!(
        s.capture.bytes().len(),
        0,
        "output rewound with the machine"
    );
    // Replaying forward does not repeat output already shown; a new run shows it again.
    let out = run(&mut s, &["continue"]);
    assert!(!out.contains("fib("), "{out}");
    assert_eq!(state(&s), end);
    let out = run(&mut s, &["run"]);
    assert_eq!(out.matches("fib(20) = 6765").count(), 1, "{out}");
}

#[test]
fn cycle_commands_need_the_cycle_engine_and_are_exact() {
    let mut s = open(&fib(), Engine::Functional);
    let out = run(
        &mut s,
        &["cycle", "reverse-cycle", "info pipeline", "info caches"],
    );
    assert!(out.contains("`cycle` needs it; use stepi."), "{out}");
    assert!(
        out.contains("`reverse-cycle` needs it; use reverse-stepi."),
        "{out}"
    );
    assert!(out.contains("no pipeline to show"), "{out}");
    assert!(out.contains("no caches to show"), "{out}");

    let mut s = open(&fib(), Engine::Cycle);
    run(&mut s, &["break fib", "run"]);
    let before = state(&s);
    let out = run(
        &mut s,
        &["cycle", "info pipeline", "info caches", "info stats"],
    );
    assert_eq!(s.target().time(), before.time + 1, "one clock");
    for want in [
        "fetch",
        "decode",
        "execute",
        "memory",
        "writeback",
        "L1I",
        "L1D",
        "cycles",
        "IPC",
    ] {
        assert!(out.contains(want), "missing {want} in {out}");
    }
    run(&mut s, &["reverse-cycle"]);
    assert_eq!(state(&s), before);
    // `cycle N` stops at the first tick at or after N clocks (a tick in which nothing can
    // move jumps to the next event); reversing by the distance travelled is exact.
    run(&mut s, &["cycle 7"]);
    let travelled = s.target().time() - before.time;
    assert!(travelled >= 7, "{travelled}");
    run(&mut s, &[&format!("reverse-cycle {travelled}")]);
    assert_eq!(state(&s), before);
}

#[test]
fn help_and_completion_cover_the_command_set() {
    for cmd in [
        "break",
        "tbreak",
        "delete",
        "disable",
        "enable",
        "condition",
        "watch",
        "step",
        "next",
        "stepi",
        "nexti",
        "cycle",
        "continue",
        "finish",
        "until",
        "print",
        "x",
        "info",
        "backtrace",
        "up",
        "down",
        "run",
        "help",
        "reverse-step",
        "reverse-next",
        "reverse-stepi",
        "reverse-continue",
        "reverse-cycle",
        "mbreak",
        "mbt",
        "mup",
        "mdown",
        "mlist",
        "mlocal",
        "mprint",
        "mstepi",
        "mnexti",
        "mstep",
        "mnext",
        "mfinish",
    ] {
        assert!(commands::canonical(cmd).is_some(), "{cmd} is a command");
    }
    assert_eq!(commands::canonical("b"), Some("break"));
    assert_eq!(commands::canonical("bt"), Some("backtrace"));
    assert_eq!(commands::canonical("si"), Some("stepi"));
    let mut s = open(&fib(), Engine::Functional);
    assert!(commands::complete(&s, "info reg").contains(&"info registers".to_string()));
    let out = run(&mut s, &["help", "help watch"]);
    assert!(out.contains("reverse-continue"), "{out}");
    assert!(out.contains("watch EXPR"), "{out}");
}

#[test]
fn until_and_list() {
    let mut s = open(&fib(), Engine::Functional);
    let out = run(
        &mut s,
        &["break 19", "run", "until 20", "list", "until fib.mpl:22"],
    );
    assert!(out.contains("20\t    call &printf"), "{out}");
    assert!(out.contains("15\tfunc &main () i32 {"), "{out}");
    assert!(out.contains("22\t  return (constval i32 0)"), "{out}");
}

#[test]
fn the_maple_command_runs_batch_mode() {
    let dir = maple_tests::tmp!("debug", "");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = dir.join("cmds.gdb");
    std::fs::write(&script, "break fib\nrun\nbt\n").expect("script");
    let out = common::maple_command()
        .args(["debug"])
        .arg(fib())
        .args(["--engine", "functional", "-batch", "-x"])
        .arg(&script)
        .args(["-ex", "p n", "-ex", "quit", "-ex", "p 99"])
        .output()
        .expect("maple runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("Breakpoint 1, fib (n=0) at fib.mpl:7"),
        "{text}"
    );
    assert!(text.contains("#1  0x"), "{text}");
    assert!(text.contains("$1 = 0"), "{text}");
    assert!(
        !text.contains("$2"),
        "commands after quit do not run: {text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The stops of `continue` (instructions retired, PC) until the program ends or `limit` stops.
fn stops(s: &mut Session, limit: usize) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    for _ in 0..limit {
        let text = run(s, &["continue"]);
        if text.contains("[Inferior 1") || text.contains("Program terminated") {
            break;
        }
        out.push((s.target().machine().instret(), s.target().machine().pc()));
    }
    out
}

#[test]
fn fast_continue_stops_exactly_where_single_stepping_does() {
    // Breakpoints in callees, after loops, in loop bodies, in recursive and indirect calls:
    // the chunked and sentinel-windowed `continue` must stop at the same instruction counts
    // as checking every single state.
    let programs: &[(&str, &[&str])] = &[
        (
            "tests/examples/fib.mpl",
            &["fib.mpl:8", "fib.mpl:20", "fib.mpl:22"],
        ),
        ("tests/programs/calls/icall.mpl", &[]),
        ("tests/programs/calls/icall_recursive.mpl", &[]),
        ("tests/programs/calls/bst.mpl", &[]),
        ("tests/programs/control/binary_search.mpl", &[]),
        (
            "tui/tests/debug_data/types.mpl",
            &["types.mpl:11", "types.mpl:30"],
        ),
        // Long runs between hits: the sentinel windows carry most of the run.
        (
            "tests/programs/bench/nqueens.mpl",
            &["nqueens.mpl:30", "nqueens.mpl:49", "nqueens.mpl:51"],
        ),
    ];
    for (path, lines) in programs {
        let path = repo().join(path);
        // Without given lines: a breakpoint on every function but the entry.
        let mut specs: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        if specs.is_empty() {
            let s = open(&path, Engine::Functional);
            let entry = s.target().machine().program().entry;
            for (i, f) in s.target().machine().program().functions.iter().enumerate() {
                if !f.external && i != entry {
                    specs.push(f.name.clone());
                }
            }
        }
        let mut results = Vec::new();
        for (engine, single) in [
            (Engine::Functional, true),
            (Engine::Functional, false),
            (Engine::Cycle, false),
        ] {
            let mut s = open(&path, engine);
            s.set_single_step(single);
            for spec in &specs {
                run(&mut s, &[&format!("break {spec}")]);
            }
            results.push(stops(&mut s, 300));
        }
        assert!(!results[0].is_empty(), "{path:?}: some breakpoint is hit");
        assert_eq!(results[1], results[0], "{path:?}: functional fast path");
        assert_eq!(results[2], results[0], "{path:?}: cycle engine");
    }
}

#[test]
fn line_directives_show_the_original_source() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_data/orig.mpl");
    let mut s = open(&path, Engine::Functional);
    let out = run(&mut s, &["break orig.c:4", "run", "p x", "next", "list"]);
    assert!(out.contains("Breakpoint 1 at 0x"), "{out}");
    assert!(out.contains("file orig.c, line 4."), "{out}");
    assert!(
        out.contains("Breakpoint 1, main () at orig.c:4\n4\t    printf(\"%d\\n\", x);"),
        "{out}"
    );
    assert!(out.contains("$1 = 42"), "{out}");
    assert!(out.contains("5\t    return 0;"), "{out}");
    assert!(out.contains("2\tint main(void) {"), "{out}");
}

#[test]
fn without_a_terminal_the_debugger_says_to_use_batch_mode() {
    let out = common::maple_command()
        .arg("debug")
        .arg(fib())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("maple runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("maple debug needs a terminal"), "{err}");
    assert!(err.contains("--batch"), "{err}");
}

#[test]
fn threads_show_their_states() {
    let path = repo().join("tests/programs/threads/atomic_counter.mpl");
    let mut s = open(&path, Engine::Functional);
    let out = run(
        &mut s,
        &["break worker", "run", "continue", "info threads", "bt"],
    );
    assert!(out.contains("Breakpoint 1, worker (arg="), "{out}");
    assert!(out.contains("thread 1 (joining thread 2)"), "{out}");
    assert!(out.contains("* 3    thread 3 (runnable)"), "{out}");
    assert!(out.contains("thread 5 (runnable)"), "{out}");
    assert!(out.contains("#0  worker (arg="), "{out}");
    let out = run(&mut s, &["delete", "continue"]);
    assert!(out.contains("counter 4000"), "{out}");
}

#[test]
fn forward_motions_after_the_end_say_the_program_is_not_running() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        let out = run(
            &mut s,
            &["run", "continue", "next", "stepi", "reverse-stepi"],
        );
        assert!(out.contains("exited normally"), "{out}");
        assert_eq!(
            out.matches("The program is not being run.").count(),
            3,
            "{out}"
        );
        // Going back from the end still works.
        assert!(out.contains("in main () at fib.mpl:22"), "{out}");
    }
}

#[test]
fn several_cores_show_in_info_cores_and_a_lines_mesi_states() {
    let path = repo().join("tests/coherence/ping_pong.mpl");
    let image = maple_asm::assemble_file(&path).expect("assembles");
    let mut uarch = UarchConfig::default();
    uarch.core.count = 3;
    let mut s = debug::open(&image, &path, Engine::Cycle, &uarch).expect("a session");
    // A breakpoint at a thread's entry stops there, on whichever core it starts.
    let out = run(&mut s, &["break player", "run", "continue", "info threads"]);
    assert_eq!(out.matches("Breakpoint 1, player").count(), 2, "{out}");
    assert!(
        out.contains("* 3    thread 3 (runnable on core 2)"),
        "{out}"
    );
    let out = run(
        &mut s,
        &[
            "delete",
            "break ping_pong.mpl:16",
            "continue",
            "info cores",
            "info line &$turn",
        ],
    );
    // Main is still in the system call that creates thread 3 (thread 2 already runs on
    // core 1 and reached the breakpoint), thread 3 has its core.
    for core in ["core 0  thread 1", "core 1  thread 2", "core 2  thread 3"] {
        assert!(out.contains(core), "{out}");
    }
    // The line the players hand over: the core that wrote it holds it Modified, no other
    // core holds it then.
    let states = out
        .lines()
        .find_map(|l| l.strip_prefix("Cache line "))
        .unwrap_or_else(|| panic!("{out}"));
    let held: Vec<&str> = states
        .split(", ")
        .filter_map(|c| c.rsplit(' ').next())
        .collect();
    assert_eq!(held.len(), 3, "{states}");
    assert!(
        held.iter().all(|s| ["M", "E", "S", "I"].contains(s)),
        "{states}"
    );
    if held.contains(&"M") {
        assert_eq!(held.iter().filter(|s| **s != "I").count(), 1, "{states}");
    }
}

fn deep() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_data/deep.mpl")
}

/// `maple debug --batch` stopped 100,000 calls deep answers from the frames each command
/// needs: the outermost frames, a frame in the middle, a step. (The work is held to the
/// frames needed by the next test; before the stack was unwound lazily, this run took hours.)
#[test]
fn batch_mode_at_depth_100000_answers_every_command() {
    let o = common::maple(&[
        "debug",
        deep().to_str().unwrap(),
        "--engine",
        "functional",
        "--batch",
        "-ex",
        "break deep.mpl:6",
        "-ex",
        "run",
        "-ex",
        "up 100000",
        "-ex",
        "print n",
        "-ex",
        "down 50000",
        "-ex",
        "info frame",
        "-ex",
        "bt -2",
        "-ex",
        "frame 0",
        "-ex",
        "next",
        "-ex",
        "print n",
    ]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{text}{}", maple_tests::stderr(&o));
    for want in [
        "Breakpoint 1, rsum (n=0) at deep.mpl:6",
        "#100000 0x00010044 in rsum (n=100000) at deep.mpl:8",
        "$1 = 100000",
        "#50000 0x00010044 in rsum (n=50000) at deep.mpl:8",
        "Stack level 50000, frame at ",
        "#100001 0x00010078 in main () at deep.mpl:13",
        "#0  rsum (n=0) at deep.mpl:6",
        "rsum (n=1) at deep.mpl:9",
        "$2 = 1",
    ] {
        assert!(text.contains(want), "{want:?} in\n{text}");
    }
}

/// The stack walk at a deep stop reads each linkage record once per state: selecting the
/// outermost frame unwinds the 100,002 frames once (not again from the innermost for each
/// deeper question, which cost twice that), and frames already unwound cost nothing again.
#[test]
fn a_deep_stop_unwinds_each_frame_once() {
    let mut s = open(&deep(), Engine::Functional);
    let out = run(
        &mut s,
        &["break deep.mpl:6", "run", "up", "up 10", "up 100"],
    );
    assert!(out.contains("#111 0x00010044 in rsum (n=111)"), "{out}");
    assert!(s.frames_unwound() <= 128, "{}", s.frames_unwound());
    let out = run(
        &mut s,
        &["up 99890", "down 100001", "frame 100001", "bt -3"],
    );
    assert!(out.contains("#100001 0x00010078 in main ()"), "{out}");
    assert_eq!(s.frames_unwound(), 100_002);
    // Another state: the walk begins again, as shallow as the stop needs.
    let out = run(&mut s, &["next"]);
    assert!(out.contains("rsum (n=1) at deep.mpl:9"), "{out}");
    assert!(s.frames_unwound() <= 16, "{}", s.frames_unwound());
}
