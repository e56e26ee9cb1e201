//! `maple debug` behaves as a gdb user expects (issue 16): `break main` + `run` stops in
//! `main`; `cycle N` and `reverse-cycle N` are exact to the clock while a miss is outstanding;
//! the pipeline shows a stall only while there is one; an ended program has no stack;
//! `next` stops at a loop's header every iteration; `bt -N`, `set var`, `display`, `ptype`,
//! `whatis`, `disassemble`, `rwatch`, `awatch`, `kill`, `info all-registers` and `$cycle`;
//! `--max-cycles`/`--max-insns`; batch mode's exit status.

mod common;

use maple_sim::uarch::UarchConfig;
use maple_tui::debug::{self, batch, session::Limits, session::Session, Engine};
use std::path::{Path, PathBuf};
use std::process::Command;

fn fib() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/examples/fib.mpl")
}

fn types() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_data/types.mpl")
}

fn open(path: &Path, engine: Engine) -> Session {
    let image = maple_asm::assemble_file(path).unwrap_or_else(|_| panic!("{path:?} assembles"));
    debug::open(&image, path, engine, &UarchConfig::default()).expect("a session")
}

/// Run commands in batch mode: what they print, and how many failed.
fn run_counting(s: &mut Session, cmds: &[&str]) -> (String, usize) {
    let cmds: Vec<String> = cmds.iter().map(|c| c.to_string()).collect();
    let mut out = Vec::new();
    let failed = batch::run(s, &cmds, &mut out).expect("batch output");
    (String::from_utf8(out).expect("utf-8"), failed)
}

fn run(s: &mut Session, cmds: &[&str]) -> String {
    run_counting(s, cmds).0
}

#[test]
fn break_main_and_run_stop_at_the_entry_functions_first_line() {
    for engine in [Engine::Cycle, Engine::Functional] {
        let mut s = open(&fib(), engine);
        let out = run(&mut s, &["break main", "run", "bt"]);
        assert!(
            out.contains("\nBreakpoint 1, main () at fib.mpl:17\n17\t"),
            "{engine:?}: {out}"
        );
        assert!(
            !out.contains("fib(0) = 0"),
            "{engine:?}: ran past main: {out}"
        );
        assert_eq!(s.target().machine().instret(), 0);
        // `continue` from there leaves the breakpoint (it does not stop at it again).
        let out = run(&mut s, &["continue"]);
        assert!(out.contains("exited normally"), "{engine:?}: {out}");
    }
}

#[test]
fn cycle_n_stops_at_every_clock_also_while_a_miss_is_outstanding() {
    let mut s = open(&fib(), Engine::Cycle);
    // The first fetch misses all the way to DRAM: the engine jumps over those cycles in one
    // tick, the debugger's clock does not.
    for want in 1..=300u64 {
        run(&mut s, &["cycle"]);
        assert_eq!(s.target().cycles(), Some(want));
    }
    let mut s = open(&fib(), Engine::Cycle);
    let out = run(&mut s, &["cycle 2", "print $cycle", "info stats"]);
    assert!(out.contains("$1 = 2\n"), "{out}");
    // The stall counters cover exactly the cycles the clock has passed.
    assert!(out.contains("cycles        2\n"), "{out}");
    assert!(out.contains("stall icache  2\n"), "{out}");
}

#[test]
fn reverse_cycle_n_is_exact_and_restores_the_state_seen_going_forward() {
    let mut s = open(&fib(), Engine::Cycle);
    let mut seen = Vec::new();
    for _ in 0..250 {
        run(&mut s, &["cycle"]);
        seen.push(run(
            &mut s,
            &["info stats", "info pipeline", "info registers"],
        ));
    }
    for back in [1u64, 7, 60, 249] {
        let out = run(&mut s, &[&format!("reverse-cycle {back}")]);
        assert!(!out.contains("No more reverse"), "{out}");
        let at = 250 - back;
        assert_eq!(s.target().cycles(), Some(at));
        let now = run(&mut s, &["info stats", "info pipeline", "info registers"]);
        assert_eq!(now, seen[at as usize - 1], "state at cycle {at}");
        run(&mut s, &[&format!("cycle {back}")]);
        assert_eq!(s.target().cycles(), Some(250));
    }
}

