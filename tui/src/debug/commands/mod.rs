//! The command language: gdb's commands and abbreviations (plus the Maple debugger's `m*`
//! names), parsed into actions on a [`Session`]. Every command's text output is produced
//! here, so the terminal front end and batch mode print exactly the same thing.

use super::disasm;
use super::eval::Place;
use super::session::{Goal, PointKind, Session, Stop};

mod describe;
mod examine;
mod info;

use describe::source_line;
pub use describe::{describe_stop, frame_line, point_location};
use examine::{examine, list};
use info::info;

/// What the front end should do after a command.
pub enum Action {
    /// Show this text (may be empty).
    Output(String),
    /// Start running toward a goal; show `prelude` first, describe the stop when it comes.
    Run {
        goal: Goal,
        prelude: String,
    },
    Quit,
}

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
        &["disable"],
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
    (&["cycle"], "cycle [N]: N clocks of the cycle engine"),
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
        &["print", "p", "inspect", "mprint"],
        "print[/x|/d] EXPR: variables, registers (%%SP, $pc, %1), fields, elements",
    ),
    (
        &["x"],
        "x/NFU ADDR: memory; F in x d u o t c a f s i, U in b h w g",
    ),
    (
        &["info", "i"],
        "info registers|frame|locals|args|breakpoints|caches|pipeline|threads|stats|line",
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
        "backtrace [N]: the call stack (from the CFI)",
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

const INFO_TOPICS: &[&str] = &[
    "args",
    "breakpoints",
    "caches",
    "cores",
    "frame",
    "line",
    "locals",
    "pipeline",
    "registers",
    "stats",
    "threads",
    "watchpoints",
];

fn count(arg: &str) -> Result<u64, String> {
    if arg.is_empty() {
        return Ok(1);
    }
    arg.parse::<u64>()
        .map_err(|_| format!("expected a count, got `{arg}`"))
}

/// `run`'s arguments: `--fast-forward REGION|N [--warm N]` (warm: 1,000,000 by default, as
/// `maple run`'s).
fn fast_forward_args(
    arg: &str,
) -> Result<(maple_sim::cycle::fast_forward::FastForwardTo, u64), String> {
    let usage = "usage: run [--fast-forward REGION|N [--warm N]]";
    let words: Vec<&str> = arg.split_whitespace().collect();
    let (mut to, mut warm) = (None, 1_000_000);
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1).ok_or(usage)?;
        match words[i] {
            "--fast-forward" => to = Some(value.parse()?),
            "--warm" => warm = count(value)?,
            _ => return Err(usage.into()),
        }
        i += 2;
    }
    Ok((to.ok_or(usage)?, warm))
}

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
        Err(e) => Action::Output(e),
    }
}

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
    let cmd =
        canonical(word).ok_or_else(|| format!("Undefined command: \"{word}\".  Try \"help\"."))?;
    let depth = s.key().depth;
    let out = |t: String| Ok(Action::Output(t));
    let forward = matches!(
        cmd,
        "step" | "next" | "stepi" | "nexti" | "cycle" | "continue" | "finish" | "until"
    );
    if forward && s.target().machine().outcome().is_some() {
        // As gdb says; the reverse motions still go back from the end.
        return Err("The program is not being run.".into());
    }
    match cmd {
        "break" | "tbreak" => {
            let (loc, cond) = match arg.split_once(" if ") {
                Some((l, c)) => (l, Some(c)),
                None => (arg, None),
            };
            let id = s.add_breakpoint(loc, cmd == "tbreak")?;
            if let Some(c) = cond {
                s.set_condition(id, c)?;
            }
            let desc = point_location(s, id);
            let kind = if cmd == "tbreak" {
                "Temporary breakpoint"
            } else {
                "Breakpoint"
            };
            out(format!("{kind} {id} at {desc}"))
        }
        "delete" => {
            s.delete(&ids(arg)?)?;
            out(String::new())
        }
        "disable" | "enable" => {
            s.set_enabled(&ids(arg)?, cmd == "enable")?;
            out(String::new())
        }
        "condition" => {
            let (n, e) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
            let id = n
                .parse::<u32>()
                .map_err(|_| "Argument required (breakpoint number).".to_string())?;
            s.set_condition(id, e)?;
            if e.trim().is_empty() {
                out(format!("Breakpoint {id} now unconditional."))
            } else {
                out(String::new())
            }
        }
        "watch" => {
            if arg.is_empty() {
                return Err("Argument required (expression to compute).".into());
            }
            let id = s.add_watchpoint(arg)?;
            out(format!("Hardware watchpoint {id}: {arg}"))
        }
        "step" | "next" => Ok(run_n(s, count(arg)?, cmd == "next")),
        "stepi" | "nexti" => Ok(Action::Run {
            goal: Goal::Insns {
                left: count(arg)?,
                over: cmd == "nexti",
                depth,
            },
            prelude: String::new(),
        }),
        "cycle" => {
            if s.target().cycles().is_none() {
                return Err(
                    "The cycle engine is not attached (functional engine): `cycle` \
                            needs it; use stepi."
                        .into(),
                );
            }
            let until = s.target().time().saturating_add(count(arg)?);
            Ok(Action::Run {
                goal: Goal::Cycles { until },
                prelude: String::new(),
            })
        }
        "continue" => Ok(Action::Run {
            goal: Goal::Continue,
            prelude: "Continuing.".into(),
        }),
        "finish" => {
            let frames = s.frames();
            let sel = s.selected.min(frames.len().saturating_sub(1));
            if sel + 1 >= frames.len() {
                return Err("\"finish\" not meaningful in the outermost frame.".into());
            }
            let f = &frames[sel];
            let from = f.function.clone().unwrap_or_default();
            let desc = frame_line(s, sel);
            Ok(Action::Run {
                goal: Goal::Finish {
                    depth: depth - sel,
                    from,
                },
                prelude: format!("Run till exit from {desc}"),
            })
        }
        "until" => {
            if arg.is_empty() {
                let pc = s.key().pc;
                return Ok(Action::Run {
                    goal: Goal::Line {
                        over: true,
                        until: true,
                        depth,
                        start_pc: pc,
                        left: 1,
                    },
                    prelude: String::new(),
                });
            }
            let addrs = s.resolve_location(arg)?;
            Ok(Action::Run {
                goal: Goal::Location { addrs, depth },
                prelude: String::new(),
            })
        }
        "reverse-step" | "reverse-next" => {
            let mut stop = Stop::Step;
            for _ in 0..count(arg)? {
                stop = s.reverse_line(cmd == "reverse-next");
                if stop != Stop::Step {
                    break;
                }
            }
            out(describe_stop(s, &stop))
        }
        "reverse-stepi" | "reverse-nexti" => {
            let stop = s.reverse_insns(count(arg)?, cmd == "reverse-nexti");
            out(describe_stop(s, &stop))
        }
        "reverse-continue" => {
            let stop = s.reverse_continue();
            out(describe_stop(s, &stop))
        }
        "reverse-finish" => {
            let stop = s.reverse_finish();
            out(describe_stop(s, &stop))
        }
        "reverse-cycle" => {
            if s.target().cycles().is_none() {
                return Err("The cycle engine is not attached (functional engine): \
                            `reverse-cycle` needs it; use reverse-stepi."
                    .into());
            }
            let stop = s.reverse_cycles(count(arg)?);
            out(describe_stop(s, &stop))
        }
        "print" => {
            if arg.is_empty() {
                return Err("Argument required (expression to compute).".into());
            }
            if fmt.is_empty() {
                return out(s.print(arg)?);
            }
            let v = s.evaluate(arg)?;
            let n = s.value_int(v)?;
            s.values.push(v);
            let shown = match fmt {
                "x" => format!("{:#x}", n as u64),
                "d" => format!("{n}"),
                "u" => format!("{}", n as u64),
                "o" => format!("{:#o}", n as u64),
                "t" => format!("{:b}", n as u64),
                "c" => format!("{} '{}'", n as u8, (n as u8) as char),
                _ => return Err(format!("Undefined output format \"{fmt}\".")),
            };
            out(format!("${} = {shown}", s.values.len()))
        }
        "x" => examine(s, fmt, arg).map(Action::Output),
        "thread" => {
            if !arg.is_empty() {
                let n = arg
                    .parse::<usize>()
                    .map_err(|_| format!("Invalid thread ID: {arg}"))?;
                s.select_thread(n)?;
            }
            let h = s.viewed_hart();
            let core = s
                .target()
                .core_of(h)
                .map_or(String::new(), |k| format!(" on core {k}"));
            let what = if arg.is_empty() {
                "Current thread is"
            } else {
                "Switching to thread"
            };
            out(format!("[{what} {}{core}]\n{}", h + 1, frame_line(s, 0)))
        }
        "core" => {
            if s.target().cores().is_empty() {
                return Err(
                    "One core (run with --cores N on the cycle engine for several).".into(),
                );
            }
            if !arg.is_empty() {
                let k = arg
                    .parse::<usize>()
                    .map_err(|_| format!("Invalid core: {arg}"))?;
                s.select_core(k)?;
            }
            let k = s.viewed_core();
            let thread = s.target().cores().get(k).and_then(|c| c.thread);
            let runs = thread.map_or("idle".to_string(), |t| format!("runs thread {t}"));
            let what = if arg.is_empty() {
                "Current core is"
            } else {
                "Switching to core"
            };
            let mut text = format!("[{what} {k}: {runs}]");
            if thread.is_some() {
                text.push_str(&format!("\n{}", frame_line(s, 0)));
            }
            out(text)
        }
        "info" => info(s, arg).map(Action::Output),
        "mlocal" => info(s, "locals").map(|l| {
            let a = info(s, "args").unwrap_or_default();
            Action::Output(format!("{a}\n{l}").trim().to_string())
        }),
        "backtrace" => {
            let frames = s.frames();
            let n = if arg.is_empty() {
                frames.len()
            } else {
                count(arg)? as usize
            };
            let lines: Vec<String> = (0..frames.len().min(n)).map(|i| frame_line(s, i)).collect();
            let mut text = lines.join("\n");
            if n < frames.len() {
                text.push_str("\n(More stack frames follow...)");
            }
            out(text)
        }
        "up" | "down" | "frame" => {
            let n = count(arg)? as usize;
            let target = match cmd {
                "up" => s.selected + n,
                "down" => s
                    .selected
                    .checked_sub(n)
                    .ok_or("Bottom (innermost) frame selected; you cannot go down.")?,
                _ if arg.is_empty() => s.selected,
                _ => n,
            };
            if cmd == "up" && target >= s.frames().len() {
                return Err("Initial frame selected; you cannot go up.".into());
            }
            s.select(target)?;
            let f = s.frame();
            let mut text = frame_line(s, target);
            if let Some(src) = source_line(s, f.lookup_pc(), false) {
                text.push('\n');
                text.push_str(&src);
            }
            out(text)
        }
        "list" => list(s, arg).map(Action::Output),
        "run" if arg.trim().is_empty() => {
            s.restart();
            Ok(Action::Run {
                goal: Goal::Continue,
                prelude: "Starting program from the beginning.".into(),
            })
        }
        "run" => {
            let (to, warm) = fast_forward_args(arg)?;
            s.restart();
            let insns = match to {
                maple_sim::cycle::fast_forward::FastForwardTo::Instructions(n) => n,
                maple_sim::cycle::fast_forward::FastForwardTo::Region(name) => {
                    maple_sim::cycle::fast_forward::instructions_before_checkpoint(
                        s.target().machine().clone(),
                        &name,
                    )
                    .map_err(|e| e.to_string())?
                }
            };
            let prelude = s.fast_forward(insns, warm)?;
            Ok(Action::Run {
                goal: Goal::Continue,
                prelude,
            })
        }
        "start" => {
            s.restart();
            let entry = s.target().machine().program().entry;
            let name = s
                .target()
                .machine()
                .program()
                .functions
                .get(entry)
                .map(|f| f.name.clone())
                .unwrap_or_default();
            let id = s.add_breakpoint(&name, true)?;
            let at = point_location(s, id);
            // The entry is where the run begins: the temporary breakpoint is already reached.
            s.delete(&[id])?;
            out(format!(
                "Temporary breakpoint {id} at {at}\n{}",
                describe_stop(s, &Stop::Breakpoint(id))
            ))
        }
        "help" => out(help(arg)),
        "quit" => Ok(Action::Quit),
        _ => Err(format!("Undefined command: \"{word}\".")),
    }
}

/// `step N`/`next N`.
fn run_n(s: &Session, n: u64, over: bool) -> Action {
    let k = s.key();
    Action::Run {
        goal: Goal::Line {
            over,
            until: false,
            depth: k.depth,
            start_pc: k.pc,
            left: n,
        },
        prelude: String::new(),
    }
}

fn help(arg: &str) -> String {
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
    for (names, h) in COMMANDS {
        out.push_str(&format!(
            "  {:<18} {h}\n",
            names.join(",").chars().take(18).collect::<String>()
        ));
    }
    out.push_str("Keys: F5 continue, F10 next, F11 step, Shift-F11 finish, F7 stepi, F8 reverse-step, F9 break at line, Ctrl-C interrupt, Tab next pane.");
    out
}
