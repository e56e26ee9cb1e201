//! The CPI stack says where time went: a load that misses L1D is a data-cache stall of the
//! level that served it (`dcache_l2`, `dcache_dram`), `load_use` is only the bubble an L1D hit
//! costs too, and a full store buffer is charged to the level its head's write went to
//! (`store_buffer`, `store_buffer_l2`, `store_buffer_dram`). Each figure is checked by what
//! must not move when a latency below L1D changes, and by what must move by exactly that much.

use maple_sim::cycle::{Limits, NoTracer, Report, StallCause};
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Outcome, RunConfig};

/// Assemble MAPLE IR text and run it on the cycle engine.
fn run(src: &str, cfg: &UarchConfig) -> Report {
    let image = maple_asm::assemble_str("cpi.mpl", src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(false)));
    let mut cm = maple_sim::loader::cycle_machine(&image, RunConfig::default(), cfg)
        .unwrap()
        .with_output(Box::new(Capture::new()));
    let outcome = cm.run(&Limits::default(), &mut NoTracer);
    assert_eq!(outcome, Outcome::Exited(0), "{src}");
    let r = cm.report();
    let stalled: u64 = r.stalls.values().sum();
    assert_eq!(r.cycles, r.instructions + stalled, "every cycle accounted");
    r
}

fn stall(r: &Report, cause: StallCause) -> u64 {
    r.stalls[cause.name()]
}

/// `passes` passes over a 64 KiB global array (twice the default L1D, a quarter of L2),
/// touching one word per 64-byte line: `body` with `%i` the word's index. The first pass
/// misses to DRAM, later ones are served by L2.
fn strided(passes: u32, body: &str) -> String {
    format!(
        "var $a <[16384] i32>
func &main () i32 {{
  var %i i32
  var %p i32
  var %s i32
  dassign %s (constval i32 0)
  doloop %p (constval i32 0, lt i32 i32 (dread i32 %p, constval i32 {passes}), constval i32 1) {{
    doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 16384), constval i32 16) {{
      {body}
    }}
  }}
  return (sub i32 (dread i32 %s, dread i32 %s))
}}
"
    )
}

/// The lines of the array: one word of each is touched per pass.
const LINES: u64 = 16384 * 4 / 64;

/// Sum the words: each load's value is used by the very next instruction.
const SUM: &str =
    "dassign %s (add i32 (dread i32 %s, iread i32 <* i32> (array 0 ptr <* [16384] i32> (addrof ptr $a, dread i32 %i))))";

/// Store to the words: each store allocates a line that is not in L1D.
const FILL: &str =
    "iassign <* i32> (array 0 ptr <* [16384] i32> (addrof ptr $a, dread i32 %i), dread i32 %i)";

fn with(edit: impl FnOnce(&mut UarchConfig)) -> UarchConfig {
    let mut c = UarchConfig::default();
    edit(&mut c);
    c
}

#[test]
fn a_missed_load_is_a_data_cache_stall_and_load_use_only_the_bubble() {
    let src = strided(3, SUM);
    let base = run(&src, &UarchConfig::default());
    assert!(base.caches.l1d.misses >= 3 * LINES, "{:?}", base.caches);
    assert!(stall(&base, StallCause::DCacheL2) > 0, "{:?}", base.stalls);
    assert!(
        stall(&base, StallCause::DCacheDram) > 0,
        "{:?}",
        base.stalls
    );
    for (what, cfg, l2_extra, dram_extra) in [
        ("l2.latency +28", with(|c| c.l2.latency += 28), 28, 28),
        ("dram.latency +200", with(|c| c.dram.latency += 200), 0, 200),
    ] {
        let r = run(&src, &cfg);
        assert_eq!(r.instructions, base.instructions, "{what}");
        assert_eq!(r.caches.l1d, base.caches.l1d, "{what}: the same misses");
        // The bubble is what an L1D hit costs the consumer: no latency below L1D moves it.
        assert_eq!(
            stall(&r, StallCause::LoadUse),
            stall(&base, StallCause::LoadUse),
            "{what}: load_use is the bubble alone ({:?} vs {:?})",
            r.stalls,
            base.stalls
        );
        // Every L1D miss of a load is exposed (the memory stage blocks), by exactly the
        // latency added to the level that served it: the first pass's loads come from
        // DRAM, the two others' from L2.
        let grew = |cause| stall(&r, cause) - stall(&base, cause);
        assert_eq!(
            grew(StallCause::DCacheL2),
            l2_extra * 2 * LINES,
            "{what}: dcache_l2"
        );
        assert_eq!(
            grew(StallCause::DCacheDram),
            dram_extra * LINES,
            "{what}: dcache_dram"
        );
    }
}

#[test]
fn a_full_store_buffer_is_charged_to_the_level_its_writes_go_to() {
    let src = strided(1, FILL);
    let base = run(&src, &UarchConfig::default());
    assert!(
        stall(&base, StallCause::StoreBufferDram) > 0,
        "{:?}",
        base.stalls
    );
    let slower = run(&src, &with(|c| c.dram.latency += 200));
    assert_eq!(slower.instructions, base.instructions);
    // Waiting behind writes that hit L1D does not depend on DRAM; waiting behind the
    // misses is what a slower DRAM lengthens.
    assert_eq!(
        stall(&slower, StallCause::StoreBuffer),
        stall(&base, StallCause::StoreBuffer),
        "{:?} vs {:?}",
        slower.stalls,
        base.stalls
    );
    assert!(
        stall(&slower, StallCause::StoreBufferDram)
            > stall(&base, StallCause::StoreBufferDram) + LINES * 100,
        "{:?} vs {:?}",
        slower.stalls,
        base.stalls
    );
    // A second pass finds the lines in L2; with a one-entry buffer and an L2 slower than
    // an iteration, the next store waits for each of those writes.
    let slow_l2 = with(|c| {
        c.core.store_buffer = 1;
        c.l2.latency = 40;
    });
    let twice = run(&strided(2, FILL), &slow_l2);
    assert!(
        stall(&twice, StallCause::StoreBufferL2) > 0,
        "{:?}",
        twice.stalls
    );
}

#[test]
fn the_readme_explains_every_stall_cause() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    for cause in StallCause::ALL {
        assert!(
            readme.contains(&format!("\n- `{}`: ", cause.name())),
            "README's CPI stack has no item `- `{cause}`: ...`"
        );
    }
}
