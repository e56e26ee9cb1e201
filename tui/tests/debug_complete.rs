//! Tab completion in the debugger's command line, as gdb's: command names, `info` topics,
//! function names and source files for locations, and variables (the selected frame's,
//! globals) and functions in expressions; on the completion function and through the
//! terminal front end's Tab key (ratatui's TestBackend).

mod common;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use maple_sim::uarch::UarchConfig;
use maple_tui::debug::commands::complete;
use maple_tui::debug::session::Session;
use maple_tui::debug::ui::App;
use maple_tui::debug::{self, Engine};

const PROGRAM: &str = "var $counter i32
var $count_limit i64
func &count_up (var %step i32, var %stride i32) i32 {
  var %sofar i32
  dassign %sofar (add i32 (dread i32 %step, dread i32 %stride))
  dassign $counter (add i32 (dread i32 $counter, dread i32 %sofar))
  return (dread i32 %sofar)
}
func &main () i32 {
  var %index i32
  dassign %index (constval i32 3)
  call &count_up (dread i32 %index, constval i32 1)
  return (constval i32 0)
}
";

/// A session on the program (`counting.mpl`, in a directory of test `tag`'s own: tests run
/// in parallel), stopped at the start.
fn open(tag: &str) -> Session {
    let path = maple_tests::tmp!(&format!("debug-complete-{tag}"), "counting.mpl");
    std::fs::write(&path, PROGRAM).unwrap();
    let image = maple_asm::assemble_file(&path).expect("the program assembles");
    debug::open(&image, &path, Engine::Functional, &UarchConfig::default()).expect("session")
}

fn run(s: &mut Session, line: &str) {
    let mut out = Vec::new();
    debug::batch::run(s, &[line.to_string()], &mut out).expect("batch");
}

#[test]
fn command_names_and_info_topics() {
    let s = open("names");
    assert_eq!(complete(&s, "backt"), ["backtrace"]);
    assert_eq!(complete(&s, "reverse-f"), ["reverse-finish"]);
    assert!(complete(&s, "dis").contains(&"disassemble".to_string()));
    assert_eq!(complete(&s, "info reg"), ["info registers"]);
    assert_eq!(complete(&s, "i thr"), ["i threads"]);
    assert_eq!(
        complete(&s, "info w"),
        ["info watchpoints"],
        "the topics come from info's table"
    );
    // One topic only.
    assert!(complete(&s, "info registers fr").is_empty());
    assert_eq!(complete(&s, "help wat"), ["help watch"]);
    // Numbers and counts have nothing to complete.
    assert!(complete(&s, "delete 1").is_empty());
    assert!(complete(&s, "unknown-command x").is_empty());
}

#[test]
fn locations_complete_to_functions_and_source_files() {
    let s = open("locations");
    assert_eq!(
        complete(&s, "break cou"),
        ["break count_up", "break counting.mpl:"]
    );
    assert_eq!(complete(&s, "b ma"), ["b main"]);
    assert_eq!(complete(&s, "tbreak counti"), ["tbreak counting.mpl:"]);
    assert_eq!(complete(&s, "list count_"), ["list count_up"]);
    assert_eq!(complete(&s, "disassemble m"), ["disassemble main"]);
    assert_eq!(complete(&s, "until cou").len(), 2);
}

#[test]
fn expressions_complete_to_the_frames_variables_globals_and_functions() {
    let mut s = open("expressions");
    // In main: its local, the globals, the functions.
    run(&mut s, "break count_up");
    run(&mut s, "start");
    assert_eq!(complete(&s, "print ind"), ["print index"]);
    assert_eq!(
        complete(&s, "print count"),
        ["print count_limit", "print count_up", "print counter"]
    );
    // In count_up: its formals and local; main's local is out of scope.
    run(&mut s, "continue");
    assert_eq!(complete(&s, "print st"), ["print step", "print stride"]);
    assert!(complete(&s, "print ind").is_empty());
    // Inside an expression, after an operator, a format or a field.
    assert_eq!(complete(&s, "print sofar + str"), ["print sofar + stride"]);
    assert_eq!(complete(&s, "p/x (so"), ["p/x (sofar"]);
    assert_eq!(
        complete(&s, "display coun"),
        complete(&s, "watch coun")
            .iter()
            .map(|c| c.replacen("watch", "display", 1))
            .collect::<Vec<_>>()
    );
    assert_eq!(complete(&s, "set var sof"), ["set var sofar"]);
    assert_eq!(complete(&s, "condition 1 step > coun").len(), 3);
    // Frame selection follows: up in main, main's variables.
    run(&mut s, "up");
    assert_eq!(complete(&s, "print ind"), ["print index"]);
    // Odd input is no crash: a character that is no part of a name ends the word.
    assert_eq!(complete(&s, "print →ind"), ["print →index"]);
    assert!(complete(&s, "print é").is_empty());
}

#[test]
fn tab_in_the_terminal_completes_the_command_line() {
    let mut s = open("tab");
    let mut app = App::new("counting.mpl");
    let key = |app: &mut App, s: &mut Session, code: KeyCode| {
        app.key(s, KeyEvent::new(code, KeyModifiers::NONE));
    };
    for c in "break count_".chars() {
        key(&mut app, &mut s, KeyCode::Char(c));
    }
    key(&mut app, &mut s, KeyCode::Tab);
    assert_eq!(app.editor.text, "break count_up ");
    app.editor.clear();
    for c in "b counti".chars() {
        key(&mut app, &mut s, KeyCode::Char(c));
    }
    key(&mut app, &mut s, KeyCode::Tab);
    // A file waits for its line: no space after the colon.
    assert_eq!(app.editor.text, "b counting.mpl:");
    key(&mut app, &mut s, KeyCode::Char('5'));
    key(&mut app, &mut s, KeyCode::Enter);
    assert!(
        app.log.iter().any(|l| l.contains("Breakpoint 1 at")),
        "{:?}",
        app.log
    );
    // Several: extended to what they share and listed in the console.
    for c in "print cou".chars() {
        key(&mut app, &mut s, KeyCode::Char(c));
    }
    key(&mut app, &mut s, KeyCode::Tab);
    assert_eq!(app.editor.text, "print count");
    let last = app.log.last().cloned().unwrap_or_default();
    assert!(
        last.contains("print counter") && last.contains("print count_up"),
        "{last}"
    );
    // (The screen still draws.)
    let rows = common::screen_rows(&mut app, &mut s, 100, 30);
    assert!(rows.iter().any(|r| r.contains("print count")), "{rows:?}");
}
