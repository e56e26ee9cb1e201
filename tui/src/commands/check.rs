//! `maple check FILE`: diagnostics only; exit 0 when clean, 1 with errors (2 when the file
//! cannot be read, as for every command).

use crate::load;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .mpl (MAPLE IR), .uir (µVM IR) or .ir (coreVM IR) file, or a coreVM binary
    /// (.irb). A coreVM module is checked, not lowered: one without `main` is a warning.
    file: PathBuf,
    /// Further MAPLE IR modules linked with it into one program, as a C linker does: externs
    /// resolve across modules, `static` symbols stay private, the entry is the `entryfunc`
    /// of the module that names one.
    #[arg(value_name = "MODULES")]
    more: Vec<PathBuf>,
    #[command(flatten)]
    pub lang: crate::load::LangArg,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    if args.more.is_empty() {
        if let Some(result) = load::corevm_module(&args.file, args.lang.get()) {
            return match result {
                Ok(_) => Ok(ExitCode::SUCCESS),
                Err(failure) => failure.into_exit(),
            };
        }
    }
    match load::linked_source(&args.file, &args.more, args.lang.get()) {
        // Nothing declared at all: `maple run` would find no entry function, so say it here,
        // as an error in the program (status 1). A module of declarations only, as OpenArk's
        // irbuild tests are, still checks clean: it may be linked into a program.
        Ok(module) if module.items.is_empty() => {
            super::write_stderr(&format!(
                "error: {}: the module is empty: no entry function (define `main`, or name one \
                 with `entryfunc`)\n",
                args.file.display()
            ));
            Ok(ExitCode::from(1))
        }
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(failure) => failure.into_exit(),
    }
}
