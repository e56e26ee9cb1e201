//! Forward execution: commands run toward a [`Goal`] in chunks and sentinel windows,
//! resumable with a budget so a front end stays responsive.

use super::*;

impl Session {
    /// Start a command that runs the machine; [`Session::resume`] carries it out.
    pub fn start(&mut self, goal: Goal) {
        // The command follows the shown thread, which stays shown while it runs.
        self.follow = self.viewed_hart();
        self.focus = Some(self.follow);
        self.core = None;
        let logging = self.watching();
        self.target.machine_mut().log_commits(logging);
        self.command_start = Some(self.key());
        self.previous_registers = self.registers();
        self.selected = 0;
        self.interrupt = false;
        if goal != Goal::Continue {
            self.arrive = false;
        }
        // Threads the last stop did not look at yet are looked at before anything moves (a
        // fresh run's first instruction is arrived at anyway).
        if !self.arrive && self.settle_arrivals() {
            self.arrive = true;
        }
        self.goal = Some(goal);
    }

    /// Run the current command for up to about `budget` instructions: its stop, or `None` if
    /// it is still running (call again).
    pub fn resume(&mut self, budget: u64) -> Option<Stop> {
        let mut goal = self.goal.take()?;
        let stop = self.drive(&mut goal, budget);
        match &stop {
            None => self.goal = Some(goal),
            // A motion's stop shows the thread it followed, a watchpoint's the thread that
            // wrote; any other stop the thread about to run (as gdb switches to the thread
            // that stopped).
            Some(Stop::Step | Stop::Finished { .. }) => {}
            Some(Stop::Watchpoint { writer, .. }) => self.focus = *writer,
            // A breakpoint's stop shows the thread that arrived at it.
            Some(Stop::Breakpoint(_)) => self.focus = self.arrivals.reporter.take(),
            Some(_) => self.focus = None,
        }
        stop
    }

    /// Run a command to its stop (batch mode).
    pub fn run_to_stop(&mut self, goal: Goal) -> Stop {
        self.start(goal);
        loop {
            if let Some(s) = self.resume(1 << 22) {
                return s;
            }
        }
    }

    pub(super) fn outcome_stop(o: &Outcome) -> Stop {
        match o {
            Outcome::Exited(s) => Stop::Exited(*s),
            Outcome::Fault(f) => Stop::Fault(f.to_string()),
        }
    }

