//! `info TOPIC`: one table of topics (registers, frame, locals, args, breakpoints, caches,
//! cores, pipeline, threads, stats, line, ...), each with its handler.

use super::*;

/// An `info` topic.
pub struct Topic {
    pub name: &'static str,
    /// It reads the live program (its registers or stack): refused once the program ended.
    pub live: bool,
    run: fn(&mut Session, &str) -> Result<String, String>,
}

/// Every topic. A prefix names the first topic it begins (`info a` is `info args`, as before
/// `all-registers` existed; `info b` breakpoints, `info r` registers).
pub const TOPICS: &[Topic] = &[
    Topic {
        name: "args",
        live: true,
        run: |s, _| variables(s, true),
    },
    Topic {
        name: "all-registers",
        live: true,
        run: |s, _| Ok(all_registers(s)),
    },
    Topic {
        name: "breakpoints",
        live: false,
        run: |s, _| points(s, false),
    },
    Topic {
        name: "caches",
        live: false,
        run: caches,
    },
    Topic {
        name: "cores",
        live: false,
        run: cores,
    },
    Topic {
        name: "display",
        live: false,
        run: |s, _| Ok(super::data::info_display(s)),
    },
    Topic {
        name: "frame",
        live: true,
        run: frame,
    },
    Topic {
        name: "line",
        live: false,
        run: line,
    },
    Topic {
        name: "locals",
        live: true,
        run: |s, _| variables(s, false),
    },
    Topic {
        name: "pipeline",
        live: false,
        run: pipeline,
    },
    Topic {
        name: "registers",
        live: true,
        run: registers,
    },
    Topic {
        name: "stats",
        live: false,
        run: stats,
    },
    Topic {
        name: "threads",
        live: false,
        run: threads,
    },
    Topic {
        name: "watchpoints",
        live: false,
        run: |s, _| points(s, true),
    },
];

/// `info TOPIC [ARGS]`: the topic a (prefix of a) name names, run.
pub(super) fn info(s: &mut Session, arg: &str) -> Result<String, String> {
    let (word, rest) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
    let topic = TOPICS
        .iter()
        .find(|t| !word.is_empty() && t.name.starts_with(word))
        .ok_or_else(|| format!("Undefined info command: \"{arg}\".  Try \"help info\"."))?;
    if topic.live && s.ended() {
        return Err("No frame selected: the program is not being run.".into());
    }
    (topic.run)(s, rest)
}

/// `mlocal`: the formals and locals of the selected frame.
pub(super) fn mlocal(s: &mut Session, _: &Args) -> Result<Action, String> {
    let locals = info(s, "locals")?;
    let args = info(s, "args").unwrap_or_default();
    Ok(Action::Output(
        format!("{args}\n{locals}").trim().to_string(),
    ))
}

