//! bytes -> a race-free multi-threaded program, run five times: on the functional engine
//! under two seeded interleavings, and on the cycle engine with 1, 2 and 4 cores, each under
//! a memory model (`sc`, `tso`, `weak`) the input chooses. No run may panic, and all must
//! agree on the program's output, its outcome (exit status, or fault kind and pc) and the
//! instructions retired: a program without a data race means the same under every
//! interleaving and every memory model, so any difference is a simulator bug (a store
//! buffer that leaks past a lock's release or a join, a lost update, a thread operation
//! counted twice...).
//!
//! The programs (`exec/threads.rs`): `main` runs a few ordinary statements, starts 2 to 4
//! threads on generated functions, works on its own share, joins them all and prints the
//! shared variables, every thread's slice of `.data` and the threads' results. A thread's
//! statements (`exec/private.rs`, over the expressions of `exec/generator.rs`) touch its own
//! registers, frame and slice; shared variables change only by commutative updates under a
//! pthread mutex or a monitor (locks taken in order, so nothing deadlocks), or by
//! `__atomic_fetch_add`; loops are counted, so every thread ends. No `trylock`, condition
//! variable or spinning: their paths, and so the instruction count, depend on the timing.
//!
//! Bounded runs (`MAX_INSNS` instructions, and `MAX_CYCLES` on the cycle engine): a run cut
//! short by a bound has stopped at a point that depends on the interleaving, so it is only
//! checked to be a prefix of the complete runs (fewer instructions, output a prefix). The
//! microarchitecture is varied as for `exec` (plus the scheduling quantum and the
//! perturbations of several cores); a fraction of the multi-core runs check the coherence
//! invariant after every cycle. Each cycle run also keeps `cycles = issued + stalls` on every
//! core and, once the program has ended, retires on its cores as many instructions as the
//! machine executed. Deterministic: no clocks, no randomness besides the input.
//!
//! `MAPLE_FUZZ_DEBUG=1` prints the generated program and every run:
//! `MAPLE_FUZZ_DEBUG=1 fuzz/target/x86_64-unknown-linux-gnu/release/exec_threads INPUT`.
#![no_main]

#[path = "exec/generator.rs"]
mod generator;
#[path = "exec/harness.rs"]
mod harness;
#[path = "exec/private.rs"]
mod private;
// Only `signatures` and the class table are used here.
#[allow(dead_code)]
#[path = "exec/program.rs"]
mod program;
#[path = "exec/shapes.rs"]
mod shapes;
// Only the statements of `main`'s prologue are used here.
#[allow(dead_code)]
#[path = "exec/stmt.rs"]
mod stmt;
#[path = "exec/threads.rs"]
mod threads;

use arbitrary::Unstructured;
use harness::{dump, uarch, Output, Sink};
use libfuzzer_sys::fuzz_target;
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::uarch::{MemoryModel, UarchConfig};
use maple_sim::{FaultKind, Machine, Outcome, RunConfig};

/// Instruction bound of every run.
const MAX_INSNS: u64 = 20_000;
/// Cycle bound of the cycle engine: far above what `MAX_INSNS` instructions normally take.
const MAX_CYCLES: u64 = MAX_INSNS * 400;
/// The core counts of the cycle runs.
const CORES: [u32; 3] = [1, 2, 4];

/// What one run left.
#[derive(Debug)]
struct Run {
    name: String,
    outcome: Outcome,
    output: Output,
    instret: u64,
}

impl Run {
    /// Whether a bound cut the run short.
    fn limited(&self) -> bool {
        matches!(&self.outcome, Outcome::Fault(f)
            if matches!(f.kind, FaultKind::MaxInstructions { .. } | FaultKind::MaxCycles { .. }))
    }
}

/// The thread scheduling and multi-core perturbations, inside the documented ranges.
fn threading(u: &mut Unstructured<'_>, c: &mut UarchConfig) {
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    c.core.quantum = [100, 1000, 20_000][int(0, 2) as usize];
    c.core.switch_cycles = [0, 7, 200][int(0, 2) as usize];
    c.perturb.start_skew = [0, 64, 1000][int(0, 2) as usize];
    c.perturb.dram_jitter = [0, 16][int(0, 1) as usize];
    c.perturb.arbitration = [0, 4, 50][int(0, 2) as usize];
    c.perturb.store_hold = [0, 64, 500][int(0, 2) as usize];
    c.perturb.invalidate_hold = [0, 256, 2000][int(0, 2) as usize];
}