    pub(super) fn drive(&mut self, goal: &mut Goal, budget: u64) -> Option<Stop> {
        let mut done = 0u64;
        loop {
            if let Some(o) = self.target.machine().outcome() {
                return Some(Self::outcome_stop(o));
            }
            if self.interrupt {
                self.interrupt = false;
                return Some(Stop::Interrupted);
            }
            if let Some(s) = self.arrival_stop() {
                return Some(s);
            }
            if let Some(s) = self.limit_reached() {
                return Some(s);
            }
            if done >= budget {
                return None;
            }
            let budget = budget.min(done.saturating_add(self.insns_left()));
            if let Goal::Cycles { until } = goal {
                if self.target.cycles().is_none() {
                    return Some(Stop::Fault(
                        "the cycle engine is not attached (functional engine): use stepi".into(),
                    ));
                }
                if self.target.time() >= *until {
                    return Some(Stop::Step);
                }
                done += 1;
                let retired = self.target.machine().instret();
                let r = self.target.advance((*until).min(self.clock_limit()));
                self.history.note(&mut *self.target);
                if let Some(o) = r {
                    return Some(Self::outcome_stop(&o));
                }
                // Stops happen where an instruction arrives, not on every clock spent there.
                if self.target.machine().instret() != retired {
                    if let Some(s) = self.check_points() {
                        return Some(s);
                    }
                }
                continue;
            }
            if matches!(goal, Goal::Continue) {
                match self.window(budget - done) {
                    Window::Unavailable => {}
                    Window::Ran(n, None) => {
                        done += n;
                        continue;
                    }
                    Window::Ran(_, Some(o)) => return Some(Self::outcome_stop(&o)),
                    Window::Alerted(n) => {
                        done += n;
                        // The transfer may have landed on a breakpoint.
                        if let Some(s) = self.check_points() {
                            return Some(s);
                        }
                        continue;
                    }
                }
            }
            let k = self.chunk_len(goal, budget - done);
            // The state before the chunk's last instruction (line motions compare with it).
            let prev = match goal {
                Goal::Line { .. } if k == 1 => Some(self.key()),
                Goal::Line { .. } => Some(self.key_after_fallthrough(k - 1)),
                _ => None,
            };
            let before = self.target.machine().instret();
            let r = if k == 1 && self.watching_reads() {
                self.accesses.clear();
                match self.target.step_logged(&mut self.accesses) {
                    Some(r) => r,
                    None => self.target.step_insn(),
                }
            } else if k == 1 {
                self.target.step_insn()
            } else {
                self.target.run_insns(k as u64)
            };
            done += k as u64;
            self.history.note(&mut *self.target);
            if let Some(o) = r {
                return Some(Self::outcome_stop(&o));
            }
            if let Some(s) = self.check_points() {
                return Some(s);
            }
            if matches!(goal, Goal::Continue) {
                continue;
            }
            // Another thread ran (or a thread only started): the followed one has not moved.
            let m = self.target.machine();
            if m.instret() == before || (m.hart_count() > 1 && m.last_hart() != self.follow) {
                continue;
            }
            let now = self.key();
            match goal {
                Goal::Continue | Goal::Cycles { .. } => {}
                Goal::Line {
                    over,
                    until,
                    depth,
                    start_pc,
                    left,
                } => {
                    if prev.is_some_and(|p| self.is_boundary(&p, &now))
                        && (!*over || now.depth <= *depth)
                        && (!*until || now.depth < *depth || now.pc > *start_pc)
                    {
                        if *left <= 1 {
                            return Some(Stop::Step);
                        }
                        *left -= 1;
                        *depth = now.depth;
                        *start_pc = now.pc;
                    }
                }
                Goal::Insns { left, over, depth } => {
                    if !*over || now.depth <= *depth {
                        *left = left.saturating_sub(1);
                    }
                    if *left == 0 {
                        return Some(Stop::Step);
                    }
                }
                Goal::Finish { depth, from } => {
                    if now.depth < *depth {
                        let from = from.clone();
                        let value = self.return_value(&from);
                        return Some(Stop::Finished { from, value });
                    }
                }
                Goal::Location { addrs, depth } => {
                    if now.depth < *depth || (addrs.contains(&now.pc) && now.depth <= *depth) {
                        return Some(Stop::Step);
                    }
                }
            }
        }
    }

    /// Run a long window of `continue` with a sentinel watching transfers; the window ends
    /// right after one that may lead into a breakpoint (the caller goes on in chunks).
    pub(super) fn window(&mut self, budget: u64) -> Window {
        let now = self.target.time();
        if self.single_step {
            return Window::Unavailable;
        }
        let m = self.target.machine();
        if self.watching()
            || m.harts().nth(1).is_some()
            || !m.hart().handlers.is_empty()
            || self.danger.at_start(m, m.hart().pc)
        {
            return Window::Unavailable;
        }
        let n = budget
            .min(self.history.next_due(now).saturating_sub(now))
            .min(WINDOW);
        if n < 1024 {
            return Window::Unavailable;
        }
        if self
            .history
            .latest_at(now)
            .is_none_or(|t| now - t >= REWIND_LIMIT)
        {
            self.history.add_fine(&mut *self.target);
        }
        let mut sentinel = Sentinel {
            map: &self.danger,
            danger: false,
        };
        let Some(r) = self.target.run_watched(n, &mut sentinel) else {
            return Window::Unavailable;
        };
        let ran = self.target.time() - now;
        self.history.note(&mut *self.target);
        if sentinel.danger && r.is_none() {
            Window::Alerted(ran)
        } else {
            Window::Ran(ran, r)
        }
    }

