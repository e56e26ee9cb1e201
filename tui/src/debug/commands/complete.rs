//! Tab completion of a command line, as gdb's: the command word from the command table;
//! after `info`, its topics; after `help`, command names; after a location command
//! (`break`, `tbreak`, `until`, `list`, `disassemble`), function names and source files
//! (`FILE:` for `break FILE:LINE`); in an expression (`print`, `display`, `watch`, `x`,
//! `set var`, `ptype`, `condition N`, ...), the selected frame's formals and locals, the
//! globals and the functions.

use super::info::TOPICS;
use super::{lookup, Operands, Session, COMMANDS};

/// Completions of a partial command line, each the whole line completed (sorted, without
/// repeats): one means Tab may replace the line with it, several are shown.
pub fn complete(s: &Session, line: &str) -> Vec<String> {
    let Some((word, _)) = line.split_once(char::is_whitespace) else {
        return sorted(
            COMMANDS
                .iter()
                .flat_map(|c| c.names.iter())
                .filter(|n| n.starts_with(line) && n.len() > 2)
                .map(|n| n.to_string()),
        );
    };
    // (`p/x VAR`: the format is glued to the command word.)
    let name = word.split('/').next().unwrap_or(word);
    let words = lookup(name).map_or(Operands::None, |c| c.operands);
    // The word being typed: after the last space, or the last operator of an expression.
    let cut = |c: char| {
        c.is_whitespace()
            || (words == Operands::Expression && !(c.is_alphanumeric() || "_$.".contains(c)))
    };
    let start = line
        .char_indices()
        .rev()
        .find(|&(_, c)| cut(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let (before, partial) = line.split_at(start);
    let argument_words = before[word.len()..].split_whitespace().count();
    let candidates: Vec<String> = match words {
        Operands::None => Vec::new(),
        // `info TOPIC`, `help COMMAND`: one word only.
        Operands::Topics if argument_words == 0 => TOPICS.iter().map(|t| t.name.into()).collect(),
        Operands::Commands if argument_words == 0 => {
            COMMANDS.iter().map(|c| c.names[0].into()).collect()
        }
        Operands::Topics | Operands::Commands => Vec::new(),
        Operands::Locations => locations(s),
        Operands::Expression => symbols(s),
    };
    sorted(
        candidates
            .into_iter()
            .filter(|c| c.starts_with(partial))
            .map(|c| format!("{before}{c}")),
    )
}

/// Function names and `FILE:` for each source file.
fn locations(s: &Session) -> Vec<String> {
    let files = s.tables.files.iter().map(|f| {
        let base = std::path::Path::new(f)
            .file_name()
            .map_or(f.clone(), |b| b.to_string_lossy().into_owned());
        format!("{base}:")
    });
    function_names(s).chain(files).collect()
}

/// The selected frame's formals and locals, the globals and the functions.
fn symbols(s: &Session) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if !s.ended() {
        if let Some(f) = s.tables.function_at(s.frame().lookup_pc()) {
            out.extend(f.params.iter().chain(&f.locals).map(|v| v.name.clone()));
        }
    }
    out.extend(s.tables.globals.iter().map(|v| v.name.clone()));
    out.extend(function_names(s));
    out
}

fn function_names(s: &Session) -> impl Iterator<Item = String> + '_ {
    s.tables.functions.iter().map(|f| f.name.clone())
}

fn sorted(words: impl Iterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = words.collect();
    out.sort();
    out.dedup();
    out
}
