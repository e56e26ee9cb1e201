//! `maple asm FILE.mpl [MODULE.mpl ...] [-o FILE.mbin]`: assemble (and link) to an ELF image
//! with DWARF debug info; `--emit mplt` writes the module's binary interface instead, as
//! OpenArk's front ends write one (`maple_asm::binmir`).

use crate::load;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .mpl (MAPLE IR) or .uir (µVM IR) file.
    file: PathBuf,
    /// Further MAPLE IR modules linked with it into one program, as a C linker does: externs
    /// resolve across modules, `static` symbols stay private, the entry is the `entryfunc`
    /// of the module that names one.
    #[arg(value_name = "MODULES")]
    more: Vec<PathBuf>,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
    /// Output file (default: the input with the extension .mbin, or .mplt for
    /// `--emit mplt`).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// What to write: `image` (the ELF image) or `mplt` (OpenArk's binary MIR of what the
    /// module declares: an .mplt in the version jbc2mpl writes when that holds it, else the
    /// whole-module form; function bodies are left out).
    #[arg(long, value_enum, default_value = "image")]
    emit: Emit,
}

/// What `maple asm` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    Image,
    Mplt,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let module = match load::linked_source(&args.file, &args.more, args.lang.get()) {
        Ok(module) => module,
        Err(failure) => return failure.into_exit(),
    };
    if args.emit == Emit::Mplt {
        let bytes = maple_asm::binmir::write(&module.items)
            .map_err(|e| format!("{}: cannot write binary MIR: {e}", args.file.display()))?;
        let out = args
            .output
            .clone()
            .unwrap_or_else(|| args.file.with_extension("mplt"));
        std::fs::write(&out, bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        return Ok(ExitCode::SUCCESS);
    }
    let image = match maple_asm::codegen::assemble(&module, &args.file.display().to_string()) {
        Ok(image) => image,
        Err(diags) => {
            load::report(&diags);
            return Ok(ExitCode::from(1));
        }
    };
    let bytes = maple_asm::image::write_image(&image)?;
    let out = args
        .output
        .clone()
        .unwrap_or_else(|| args.file.with_extension("mbin"));
    std::fs::write(&out, bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    Ok(ExitCode::SUCCESS)
}
