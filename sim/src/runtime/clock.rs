//! `time` and `clock`: deterministic, from the number of instructions the machine has
//! retired (all threads), read by the engine when the call executes (the shims hand it a
//! request as `ThreadOp::Clock`, since only the engine knows the count). The simulated
//! machine is taken to retire one instruction per nanosecond: `clock()` is the count in
//! microseconds (`CLOCKS_PER_SEC` is 1,000,000 on glibc) and `time()` is [`EPOCH`] plus the
//! whole seconds so far. The same program gives the same values on both engines (the cycle
//! engine's cycles would differ between them), and on every run.

/// What `time` returns at the start of a run: 2023-11-14 22:13:20 UTC.
pub const EPOCH: u64 = 1_700_000_000;

/// Simulated instructions per second.
pub const INSTRUCTIONS_PER_SECOND: u64 = 1_000_000_000;

/// What `time` (`time` set) or `clock` returns after `instret` retired instructions.
pub fn value(time: bool, instret: u64) -> u64 {
    if time {
        EPOCH + instret / INSTRUCTIONS_PER_SECOND
    } else {
        instret / (INSTRUCTIONS_PER_SECOND / 1_000_000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_instruction_per_nanosecond() {
        assert_eq!(value(false, 5_000), 5);
        assert_eq!(value(true, 2_500_000_000), EPOCH + 2);
    }
}
