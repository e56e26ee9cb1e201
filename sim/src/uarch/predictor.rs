//! Branch prediction: a direction predictor (static, bimodal or gshare), a branch target buffer
//! and a return-address stack.

/// Which direction predictor the front end uses (`predictor.kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PredictorKind {
    /// Backward branches taken, forward branches not taken.
    Static,
    /// A table of 2-bit saturating counters indexed by PC.
    Bimodal,
    /// 2-bit counters indexed by PC xor global history.
    Gshare,
}

/// Predictor counters (of the composite [`Predictor::conditional`], [`Predictor::jump`] and
/// [`Predictor::ret`] API; the pipeline keeps its own per-kind counters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PredictorStats {
    pub predicted: u64,
    pub mispredicted: u64,
    pub btb_misses: u64,
    pub ras_mispredicts: u64,
}

/// A return-address stack: circular, a full stack overwrites its oldest entry. The core
/// keeps two: the predictor's, updated speculatively at fetch, and a committed copy updated
/// as calls and returns execute, which replaces the speculative one when younger
/// instructions are squashed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ras {
    entries: Vec<u32>,
    /// The next free slot.
    top: u32,
    /// Valid entries (at most `entries.len()`).
    depth: u32,
}

impl Ras {
    pub fn new(size: u32) -> Ras {
        Ras {
            entries: vec![0; size as usize],
            top: 0,
            depth: 0,
        }
    }

    /// Push a return address.
    #[inline]
    pub fn push(&mut self, return_address: u32) {
        let n = self.entries.len() as u32;
        if n == 0 {
            return;
        }
        self.entries[self.top as usize] = return_address;
        // (`top` < n: a compare where a division by a depth of any size would be.)
        self.top = if self.top + 1 == n { 0 } else { self.top + 1 };
        self.depth = (self.depth + 1).min(n);
    }

    /// Pop the most recent return address; `None` when empty.
    #[inline]
    pub fn pop(&mut self) -> Option<u32> {
        let n = self.entries.len() as u32;
        if self.depth == 0 || n == 0 {
            return None;
        }
        self.top = if self.top == 0 { n - 1 } else { self.top - 1 };
        self.depth -= 1;
        Some(self.entries[self.top as usize])
    }

    /// Entries, most recent first (a debugger's view).
    /// [`Ras::push`], returning what puts it back ([`Ras::undo`]).
    #[inline]
    pub fn push_undoable(&mut self, return_address: u32) -> RasUndo {
        let undo = RasUndo {
            top: self.top,
            depth: self.depth,
            old: self.entries.get(self.top as usize).copied().unwrap_or(0),
        };
        self.push(return_address);
        undo
    }

    /// [`Ras::pop`], returning what puts it back ([`Ras::undo`]).
    #[inline]
    pub fn pop_undoable(&mut self) -> (Option<u32>, RasUndo) {
        let undo = RasUndo {
            top: self.top,
            depth: self.depth,
            old: self.entries.get(self.top as usize).copied().unwrap_or(0),
        };
        (self.pop(), undo)
    }

