//! How stops, frames and breakpoints are described, as gdb words them.

use super::*;

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

/// How gdb names a watchpoint of this kind.
fn watch_kind(s: &Session, id: u32) -> (&'static str, String) {
    match s.points.iter().find(|p| p.id == id).map(|p| &p.kind) {
        Some(PointKind::Watch { expr, access, .. }) => (
            match access {
                WatchAccess::Write => "Hardware watchpoint",
                WatchAccess::Read => "Hardware read watchpoint",
                WatchAccess::Any => "Hardware access (read/write) watchpoint",
            },
            expr.clone(),
        ),
        _ => ("Hardware watchpoint", String::new()),
    }
}

/// `#N  [0xADDR in ]func (args) at file:line`.
pub fn frame_line(s: &mut Session, level: usize) -> String {
    let Some(f) = s.frame_at(level) else {
        return String::new();
    };
    let f = &f;
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
pub(super) fn source_line(s: &mut Session, pc: u32, show_addr: bool) -> Option<String> {
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

/// What a stop shows: why, where, the source line, and the `display` expressions.
pub fn describe_stop(s: &mut Session, stop: &Stop) -> String {
    let mut text = describe_place(s, stop);
    let displays = super::data::display_lines(s);
    if !displays.is_empty() {
        text.push('\n');
        text.push_str(&displays);
    }
    text
}

fn describe_place(s: &mut Session, stop: &Stop) -> String {
    let mut out = String::new();
    let here = s.key();
    let start = s.command_start;
    let location = |s: &mut Session| {
        let f = frame_line(s, 0);
        // Drop the `#0  ` of a backtrace line.
        f.get(4..).unwrap_or("").trim_start().to_string()
    };
    // As gdb: a stop in another thread than the one shown before says so.
    let shown = s.viewed_hart();
    let running = matches!(stop, Stop::Exited(_) | Stop::Fault(_));
    if s.target().machine().hart_count() > 1 && shown != s.followed() && !running {
        let core = s
            .target()
            .core_of(shown)
            .map_or(String::new(), |k| format!(" on core {k}"));
        out.push_str(&format!("\n[Switching to {}{core}]", thread_name(shown)));
    }
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
        Stop::Watchpoint {
            id,
            old,
            new,
            writer,
        } => {
            let (kind, expr) = watch_kind(s, *id);
            // Which thread's store it was, and on which core (it may have drained from a
            // store buffer long after the store executed).
            let by = writer.map_or(String::new(), |h| {
                let core = s
                    .target()
                    .core_of(h)
                    .map_or(String::new(), |k| format!(" on core {k}"));
                format!("Written by {}{core}.\n", thread_name(h))
            });
            out.push_str(&format!(
                "\n{kind} {id}: {expr}\n\nOld value = {old}\nNew value = {new}\n{by}{}\n",
                location(s)
            ));
        }
        Stop::Read { id, value } => {
            let (kind, expr) = watch_kind(s, *id);
            out.push_str(&format!(
                "\n{kind} {id}: {expr}\n\nValue = {value}\n{}\n",
                location(s)
            ));
        }
        Stop::Limit(why) => {
            out.push_str(&format!("\nProgram stopped: {why}.\n{}\n", location(s)));
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
