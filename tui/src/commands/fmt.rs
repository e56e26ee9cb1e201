//! `maple fmt FILE [--write]`: the canonical form of a MAPLE IR file.

use crate::load;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .mpl (MAPLE IR) or .uir (µVM IR) file, or binary MIR (.mplt, .bpl), which prints
    /// as the MAPLE IR text it declares; a coreVM file (.ir text, or its binary form .irb)
    /// prints as coreVM text.
    file: PathBuf,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
    /// Rewrite the file in place instead of printing to stdout.
    #[arg(long)]
    write: bool,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    // A `.uir` file prints as the MAPLE IR it lowers to; writing that over the µVM text
    // would destroy it.
    if args.write && load::is_uvm(&args.file, args.lang.get()) {
        return Err(format!(
            "{}: `maple fmt --write` rewrites MAPLE IR; a .uir file prints its lowering to stdout only",
            args.file.display()
        )
        .into());
    }
    if let Some(result) = load::corevm_module(&args.file, args.lang.get()) {
        let module = match result {
            Ok(module) => module,
            Err(failure) => return failure.into_exit(),
        };
        let text = maple_corevm::printer::print(&module);
        if args.write && load::lang_of(&args.file, args.lang.get()).is_some() {
            std::fs::write(&args.file, text)
                .map_err(|e| format!("cannot write {}: {e}", args.file.display()))?;
        } else if args.write {
            return Err(format!(
                "{}: `maple fmt --write` rewrites text; a coreVM binary prints to stdout only",
                args.file.display()
            )
            .into());
        } else {
            super::write_stdout(text.as_bytes())?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    // Binary MIR prints as the text it declares, unchecked: an `.mplt` names types that
    // other modules define.
    let bytes = match load::read(&args.file) {
        Ok(bytes) => bytes,
        Err(failure) => return failure.into_exit(),
    };
    let binary = load::binary(&args.file, &bytes);
    if binary.is_some() && args.write {
        return Err(format!(
            "{}: `maple fmt --write` rewrites MAPLE IR text; a binary MIR file prints to stdout only",
            args.file.display()
        )
        .into());
    }
    let loaded = binary.unwrap_or_else(|| load::source(&args.file, args.lang.get()));
    let module = match loaded {
        Ok(module) => module,
        Err(failure) => return failure.into_exit(),
    };
    let text = maple_asm::print_module(&module);
    if args.write {
        std::fs::write(&args.file, text)
            .map_err(|e| format!("cannot write {}: {e}", args.file.display()))?;
    } else {
        super::write_stdout(text.as_bytes())?;
    }
    Ok(ExitCode::SUCCESS)
}
