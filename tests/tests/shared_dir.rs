//! `../shared` (the MAPLE IR spec and the real-world corpus) is not part of the repository: a
//! fresh clone has none and must still pass `cargo test --workspace`, while CI, which has it,
//! must never pass a corpus test by skipping it. Both follow from one rule: every test reaches
//! `../shared` through `maple_tests::shared`, which skips with one line, or fails under `CI`.

use maple_tests::{files_under, shared_in};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn an_absent_shared_dir_skips_outside_ci() {
    let nowhere = root().join("no-such-shared-dir");
    assert_eq!(shared_in(&nowhere, "spec/maple-ir-spec.md", false), None);
}

#[test]
fn an_absent_shared_dir_fails_in_ci() {
    let nowhere = root().join("no-such-shared-dir");
    let caught = std::panic::catch_unwind(|| shared_in(&nowhere, "corpus/openark-real", true));
    let message = caught.expect_err("CI must not skip");
    let text = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(text.contains("CI must have ../shared"), "{text}");
}

#[test]
fn a_present_path_is_returned() {
    let here = root().join("tests");
    assert_eq!(shared_in(&root(), "tests", true), Some(here));
}

/// Every integration test source of the workspace (each crate's `tests/`).
fn test_sources() -> Vec<PathBuf> {
    [
        "isa",
        "isa/image",
        "asm",
        "asm/uvm",
        "asm/corevm",
        "sim",
        "tui",
    ]
    .iter()
    .flat_map(|c| files_under(&root().join(c).join("tests")))
    .filter(|p| p.extension().is_some_and(|x| x == "rs"))
    .collect()
}

#[test]
fn no_test_reads_shared_except_through_the_helper() {
    let mut found = Vec::new();
    for f in test_sources() {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains("shared/") && code.contains('"') {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "read ../shared through maple_tests::shared (it skips without it, fails in CI):\n  {}",
        found.join("\n  ")
    );
}
