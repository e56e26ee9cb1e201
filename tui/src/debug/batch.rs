//! Batch mode: run commands without a terminal and print what each one shows (program output
//! interleaved where it happens), for scripts and tests.

use super::commands::{self, Action};
use super::session::Session;
use std::io::Write;

/// Run `cmds` in order; stop at `quit`. Output goes to `out`. Returns how many commands
/// failed (an unknown command, a bad argument, a motion with no program: what gdb's batch
/// mode reports with a failure status).
pub fn run(s: &mut Session, cmds: &[String], out: &mut dyn Write) -> std::io::Result<usize> {
    let mut failed = 0;
    for line in cmds {
        let text = match commands::execute(s, line) {
            Action::Quit => break,
            Action::Output(t) => t,
            Action::Error(t) => {
                failed += 1;
                t
            }
            Action::Run { goal, prelude } => {
                if !prelude.is_empty() {
                    writeln!(out, "{prelude}")?;
                }
                let stop = s.run_to_stop(goal);
                let program = s.take_output();
                out.write_all(program.as_bytes())?;
                commands::describe_stop(s, &stop)
            }
        };
        let program = s.take_output();
        out.write_all(program.as_bytes())?;
        if !text.is_empty() {
            writeln!(out, "{text}")?;
        }
    }
    out.flush()?;
    Ok(failed)
}
