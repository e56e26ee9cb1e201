//! From a file on the command line to a loaded program: `.mpl` files are assembled in memory,
//! `.uir` files (µVM IR text) are parsed, checked and lowered by `maple-uvm` into the same
//! module and then assembled exactly as a parsed `.mpl` module, anything else is read as an
//! image. Errors come back as printable messages.

use maple_asm::image::{read_image, Image};
use maple_asm::{Diagnostics, Module};
use std::io::IsTerminal;
use std::path::Path;

/// Why a file could not be turned into a program.
#[derive(Debug)]
pub enum LoadFailure {
    /// Assembly diagnostics were printed already.
    Diagnostics,
    /// A message to print.
    Message(String),
}

/// Assemble or read `path` into an image.
pub fn image(path: &Path) -> Result<Image, LoadFailure> {
    if is_uvm(path) || path.extension().is_some_and(|e| e == "mpl" || e == "mplt") {
        let module = source(path)?;
        return maple_asm::codegen::assemble(&module, &path.display().to_string()).map_err(|d| {
            report(&d);
            LoadFailure::Diagnostics
        });
    }
    let bytes = read(path)?;
    read_image(&bytes).map_err(|e| LoadFailure::Message(format!("{}: {e}", path.display())))
}

pub use maple_sim::loader::{program, types};

/// The bytes of `path`. Whatever the kind of file (source, image, configuration), one that
/// cannot be read is the same message and, through `main`, the same exit status (2).
pub fn read(path: &Path) -> Result<Vec<u8>, LoadFailure> {
    std::fs::read(path)
        .map_err(|e| LoadFailure::Message(format!("cannot read {}: {e}", path.display())))
}

/// Whether `path` is µVM IR text (`.uir`), which `maple-uvm` lowers to a module.
pub fn is_uvm(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "uir")
}

/// Parse and check MAPLE IR text at `path` (or parse, check and lower µVM IR text); print
/// every diagnostic.
pub fn source(path: &Path) -> Result<Module, LoadFailure> {
    let text = String::from_utf8_lossy(&read(path)?).into_owned();
    let name = path.display().to_string();
    let (module, diags) = if is_uvm(path) {
        maple_uvm::compile_str(&name, &text)
    } else {
        maple_asm::parse_str(&name, &text)
    };
    report(&diags);
    match module {
        Some(module) if !diags.has_errors() => Ok(module),
        _ => Err(LoadFailure::Diagnostics),
    }
}

/// Print diagnostics to stderr (colored on a terminal).
pub fn report(diags: &Diagnostics) {
    let text = diags.render(std::io::stderr().is_terminal());
    if !text.is_empty() {
        crate::stderr::write_stderr(&text);
    }
}

impl LoadFailure {
    /// What a command returns for it: diagnostics (printed already) exit 1, a message goes
    /// to `main`, which prints it and exits 2.
    pub fn into_exit(self) -> Result<std::process::ExitCode, Box<dyn std::error::Error>> {
        match self {
            LoadFailure::Diagnostics => Ok(std::process::ExitCode::from(1)),
            LoadFailure::Message(m) => Err(m.into()),
        }
    }
}
