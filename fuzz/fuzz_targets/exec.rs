//! bytes -> a runnable program, run on both engines: the functional `Machine` and the cycle
//! engine `CycleMachine`. Neither may panic, and they must agree on the program's output, its
//! outcome (exit status, or fault kind and pc) and the instructions retired.
//!
//! Most inputs drive a structured generator (expression trees of opcodes from the ISA table
//! over the primitive types, statements, loops with counters, calls between a few functions,
//! shims, jump tables, exceptions, threads, monitors, data) so that programs run many
//! instructions rather than fault at the first word; a fraction are raw words. The
//! microarchitecture is varied inside the ranges `maple config` documents: it may change the
//! timing, never the semantics. Both runs are bounded (`MAX_INSNS` instructions; the cycle
//! engine also `MAX_CYCLES`), so nothing hangs. Deterministic: no clocks, no randomness
//! besides the input.
//!
//! Guest isolation (#16) is varied too, from the input's last four bytes: a small
//! `mem_limit` (64 KiB to 16 MiB, so the generated allocation bombs end at once), few
//! `max_threads`, a small `max_output`, `check_memory` (the use-after-free quarantine: the
//! heap statements keep pointers in `.data`, free them and use them again) and an
//! interrupt flag on the cycle run, idle (the run must not change) or raised before the
//! run (it ends `Interrupted` at its first look, naming that cycle, a prefix of the
//! functional run). Both engines must still agree on every other end: `OutOfMemory`,
//! `ThreadLimit`, `OutputLimit`, `UseAfterFree` included.
//!
//! The timing engines are compared too (#37): with no interrupt, the program runs ticked and
//! memoized (`TimingEngine::Memo`), without a cycle bound, and the two reports must be equal
//! in every figure (`timing_engines_agree`).
//!
//! Compared besides: the running hart's PC, operand stack and `%%retval`s at the end, the
//! core's retired count against `instret` once the program has ended, and the accounting
//! invariant `cycles = issued + stalls`, and the stall audit (every cycle charged to a cause
//! while its condition held, `CycleMachine::enable_stall_audit`). (The two differences this target found, the PC
//! after an exit and the retirement of a faulting thread operation, are fixed and kept as
//! tests in `sim/tests/engines_agree.rs`.) `MAPLE_FUZZ_DEBUG=1` prints the generated program
//! and both runs: `MAPLE_FUZZ_DEBUG=1 fuzz/target/x86_64-unknown-linux-gnu/release/exec INPUT`.
//!
//! The generator lives in `exec/`: `generator.rs` (its state, the opcode palette, constants
//! and expressions), `shapes.rs` (if-else, counted loops, subroutines), `stmt.rs` (statements
//! and functions), `program.rs` (whole programs and the class table); `harness.rs` has the
//! microarchitecture draw, the program dump and the output sink. This file runs the program
//! on both engines and compares the runs. Its threads share `.data` freely (racy), so one
//! core is enough here: `exec_threads` generates race-free threaded programs (`private.rs`,
//! `threads.rs`) and runs them on several cores under every memory model.
#![no_main]

// The shared state of threaded programs is `exec_threads`'s.
#[allow(dead_code)]
#[path = "exec/generator.rs"]
mod generator;
#[path = "exec/harness.rs"]
mod harness;
#[path = "exec/program.rs"]
mod program;
#[path = "exec/shapes.rs"]
mod shapes;
#[path = "exec/stmt.rs"]
mod stmt;

use arbitrary::Unstructured;
use harness::{dump, uarch, Output, Sink};
use libfuzzer_sys::fuzz_target;
use maple_sim::cycle::{CycleMachine, Limits, NoTracer, TimingEngine, INTERRUPT_POLL_CYCLES};
use maple_sim::{FaultKind, Machine, Outcome, RunConfig};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Instruction bound of both engines.
const MAX_INSNS: u64 = 20_000;
/// Cycle bound of the cycle engine: far above what `MAX_INSNS` instructions normally take.
const MAX_CYCLES: u64 = MAX_INSNS * 400;

/// What one engine's run left: outcome, output, instructions retired (architectural count),
/// and the running hart's state.
#[derive(Debug, PartialEq)]
struct Run {
    outcome: Outcome,
    output: Output,
    instret: u64,
    pc: u32,
    hart: usize,
    operands: Vec<u128>,
    retvals: Vec<u128>,
}

