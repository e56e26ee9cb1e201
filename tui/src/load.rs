//! From a file on the command line to a loaded program: `.mpl` files are assembled in memory,
//! anything else is read as an image. Errors come back as printable messages.

use maple_asm::image::{read_image, Image};
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
        let module = crate::commands::source_load(path).ok_or(LoadFailure::Diagnostics)?;
        return maple_asm::codegen::assemble(&module, &path.display().to_string()).map_err(|d| {
            crate::commands::source_report(&d);
            LoadFailure::Diagnostics
        });
    }
    let bytes = std::fs::read(path)
        .map_err(|e| LoadFailure::Message(format!("cannot read {}: {e}", path.display())))?;
    read_image(&bytes).map_err(|e| LoadFailure::Message(format!("{}: {e}", path.display())))
}

pub use maple_sim::loader::{program, types};
