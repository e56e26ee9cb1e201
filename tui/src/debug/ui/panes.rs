//! What each pane shows, as lines of styled text, and the screen layout. Everything is read
//! from the session at draw time; panes keep no state of their own.
//!
//! Layout: a status line; the source pane above the console (output and the command line) on
//! the left; on the right a column of the other panes, as many as fit (one at 80x24, cycled
//! with Tab; more on taller screens). Below 100 columns the right column is narrower. On the
//! cycle engine at 120 columns and more, the pipeline (the view no other debugger has) stays
//! at the top of the right column and Tab cycles the panes below it.

use super::App;
use crate::debug::commands;
use crate::debug::disasm;
use crate::debug::session::{PointKind, Session};
use maple_sim::ThreadId;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use ratatui::Frame;

/// The panes of the right column, in Tab order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Registers,
    Locals,
    CallStack,
    OperandStack,
    Disassembly,
    Pipeline,
    Caches,
    Memory,
    Threads,
    Stats,
}

impl Pane {
    pub const ALL: [Pane; 10] = [
        Pane::Registers,
        Pane::Locals,
        Pane::CallStack,
        Pane::OperandStack,
        Pane::Disassembly,
        Pane::Pipeline,
        Pane::Caches,
        Pane::Memory,
        Pane::Threads,
        Pane::Stats,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Pane::Registers => "registers",
            Pane::Locals => "locals",
            Pane::CallStack => "call stack",
            Pane::OperandStack => "operand stack",
            Pane::Disassembly => "disassembly",
            Pane::Pipeline => "pipeline",
            Pane::Caches => "caches",
            Pane::Memory => "memory",
            Pane::Threads => "threads",
            Pane::Stats => "stats",
        }
    }
}

const NOT_ATTACHED: &str = "cycle engine not attached (--engine functional)";

fn highlight() -> Style {
    Style::default()
        .fg(Color::Yellow)
        .add_modifier(Modifier::BOLD)
}

/// Draw the whole screen.
pub fn draw(f: &mut Frame<'_>, app: &mut App, s: &mut Session) {
    let area = f.area();
    let rows = Layout::default()
        .direction(Direction::Vertical)
        .constraints([Constraint::Length(1), Constraint::Min(3)])
        .split(area);
    f.render_widget(Paragraph::new(status_line(app, s)), rows[0]);
    let right_width = if area.width >= 100 {
        area.width * 2 / 5
    } else {
        34.min(area.width / 2)
    };
    let cols = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Min(20), Constraint::Length(right_width)])
        .split(rows[1]);
    // Half the left column (at least 8 rows: 5 lines of output and the command line at
    // 80x24), the source pane the rest.
    let console_height = (cols[0].height / 2)
        .max(8)
        .min(cols[0].height.saturating_sub(3));
    let left = Layout::default()
        .direction(Direction::Vertical)
        .constraints([Constraint::Min(3), Constraint::Length(console_height)])
        .split(cols[0]);
    render(
        f,
        left[0],
        "source",
        source_lines(s, left[0].height.saturating_sub(2) as usize),
    );
    render_console(f, left[1], app);
    let mut column = cols[1];
    let pinned = pinned_pipeline(area.width, s);
    if pinned {
        let pipeline_rows = (PIPELINE_ROWS + 2).min(column.height.saturating_sub(3));
        let split = Layout::default()
            .direction(Direction::Vertical)
            .constraints([Constraint::Length(pipeline_rows), Constraint::Min(3)])
            .split(column);
        let lines = pane_lines(Pane::Pipeline, app, s, PIPELINE_ROWS as usize);
        render(f, split[0], &pane_title(Pane::Pipeline, s), lines);
        column = split[1];
    }
    let cycled: Vec<Pane> = Pane::ALL
        .iter()
        .copied()
        .filter(|p| !(pinned && *p == Pane::Pipeline))
        .collect();
    // As many right-column panes as fit at 10 rows each (at least one).
    let slots = (column.height / 10).clamp(1, cycled.len() as u16) as usize;
    let constraints: Vec<Constraint> = (0..slots)
        .map(|_| Constraint::Ratio(1, slots as u32))
        .collect();
    let areas = Layout::default()
        .direction(Direction::Vertical)
        .constraints(constraints)
        .split(column);
    for (i, a) in areas.iter().enumerate() {
        let pane = cycled[(app.pane + i) % cycled.len()];
        let lines = pane_lines(pane, app, s, a.height.saturating_sub(2) as usize);
        let mut title = pane_title(pane, s);
        if i == 0 && slots < cycled.len() {
            title.push_str(" [Tab]");
        }
        render(f, *a, &title, lines);
    }
}

