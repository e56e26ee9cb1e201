//! Snapshots of the terminal debugger's panes, drawn into ratatui's `TestBackend`: each pane
//! shows what it must at 80x24 and larger, the screen survives resizes, keys drive it, and a
//! running program can be interrupted.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use maple_tui::debug::ui::panes::{self, Pane};
use maple_tui::debug::ui::App;
use maple_tui::debug::{session::Session, Engine};

mod common;
use common::{command, open};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn screen(app: &mut App, s: &mut Session, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| panes::draw(f, app, s)).expect("draw");
    text(&t)
}

fn text(t: &Terminal<TestBackend>) -> String {
    let buf = t.backend().buffer();
    let mut out = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

#[test]
fn the_screen_at_80x24_shows_source_console_and_a_pane() {
    let (mut s, mut app) = open(Engine::Functional);
    command(&mut app, &mut s, "break fib");
    command(&mut app, &mut s, "run");
    let scr = screen(&mut app, &mut s, 80, 24);
    assert_eq!(scr.lines().count(), 24);
    assert!(scr.lines().all(|l| l.chars().count() == 80));
    assert!(scr.contains("fib.mpl  functional"), "{scr}");
    assert!(scr.contains("[breakpoint 1]"), "{scr}");
    assert!(scr.contains(" source "), "{scr}");
    assert!(scr.contains("fib.mpl:7"), "{scr}");
    assert!(
        scr.contains("*=>   7   if (lt i32"),
        "current line and breakpoint marked: {scr}"
    );
    assert!(scr.contains(" console "), "{scr}");
    assert!(
        scr.contains("Breakpoint 1, fib (n=0) at fib.mpl:7"),
        "{scr}"
    );
    assert!(scr.contains("(maple) "), "{scr}");
    assert!(scr.contains("registers [Tab]"), "{scr}");
    assert!(scr.contains("%%SP"), "{scr}");
}

#[test]
fn every_pane_shows_its_content() {
    let (mut s, mut app) = open(Engine::Functional);
    command(&mut app, &mut s, "break fib if n == 2");
    command(&mut app, &mut s, "run");
    command(&mut app, &mut s, "stepi 2");
    let expect: &[(Pane, &[&str])] = &[
        (
            Pane::Registers,
            &["%%SP", "%%FP", "%%GP", "*%%PC", "%%retval0", "%%thrownval"],
        ),
        (Pane::Locals, &["arg n: i32 = 2", "a: i32 = ", "b: i32 = "]),
        (
            Pane::CallStack,
            &[
                "#0  0x",
                "in fib (n=2)",
                "#1  0x",
                "in fib (n=3)",
                "in main ()",
            ],
        ),
        (Pane::OperandStack, &["top  0x2  (2)", "-1  0x2  (2)"]),
        (
            Pane::Disassembly,
            &["=> 0x", "ireadfpoff i32", "*   0x10000"],
        ),
        (Pane::Pipeline, &["cycle engine not attached"]),
        (Pane::Caches, &["cycle engine not attached"]),
        (Pane::Memory, &["0xffef", "i32 ", "f64 "]),
        (Pane::Threads, &["thread 1 only"]),
        (Pane::Stats, &["instructions", "cycle engine not attached"]),
    ];
    for (pane, wants) in expect {
        app.pane = Pane::ALL.iter().position(|p| p == pane).expect("a pane");
        let scr = screen(&mut app, &mut s, 120, 24);
        assert!(
            scr.contains(&format!("{} [Tab]", pane.title())),
            "{pane:?}: {scr}"
        );
        for w in *wants {
            assert!(scr.contains(w), "{pane:?} lacks {w:?}:\n{scr}");
        }
    }
}

#[test]
fn the_cycle_engine_fills_pipeline_caches_and_stats() {
    let (mut s, mut app) = open(Engine::Cycle);
    command(&mut app, &mut s, "break fib");
    command(&mut app, &mut s, "run");
    command(&mut app, &mut s, "cycle 3");
    // Tall enough for every pane at once.
    let scr = screen(&mut app, &mut s, 160, 110);
    for w in [
        "fib.mpl  cycle",
        "cycle ",
        "IPC",
        " pipeline ",
        "fetch",
        "decode",
        "execute",
        "writeback",
        " caches ",
        "L1I  hit",
        "L1D  hit",
        "L2   hit",
        "last miss 0x",
        " stats ",
        "cycles",
        " disassembly ",
        " operand stack ",
        " memory ",
        " threads ",
    ] {
        assert!(scr.contains(w), "lacks {w:?}:\n{scr}");
    }
    assert!(!scr.contains("not attached"), "{scr}");
}

#[test]
fn the_screen_survives_resizes() {
    let (mut s, mut app) = open(Engine::Functional);
    command(&mut app, &mut s, "break fib");
    command(&mut app, &mut s, "run");
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    for (w, h) in [(80, 24), (200, 60), (40, 10), (20, 5), (1, 1), (120, 40)] {
        t.backend_mut().resize(w, h);
        t.autoresize().expect("autoresize");
        t.draw(|f| panes::draw(f, &mut app, &mut s)).expect("draw");
        let scr = text(&t);
        assert_eq!(scr.lines().count(), h as usize);
        if w >= 80 {
            assert!(scr.contains("=>   7"), "{w}x{h}: {scr}");
            assert!(scr.contains("(maple)"), "{w}x{h}: {scr}");
        }
    }
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn keys_drive_the_debugger() {
    let (mut s, mut app) = open(Engine::Functional);
    for c in "b fib".chars() {
        app.key(&mut s, key(KeyCode::Char(c)));
    }
    app.key(&mut s, key(KeyCode::Enter));
    app.key(&mut s, key(KeyCode::F(5)));
    while s.running() {
        app.advance(&mut s);
    }
    assert!(
        app.log
            .iter()
            .any(|l| l.contains("Breakpoint 1, fib (n=0)")),
        "{:?}",
        app.log
    );
    // F10 next, F11 step, Shift-F11 finish, F7 stepi, F8 reverse-step.
    for (k, m, want) in [
        (KeyCode::F(10), KeyModifiers::NONE, "(maple) next"),
        (KeyCode::F(11), KeyModifiers::NONE, "(maple) step"),
        (KeyCode::F(7), KeyModifiers::NONE, "(maple) stepi"),
        (KeyCode::F(8), KeyModifiers::NONE, "(maple) reverse-step"),
        (KeyCode::F(11), KeyModifiers::SHIFT, "(maple) finish"),
    ] {
        app.key(&mut s, KeyEvent::new(k, m));
        while s.running() {
            app.advance(&mut s);
        }
        assert!(app.log.iter().any(|l| l == want), "{want}: {:?}", app.log);
    }
    // Enter on an empty line repeats the last command; Up recalls history; Tab cycles panes.
    let n = app.log.iter().filter(|l| *l == "(maple) b fib").count();
    app.key(&mut s, key(KeyCode::Up));
    assert_eq!(app.editor.text, "b fib");
    app.key(&mut s, key(KeyCode::Enter));
    assert_eq!(
        app.log.iter().filter(|l| *l == "(maple) b fib").count(),
        n + 1
    );
    let pane = app.pane;
    app.key(&mut s, key(KeyCode::Tab));
    assert_eq!(app.pane, (pane + 1) % Pane::ALL.len());
    app.key(
        &mut s,
        KeyEvent::new(KeyCode::Char('d'), KeyModifiers::CONTROL),
    );
    assert!(app.quit);
}

#[test]
fn a_running_program_can_be_interrupted() {
    let (mut s, mut app) = open(Engine::Functional);
    app.command(&mut s, "continue");
    assert!(s.running());
    app.key(
        &mut s,
        KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
    );
    app.advance(&mut s);
    assert!(!s.running());
    assert!(
        app.log.iter().any(|l| l == "Program interrupted."),
        "{:?}",
        app.log
    );
    assert_eq!(app.state, "interrupted");
    let scr = screen(&mut app, &mut s, 80, 24);
    assert!(scr.contains("[interrupted]"), "{scr}");
}

#[test]
fn panes_follow_the_selected_frame() {
    let (mut s, mut app) = open(Engine::Functional);
    command(&mut app, &mut s, "break fib if n == 2");
    command(&mut app, &mut s, "run");
    command(&mut app, &mut s, "up");
    let caller_pc = s.frames()[1].pc;
    app.pane = 0;
    let scr = screen(&mut app, &mut s, 120, 40);
    assert!(scr.contains("(frame #1: its SP FP PC)"), "{scr}");
    assert!(
        scr.contains(&format!(" %%PC         {caller_pc:#x}")),
        "{scr}"
    );
    // Locals and source are the caller's: fib(3) at its call on line 10.
    assert!(scr.contains("arg n: i32 = 3"), "{scr}");
    assert!(scr.contains("=>  10"), "{scr}");
}