fn summarize(m: &Machine, outcome: Outcome, out: &Sink) -> Run {
    Run {
        outcome,
        output: out.output(),
        instret: m.instret(),
        pc: m.pc(),
        hart: m.current_hart(),
        operands: m.hart().operand_stack().to_vec(),
        retvals: m.hart().retvals.to_vec(),
    }
}

fn is_limit(o: &Outcome, kind: fn(&FaultKind) -> bool) -> bool {
    matches!(o, Outcome::Fault(f) if kind(&f.kind))
}

/// Whether the cycle run has an interrupt flag (`CycleMachine::set_interrupt`, Ctrl-C).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Interrupt {
    None,
    /// A flag that is never set: the run must be the same as without one.
    Idle,
    /// A flag set before the run: it ends `Interrupted` within the polling interval.
    Raised,
}

/// Guest isolation, from the input's last four bytes (read apart from the generator's
/// draws, so they vary without changing the program; short inputs get the defaults):
/// `mem_limit`, `max_threads`, `max_output`, `check_memory` and the interrupt flag. Mostly
/// off, so most runs go as far as the program does.
fn isolation(data: &[u8], config: &mut RunConfig) -> Interrupt {
    let Some(&[a, b, c, d]) = data.len().checked_sub(4).map(|at| &data[at..]) else {
        return Interrupt::None;
    };
    const KIB: u64 = 1 << 10;
    config.mem_limit = [None, None, None, None]
        .into_iter()
        .chain([64 * KIB, 256 * KIB, 1024 * KIB, 16384 * KIB].map(Some))
        .nth(a as usize % 8)
        .flatten();
    config.max_threads = match b % 8 {
        6 => 1,
        7 => 2,
        _ => config.max_threads,
    };
    config.max_output =
        [None, None, None, None, None, Some(0), Some(64), Some(4096)][c as usize % 8];
    config.check_memory = d & 1 != 0;
    match (d >> 1) % 8 {
        6 => Interrupt::Idle,
        7 => Interrupt::Raised,
        _ => Interrupt::None,
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let mode: u8 = u.arbitrary().unwrap_or(0);
    let uarch = uarch(&mut u);
    // Small call stacks: each thread's stack is mapped (host memory) when it starts, and a
    // program may start thousands of threads within the instruction bound.
    let mut config = RunConfig {
        stack_size: [0x2000, 0x8000][u.int_in_range(0..=1).unwrap_or(1)],
        operand_stack_slots: [8, 64, 1024][u.int_in_range(0..=2).unwrap_or(1)],
        max_call_depth: [16, 4096][u.int_in_range(0..=1).unwrap_or(1)],
        trap_misaligned: uarch.memory.trap_misaligned,
        ..RunConfig::default()
    };
    let mut program = match mode % 16 {
        0 => program::raw(&mut u),
        1 | 2 => program::structured(&mut u, 4),
        _ => program::structured(&mut u, 0),
    };
    program::classes(&mut program);
    config.profile = mode & 0x80 != 0;
    let interrupt = isolation(data, &mut config);
    let debug = std::env::var_os("MAPLE_FUZZ_DEBUG").is_some();
    if debug {
        dump(&program, &config, &uarch);
        eprintln!("interrupt: {interrupt:?}");
    }

    // The functional engine.
    let f_out = Sink::default();
    let Ok(m) = Machine::new(program.clone(), config.clone()) else {
        // A program that does not load must not load on the cycle engine either.
        assert!(CycleMachine::new(program, config, &uarch).is_err());
        return;
    };
    let mut m = m.with_output(Box::new(f_out.clone()));
    let f_outcome = m.run(Some(MAX_INSNS));
    let f = summarize(&m, f_outcome, &f_out);

    // The cycle engine.
    let c_out = Sink::default();
    let config_of_run = config.clone();
    let mut cm = CycleMachine::new(program.clone(), config, &uarch)
        .expect("loads on the cycle engine as on the functional one")
        .with_output(Box::new(c_out.clone()));
    cm.enable_stall_audit();
    if interrupt != Interrupt::None {
        cm.set_interrupt(Arc::new(AtomicBool::new(interrupt == Interrupt::Raised)));
    }
    let limits = Limits {
        max_cycles: Some(MAX_CYCLES),
        max_insns: Some(MAX_INSNS),
    };
    let c_outcome = cm.run(&limits, &mut NoTracer);
    let c = summarize(cm.machine(), c_outcome, &c_out);
    if debug {
        eprintln!("functional: {f:?}\ncycle:      {c:?}");
        eprintln!("cycles: {}", cm.cycle());
    }

    // The cycle accounting invariant (docs/ARCHITECTURE.md): every cycle either issues or is
    // charged to one stall cause.
    let k = &cm.core().counters;
    assert_eq!(k.cycles, cm.cycle(), "counted cycles vs the clock");
    assert_eq!(
        k.cycles,
        k.issued + k.stalls.iter().sum::<u64>(),
        "cycles != issued + stalls"
    );
    // Every stall was charged while its cause's condition held.
    if let Some(v) = cm.stall_audit_violation() {
        panic!("stall audit: {v}");
    }
    match &c.outcome {
        // A raised flag stops the run at its first look (like a Ctrl-C at the start), at the
        // cycle the report names; nothing else interrupts a run.
        Outcome::Fault(fault) if matches!(fault.kind, FaultKind::Interrupted { .. }) => {
            assert_eq!(
                interrupt,
                Interrupt::Raised,
                "interrupted without a raised flag"
            );
            assert_eq!(
                fault.kind,
                FaultKind::Interrupted {
                    cycle: Some(k.cycles),
                    instructions: cm.machine().instret(),
                },
                "the interrupt names another cycle or count than the run's last"
            );
        }
        _ => {}
    }
    if interrupt == Interrupt::Raised && k.cycles >= INTERRUPT_POLL_CYCLES {
        // Ended at the first look, the tick boundary a cycle bound of one poll period stops
        // at too (a tick may jump the clock far past it: a C-library call's traffic).
        let mut bounded = CycleMachine::new(program.clone(), config_of_run.clone(), &uarch)
            .expect("loads")
            .with_output(Box::new(Sink::default()));
        let first_look = Limits {
            max_cycles: Some(INTERRUPT_POLL_CYCLES),
            max_insns: Some(MAX_INSNS),
        };
        bounded.run(&first_look, &mut NoTracer);
        assert_eq!(
            k.cycles,
            bounded.cycle(),
            "a raised interrupt let the run go on past its first look"
        );
    }
    if is_limit(&c.outcome, |k| {
        matches!(
            k,
            FaultKind::MaxCycles { .. } | FaultKind::Interrupted { .. }
        )
    }) {
        // The cycle bound (a few instructions can cost very many cycles, e.g. block copies
        // missing in every cache) or the interrupt cut the run short: the cycle run is a
        // prefix of the other.
        assert!(
            c.instret <= f.instret,
            "cycle run went further: {c:?}\nvs {f:?}"
        );
        assert!(
            c.output.len <= f.output.len && f.output.head.starts_with(&c.output.head),
            "cycle output is no prefix of the functional output"
        );
        return;
    }
    assert_eq!(f, c, "functional (left) and cycle (right) engines differ");
    if interrupt == Interrupt::None {
        timing_engines_agree(&program, &config_of_run, &uarch);
    }
    if !is_limit(&c.outcome, |k| {
        matches!(k, FaultKind::MaxInstructions { .. })
    }) {
        // The program ended and the pipeline drained: every executed instruction retired.
        let retired = cm.core().counters.retired;
        let instret = m.instret();
        assert_eq!(retired, instret, "cycle engine retired count vs instret");
    }
});

/// The timing-agreement mode (#37): the cycle engine ticked and memoized
/// (`TimingEngine::Memo`), with no cycle bound (a memo plays whole spans back), must agree to
/// the cycle on every figure of the report, the output and the outcome.
fn timing_engines_agree(
    program: &maple_sim::Program,
    config: &RunConfig,
    uarch: &maple_sim::uarch::UarchConfig,
) {
    let limits = Limits {
        max_cycles: None,
        max_insns: Some(MAX_INSNS),
    };
    let run = |timing: TimingEngine| {
        let out = Sink::default();
        let mut cm = CycleMachine::new(program.clone(), config.clone(), uarch)
            .expect("loads")
            .with_output(Box::new(out.clone()));
        cm.set_timing(timing);
        let outcome = cm.run(&limits, &mut NoTracer);
        (summarize(cm.machine(), outcome, &out), cm.report())
    };
    let (ticked, ticked_report) = run(TimingEngine::Ticked);
    let (memo, memo_report) = run(TimingEngine::Memo);
    assert_eq!(
        ticked, memo,
        "ticked (left) and memoized (right) runs differ"
    );
    assert_eq!(
        ticked_report, memo_report,
        "ticked (left) and memoized (right) timing differ"
    );
}
