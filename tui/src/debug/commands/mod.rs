//! The command language: gdb's commands and abbreviations (plus the Maple debugger's `m*`
//! names), parsed into actions on a [`Session`]. Every command's text output is produced
//! here, so the terminal front end and batch mode print exactly the same thing.

use super::disasm;
use super::eval::Place;
use super::session::{Display, Goal, Point, PointKind, Session, Stop, WatchAccess};
use maple_sim::{thread_name, ThreadId};

mod code;
mod data;
mod describe;
mod examine;
mod info;
mod table;

pub use data::display_lines;
use describe::source_line;
pub use describe::{describe_stop, frame_line, point_location};
use examine::{examine, list};
use info::info;
pub use info::last_cycle;
pub use table::{canonical, complete, COMMANDS};
use table::{help, INFO_TOPICS};

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
        Err(e) => Action::Error(e),
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
    if forward && s.ended() {
        // As gdb says; the reverse motions still go back from the end.
        return Err("The program is not being run.".into());
    }
    if let (true, Some(Stop::Limit(why))) = (forward, s.limit_reached()) {
        return Err(format!(
            "The {why}: forward execution stops there (reverse motions still work)."
        ));
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
        "watch" | "rwatch" | "awatch" => {
            if arg.is_empty() {
                return Err("Argument required (expression to compute).".into());
            }
            let (access, kind) = match cmd {
                "rwatch" => (WatchAccess::Read, "Hardware read watchpoint"),
                "awatch" => (WatchAccess::Any, "Hardware access (read/write) watchpoint"),
                _ => (WatchAccess::Write, "Hardware watchpoint"),
            };
            let id = s.add_watchpoint_for(arg, access)?;
            out(format!("{kind} {id}: {arg}"))
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
            let sel = s.selected.min(s.frame_count().saturating_sub(1));
            let (Some(f), Some(_)) = (s.frame_at(sel), s.frame_at(sel + 1)) else {
                return Err("\"finish\" not meaningful in the outermost frame.".into());
            };
            let f = &f;
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
            let shown = data::formatted(n, fmt)?;
            s.values.push(v);
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
            let thread = ThreadId::of_hart(h);
            let what = if arg.is_empty() {
                format!("Current thread is {}", thread.number())
            } else {
                format!("Switching to {thread}")
            };
            out(format!("[{what}{core}]\n{}", frame_line(s, 0)))
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
            let runs = thread.map_or("idle".to_string(), |t| format!("runs {t}"));
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
        "backtrace" => backtrace(s, arg).map(Action::Output),
        "up" | "down" | "frame" if s.ended() => Err("No stack.".into()),
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
            if cmd == "up" && s.frame_at(target).is_none() {
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
            s.arrive_at_start();
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
                        None,
                    )
                    .map_err(|e| e.to_string())?
                }
            };
            let prelude = s.fast_forward(insns, warm)?;
            s.arrive_at_start();
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
        "set" => data::set(s, arg).map(Action::Output),
        "display" => data::display(s, fmt, arg).map(Action::Output),
        "undisplay" => {
            s.undisplay(&ids(arg)?)?;
            out(String::new())
        }
        "ptype" | "whatis" => data::type_of(s, arg, cmd == "ptype").map(Action::Output),
        "disassemble" => code::disassemble(s, fmt, arg).map(Action::Output),
        "kill" => {
            s.kill()?;
            out("[Inferior 1 (maple) killed]".into())
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

/// `backtrace [N|-N]`: all frames, the innermost N, or the outermost N (as gdb).
fn backtrace(s: &mut Session, arg: &str) -> Result<String, String> {
    if s.frame_at(0).is_none() {
        return Err("No stack.".into());
    }
    // The innermost N need N + 1 frames unwound (is there more?), not the whole stack.
    let (range, more) = match arg.strip_prefix('-') {
        Some(n) => {
            let all = s.frames().len();
            let n = (count(n)? as usize).min(all);
            (all - n..all, all > n)
        }
        None if arg.is_empty() => (0..s.frames().len(), false),
        None => {
            let n = count(arg)? as usize;
            let shown = (0..n).take_while(|&i| s.frame_at(i).is_some()).count();
            (0..shown, s.frame_at(shown).is_some())
        }
    };
    let outermost = arg.starts_with('-');
    let mut lines: Vec<String> = range.map(|i| frame_line(s, i)).collect();
    if more && !outermost {
        lines.push("(More stack frames follow...)".into());
    }
    Ok(lines.join("\n"))
}
