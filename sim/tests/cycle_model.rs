//! Model fidelity of the cycle engine: every figure asserted here follows from the
//! configuration by a formula written next to the assertion, not from a recorded run.
//!
//! Method: the measured code sits between two `checkpoint` statements of one region, inside
//! a loop; the difference between the region's cycles after 3 and after 2 iterations is one
//! *warm* iteration (caches, predictor and fetch line buffer trained), so pipeline fill,
//! cold misses and loop overhead cancel. Differences between two configurations (or two body
//! lengths) then isolate exactly the cost under test.

use maple_sim::cycle::{Limits, NoTracer, Report};
use maple_sim::uarch::{PredictorKind, Replacement, UarchConfig};
use maple_sim::{Capture, Outcome, RunConfig};

/// Assemble MAPLE IR text and run it on the cycle engine.
fn run(src: &str, cfg: &UarchConfig) -> Report {
    let image = maple_asm::assemble_str("model.mpl", src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(false)));
    let mut cm = maple_sim::loader::cycle_machine(&image, RunConfig::default(), cfg)
        .unwrap()
        .with_output(Box::new(Capture::new()));
    let outcome = cm.run(
        &Limits {
            max_cycles: Some(2_000_000_000),
            max_insns: Some(200_000_000),
        },
        &mut NoTracer,
    );
    assert_eq!(outcome, Outcome::Exited(0), "{src}");
    cm.report()
}

fn region(r: &Report, name: &str) -> (u64, u64) {
    let g = r
        .regions
        .iter()
        .find(|g| g.name == name)
        .unwrap_or_else(|| panic!("no region {name}: {:?}", r.regions));
    (g.cycles, g.instructions)
}

/// A loop running `body` `iterations` times between two `checkpoint body` statements;
/// `setup` runs once before it. Pseudo-register %1 is the loop counter.
fn looped(setup: &str, body: &str, iterations: u32) -> String {
    format!(
        "func &main () i32 {{
  var %x i32
  var %y i32
  dassign %x (constval i32 5)
  dassign %y (constval i32 7)
  regassign i32 %2 (constval i32 1)
  {setup}
  regassign i32 %1 (constval i32 0)
  while (lt i32 i32 (regread i32 %1, constval i32 {iterations})) {{
    checkpoint body
    {body}
    checkpoint body
    regassign i32 %1 (add i32 (regread i32 %1, constval i32 1))
  }}
  return (constval i32 0)
}}
"
    )
}

/// Cycles and instructions of one warm iteration of `body`.
fn warm(setup: &str, body: &str, cfg: &UarchConfig) -> (u64, u64) {
    let (c3, i3) = region(&run(&looped(setup, body, 3), cfg), "body");
    let (c2, i2) = region(&run(&looped(setup, body, 2), cfg), "body");
    (c3 - c2, i3 - i2)
}

/// `regassign %2` of a left-nested chain: `op(op(op(%2, k), k), k)` with `n` operations.
fn chain(op: &str, n: usize, k: &str) -> String {
    let mut e = "regread i32 %2".to_string();
    for _ in 0..n {
        e = format!("{op} i32 ({e}, constval i32 {k})");
    }
    format!("regassign i32 %2 ({e})")
}

fn config(edit: impl FnOnce(&mut UarchConfig)) -> UarchConfig {
    let mut c = UarchConfig::default();
    edit(&mut c);
    c
}

#[test]
fn a_dependent_alu_chain_runs_at_one_instruction_per_cycle_after_fill() {
    let cfg = UarchConfig::default();
    for n in [1, 10, 40] {
        let (cycles, insns) = warm("", &chain("add", n, "1"), &cfg);
        // regread, n x (constval, add), regassign, and the closing checkpoint.
        assert_eq!(insns, 2 * n as u64 + 3);
        assert_eq!(cycles, insns, "CPI 1 for a chain of {n} adds");
    }
}

#[test]
fn a_load_followed_by_its_use_costs_the_configured_bubble() {
    // Each statement: load x, load y, add (uses y at once), regassign.
    let body = "regassign i32 %3 (add i32 (dread i32 %x, dread i32 %y))\n    ".repeat(6);
    let at = |bubble| warm("", &body, &config(|c| c.core.load_use_bubble = bubble));
    let (base, insns) = at(0);
    assert_eq!(base, insns, "no bubble: one instruction per cycle");
    for bubble in [1, 2, 5] {
        let (cycles, _) = at(bubble);
        assert_eq!(cycles - base, 6 * bubble as u64, "bubble {bubble}");
    }
}

