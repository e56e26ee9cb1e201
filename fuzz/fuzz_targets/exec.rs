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
//! Compared besides: the running hart's PC, operand stack and `%%retval`s at the end, the
//! core's retired count against `instret` once the program has ended, and the accounting
//! invariant `cycles = issued + stalls`. (The two differences this target found, the PC
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
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::{FaultKind, Machine, Outcome, RunConfig};

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
    let debug = std::env::var_os("MAPLE_FUZZ_DEBUG").is_some();
    if debug {
        dump(&program, &config, &uarch);
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
    let mut cm = CycleMachine::new(program.clone(), config, &uarch)
        .expect("loads on the cycle engine as on the functional one")
        .with_output(Box::new(c_out.clone()));
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
    if is_limit(&c.outcome, |k| matches!(k, FaultKind::MaxCycles { .. })) {
        // The cycle bound cut the run short (a few instructions can cost very many cycles,
        // e.g. block copies missing in every cache): the cycle run is a prefix of the other.
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
    if !is_limit(&c.outcome, |k| {
        matches!(k, FaultKind::MaxInstructions { .. })
    }) {
        // The program ended and the pipeline drained: every executed instruction retired.
        let retired = cm.core().counters.retired;
        let instret = m.instret();
        assert_eq!(retired, instret, "cycle engine retired count vs instret");
    }
});
