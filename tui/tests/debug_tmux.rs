//! The terminal UI in a real terminal (tmux at 120x40), stopped deep in a recursion: keys
//! that select frames and step show the right frame, line and variables on the screen.
//! The figure of how fast each key is answered there is measured by
//! `tests/e2e/debug_keys.sh`, not here (the house has no timed tests).

mod common;

use common::tmux::Tmux;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `maple debug` on deep.mpl stopped in rsum(0), under 100,001 frames.
fn deep(tag: &str, engine: &str) -> Option<Tmux> {
    let t = Tmux::start(
        tag,
        &repo(),
        &[
            "debug",
            "tui/tests/debug_data/deep.mpl",
            "--engine",
            engine,
            "--ex",
            "break deep.mpl:6",
            "--ex",
            "run",
        ],
        120,
        40,
    )?;
    t.wait_for("Breakpoint 1, rsum (n=0) at deep.mpl:6");
    Some(t)
}

/// The right column's rows of a screen (the panes beside the source and the console).
fn right_column(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.chars().skip(72).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Selecting frames 100,000 calls deep: the console names the frame, the call-stack pane
/// shows it (highlighted, among its neighbours: before, the pane kept showing frames 0-7)
/// and the locals pane shows its variables.
#[test]
fn frames_selected_deep_in_a_recursion_show_on_the_screen() {
    let Some(t) = deep("frames", "functional") else {
        return;
    };
    let s = t.wait_for("arg n: i32 = 0");
    assert!(s.contains("*=>   6"), "{s}");
    t.command("up 50000");
    t.wait_for("#50000 0x00010044 in rsum (n=50000) at deep.mpl:8");
    let s = t.wait_until("the locals of frame 50000", |s| {
        right_column(s).contains("arg n: i32 = 50000")
    });
    let pane = right_column(&s);
    assert!(pane.contains("#50000 0x00010044 in rsum (n=50000)"), "{s}");
    assert!(pane.contains("#49999 0x00010044 in rsum (n=49999)"), "{s}");
    assert!(pane.contains("#50001 0x00010044 in rsum (n=50001)"), "{s}");
    assert!(!pane.contains("#0  rsum (n=0)"), "{s}");
    // One key at a time from there: Up recalls the command, Enter runs it again.
    t.keys(&["Up", "Enter"]);
    let s = t.wait_until("frame 100000 selected", |s| {
        right_column(s).contains("arg n: i32 = 100000")
    });
    assert!(s.contains("#100000 0x00010044 in rsum (n=100000)"), "{s}");
    t.command("up");
    let s = t.wait_for("#100001 0x00010078 in main () at deep.mpl:13");
    assert!(s.contains("13      callassigned &rsum"), "{s}");
    t.command("up");
    t.wait_for("Initial frame selected; you cannot go up.");
    t.command("down 99999");
    t.wait_for("#2  0x00010044 in rsum (n=2) at deep.mpl:8");
    t.wait_until("the locals of frame 2", |s| {
        right_column(s).contains("arg n: i32 = 2")
    });
    t.command("frame 0");
    t.wait_for("#0  rsum (n=0) at deep.mpl:6");
    t.command("bt -1");
    t.wait_until("the outermost frame after `bt -1`", |s| {
        let rows: Vec<&str> = s.lines().collect();
        rows.windows(2).any(|w| {
            w[0].contains("(maple) bt -1")
                && w[1].contains("#100001 0x00010078 in main () at deep.mpl:13")
        })
    });
}

/// Motions from the stop 100,000 deep, by function key: F10 (next) returns into the caller
/// at its line 9, F7 (stepi) moves one instruction, F11 (step) goes on in the same frame,
/// and the source, locals and call-stack panes follow, on the cycle engine.
#[test]
fn motions_deep_in_a_recursion_show_the_right_frame_and_line() {
    let Some(t) = deep("motions", "cycle") else {
        return;
    };
    t.keys(&["F10"]);
    let s = t.wait_for("rsum (n=1) at deep.mpl:9");
    assert!(s.contains("=>   9"), "{s}");
    t.wait_until("the locals of rsum(1)", |s| {
        right_column(s).contains("arg n: i32 = 1")
    });
    t.keys(&["F10"]);
    t.wait_for("rsum (n=2) at deep.mpl:9");
    t.keys(&["F7"]);
    t.wait_for("(maple) stepi");
    t.command("print n + 1000");
    t.wait_for("= 1002");
    t.command("info frame");
    t.wait_for("Stack level 0, frame at ");
    t.keys(&["F10", "F10", "F10"]);
    let s = t.wait_until("rsum(5) after three more nexts", |s| {
        right_column(s).contains("arg n: i32 = 5")
    });
    let pane = right_column(&s);
    assert!(pane.contains("rsum (n=5) at deep.mpl:9"), "{s}");
    assert!(
        pane.contains("#1  0x00010044 in rsum (n=6) at deep.mpl:8"),
        "{s}"
    );
}
