//! Progress bars for long work (`sweep`, `litmus`, `bench`): on stderr, only when stderr is
//! a terminal (a pipe or a CI log gets no control characters) and the user did not ask for
//! quiet.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// A bar counting `len` units of `what` ("points", "runs"), hidden when `quiet` or when
/// stderr is no terminal.
pub fn bar(len: u64, what: &str, quiet: bool) -> ProgressBar {
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    let template = format!("{{bar:30}} {{pos}}/{{len}} {what} {{elapsed}} (eta {{eta}}) {{msg}}");
    bar.set_style(
        ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}