/// `info registers [NAME...]`: the registers as the selected frame sees them.
fn registers(s: &mut Session, rest: &str) -> Result<String, String> {
    let regs = s.frame_registers();
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

/// `info frame`: the selected frame, its caller and callee, where its registers are saved.
fn frame(s: &mut Session, _: &str) -> Result<String, String> {
    let sel = s.selected.min(s.frame_count().saturating_sub(1));
    let f = s.frame_at(sel).ok_or("No stack.")?;
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
    if let Some(c) = s.frame_at(sel + 1) {
        t.push_str(&format!("; saved pc = {:#x}", c.pc));
        t.push_str(&format!(
            "\n called by frame at {}",
            c.cfa.map_or("?".into(), |c| format!("{c:#x}"))
        ));
    }
    if sel > 0 {
        if let Some(callee) = s.frame_at(sel - 1) {
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

/// `info locals`/`info args`: the selected frame's variables.
fn variables(s: &mut Session, args: bool) -> Result<String, String> {
    let vars = s.variables(s.selected, args);
    if vars.is_empty() {
        return Ok(if args {
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

/// `info breakpoints` (both kinds) and `info watchpoints` (watchpoints only).
fn points(s: &mut Session, watch_only: bool) -> Result<String, String> {
    // As gdb: `info breakpoints` lists both kinds, `info watchpoints` watchpoints only.
    let shown = |p: &&Point| !watch_only || matches!(p.kind, PointKind::Watch { .. });
    if !s.points.iter().any(|p| shown(&p)) {
        return Ok(if watch_only {
            "No watchpoints.".into()
        } else {
            "No breakpoints or watchpoints.".into()
        });
    }
    let mut t = String::from("Num     Type            Disp Enb Address            What");
    let rows: Vec<String> = s
        .points
        .iter()
        .filter(shown)
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
                PointKind::Watch { expr, access, .. } => {
                    // gdb's words for the three kinds.
                    let kind = match access {
                        WatchAccess::Write => "hw watchpoint",
                        WatchAccess::Read => "read watchpoint",
                        WatchAccess::Any => "acc watchpoint",
                    };
                    format!(
                        "{:<8}{kind:<16}{disp} {enb}                      {expr}",
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

/// `info caches`: the shown core's caches.
fn caches(s: &mut Session, _: &str) -> Result<String, String> {
    Ok(match s.target().caches(s.viewed_core()) {
        None => "The cycle engine is not attached (functional engine): no caches to show.".into(),
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
    })
}

/// `info pipeline`: the shown core's stages.
fn pipeline(s: &mut Session, _: &str) -> Result<String, String> {
    Ok(match s.target().pipeline(s.viewed_core()) {
        None => "The cycle engine is not attached (functional engine): no pipeline to show.".into(),
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
            .chain(last_cycle(s).map(|v| format!("this cycle {v}")))
            .collect::<Vec<_>>()
            .join("\n"),
    })
}

/// `info threads`: every thread, its state, core and place.
fn threads(s: &mut Session, _: &str) -> Result<String, String> {
    let m = s.target().machine();
    let cur = s.viewed_hart();
    Ok(m.harts()
        .enumerate()
        .map(|(i, (h, st))| {
            let mark = if i == cur { "*" } else { " " };
            let core = s
                .target()
                .core_of(i)
                .map_or(String::new(), |k| format!(" on core {k}"));
            let thread = ThreadId::of_hart(i);
            let place = crate::debug::frames::thread_location(m, h, st)
                .map_or(String::new(), |(pc, f)| format!(" {pc:#x} in {f}"));
            format!(
                "{mark} {}    {thread} ({}{core}){place}",
                thread.number(),
                crate::debug::frames::thread_state_in(m, st)
            )
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// `info stats`: the engine's counters.
fn stats(s: &mut Session, _: &str) -> Result<String, String> {
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
                t.timed_insns() as f64 / c as f64
            ));
        }
    }
    for (k, v) in t.stats(s.viewed_core()) {
        lines.push(format!("{k:<13} {v}"));
    }
    Ok(lines.join("\n"))
}

/// `info cores`: every core, its thread and counters.
fn cores(s: &mut Session, _: &str) -> Result<String, String> {
    let cores = s.target().cores();
    if cores.is_empty() {
        return Ok("One core (run with --cores N on the cycle engine for several).".into());
    }
    Ok(cores
        .iter()
        .map(|c| {
            let thread = c.thread.map_or("idle".to_string(), |t| t.to_string());
            let mark = if c.index == s.viewed_core() { "*" } else { " " };
            format!(
                "{mark} core {}  {thread:<10} cycle {:<10} instructions {:<10} L1D misses {:<8} \
                 store buffer {}",
                c.index, c.cycle, c.instructions, c.l1d_misses, c.store_buffer
            )
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// `info line [ADDR]`: the line of an address, and its cache line's MESI states.
fn line(s: &mut Session, rest: &str) -> Result<String, String> {
    let pc = if rest.trim().is_empty() {
        s.frame().lookup_pc()
    } else {
        let v = s.evaluate(rest.trim().trim_start_matches('*'))?;
        s.value_int(v)? as u32
    };
    let mut text = match s.tables.row_at(pc) {
        Some(r) => {
            let file = s.tables.files.get(r.file).cloned().unwrap_or_default();
            format!("Line {} of \"{file}\" is at address {pc:#x}.", r.line)
        }
        None => format!("No line number information available for address {pc:#x}"),
    };
    if let Some((line, states)) = s.target().mesi(pc) {
        let per_core: Vec<String> = states
            .iter()
            .enumerate()
            .map(|(k, st)| format!("core {k} {st}"))
            .collect();
        text.push_str(&format!("\nCache line {line:#x}: {}", per_core.join(", ")));
    }
    Ok(text)
}

/// `info all-registers`: every register of the shown thread (all return registers and every
/// pseudo-register of the frame's window, zero or not), and the machine's clock.
fn all_registers(s: &Session) -> String {
    let m = s.target().machine();
    let h = m.hart_at(s.viewed_hart()).unwrap_or_else(|| m.hart());
    let row = |n: &str, v: u128| format!("{n:<14}{:<20}{}", format!("{v:#x}"), v as i128 as i64);
    let mut lines = Vec::new();
    for (n, v) in s.frame_registers() {
        if !n.starts_with("%%retval") {
            lines.push(row(&n, v));
        }
    }
    for (i, v) in h.retvals.iter().enumerate() {
        lines.push(row(&format!("%%retval{i}"), *v));
    }
    lines.push(format!("{:<14}{}", "instructions", m.instret()));
    if let Some(c) = s.target().cycles() {
        lines.push(format!("{:<14}{c}", "$cycle"));
    }
    lines.join("\n")
}

/// What the cycle before the clock did: issued, or stalled and why (nothing before the
/// first cycle).
pub fn last_cycle(s: &Session) -> Option<String> {
    let t = s.target();
    if t.cycles()? == 0 {
        return None;
    }
    let stalled = t
        .stats(s.viewed_core())
        .into_iter()
        .find(|(k, _)| k == "this cycle")
        .map(|(_, v)| v);
    Some(stalled.unwrap_or_else(|| "issued".to_string()))
}
