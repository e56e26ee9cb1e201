//! The memoized timing engine (`TimingEngine::Memo`) against the ticked core, on programs
//! built to reach each input a memo keys on: loop exits (a recorded span whose branch goes
//! the other way), stores the buffer forwards and drains, recursion (the return-address
//! stacks), a monitor (a thread operation ends a block), cache misses (refills from L2
//! memoized under each replacement policy, misses to DRAM never), and a bound on
//! instructions. Every figure of the report must be the same; and the memo must
//! have played spans back where it can.

use maple_sim::cycle::{CycleMachine, Limits, MemoStats, NoTracer, Report, TimingEngine};
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Outcome, RunConfig};

/// Run `src` timed by `timing`: its outcome, report and the memo's statistics.
fn run(
    src: &str,
    cfg: &UarchConfig,
    timing: TimingEngine,
    max_insns: Option<u64>,
) -> (Outcome, Report, Option<MemoStats>) {
    let image = maple_asm::assemble_str("memo.mpl", src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(false)));
    let mut cm: CycleMachine = maple_sim::loader::cycle_machine(&image, RunConfig::default(), cfg)
        .unwrap()
        .with_output(Box::new(Capture::new()));
    cm.set_timing(timing);
    let limits = Limits {
        max_cycles: None,
        max_insns,
    };
    let outcome = cm.run(&limits, &mut NoTracer);
    (outcome, cm.report(), cm.memo_stats())
}

/// Both timings of `src` agree; the memo's statistics.
fn agree(src: &str, cfg: &UarchConfig, max_insns: Option<u64>) -> MemoStats {
    let (to, tr, none) = run(src, cfg, TimingEngine::Ticked, max_insns);
    assert!(none.is_none(), "a ticked run has no memo");
    let (mo, mr, stats) = run(src, cfg, TimingEngine::Memo, max_insns);
    assert_eq!(to, mo, "outcomes differ\n{src}");
    assert_eq!(tr, mr, "reports differ\n{src}");
    stats.expect("a memoized run has memo statistics")
}

/// A small machine: misses, a full store buffer, few top-of-stack registers.
fn small() -> UarchConfig {
    let mut c = UarchConfig::default();
    c.l1d.size = 1024;
    c.l1d.assoc = 2;
    c.core.store_buffer = 1;
    c.core.tos_registers = 2;
    c
}

const NESTED_LOOPS: &str = "func &main () i32 {
  var %a <[64] i32>
  regassign i32 %1 (constval i32 0)
  while (lt i32 i32 (regread i32 %1, constval i32 300)) {
    regassign i32 %2 (constval i32 0)
    while (lt i32 i32 (regread i32 %2, constval i32 7)) {
      iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %a, regread i32 %2), regread i32 %1)
      regassign i32 %3 (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %a, regread i32 %2)))
      regassign i32 %2 (add i32 (regread i32 %2, constval i32 1))
    }
    regassign i32 %1 (add i32 (regread i32 %1, constval i32 1))
  }
  return (constval i32 0)
}
";

const RECURSION: &str = "func &fib (var %n i32) i32 {
  var %a i32
  var %b i32
  if (lt i32 i32 (dread i32 %n, constval i32 2)) {
    return (dread i32 %n)
  }
  callassigned &fib (sub i32 (dread i32 %n, constval i32 1)) { dassign %a 0 }
  callassigned &fib (sub i32 (dread i32 %n, constval i32 2)) { dassign %b 0 }
  return (add i32 (dread i32 %a, dread i32 %b))
}
func &main () i32 {
  var %r i32
  callassigned &fib (constval i32 15) { dassign %r 0 }
  return (constval i32 0)
}
";

#[test]
fn loops_with_stores_time_the_same_and_come_from_the_memo() {
    for cfg in [UarchConfig::default(), small()] {
        let s = agree(NESTED_LOOPS, &cfg, None);
        let share = s.replayed_instructions as f64
            / (s.replayed_instructions + s.ticked_instructions) as f64;
        assert!(share > 0.8, "only {share} played back: {s:?}");
    }
}

