//! The terminal front end (being written).
use super::session::Session;
pub fn run(_s: &mut Session, _cmds: &[String]) -> std::io::Result<()> {
    Err(std::io::Error::other(
        "the terminal front end is not built yet; use --batch",
    ))
}