#[test]
fn multiply_and_divide_latencies_follow_the_config() {
    let n = 8;
    // Pipelined multiply: a (constval, mul) pair costs max(2, latency) cycles, so each
    // cycle of latency above 2 adds one stall per multiply.
    let mul = |lat| {
        warm(
            "",
            &chain("mul", n, "3"),
            &config(|c| c.core.mul_latency = lat),
        )
        .0
    };
    let base = mul(2);
    for lat in [3, 5, 12] {
        assert_eq!(mul(lat) - base, n as u64 * (lat as u64 - 2), "mul {lat}");
    }
    // Unpipelined divide: it holds the execute stage for its latency.
    let div = |lat| {
        warm(
            "",
            &chain("div", n, "1"),
            &config(|c| c.core.div_latency = lat),
        )
        .0
    };
    let base = div(1);
    for lat in [2, 20, 35] {
        assert_eq!(div(lat) - base, n as u64 * (lat as u64 - 1), "div {lat}");
    }
}

#[test]
fn deep_expressions_pay_for_stack_cache_spills_and_fills() {
    // A right-nested expression pushes `depth` values before the first add.
    let deep = |depth: usize| {
        let mut e = "regread i32 %2".to_string();
        for _ in 1..depth {
            e = format!("add i32 (constval i32 1, {e})");
        }
        // Operands are evaluated left to right: every constval is pushed before the
        // innermost regread, so the stack holds `depth` values at once.
        format!("regassign i32 %2 ({e})")
    };
    for registers in [4u32, 8] {
        for spill_cycles in [1u32, 3] {
            let cfg = config(|c| {
                c.core.tos_registers = registers;
                c.core.spill_cycles = spill_cycles;
            });
            for depth in [registers as usize - 1, registers as usize + 5, 30] {
                let (cycles, insns) = warm("", &deep(depth), &cfg);
                // Every value pushed beyond the registers spills once and fills once.
                let excess = (depth as u64).saturating_sub(registers as u64);
                assert_eq!(
                    cycles - insns,
                    2 * excess * spill_cycles as u64,
                    "depth {depth}, {registers} registers, {spill_cycles}-cycle spills"
                );
            }
        }
    }
}

/// A loop of `n` iterations with one conditional branch whose condition is `cond` (on the
/// counter %1).
fn patterned(cond: &str, n: u32) -> String {
    format!(
        "func &main () i32 {{
  regassign i32 %2 (constval i32 0)
  regassign i32 %1 (constval i32 0)
  while (lt i32 i32 (regread i32 %1, constval i32 {n})) {{
    if ({cond}) {{
      regassign i32 %2 (add i32 (regread i32 %2, constval i32 1))
    }}
    regassign i32 %1 (add i32 (regread i32 %1, constval i32 1))
  }}
  return (constval i32 0)
}}
"
    )
}

const ALWAYS: &str = "ge i32 i32 (regread i32 %1, constval i32 0)";
const ALTERNATING: &str = "eq i32 i32 (band i32 (regread i32 %1, constval i32 1), constval i32 0)";
const PERIOD4: &str = "ne i32 i32 (band i32 (regread i32 %1, constval i32 3), constval i32 3)";

/// Mispredictions per iteration in steady state (difference of two run lengths).
fn mispredict_rate(cond: &str, kind: PredictorKind) -> f64 {
    let cfg = config(|c| c.predictor.kind = kind);
    let a = run(&patterned(cond, 1000), &cfg).branches.mispredicted;
    let b = run(&patterned(cond, 3000), &cfg).branches.mispredicted;
    (b - a) as f64 / 2000.0
}

#[test]
fn predictors_on_patterned_branches() {
    use PredictorKind::{Bimodal, Gshare, Static};
    for kind in [Static, Bimodal, Gshare] {
        assert_eq!(mispredict_rate(ALWAYS, kind), 0.0, "{kind:?}: always");
    }
    // Alternation defeats a 2-bit counter but is one bit of history for gshare.
    assert_eq!(mispredict_rate(ALTERNATING, Gshare), 0.0);
    assert!(mispredict_rate(ALTERNATING, Bimodal) >= 0.5);
    // Taken once in four: the counter stays on "not taken" and misses exactly that one.
    assert_eq!(mispredict_rate(PERIOD4, Bimodal), 0.25);
    assert_eq!(mispredict_rate(PERIOD4, Gshare), 0.0);
    assert_eq!(mispredict_rate(PERIOD4, Static), 0.25);
}