    /// Put the stack back as it was before the push or pop that returned `u`.
    pub fn undo(&mut self, u: RasUndo) {
        self.top = u.top;
        self.depth = u.depth;
        if let Some(e) = self.entries.get_mut(u.top as usize) {
            *e = u.old;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let n = self.entries.len() as u32;
        (1..=self.depth).map(move |k| self.entries[((self.top + n - k) % n) as usize])
    }
}

/// The front end's prediction machinery. The pipeline predicts at fetch
/// ([`Predictor::predict_taken`], [`Predictor::btb_lookup`], [`Predictor::ras_pop`]) and
/// trains when the branch executes ([`Predictor::train`], [`Predictor::btb_update`]); the
/// return-address stack is updated speculatively at fetch and repaired from a
/// [`RasSnapshot`] when younger instructions are squashed.
/// What one push or pop of a [`Ras`] changed (the memoized timing engine plays a recorded
/// path's predictor updates, and puts them back when the path turns out not to apply).
#[derive(Clone, Copy, Debug)]
pub struct RasUndo {
    top: u32,
    depth: u32,
    old: u32,
}

/// What one update of a [`Predictor`]'s tables changed, to put back ([`Predictor::undo`]).
#[derive(Clone, Copy, Debug)]
pub enum PredictorUndo {
    Counter { index: u32, old: u8, history: u32 },
    Btb { slot: u32, old: (u32, u32) },
}

#[derive(Clone, Debug)]
pub struct Predictor {
    kind: PredictorKind,
    counters: Vec<u8>,
    index_mask: u32,
    history: u32,
    history_mask: u32,
    btb: Vec<(u32, u32)>,
    /// `btb.len() - 1` when that is a power of two (as a configuration's is), else 0:
    /// the slot of a PC is then a mask, not a division (a playback looks up the BTB for
    /// every branch it replays).
    btb_mask: usize,
    /// The speculative return-address stack.
    pub ras: Ras,
    pub stats: PredictorStats,
}

impl Predictor {
    /// `table_bits`: log2 of the counter table; `history_bits`: gshare's history length.
    pub fn new(
        kind: PredictorKind,
        table_bits: u32,
        history_bits: u32,
        btb_entries: u32,
        ras_entries: u32,
    ) -> Predictor {
        Predictor {
            kind,
            // Counters start weakly not taken.
            counters: vec![1; 1 << table_bits],
            index_mask: (1 << table_bits) - 1,
            history: 0,
            history_mask: if history_bits >= 32 {
                u32::MAX
            } else {
                (1 << history_bits) - 1
            },
            btb: vec![(u32::MAX, 0); btb_entries.max(1) as usize],
            btb_mask: if btb_entries.is_power_of_two() {
                btb_entries as usize - 1
            } else {
                0
            },
            ras: Ras::new(ras_entries),
            stats: PredictorStats::default(),
        }
    }

    pub fn kind(&self) -> PredictorKind {
        self.kind
    }

    fn index(&self, pc: u32) -> usize {
        let pc = pc >> 2;
        let i = match self.kind {
            PredictorKind::Gshare => pc ^ (self.history & self.history_mask),
            _ => pc,
        };
        (i & self.index_mask) as usize
    }

    /// The direction guess for the conditional branch at `pc` whose taken target is `target`
    /// (static prediction: backward taken).
    #[inline]
    pub fn predict_taken(&self, pc: u32, target: u32) -> bool {
        match self.kind {
            PredictorKind::Static => target <= pc,
            _ => self.counters[self.index(pc)] >= 2,
        }
    }

    /// Train the direction predictor with the outcome of the conditional branch at `pc`.
    #[inline]
    pub fn train(&mut self, pc: u32, taken: bool) {
        if self.kind == PredictorKind::Static {
            return;
        }
        let i = self.index(pc);
        let c = &mut self.counters[i];
        *c = if taken {
            (*c + 1).min(3)
        } else {
            c.saturating_sub(1)
        };
        self.history = (self.history << 1) | taken as u32;
    }

    /// The target the BTB holds for the control transfer at `pc`.
    /// [`Predictor::train`], returning what puts it back (`None`: it changed nothing).
    pub fn train_undoable(&mut self, pc: u32, taken: bool) -> Option<PredictorUndo> {
        if self.kind == PredictorKind::Static {
            return None;
        }
        let index = self.index(pc);
        let undo = PredictorUndo::Counter {
            index: index as u32,
            old: self.counters[index],
            history: self.history,
        };
        self.train(pc, taken);
        Some(undo)
    }

    /// [`Predictor::btb_update`], returning what puts it back.
    pub fn btb_update_undoable(&mut self, pc: u32, target: u32) -> PredictorUndo {
        let slot = self.btb_slot(pc);
        let undo = PredictorUndo::Btb {
            slot: slot as u32,
            old: self.btb[slot],
        };
        self.btb_update(pc, target);
        undo
    }

    /// Put back the update that returned `u`.
    pub fn undo(&mut self, u: PredictorUndo) {
        match u {
            PredictorUndo::Counter {
                index,
                old,
                history,
            } => {
                if let Some(c) = self.counters.get_mut(index as usize) {
                    *c = old;
                }
                self.history = history;
            }
            PredictorUndo::Btb { slot, old } => {
                if let Some(e) = self.btb.get_mut(slot as usize) {
                    *e = old;
                }
            }
        }
    }

    /// The BTB slot of the control transfer at `pc`.
    #[inline]
    fn btb_slot(&self, pc: u32) -> usize {
        let i = (pc >> 2) as usize;
        if self.btb_mask != 0 {
            i & self.btb_mask
        } else {
            i % self.btb.len()
        }
    }

