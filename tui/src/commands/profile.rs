//! `maple run --profile`: where the cycles went, by function, by thread, by source line,
//! and an annotated listing of the hottest functions (cycles and executions per instruction,
//! with the source lines interleaved), in the manner of `perf annotate`.
//!
//! Cycles are charged by the core's issue stage: each cycle to the instruction that issued
//! in it or that was waiting to issue (a stall), so the figures of a function add up to the
//! cycles spent in it, stalls included. With several cores every core charges its own
//! cycles: the figures are summed over the cores and the percentages are of that sum (a
//! function two cores ran at once for the whole run has 100%, not 200%).

use maple_sim::cycle::{CycleMachine, Report};
use std::collections::HashMap;
use std::fmt::Write;

/// Functions annotated instruction by instruction.
const ANNOTATED: usize = 3;
/// Source lines listed.
const HOT_LINES: usize = 20;

pub fn render(cm: &CycleMachine, report: &Report) -> String {
    let m = cm.machine();
    let program = m.program();
    let cycles_at = cm.cycles_at();
    let counts = m.exec_counts();
    let charged = report.charged_cycles();
    let total = charged.max(1) as f64;
    let mut o = String::new();

    if cm.core_count() > 1 {
        let _ = writeln!(
            o,
            "== profile: {} cycles, {charged} on {} cores ==",
            report.cycles,
            cm.core_count()
        );
    } else {
        let _ = writeln!(o, "== profile: {} cycles ==", report.cycles);
    }
    let _ = writeln!(o, "{:>12} {:>6} {:>12}  function", "cycles", "%", "insns");
    for f in &report.functions {
        let _ = writeln!(
            o,
            "{:>12} {:>5.1}% {:>12}  {}",
            f.cycles,
            100.0 * f.cycles as f64 / total,
            f.instructions,
            f.name
        );
    }

    // Per thread, when the program made threads.
    if report.threads.len() > 1 {
        let _ = writeln!(o, "\n{:>12} {:>6} {:>12}  thread", "cycles", "%", "insns");
        for t in &report.threads {
            let _ = writeln!(
                o,
                "{:>12} {:>5.1}% {:>12}  {}",
                t.cycles,
                100.0 * t.cycles as f64 / total,
                t.instructions,
                t.thread
            );
        }
    }

    // Per source line.
    let lines = line_costs(cm);
    if !lines.is_empty() {
        let _ = writeln!(
            o,
            "\n{:>12} {:>6} {:>12}  source line",
            "cycles", "%", "insns"
        );
        for l in lines.iter().take(HOT_LINES) {
            let _ = writeln!(
                o,
                "{:>12} {:>5.1}% {:>12}  {}:{}",
                l.cycles,
                100.0 * l.cycles as f64 / total,
                l.instructions,
                l.file,
                l.line
            );
        }
    }

    // Annotated listings.
    for f in report.functions.iter().take(ANNOTATED) {
        // (The C library's functions have no MAPLE instructions to list.)
        let Some(func) = program
            .functions
            .iter()
            .find(|g| g.name == f.name && !g.external)
        else {
            continue;
        };
        let _ = writeln!(
            o,
            "\n-- {} ({} cycles, {:.1}%) --",
            func.name,
            f.cycles,
            100.0 * f.cycles as f64 / total
        );
        let base = program.text_base;
        let mut off = (func.entry - base) as usize;
        let end = (func.entry - base + func.size) as usize;
        let mut last_line = None;
        while off < end.min(program.text.len()) {
            let addr = base + off as u32;
            if let Some(row) = program.line_at(addr) {
                let key = (row.file.as_str(), row.line);
                if last_line != Some(key) {
                    let _ = writeln!(o, "{:>28}  {}:{}", "", row.file, row.line);
                    last_line = Some(key);
                }
            }
            let i = off / 4;
            let c = cycles_at.get(i).copied().unwrap_or(0);
            let n = counts.get(i).copied().unwrap_or(0);
            match maple_isa::decode(&program.text, off) {
                Ok(instr) => {
                    // Name direct callees, as perf annotate does.
                    let text = match instr.opcode {
                        maple_isa::Opcode::Call if instr.ext_len() > 0 => program
                            .functions
                            .iter()
                            .find(|f| f.entry == instr.ext(0))
                            .map_or_else(|| instr.to_string(), |f| format!("call &{}", f.name)),
                        _ => instr.to_string(),
                    };
                    let _ = writeln!(
                        o,
                        "{:>10} {:>5.1}% {:>10}  {addr:#08x}  {text}",
                        c,
                        100.0 * c as f64 / total,
                        n
                    );
                    off += instr.len().max(4);
                }
                Err(e) => {
                    let _ = writeln!(o, "{:>28}  {addr:#08x}  <{e}>", "");
                    off += 4;
                }
            }
        }
    }
    o
}

/// A source line and what its instructions cost.
pub(crate) struct LineCost {
    pub file: String,
    pub line: u32,
    pub cycles: u64,
    pub instructions: u64,
}

/// Every source line that ran or was charged cycles, most cycles first (then by place).
pub(crate) fn line_costs(cm: &CycleMachine) -> Vec<LineCost> {
    let m = cm.machine();
    let (program, code) = (m.program(), m.code());
    let mut by_line: HashMap<(&str, u32), (u64, u64)> = HashMap::new();
    for (i, (&c, &n)) in cm.cycles_at().iter().zip(m.exec_counts()).enumerate() {
        if c == 0 && n == 0 {
            continue;
        }
        if let Some(row) = program.line_at(code.addr_of(i as u32)) {
            let e = by_line.entry((row.file.as_str(), row.line)).or_default();
            e.0 += c;
            e.1 += n;
        }
    }
    let mut lines: Vec<LineCost> = by_line
        .into_iter()
        .map(|((file, line), (cycles, instructions))| LineCost {
            file: file.to_string(),
            line,
            cycles,
            instructions,
        })
        .collect();
    lines.sort_by(|a, b| (b.cycles, &a.file, a.line).cmp(&(a.cycles, &b.file, b.line)));
    lines
}