#[test]
fn the_pipeline_shows_a_memory_stall_only_while_the_instruction_is_held() {
    let mut s = open(&fib(), Engine::Cycle);
    let mut stalls = 0;
    for _ in 0..2000 {
        let view = s.target().pipeline(0).expect("a pipeline");
        let memory = view.iter().find(|v| v.stage == "memory").cloned();
        run(&mut s, &["cycle"]);
        let Some(memory) = memory else { continue };
        if memory.stall.is_some() {
            stalls += 1;
            // A stalled instruction is still in the memory stage a clock later.
            let after = s.target().pipeline(0).expect("a pipeline");
            let now = after.iter().find(|v| v.stage == "memory");
            assert_eq!(
                now.and_then(|v| v.pc),
                memory.pc,
                "memory stage said {:?} but moved on at cycle {:?}",
                memory.stall,
                s.target().cycles()
            );
        }
    }
    assert!(stalls > 0, "some access misses in the first 2000 cycles");
}

#[test]
fn an_ended_program_has_no_stack_and_print_refuses_to_read_it() {
    let mut s = open(&fib(), Engine::Cycle);
    let (out, failed) = run_counting(
        &mut s,
        &["run", "bt", "print i", "info locals", "up", "print 1 + 2"],
    );
    assert!(out.contains("exited normally]\nNo stack.\n"), "{out}");
    assert!(
        out.contains("The program is not being run: it has no stack"),
        "{out}"
    );
    assert!(out.contains("No frame selected"), "{out}");
    assert!(out.contains("$1 = 3"), "literals still print: {out}");
    assert_eq!(failed, 4, "{out}");
    // Going back into the run brings the stack back.
    let out = run(&mut s, &["reverse-stepi", "bt"]);
    assert!(out.contains("#0  "), "{out}");
}

#[test]
fn next_stops_at_the_loop_header_every_iteration() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        run(&mut s, &["start"]);
        let mut lines = Vec::new();
        for _ in 0..9 {
            run(&mut s, &["next"]);
            lines.push(s.key().line.map(|l| l.1));
        }
        let want = [19, 20, 17, 19, 20, 17, 19, 20, 17].map(Some);
        assert_eq!(lines, want, "{engine:?}");
    }
}

#[test]
fn backtrace_minus_n_shows_the_outermost_frames() {
    let mut s = open(&fib(), Engine::Functional);
    let out = run(
        &mut s,
        &["break fib if n == 0", "run", "bt 1", "bt -1", "bt -2"],
    );
    assert!(
        out.contains("#0  fib (n=0) at fib.mpl:7\n(More stack frames follow...)\n"),
        "{out}"
    );
    let depth = s.frames().len();
    assert!(depth >= 2, "{out}");
    assert!(
        out.contains(&format!("#{:<2} 0x", depth - 1)) && out.contains(" in main () at fib.mpl:"),
        "{out}"
    );
    let last = out.lines().last().unwrap_or("");
    assert!(last.contains("main ()"), "bt -2 ends at main: {out}");
}

