//! maple-tests: the program corpus lives in `tests/programs` (run end to end by
//! `tui/tests/programs.rs` through the `maple` binary); this crate checks the corpus itself.
//!
//! The conventions, per `tests/programs/<category>/NAME.mpl`:
//! `NAME.expected` (stdout, required), `NAME.status` (exit status), `NAME.fault` (text of the
//! fault report), `NAME.flags` (extra `maple run` flags), `NAME.c` (the C twin of a benchmark).

use std::path::{Path, PathBuf};

/// The program corpus directory.
pub fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("programs")
}

/// Every file under `dir`, recursively, sorted.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Every `.mpl` program of the corpus, sorted.
pub fn programs() -> Vec<PathBuf> {
    files_under(&programs_dir())
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "mpl"))
        .collect()
}
