//! The terminal front end: ratatui over crossterm. It draws the panes of [`panes`] and feeds
//! the command line ([`lineedit`]) and function keys to [`crate::debug::commands`]; running
//! commands advance in slices between which keys are read, so a running program can be
//! interrupted (Ctrl-C) and the screen follows resizes.
//!
//! The terminal is restored on every way out: normal exit, errors (a guard's `Drop`) and
//! panics (a hook that restores before the message is printed).

pub mod lineedit;
pub mod panes;

use super::commands::{self, Action};
use super::session::Session;
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal::{self, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::ExecutableCommand;
use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::Terminal;
use std::time::{Duration, Instant};

/// Instructions (or clocks) a running command advances between looks at the keyboard.
const SLICE: u64 = 200_000;
/// The most lines the console keeps.
const LOG_LINES: usize = 2000;

/// Front-end state: the console, the command line, the right column's first pane.
pub struct App {
    pub file: String,
    pub editor: lineedit::LineEditor,
    pub log: Vec<String>,
    /// Lines scrolled back from the end of the log.
    pub scroll: usize,
    /// Index into [`panes::Pane::ALL`] of the first right-column pane.
    pub pane: usize,
    /// The memory pane's address (the last `x` address; else the selected frame's `%%SP`).
    pub memory_addr: Option<u64>,
    /// What the status line says when nothing runs.
    pub state: String,
    pub quit: bool,
}

impl App {
    pub fn new(file: &str) -> App {
        App {
            file: file.to_string(),
            editor: Default::default(),
            log: vec![
                "maple debug: type `help` for commands; F5 continue, F10 next, F11 step.".into(),
            ],
            scroll: 0,
            pane: 0,
            memory_addr: None,
            state: "stopped at entry".into(),
            quit: false,
        }
    }

    /// Append text to the console.
    pub fn say(&mut self, text: &str) {
        for l in text.lines() {
            // Tabs would leave stale cells behind in a terminal cell grid.
            self.log.push(l.replace('\t', "    "));
        }
        if self.log.len() > LOG_LINES {
            let drop = self.log.len() - LOG_LINES;
            self.log.drain(..drop);
        }
        self.scroll = 0;
    }

    /// Run a command line: show it, carry it out (a running command starts; the event loop
    /// drives it).
    pub fn command(&mut self, s: &mut Session, line: &str) {
        self.say(&format!("(maple) {line}"));
        if let Some(addr) = line
            .trim()
            .strip_prefix("x/")
            .or_else(|| line.trim().strip_prefix("x "))
        {
            let expr = addr
                .split_once(char::is_whitespace)
                .map_or(addr, |(_, e)| e);
            if let Ok(v) = s.evaluate(expr) {
                if let Ok(a) = s.value_int(v) {
                    self.memory_addr = Some(a as u64);
                }
            }
        }
        match commands::execute(s, line) {
            Action::Quit => self.quit = true,
            Action::Output(t) | Action::Error(t) => {
                let out = s.take_output();
                self.say(&out);
                self.say(&t);
            }
            Action::Run { goal, prelude } => {
                if !prelude.is_empty() {
                    self.say(&prelude);
                }
                s.start(goal);
                self.state = "running".into();
            }
        }
    }

    /// Advance a running command by one slice; report its stop when it comes.
    pub fn advance(&mut self, s: &mut Session) {
        let stop = s.resume(SLICE);
        // Program output shows as it is produced, not only at the stop.
        let out = s.take_output();
        self.say(&out);
        if let Some(stop) = stop {
            let text = commands::describe_stop(s, &stop);
            self.say(&text);
            self.state = stop_state(&stop);
        }
    }

    /// A key press. Returns whether it changed anything worth a redraw.
    pub fn key(&mut self, s: &mut Session, k: KeyEvent) {
        let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
        let shift = k.modifiers.contains(KeyModifiers::SHIFT);
        if s.running() {
            if ctrl && k.code == KeyCode::Char('c') {
                s.interrupt();
            }
            return;
        }
        match k.code {
            KeyCode::Char('c') if ctrl => {
                self.editor.clear();
            }
            KeyCode::Char('d') if ctrl => self.quit = true,
            KeyCode::Char('u') if ctrl => self.editor.clear(),
            KeyCode::Char('l') if ctrl => {}
            KeyCode::Char(c) => self.editor.insert(c),
            KeyCode::Backspace => self.editor.backspace(),
            KeyCode::Delete => self.editor.delete(),
            KeyCode::Left => self.editor.left(),
            KeyCode::Right => self.editor.right(),
            KeyCode::Home => self.editor.home(),
            KeyCode::End => self.editor.end(),
            KeyCode::Up => self.editor.up(),
            KeyCode::Down => self.editor.down(),
            KeyCode::PageUp => self.scroll = (self.scroll + 10).min(self.log.len()),
            KeyCode::PageDown => self.scroll = self.scroll.saturating_sub(10),
            KeyCode::Tab => {
                if self.editor.text.is_empty() {
                    self.pane = (self.pane + 1) % panes::Pane::ALL.len();
                } else {
                    let options = self.editor.complete(s);
                    if !options.is_empty() {
                        self.say(&options.join("  "));
                    }
                }
            }
            KeyCode::BackTab => {
                self.pane = (self.pane + panes::Pane::ALL.len() - 1) % panes::Pane::ALL.len();
            }
            KeyCode::Enter => {
                let line = self.editor.take();
                // An empty line repeats the last command, as in gdb.
                let line = if line.trim().is_empty() {
                    self.editor.last().unwrap_or("").to_string()
                } else {
                    line
                };
                if !line.trim().is_empty() {
                    self.command(s, &line);
                }
            }
            KeyCode::F(n) => {
                let cmd = match (n, shift) {
                    (5, _) => "continue".to_string(),
                    (6, _) => "cycle".to_string(),
                    (7, _) => "stepi".to_string(),
                    (8, false) => "reverse-step".to_string(),
                    (8, true) => "reverse-continue".to_string(),
                    (9, _) => {
                        let pc = s.frame().lookup_pc();
                        match s.tables.row_at(pc).copied() {
                            Some(r) => format!(
                                "break {}:{}",
                                s.tables.files.get(r.file).cloned().unwrap_or_default(),
                                r.line
                            ),
                            None => format!("break *{pc:#x}"),
                        }
                    }
                    (10, _) => "next".to_string(),
                    (11, true) => "finish".to_string(),
                    (11, false) => "step".to_string(),
                    _ => return,
                };
                self.command(s, &cmd);
            }
            _ => {}
        }
    }
}

fn stop_state(stop: &super::session::Stop) -> String {
    use super::session::Stop;
    match stop {
        Stop::Breakpoint(id) => format!("breakpoint {id}"),
        Stop::Watchpoint { id, .. } | Stop::Read { id, .. } => format!("watchpoint {id}"),
        Stop::WatchScope(_) | Stop::Step => "stopped".into(),
        // (`finish` returned from a function; the program goes on.)
        Stop::Finished { from, .. } => format!("returned from {from}"),
        Stop::Exited(0) => "finished: exited normally".into(),
        Stop::Exited(c) => format!("finished: exited with code {c}"),
        Stop::Fault(_) => "finished: faulted".into(),
        Stop::Interrupted => "interrupted".into(),
        Stop::Limit(_) => "stopped at the limit".into(),
        Stop::StartOfHistory => "start of history".into(),
    }
}

/// Puts the terminal back however the front end ends.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        restore_terminal();
    }
}

