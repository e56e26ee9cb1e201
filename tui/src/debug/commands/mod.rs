//! The command language: gdb's commands and abbreviations (plus the Maple debugger's `m*`
//! names), parsed into actions on a [`Session`]. Every command's text output is produced
//! here, so the terminal front end and batch mode print exactly the same thing.

use super::disasm;
use super::eval::Place;
use super::session::{Display, Goal, Point, PointKind, Session, Stop, WatchAccess};
use maple_sim::{thread_name, ThreadId};

mod code;
mod complete;
mod data;
mod describe;
mod examine;
mod info;
mod motion;
mod points;
mod stack;
mod table;

pub use complete::complete;
pub use data::display_lines;
use describe::source_line;
pub use describe::{describe_stop, frame_line, point_location};
pub use info::last_cycle;
pub use table::{canonical, lookup, Command, Needs, Operands, COMMANDS};

/// What the front end should do after a command.
pub enum Action {
    /// Show this text (may be empty).
    Output(String),
    /// The command failed: show why (batch mode then exits with a failure status).
    Error(String),
    /// Start running toward a goal; show `prelude` first, describe the stop when it comes.
    Run {
        goal: Goal,
        prelude: String,
    },
    Quit,
}

/// A command line as its handler takes it: `x/4xw $sp` is command `x`, format `4xw`,
/// argument `$sp`.
pub struct Args<'a> {
    /// The command's canonical name (`next` for `n`): handlers shared by several commands
    /// tell them apart by it.
    pub cmd: &'static str,
    /// The format glued to the command word with `/` (`p/x`, `x/4xw`, `disassemble /s`).
    pub fmt: &'a str,
    /// The rest of the line, trimmed.
    pub arg: &'a str,
}

/// A count argument (1 when absent).
fn count(arg: &str) -> Result<u64, String> {
    if arg.is_empty() {
        return Ok(1);
    }
    arg.parse::<u64>()
        .map_err(|_| format!("expected a count, got `{arg}`"))
}

/// Breakpoint or display numbers.
fn ids(arg: &str) -> Result<Vec<u32>, String> {
    arg.split_whitespace()
        .map(|w| {
            w.parse::<u32>()
                .map_err(|_| format!("expected a breakpoint number, got `{w}`"))
        })
        .collect()
}

/// Carry out one command line.
pub fn execute(s: &mut Session, line: &str) -> Action {
    match execute_inner(s, line) {
        Ok(a) => a,
        Err(e) => Action::Error(e),
    }
}

/// Split the line, look its command up in the table, check what it needs, run it.
fn execute_inner(s: &mut Session, line: &str) -> Result<Action, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Action::Output(String::new()));
    }
    // `x/4xw`, `p/x`: the format is glued to the command word.
    let (word, rest) = match line.find(|c: char| c.is_whitespace() || c == '/') {
        Some(i) => (&line[..i], line[i..].trim_start()),
        None => (line, ""),
    };
    let (fmt, arg) = match rest.strip_prefix('/') {
        Some(r) => match r.find(char::is_whitespace) {
            Some(i) => (&r[..i], r[i..].trim()),
            None => (r, ""),
        },
        None => ("", rest.trim()),
    };
    let command =
        lookup(word).ok_or_else(|| format!("Undefined command: \"{word}\".  Try \"help\"."))?;
    match command.needs {
        Needs::Anytime => {}
        // As gdb says; the reverse motions still go back from the end.
        Needs::Forward if s.ended() => return Err("The program is not being run.".into()),
        Needs::Forward => {
            if let Some(Stop::Limit(why)) = s.limit_reached() {
                return Err(format!(
                    "The {why}: forward execution stops there (reverse motions still work)."
                ));
            }
        }
        Needs::Stack if s.ended() => return Err("No stack.".into()),
        Needs::Stack => {}
    }
    let args = Args {
        cmd: command.names[0],
        fmt,
        arg,
    };
    (command.run)(s, &args)
}