#[test]
fn each_misprediction_costs_the_configured_penalty() {
    let src = patterned(ALTERNATING, 2000);
    let at = |penalty| {
        run(
            &src,
            &config(|c| {
                c.predictor.kind = PredictorKind::Bimodal;
                c.predictor.mispredict_penalty = penalty;
            }),
        )
    };
    let base = at(2);
    assert!(base.branches.mispredicted > 1000);
    for penalty in [3, 7, 20] {
        let r = at(penalty);
        assert_eq!(r.branches.mispredicted, base.branches.mispredicted);
        assert_eq!(
            r.cycles - base.cycles,
            r.branches.mispredicted * (penalty as u64 - 2),
            "penalty {penalty}"
        );
        assert_eq!(
            r.stalls["mispredict"] - base.stalls["mispredict"],
            r.branches.mispredicted * (penalty as u64 - 2)
        );
    }
}

/// Pointer chasing over a ring of `bytes`: nodes `stride` bytes apart (one per line for
/// small sets; at most 8192 nodes, spread over the set, for large ones). A first pass warms
/// the caches; then a loop of `iterations` runs region `a`, 1000 chases, and region `b`,
/// 2000, through the same function; over one warm iteration `(b - a) / 1000` is the
/// cycles of one dependent load plus the chase loop's overhead.
fn chase_program(bytes: u64, iterations: u32) -> String {
    let nodes = (bytes / 64).min(8192);
    let stride = bytes / nodes;
    let words = bytes / 8;
    let warm = nodes.min(8192);
    format!(
        "var $ring <[{words}] u64>
func &chase (reg %1 ptr, reg %2 i32) ptr {{
  while (gt i32 i32 (regread i32 %2, constval i32 0)) {{
    regassign ptr %1 (iread ptr <* ptr> 0 (regread ptr %1))
    regassign i32 %2 (sub i32 (regread i32 %2, constval i32 1))
  }}
  return (regread ptr %1)
}}
func &main () i32 {{
  regassign ptr %9 (addrof ptr $ring)
  regassign u64 %1 (constval u64 0)
  while (lt u64 u64 (regread u64 %1, constval u64 {nodes})) {{
    regassign u64 %2 (add u64 (regread u64 %1, constval u64 1))
    if (eq u64 u64 (regread u64 %2, constval u64 {nodes})) {{
      regassign u64 %2 (constval u64 0)
    }}
    iassign <* ptr> 0 (
      add ptr (regread ptr %9, mul u64 (regread u64 %1, constval u64 {stride})),
      add ptr (regread ptr %9, mul u64 (regread u64 %2, constval u64 {stride})))
    regassign u64 %1 (add u64 (regread u64 %1, constval u64 1))
  }}
  callassigned &chase (regread ptr %9, constval i32 {warm}) {{ regassign ptr %3 }}
  regassign i32 %5 (constval i32 0)
  while (lt i32 i32 (regread i32 %5, constval i32 {iterations})) {{
    checkpoint a
    callassigned &chase (regread ptr %3, constval i32 1000) {{ regassign ptr %3 }}
    checkpoint a
    checkpoint b
    callassigned &chase (regread ptr %3, constval i32 2000) {{ regassign ptr %3 }}
    checkpoint b
    regassign i32 %5 (add i32 (regread i32 %5, constval i32 1))
  }}
  return (constval i32 0)
}}
"
    )
}

