//! `maple asm FILE.mpl [MODULE.mpl ...] [-o FILE.mbin]`: assemble (and link) to an ELF image
//! with DWARF debug info; `--emit mplt` writes the module's binary interface instead, as
//! OpenArk's front ends write one (`maple_asm::binmir`), and `--emit corevm-avro` a coreVM
//! module's binary form (an Avro object container with the coreVM manual's schema).

use crate::load;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .mpl (MAPLE IR), .uir (µVM IR) or .ir (coreVM IR) file.
    file: PathBuf,
    /// Further MAPLE IR modules linked with it into one program, as a C linker does: externs
    /// resolve across modules, `static` symbols stay private, the entry is the `entryfunc`
    /// of the module that names one.
    #[arg(value_name = "MODULES")]
    more: Vec<PathBuf>,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
    /// Output file (default: the input with the extension .mbin, .mplt for `--emit mplt`,
    /// .irb for `--emit corevm-avro`).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// What to write: `image` (the ELF image) or `mplt` (OpenArk's binary MIR of what the
    /// module declares: an .mplt in the version jbc2mpl writes when that holds it, else the
    /// whole-module form; function bodies are left out) or `corevm-avro` (a coreVM module's
    /// binary form, as coreVM's `ir_asm` writes it).
    #[arg(long, value_enum, default_value = "image")]
    emit: Emit,
}

/// What `maple asm` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    Image,
    Mplt,
    CorevmAvro,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    if args.emit == Emit::CorevmAvro {
        let Some(result) = load::corevm_module(&args.file, args.lang.get()) else {
            return Err(format!(
                "{}: `--emit corevm-avro` writes a coreVM module (.ir); this is none",
                args.file.display()
            )
            .into());
        };
        let module = match result {
            Ok(module) => module,
            Err(failure) => return failure.into_exit(),
        };
        let out = args
            .output
            .clone()
            .unwrap_or_else(|| args.file.with_extension("irb"));
        let bytes = maple_corevm::avro::write(&module)
            .map_err(|e| format!("{}: cannot write the binary form: {e}", args.file.display()))?;
        std::fs::write(&out, bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        return Ok(ExitCode::SUCCESS);
    }
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
