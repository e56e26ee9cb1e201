//! The library half of maple-tui: the debugger (`maple debug`), kept out of the binary so its
//! panes and commands can be tested directly (ratatui's `TestBackend`, batch sessions).

pub mod debug;
