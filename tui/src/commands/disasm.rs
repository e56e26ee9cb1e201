//! `maple disasm FILE.mbin`: the image as MAPLE IR text that `maple asm` accepts, with the
//! source lines interleaved as comments when the source file is at hand.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The image.
    file: PathBuf,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let bytes = std::fs::read(&args.file)
        .map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    let image = maple_asm::image::read_image(&bytes)
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    let dir = Path::new(&image.source_dir).to_path_buf();
    let fetch = move |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    let options = maple_asm::disasm::Options {
        sources: Some(&fetch),
    };
    let text = maple_asm::disasm::disassemble(&image, &options)
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    super::write_stdout(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
