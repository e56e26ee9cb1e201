//! The terminal UI driven through tmux: `maple debug` in a detached session of a private
//! tmux server (its own socket, so no other tmux is touched), keys typed with `send-keys`,
//! the screen read with `capture-pane -p`. Tests skip with one line when tmux is absent.

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// How long a screen may take to show what a test waits for before the test fails: a bound
/// against hangs (a loaded machine is slow), never a measurement.
const PATIENCE: Duration = Duration::from_secs(120);

/// A tmux server running one session of `maple ARGS` at `w` x `h`; killed when dropped.
pub struct Tmux {
    socket: String,
}

impl Tmux {
    /// Start `maple ARGS` (run from `dir`) in a `w` x `h` terminal, or `None` (said in one
    /// line on stderr) when tmux is not installed.
    pub fn start(tag: &str, dir: &Path, args: &[&str], w: u16, h: u16) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            // (The harness captures stdout; this line reaches the terminal.)
            eprintln!("skipped: tmux is not installed (it drives the terminal UI)");
            return None;
        }
        let t = Tmux {
            socket: format!("maple-test-{tag}-{}", std::process::id()),
        };
        let mut line = shell_quote(super::MAPLE);
        for a in args {
            line.push(' ');
            line.push_str(&shell_quote(a));
        }
        // The shell stays after maple ends, so the last screen can still be read.
        let line = format!("{line}; echo MAPLE-EXIT=$?; sleep 600");
        let o = t.tmux(&[
            "new-session",
            "-d",
            "-s",
            "t",
            "-x",
            &w.to_string(),
            "-y",
            &h.to_string(),
            "-c",
            &dir.to_string_lossy(),
            &line,
        ]);
        assert!(o.status.success(), "tmux new-session: {o:?}");
        Some(t)
    }

    fn tmux(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .args(["-L", &self.socket, "-f", "/dev/null"])
            .args(args)
            .output()
            .expect("tmux runs")
    }

    /// The screen, one string per row.
    pub fn screen(&self) -> String {
        String::from_utf8_lossy(&self.tmux(&["capture-pane", "-t", "t", "-p"]).stdout).into_owned()
    }

    /// Type `text` literally.
    pub fn type_text(&self, text: &str) {
        self.tmux(&["send-keys", "-t", "t", "-l", "--", text]);
    }

    /// Press keys by tmux's names (`Enter`, `F10`, `Up`).
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "t"];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    /// Type a command line and press Enter.
    pub fn command(&self, line: &str) {
        self.type_text(line);
        self.keys(&["Enter"]);
    }

    /// Wait until the screen satisfies `ok`; the screen then. Fails the test (with the
    /// screen) if it never does.
    pub fn wait_until(&self, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ok(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "the screen never showed {what}:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Wait until the screen contains `text`.
    pub fn wait_for(&self, text: &str) -> String {
        self.wait_until(&format!("{text:?}"), |s| s.contains(text))
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        // This test's own server only (its socket), never anyone else's.
        let _ = self.tmux(&["kill-server"]);
    }
}

/// `s` quoted for the shell tmux runs the command with.
fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}
