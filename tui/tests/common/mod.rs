//! What the tui tests share: the `maple` binary ([`maple`], [`maple_command`]); for the
//! debugger's screen tests a session on `tests/examples/fib.mpl`, a command run to its stop,
//! and the screen at a size drawn into ratatui's `TestBackend`; and the real terminal UI in
//! tmux ([`tmux`]).
#![allow(dead_code)] // each test file uses its part

pub mod tmux;

use maple_sim::uarch::UarchConfig;
use maple_tui::debug::ui::{panes, App};
use maple_tui::debug::{self, session::Session, Engine};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `maple` binary built for these tests.
pub const MAPLE: &str = env!("CARGO_BIN_EXE_maple");

/// Run `maple ARGS`, capturing its output (stdin is empty).
pub fn maple<S: AsRef<OsStr>>(args: &[S]) -> Output {
    maple_command()
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {MAPLE}: {e}"))
}

/// A `maple` command to configure (arguments, stdin, environment) before running it.
pub fn maple_command() -> Command {
    Command::new(MAPLE)
}

pub fn fib() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/examples/fib.mpl")
}

/// A debugger session on fib.mpl and its terminal front end.
pub fn open(engine: Engine) -> (Session, App) {
    let path = fib();
    let image = maple_asm::assemble_file(&path).unwrap_or_else(|_| panic!("fib.mpl assembles"));
    let s = debug::open(&image, &path, engine, &UarchConfig::default()).expect("session");
    (s, App::new("fib.mpl"))
}

/// Type a command and let it run to its stop.
pub fn command(app: &mut App, s: &mut Session, line: &str) {
    app.command(s, line);
    while s.running() {
        app.advance(s);
    }
}

/// The screen at `w` x `h`, one string per row.
pub fn screen_rows(app: &mut App, s: &mut Session, w: u16, h: u16) -> Vec<String> {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| panes::draw(f, app, s)).expect("draw");
    let buf = t.backend().buffer();
    (0..buf.area.height)
        .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}