    /// How many instructions the next chunk may run for `goal`.
    pub(super) fn chunk_len(&self, goal: &Goal, budget: u64) -> u32 {
        let m = self.target.machine();
        // (On the cycle engine a chunk of instructions may take any number of clocks: under
        // `--max-cycles` each instruction is looked at, so the run stops within one of it.)
        let clock_bound = self.limits.max_cycles.is_some() && self.target.cycles().is_some();
        let single = self.single_step
            || clock_bound
            || matches!(goal, Goal::Insns { .. })
            || m.harts().nth(1).is_some()
            || !m.hart().handlers.is_empty()
            || self
                .points
                .iter()
                .any(|p| p.enabled && matches!(p.kind, PointKind::Watch { .. }));
        if single {
            return 1;
        }
        let i = m.hart().pc as usize;
        let table = match goal {
            Goal::Continue => &self.chunk_far,
            Goal::Line { .. } => &self.chunk_step,
            // Every location `until` may stop at must be a row start for the line table's
            // chunks to stop there.
            Goal::Location { addrs, .. } => {
                if addrs.iter().all(|a| self.tables.is_row_start(*a)) {
                    &self.chunk_step
                } else {
                    return 1;
                }
            }
            _ => &self.chunk_bp,
        };
        let k = table.get(i).copied().unwrap_or(1);
        let due = self
            .history
            .next_due(self.target.time())
            .saturating_sub(self.target.time());
        (k as u64).min(budget.max(1)).min(due.max(1)) as u32
    }

    /// The key of the instruction `n` fall-through steps ahead of the PC (the last one a chunk
    /// of `n + 1` will execute): the "previous instruction" for the line-boundary test.
    pub(super) fn key_after_fallthrough(&self, n: u32) -> LineKey {
        let m = self.target.machine();
        let code = m.code();
        let mut i = m.hart().pc;
        for _ in 0..n {
            match code.entries.get(i as usize) {
                Some(d) => i = d.next,
                None => break,
            }
        }
        let pc = code.addr_of(i);
        LineKey {
            insns: m.instret() + n as u64,
            pc,
            depth: m.hart().frames().len(),
            line: self.tables.row_at(pc).map(|r| (r.file, r.line)),
        }
    }

    /// Whether `now` (reached right after `prev`) begins a line: a row start entered from
    /// another line, another frame, or by a jump back.
    pub fn is_boundary(&self, prev: &LineKey, now: &LineKey) -> bool {
        is_boundary(&self.tables, Some(prev), now)
    }

    /// Whether an enabled watchpoint exists.
    pub(super) fn watching(&self) -> bool {
        self.points
            .iter()
            .any(|p| p.enabled && matches!(p.kind, PointKind::Watch { .. }))
    }

    /// Whether an enabled read or access watchpoint exists (loads are then logged).
    pub(super) fn watching_reads(&self) -> bool {
        self.points.iter().any(|p| {
            p.enabled
                && matches!(p.kind, PointKind::Watch { access, .. } if access != WatchAccess::Write)
        })
    }

    /// A read or access watchpoint whose location the last instruction loaded from.
    fn read_hit(&mut self) -> Option<Stop> {
        let accesses = std::mem::take(&mut self.accesses);
        let (id, addr, size) = self.points.iter().find_map(|p| match &p.kind {
            PointKind::Watch {
                access, addr, size, ..
            } if p.enabled && *access != WatchAccess::Write => accesses
                .iter()
                .any(|(a, n, load)| *load && *a < addr + size && a + *n as u64 > *addr)
                .then_some((p.id, *addr, *size)),
            _ => None,
        })?;
        // A read watchpoint does not stop at changes: its remembered value is refreshed here.
        if let Ok(now) = self.read_bytes(addr, size) {
            self.set_watch_bytes(id, now);
        }
        if !self.condition_holds(id) {
            return None;
        }
        if let Some(p) = self.points.iter_mut().find(|p| p.id == id) {
            p.hits += 1;
        }
        let value = self.watch_text(id);
        Some(Stop::Read { id, value })
    }