#[test]
fn set_var_changes_the_program_and_display_shows_at_every_stop() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        let out = run(
            &mut s,
            &[
                "break fib.mpl:19",
                "run",
                "display i",
                "display/x i",
                "continue",
                "set var i = 14",
                "print i",
                "info display",
                "undisplay 1",
                "continue",
                "delete",
                "continue",
            ],
        );
        assert!(
            out.contains("1: i = 0\n2: /x i = 0x0\n"),
            "{engine:?}: {out}"
        );
        assert!(
            out.contains("1: i = 5\n2: /x i = 0x5\n"),
            "{engine:?}: {out}"
        );
        assert!(out.contains("$1 = 14\n"), "{engine:?}: {out}");
        assert!(out.contains("1:   y  i\n2:   y  /x i"), "{engine:?}: {out}");
        // The loop goes on from 14; after `undisplay 1` only the second display shows.
        assert!(out.contains("fib(14) = 377\n"), "{engine:?}: {out}");
        assert!(out.contains("\n2: /x i = 0x13\n"), "{engine:?}: {out}");
        assert!(!out.contains("\n1: i = 19"), "{engine:?}: {out}");
        assert!(out.contains("fib(19) = 4181\n"), "{engine:?}: {out}");
        assert!(!out.contains("fib(10)"), "{engine:?}: {out}");
        // Going back: the change stays at the time it was made, the past before it as it was.
        let out = run(
            &mut s,
            &[
                "break fib.mpl:19",
                "reverse-continue",
                "print i",
                "reverse-continue",
                "print i",
                "reverse-continue",
                "print i",
            ],
        );
        let values: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with('$'))
            .map(|l| l.split(" = ").nth(1).unwrap_or(""))
            .collect();
        assert_eq!(values, ["19", "14", "0"], "{engine:?}: {out}");
    }
}

#[test]
fn ptype_whatis_and_disassemble() {
    let mut s = open(&types(), Engine::Functional);
    let out = run(
        &mut s,
        &[
            "break sum",
            "run",
            "whatis n",
            "whatis arr",
            "up",
            "ptype p",
            "whatis p",
            "disassemble",
            "disassemble sum",
        ],
    );
    assert!(out.contains("type = i32\n"), "{out}");
    assert!(out.contains("type = <* i32>\n"), "{out}");
    assert!(
        out.contains(
            "type = struct $point {\n    i32 x;  /* offset 0 */\n    i32 y;  /* offset 4 */\n}"
        ),
        "{out}"
    );
    assert!(
        out.contains("Dump of assembler code for function main:"),
        "{out}"
    );
    assert!(
        out.contains("Dump of assembler code for function sum:"),
        "{out}"
    );
    // The selected frame (main) marks where it continues; sum's listing has no mark.
    let main = out.split("function sum:").next().unwrap_or("");
    assert!(main.contains("\n=> 0x"), "{out}");
    let sum = out.split("function sum:").nth(1).unwrap_or("");
    assert!(!sum.contains("=>"), "{out}");
    assert!(sum.trim_end().ends_with("End of assembler dump."), "{out}");
}

#[test]
fn rwatch_and_awatch_stop_at_loads_on_both_engines() {
    let rwatch = [
        "start",
        "rwatch i",
        "continue",
        "continue",
        "info watchpoints",
    ];
    let awatch = ["start", "next", "awatch i", "continue"];
    let mut outputs = Vec::new();
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        let out = run(&mut s, &rwatch);
        assert!(
            out.contains(
                "Hardware read watchpoint 2: i\n\nValue = 0\n0x000100a8 in main () at fib.mpl:17"
            ),
            "{engine:?}: {out}"
        );
        assert!(
            out.contains("Value = 0\n0x000100c4 in main () at fib.mpl:19"),
            "{engine:?}: {out}"
        );
        assert!(
            out.contains("2       read watchpoint keep y"),
            "{engine:?}: {out}"
        );
        let mut s = open(&fib(), engine);
        let accessed = run(&mut s, &awatch);
        assert!(
            accessed.contains("Hardware access (read/write) watchpoint 2: i\n\nValue = 0\n"),
            "{engine:?}: {accessed}"
        );
        outputs.push((out, accessed));
    }
    // The cycle engine's core reports the loads it performs: the same stops, in the same words.
    assert_eq!(outputs[0], outputs[1]);
}

