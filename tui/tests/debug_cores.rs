//! The debugger on several cores: `thread N` and `core N` choose what the views show, motions
//! follow the shown thread, watchpoints name the thread and core whose store changed the
//! location, and `print` sees memory as the shown thread does (its own buffered stores
//! included).

use maple_sim::uarch::{MemoryModel, UarchConfig};
use maple_tui::debug::{self, batch, session::Session, Engine};
use std::path::{Path, PathBuf};

/// Two players hand `$turn` back and forth; player `me` waits for `$turn == me`, then
/// writes `1 - me` at line 16 and fences at line 17.
fn ping_pong() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/coherence/ping_pong.mpl")
}

fn open(engine: Engine, cores: u32, model: MemoryModel, store_hold: u32) -> Session {
    let path = ping_pong();
    let image = maple_asm::assemble_file(&path).expect("assembles");
    let mut uarch = UarchConfig::default();
    uarch.core.count = cores;
    uarch.memory.model = model;
    uarch.perturb.store_hold = store_hold;
    debug::open(&image, &path, engine, &uarch).expect("a session")
}

fn run(s: &mut Session, cmds: &[&str]) -> String {
    let cmds: Vec<String> = cmds.iter().map(|c| c.to_string()).collect();
    let mut out = Vec::new();
    batch::run(s, &cmds, &mut out).expect("batch output");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn thread_and_core_choose_the_stack_registers_and_pipeline_shown() {
    let mut s = open(Engine::Cycle, 3, MemoryModel::Sc, 64);
    let out = run(&mut s, &["break player", "run"]);
    // The first player starts on the first free core, core 1 (main runs on core 0).
    assert!(out.contains("[Switching to thread 2 on core 1]"), "{out}");
    assert!(out.contains("Breakpoint 1, player (me=0x0)"), "{out}");

    let out = run(&mut s, &["thread 1", "bt", "info threads"]);
    assert!(out.contains("[Switching to thread 1 on core 0]"), "{out}");
    let bt: Vec<&str> = out.lines().filter(|l| l.starts_with('#')).collect();
    assert!(
        bt.iter()
            .all(|l| l.contains("main") && !l.contains("player")),
        "{out}"
    );
    assert!(out.contains("* 1    thread 1"), "{out}");
    let main_pipeline = run(&mut s, &["info pipeline"]);

    let out = run(&mut s, &["core 1", "info threads", "info cores"]);
    assert!(
        out.contains("[Switching to core 1: runs thread 2]"),
        "{out}"
    );
    assert!(out.contains("player (me=0x0)"), "{out}");
    assert!(out.contains("* 2    thread 2"), "{out}");
    assert!(out.contains("* core 1"), "{out}");
    let player_pipeline = run(&mut s, &["info pipeline"]);
    assert_ne!(main_pipeline, player_pipeline);
    // The same clock: both views are of one machine state.
    let out = run(&mut s, &["thread 1", "core 0"]);
    assert!(
        out.contains("[Switching to core 0: runs thread 1]"),
        "{out}"
    );
    assert_eq!(run(&mut s, &["info pipeline"]), main_pipeline);

    let out = run(&mut s, &["thread 9", "core 7", "thread"]);
    assert!(
        out.contains("Invalid thread ID: 9 (threads 1..=2)."),
        "{out}"
    );
    assert!(out.contains("Invalid core: 7 (cores 0..3)."), "{out}");
    assert!(out.contains("[Current thread is 1 on core 0]"), "{out}");
}

#[test]
fn next_follows_the_shown_thread_while_others_run() {
    for engine in [Engine::Functional, Engine::Cycle] {
        let mut s = open(engine, 3, MemoryModel::Sc, 64);
        let out = run(&mut s, &["break player", "run", "delete", "next", "next"]);
        assert!(
            out.contains("Breakpoint 1, player (me=0x0)"),
            "{engine:?}: {out}"
        );
        // Two lines of the same player, with main and the other player running meanwhile.
        let after = out.split("Breakpoint 1, ").nth(1).unwrap_or_default();
        assert!(!after.contains("Switching"), "{engine:?}: {out}");
        assert!(after.contains("\n13\t"), "{engine:?}: {out}");
        assert!(after.contains("\n14\t"), "{engine:?}: {out}");
        let out = run(&mut s, &["info threads"]);
        assert!(out.contains("* 2    thread 2"), "{engine:?}: {out}");
        // After `thread 1`, a motion follows main instead.
        let out = run(&mut s, &["thread 1", "stepi", "info threads"]);
        assert!(out.contains("* 1    thread 1"), "{engine:?}: {out}");
    }
}

#[test]
fn a_watchpoint_names_the_thread_and_core_whose_store_changed_it() {
    for model in [MemoryModel::Sc, MemoryModel::Tso, MemoryModel::Weak] {
        let mut s = open(Engine::Cycle, 3, model, 64);
        let out = run(
            &mut s,
            &["break player", "run", "delete", "watch $turn", "continue"],
        );
        // Player 0 (thread 2, core 1) goes first: `$turn` 0 -> 1. Under tso and weak the
        // store reaches memory when it drains from core 1's store buffer.
        assert!(
            out.contains("Hardware watchpoint 2: $turn"),
            "{model:?}: {out}"
        );
        assert!(
            out.contains("Old value = 0\nNew value = 1"),
            "{model:?}: {out}"
        );
        assert!(
            out.contains("Written by thread 2 on core 1."),
            "{model:?}: {out}"
        );
        // Then player 1 (thread 3) hands it back.
        let out = run(&mut s, &["continue"]);
        assert!(
            out.contains("Old value = 1\nNew value = 0"),
            "{model:?}: {out}"
        );
        assert!(
            out.contains("Written by thread 3 on core 2."),
            "{model:?}: {out}"
        );
    }
}

#[test]
fn print_sees_memory_as_the_shown_thread_does() {
    // weak with a long hold: player 0's store to `$turn` is still in core 1's store buffer
    // when it reaches the fence at line 17.
    let mut s = open(Engine::Cycle, 3, MemoryModel::Weak, 100_000);
    let out = run(
        &mut s,
        &["break ping_pong.mpl:17", "run", "info cores", "print $turn"],
    );
    assert!(out.contains("[Switching to thread 2 on core 1]"), "{out}");
    let core1 = out
        .lines()
        .find(|l| l.contains("core 1  thread 2"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(!core1.ends_with("store buffer 0"), "{out}");
    assert!(out.contains("$1 = 1"), "{out}");
    let out = run(
        &mut s,
        &["x/dw &$turn", "thread 1", "print $turn", "x/dw &$turn"],
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].ends_with(":\t1"), "{out}");
    assert!(out.contains("$2 = 0"), "{out}");
    assert!(lines.last().is_some_and(|l| l.ends_with(":\t0")), "{out}");
}

/// `tests/programs/threads/atomic_counter.mpl` on `cores` cores: four workers, joined.
fn atomic_counter(cores: u32) -> Session {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs/threads/atomic_counter.mpl");
    let image = maple_asm::assemble_file(&path).expect("assembles");
    let mut uarch = UarchConfig::default();
    uarch.core.count = cores;
    debug::open(&image, &path, Engine::Cycle, &uarch).expect("a session")
}

/// A finished thread is at no breakpoint and nowhere: its last instruction is its start
/// routine's return, and the word after it begins `main`, where `break main` stands.
#[test]
fn finished_threads_report_no_breakpoint_and_no_location() {
    for cores in [1, 2] {
        let mut s = atomic_counter(cores);
        let out = run(&mut s, &["break main", "run", "continue"]);
        assert_eq!(
            out.matches("Breakpoint 1, main").count(),
            1,
            "{cores}: {out}"
        );
        assert!(!out.contains("[Switching to thread"), "{cores}: {out}");
        assert!(out.contains("exited normally"), "{cores}: {out}");
        // The program exited: no thread is `runnable`, and none has a location.
        let out = run(&mut s, &["info threads"]);
        assert!(
            !out.contains("runnable") && !out.contains(" in "),
            "{cores}: {out}"
        );
        assert!(
            out.contains("thread 1 (exited with the program"),
            "{cores}: {out}"
        );

        // Stopped after the joins: the workers are finished, with no PC or function.
        let mut s = atomic_counter(cores);
        let out = run(
            &mut s,
            &["break atomic_counter.mpl:31", "run", "info threads"],
        );
        for n in 2..=5 {
            let row = out
                .lines()
                .find(|l| l.contains(&format!("thread {n} (")))
                .unwrap_or_else(|| panic!("{cores}: no row for thread {n}: {out}"));
            assert!(row.trim_end().ends_with(')'), "{cores}: {row}");
            assert!(row.contains("(finished (1"), "{cores}: {row}");
        }
        assert!(out.contains("thread 1 (runnable"), "{cores}: {out}");
    }
}

/// Every worker reports the breakpoint it arrives at, once, whichever core it starts on and
/// whatever the followed thread does meanwhile; a condition is the arriving thread's. (The
/// second worker of two cores starts on core 0 while main waits in a join: its arrival went
/// unseen, and `continue` ran past it.)
#[test]
fn each_thread_reports_the_breakpoint_it_arrives_at_on_any_core() {
    for cores in [1, 2, 4] {
        for point in ["break worker", "break atomic_counter.mpl:13 if %i == 500"] {
            let mut s = atomic_counter(cores);
            let out = run(
                &mut s,
                &[point, "run", "continue", "continue", "continue", "continue"],
            );
            let hits: Vec<&str> = out
                .lines()
                .filter(|l| l.starts_with("Breakpoint 1, worker"))
                .collect();
            assert_eq!(hits.len(), 4, "{cores} cores, {point}: {out}");
            for arg in ["0xa", "0xb", "0xc", "0xd"] {
                let hit = format!("(arg={arg})");
                assert_eq!(
                    hits.iter().filter(|l| l.contains(&hit)).count(),
                    1,
                    "{cores} cores, {point}: {out}"
                );
            }
            // Each stop shows the thread that arrived, named in the switch line before it.
            for n in 2..=5 {
                assert!(
                    out.contains(&format!("[Switching to thread {n}")),
                    "{cores} cores, {point}: {out}"
                );
            }
            assert!(
                out.contains("exited normally"),
                "{cores} cores, {point}: {out}"
            );
        }
    }
}