fn restore_terminal() {
    let _ = terminal::disable_raw_mode();
    let mut out = std::io::stdout();
    let _ = out.execute(LeaveAlternateScreen);
    let _ = out.execute(crossterm::cursor::Show);
}

/// Run the terminal front end until `quit`; `cmds` run first (as typed).
pub fn run(s: &mut Session, cmds: &[String]) -> std::io::Result<()> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        hook(info);
    }));
    terminal::enable_raw_mode()?;
    let _restore = Restore;
    std::io::stdout().execute(EnterAlternateScreen)?;
    let mut term = Terminal::new(CrosstermBackend::new(std::io::stdout()))?;
    let mut app = App::new(&s.tables.unit_name.clone());
    for c in cmds {
        app.command(s, c);
        while s.running() {
            app.advance(s);
        }
    }
    event_loop(&mut term, &mut app, s)
}

/// Draw, read keys, advance a running command; until quit.
pub fn event_loop<B: Backend>(
    term: &mut Terminal<B>,
    app: &mut App,
    s: &mut Session,
) -> std::io::Result<()> {
    let mut last_draw = Instant::now() - Duration::from_secs(1);
    let mut dirty = true;
    while !app.quit {
        if dirty || (s.running() && last_draw.elapsed() >= Duration::from_millis(100)) {
            term.draw(|f| panes::draw(f, app, s))?;
            last_draw = Instant::now();
            dirty = false;
        }
        let wait = if s.running() {
            Duration::ZERO
        } else {
            Duration::from_millis(250)
        };
        if event::poll(wait)? {
            match event::read()? {
                Event::Key(k) if k.kind != KeyEventKind::Release => {
                    app.key(s, k);
                    dirty = true;
                }
                Event::Resize(_, _) => {
                    term.autoresize()?;
                    dirty = true;
                }
                _ => {}
            }
        }
        if s.running() {
            app.advance(s);
            if !s.running() {
                dirty = true;
            }
        }
    }
    Ok(())
}
