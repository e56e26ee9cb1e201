//! `maple shims [--json]`: the C library a program can call, one row per function of the
//! runtime's shim table (`maple_sim::runtime::Shim::ALL`) with its C prototype.

use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Print the table as JSON (an array of `{"name", "prototype"}` objects) for tools.
    #[arg(long)]
    json: bool,
}

/// The card: a header, then each function's prototype (the table's order: output, memory,
/// strings, exit, threads, input, then the rest of the C library).
pub fn card() -> String {
    let table = maple_sim::runtime::Shim::ALL;
    let mut text = format!(
        "maple runtime shims: {} C library functions a MAPLE program may declare and call\n\
         (a `func &NAME extern` with no body runs the function of that name; `stdin`,\n\
         `stdout` and `stderr` are `extern` globals the assembler links to the streams)\n\n",
        table.len()
    );
    for (_, _, prototype) in table {
        text.push_str(prototype);
        text.push('\n');
    }
    text
}

pub fn run(args: &Args) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let text = if args.json {
        let rows: Vec<serde_json::Value> = maple_sim::runtime::Shim::ALL
            .iter()
            .map(|(name, _, prototype)| serde_json::json!({ "name": name, "prototype": prototype }))
            .collect();
        let mut json = serde_json::to_string_pretty(&rows)?;
        json.push('\n');
        json
    } else {
        card()
    };
    super::write_stdout(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    /// Every shim's prototype is on the card, once.
    #[test]
    fn the_card_lists_every_shim() {
        let card = super::card();
        for (name, _, prototype) in maple_sim::runtime::Shim::ALL {
            assert_eq!(card.matches(&format!("{prototype}\n")).count(), 1, "{name}");
        }
        assert!(card.contains("int fprintf(FILE *stream, const char *fmt, ...)"));
    }
}
