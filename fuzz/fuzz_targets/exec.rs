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
//! and expressions), `stmt.rs` (statements and functions), `program.rs` (whole programs and
//! the class table). This file runs the program on both engines and compares the runs.
#![no_main]

#[path = "exec/generator.rs"]
mod generator;
#[path = "exec/program.rs"]
mod program;
#[path = "exec/stmt.rs"]
mod stmt;

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::uarch::{MemoryModel, PredictorKind, Replacement, UarchConfig};
use maple_sim::{FaultKind, Machine, Outcome, Program, RunConfig};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Instruction bound of both engines.
const MAX_INSNS: u64 = 20_000;
/// Cycle bound of the cycle engine: far above what `MAX_INSNS` instructions normally take.
const MAX_CYCLES: u64 = MAX_INSNS * 400;

/// A microarchitecture inside the documented ranges.
fn uarch(u: &mut Unstructured<'_>) -> UarchConfig {
    let mut c = UarchConfig::default();
    if u.ratio(1, 4).unwrap_or(false) {
        return c;
    }
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    c.seed = int(0, 3) as u64;
    c.core.fetch_buffer = [1, 2, 4, 8, 64][int(0, 4) as usize];
    c.core.tos_registers = [2, 3, 8, 256][int(0, 3) as usize];
    c.core.spill_cycles = int(0, 3);
    c.core.load_use_bubble = int(0, 3);
    c.core.mul_latency = int(1, 8);
    c.core.div_latency = int(1, 40);
    c.core.fp_latency = int(1, 8);
    c.core.fp_div_latency = int(1, 30);
    c.core.call_cycles = int(0, 4);
    c.core.return_cycles = int(0, 4);
    c.core.store_buffer = [1, 2, 8, 255][int(0, 3) as usize];
    c.predictor.kind = [
        PredictorKind::Static,
        PredictorKind::Bimodal,
        PredictorKind::Gshare,
    ][int(0, 2) as usize];
    c.predictor.table_bits = int(1, 12);
    c.predictor.history_bits = int(0, 12);
    c.predictor.btb_entries = 1 << int(0, 9);
    c.predictor.ras_entries = [0, 1, 2, 16][int(0, 3) as usize];
    c.predictor.mispredict_penalty = int(2, 12);
    for cache in [&mut c.l1i, &mut c.l1d] {
        cache.line = 1 << int(4, 7);
        cache.assoc = 1 << int(0, 2);
        cache.size = ((cache.line * cache.assoc) << int(0, 6)).max(64);
        cache.replacement =
            [Replacement::Lru, Replacement::Plru, Replacement::Random][int(0, 2) as usize];
        cache.latency = int(1, 3);
    }
    c.l1d.write_back = int(0, 1) == 1;
    c.l2.write_back = int(0, 1) == 1;
    c.l2.latency = int(1, 20);
    c.dram.latency = int(1, 150);
    c.dram.bytes_per_cycle = [1, 16, 64][int(0, 2) as usize];
    c.memory.model = [MemoryModel::Tso, MemoryModel::Weak][int(0, 1) as usize];
    c.memory.trap_misaligned = int(0, 7) == 0;
    c
}

/// Print the program (with `MAPLE_FUZZ_DEBUG` set): functions, then every instruction.
fn dump(p: &Program, config: &RunConfig, uarch: &UarchConfig) {
    eprintln!("{config:?}\n{uarch:?}");
    for f in &p.functions {
        if !f.external {
            eprintln!(
                "fn {} @{:#x} frame {} npregs {} formals {:?} varargs {}",
                f.name, f.entry, f.frame_size, f.npregs, f.formals, f.varargs
            );
        }
    }
    for s in &p.segments {
        eprintln!(
            "segment {} @{:#x} size {} {:02x?}",
            s.name, s.addr, s.size, s.bytes
        );
    }
    for r in maple_isa::decode_all(&p.text) {
        match r {
            Ok((at, i)) => {
                let addr = p.text_base + at as u32;
                if let Some(f) = p.functions.iter().find(|f| f.entry == addr) {
                    eprintln!("{}:", f.name);
                }
                eprintln!("  {addr:#x}: {i}");
            }
            Err(e) => eprintln!("  {e}"),
        }
    }
}

/// Program output: how many bytes, a hash of all of them, and the first `KEEP` (a program
/// may print gigabytes within the instruction bound: `printf("%*d", 1 << 20, 0)` in a loop).
#[derive(Clone, Debug, Default, PartialEq)]
struct Output {
    len: u64,
    hash: u64,
    head: Vec<u8>,
}

#[derive(Clone, Default)]
struct Sink(Arc<Mutex<Output>>);

impl Sink {
    const KEEP: usize = 4096;
    fn output(&self) -> Output {
        self.0.lock().map(|o| o.clone()).unwrap_or_default()
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut o) = self.0.lock() {
            if o.len == 0 {
                o.hash = 0xcbf2_9ce4_8422_2325;
            }
            o.len += buf.len() as u64;
            for &b in buf {
                o.hash = (o.hash ^ b as u64).wrapping_mul(0x0100_0000_01b3);
            }
            let room = Self::KEEP.saturating_sub(o.head.len());
            o.head.extend_from_slice(&buf[..room.min(buf.len())]);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

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
