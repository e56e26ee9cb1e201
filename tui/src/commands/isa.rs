//! `maple isa [--json]`: the ISA reference card, for people or for tools.

use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Print the card as JSON (an array of opcode entries) for tools.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let text = if args.json {
        let mut json = serde_json::to_string_pretty(&maple_isa::card())?;
        json.push('\n');
        json
    } else {
        maple_isa::card_text()
    };
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_all(text.as_bytes()) {
        // A closed pipe (`maple isa | head`) is not an error worth a message.
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            return Err(e.into());
        }
    }
    Ok(ExitCode::SUCCESS)
}
