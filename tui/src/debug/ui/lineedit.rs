//! The command line of the terminal front end: editing, history (Up/Down) and completion
//! (Tab) over the command table. Plain data, no terminal: the event loop feeds it keys.

use crate::debug::commands;
use crate::debug::session::Session;

/// A one-line editor with history.
#[derive(Default)]
pub struct LineEditor {
    pub text: String,
    /// Cursor position in characters.
    pub cursor: usize,
    history: Vec<String>,
    /// Position while browsing history (`history.len()` = the line being edited).
    browse: usize,
    /// The line being edited before browsing started.
    stash: String,
}

impl LineEditor {
    pub fn insert(&mut self, c: char) {
        let at = self.byte_at(self.cursor);
        self.text.insert(at, c);
        self.cursor += 1;
    }

    pub fn backspace(&mut self) {
        if self.cursor == 0 {
            return;
        }
        self.cursor -= 1;
        let at = self.byte_at(self.cursor);
        self.text.remove(at);
    }

    pub fn delete(&mut self) {
        if self.cursor < self.text.chars().count() {
            let at = self.byte_at(self.cursor);
            self.text.remove(at);
        }
    }

    pub fn left(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub fn right(&mut self) {
        self.cursor = (self.cursor + 1).min(self.text.chars().count());
    }

    pub fn home(&mut self) {
        self.cursor = 0;
    }

    pub fn end(&mut self) {
        self.cursor = self.text.chars().count();
    }

    /// Clear the line (Ctrl-U).
    pub fn clear(&mut self) {
        self.text.clear();
        self.cursor = 0;
    }

    fn byte_at(&self, chars: usize) -> usize {
        self.text
            .char_indices()
            .nth(chars)
            .map_or(self.text.len(), |(i, _)| i)
    }

    /// Take the line (Enter): it joins the history unless empty or a repeat.
    pub fn take(&mut self) -> String {
        let line = std::mem::take(&mut self.text);
        self.cursor = 0;
        if !line.trim().is_empty() && self.history.last() != Some(&line) {
            self.history.push(line.clone());
        }
        self.browse = self.history.len();
        line
    }

    /// The most recent history entry (Enter on an empty line repeats it, as in gdb).
    pub fn last(&self) -> Option<&str> {
        self.history.last().map(String::as_str)
    }

    pub fn up(&mut self) {
        if self.browse == self.history.len() {
            self.stash = self.text.clone();
        }
        if self.browse > 0 {
            self.browse -= 1;
            self.text = self.history[self.browse].clone();
            self.end();
        }
    }

    pub fn down(&mut self) {
        if self.browse < self.history.len() {
            self.browse += 1;
            self.text = if self.browse == self.history.len() {
                std::mem::take(&mut self.stash)
            } else {
                self.history[self.browse].clone()
            };
            self.end();
        }
    }

    /// Complete the line from the session's names ([`commands::complete`]): a unique
    /// completion replaces it; several are returned to show.
    pub fn complete(&mut self, s: &Session) -> Vec<String> {
        let options = commands::complete(s, &self.text);
        self.take_completions(options)
    }

    /// Apply completions of the line: one replaces it (followed by a space, unless it ends
    /// a file name's `FILE:`, where a line number follows); several extend it to their
    /// longest common prefix and are returned to show.
    pub fn take_completions(&mut self, options: Vec<String>) -> Vec<String> {
        match options.as_slice() {
            [one] => {
                self.text = if one.ends_with(':') {
                    one.clone()
                } else {
                    format!("{one} ")
                };
                self.end();
                Vec::new()
            }
            [] => Vec::new(),
            many => {
                // Extend to the longest common prefix.
                let mut prefix = many[0].clone();
                for o in &many[1..] {
                    while !o.starts_with(&prefix) {
                        prefix.pop();
                    }
                }
                if prefix.len() > self.text.len() {
                    self.text = prefix;
                    self.end();
                }
                many.to_vec()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editing_history_and_completion() {
        let mut e = LineEditor::default();
        for c in "brek".chars() {
            e.insert(c);
        }
        e.left();
        e.insert('a');
        assert_eq!(e.text, "break");
        assert_eq!(e.take(), "break");
        for c in "next".chars() {
            e.insert(c);
        }
        e.take();
        e.up();
        assert_eq!(e.text, "next");
        e.up();
        assert_eq!(e.text, "break");
        e.down();
        e.down();
        assert_eq!(e.text, "");
        for c in "backt".chars() {
            e.insert(c);
        }
        assert!(e.take_completions(vec!["backtrace".into()]).is_empty());
        assert_eq!(e.text, "backtrace ");
        e.clear();
        for c in "reverse-s".chars() {
            e.insert(c);
        }
        let many = e.take_completions(vec!["reverse-step".into(), "reverse-stepi".into()]);
        assert_eq!(many.len(), 2);
        assert_eq!(e.text, "reverse-step");
        // A file's `FILE:` waits for its line number.
        e.clear();
        e.insert('b');
        assert!(e.take_completions(vec!["b fib.mpl:".into()]).is_empty());
        assert_eq!(e.text, "b fib.mpl:");
    }
}
