//! The command table: every command's names, one line of help, what it needs and its
//! handler, for [`super::execute`], `help`, the canonical name of an abbreviation, and
//! completion.

use super::{code, data, examine, info, motion, points, stack, Action, Args};
use crate::debug::session::Session;

/// A command of the debugger.
pub struct Command {
    /// Its names: the canonical one first, then its aliases.
    pub names: &'static [&'static str],
    /// One line of help (`help`, `help NAME`).
    pub help: &'static str,
    /// What it needs of the program (checked before the handler runs).
    pub needs: Needs,
    /// What its arguments are made of (what Tab completes them from).
    pub operands: Operands,
    /// Carries it out.
    pub run: fn(&mut Session, &Args) -> Result<Action, String>,
}

/// What a command needs of the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Nothing: it works whether or not the program runs.
    Anytime,
    /// It moves the program forward: refused once the program has ended (as gdb says) or
    /// reached `--max-cycles`/`--max-insns` (the reverse motions still work).
    Forward,
    /// It reads the live program's stack: refused once the program has ended.
    Stack,
}

/// What a command's arguments are made of, for completion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operands {
    /// Nothing to complete (counts, numbers, options).
    None,
    /// One `info` topic.
    Topics,
    /// One command name (`help`).
    Commands,
    /// A location: a function, `FILE:LINE`, a line, `*ADDR`.
    Locations,
    /// An expression: variables in scope, globals, functions.
    Expression,
}

/// A handler's text as what the front end shows.
fn output(r: Result<String, String>) -> Result<Action, String> {
    r.map(Action::Output)
}

