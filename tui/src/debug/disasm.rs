//! One instruction as the disassembly pane and `x/i` show it: the core's raw view (isa's
//! `Display`) with call targets and branch destinations named.

use maple_isa::{decode, Format};
use maple_sim::Machine;

/// The instruction at `addr`: its text and length in bytes (`None` outside `.text`).
pub fn instruction(m: &Machine, addr: u32) -> Option<(String, u32)> {
    let p = m.program();
    let off = addr.checked_sub(p.text_base)? as usize;
    if off >= p.text.len() {
        return None;
    }
    match decode(&p.text, off) {
        Ok(i) => {
            let mut text = i.to_string();
            let name = |a: u32| p.function_at(a).map(|f| f.name.clone());
            match i.info().format {
                Format::CallAddr => {
                    if let Some(n) = name(i.ext(0)) {
                        text.push_str(&format!(" <{n}>"));
                    }
                }
                Format::Target => {
                    let to = addr.wrapping_add(i.ext(0));
                    text.push_str(&format!(" <{to:#x}>"));
                }
                _ => {}
            }
            Some((text, i.len() as u32))
        }
        Err(e) => Some((format!("(bad) {e}"), 4)),
    }
}

/// `count` instructions starting at `addr`: (address, text).
pub fn listing(m: &Machine, addr: u32, count: usize) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let mut a = addr;
    for _ in 0..count {
        let Some((text, len)) = instruction(m, a) else {
            break;
        };
        out.push((a, text));
        a = a.wrapping_add(len.max(4));
    }
    out
}

/// Instructions around `pc` (`before` of them ahead of it when the function's code allows),
/// decoding from the function's entry so instruction boundaries are right.
pub fn around(m: &Machine, pc: u32, before: usize, total: usize) -> Vec<(u32, String)> {
    let start = m.program().function_at(pc).map_or(pc, |f| f.entry).min(pc);
    let mut all = Vec::new();
    let mut a = start;
    while a < pc {
        let Some((_, len)) = instruction(m, a) else {
            break;
        };
        all.push(a);
        a = a.wrapping_add(len.max(4));
    }
    let first = all.len().saturating_sub(before);
    let from = all.get(first).copied().unwrap_or(pc);
    listing(m, from, total)
}
