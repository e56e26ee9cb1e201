//! The stack and the threads: `backtrace`, `up`, `down`, `frame`, `thread`, `core`.

use super::*;

/// `backtrace [N|-N]`: all frames, the innermost N, or the outermost N (as gdb).
pub(super) fn backtrace(s: &mut Session, a: &Args) -> Result<Action, String> {
    let arg = a.arg;
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
    Ok(Action::Output(lines.join("\n")))
}

/// `up N`, `down N`, `frame [N]`: select a frame and show it.
pub(super) fn select_frame(s: &mut Session, a: &Args) -> Result<Action, String> {
    let n = count(a.arg)? as usize;
    let target = match a.cmd {
        "up" => s.selected + n,
        "down" => s
            .selected
            .checked_sub(n)
            .ok_or("Bottom (innermost) frame selected; you cannot go down.")?,
        _ if a.arg.is_empty() => s.selected,
        _ => n,
    };
    if a.cmd == "up" && s.frame_at(target).is_none() {
        return Err("Initial frame selected; you cannot go up.".into());
    }
    s.select(target)?;
    let f = s.frame();
    let mut text = frame_line(s, target);
    if let Some(src) = source_line(s, f.lookup_pc(), false) {
        text.push('\n');
        text.push_str(&src);
    }
    Ok(Action::Output(text))
}

/// `thread [N]`: show thread N (or say which is shown).
pub(super) fn thread(s: &mut Session, a: &Args) -> Result<Action, String> {
    if !a.arg.is_empty() {
        let n = a
            .arg
            .parse::<usize>()
            .map_err(|_| format!("Invalid thread ID: {}", a.arg))?;
        s.select_thread(n)?;
    }
    let h = s.viewed_hart();
    let core = s
        .target()
        .core_of(h)
        .map_or(String::new(), |k| format!(" on core {k}"));
    let thread = ThreadId::of_hart(h);
    let what = if a.arg.is_empty() {
        format!("Current thread is {}", thread.number())
    } else {
        format!("Switching to {thread}")
    };
    Ok(Action::Output(format!(
        "[{what}{core}]\n{}",
        frame_line(s, 0)
    )))
}

/// `core [N]`: show core N's pipeline and caches (or say which is shown).
pub(super) fn core(s: &mut Session, a: &Args) -> Result<Action, String> {
    if s.target().cores().is_empty() {
        return Err("One core (run with --cores N on the cycle engine for several).".into());
    }
    if !a.arg.is_empty() {
        let k = a
            .arg
            .parse::<usize>()
            .map_err(|_| format!("Invalid core: {}", a.arg))?;
        s.select_core(k)?;
    }
    let k = s.viewed_core();
    let thread = s.target().cores().get(k).and_then(|c| c.thread);
    let runs = thread.map_or("idle".to_string(), |t| format!("runs {t}"));
    let what = if a.arg.is_empty() {
        "Current core is"
    } else {
        "Switching to core"
    };
    let mut text = format!("[{what} {k}: {runs}]");
    if thread.is_some() {
        text.push_str(&format!("\n{}", frame_line(s, 0)));
    }
    Ok(Action::Output(text))
}