#[test]
fn pointer_chasing_latency_plateaus_sit_at_the_configured_latencies() {
    // LRU everywhere and write-through caches: no dirty victims, so every miss costs
    // exactly the configured latency.
    let cfg = config(|c| {
        for k in [&mut c.l1i, &mut c.l1d, &mut c.l2] {
            k.replacement = Replacement::Lru;
            k.write_back = false;
        }
    });
    let per_load = |bytes: u64| {
        let r3 = run(&chase_program(bytes, 3), &cfg);
        let r2 = run(&chase_program(bytes, 2), &cfg);
        let a = region(&r3, "a").0 - region(&r2, "a").0;
        let b = region(&r3, "b").0 - region(&r2, "b").0;
        // Cycles of 1000 chases (exactly 1000 x the per-load figure on a plateau).
        b - a
    };
    let kib = 1024;
    let sizes: Vec<u64> = (0..=16).map(|k| kib << k).collect(); // 1 KiB .. 64 MiB
    let curve: Vec<(u64, u64)> = sizes.iter().map(|&s| (s, per_load(s))).collect();
    for (s, c) in &curve {
        eprintln!(
            "{:>8} KiB  {:.3} cycles per chase",
            s / kib,
            *c as f64 / 1000.0
        );
    }
    let at = |bytes: u64| curve.iter().find(|(s, _)| *s == bytes).unwrap().1;
    let l1 = at(kib) / 1000;
    let l2 = l1 + cfg.l2.latency as u64;
    let transfer = (cfg.l2.line as u64).div_ceil(cfg.dram.bytes_per_cycle as u64);
    let dram = l2 + cfg.dram.latency as u64 + transfer;
    for (s, c) in &curve {
        let expect = match s / kib {
            1..=16 => Some(l1),         // within the 32 KiB L1D
            64..=128 => Some(l2),       // within the 256 KiB L2
            2048..=65536 => Some(dram), // well beyond L2
            // At a capacity edge (32 KiB, 256 KiB), or just past L2 where the nodes, 128 B
            // apart, share sets with the call's frame line and evict it now and then: between
            // the plateaus.
            _ => None,
        };
        if let Some(e) = expect {
            assert_eq!(*c, 1000 * e, "{} KiB", s / kib);
        }
    }
    // Between the plateaus the curve stays between its neighbours' levels.
    for (s, c) in &curve {
        let floor = match s / kib {
            0..=32 => l1,
            64..=256 => l2,
            _ => dram,
        };
        assert!(
            1000 * floor <= *c && *c <= 1010 * dram,
            "{} KiB: {c} outside [{floor}, {dram}] x 1000",
            s / kib
        );
    }
}

#[test]
fn a_cache_bound_program_gets_faster_with_a_larger_cache() {
    // Sum a 64 KiB array four times.
    let src = "var $a <[16384] i32>
func &main () i32 {
  regassign i32 %3 (constval i32 0)
  regassign i32 %4 (constval i32 0)
  while (lt i32 i32 (regread i32 %4, constval i32 4)) {
    regassign i32 %1 (constval i32 0)
    while (lt i32 i32 (regread i32 %1, constval i32 16384)) {
      regassign i32 %3 (add i32 (regread i32 %3, iread i32 <* i32> 0 (array 1 ptr <* [16384] i32> (addrof ptr $a, regread i32 %1))))
      regassign i32 %1 (add i32 (regread i32 %1, constval i32 16))
    }
    regassign i32 %4 (add i32 (regread i32 %4, constval i32 1))
  }
  return (constval i32 0)
}
";
    let small = run(src, &config(|c| c.l1d.size = 16 * 1024));
    let large = run(src, &config(|c| c.l1d.size = 128 * 1024));
    assert_eq!(small.instructions, large.instructions);
    assert!(large.caches.l1d.misses < small.caches.l1d.misses);
    assert!(
        large.cycles < small.cycles,
        "{} !< {}",
        large.cycles,
        small.cycles
    );
}

#[test]
fn runs_are_deterministic_for_a_seed() {
    let src = patterned(PERIOD4, 500);
    let cfg = config(|c| {
        c.l1d.replacement = Replacement::Random;
        c.seed = 42;
    });
    assert_eq!(run(&src, &cfg), run(&src, &cfg));
}

#[test]
fn cycles_are_issue_cycles_plus_stalls() {
    let r = run(&patterned(ALTERNATING, 300), &UarchConfig::default());
    let stalls: u64 = r.stalls.values().sum();
    assert_eq!(r.cycles, r.instructions + stalls);
}