    /// Breakpoint and watchpoint checks at the current state.
    pub(super) fn check_points(&mut self) -> Option<Stop> {
        let commits = self.target.machine_mut().take_commits();
        // Watchpoints first: a change is reported at the instruction after the store, which
        // may also be a breakpoint address.
        let mut scope_end = None;
        let mut changed = None;
        for p in self.points.iter().filter(|p| p.enabled) {
            if let PointKind::Watch {
                addr,
                size,
                old,
                scope,
                access,
                ..
            } = &p.kind
            {
                let m = self.target.machine();
                if scope.is_some_and(|(h, d)| m.hart_at(h).is_some_and(|x| x.frames().len() < d)) {
                    scope_end = Some(p.id);
                    break;
                }
                let mut now = vec![0u8; *size as usize];
                if self
                    .target
                    .machine()
                    .memory()
                    .read_bytes(*addr, &mut now)
                    .is_ok()
                    && now != *old
                    && *access != WatchAccess::Read
                {
                    // A buffered store that reached memory during the step, else the
                    // instruction that executed.
                    let end = *addr + *size;
                    let writer = commits
                        .iter()
                        .rev()
                        .find(|(_, a, n)| *a < end && a + *n as u64 > *addr)
                        .map_or(m.last_hart(), |c| c.0);
                    changed = Some((p.id, now, writer));
                    break;
                }
            }
        }
        if let Some(id) = scope_end {
            let _ = self.delete(&[id]);
            return Some(Stop::WatchScope(id));
        }
        if changed.is_none() {
            if let Some(stop) = self.read_hit() {
                return Some(stop);
            }
        }
        if let Some((id, now, writer)) = changed {
            if self.condition_holds(id) {
                let old_text = self.watch_text(id);
                self.set_watch_bytes(id, now);
                let new_text = self.watch_text(id);
                if let Some(p) = self.points.iter_mut().find(|p| p.id == id) {
                    p.hits += 1;
                }
                let threads = self.target.machine().hart_count() > 1;
                return Some(Stop::Watchpoint {
                    id,
                    old: old_text,
                    new: new_text,
                    writer: threads.then_some(writer),
                });
            }
            self.set_watch_bytes(id, now);
        }
        self.arrivals.reporter = None;
        let hit = self.breakpoint_arrival().map(|(id, _)| id);
        if let Some(id) = hit {
            let temporary = self.points.iter().any(|p| p.id == id && p.temporary);
            if let Some(p) = self.points.iter_mut().find(|p| p.id == id) {
                p.hits += 1;
            }
            if temporary {
                let _ = self.delete(&[id]);
            }
            return Some(Stop::Breakpoint(id));
        }
        None
    }

    pub(super) fn set_watch_bytes(&mut self, id: u32, bytes: Vec<u8>) {
        if let Some(Point {
            kind: PointKind::Watch { old, .. },
            ..
        }) = self.points.iter_mut().find(|p| p.id == id)
        {
            *old = bytes;
        }
    }

    /// A watchpoint's remembered value, printed.
    pub(super) fn watch_text(&self, id: u32) -> String {
        let Some(Point {
            kind: PointKind::Watch { ty, old, .. },
            ..
        }) = self.points.iter().find(|p| p.id == id)
        else {
            return String::new();
        };
        format_bytes(&self.tables, *ty, old)
    }

    pub(super) fn condition_holds(&mut self, id: u32) -> bool {
        let Some(cond) = self
            .points
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.condition.clone())
        else {
            return true;
        };
        let Some(frame) = self.frame_at(0) else {
            return true;
        };
        let scope = scope(&*self.target, self.viewed_hart(), &frame, &self.values);
        // An unevaluable condition stops (as gdb does), so the user sees why.
        eval::eval(&cond.1, &scope, &mut self.tables)
            .and_then(|v| eval::truthy(v, &scope, &self.tables))
            .unwrap_or(true)
    }

    /// `%%retval0` as the declared return type of `function`.
    pub(super) fn return_value(&mut self, function: &str) -> Option<String> {
        let ty = self.returns.get(function).copied()?;
        if ty == PrimType::Void || ty.size() == 0 {
            return None;
        }
        let bits = self.target.machine().hart().retvals[0];
        let tid = prim_type(&mut self.tables, ty);
        let frame = self.frame();
        let v = Value {
            ty: Some(tid),
            place: Place::Bits(bits),
        };
        let scope = scope(&*self.target, self.viewed_hart(), &frame, &self.values);
        let text = eval::format(v, &scope, &self.tables);
        self.values.push(v);
        Some(format!("${} = {text}", self.values.len()))
    }
}