/// Rows of the pipeline pane's text: the five stages and what the last cycle did.
const PIPELINE_ROWS: u16 = 6;

/// Whether the pipeline pane stays at the top of the right column: on the cycle engine, at
/// 120 columns and more (its lines fit the column there).
pub fn pinned_pipeline(width: u16, s: &Session) -> bool {
    width >= 120 && s.target().cycles().is_some()
}

/// A pane's title, naming the core it shows with several cores.
fn pane_title(pane: Pane, s: &Session) -> String {
    let mut title = pane.title().to_string();
    let cores = s.target().cores().len();
    match pane {
        Pane::Pipeline | Pane::Caches if cores > 1 => {
            title.push_str(&format!(" · core {}", s.viewed_core()));
        }
        Pane::Threads if cores > 1 => title.push_str(" · cores"),
        _ => {}
    }
    title
}

fn render(f: &mut Frame<'_>, area: Rect, title: &str, lines: Vec<Line<'static>>) {
    let block = Block::default()
        .borders(Borders::ALL)
        .title(format!(" {title} "));
    f.render_widget(Paragraph::new(lines).block(block), area);
}

fn status_line(app: &App, s: &Session) -> Line<'static> {
    let t = s.target();
    // The state first, so it is visible however narrow the terminal.
    let state = if s.running() {
        "running: Ctrl-C stops".to_string()
    } else {
        app.state.clone()
    };
    // Each word once: the clock names the cycle engine, its absence the functional one.
    let mut text = format!(" [{state}]  {}", app.file);
    match t.cycles() {
        Some(c) => {
            let ipc = if c == 0 {
                0.0
            } else {
                t.timed_insns() as f64 / c as f64
            };
            text.push_str(&format!("  cycle {c}  IPC {ipc:.2}"));
        }
        None => text.push_str("  functional engine"),
    }
    text.push_str(&format!("  insns {}", t.machine().instret()));
    Line::from(Span::styled(
        text,
        Style::default().add_modifier(Modifier::REVERSED),
    ))
}

fn render_console(f: &mut Frame<'_>, area: Rect, app: &App) {
    let inner = area.height.saturating_sub(2) as usize;
    let width = area.width.saturating_sub(2).max(1) as usize;
    let mut lines: Vec<Line<'static>> = Vec::new();
    let log_rows = inner.saturating_sub(1);
    // Long lines wrap (nothing of `x/8xb` is cut at 80 columns); the newest rows show.
    let end = app.log.len().saturating_sub(app.scroll);
    let mut rows: Vec<String> = Vec::new();
    for l in app.log[..end].iter().rev() {
        let mut wrapped = wrap(l, width);
        wrapped.reverse();
        rows.extend(wrapped);
        if rows.len() >= log_rows {
            break;
        }
    }
    rows.truncate(log_rows);
    for r in rows.into_iter().rev() {
        lines.push(Line::from(r));
    }
    while lines.len() < log_rows {
        lines.insert(0, Line::from(""));
    }
    lines.push(Line::from(vec![
        Span::styled("(maple) ", Style::default().add_modifier(Modifier::BOLD)),
        Span::raw(app.editor.text.clone()),
    ]));
    let title = if app.scroll > 0 {
        format!(" console: {} lines back (PgDn: newer) ", app.scroll)
    } else {
        " console (PgUp/PgDn scroll) ".to_string()
    };
    let block = Block::default().borders(Borders::ALL).title(title);
    f.render_widget(Paragraph::new(lines).block(block), area);
    let x = area.x + 1 + 8 + app.editor.cursor as u16;
    let y = area.y + area.height.saturating_sub(2);
    if x < area.x + area.width.saturating_sub(1) {
        f.set_cursor_position((x, y));
    }
}

