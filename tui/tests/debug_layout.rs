//! The terminal debugger's screen as a new user meets it (issue 16): the console shows more
//! than a few lines at 80x24 and says how to scroll, long output wraps instead of being cut,
//! `help` names every command in full, the header says each word once, `[finished]` is said
//! only of a program that finished, and on the cycle engine the pipeline is on screen by
//! default at 120 columns and more.

use maple_tui::debug::commands::{self, Action, COMMANDS};
use maple_tui::debug::ui::App;
use maple_tui::debug::{session::Session, Engine};

mod common;
use common::{command, open, screen_rows};

fn screen(app: &mut App, s: &mut Session, w: u16, h: u16) -> Vec<String> {
    screen_rows(app, s, w, h)
}

/// The rows inside the console's box (the left column's lower box), in order.
fn console_rows(rows: &[String]) -> Vec<String> {
    let top = rows
        .iter()
        .position(|r| r.contains(" console"))
        .expect("a console box");
    rows[top + 1..]
        .iter()
        .take_while(|r| r.starts_with('│'))
        .map(|r| {
            let inner: String = r.chars().skip(1).collect();
            inner.split('│').next().unwrap_or("").to_string()
        })
        .collect()
}

#[test]
fn the_console_at_80x24_shows_more_than_three_lines_and_says_how_to_scroll() {
    let (mut s, mut app) = open(Engine::Cycle);
    for c in ["break fib", "info breakpoints", "run", "bt"] {
        command(&mut app, &mut s, c);
    }
    let rows = screen(&mut app, &mut s, 80, 24);
    let console = console_rows(&rows);
    let used = console.iter().filter(|r| !r.trim().is_empty()).count();
    assert!(used >= 6, "{used} console rows used:\n{}", rows.join("\n"));
    assert!(
        rows.iter()
            .any(|r| r.contains("console (PgUp/PgDn scroll)")),
        "{}",
        rows.join("\n")
    );
    app.scroll = 3;
    let rows = screen(&mut app, &mut s, 80, 24);
    assert!(
        rows.iter()
            .any(|r| r.contains("3 lines back (PgDn: newer)")),
        "{}",
        rows.join("\n")
    );
}

#[test]
fn x_8xb_shows_eight_bytes_at_any_width() {
    for width in [60u16, 80, 120] {
        let (mut s, mut app) = open(Engine::Functional);
        command(&mut app, &mut s, "x/8xb 0x10090");
        let expected = match commands::execute(&mut s, "x/8xb 0x10090") {
            Action::Output(t) => t.replace('\t', "    "),
            _ => panic!("x prints"),
        };
        let rows = screen(&mut app, &mut s, width, 24);
        // The console's rows joined again: a wrapped line reads whole.
        let joined: String = console_rows(&rows).concat();
        assert!(
            joined.contains(&expected),
            "{width} columns: `{expected}` not whole in\n{}",
            rows.join("\n")
        );
    }
}

#[test]
fn help_names_every_command_in_full() {
    let (mut s, _) = open(Engine::Functional);
    let Action::Output(help) = commands::execute(&mut s, "help") else {
        panic!("help prints");
    };
    for c in COMMANDS {
        assert!(
            help.contains(&c.names.join(", ")),
            "{:?} in\n{help}",
            c.names
        );
    }
}

#[test]
fn the_header_says_each_word_once() {
    for engine in [Engine::Cycle, Engine::Functional] {
        let (mut s, mut app) = open(engine);
        command(&mut app, &mut s, "break fib");
        command(&mut app, &mut s, "run");
        let rows = screen(&mut app, &mut s, 120, 30);
        let words: Vec<&str> = rows[0]
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
            .collect();
        let mut seen = std::collections::HashSet::new();
        for w in &words {
            assert!(
                seen.insert(w.to_ascii_lowercase()),
                "`{w}` twice in `{}`",
                rows[0]
            );
        }
    }
}

#[test]
fn finished_is_said_only_of_a_program_that_finished() {
    let (mut s, mut app) = open(Engine::Functional);
    command(&mut app, &mut s, "break fib");
    command(&mut app, &mut s, "run");
    command(&mut app, &mut s, "finish");
    let header = screen(&mut app, &mut s, 80, 24).remove(0);
    assert!(!header.contains("finished"), "{header}");
    assert!(header.contains("[returned from fib]"), "{header}");
    command(&mut app, &mut s, "delete");
    command(&mut app, &mut s, "continue");
    let header = screen(&mut app, &mut s, 80, 24).remove(0);
    assert!(header.contains("[finished: exited normally]"), "{header}");
}

#[test]
fn the_pipeline_is_on_screen_by_default_at_120_columns_on_the_cycle_engine() {
    let (mut s, mut app) = open(Engine::Cycle);
    command(&mut app, &mut s, "break fib");
    command(&mut app, &mut s, "run");
    for (w, h) in [(120u16, 24u16), (160, 40)] {
        let text = screen(&mut app, &mut s, w, h).join("\n");
        assert!(text.contains(" pipeline "), "{w}x{h}:\n{text}");
        assert!(text.contains("writeback"), "{w}x{h}:\n{text}");
        assert!(text.contains("this cycle"), "{w}x{h}:\n{text}");
        // Tab cycles the panes below it: the pipeline stays.
        app.pane += 1;
        let text = screen(&mut app, &mut s, w, h).join("\n");
        assert!(text.contains("writeback"), "{w}x{h} after Tab:\n{text}");
        assert_eq!(text.matches(" pipeline ").count(), 1, "{text}");
        app.pane = 0;
    }
    // Narrower, the right column has room for one pane: Tab brings the pipeline.
    let text = screen(&mut app, &mut s, 80, 24).join("\n");
    assert!(!text.contains("writeback"), "{text}");
    // The functional engine has no pipeline to pin.
    let (mut s, mut app) = open(Engine::Functional);
    let text = screen(&mut app, &mut s, 120, 24).join("\n");
    assert!(!text.contains(" pipeline "), "{text}");
}
