//! Reverse execution: the latest earlier time a condition held, found by re-executing from
//! snapshots, restored exactly.

use super::*;

impl Session {
    /// Go back to `time` exactly.
    pub(super) fn go_to(&mut self, time: u64) -> bool {
        match self.history.restore(time) {
            Some(t) => {
                self.target = t;
                self.selected = 0;
                true
            }
            None => false,
        }
    }

    /// `reverse-stepi`/`reverse-nexti`.
    pub fn reverse_insns(&mut self, n: u64, over: bool) -> Stop {
        self.begin_reverse();
        let n = n.max(1);
        // Without a cycle engine one unit of time is one instruction: one restore does it.
        if self.target.cycles().is_none() && !over {
            let now = self.target.time();
            let start = self.history.start_time();
            return match now.checked_sub(n).filter(|t| *t >= start) {
                Some(t) => {
                    self.go_to(t);
                    Stop::Step
                }
                None => {
                    self.go_to(start);
                    Stop::StartOfHistory
                }
            };
        }
        for _ in 0..n {
            let now = self.target.time();
            let depth = self.key().depth;
            let tables = &self.tables;
            let hart = self.viewed_hart();
            let now_insns = self.target.machine().instret();
            let target = self.history.search_back(
                now,
                |t| (t.machine().instret(), key_of(t, hart, tables)),
                |prev, cur| {
                    cur.0 < now_insns
                        && prev.is_some_and(|p| p.0 != cur.0)
                        && (!over || cur.1.depth <= depth)
                },
            );
            match target {
                Some(t) => {
                    self.go_to(t);
                }
                None => {
                    let start = self.history.start_time();
                    self.go_to(start);
                    return Stop::StartOfHistory;
                }
            }
        }
        Stop::Step
    }

    /// `reverse-cycle N`.
    pub fn reverse_cycles(&mut self, n: u64) -> Stop {
        if self.target.cycles().is_none() {
            return Stop::Fault(
                "the cycle engine is not attached (functional engine): use reverse-stepi".into(),
            );
        }
        self.begin_reverse();
        let now = self.target.time();
        let start = self.history.start_time();
        // Every clock is a state the target can stand at (also inside an idle span), so the
        // wanted clock is restored exactly.
        match now.checked_sub(n.max(1)).filter(|t| *t >= start) {
            Some(want) => self.reverse_to(Some(want)),
            None => self.reverse_to(None),
        }
    }

    /// `reverse-step` (`over`: `reverse-next`).
    pub fn reverse_line(&mut self, over: bool) -> Stop {
        self.begin_reverse();
        let now = self.target.time();
        let depth = self.key().depth;
        let tables = &self.tables;
        let hart = self.viewed_hart();
        let found = self.history.search_back(
            now,
            |t| key_of(t, hart, tables),
            |prev, cur| is_boundary(tables, prev, cur) && (!over || cur.depth <= depth),
        );
        self.reverse_to(found)
    }

    /// `reverse-finish`: back to the call of the current function.
    pub fn reverse_finish(&mut self) -> Stop {
        self.begin_reverse();
        let now = self.target.time();
        let depth = self.key().depth;
        let tables = &self.tables;
        let hart = self.viewed_hart();
        let found =
            self.history
                .search_back(now, |t| key_of(t, hart, tables), |_, cur| cur.depth < depth);
        self.reverse_to(found)
    }

