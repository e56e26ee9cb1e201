//! Breakpoint and watchpoint commands: `break`, `tbreak`, `delete`, `disable`, `enable`,
//! `condition`, `watch`, `rwatch`, `awatch`.

use super::*;

/// `break LOCATION [if COND]`, `tbreak ...`.
pub(super) fn break_(s: &mut Session, a: &Args) -> Result<Action, String> {
    let (loc, cond) = match a.arg.split_once(" if ") {
        Some((l, c)) => (l, Some(c)),
        None => (a.arg, None),
    };
    let temporary = a.cmd == "tbreak";
    let id = s.add_breakpoint(loc, temporary)?;
    if let Some(c) = cond {
        s.set_condition(id, c)?;
    }
    let desc = point_location(s, id);
    let kind = if temporary {
        "Temporary breakpoint"
    } else {
        "Breakpoint"
    };
    Ok(Action::Output(format!("{kind} {id} at {desc}")))
}

pub(super) fn delete(s: &mut Session, a: &Args) -> Result<Action, String> {
    s.delete(&ids(a.arg)?)?;
    Ok(Action::Output(String::new()))
}

/// `disable N...`/`enable N...`.
pub(super) fn enable(s: &mut Session, a: &Args) -> Result<Action, String> {
    s.set_enabled(&ids(a.arg)?, a.cmd == "enable")?;
    Ok(Action::Output(String::new()))
}

/// `condition N [EXPR]`.
pub(super) fn condition(s: &mut Session, a: &Args) -> Result<Action, String> {
    let (n, e) = a.arg.split_once(char::is_whitespace).unwrap_or((a.arg, ""));
    let id = n
        .parse::<u32>()
        .map_err(|_| "Argument required (breakpoint number).".to_string())?;
    s.set_condition(id, e)?;
    Ok(Action::Output(if e.trim().is_empty() {
        format!("Breakpoint {id} now unconditional.")
    } else {
        String::new()
    }))
}

/// `watch EXPR`, `rwatch EXPR`, `awatch EXPR`.
pub(super) fn watch(s: &mut Session, a: &Args) -> Result<Action, String> {
    if a.arg.is_empty() {
        return Err("Argument required (expression to compute).".into());
    }
    let (access, kind) = match a.cmd {
        "rwatch" => (WatchAccess::Read, "Hardware read watchpoint"),
        "awatch" => (WatchAccess::Any, "Hardware access (read/write) watchpoint"),
        _ => (WatchAccess::Write, "Hardware watchpoint"),
    };
    let id = s.add_watchpoint_for(a.arg, access)?;
    Ok(Action::Output(format!("{kind} {id}: {}", a.arg)))
}
