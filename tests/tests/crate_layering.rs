//! The crates depend downward only, as docs/ARCHITECTURE.md states, checked from
//! `cargo metadata`: isa ← image ← asm; isa, image ← sim; everything ← tui; nothing depends on
//! tui, and the simulator reads images without linking the assembler (tests and benches may).

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// Each workspace crate's normal (not dev, not build) dependencies among the maple crates.
fn maple_dependencies() -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    let mut deps = BTreeMap::new();
    for package in meta["packages"].as_array().expect("packages") {
        let name = package["name"].as_str().unwrap_or_default().to_string();
        let normal: BTreeSet<String> = package["dependencies"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|d| d["kind"].is_null())
            .filter_map(|d| d["name"].as_str())
            .filter(|n| n.starts_with("maple-"))
            .map(str::to_string)
            .collect();
        deps.insert(name, normal);
    }
    deps
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn crates_depend_downward_only() {
    let deps = maple_dependencies();
    assert_eq!(
        deps["maple-isa"],
        set(&[]),
        "the ISA depends on no other maple crate"
    );
    assert_eq!(deps["maple-image"], set(&["maple-isa"]));
    assert_eq!(deps["maple-asm"], set(&["maple-isa", "maple-image"]));
    assert_eq!(
        deps["maple-corevm"],
        set(&["maple-isa", "maple-asm"]),
        "a front end lowers onto the assembler's module"
    );
    assert_eq!(
        deps["maple-sim"],
        set(&["maple-isa", "maple-image"]),
        "the simulator reads images; it must not link the assembler"
    );
    for (name, d) in &deps {
        assert!(!d.contains("maple-tui"), "{name} depends on maple-tui");
    }
    assert!(deps.contains_key("maple-tui"));
}