#[test]
fn kill_ends_the_run_until_run_starts_it_again() {
    let mut s = open(&fib(), Engine::Cycle);
    let (out, failed) = run_counting(
        &mut s,
        &["break fib", "run", "kill", "bt", "next", "run", "bt 1"],
    );
    assert!(
        out.contains("[Inferior 1 (maple) killed]\nNo stack.\nThe program is not being run.\n"),
        "{out}"
    );
    assert!(
        out.ends_with("#0  fib (n=0) at fib.mpl:7\n(More stack frames follow...)\n"),
        "{out}"
    );
    assert_eq!(failed, 2);
}

#[test]
fn info_all_registers_and_the_cycle_variable() {
    let mut s = open(&fib(), Engine::Cycle);
    let out = run(
        &mut s,
        &[
            "cycle 5",
            "info all-registers",
            "print $cycle",
            "print $cycle * 2",
        ],
    );
    assert!(out.contains("%%retval7"), "every return register: {out}");
    assert!(out.contains("$cycle        5\n"), "{out}");
    assert!(out.contains("$1 = 5\n$2 = 10\n"), "{out}");
    // In a condition.
    let out = run(
        &mut s,
        &[
            "break fib if $cycle > 3000",
            "continue",
            "print $cycle > 3000",
        ],
    );
    assert!(out.contains("Breakpoint 1, fib"), "{out}");
    assert!(out.contains("= 1\n"), "{out}");
    let mut s = open(&fib(), Engine::Functional);
    let out = run(&mut s, &["print $cycle"]);
    assert!(out.contains("needs the cycle engine"), "{out}");
}

#[test]
fn the_run_stops_at_max_cycles_and_max_insns() {
    let mut s = open(&fib(), Engine::Cycle);
    s.limits = Limits {
        max_cycles: Some(5000),
        max_insns: None,
    };
    let (out, failed) = run_counting(&mut s, &["run", "continue", "reverse-stepi"]);
    assert!(
        out.contains("Program stopped: cycle limit of 5000 reached (raise --max-cycles)."),
        "{out}"
    );
    assert!(
        s.target().cycles().is_some_and(|c| c < 5000),
        "reverse works: {out}"
    );
    assert!(out.contains("The cycle limit of 5000 reached"), "{out}");
    assert_eq!(failed, 1);
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(&fib(), engine);
        s.limits = Limits {
            max_cycles: None,
            max_insns: Some(1000),
        };
        let out = run(&mut s, &["run"]);
        assert!(
            out.contains("Program stopped: instruction limit of 1000 reached (raise --max-insns)."),
            "{engine:?}: {out}"
        );
        assert_eq!(s.target().machine().instret(), 1000, "{engine:?}");
    }
}

#[test]
fn batch_mode_exits_non_zero_when_a_command_fails() {
    let maple = common::MAPLE;
    let status = |args: &[&str]| {
        Command::new(maple)
            .arg("debug")
            .arg(fib())
            .arg("--batch")
            .args(args)
            .output()
            .expect("maple runs")
    };
    let ok = status(&["-ex", "break main", "-ex", "run"]);
    assert_eq!(ok.status.code(), Some(0), "{ok:?}");
    let bad = status(&["-ex", "frobnicate", "-ex", "run"]);
    assert_eq!(bad.status.code(), Some(1), "{bad:?}");
    let limited = status(&["--max-insns", "50", "-ex", "run"]);
    let text = String::from_utf8_lossy(&limited.stdout);
    assert!(text.contains("instruction limit of 50 reached"), "{text}");
}

/// As gdb: `info watchpoints` lists watchpoints only (`info breakpoints` both kinds).
#[test]
fn info_watchpoints_lists_only_watchpoints() {
    let mut s = open(&fib(), Engine::Functional);
    let none = run(&mut s, &["break main", "run", "info watchpoints"]);
    assert!(none.ends_with("No watchpoints.\n"), "{none}");
    let watches = run(&mut s, &["watch i", "info watchpoints"]);
    let table = watches.split("Num ").nth(1).unwrap_or("");
    assert!(table.contains("hw watchpoint"), "{watches}");
    assert!(!table.contains("breakpoint      keep"), "{watches}");
    let all = run(&mut s, &["info breakpoints"]);
    assert!(
        all.contains("breakpoint      keep") && all.contains("hw watchpoint"),
        "{all}"
    );
}