/// Every command: its names (the first canonical), one line of help, what it needs of the
/// program, and its handler. `help`, abbreviations, completion and [`super::execute`] read
/// this table and no other list of commands.
pub const COMMANDS: &[Command] = &[
    Command {
        names: &["break", "b", "br", "mbreak"],
        help: "break [FILE:LINE | LINE | FUNC | *ADDR] [if COND]: set a breakpoint",
        needs: Needs::Anytime,
        operands: Operands::Locations,
        run: points::break_,
    },
    Command {
        names: &["tbreak"],
        help: "tbreak LOCATION: a breakpoint deleted when hit",
        needs: Needs::Anytime,
        operands: Operands::Locations,
        run: points::break_,
    },
    Command {
        names: &["delete", "d"],
        help: "delete [N...]: delete breakpoints/watchpoints (all without N)",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: points::delete,
    },
    Command {
        names: &["disable", "dis"],
        help: "disable [N...]: disable breakpoints/watchpoints",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: points::enable,
    },
    Command {
        names: &["enable"],
        help: "enable [N...]: enable breakpoints/watchpoints",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: points::enable,
    },
    Command {
        names: &["condition"],
        help: "condition N [EXPR]: stop at N only when EXPR is true (no EXPR: always)",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: points::condition,
    },
    Command {
        names: &["watch"],
        help: "watch EXPR: stop when the value of a variable or location changes",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: points::watch,
    },
    Command {
        names: &["rwatch"],
        help: "rwatch EXPR: stop when the program reads the variable or location",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: points::watch,
    },
    Command {
        names: &["awatch"],
        help: "awatch EXPR: stop when the program reads or writes the variable or location",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: points::watch,
    },
    Command {
        names: &["step", "s", "mstep"],
        help: "step [N]: to the next source line, into calls",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::step,
    },
    Command {
        names: &["next", "n", "mnext"],
        help: "next [N]: to the next source line, over calls",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::step,
    },
    Command {
        names: &["stepi", "si", "mstepi"],
        help: "stepi [N]: one instruction",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::stepi,
    },
    Command {
        names: &["nexti", "ni", "mnexti"],
        help: "nexti [N]: one instruction, over calls",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::stepi,
    },
    Command {
        names: &["cycle"],
        help: "cycle [N]: N clocks of the cycle engine, exactly (also while a miss waits); $cycle \
         is the clock",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::cycle,
    },
    Command {
        names: &["continue", "c", "cont"],
        help: "continue: run until a breakpoint, watchpoint or the end",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::continue_,
    },
    Command {
        names: &["finish", "fin", "mfinish"],
        help: "finish: run until the selected frame returns; print its value",
        needs: Needs::Forward,
        operands: Operands::None,
        run: motion::finish,
    },
    Command {
        names: &["until", "u", "advance"],
        help: "until [LOCATION]: next line without going back in a loop; or run to LOCATION",
        needs: Needs::Forward,
        operands: Operands::Locations,
        run: motion::until,
    },
    Command {
        names: &["reverse-step", "rs"],
        help: "reverse-step: back to the previous source line, into calls",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_step,
    },
    Command {
        names: &["reverse-next", "rn"],
        help: "reverse-next: back to the previous source line, over calls",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_step,
    },
    Command {
        names: &["reverse-stepi", "rsi"],
        help: "reverse-stepi [N]: back one instruction",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_stepi,
    },
    Command {
        names: &["reverse-nexti", "rni"],
        help: "reverse-nexti [N]: back one instruction, over calls",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_stepi,
    },
    Command {
        names: &["reverse-continue", "rc"],
        help: "reverse-continue: back to the latest breakpoint hit or watched change",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_continue,
    },
    Command {
        names: &["reverse-finish"],
        help: "reverse-finish: back to the call of the current function",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_finish,
    },
    Command {
        names: &["reverse-cycle"],
        help: "reverse-cycle [N]: back N clocks",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::reverse_cycle,
    },
    Command {
        names: &["kill", "k"],
        help: "kill: stop running the program (`run` starts it again)",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::kill,
    },
    Command {
        names: &["print", "p", "inspect", "mprint"],
        help: "print[/x|/d] EXPR: variables, registers (%%SP, $pc, %1), fields, elements",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: data::print,
    },
    Command {
        names: &["set"],
        help: "set var EXPR = VALUE: change a variable, element, field, `*p` or %N",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: |s, a| output(data::set(s, a.arg)),
    },
    Command {
        names: &["display"],
        help: "display[/F] [EXPR]: print EXPR at every stop (no EXPR: show them now)",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: |s, a| output(data::display(s, a.fmt, a.arg)),
    },
    Command {
        names: &["undisplay"],
        help: "undisplay [N...]: stop displaying expressions (all without N)",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: data::undisplay,
    },
    Command {
        names: &["ptype"],
        help: "ptype EXPR|TYPE: a type, with a struct's members",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: |s, a| output(data::type_of(s, a.arg, true)),
    },
    Command {
        names: &["whatis"],
        help: "whatis EXPR|TYPE: the type's name",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: |s, a| output(data::type_of(s, a.arg, false)),
    },
    Command {
        names: &["disassemble", "disas"],
        help: "disassemble [/s] [FUNC|ADDR]: a function's instructions, `=>` at the PC; /s: with \
         source lines",
        needs: Needs::Anytime,
        operands: Operands::Locations,
        run: |s, a| output(code::disassemble(s, a.fmt, a.arg)),
    },
    Command {
        names: &["x"],
        help: "x/NFU ADDR: memory; F in x d u o t c a f s i, U in b h w g",
        needs: Needs::Anytime,
        operands: Operands::Expression,
        run: |s, a| output(examine::examine(s, a.fmt, a.arg)),
    },
    Command {
        names: &["info", "i"],
        help: "info registers|all-registers|frame|locals|args|breakpoints|display|caches|pipeline|\
         threads|cores|stats|line",
        needs: Needs::Anytime,
        operands: Operands::Topics,
        run: |s, a| output(info::info(s, a.arg)),
    },
    Command {
        names: &["thread"],
        help: "thread [N]: show thread N (its stack, registers, core); no N: the shown one",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: stack::thread,
    },
    Command {
        names: &["core"],
        help: "core [N]: show core N's pipeline and caches and the thread it runs",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: stack::core,
    },
    Command {
        names: &["backtrace", "bt", "where", "mbt"],
        help: "backtrace [N|-N]: the call stack (from the CFI); N innermost or -N outermost frames",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: stack::backtrace,
    },
    Command {
        names: &["up", "mup"],
        help: "up [N]: select the caller's frame",
        needs: Needs::Stack,
        operands: Operands::None,
        run: stack::select_frame,
    },
    Command {
        names: &["down", "mdown"],
        help: "down [N]: select the callee's frame",
        needs: Needs::Stack,
        operands: Operands::None,
        run: stack::select_frame,
    },
    Command {
        names: &["frame", "f"],
        help: "frame [N]: select or describe a frame",
        needs: Needs::Stack,
        operands: Operands::None,
        run: stack::select_frame,
    },
    Command {
        names: &["list", "l", "mlist"],
        help: "list [LOCATION]: source lines around a location",
        needs: Needs::Anytime,
        operands: Operands::Locations,
        run: |s, a| output(examine::list(s, a.arg)),
    },
    Command {
        names: &["mlocal"],
        help: "mlocal: the locals and formals of the selected frame",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: info::mlocal,
    },
    Command {
        names: &["run", "r", "restart"],
        help:
            "run [--fast-forward REGION|N [--warm N]]: restart the program from the beginning and \
         continue (first on the functional engine up to `checkpoint REGION` or N instructions)",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::run_program,
    },
    Command {
        names: &["start"],
        help: "start: restart and stop at the entry function",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: motion::start,
    },
    Command {
        names: &["help", "h"],
        help: "help [COMMAND]: this list, or one command",
        needs: Needs::Anytime,
        operands: Operands::Commands,
        run: |_, a| Ok(Action::Output(help(a.arg))),
    },
    Command {
        names: &["quit", "q", "exit"],
        help: "quit: leave the debugger",
        needs: Needs::Anytime,
        operands: Operands::None,
        run: |_, _| Ok(Action::Quit),
    },
];

