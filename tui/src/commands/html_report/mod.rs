//! The HTML report of a run (`maple run --report PATH`, `maple report`): one self-contained
//! page a person can read at a glance and share — a CPI stack, cycles per function, caches
//! and branches, the hottest source lines with their text, regions, threads and cores, the
//! machine, and every statistic as JSON. `mod.rs` gathers the figures, `page.rs` lays them
//! out, `svg.rs` draws the charts, `text.rs` escapes and formats.

mod page;
mod svg;
mod text;

use super::profile;
use maple_sim::cycle::{CycleMachine, Report};
use maple_sim::uarch::config::CacheConfig;
use maple_sim::uarch::UarchConfig;
use maple_sim::{FaultKind, Outcome};
use maple_tui::debug::source::Sources;
use std::path::Path;

/// Source lines the report lists.
const HOT_LINES: usize = 25;

/// The report of a run of `file` that ended with `outcome`.
pub(crate) fn render(
    cm: &CycleMachine,
    report: &Report,
    uarch: &UarchConfig,
    file: &Path,
    outcome: &Outcome,
) -> String {
    let mut sources = Sources::new(file.parent().map(Path::to_path_buf).into_iter().collect());
    let hot_lines = profile::line_costs(cm)
        .into_iter()
        .take(HOT_LINES)
        .map(|l| page::HotLine {
            text: sources.line(&l.file, l.line),
            file: l.file,
            line: l.line,
            cycles: l.cycles,
            instructions: l.instructions,
        })
        .collect();
    page::html(&page::Page {
        program: file.display().to_string(),
        outcome: describe(outcome),
        report,
        machine: machine_rows(uarch),
        hot_lines,
    })
}

/// How the run ended, in words.
fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Exited(status) => format!("exited with status {status}"),
        Outcome::Fault(f) if matches!(f.kind, FaultKind::Interrupted { .. }) => {
            "interrupted (Ctrl-C)".to_string()
        }
        Outcome::Fault(f) => format!("ended by a fault: {f}"),
    }
}

/// The machine's main parameters (`maple config` prints all of them).
fn machine_rows(u: &UarchConfig) -> Vec<(&'static str, String)> {
    let c = &u.core;
    let p = &u.predictor;
    vec![
        ("cores", c.count.to_string()),
        ("memory model", u.memory.model.name().to_string()),
        (
            "pipeline",
            format!(
                "5 stages, {} top-of-stack registers, fetch buffer {}, store buffer {}",
                c.tos_registers, c.fetch_buffer, c.store_buffer
            ),
        ),
        (
            "latencies",
            format!(
                "load-use {}, multiply {}, divide {}, FP {}, FP divide {}, call {}, return {}",
                c.load_use_bubble,
                c.mul_latency,
                c.div_latency,
                c.fp_latency,
                c.fp_div_latency,
                c.call_cycles,
                c.return_cycles
            ),
        ),
        (
            "branch predictor",
            format!(
                "{}, {} table bits, {} history bits, BTB {}, RAS {}, mispredict penalty {}",
                format!("{:?}", p.kind).to_lowercase(),
                p.table_bits,
                p.history_bits,
                p.btb_entries,
                p.ras_entries,
                p.mispredict_penalty
            ),
        ),
        ("L1I", cache(&u.l1i)),
        ("L1D", cache(&u.l1d)),
        ("L2", cache(&u.l2)),
        (
            "DRAM",
            format!(
                "{} cycles, {} bytes per cycle",
                u.dram.latency, u.dram.bytes_per_cycle
            ),
        ),
        ("seed", u.seed.to_string()),
    ]
}

fn cache(c: &CacheConfig) -> String {
    let size = if c.size.is_multiple_of(1024) {
        format!("{} KiB", c.size / 1024)
    } else {
        format!("{} B", c.size)
    };
    format!(
        "{size}, {}-way, {} B lines, {} cycles, {} replacement, {}",
        c.assoc,
        c.line,
        c.latency,
        format!("{:?}", c.replacement).to_lowercase(),
        if c.write_back {
            "write-back"
        } else {
            "write-through"
        }
    )
}