#[test]
fn a_deep_fetch_buffer_times_the_same() {
    // The key holds every fetch-buffer entry, up to `core.fetch_buffer`'s bound of 64.
    // Long divisions hold execute while fetch fills the buffer.
    let src = "func &main () i32 {
  regassign i32 %1 (constval i32 0)
  regassign i32 %2 (constval i32 1000000)
  while (lt i32 i32 (regread i32 %1, constval i32 200)) {
    regassign i32 %2 (div i32 (regread i32 %2, constval i32 3))
    regassign i32 %2 (add i32 (div i32 (regread i32 %2, constval i32 3), constval i32 99999))
    regassign i32 %1 (add i32 (regread i32 %1, constval i32 1))
  }
  return (constval i32 0)
}
";
    for entries in [33, 64] {
        let mut cfg = UarchConfig::default();
        cfg.core.fetch_buffer = entries;
        cfg.core.div_latency = 60;
        let s = agree(src, &cfg, None);
        assert!(s.replayed_spans > 100, "{s:?}");
    }
}

#[test]
fn recursion_times_the_same() {
    for cfg in [UarchConfig::default(), small()] {
        let s = agree(RECURSION, &cfg, None);
        assert!(s.replayed_spans > 100, "{s:?}");
    }
}

#[test]
fn a_monitor_in_a_loop_times_the_same() {
    // A thread operation (syncenter/syncexit) stops the functional run loop part way
    // through a block: the block ends with it (found by the exec fuzz target).
    let src = "func &main () i32 {
  regassign i32 %4 (constval i32 40)
  while (ne i32 i32 (regread i32 %4, constval i32 0)) {
    syncenter (addrofgpoff ptr 0)
    syncexit (addrofgpoff ptr 0)
    regassign i32 %4 (sub i32 (regread i32 %4, constval i32 1))
  }
  return (constval i32 0)
}
var $g <[4] i32>
";
    agree(src, &UarchConfig::default(), None);
}

#[test]
fn an_instruction_bound_ends_both_at_the_same_instruction() {
    for n in [1, 37, 1000, 2_501] {
        let s = agree(NESTED_LOOPS, &UarchConfig::default(), Some(n));
        assert!(
            s.replayed_instructions + s.ticked_instructions <= n,
            "{s:?}"
        );
    }
}

/// Passes over an array four times the size of `small()`'s L1D, a line apart: after the
/// first, every access misses L1 and L2 serves it (a refill), and each load's line is then
/// written (a hit on the line just filled, which makes its victim dirty next time).
const STRIDE: &str = "func &main () i32 {
  regassign i32 %1 (constval i32 0)
  while (lt i32 i32 (regread i32 %1, constval i32 40)) {
    regassign i32 %2 (constval i32 0)
    while (lt i32 i32 (regread i32 %2, constval i32 1024)) {
      regassign i32 %3 (iread i32 <* i32> (array 1 ptr <* [1024] i32> (addrof ptr $a, regread i32 %2)))
      iassign <* i32> (array 1 ptr <* [1024] i32> (addrof ptr $a, regread i32 %2), add i32 (regread i32 %3, constval i32 1))
      regassign i32 %2 (add i32 (regread i32 %2, constval i32 16))
    }
    regassign i32 %1 (add i32 (regread i32 %1, constval i32 1))
  }
  return (constval i32 0)
}
var $a <[1024] i32>
";

#[test]
fn refills_from_l2_time_the_same_and_come_from_the_memo() {
    use maple_sim::uarch::Replacement;
    for replacement in [Replacement::Lru, Replacement::Plru] {
        let mut cfg = small();
        cfg.l1d.replacement = replacement;
        let s = agree(STRIDE, &cfg, None);
        let share = s.replayed_instructions as f64
            / (s.replayed_instructions + s.ticked_instructions) as f64;
        assert!(
            share > 0.8,
            "{replacement:?}: only {share} played back: {s:?}"
        );
    }
    // A random victim is drawn, not told beforehand (ticked); a write-through L1D allocates
    // nothing on a write miss; an L2 too small to hold the array sends misses to DRAM and
    // victims to write-backs that allocate (ticked): the same figures in each.
    let mut random = small();
    random.l1d.replacement = Replacement::Random;
    let mut through = small();
    through.l1d.write_back = false;
    let mut tiny_l2 = small();
    tiny_l2.l2.size = 2048;
    tiny_l2.l2.assoc = 2;
    for cfg in [random, through, tiny_l2] {
        agree(STRIDE, &cfg, None);
    }
}