fn functional(program: &maple_sim::Program, config: &RunConfig, seed: u64) -> Run {
    let out = Sink::default();
    let config = RunConfig {
        seed: Some(seed),
        ..config.clone()
    };
    let mut m = Machine::new(program.clone(), config)
        .expect("a generated program loads")
        .with_output(Box::new(out.clone()));
    let outcome = m.run(Some(MAX_INSNS));
    Run {
        name: format!("functional, seed {seed}"),
        outcome,
        output: out.output(),
        instret: m.instret(),
    }
}

fn cycle(
    program: &maple_sim::Program,
    config: &RunConfig,
    uarch: &UarchConfig,
    check_coherence: bool,
) -> Run {
    let out = Sink::default();
    let mut cm = CycleMachine::new(program.clone(), config.clone(), uarch)
        .expect("a generated program loads")
        .with_output(Box::new(out.clone()));
    cm.set_check_coherence(check_coherence);
    let limits = Limits {
        max_cycles: Some(MAX_CYCLES),
        max_insns: Some(MAX_INSNS),
    };
    let outcome = cm.run(&limits, &mut NoTracer);
    let run = Run {
        name: format!(
            "cycle, {} core(s), {:?}, seed {}",
            uarch.core.count, uarch.memory.model, uarch.seed
        ),
        outcome,
        output: out.output(),
        instret: cm.machine().instret(),
    };
    // The accounting invariant on every core: each cycle issues or is charged to a stall.
    for (k, core) in cm.cores().iter().enumerate() {
        let c = &core.counters;
        assert_eq!(
            c.cycles,
            c.issued + c.stalls.iter().sum::<u64>(),
            "{}: core {k}: cycles != issued + stalls",
            run.name
        );
    }
    if !run.limited() {
        // The program ended and the pipelines drained: every instruction retired somewhere.
        let retired: u64 = cm.cores().iter().map(|c| c.counters.retired).sum();
        assert_eq!(retired, run.instret, "{}: retired vs instret", run.name);
    }
    run
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let mut base = uarch(&mut u);
    threading(&mut u, &mut base);
    let config = RunConfig {
        stack_size: [0x2000, 0x8000][u.int_in_range(0..=1).unwrap_or(1)],
        operand_stack_slots: 1024,
        max_call_depth: 4096,
        trap_misaligned: base.memory.trap_misaligned,
        ..RunConfig::default()
    };
    let seed: u64 = u.arbitrary().unwrap_or(0);
    let seeds = [
        seed,
        seed.wrapping_add(1 + u.int_in_range(0..=999).unwrap_or(0)),
    ];
    let models = [MemoryModel::Sc, MemoryModel::Tso, MemoryModel::Weak];
    let uarchs: Vec<UarchConfig> = CORES
        .iter()
        .enumerate()
        .map(|(k, &count)| {
            let mut c = base.clone();
            c.core.count = count;
            c.memory.model = models[u.int_in_range(0..=2).unwrap_or(k)];
            c.seed = base.seed + k as u64;
            c
        })
        .collect();
    let check_coherence = u.ratio(1, 8).unwrap_or(false);
    let mut program = threads::threaded(&mut u);
    program::classes(&mut program);
    let debug = std::env::var_os("MAPLE_FUZZ_DEBUG").is_some();
    if debug {
        dump(&program, &config, &base);
    }

    let mut runs: Vec<Run> = seeds
        .iter()
        .map(|&s| functional(&program, &config, s))
        .collect();
    for c in &uarchs {
        runs.push(cycle(&program, &config, c, check_coherence));
    }
    if debug {
        for r in &runs {
            eprintln!("{}: {:?}, {} instructions", r.name, r.outcome, r.instret);
            eprintln!("{}", String::from_utf8_lossy(&r.output.head));
        }
    }

    let (limited, complete): (Vec<&Run>, Vec<&Run>) = runs.iter().partition(|r| r.limited());
    if let Some(first) = complete.first() {
        for r in &complete[1..] {
            assert_eq!(
                (&first.outcome, &first.output, first.instret),
                (&r.outcome, &r.output, r.instret),
                "{} (left) and {} (right) differ",
                first.name,
                r.name
            );
        }
    }
    // Only `main` prints, and only what every complete run prints: a run cut short printed a
    // prefix of it, and ran no further than a complete run.
    for l in &limited {
        for r in &runs {
            let (short, long) = if l.output.len <= r.output.len {
                (&l.output, &r.output)
            } else {
                (&r.output, &l.output)
            };
            assert!(
                long.head.starts_with(&short.head),
                "the outputs of {} and {} differ:\n{l:?}\nvs {r:?}",
                l.name,
                r.name
            );
            assert!(
                r.limited() || l.instret <= r.instret,
                "{} went further than {} did to the end:\n{l:?}\nvs {r:?}",
                l.name,
                r.name
            );
        }
    }
});