/// The frames the call-stack pane shows in `rows` rows: from the innermost while the
/// selected one fits, else a window with the selected frame in its middle.
fn call_stack_rows(selected: usize, count: usize, rows: usize) -> std::ops::Range<usize> {
    let rows = rows.max(1);
    let first = if selected < rows {
        0
    } else {
        selected - rows / 2
    };
    first..count.min(first + rows)
}

/// Lines of a right-column pane.
pub fn pane_lines(pane: Pane, app: &App, s: &mut Session, rows: usize) -> Vec<Line<'static>> {
    match pane {
        Pane::Registers => registers(s),
        Pane::Locals => locals(s),
        Pane::CallStack => {
            // The rows that fit, the selected frame among them: only the frames shown have
            // their lines (and arguments) read, however deep the selected one is.
            let shown = call_stack_rows(s.selected, s.frame_count(), rows);
            shown
                .map(|i| {
                    let t = commands::frame_line(s, i);
                    if i == s.selected {
                        Line::from(Span::styled(t, highlight()))
                    } else {
                        Line::from(t)
                    }
                })
                .collect()
        }
        Pane::OperandStack => {
            let m = s.target().machine();
            let st = m
                .hart_at(s.viewed_hart())
                .unwrap_or_else(|| m.hart())
                .operand_stack();
            if st.is_empty() {
                return vec![Line::from("(empty: between statements)")];
            }
            st.iter()
                .rev()
                .enumerate()
                .map(|(i, v)| {
                    let label = if i == 0 {
                        "top".to_string()
                    } else {
                        format!("-{i}")
                    };
                    Line::from(format!("{label:>4}  {v:#x}  ({})", *v as i128 as i64))
                })
                .collect()
        }
        Pane::Disassembly => {
            let m = s.target().machine();
            let pc = s.frame().pc;
            let bps = breakpoint_addrs(s);
            disasm::around(m, pc, rows / 3, rows)
                .into_iter()
                .map(|(a, t)| {
                    let mark = if a == pc { "=>" } else { "  " };
                    let bp = if bps.contains(&a) { "*" } else { " " };
                    let text = format!("{bp}{mark} {a:#07x}  {t}");
                    if a == pc {
                        Line::from(Span::styled(text, highlight()))
                    } else {
                        Line::from(text)
                    }
                })
                .collect()
        }
        Pane::Pipeline => match s.target().pipeline(s.viewed_core()) {
            None => vec![Line::from(NOT_ATTACHED)],
            Some(stages) => {
                let m = s.target().machine();
                let mut out: Vec<Line<'static>> = stages
                    .iter()
                    .map(|st| {
                        let insn = st
                            .pc
                            .and_then(|pc| {
                                disasm::instruction(m, pc).map(|(t, _)| format!("{pc:#x} {t}"))
                            })
                            .unwrap_or_else(|| "-".into());
                        let stall = st
                            .stall
                            .as_ref()
                            .map_or(String::new(), |w| format!(" [{w}]"));
                        Line::from(format!("{:<9} {insn}{stall}", st.stage))
                    })
                    .collect();
                if let Some(v) = commands::last_cycle(s) {
                    out.push(Line::from(format!("this cycle: {v}")));
                }
                out
            }
        },
        Pane::Caches => match s.target().caches(s.viewed_core()) {
            None => vec![Line::from(NOT_ATTACHED)],
            Some(caches) => {
                let mut out = Vec::new();
                for c in caches {
                    out.push(Line::from(format!(
                        "{:<4} hit {:<8} miss {:<8} set {}",
                        c.name,
                        c.hits,
                        c.misses,
                        c.last_set.map_or("-".into(), |x| x.to_string())
                    )));
                    // The newest misses first, as many as the pane has room for.
                    let room = (rows / 3).clamp(1, 4);
                    let recent: Vec<String> = c
                        .recent_misses
                        .iter()
                        .rev()
                        .take(room)
                        .map(|a| format!("{a:#x}"))
                        .collect();
                    if !recent.is_empty() {
                        out.push(Line::from(format!("     last miss {}", recent.join(" "))));
                    }
                }
                out
            }
        },
        Pane::Memory => memory(app, s),
        Pane::Threads => {
            let m = s.target().machine();
            let cores = s.target().cores();
            let mut out = Vec::new();
            if m.harts().nth(1).is_none() {
                out.push(Line::from("thread 1 only (no threads created)"));
            } else {
                let cur = s.viewed_hart();
                for (i, (h, st)) in m.harts().enumerate() {
                    let place = crate::debug::frames::thread_location(m, h, st)
                        .map_or(String::new(), |(pc, f)| format!(" {pc:#x} {f}"));
                    let core = cores
                        .iter()
                        .find(|c| c.thread == Some(ThreadId::of_hart(i)))
                        .map_or(String::new(), |c| format!(" core {}", c.index));
                    let text = format!(
                        "{}{} {}{core}{place}",
                        if i == cur { "*" } else { " " },
                        ThreadId::of_hart(i),
                        crate::debug::frames::thread_state_in(m, st)
                    );
                    out.push(if i == cur {
                        Line::from(Span::styled(text, highlight()))
                    } else {
                        Line::from(text)
                    });
                }
            }
            // With several cores: what each runs, and its store buffer (what others do
            // not see yet).
            let shown = s.viewed_core();
            for c in &cores {
                let thread = c.thread.map_or("idle".to_string(), |t| t.to_string());
                let text = format!(
                    "{}core {} {thread:<9} cyc {} insn {} sb {}",
                    if c.index == shown { "*" } else { " " },
                    c.index,
                    c.cycle,
                    c.instructions,
                    c.store_buffer
                );
                out.push(Line::from(text));
            }
            out
        }
        Pane::Stats => {
            let t = s.target();
            let mut out = vec![Line::from(format!(
                "instructions {}",
                t.machine().instret()
            ))];
            match t.cycles() {
                Some(c) => {
                    out.push(Line::from(format!("cycles       {c}")));
                    let ipc = if c == 0 {
                        0.0
                    } else {
                        t.timed_insns() as f64 / c as f64
                    };
                    out.push(Line::from(format!("IPC          {ipc:.3}")));
                }
                None => out.push(Line::from(NOT_ATTACHED)),
            }
            for (k, v) in t.stats(s.viewed_core()) {
                out.push(Line::from(format!("{k:<12} {v}")));
            }
            out
        }
    }
}

