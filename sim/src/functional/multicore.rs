//! The machine's side of the multi-core engine: who schedules the harts, the harts' store
//! buffers and pending invalidations, and memory as one hart sees it. The functional engine
//! alone never calls these.

use super::{HartState, Machine};
use crate::fault::FaultKind;

impl Machine {
    /// Let the multi-core engine choose the running hart from now on
    /// ([`Machine::select_hart`]); stores wait in each hart's [`crate::store_queue`] when
    /// `buffer_stores` (the `tso` and `weak` models).
    pub fn set_external_schedule(&mut self, buffer_stores: bool) -> Result<(), FaultKind> {
        self.external_schedule = true;
        self.buffer_stores = buffer_stores;
        for h in &mut self.harts {
            h.stores.set_buffering(buffer_stores, &mut self.mem)?;
        }
        Ok(())
    }

    /// Schedule the harts here again, round robin as the functional engine does, every
    /// store going straight to memory: a multi-core fast-forward runs the program this way up
    /// to its region, then hands the harts back with [`Machine::set_external_schedule`].
    pub fn set_internal_schedule(&mut self) -> Result<(), FaultKind> {
        self.external_schedule = false;
        self.buffer_stores = false;
        for h in &mut self.harts {
            h.stores.set_buffering(false, &mut self.mem)?;
        }
        Ok(())
    }

    /// Make hart `h` the running one (the multi-core engine, before a core's tick).
    #[inline]
    pub fn select_hart(&mut self, h: usize) {
        if h < self.harts.len() {
            self.cur = h;
        }
    }

    /// Hart `h`'s scheduling state (`Finished` for a hart that does not exist).
    pub fn hart_state(&self, h: usize) -> HartState {
        self.states
            .get(h)
            .copied()
            .unwrap_or(HartState::Finished(0))
    }

    /// A number that changes whenever a hart's state is set or a hart is made: while it
    /// stays, so does every [`Machine::hart_state`].
    #[inline]
    pub fn hart_state_epoch(&self) -> u64 {
        self.state_epoch
    }

    /// How many harts the program has made (hart 0 included).
    pub fn hart_count(&self) -> usize {
        self.harts.len()
    }

    /// The entry index hart `h` executes next.
    pub fn hart_pc(&self, h: usize) -> u32 {
        self.harts.get(h).map_or(0, |x| x.pc)
    }

    /// Commit the buffered stores of hart `h` that `pick` selects (by sequence number), in
    /// program order: the timing model drained them.
    pub fn commit_stores(&mut self, h: usize, mut pick: impl FnMut(u64) -> bool) {
        if let Some(hart) = self.harts.get_mut(h) {
            if !hart.stores.is_empty() {
                let log = &mut self.commit_log;
                let stale = &mut hart.stale;
                // The address was checked when the store was buffered.
                let _ = hart.stores.commit(&mut self.mem, |s| {
                    let taken = pick(s.seq);
                    if taken {
                        if let Some(log) = log.as_mut() {
                            log.push((h, s.addr, s.size));
                        }
                        // The core owned the line to write it: it sees the line as it is.
                        if !stale.is_empty() {
                            stale.apply_touching(s.addr, s.size as u64);
                        }
                    }
                    taken
                });
            }
        }
    }

    /// Hart `h`'s core received the invalidation of the line at `base`, which held `old`
    /// before another core's store reached it; the hart's loads see `old` until cycle
    /// `until` or a barrier (the `weak` model: [`crate::invalidation_queue`]).
    pub fn queue_invalidation(&mut self, h: usize, base: u64, old: &[u8], until: u64) {
        if let Some(hart) = self.harts.get_mut(h) {
            hart.stale.push(base, old, until);
        }
    }

    /// Apply the invalidations hart `h`'s core holds whose time has come by cycle `now`
    /// (`None`: all of them, a context switch).
    #[inline]
    pub fn apply_invalidations(&mut self, h: usize, now: Option<u64>) {
        if let Some(hart) = self.harts.get_mut(h) {
            if !hart.stale.is_empty() {
                match now {
                    Some(now) => hart.stale.apply_due(now),
                    None => hart.stale.apply_all(),
                }
            }
        }
    }

    /// Memory's bytes at `addr` (the multi-core engine snapshots a line, which lies in one
    /// page, before a store changes it); an unreadable range reads as zeros.
    pub fn peek_bytes(&self, addr: u64, out: &mut [u8]) {
        if self.mem.read_bytes(addr, out).is_err() {
            out.fill(0);
        }
    }

    /// Record which hart's buffered stores reach memory (`on`), for a debugger's
    /// watchpoints: under `tso`/`weak` a location changes when a store drains, long after
    /// the instruction that made it, and maybe while another hart runs.
    pub fn log_commits(&mut self, on: bool) {
        self.commit_log = on.then(Vec::new);
    }

    /// The buffered stores that reached memory since the last call (hart, address, size),
    /// oldest first; empty unless [`Machine::log_commits`] is on.
    pub fn take_commits(&mut self) -> Vec<(usize, u64, u32)> {
        self.commit_log
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Hart `h`'s buffered stores (sequence numbers), oldest first.
    pub fn pending_stores(&self, h: usize) -> impl Iterator<Item = u64> + '_ {
        self.harts
            .get(h)
            .into_iter()
            .flat_map(|x| x.stores.entries().map(|s| s.seq))
    }

    /// The sequence number hart `h`'s next buffered store gets.
    pub fn next_store_seq(&self, h: usize) -> u64 {
        self.harts.get(h).map_or(0, |x| x.stores.next_seq())
    }

    /// Bytes at `addr` as hart `h` sees them: memory with that hart's buffered stores laid
    /// over it (under `tso`/`weak` its latest stores may not have reached memory yet), and
    /// under `weak` the lines whose invalidations its core has not applied as they were.
    pub fn read_bytes_seen_by(&self, h: usize, addr: u64, out: &mut [u8]) -> Result<(), FaultKind> {
        self.mem.read_bytes(addr, out)?;
        let Some(hart) = self.harts.get(h) else {
            return Ok(());
        };
        hart.stale.overlay_bytes(addr, out);
        let (lo, hi) = (addr, addr.saturating_add(out.len() as u64));
        for s in hart.stores.entries() {
            let (slo, shi) = (s.addr, s.addr + s.size as u64);
            for b in slo.max(lo)..shi.min(hi) {
                out[(b - lo) as usize] = (s.value >> (8 * (b - slo))) as u8;
            }
        }
        Ok(())
    }
}
