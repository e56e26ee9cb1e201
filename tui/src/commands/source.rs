//! Shared plumbing for commands that read MAPLE IR text: parse + check with diagnostics
//! rendered on stderr (colored on a terminal).

use maple_asm::{Diagnostics, Module};
use std::io::IsTerminal;
use std::path::Path;

/// Parse and check `path`; print every diagnostic. `None` when there were errors.
pub fn load(path: &Path) -> Option<Module> {
    let (module, diags) = maple_asm::parse_file(path);
    report(&diags);
    if diags.has_errors() {
        None
    } else {
        module
    }
}

/// Print diagnostics to stderr.
pub fn report(diags: &Diagnostics) {
    let text = diags.render(std::io::stderr().is_terminal());
    if !text.is_empty() {
        eprint!("{text}");
    }
}