fn breakpoint_addrs(s: &Session) -> Vec<u32> {
    s.points
        .iter()
        .filter(|p| p.enabled)
        .flat_map(|p| match &p.kind {
            PointKind::Break { addrs, .. } => addrs.clone(),
            _ => Vec::new(),
        })
        .collect()
}

fn registers(s: &Session) -> Vec<Line<'static>> {
    let before = &s.previous_registers;
    let mut out: Vec<Line<'static>> = Vec::new();
    if s.selected > 0 {
        out.push(Line::from(format!("(frame #{}: its SP FP PC)", s.selected)));
    }
    let regs = s.frame_registers();
    out.extend(regs.into_iter().map(|(name, v)| {
        // Changes are since the last stop, of the running frame.
        let changed = s.selected == 0
            && (before.iter().any(|(n, old)| *n == name && *old != v)
                || !before.iter().any(|(n, _)| *n == name));
        let text = format!("{}{:<12} {:#x}", if changed { "*" } else { " " }, name, v);
        if changed {
            Line::from(Span::styled(text, highlight()))
        } else {
            Line::from(text)
        }
    }));
    out
}

fn locals(s: &mut Session) -> Vec<Line<'static>> {
    let level = s.selected;
    let mut out = Vec::new();
    for (args, vars) in [
        (true, s.variables(level, true)),
        (false, s.variables(level, false)),
    ] {
        for (n, t, v) in vars {
            let kind = if args { "arg " } else { "" };
            out.push(Line::from(format!("{kind}{n}: {t} = {v}")));
        }
    }
    if out.is_empty() {
        out.push(Line::from("no locals"));
    }
    out
}