    #[inline]
    pub fn btb_lookup(&self, pc: u32) -> Option<u32> {
        let (tag, target) = self.btb[self.btb_slot(pc)];
        (tag == pc).then_some(target)
    }

    /// Record the target of a taken control transfer.
    #[inline]
    pub fn btb_update(&mut self, pc: u32, target: u32) {
        let slot = self.btb_slot(pc);
        self.btb[slot] = (pc, target);
    }

    /// Predict and train a conditional branch at `pc` jumping to `target`; returns true when the
    /// prediction was right (direction, and target from the BTB when taken).
    pub fn conditional(&mut self, pc: u32, target: u32, taken: bool) -> bool {
        let guess = self.predict_taken(pc, target);
        self.train(pc, taken);
        let mut right = guess == taken;
        if taken {
            if right && self.btb_lookup(pc) != Some(target) {
                right = false;
                self.stats.btb_misses += 1;
            }
            self.btb_update(pc, target);
        }
        self.stats.predicted += 1;
        if !right {
            self.stats.mispredicted += 1;
        }
        right
    }

    /// An unconditional direct jump or call: right when the BTB knew the target.
    pub fn jump(&mut self, pc: u32, target: u32) -> bool {
        let right = self.btb_lookup(pc) == Some(target);
        if !right {
            self.stats.btb_misses += 1;
            self.btb_update(pc, target);
        }
        self.stats.predicted += 1;
        if !right {
            self.stats.mispredicted += 1;
        }
        right
    }

    /// A call pushes its return address.
    pub fn call(&mut self, return_address: u32) {
        self.ras.push(return_address);
    }

    /// A return: right when the stack's top was the actual return address.
    pub fn ret(&mut self, actual: u32) -> bool {
        let right = self.ras.pop() == Some(actual);
        self.stats.predicted += 1;
        if !right {
            self.stats.mispredicted += 1;
            self.stats.ras_mispredicts += 1;
        }
        right
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accuracy(kind: PredictorKind, pattern: impl Fn(u32) -> bool) -> f64 {
        let mut p = Predictor::new(kind, 10, 8, 64, 8);
        let n = 2000;
        let mut right = 0;
        for i in 0..n {
            // Warm up for 200 branches, then count.
            let ok = p.conditional(0x1000, 0x1100, pattern(i));
            if i >= 200 && ok {
                right += 1;
            }
        }
        right as f64 / (n - 200) as f64
    }

    #[test]
    fn always_taken_is_learned_by_everyone_but_forward_static() {
        assert!(accuracy(PredictorKind::Bimodal, |_| true) > 0.99);
        assert!(accuracy(PredictorKind::Gshare, |_| true) > 0.99);
        assert!(
            accuracy(PredictorKind::Static, |_| true) < 0.01,
            "forward branch predicted not taken"
        );
    }

    #[test]
    fn gshare_learns_alternation_bimodal_cannot() {
        let alt = |i: u32| i.is_multiple_of(2);
        assert!(accuracy(PredictorKind::Gshare, alt) > 0.99);
        assert!(accuracy(PredictorKind::Bimodal, alt) < 0.6);
    }

    #[test]
    fn gshare_learns_period_n_patterns_within_its_history() {
        let period4 = |i: u32| i % 4 == 3;
        assert!(accuracy(PredictorKind::Gshare, period4) > 0.99);
        assert!((accuracy(PredictorKind::Bimodal, period4) - 0.75).abs() < 0.05);
    }

    #[test]
    fn return_stack_predicts_nested_returns() {
        let mut p = Predictor::new(PredictorKind::Static, 4, 0, 16, 4);
        p.call(0x10);
        p.call(0x20);
        assert!(p.ret(0x20));
        assert!(p.ret(0x10));
        assert!(!p.ret(0x30));
        assert_eq!(p.stats.ras_mispredicts, 1);
    }

    #[test]
    fn ras_wraps_and_overwrites_its_oldest_entry() {
        let mut r = Ras::new(2);
        r.push(0x10);
        r.push(0x20);
        r.push(0x30);
        assert_eq!(r.iter().collect::<Vec<_>>(), [0x30, 0x20]);
        assert_eq!(r.pop(), Some(0x30));
        assert_eq!(r.pop(), Some(0x20));
        assert_eq!(r.pop(), None);
    }
}
