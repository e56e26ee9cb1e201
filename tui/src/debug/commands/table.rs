//! The command table: every command's names and one line of help, for `help`, the
//! canonical name of an abbreviation, and completion.

/// Command names with their help, for `help` and completion. The first name is canonical.
pub const COMMANDS: &[(&[&str], &str)] = &[
    (
        &["break", "b", "br", "mbreak"],
        "break [FILE:LINE | LINE | FUNC | *ADDR] [if COND]: set a breakpoint",
    ),
    (
        &["tbreak"],
        "tbreak LOCATION: a breakpoint deleted when hit",
    ),
    (
        &["delete", "d"],
        "delete [N...]: delete breakpoints/watchpoints (all without N)",
    ),
    (
        &["disable", "dis"],
        "disable [N...]: disable breakpoints/watchpoints",
    ),
    (&["enable"], "enable [N...]: enable breakpoints/watchpoints"),
    (
        &["condition"],
        "condition N [EXPR]: stop at N only when EXPR is true (no EXPR: always)",
    ),
    (
        &["watch"],
        "watch EXPR: stop when the value of a variable or location changes",
    ),
    (
        &["rwatch"],
        "rwatch EXPR: stop when the program reads the variable or location",
    ),
    (
        &["awatch"],
        "awatch EXPR: stop when the program reads or writes the variable or location",
    ),
    (
        &["step", "s", "mstep"],
        "step [N]: to the next source line, into calls",
    ),
    (
        &["next", "n", "mnext"],
        "next [N]: to the next source line, over calls",
    ),
    (&["stepi", "si", "mstepi"], "stepi [N]: one instruction"),
    (
        &["nexti", "ni", "mnexti"],
        "nexti [N]: one instruction, over calls",
    ),
    (
        &["cycle"],
        "cycle [N]: N clocks of the cycle engine, exactly (also while a miss waits); $cycle \
         is the clock",
    ),
    (
        &["continue", "c", "cont"],
        "continue: run until a breakpoint, watchpoint or the end",
    ),
    (
        &["finish", "fin", "mfinish"],
        "finish: run until the selected frame returns; print its value",
    ),
    (
        &["until", "u", "advance"],
        "until [LOCATION]: next line without going back in a loop; or run to LOCATION",
    ),
    (
        &["reverse-step", "rs"],
        "reverse-step: back to the previous source line, into calls",
    ),
    (
        &["reverse-next", "rn"],
        "reverse-next: back to the previous source line, over calls",
    ),
    (
        &["reverse-stepi", "rsi"],
        "reverse-stepi [N]: back one instruction",
    ),
    (
        &["reverse-nexti", "rni"],
        "reverse-nexti [N]: back one instruction, over calls",
    ),
    (
        &["reverse-continue", "rc"],
        "reverse-continue: back to the latest breakpoint hit or watched change",
    ),
    (
        &["reverse-finish"],
        "reverse-finish: back to the call of the current function",
    ),
    (&["reverse-cycle"], "reverse-cycle [N]: back N clocks"),
    (
        &["kill", "k"],
        "kill: stop running the program (`run` starts it again)",
    ),
    (
        &["print", "p", "inspect", "mprint"],
        "print[/x|/d] EXPR: variables, registers (%%SP, $pc, %1), fields, elements",
    ),
    (
        &["set"],
        "set var EXPR = VALUE: change a variable, element, field, `*p` or %N",
    ),
    (
        &["display"],
        "display[/F] [EXPR]: print EXPR at every stop (no EXPR: show them now)",
    ),
    (
        &["undisplay"],
        "undisplay [N...]: stop displaying expressions (all without N)",
    ),
    (
        &["ptype"],
        "ptype EXPR|TYPE: a type, with a struct's members",
    ),
    (&["whatis"], "whatis EXPR|TYPE: the type's name"),
    (
        &["disassemble", "disas"],
        "disassemble [/s] [FUNC|ADDR]: a function's instructions, `=>` at the PC; /s: with \
         source lines",
    ),
    (
        &["x"],
        "x/NFU ADDR: memory; F in x d u o t c a f s i, U in b h w g",
    ),
    (
        &["info", "i"],
        "info registers|all-registers|frame|locals|args|breakpoints|display|caches|pipeline|\
         threads|cores|stats|line",
    ),
    (
        &["thread"],
        "thread [N]: show thread N (its stack, registers, core); no N: the shown one",
    ),
    (
        &["core"],
        "core [N]: show core N's pipeline and caches and the thread it runs",
    ),
    (
        &["backtrace", "bt", "where", "mbt"],
        "backtrace [N|-N]: the call stack (from the CFI); N innermost or -N outermost frames",
    ),
    (&["up", "mup"], "up [N]: select the caller's frame"),
    (&["down", "mdown"], "down [N]: select the callee's frame"),
    (&["frame", "f"], "frame [N]: select or describe a frame"),
    (
        &["list", "l", "mlist"],
        "list [LOCATION]: source lines around a location",
    ),
    (
        &["mlocal"],
        "mlocal: the locals and formals of the selected frame",
    ),
    (
        &["run", "r", "restart"],
        "run [--fast-forward REGION|N [--warm N]]: restart the program from the beginning and \
         continue (first on the functional engine up to `checkpoint REGION` or N instructions)",
    ),
    (&["start"], "start: restart and stop at the entry function"),
    (&["help", "h"], "help [COMMAND]: this list, or one command"),
    (&["quit", "q", "exit"], "quit: leave the debugger"),
];

/// The canonical name of a command word (exact name or alias, else a unique prefix).
pub fn canonical(word: &str) -> Option<&'static str> {
    for (names, _) in COMMANDS {
        if names.contains(&word) {
            return Some(names[0]);
        }
    }
    let matches: Vec<&'static str> = COMMANDS
        .iter()
        .map(|(names, _)| names[0])
        .filter(|n| n.starts_with(word))
        .collect();
    (matches.len() == 1).then(|| matches[0])
}

/// Completions of a partial command line (command names, then `info` topics).
pub fn complete(line: &str) -> Vec<String> {
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or("");
    if !line.contains(' ') {
        let mut out: Vec<String> = COMMANDS
            .iter()
            .flat_map(|(names, _)| names.iter())
            .filter(|n| n.starts_with(first) && n.len() > 2)
            .map(|n| n.to_string())
            .collect();
        out.sort();
        out.dedup();
        return out;
    }
    if canonical(first) == Some("info") {
        let topic = words.next().unwrap_or("");
        return INFO_TOPICS
            .iter()
            .filter(|t| t.starts_with(topic))
            .map(|t| format!("{first} {t}"))
            .collect();
    }
    Vec::new()
}

/// (`info a` is `info args`, as before `all-registers` existed: the first match wins.)
pub(super) const INFO_TOPICS: &[&str] = &[
    "args",
    "all-registers",
    "breakpoints",
    "caches",
    "cores",
    "display",
    "frame",
    "line",
    "locals",
    "pipeline",
    "registers",
    "stats",
    "threads",
    "watchpoints",
];

pub(super) fn help(arg: &str) -> String {
    if !arg.is_empty() {
        return match canonical(arg) {
            Some(c) => COMMANDS
                .iter()
                .find(|(n, _)| n[0] == c)
                .map(|(n, h)| format!("{h}\nAliases: {}", n.join(", ")))
                .unwrap_or_default(),
            None => format!("Undefined command: \"{arg}\".  Try \"help\"."),
        };
    }
    let mut out = String::from("Commands (gdb-compatible; unique prefixes work):\n");
    // Every name in full: a long list of aliases goes on its own line.
    for (names, h) in COMMANDS {
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
