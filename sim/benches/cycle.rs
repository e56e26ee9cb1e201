//! Cycle-engine throughput against the functional engine on the loop benchmarks
//! (`tests/programs/bench/*.mpl`), without the `maple` binary in between: the figure to
//! watch while changing the core.
//!
//! `CARGO_TARGET_DIR=/work/target-sim cargo bench -p maple-sim --bench cycle`
//! (`ONLY=sieve` for one program, `REPS=n` runs each, best kept).
//!
//! The budget: at least 20 M simulated IR instructions per second on the cycle
//! engine, and under 8x the functional engine's time. Both are printed per program and for
//! all together; the run fails nothing (timings are not tests).

use maple_sim::cycle::{Limits, NoTracer};
use maple_sim::loader;
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Outcome, RunConfig};
use std::path::Path;
use std::time::{Duration, Instant};

/// Best of `reps` runs: (instructions, time).
fn best(reps: usize, mut run: impl FnMut() -> (u64, Duration)) -> (u64, Duration) {
    (0..reps.max(1))
        .map(|_| run())
        .min_by_key(|r| r.1)
        .unwrap_or_default()
}

fn main() {
    // `cargo test --benches` runs this too: one run each then.
    let quick = std::env::args().any(|a| a == "--test");
    let reps = std::env::var("REPS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(if quick { 1 } else { 5 });
    let only = std::env::var("ONLY").ok();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs/bench");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|x| x == "mpl"));
    paths.sort();
    let uarch = UarchConfig::default();
    println!(
        "{:<12} {:>12} {:>10} {:>10} {:>10}",
        "program", "IR insns", "func M/s", "cycle M/s", "cycle/func"
    );
    let (mut all_n, mut all_f, mut all_c) = (0, Duration::ZERO, Duration::ZERO);
    for path in paths {
        let name = path.file_stem().unwrap_or_default().to_string_lossy();
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let image = match maple_asm::assemble_file(&path) {
            Ok(image) => image,
            Err(d) => {
                println!("{name:<12} does not assemble: {}", d.render(false));
                continue;
            }
        };
        // Loading is outside the timed part: each run starts from a freshly loaded machine.
        let (n, f) = best(reps, || {
            let mut m = loader::machine(&image, RunConfig::default())
                .expect("loads")
                .with_output(Box::new(Capture::new()));
            let t = Instant::now();
            let o = m.run(None);
            let t = t.elapsed();
            assert!(matches!(o, Outcome::Exited(_)), "{name}: {o:?}");
            (m.instret(), t)
        });
        let (nc, c) = best(reps, || {
            let mut cm = loader::cycle_machine(&image, RunConfig::default(), &uarch)
                .expect("loads")
                .with_output(Box::new(Capture::new()));
            let t = Instant::now();
            let o = cm.run(&Limits::default(), &mut NoTracer);
            let t = t.elapsed();
            assert!(matches!(o, Outcome::Exited(_)), "{name}: {o:?}");
            (cm.machine().instret(), t)
        });
        assert_eq!(
            n, nc,
            "{name}: the engines ran different instruction counts"
        );
        let rate = |d: Duration| n as f64 / d.as_secs_f64() / 1e6;
        println!(
            "{name:<12} {n:>12} {:>10.1} {:>10.1} {:>10.2}",
            rate(f),
            rate(c),
            c.as_secs_f64() / f.as_secs_f64()
        );
        (all_n, all_f, all_c) = (all_n + n, all_f + f, all_c + c);
    }
    if all_n > 0 {
        let rate = |d: Duration| all_n as f64 / d.as_secs_f64() / 1e6;
        println!(
            "{:<12} {all_n:>12} {:>10.1} {:>10.1} {:>10.2}",
            "all",
            rate(all_f),
            rate(all_c),
            all_c.as_secs_f64() / all_f.as_secs_f64()
        );
    }
}
