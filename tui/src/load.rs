//! From a file on the command line to a loaded program: `.mpl` files are assembled in memory,
//! anything else is read as an image. Errors come back as printable messages.

use maple_asm::image::{read_image, Image};
use maple_asm::{Diagnostics, Module};
use std::io::IsTerminal;
use std::path::Path;

/// Why a file could not be turned into a program.
pub enum LoadFailure {
    /// Assembly diagnostics were printed already.
    Diagnostics,
    /// A message to print.
    Message(String),
}

/// Assemble or read `path` into an image.
pub fn image(path: &Path) -> Result<Image, LoadFailure> {
    if path.extension().is_some_and(|e| e == "mpl" || e == "mplt") {
        let module = source(path).ok_or(LoadFailure::Diagnostics)?;
        return maple_asm::codegen::assemble(&module, &path.display().to_string()).map_err(|d| {
            report(&d);
            LoadFailure::Diagnostics
        });
    }
    let bytes = std::fs::read(path)
        .map_err(|e| LoadFailure::Message(format!("cannot read {}: {e}", path.display())))?;
    read_image(&bytes).map_err(|e| LoadFailure::Message(format!("{}: {e}", path.display())))
}

pub use maple_sim::loader::{program, types};

/// Parse and check MAPLE IR text at `path`; print every diagnostic. `None` when there were
/// errors.
pub fn source(path: &Path) -> Option<Module> {
    let (module, diags) = maple_asm::parse_file(path);
    report(&diags);
    if diags.has_errors() {
        None
    } else {
        module
    }
}

/// Print diagnostics to stderr (colored on a terminal).
pub fn report(diags: &Diagnostics) {
    let text = diags.render(std::io::stderr().is_terminal());
    if !text.is_empty() {
        eprint!("{text}");
    }
}
