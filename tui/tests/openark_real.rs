//! The C modules OpenArk's C front end really wrote (`../shared/corpus/openark-real/bsc-*`):
//! every one checks clean, and those with a native run's output print it on both engines —
//! `bsc-driver0007-main` only linked with the `max` of `bsc-driver0011-max.me`, as its test
//! built it. Skipped, saying so in one line, when `../shared` is not beside the checkout.

mod common;

use common::maple;
use std::path::{Path, PathBuf};

use maple_tests::openark_real_dir as corpus;

fn c_modules(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("bsc-") && name.ends_with(".mpl")
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_real_c_module_checks_clean() {
    let Some(dir) = corpus() else { return };
    let files = c_modules(&dir);
    assert!(
        files.len() >= 7,
        "{} C modules in {}",
        files.len(),
        dir.display()
    );
    for f in &files {
        let o = maple(&[Path::new("check"), f]);
        assert!(
            o.status.success(),
            "{}: {}",
            f.display(),
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

#[test]
fn real_c_programs_print_their_native_output_on_both_engines() {
    let Some(dir) = corpus() else { return };
    let linked = dir.join("bsc-driver0011-max.me.mpl");
    let mut ran = 0;
    for f in c_modules(&dir) {
        let Ok(expected) = std::fs::read_to_string(f.with_extension("expected")) else {
            continue;
        };
        let mut modules = vec![f.clone()];
        if f.file_name()
            .is_some_and(|n| n == "bsc-driver0007-main.mpl")
        {
            modules.push(linked.clone());
        }
        for engine in ["functional", "cycle"] {
            let mut args: Vec<&Path> = vec![Path::new("run"), Path::new("--engine")];
            args.push(Path::new(engine));
            args.extend(modules.iter().map(PathBuf::as_path));
            let o = maple(&args);
            assert!(
                o.status.success(),
                "{}: {}",
                f.display(),
                String::from_utf8_lossy(&o.stderr)
            );
            // The saved outputs are the test suite's `expected.txt`, whose last newline the
            // program may or may not print.
            assert_eq!(
                String::from_utf8_lossy(&o.stdout).trim_end(),
                expected.trim_end(),
                "{} [{engine}]",
                f.display()
            );
        }
        ran += 1;
    }
    assert_eq!(ran, 3, "the three C modules with a native output");
}
