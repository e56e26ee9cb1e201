//! The coherence model, exact from the configuration: a ping-pong on one line costs the
//! configured transfer latency per hand-off; false sharing shows invalidations that padding
//! removes; the litmus suite keeps the single-writer/multiple-reader invariant after every
//! cycle (`--check-coherence`).

mod common;

use common::maple;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Run `program` on 3 cores (two threads and main) and return its `--stats-json`.
fn stats(program: &str, model: &str, config: &str) -> serde_json::Value {
    let dir = maple_tests::tmp!("coherence", "");
    std::fs::create_dir_all(&dir).unwrap();
    // Tests run in parallel: every run its own files.
    let stem = Path::new(program).file_stem().unwrap().to_string_lossy();
    let name = format!("{stem}-{model}-{}", config.len());
    let toml = dir.join(format!("{name}.toml"));
    std::fs::write(&toml, config).unwrap();
    let json = dir.join(format!("{name}.json"));
    let path = root().join(program);
    let o = maple(&[
        "run",
        path.to_str().unwrap(),
        "--cores",
        "3",
        "--model",
        model,
        "--config",
        toml.to_str().unwrap(),
        "--stats-json",
        json.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", maple_tests::stderr(&o));
    serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap()
}

/// A machine with no seeded perturbation, so timing follows the latencies alone.
fn quiet(transfer: u32) -> String {
    format!(
        "[coherence]\ntransfer = {transfer}\n[perturb]\narbitration = 0\ndram_jitter = 0\n\
         start_skew = 0\nstore_hold = 0\ninvalidate_hold = 0\n"
    )
}

#[test]
fn a_ping_pong_costs_the_transfer_latency_per_hand_off() {
    const HAND_OFFS: f64 = 200.0;
    for model in ["sc", "tso", "weak"] {
        let near = stats("tests/coherence/ping_pong.mpl", model, &quiet(24));
        let far = stats("tests/coherence/ping_pong.mpl", model, &quiet(124));
        for s in [&near, &far] {
            let c = &s["machine"]["coherence"];
            assert!(
                c["transfers_received"].as_u64().unwrap() >= HAND_OFFS as u64,
                "{model}: one transfer per hand-off: {c}"
            );
            // (The first hand-off may find the line not yet shared: which thread reads it
            // first depends on when each starts.)
            assert!(
                c["upgrades"].as_u64().unwrap() >= HAND_OFFS as u64 - 1,
                "{c}"
            );
        }
        let grown = far["cycles"].as_f64().unwrap() - near["cycles"].as_f64().unwrap();
        let per_hand_off = grown / HAND_OFFS;
        assert!(
            (95.0..=105.0).contains(&per_hand_off),
            "{model}: +100 cycles of transfer latency cost {per_hand_off:.1} per hand-off"
        );
    }
}

#[test]
fn false_sharing_shows_invalidations_that_padding_removes() {
    for model in ["sc", "tso", "weak"] {
        let shared = stats("tests/coherence/false_sharing.mpl", model, "");
        let padded = stats("tests/coherence/padded.mpl", model, "");
        let sent = |s: &serde_json::Value| {
            s["machine"]["coherence"]["invalidations_sent"]
                .as_u64()
                .unwrap()
        };
        assert!(sent(&shared) >= 500, "{model}: {}", shared["machine"]);
        assert_eq!(sent(&padded), 0, "{model}: {}", padded["machine"]);
        // Per core and in total agree; every invalidation sent is received.
        let cores = shared["machine"]["cores"].as_array().unwrap();
        let received: u64 = cores
            .iter()
            .map(|c| c["coherence"]["invalidations_received"].as_u64().unwrap())
            .sum();
        assert_eq!(received, sent(&shared));
        assert!(
            shared["cycles"].as_u64() > padded["cycles"].as_u64(),
            "{model}: false sharing costs cycles"
        );
    }
}

#[test]
fn the_litmus_suite_keeps_the_coherence_invariant_every_cycle() {
    let dir = root().join("tests/litmus");
    let mut checked = 0;
    for f in maple_tests::files_under(&dir) {
        if f.extension().is_none_or(|x| x != "mpl") {
            continue;
        }
        for model in ["sc", "tso", "weak"] {
            let o = maple(&[
                "litmus",
                f.to_str().unwrap(),
                "--runs",
                "10",
                "--model",
                model,
                "--check-coherence",
                "--json",
            ]);
            let out = String::from_utf8_lossy(&o.stdout);
            assert_eq!(o.status.code(), Some(0), "{}: {out}", f.display());
            assert!(!out.contains("coherence check"), "{}: {out}", f.display());
            checked += 1;
        }
    }
    assert!(checked >= 30);
}
