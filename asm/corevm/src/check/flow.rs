//! The control flow of a function and the SSA rule "a value is defined before its use on
//! every path": a block's successors follow from its last instruction (`br`'s labels,
//! `switch2`'s labels and the next block, nothing after `ret`, the next block otherwise), and
//! the values available at a block's start are those defined on every path to it.

use crate::ast::*;
use crate::ops::Shape;
use std::collections::HashMap;

/// The successors of each block, by block index; labels that name no block are left out (the
/// checker reports them).
pub fn successors(f: &Func) -> Vec<Vec<usize>> {
    let index: HashMap<&str, usize> = f
        .blocks
        .iter()
        .enumerate()
        .map(|(k, b)| (b.label.name.as_str(), k))
        .rev()
        .collect();
    f.blocks
        .iter()
        .enumerate()
        .map(|(k, b)| {
            let next = (k + 1 < f.blocks.len()).then_some(k + 1);
            let labels = |i: &Inst| -> Vec<usize> {
                i.labels
                    .iter()
                    .flatten()
                    .filter_map(|l| index.get(l.name.as_str()).copied())
                    .collect()
            };
            match b.insts.last() {
                Some(i) if i.op.shape() == Shape::Ret => Vec::new(),
                Some(i) if i.op.shape() == Shape::Br => labels(i),
                Some(i) if i.op.shape() == Shape::Switch2 => {
                    let mut s = labels(i);
                    s.extend(next);
                    s
                }
                _ => next.into_iter().collect(),
            }
        })
        .collect()
}

/// For each block, the names defined on every path from the entry to its start (parameters
/// included); `None` for a block no path reaches.
pub fn available_at_entry(f: &Func, params: &[String]) -> Vec<Option<Vec<String>>> {
    let n = f.blocks.len();
    let succ = successors(f);
    let mut names: Vec<String> = params.to_vec();
    for b in &f.blocks {
        for i in &b.insts {
            if let Some(t) = &i.target {
                names.push(t.name.clone());
            }
        }
    }
    names.sort();
    names.dedup();
    let id: HashMap<&str, usize> = names
        .iter()
        .enumerate()
        .map(|(k, s)| (s.as_str(), k))
        .collect();
    let words = names.len().div_ceil(64).max(1);
    let defs: Vec<Vec<u64>> = f
        .blocks
        .iter()
        .map(|b| {
            let mut set = vec![0u64; words];
            for t in b.insts.iter().filter_map(|i| i.target.as_ref()) {
                let k = id[t.name.as_str()];
                set[k / 64] |= 1 << (k % 64);
            }
            set
        })
        .collect();
    let mut entry_set = vec![0u64; words];
    for p in params {
        let k = id[p.as_str()];
        entry_set[k / 64] |= 1 << (k % 64);
    }
    // IN[b] = intersection of OUT[preds]; None = not reached yet (the top of the lattice).
    let mut ins: Vec<Option<Vec<u64>>> = vec![None; n];
    if n > 0 {
        ins[0] = Some(entry_set);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            let Some(inb) = ins[b].clone() else { continue };
            let out: Vec<u64> = inb.iter().zip(&defs[b]).map(|(a, d)| a | d).collect();
            for &s in &succ[b] {
                let merged = match &ins[s] {
                    None => out.clone(),
                    Some(cur) => cur.iter().zip(&out).map(|(a, o)| a & o).collect(),
                };
                // The entry block keeps only the parameters on a path back to it.
                let merged = if s == 0 {
                    merged
                        .iter()
                        .zip(ins[0].as_ref().unwrap_or(&merged))
                        .map(|(a, c)| a & c)
                        .collect()
                } else {
                    merged
                };
                if ins[s].as_ref() != Some(&merged) {
                    ins[s] = Some(merged);
                    changed = true;
                }
            }
        }
    }
    ins.into_iter()
        .map(|set| {
            set.map(|set| {
                names
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| set[k / 64] & (1 << (k % 64)) != 0)
                    .map(|(_, s)| s.clone())
                    .collect()
            })
        })
        .collect()
}
