//! How far the machine may run before it could reach a breakpoint: for every instruction, the
//! fewest instructions any path from it executes before entering a stop address. `continue`
//! runs that many instructions in one engine call, so with breakpoints set it runs at nearly
//! the engine's own speed and still stops exactly on them.
//!
//! The control-flow graph is read from the code, each instruction's way out from its opcode's
//! [`Flow`] in the ISA table: fall-through, branch, `goto` and `gosub` targets, direct calls
//! (into the callee), and returns (to the instruction after every call of the function, and
//! after every indirect call). Anything whose successor is not known statically (computed
//! jumps and calls, throws and checks that may throw, Java dispatch, calls of runtime shims,
//! which may start threads) ends a run after itself. The distances are a breadth-first search
//! backward from the stop addresses.

use maple_isa::{decode, Flow, Format};
use maple_sim::exec::Observer;
use maple_sim::predecode::Decoded;
use maple_sim::Machine;
use std::collections::VecDeque;

/// Where an instruction may go next.
enum Next {
    /// These entries (indices).
    Known(Vec<u32>),
    /// Somewhere not known statically.
    Unknown,
}

/// The instructions of the program: (entry index, successors).
pub struct Graph {
    nodes: Vec<(u32, Next)>,
    entries: usize,
}

impl Graph {
    /// Build the graph of `m`'s code (once per session: the code does not change).
    pub fn new(m: &Machine) -> Graph {
        let p = m.program();
        let code = m.code();
        let index = |addr: u32| {
            code.index_of(addr as u64)
                .filter(|i| (*i as usize) < code.entries.len())
        };
        let mut nodes = Vec::new();
        // Return sites: per callee function index (direct calls), and of indirect calls.
        let mut return_sites: Vec<Vec<u32>> = vec![Vec::new(); p.functions.len()];
        let mut any_return_sites: Vec<u32> = Vec::new();
        let mut returns: Vec<(usize, u32)> = Vec::new();
        for (fi, f) in p.functions.iter().enumerate() {
            if f.external {
                continue;
            }
            let mut a = f.entry;
            let end = f.entry.saturating_add(f.size);
            while a < end {
                let off = (a - p.text_base) as usize;
                let Ok(i) = decode(&p.text, off) else {
                    // A bad word faults when executed: it ends any run.
                    if let Some(ix) = index(a) {
                        nodes.push((ix, Next::Unknown));
                    }
                    a += 4;
                    continue;
                };
                let len = i.len() as u32;
                let (Some(ix), next) = (index(a), index(a + len)) else {
                    break;
                };
                let info = i.info();
                let flow = info.flow(i.param);
                let succ = match (flow, info.format) {
                    (Flow::Jump | Flow::LocalCall, Format::Target) => {
                        index(a.wrapping_add(i.ext(0)))
                            .map_or(Next::Unknown, |t| Next::Known(vec![t]))
                    }
                    (Flow::Branch, Format::Target) => {
                        match (index(a.wrapping_add(i.ext(0))), next) {
                            (Some(t), Some(n)) => Next::Known(vec![t, n]),
                            _ => Next::Unknown,
                        }
                    }
                    (Flow::Call, Format::CallAddr) => {
                        let callee = p.functions.iter().position(|g| g.entry == i.ext(0));
                        match (callee, next) {
                            (Some(c), Some(n)) if !p.functions[c].external => {
                                return_sites[c].push(n);
                                index(p.functions[c].entry)
                                    .map_or(Next::Unknown, |e| Next::Known(vec![e]))
                            }
                            _ => Next::Unknown,
                        }
                    }
                    (Flow::Return, _) => {
                        returns.push((nodes.len(), fi as u32));
                        Next::Known(Vec::new())
                    }
                    (Flow::Next, _) => next.map_or(Next::Unknown, |n| Next::Known(vec![n])),
                    (Flow::IndirectCall, _) => {
                        if let Some(n) = next {
                            any_return_sites.push(n);
                        }
                        Next::Unknown
                    }
                    _ => Next::Unknown,
                };
                nodes.push((ix, succ));
                a += len;
            }
        }
        for (node, f) in returns {
            let mut sites = return_sites[f as usize].clone();
            sites.extend(&any_return_sites);
            nodes[node].1 = Next::Known(sites);
        }
        Graph {
            nodes,
            entries: code.entries.len(),
        }
    }

    /// Per entry index: instructions that may run before a stop in `stops` could be entered
    /// (at least 1, at most `cap`).
    pub fn distances(&self, stops: &[bool], cap: u32) -> Vec<u32> {
        const UNSET: u32 = u32::MAX;
        let n = self.entries;
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut dist = vec![UNSET; n];
        let mut queue = VecDeque::new();
        for (i, s) in stops.iter().enumerate().take(n) {
            if *s {
                dist[i] = 0;
                queue.push_back(i as u32);
            }
        }
        for (ix, next) in &self.nodes {
            match next {
                Next::Known(succ) => {
                    for s in succ {
                        if let Some(p) = preds.get_mut(*s as usize) {
                            p.push(*ix);
                        }
                    }
                }
                Next::Unknown => {
                    if dist[*ix as usize] == UNSET {
                        dist[*ix as usize] = 1;
                        queue.push_back(*ix);
                    }
                }
            }
        }
        while let Some(u) = queue.pop_front() {
            let d = dist[u as usize];
            for &p in &preds[u as usize] {
                if dist[p as usize] == UNSET {
                    dist[p as usize] = d + 1;
                    queue.push_back(p);
                }
            }
        }
        dist.into_iter()
            .map(|d| if d == UNSET { cap } else { d.clamp(1, cap) })
            .collect()
    }
}

