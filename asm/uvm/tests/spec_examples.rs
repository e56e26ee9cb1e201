//! Every example of the two µVM documents that forms a complete bundle (copied into
//! `tests/spec/`, each file saying where it comes from) parses and checks without a single
//! diagnostic; the examples that are not valid bundles (`tests/spec/errata/`) give exactly
//! the diagnostics listed in their `.errors` files (`CODE line:col` per line).

use std::path::{Path, PathBuf};

fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "uir"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_complete_example_checks_clean() {
    let all = files("tests/spec");
    assert!(all.len() >= 6, "the spec examples are missing: {all:?}");
    for p in all {
        let (bundle, diags) = maple_uvm::parse_file(&p);
        assert!(
            diags.is_empty(),
            "{}:\n{}",
            p.display(),
            diags.render(false)
        );
        assert!(!bundle.expect("parsed").defs.is_empty(), "{}", p.display());
    }
}

#[test]
fn the_invalid_examples_give_exactly_their_listed_errors() {
    let all = files("tests/spec/errata");
    assert!(all.len() >= 2);
    for p in all {
        let (_, diags) = maple_uvm::parse_file(&p);
        let got: Vec<String> = diags
            .iter()
            .map(|d| format!("{} {}:{}", d.code, d.line, d.col))
            .collect();
        let want: Vec<String> = std::fs::read_to_string(p.with_extension("errors"))
            .expect(".errors file")
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(got, want, "{}:\n{}", p.display(), diags.render(false));
    }
}