/// `tests/programs/clib/NAME.mpl`, with each `(from, to)` text replaced.
fn corpus_program(name: &str, edits: &[(&str, &str)]) -> String {
    let path = format!(
        "{}/../tests/programs/clib/{name}.mpl",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    for (from, to) in edits {
        assert!(src.contains(from), "{path} has no `{from}`");
        src = src.replace(from, to);
    }
    src
}

/// A C-library call that faults costs only what it touched: `memset` of 2^62 bytes at an
/// unmapped address faults at its first byte, so its traffic is nothing (the whole range
/// was once timed a line at a time: 2^56 lines, a run that never ended; `exec` fuzz finding
/// 8, docs/FUZZING.md).
#[test]
fn a_memset_that_faults_at_once_costs_nothing_of_its_length() {
    let src = "
func &main () i32 {
  eval (intrinsicop ptr C_memset (constval i64 -9223372036854775808, constval i32 1, constval u64 0x4000000000000000))
  return (constval i32 0)
}";
    let image =
        maple_asm::assemble_str("fault.mpl", src).unwrap_or_else(|d| panic!("{}", d.render(false)));
    let cfg = UarchConfig::default();
    let mut cm = maple_sim::loader::cycle_machine(&image, RunConfig::default(), &cfg)
        .unwrap()
        .with_output(Box::new(Capture::new()));
    let limits = Limits {
        max_cycles: Some(1_000_000),
        max_insns: Some(1_000),
    };
    let outcome = cm.run(&limits, &mut NoTracer);
    assert!(
        matches!(&outcome, Outcome::Fault(f) if matches!(f.kind, maple_sim::FaultKind::Unmapped { addr } if addr == 1 << 63)),
        "{outcome:?}"
    );
    let r = cm.report();
    let runtime = r.stalls.get("runtime").copied().unwrap_or(0);
    // The call's fixed cost only: no bytes, no lines.
    assert!(
        runtime <= cfg.runtime.call_cycles as u64,
        "runtime stall {runtime}"
    );
    let l1d = &r.caches.l1d;
    assert_eq!(l1d.hits + l1d.misses, 0, "no line of it went through L1D");
}

/// The C library's traffic goes through the caches a line at a time: a `memset` of N cold
/// lines costs N line fills (L1D + L2 + DRAM latency and the line's transfer), a second one
/// of the same lines N L1D hits, and each costs its bytes at `runtime.bytes_per_cycle`. The
/// difference between 64 and 32 lines isolates exactly that.
#[test]
fn a_memset_of_cold_lines_costs_a_line_fill_each_and_hits_the_second_time() {
    let sized = |lines: u64| {
        let bytes = (lines * 64).to_string();
        let block = (lines * 64 + 64).to_string();
        corpus_program(
            "memset_lines",
            &[
                ("constval u64 4096", &format!("constval u64 {bytes}")),
                ("constval u64 4160", &format!("constval u64 {block}")),
                (
                    "constval ptr 4095",
                    &format!("constval ptr {}", lines * 64 - 1),
                ),
            ],
        )
    };
    for cfg in [
        UarchConfig::default(),
        config(|c| {
            c.dram.latency = 200;
            c.runtime.bytes_per_cycle = 8;
            c.l2.latency = 20;
        }),
    ] {
        let (big, small) = (run(&sized(64), &cfg), run(&sized(32), &cfg));
        let lines = 32;
        let transfer = (cfg.l2.line / cfg.dram.bytes_per_cycle) as u64;
        let fill = (cfg.l1d.latency + cfg.l2.latency + cfg.dram.latency) as u64 + transfer;
        let hit = cfg.l1d.latency as u64;
        let work = 2 * lines * 64 / cfg.runtime.bytes_per_cycle as u64;
        let stall = |r: &Report, cause: &str| r.stalls[cause];
        let more = |cause| stall(&big, cause) - stall(&small, cause);
        // The cold memset waits for DRAM a line at a time, the warm one for L1D hits, and
        // both compute their bytes.
        assert_eq!(more("dcache_dram"), lines * fill);
        assert_eq!(more("memory"), lines * hit);
        assert_eq!(more("runtime"), work);
        // (Fetch may hide a little of it: an instruction-line miss overlaps the work.)
        let total = lines * (fill + hit) + work;
        assert!(big.cycles - small.cycles <= total);
        assert!(
            big.cycles - small.cycles >= total - fill,
            "{}",
            big.cycles - small.cycles
        );
        assert_eq!(big.caches.l1d.misses - small.caches.l1d.misses, lines);
        assert_eq!(big.caches.l1d.hits - small.caches.l1d.hits, lines);
        let memset = |r: &Report| {
            r.functions
                .iter()
                .find(|f| f.name == "memset")
                .unwrap()
                .cycles
        };
        assert!(
            memset(&big) > lines * 2 * fill,
            "memset's cycles are its own"
        );
    }
}

/// After a `memset` the lines are in L1D: the loop that reads them first hits as the one
/// after it does. Without the `memset` the first loop pays a line fill per line.
#[test]
fn a_loop_after_a_memset_finds_its_lines_in_the_cache() {
    let cfg = UarchConfig::default();
    let fill = (cfg.l1d.latency + cfg.l2.latency + cfg.dram.latency) as u64;
    let with = run(&corpus_program("memset_then_read", &[]), &cfg);
    let (first, second) = (region(&with, "first").0, region(&with, "second").0);
    assert!(first.abs_diff(second) < fill, "{first} vs {second}");
    let without = run(
        &corpus_program(
            "memset_then_read",
            &[(
                "call &memset (dread ptr %p, constval i32 2, constval u64 4096)",
                "",
            )],
        ),
        &cfg,
    );
    let (first, second) = (region(&without, "first").0, region(&without, "second").0);
    assert!(first >= second + 64 * fill, "{first} vs {second}");
}