    /// `reverse-continue`: back to the latest breakpoint hit or watched change.
    pub fn reverse_continue(&mut self) -> Stop {
        self.begin_reverse();
        let now = self.target.time();
        let breaks: Vec<(u32, Vec<u32>, Option<Expr>)> = self
            .points
            .iter()
            .filter(|p| p.enabled)
            .filter_map(|p| match &p.kind {
                PointKind::Break { addrs, .. } => {
                    Some((p.id, addrs.clone(), p.condition.clone().map(|c| c.1)))
                }
                _ => None,
            })
            .collect();
        let watches: Vec<(u64, u64)> = self
            .points
            .iter()
            .filter(|p| p.enabled)
            .filter_map(|p| match &p.kind {
                // (Loads are not seen going back: read watchpoints do not stop here.)
                PointKind::Watch {
                    addr, size, access, ..
                } if *access != WatchAccess::Read => Some((*addr, *size)),
                _ => None,
            })
            .collect();
        let mut tables = self.tables.clone();
        let values = self.values.clone();
        let found = self.history.search_back(
            now,
            |t| {
                let m = t.machine();
                let pc = m.pc();
                let insns = m.instret();
                let bp = breaks.iter().any(|(_, addrs, cond)| {
                    addrs.contains(&pc)
                        && cond.as_ref().is_none_or(|c| {
                            // The innermost frame only: a condition at a deep stop reads
                            // no more linkage records than at a shallow one.
                            let frames = frames::unwind_at_most(m, m.current_hart(), &tables, 1);
                            let Some(frame) = frames.first() else {
                                return true;
                            };
                            let scope = scope(t, m.current_hart(), frame, &values);
                            eval::eval(c, &scope, &mut tables)
                                .and_then(|v| eval::truthy(v, &scope, &tables))
                                .unwrap_or(true)
                        })
                });
                let bytes: Vec<Vec<u8>> = watches
                    .iter()
                    .map(|(a, n)| {
                        let mut b = vec![0u8; *n as usize];
                        let _ = m.memory().read_bytes(*a, &mut b);
                        b
                    })
                    .collect();
                (bp, bytes, insns)
            },
            // A breakpoint is hit where an instruction arrives at it (not on each clock a
            // stalled pipeline spends there).
            |prev, cur| {
                (cur.0 && prev.is_none_or(|p| p.2 != cur.2)) || prev.is_some_and(|p| p.1 != cur.1)
            },
        );
        let stop = self.reverse_to(found);
        // Watchpoints remember the value at the state we are now in.
        let ids: Vec<u32> = self.points.iter().map(|p| p.id).collect();
        for id in ids {
            if let Some(PointKind::Watch { addr, size, .. }) = self
                .points
                .iter()
                .find(|p| p.id == id)
                .map(|p| p.kind.clone())
            {
                if let Ok(b) = self.read_bytes(addr, size) {
                    self.set_watch_bytes(id, b);
                }
            }
        }
        if stop == Stop::Step {
            let pc = self.target.machine().pc();
            if let Some(p) = self.points.iter().find(|p| {
                p.enabled
                    && matches!(&p.kind, PointKind::Break { addrs, .. } if addrs.contains(&pc))
            }) {
                return Stop::Breakpoint(p.id);
            }
        }
        stop
    }

    pub(super) fn begin_reverse(&mut self) {
        // Reverse motions follow the shown thread as forward ones do.
        self.follow = self.viewed_hart();
        self.focus = Some(self.follow);
        self.core = None;
        self.command_start = Some(self.key());
        self.previous_registers = self.registers();
        self.goal = None;
        self.arrive = false;
    }

    pub(super) fn reverse_to(&mut self, found: Option<u64>) -> Stop {
        match found {
            Some(t) => {
                self.go_to(t);
                Stop::Step
            }
            None => {
                let start = self.history.start_time();
                self.go_to(start);
                Stop::StartOfHistory
            }
        }
    }

    /// `run`/`restart`: back to the start of the program (breakpoints stay).
    pub fn restart(&mut self) {
        if let Some(t) = self.history.origin() {
            // The history began after a fast-forward: back to the program's real start.
            self.target = t;
            self.selected = 0;
        }
        let start = self.history.start_time();
        // At the start already (the usual first `run`): nothing to restore.
        if self.target.time() != start {
            self.go_to(start);
        }
        self.goal = None;
        self.killed = false;
        // A new run: its output is new.
        self.output_shown = 0;
        self.refresh_watches();
    }

    pub(super) fn refresh_watches(&mut self) {
        let ids: Vec<u32> = self.points.iter().map(|p| p.id).collect();
        for id in ids {
            if let Some(PointKind::Watch { addr, size, .. }) = self
                .points
                .iter()
                .find(|p| p.id == id)
                .map(|p| p.kind.clone())
            {
                if let Ok(b) = self.read_bytes(addr, size) {
                    self.set_watch_bytes(id, b);
                }
            }
        }
    }

    /// `run --fast-forward`: restart, execute `insns` instructions on the functional engine
    /// (the last `warm` warming a cycle engine's caches and predictor), and begin the history
    /// there. What to say about it.
    pub fn fast_forward(&mut self, insns: u64, warm: u64) -> Result<String, String> {
        self.restart();
        let ended = self.target.fast_forward(insns, warm)?;
        self.history.rebase(&mut *self.target);
        self.refresh_watches();
        let done = self.target.machine().instret();
        let mut text = format!("Fast-forwarded {done} instructions on the functional engine");
        if self.target.cycles().is_some() {
            text += &format!(" ({} warming caches and predictor)", warm.min(done));
        }
        if ended.is_some() {
            text += "; the program ended meanwhile";
        }
        text.push('.');
        Ok(text)
    }
}
