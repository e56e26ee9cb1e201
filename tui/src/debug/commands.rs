//! The command language: gdb's commands and abbreviations (plus the Maple debugger's `m*`
//! names), parsed into actions on a [`Session`]. Every command's text output is produced
//! here, so the terminal front end and batch mode print exactly the same thing.

use super::disasm;
use super::eval::Place;
use super::session::{Goal, PointKind, Session, Stop};

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
        "run: restart the program from the beginning and continue",
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
        "run" => {
            s.restart();
            Ok(Action::Run {
                goal: Goal::Continue,
                prelude: "Starting program from the beginning.".into(),
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

/// Where a breakpoint is, as gdb says it.
pub fn point_location(s: &Session, id: u32) -> String {
    let Some(p) = s.points.iter().find(|p| p.id == id) else {
        return String::new();
    };
    match &p.kind {
        PointKind::Break { addrs, .. } => {
            let Some(&a) = addrs.first() else {
                return "<nowhere>".into();
            };
            let mut t = format!("{a:#x}");
            if let Some(f) = s.tables.function_at(a) {
                t.push_str(&format!(": {}", f.name));
            }
            if let Some(r) = s.tables.row_at(a) {
                let file = s.tables.files.get(r.file).cloned().unwrap_or_default();
                t = format!("{a:#x}: file {file}, line {}.", r.line);
            }
            if addrs.len() > 1 {
                t.push_str(&format!(" ({} locations)", addrs.len()));
            }
            t
        }
        PointKind::Watch { expr, .. } => expr.clone(),
    }
}

/// `#N  [0xADDR in ]func (args) at file:line`.
pub fn frame_line(s: &mut Session, level: usize) -> String {
    let frames = s.frames();
    let Some(f) = frames.get(level) else {
        return String::new();
    };
    let args: Vec<String> = s
        .variables(level, true)
        .into_iter()
        .map(|(n, _, v)| format!("{n}={v}"))
        .collect();
    let name = f.function.clone().unwrap_or_else(|| "??".into());
    let mut t = format!("#{level:<2} ");
    let pc = f.lookup_pc();
    if level > 0 || !s.tables.is_row_start(f.pc) {
        t.push_str(&format!("{:#010x} in ", f.pc));
    }
    t.push_str(&format!("{name} ({})", args.join(", ")));
    if let Some(r) = s.tables.row_at(pc) {
        let file = s.tables.files.get(r.file).cloned().unwrap_or_default();
        t.push_str(&format!(" at {file}:{}", r.line));
    }
    t
}

/// `LINE\tTEXT` for the line of `pc` (with the address first when `pc` is mid-line).
fn source_line(s: &mut Session, pc: u32, show_addr: bool) -> Option<String> {
    let r = *s.tables.row_at(pc)?;
    let file = s.tables.files.get(r.file).cloned()?;
    let text = s
        .sources
        .line(&file, r.line)
        .unwrap_or_else(|| format!("in {file}"));
    let prefix = if show_addr && !s.tables.is_row_start(pc) {
        format!("{pc:#010x}\t")
    } else {
        String::new()
    };
    Some(format!("{prefix}{}\t{text}", r.line))
}

/// What a stop shows: why, where, and the source line.
pub fn describe_stop(s: &mut Session, stop: &Stop) -> String {
    let mut out = String::new();
    let here = s.key();
    let start = s.command_start;
    let location = |s: &mut Session| {
        let f = frame_line(s, 0);
        // Drop the `#0  ` of a backtrace line.
        f.get(4..).unwrap_or("").trim_start().to_string()
    };
    match stop {
        Stop::Breakpoint(id) => {
            let temporary = !s.points.iter().any(|p| p.id == *id);
            let kind = if temporary {
                "Temporary breakpoint"
            } else {
                "Breakpoint"
            };
            out.push_str(&format!("\n{kind} {id}, {}\n", location(s)));
        }
        Stop::Watchpoint { id, old, new } => {
            let expr = match s.points.iter().find(|p| p.id == *id).map(|p| &p.kind) {
                Some(PointKind::Watch { expr, .. }) => expr.clone(),
                _ => String::new(),
            };
            out.push_str(&format!(
                "\nHardware watchpoint {id}: {expr}\n\nOld value = {old}\nNew value = {new}\n{}\n",
                location(s)
            ));
        }
        Stop::WatchScope(id) => {
            out.push_str(&format!(
                "\nWatchpoint {id} deleted because the program has left the block in\nwhich its expression is valid.\n{}\n",
                location(s)
            ));
        }
        Stop::Finished { from: _, value } => {
            out.push_str(&format!("{}\n", location(s)));
            if let Some(src) = source_line(s, here.pc, true) {
                out.push_str(&src);
                out.push('\n');
            }
            if let Some(v) = value {
                out.push_str(&format!("Value returned is {v}\n"));
            }
            return out.trim_end().to_string();
        }
        Stop::Exited(0) => return "[Inferior 1 (maple) exited normally]".into(),
        Stop::Exited(c) => return format!("[Inferior 1 (maple) exited with code {c:02o}]"),
        Stop::Fault(f) => {
            return format!("\nProgram terminated with a fault:\n{f}");
        }
        Stop::Interrupted => {
            out.push_str(&format!("\nProgram interrupted.\n{}\n", location(s)));
        }
        Stop::StartOfHistory => {
            out.push_str(&format!(
                "\nNo more reverse-execution history.\n{}\n",
                location(s)
            ));
        }
        Stop::Step => {
            let moved = start.is_none_or(|k| {
                k.depth != here.depth
                    || s.tables.function_at(k.pc).map(|f| f.low_pc)
                        != s.tables.function_at(here.pc).map(|f| f.low_pc)
            });
            if moved {
                out.push_str(&format!("{}\n", location(s)));
            }
        }
    }
    if let Some(src) = source_line(s, here.pc, true) {
        out.push_str(&src);
    } else {
        out.push_str(&format!("{:#010x} in ?? ()", here.pc));
    }
    out.trim_end().to_string()
}

fn info(s: &mut Session, arg: &str) -> Result<String, String> {
    let (topic, rest) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
    let topic = INFO_TOPICS
        .iter()
        .find(|t| t.starts_with(topic) && !topic.is_empty())
        .copied()
        .or(match topic {
            "r" | "reg" => Some("registers"),
            "b" | "break" => Some("breakpoints"),
            "f" => Some("frame"),
            _ => None,
        })
        .ok_or_else(|| format!("Undefined info command: \"{arg}\".  Try \"help info\"."))?;
    match topic {
        "registers" => {
            let mut regs = s.registers();
            // A caller's frame has its own %%SP, %%FP and %%PC (unwound with the CFI).
            if s.selected > 0 {
                let f = s.frame();
                for (name, v) in regs.iter_mut() {
                    match name.as_str() {
                        "%%SP" => *v = f.sp as u128,
                        "%%FP" => *v = f.fp as u128,
                        "%%PC" => *v = f.pc as u128,
                        _ => {}
                    }
                }
            }
            let want: Vec<String> = rest
                .split_whitespace()
                .map(|r| r.trim_start_matches('$').to_ascii_uppercase())
                .collect();
            let lines: Vec<String> = regs
                .iter()
                .filter(|(n, _)| {
                    want.is_empty()
                        || want
                            .iter()
                            .any(|w| n.trim_start_matches('%').eq_ignore_ascii_case(w))
                })
                .map(|(n, v)| format!("{:<14}{:<20}{}", n, format!("{:#x}", v), *v as i128 as i64))
                .collect();
            Ok(lines.join("\n"))
        }
        "frame" => {
            let frames = s.frames();
            let sel = s.selected.min(frames.len().saturating_sub(1));
            let f = frames.get(sel).cloned().ok_or("No stack.")?;
            let mut t = format!(
                "Stack level {sel}, frame at {}:\n pc = {:#x} in {}",
                f.cfa.map_or("?".into(), |c| format!("{c:#x}")),
                f.pc,
                f.function.clone().unwrap_or_else(|| "??".into())
            );
            if let Some(r) = s.tables.row_at(f.lookup_pc()) {
                let file = s.tables.files.get(r.file).cloned().unwrap_or_default();
                t.push_str(&format!(" ({file}:{})", r.line));
            }
            if let Some(c) = frames.get(sel + 1) {
                t.push_str(&format!("; saved pc = {:#x}", c.pc));
                t.push_str(&format!(
                    "\n called by frame at {}",
                    c.cfa.map_or("?".into(), |c| format!("{c:#x}"))
                ));
            }
            if sel > 0 {
                if let Some(callee) = frames.get(sel - 1) {
                    t.push_str(&format!(
                        "\n caller of frame at {}",
                        callee.cfa.map_or("?".into(), |c| format!("{c:#x}"))
                    ));
                }
            }
            t.push_str(&format!(
                "\n Locals at {:#x}, Previous frame's sp is {}",
                f.fp,
                f.cfa.map_or("?".into(), |c| format!("{c:#x}"))
            ));
            if let (Some(cfa), Some(rule)) = (f.cfa, s.tables.unwind_rule(f.lookup_pc())) {
                t.push_str(&format!(
                    "\n Saved registers:\n  fp at {:#x}, pc at {:#x}",
                    cfa.wrapping_add(rule.fp_offset as u64),
                    cfa.wrapping_add(rule.ra_offset as u64)
                ));
            }
            Ok(t)
        }
        "locals" | "args" => {
            let vars = s.variables(s.selected, topic == "args");
            if vars.is_empty() {
                return Ok(if topic == "args" {
                    "No arguments.".into()
                } else {
                    "No locals.".into()
                });
            }
            Ok(vars
                .iter()
                .map(|(n, _, v)| format!("{n} = {v}"))
                .collect::<Vec<_>>()
                .join("\n"))
        }
        "breakpoints" | "watchpoints" => {
            if s.points.is_empty() {
                return Ok("No breakpoints or watchpoints.".into());
            }
            let mut t = String::from("Num     Type            Disp Enb Address            What");
            let rows: Vec<String> = s
                .points
                .iter()
                .map(|p| {
                    let disp = if p.temporary { "del " } else { "keep" };
                    let enb = if p.enabled { "y" } else { "n" };
                    let mut row = match &p.kind {
                        PointKind::Break { addrs, spec } => {
                            let a = addrs.first().copied().unwrap_or(0);
                            let what = match (s.tables.function_at(a), s.tables.row_at(a)) {
                                (Some(f), Some(r)) => format!(
                                    "in {} at {}:{}",
                                    f.name,
                                    s.tables.files.get(r.file).cloned().unwrap_or_default(),
                                    r.line
                                ),
                                _ => spec.clone(),
                            };
                            format!(
                                "{:<8}breakpoint      {disp} {enb}   {:<#18x} {what}",
                                p.id, a
                            )
                        }
                        PointKind::Watch { expr, .. } => {
                            format!(
                                "{:<8}hw watchpoint   {disp} {enb}                      {expr}",
                                p.id
                            )
                        }
                    };
                    if let Some((c, _)) = &p.condition {
                        row.push_str(&format!("\n\tstop only if {c}"));
                    }
                    if p.hits > 0 {
                        let kind = if matches!(p.kind, PointKind::Watch { .. }) {
                            "watchpoint"
                        } else {
                            "breakpoint"
                        };
                        let times = if p.hits == 1 { "time" } else { "times" };
                        row.push_str(&format!("\n\t{kind} already hit {} {times}", p.hits));
                    }
                    row
                })
                .collect();
            for r in rows {
                t.push('\n');
                t.push_str(&r);
            }
            Ok(t)
        }
        "caches" => Ok(match s.target().caches() {
            None => {
                "The cycle engine is not attached (functional engine): no caches to show.".into()
            }
            Some(caches) => caches
                .iter()
                .map(|c| {
                    let total = c.hits + c.misses;
                    let rate = if total == 0 {
                        0.0
                    } else {
                        c.misses as f64 * 100.0 / total as f64
                    };
                    format!(
                        "{:<4} hits {:<10} misses {:<10} miss rate {rate:.2}%{}",
                        c.name,
                        c.hits,
                        c.misses,
                        c.last_set
                            .map_or(String::new(), |set| format!("  last set {set}"))
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"),
        }),
        "pipeline" => Ok(match s.target().pipeline() {
            None => {
                "The cycle engine is not attached (functional engine): no pipeline to show.".into()
            }
            Some(stages) => stages
                .iter()
                .map(|st| {
                    let insn = st
                        .pc
                        .and_then(|pc| {
                            disasm::instruction(s.target().machine(), pc)
                                .map(|(t, _)| format!("{pc:#x} {t}"))
                        })
                        .unwrap_or_else(|| "-".into());
                    format!(
                        "{:<10} {insn}{}",
                        st.stage,
                        st.stall
                            .as_ref()
                            .map_or(String::new(), |w| format!("  [stall: {w}]"))
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"),
        }),
        "threads" => {
            let m = s.target().machine();
            let cur = m.current_hart();
            Ok(m.harts()
                .enumerate()
                .map(|(i, (h, st))| {
                    let mark = if i == cur { "*" } else { " " };
                    let pc = m.code().addr_of(h.pc);
                    let f = m
                        .program()
                        .function_at(pc)
                        .map_or("??".into(), |f| f.name.clone());
                    format!(
                        "{mark} {}    Thread {} ({st:?}) {pc:#x} in {f}",
                        i + 1,
                        h.id + 1
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"))
        }
        "stats" => {
            let t = s.target();
            let mut lines = vec![
                format!("engine        {}", t.engine()),
                format!("instructions  {}", t.machine().instret()),
            ];
            if let Some(c) = t.cycles() {
                lines.push(format!("cycles        {c}"));
                if c > 0 {
                    lines.push(format!(
                        "IPC           {:.3}",
                        t.machine().instret() as f64 / c as f64
                    ));
                }
            }
            for (k, v) in t.stats() {
                lines.push(format!("{k:<13} {v}"));
            }
            Ok(lines.join("\n"))
        }
        "line" => {
            let pc = s.frame().lookup_pc();
            match s.tables.row_at(pc) {
                Some(r) => {
                    let file = s.tables.files.get(r.file).cloned().unwrap_or_default();
                    Ok(format!(
                        "Line {} of \"{file}\" is at address {pc:#x}.",
                        r.line
                    ))
                }
                None => Ok(format!(
                    "No line number information available for address {pc:#x}"
                )),
            }
        }
        _ => Err(format!("Undefined info command: \"{topic}\".")),
    }
}

fn list(s: &mut Session, arg: &str) -> Result<String, String> {
    let (file, center) = if arg.is_empty() {
        let r = *s
            .tables
            .row_at(s.frame().lookup_pc())
            .ok_or("No line number information for the current location.")?;
        (r.file, r.line)
    } else {
        let addrs = s.resolve_location(arg)?;
        let a = *addrs.first().ok_or("No code there.")?;
        let r = *s.tables.row_at(a).ok_or("No line information there.")?;
        (r.file, r.line)
    };
    let name = s.tables.files.get(file).cloned().unwrap_or_default();
    let lines = s
        .sources
        .lines(&name)
        .ok_or_else(|| format!("cannot read source file {name}"))?
        .to_vec();
    let first = center.saturating_sub(5).max(1);
    let last = (first + 9).min(lines.len() as u32);
    Ok((first..=last)
        .map(|l| {
            format!(
                "{l}\t{}",
                lines.get(l as usize - 1).cloned().unwrap_or_default()
            )
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// `x/NFU ADDR`.
fn examine(s: &mut Session, fmt: &str, arg: &str) -> Result<String, String> {
    if arg.is_empty() {
        return Err("Argument required (starting display address).".into());
    }
    let digits: String = fmt.chars().take_while(|c| c.is_ascii_digit()).collect();
    let n: usize = if digits.is_empty() {
        1
    } else {
        digits.parse().map_err(|_| "bad count")?
    };
    let n = n.min(4096);
    let mut letter = 'x';
    let mut size = 4usize;
    for c in fmt[digits.len()..].chars() {
        match c {
            'b' => size = 1,
            'h' => size = 2,
            'w' => size = 4,
            'g' => size = 8,
            'x' | 'd' | 'u' | 'o' | 't' | 'c' | 'a' | 'f' | 's' | 'i' => letter = c,
            _ => return Err(format!("Invalid format letter `{c}`.")),
        }
    }
    if letter == 'a' {
        size = 8;
    }
    if letter == 'c' {
        size = 1;
    }
    let v = s.evaluate(arg)?;
    // A variable in memory is examined where it is (as gdb's `x &v` for non-pointers).
    let addr = match (v.place, s.tables.types.get(v.ty.unwrap_or(usize::MAX))) {
        (
            Place::Memory(a),
            Some(super::dwarf::Type::Array { .. } | super::dwarf::Type::Struct { .. }),
        ) => a,
        _ => s.value_int(v)? as u64,
    };
    let m = s.target().machine();
    if letter == 'i' {
        let listing = disasm::listing(m, addr as u32, n);
        if listing.is_empty() {
            return Err(format!("Cannot access memory at address {addr:#x}"));
        }
        let pc = m.pc();
        return Ok(listing
            .iter()
            .map(|(a, t)| {
                let mark = if *a == pc { "=> " } else { "   " };
                let f = m
                    .program()
                    .function_at(*a)
                    .map_or(String::new(), |f| format!(" <{}+{}>", f.name, a - f.entry));
                format!("{mark}{a:#x}{f}:\t{t}")
            })
            .collect::<Vec<_>>()
            .join("\n"));
    }
    if letter == 's' {
        let mut out = Vec::new();
        let mut a = addr;
        for _ in 0..n {
            let bytes = m
                .memory()
                .read_cstr(a, 4096)
                .map_err(|_| format!("Cannot access memory at address {a:#x}"))?;
            out.push(format!("{a:#x}:\t{}", super::eval::quote(&bytes)));
            a += bytes.len() as u64 + 1;
        }
        return Ok(out.join("\n"));
    }
    let per_line = match size {
        1 => 8,
        2 => 8,
        4 => 4,
        _ => 2,
    };
    let mut out = Vec::new();
    let mut line = String::new();
    for i in 0..n {
        let a = addr + (i * size) as u64;
        let v = m
            .memory()
            .load_sized(a, size as u32)
            .map_err(|_| format!("Cannot access memory at address {a:#x}"))?;
        if i % per_line == 0 {
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            line = format!("{a:#x}:");
        }
        let bits = size * 8;
        let signed = if bits < 128 && (v >> (bits - 1)) & 1 == 1 {
            (v | !((1u128 << bits) - 1)) as i128
        } else {
            v as i128
        };
        let cell = match letter {
            'x' | 'a' => format!("{:#0w$x}", v, w = size * 2 + 2),
            'd' => signed.to_string(),
            'u' => v.to_string(),
            'o' => format!("{v:#o}"),
            't' => format!("{v:0w$b}", w = bits),
            'c' => format!("{} '{}'", signed, char::from(v as u8).escape_default()),
            'f' if size == 4 => f32::from_bits(v as u32).to_string(),
            'f' => f64::from_bits(v as u64).to_string(),
            _ => format!("{v:#x}"),
        };
        line.push('\t');
        line.push_str(&cell);
    }
    if !line.is_empty() {
        out.push(line);
    }
    Ok(out.join("\n"))
}