fn memory(app: &App, s: &Session) -> Vec<Line<'static>> {
    let addr = app.memory_addr.unwrap_or(s.frame().sp) & !0xf;
    let m = s.target().machine();
    let mut out = Vec::new();
    for row in 0..4u64 {
        let a = addr + row * 16;
        let mut b = [0u8; 16];
        if m.memory().read_bytes(a, &mut b).is_err() {
            out.push(Line::from(format!("{a:#010x}  (unmapped)")));
            continue;
        }
        let hex: Vec<String> = b[..8].iter().map(|x| format!("{x:02x}")).collect();
        let ascii: String = b[..8]
            .iter()
            .map(|&c| {
                if (0x20..0x7f).contains(&c) {
                    c as char
                } else {
                    '.'
                }
            })
            .collect();
        out.push(Line::from(format!("{a:#010x} {} {ascii}", hex.join(" "))));
        let hex: Vec<String> = b[8..].iter().map(|x| format!("{x:02x}")).collect();
        let ascii: String = b[8..]
            .iter()
            .map(|&c| {
                if (0x20..0x7f).contains(&c) {
                    c as char
                } else {
                    '.'
                }
            })
            .collect();
        out.push(Line::from(format!(
            "{:#010x} {} {ascii}",
            a + 8,
            hex.join(" ")
        )));
    }
    if let (Ok(w), Ok(d)) = (m.memory().read_u32(addr), m.memory().read_u64(addr)) {
        out.push(Line::from(format!("i32 {}  i64 {}", w as i32, d as i64)));
        out.push(Line::from(format!("f64 {}", f64::from_bits(d))));
    }
    out
}

/// The source pane: lines around the current line of the selected frame, with the current
/// line marked `=>` and breakpoint lines `*`.
pub fn source_lines(s: &mut Session, rows: usize) -> Vec<Line<'static>> {
    let pc = s.frame().lookup_pc();
    let Some(row) = s.tables.row_at(pc).copied() else {
        return vec![Line::from(format!(
            "no source for {pc:#x} (see the disassembly pane)"
        ))];
    };
    let file = s.tables.files.get(row.file).cloned().unwrap_or_default();
    let bp_lines: Vec<u32> = breakpoint_addrs(s)
        .iter()
        .filter_map(|a| s.tables.row_at(*a))
        .filter(|r| r.file == row.file)
        .map(|r| r.line)
        .collect();
    let Some(lines) = s.sources.lines(&file).map(|l| l.to_vec()) else {
        return vec![Line::from(format!(
            "{file}:{} (source file not found)",
            row.line
        ))];
    };
    let first = (row.line as usize).saturating_sub(rows / 2).max(1);
    let mut out = vec![Line::from(Span::styled(
        format!("{file}:{}", row.line),
        Style::default().add_modifier(Modifier::DIM),
    ))];
    for n in first..first + rows.saturating_sub(1) {
        let Some(text) = lines.get(n - 1) else {
            break;
        };
        let bp = if bp_lines.contains(&(n as u32)) {
            "*"
        } else {
            " "
        };
        let cur = n as u32 == row.line;
        let mark = if cur { "=>" } else { "  " };
        let t = format!("{bp}{mark}{n:>4} {text}");
        out.push(if cur {
            Line::from(Span::styled(t, highlight()))
        } else {
            Line::from(t)
        });
    }
    out
}

/// `text` cut into rows of at most `width` characters (at least one row).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return vec![String::new()];
    }
    chars
        .chunks(width.max(1))
        .map(|c| c.iter().collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::call_stack_rows;

    /// The pane shows the innermost frames while the selected one fits, else a window with
    /// it in the middle: never the frames between the innermost and a deep selection.
    #[test]
    fn the_call_stack_pane_shows_the_selected_frame() {
        assert_eq!(call_stack_rows(0, 100_002, 8), 0..8);
        assert_eq!(call_stack_rows(7, 100_002, 8), 0..8);
        assert_eq!(call_stack_rows(8, 100_002, 8), 4..12);
        assert_eq!(call_stack_rows(100_001, 100_002, 8), 99_997..100_002);
        assert_eq!(call_stack_rows(2, 3, 8), 0..3);
        assert_eq!(call_stack_rows(0, 1, 0), 0..1);
    }
}
