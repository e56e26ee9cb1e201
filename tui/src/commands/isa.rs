//! `maple isa [--json]`: the ISA reference card, for people or for tools.

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
    super::write_stdout(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
