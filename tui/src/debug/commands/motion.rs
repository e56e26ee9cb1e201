//! The commands that move the program: forward (`step` ... `until`, which start a running
//! [`Goal`]), reverse (which complete at once) and `run`, `start`, `kill`.

use super::*;

/// `step N`/`next N`.
pub(super) fn step(s: &mut Session, a: &Args) -> Result<Action, String> {
    let k = s.key();
    Ok(run(Goal::Line {
        over: a.cmd == "next",
        until: false,
        depth: k.depth,
        start_pc: k.pc,
        left: count(a.arg)?,
    }))
}

/// `stepi N`/`nexti N`.
pub(super) fn stepi(s: &mut Session, a: &Args) -> Result<Action, String> {
    Ok(run(Goal::Insns {
        left: count(a.arg)?,
        over: a.cmd == "nexti",
        depth: s.key().depth,
    }))
}

/// `cycle N`.
pub(super) fn cycle(s: &mut Session, a: &Args) -> Result<Action, String> {
    if s.target().cycles().is_none() {
        return Err(
            "The cycle engine is not attached (functional engine): `cycle` needs it; use stepi."
                .into(),
        );
    }
    let until = s.target().time().saturating_add(count(a.arg)?);
    Ok(run(Goal::Cycles { until }))
}

pub(super) fn continue_(_: &mut Session, _: &Args) -> Result<Action, String> {
    Ok(Action::Run {
        goal: Goal::Continue,
        prelude: "Continuing.".into(),
    })
}

/// `finish`: until the selected frame returns.
pub(super) fn finish(s: &mut Session, _: &Args) -> Result<Action, String> {
    let sel = s.selected.min(s.frame_count().saturating_sub(1));
    let (Some(f), Some(_)) = (s.frame_at(sel), s.frame_at(sel + 1)) else {
        return Err("\"finish\" not meaningful in the outermost frame.".into());
    };
    let from = f.function.clone().unwrap_or_default();
    let desc = frame_line(s, sel);
    Ok(Action::Run {
        goal: Goal::Finish {
            depth: s.key().depth - sel,
            from,
        },
        prelude: format!("Run till exit from {desc}"),
    })
}

/// `until` (the next line, not back into a loop) or `until LOCATION`.
pub(super) fn until(s: &mut Session, a: &Args) -> Result<Action, String> {
    let k = s.key();
    if a.arg.is_empty() {
        return Ok(run(Goal::Line {
            over: true,
            until: true,
            depth: k.depth,
            start_pc: k.pc,
            left: 1,
        }));
    }
    let addrs = s.resolve_location(a.arg)?;
    Ok(run(Goal::Location {
        addrs,
        depth: k.depth,
    }))
}

/// A motion with nothing to say before it runs.
fn run(goal: Goal) -> Action {
    Action::Run {
        goal,
        prelude: String::new(),
    }
}

/// `reverse-step N`/`reverse-next N`.
pub(super) fn reverse_step(s: &mut Session, a: &Args) -> Result<Action, String> {
    let mut stop = Stop::Step;
    for _ in 0..count(a.arg)? {
        stop = s.reverse_line(a.cmd == "reverse-next");
        if stop != Stop::Step {
            break;
        }
    }
    Ok(stopped(s, &stop))
}

/// `reverse-stepi N`/`reverse-nexti N`.
pub(super) fn reverse_stepi(s: &mut Session, a: &Args) -> Result<Action, String> {
    let stop = s.reverse_insns(count(a.arg)?, a.cmd == "reverse-nexti");
    Ok(stopped(s, &stop))
}

pub(super) fn reverse_continue(s: &mut Session, _: &Args) -> Result<Action, String> {
    let stop = s.reverse_continue();
    Ok(stopped(s, &stop))
}

pub(super) fn reverse_finish(s: &mut Session, _: &Args) -> Result<Action, String> {
    let stop = s.reverse_finish();
    Ok(stopped(s, &stop))
}

/// `reverse-cycle N`.
pub(super) fn reverse_cycle(s: &mut Session, a: &Args) -> Result<Action, String> {
    if s.target().cycles().is_none() {
        return Err(
            "The cycle engine is not attached (functional engine): `reverse-cycle` \
                    needs it; use reverse-stepi."
                .into(),
        );
    }
    let stop = s.reverse_cycles(count(a.arg)?);
    Ok(stopped(s, &stop))
}

/// A reverse motion's stop, described.
fn stopped(s: &mut Session, stop: &Stop) -> Action {
    Action::Output(describe_stop(s, stop))
}

/// `run`, or `run --fast-forward REGION|N [--warm N]`.
pub(super) fn run_program(s: &mut Session, a: &Args) -> Result<Action, String> {
    use maple_sim::cycle::fast_forward::{instructions_before_checkpoint, FastForwardTo};
    if a.arg.is_empty() {
        s.restart();
        s.arrive_at_start();
        return Ok(Action::Run {
            goal: Goal::Continue,
            prelude: "Starting program from the beginning.".into(),
        });
    }
    let (to, warm) = fast_forward_args(a.arg)?;
    s.restart();
    let insns = match to {
        FastForwardTo::Instructions(n) => n,
        FastForwardTo::Region(name) => {
            instructions_before_checkpoint(s.target().machine().clone(), &name, None)
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

/// `start`: restart, stopped at the entry function.
pub(super) fn start(s: &mut Session, _: &Args) -> Result<Action, String> {
    s.restart();
    let m = s.target().machine();
    let entry = m.program().entry;
    let name = m
        .program()
        .functions
        .get(entry)
        .map(|f| f.name.clone())
        .unwrap_or_default();
    let id = s.add_breakpoint(&name, true)?;
    let at = point_location(s, id);
    // The entry is where the run begins: the temporary breakpoint is already reached.
    s.delete(&[id])?;
    Ok(Action::Output(format!(
        "Temporary breakpoint {id} at {at}\n{}",
        describe_stop(s, &Stop::Breakpoint(id))
    )))
}

pub(super) fn kill(s: &mut Session, _: &Args) -> Result<Action, String> {
    s.kill()?;
    Ok(Action::Output("[Inferior 1 (maple) killed]".into()))
}