/// Where execution may arrive at a breakpoint, in terms of the events an
/// [`maple_sim::exec::Observer`] sees: `continue` runs long windows with a [`Sentinel`]
/// watching control transfers; one that may lead into a breakpoint ends the window at once,
/// and execution goes on in chunks that stop exactly at the breakpoint.
pub struct Danger {
    /// Per entry: straight-line execution from it may enter a breakpoint before an
    /// instruction whose continuation the sentinel sees.
    reach: Vec<bool>,
    /// Per branch target: a conditional branch to it falls through into danger when not taken.
    not_taken: Vec<bool>,
    /// Per function: a call of this runtime shim may continue into danger (or start a thread).
    external: Vec<bool>,
    /// Per function: its entry index.
    entry: Vec<u32>,
}

/// Whether the sentinel sees the entry's way to its next instruction as an event (its
/// [`Flow::is_observed`]): branches (taken or not), calls, returns, jumps and throws.
/// Straight-line danger stops at them; their events carry it on. A trap entry faults.
fn observed(d: &Decoded) -> bool {
    d.flow().is_some_and(Flow::is_observed)
}

impl Danger {
    /// The danger map of breakpoints `bp` (per entry index).
    pub fn new(m: &Machine, bp: &[bool]) -> Danger {
        let code = m.code();
        let n = code.entries.len();
        let mut reach = vec![false; n];
        for i in (0..n).rev() {
            let d = &code.entries[i];
            let j = d.next as usize;
            reach[i] =
                bp.get(i).copied().unwrap_or(false) || (!observed(d) && j > i && j < n && reach[j]);
        }
        let mut not_taken = vec![false; n];
        let mut external = vec![false; code.functions.len()];
        for (i, d) in code.entries.iter().enumerate() {
            let j = d.next as usize;
            let falls_into = j > i && j < n && reach[j];
            match d.flow() {
                Some(Flow::Branch) if falls_into => {
                    if let Some(t) = not_taken.get_mut(d.aux as usize) {
                        *t = true;
                    }
                }
                Some(Flow::Call) if falls_into => {
                    if let Some(f) = external.get_mut(d.aux as usize) {
                        *f = true;
                    }
                }
                _ => {}
            }
        }
        for (f, info) in code.functions.iter().enumerate() {
            // Thread shims change which hart runs: a window must not go on past them.
            if info.external && info.name.starts_with("pthread_") {
                external[f] = true;
            }
        }
        // Indirect calls of shims: their return sites are not known per shim.
        let indirect_danger = code.entries.iter().enumerate().any(|(i, d)| {
            let j = d.next as usize;
            d.flow() == Some(Flow::IndirectCall) && j > i && j < n && reach[j]
        });
        if indirect_danger {
            for (f, info) in code.functions.iter().enumerate() {
                if info.external {
                    external[f] = true;
                }
            }
        }
        Danger {
            reach,
            not_taken,
            external,
            entry: code.functions.iter().map(|f| f.entry_index).collect(),
        }
    }

    /// Whether running on from entry `pc` (a breakpoint there already reported) may enter a
    /// breakpoint without a transfer the sentinel sees.
    pub fn at_start(&self, m: &Machine, pc: u32) -> bool {
        let code = m.code();
        let Some(d) = code.entries.get(pc as usize) else {
            return true;
        };
        let j = d.next as usize;
        !observed(d) && j > pc as usize && self.reach.get(j).copied().unwrap_or(true)
    }
}

/// The observer of a `continue` window: notes any transfer that may lead into a breakpoint,
/// and ends the window right after it.
pub struct Sentinel<'a> {
    pub map: &'a Danger,
    pub danger: bool,
}

impl Observer for Sentinel<'_> {
    #[inline(always)]
    fn branch(&mut self, taken: bool, target: u32) {
        let t = target as usize;
        self.danger |= if taken {
            self.map.reach.get(t).copied().unwrap_or(true)
        } else {
            self.map.not_taken.get(t).copied().unwrap_or(true)
        };
    }
    #[inline(always)]
    fn call(&mut self, func: u32, external: bool) {
        let f = func as usize;
        self.danger |= if external {
            self.map.external.get(f).copied().unwrap_or(true)
        } else {
            self.map
                .entry
                .get(f)
                .and_then(|e| self.map.reach.get(*e as usize))
                .copied()
                .unwrap_or(true)
        };
    }
    #[inline(always)]
    fn ret(&mut self, to: u32) {
        if to != u32::MAX {
            self.danger |= self.map.reach.get(to as usize).copied().unwrap_or(true);
        }
    }
    /// The window ends right after the transfer: the breakpoint it may lead to is still ahead.
    #[inline(always)]
    fn stop_requested(&self) -> bool {
        self.danger
    }
}