/// At a stop 100,000 calls deep the debugger's work is that of the frames it shows: a stop,
/// `frame`, `info frame`, `up`, `down`, `print` and a short `bt` unwind a handful of frames,
/// never the whole stack (which only a full `bt` walks).
#[test]
fn a_stop_100000_calls_deep_unwinds_only_the_frames_shown() {
    let path = maple_tests::tmp!("debug-deep", "rsum.mpl");
    std::fs::write(
        &path,
        "func &rsum (var %n i32) i32 {
  var %r i32
  if (eq i32 i32 (dread i32 %n, constval i32 0)) {
    return (constval i32 0)
  }
  callassigned &rsum (sub i32 (dread i32 %n, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, dread i32 %n))
}
func &main () i32 {
  var %r i32
  callassigned &rsum (constval i32 100000) { dassign %r 0 }
  return (constval i32 0)
}
",
    )
    .unwrap();
    let mut s = open(&path, Engine::Functional);
    let out = run(&mut s, &["break rsum.mpl:4", "run"]);
    assert!(
        out.contains("Breakpoint 1, rsum (n=0) at rsum.mpl:4"),
        "{out}"
    );
    assert!(
        s.frames_unwound() <= 16,
        "{} frames for a stop",
        s.frames_unwound()
    );
    let out = run(
        &mut s,
        &[
            "frame",
            "info frame",
            "up",
            "print n",
            "down",
            "bt 3",
            "up 2",
        ],
    );
    assert!(out.contains("#1  0x"), "{out}");
    assert!(out.contains("$1 = 1"), "{out}");
    assert!(out.contains("(More stack frames follow...)"), "{out}");
    assert!(
        s.frames_unwound() <= 16,
        "{} frames for a few keys",
        s.frames_unwound()
    );
    // `bt` walks them all, once: main and 100,001 calls of rsum (n = 100000 down to 0).
    let out = run(&mut s, &["bt"]);
    assert!(
        out.trim_end().ends_with("in main () at rsum.mpl:11"),
        "{:.200}",
        &out[out.len() - 200..]
    );
    assert!(out.contains("\n#100001 "), "{out:.200}");
    assert_eq!(s.frames_unwound(), 100_002);
}

/// What the command table says a command needs is what it gets: once the program has
/// ended, every command that moves forward says the program is not being run, every one
/// that reads the stack says there is none, and the others still answer; while it runs,
/// none of them is refused for it.
#[test]
fn the_command_table_says_what_each_command_needs() {
    use maple_tui::debug::commands::{execute, Action, Needs, COMMANDS};
    let mut s = open(&fib(), Engine::Functional);
    let out = run(&mut s, &["run"]);
    assert!(out.contains("exited normally"), "{out}");
    let mut checked = 0;
    for c in COMMANDS {
        let refusal = match c.needs {
            Needs::Forward => "The program is not being run.",
            Needs::Stack => "No stack.",
            Needs::Anytime => continue,
        };
        match execute(&mut s, c.names[0]) {
            Action::Error(e) => assert_eq!(e, refusal, "{}", c.names[0]),
            _ => panic!("`{}` after the end was not refused", c.names[0]),
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked} commands need the program");
    // At a stop, `up`/`frame`/`down` and the motions run (their own errors aside).
    let mut s = open(&fib(), Engine::Functional);
    run(&mut s, &["break fib", "run"]);
    for c in COMMANDS.iter().filter(|c| c.needs == Needs::Stack) {
        if let Action::Error(e) = execute(&mut s, c.names[0]) {
            assert!(!e.contains("No stack"), "{}: {e}", c.names[0]);
        }
    }
}