/// The command a word names (exact name or alias, else a unique prefix of a canonical name).
pub fn lookup(word: &str) -> Option<&'static Command> {
    if let Some(c) = COMMANDS.iter().find(|c| c.names.contains(&word)) {
        return Some(c);
    }
    let mut matches = COMMANDS.iter().filter(|c| c.names[0].starts_with(word));
    match (matches.next(), matches.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// The canonical name of a command word (exact name or alias, else a unique prefix).
pub fn canonical(word: &str) -> Option<&'static str> {
    lookup(word).map(|c| c.names[0])
}

/// `help [COMMAND]`.
fn help(arg: &str) -> String {
    if !arg.is_empty() {
        return match lookup(arg) {
            Some(c) => format!("{}\nAliases: {}", c.help, c.names.join(", ")),
            None => format!("Undefined command: \"{arg}\".  Try \"help\"."),
        };
    }
    let mut out = String::from("Commands (gdb-compatible; unique prefixes work):\n");
    // Every name in full: a long list of aliases goes on its own line.
    for Command { names, help: h, .. } in COMMANDS {
        let names = names.join(", ");
        if names.len() > NAME_COLUMN {
            out.push_str(&format!("  {names}\n  {:NAME_COLUMN$} {h}\n", ""));
        } else {
            out.push_str(&format!("  {names:<NAME_COLUMN$} {h}\n"));
        }
    }
    out.push_str(
        "Keys: F5 continue, F10 next, F11 step, Shift-F11 finish, F7 stepi, F6 cycle, \
         F8 reverse-step, F9 break at line, Ctrl-C interrupt, Tab next pane, PgUp/PgDn \
         scroll the console.",
    );
    out
}

/// The width of `help`'s column of command names.
const NAME_COLUMN: usize = 22;
