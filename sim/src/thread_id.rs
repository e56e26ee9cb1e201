//! The one name of a thread, for every view: `--stats`, `--stats-json`, `--profile`, the
//! report, the debugger, the traces and the fault messages name a thread `thread N` (JSON:
//! the number N under a key `thread`), N = hart index + 1. That is the id `pthread_create`
//! stores for the program (`pthread_self` of the first thread is 1) and gdb's numbering of
//! threads from 1, so `thread 2` is the same thread in the program's output, `info threads`
//! and every statistic. The hart index (0-based) is the hardware thread context the engine
//! keeps; a view shows it only where it means that slot, never as a thread's name.

use serde::Serialize;
use std::fmt;

/// A thread as the program and every view know it: number N = hart index + 1. Displayed
/// `thread N`; serialized as the number N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct ThreadId(usize);

impl ThreadId {
    /// The thread that runs on hart `hart` (0-based).
    pub const fn of_hart(hart: usize) -> ThreadId {
        ThreadId(hart + 1)
    }

    /// The thread with id `number` as the program passes it (`pthread_join`'s argument):
    /// `None` for 0 or one past the host's address width, which no thread has.
    pub fn from_number(number: u64) -> Option<ThreadId> {
        usize::try_from(number)
            .ok()
            .filter(|&n| n >= 1)
            .map(ThreadId)
    }

    /// The thread's number N (1-based).
    pub const fn number(self) -> usize {
        self.0
    }

    /// The hart the thread runs on (0-based).
    pub const fn hart(self) -> usize {
        self.0 - 1
    }
}

impl fmt::Display for ThreadId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "thread {}", self.0)
    }
}

/// The name of the thread on hart `hart`: `thread N`, N = `hart + 1`.
pub fn thread_name(hart: usize) -> String {
    ThreadId::of_hart(hart).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_hart_is_thread_1() {
        assert_eq!(thread_name(0), "thread 1");
        assert_eq!(ThreadId::of_hart(4).number(), 5);
        assert_eq!(ThreadId::of_hart(4).hart(), 4);
    }

    #[test]
    fn a_program_id_of_zero_names_no_thread() {
        assert_eq!(ThreadId::from_number(0), None);
        assert_eq!(ThreadId::from_number(3).map(ThreadId::hart), Some(2));
    }

    #[test]
    fn json_holds_the_number() {
        let json = serde_json::to_string(&ThreadId::of_hart(1)).unwrap();
        assert_eq!(json, "2");
    }
}
