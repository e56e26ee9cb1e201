//! Diagnostics to stderr that never panic.

use std::io::Write;

/// Write to stderr, ignoring failure: a closed or full stderr (`maple ... 2>&1 | head -1`)
/// has nowhere left to report to, and must not panic as `eprint!` does.
pub fn write_stderr(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}
