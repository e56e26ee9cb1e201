//! The report page: the figures of one run laid out as HTML sections with inline SVG charts
//! and a small script (sortable tables). Everything the page needs is in the file — styles,
//! charts, the statistics as JSON — so it can be mailed, attached to a pull request or opened
//! offline; nothing is fetched. The script is an extra: without it the page reads the same.

use super::svg::{self, Row, Scale, Segment};
use super::text::{escape, thousands};
use maple_sim::cycle::{Report, StallCause};
use std::fmt::Write;

/// Functions drawn in the chart (all are in the table below it, up to [`FUNCTIONS_LISTED`]).
const FUNCTIONS_CHARTED: usize = 15;
const FUNCTIONS_LISTED: usize = 200;

/// The colour of cycles in which an instruction issued (the useful part of the CPI stack).
const ISSUE_COLOR: &str = "#3a923a";
/// Stall causes' colours, by their place in the report's (alphabetical) list of causes, so a
/// cause has the same colour in every report.
const STALL_COLORS: [&str; 18] = [
    "#d62728", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
    "#1f77b4", "#aec7e8", "#ffbb78", "#c5b0d5", "#c49c94", "#f7b6d2", "#dbdb8d", "#9edae5",
    "#393b79", "#637939",
];
const HIT_COLOR: &str = "#9ecae1";
const MISS_COLOR: &str = "#d62728";
const BAR_COLOR: &str = "#4a78b5";

/// A source line and the cycles charged to its instructions.
pub struct HotLine {
    pub file: String,
    pub line: u32,
    pub cycles: u64,
    pub instructions: u64,
    /// The line's text, when the file could be read.
    pub text: Option<String>,
}

/// Everything the page shows.
pub struct Page<'a> {
    /// The program as the user named it.
    pub program: String,
    /// How the run ended, in words.
    pub outcome: String,
    pub report: &'a Report,
    /// The machine's main parameters: (name, value).
    pub machine: Vec<(&'static str, String)>,
    /// The hottest source lines, most cycles first.
    pub hot_lines: Vec<HotLine>,
}

/// The whole HTML document.
pub fn html(page: &Page) -> String {
    let r = page.report;
    let mut o = String::new();
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>maple report: {}</title><style>{STYLE}</style></head><body>\n",
        escape(&page.program)
    );
    let _ = writeln!(
        o,
        "<header><h1>{}</h1><p class=\"sub\">maple {} · cycle engine · {}</p></header>",
        escape(&page.program),
        env!("CARGO_PKG_VERSION"),
        escape(&page.outcome)
    );
    notices(&mut o, r);
    cards(&mut o, r);
    cpi_stack(&mut o, r);
    functions(&mut o, r);
    caches_and_branches(&mut o, r);
    hot_lines(&mut o, &page.hot_lines, r);
    regions(&mut o, r);
    threads(&mut o, r);
    machine(&mut o, &page.machine);
    let json =
        serde_json::to_string_pretty(r).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    let _ = write!(
        o,
        "<details id=\"json\"><summary>All statistics (the JSON of <code>--stats-json</code>)</summary>\
         <pre>{}</pre></details>\n<footer>Made by <code>maple report</code>. Cycles are charged by \
         the core's issue stage: each cycle to the instruction that issued in it or waited to.</footer>\n\
         <script>{SCRIPT}</script></body></html>\n",
        escape(&json)
    );
    o
}

/// Runs whose figures cover only part of the program say so first.
fn notices(o: &mut String, r: &Report) {
    if r.interrupted {
        o.push_str(
            "<p class=\"notice\">Interrupted (Ctrl-C): the figures cover the run until then.</p>\n",
        );
    }
    if let Some(ff) = &r.fast_forward {
        let _ = writeln!(
            o,
            "<p class=\"notice\">Fast-forwarded {} instructions on the functional engine ({} of them \
             warming caches and predictor): the figures cover the timed part only.</p>",
            thousands(ff.instructions),
            thousands(ff.warmed)
        );
    }
    if let Some(s) = &r.sampling {
        let ci = s.cycles_ci95.map_or(String::new(), |(lo, hi)| {
            format!(
                " (95% confidence interval {}–{})",
                thousands(lo as u64),
                thousands(hi as u64)
            )
        });
        let _ = writeln!(
            o,
            "<p class=\"notice\">Sampled run: estimated {} cycles{ci} for {} instructions, CPI {:.3}, \
             from {} units. The figures below are the detailed parts' only.</p>",
            thousands(s.estimated_cycles as u64),
            thousands(s.instructions),
            s.cpi,
            s.samples
        );
    }
}

/// The headline figures.
fn cards(o: &mut String, r: &Report) {
    let c = &r.caches;
    let cards = [
        ("cycles", thousands(r.cycles)),
        ("instructions", thousands(r.instructions)),
        ("IPC", format!("{:.3}", r.ipc)),
        ("CPI", format!("{:.3}", r.cpi)),
        ("L1D miss rate", percent(c.l1d.miss_rate)),
        ("branch accuracy", percent(r.branches.accuracy)),
    ];
    o.push_str("<section class=\"cards\">");
    for (name, value) in cards {
        let _ = write!(o, "<div class=\"card\"><div class=\"value\">{value}</div><div class=\"name\">{name}</div></div>");
    }
    o.push_str("</section>\n");
}

/// Cycles split into issue cycles and each stall cause: one bar and its legend.
fn cpi_stack(o: &mut String, r: &Report) {
    let issued = r.instructions;
    let mut causes: Vec<(usize, &str, u64)> = r
        .stalls
        .iter()
        .enumerate()
        .map(|(i, (name, n))| (i, *name, *n))
        .filter(|(_, _, n)| *n > 0)
        .collect();
    causes.sort_by(|a, b| b.2.cmp(&a.2).then(a.1.cmp(b.1)));
    let total = issued + causes.iter().map(|c| c.2).sum::<u64>();
    let color = |i: usize| STALL_COLORS[i % STALL_COLORS.len()];
    let mut segments = vec![Segment {
        label: "issue".into(),
        value: issued,
        color: ISSUE_COLOR,
    }];
    segments.extend(causes.iter().map(|&(i, name, n)| Segment {
        label: name.into(),
        value: n,
        color: color(i),
    }));
    let cores = r.machine.as_ref().map_or(1, |m| m.cores.len());
    let over = if cores > 1 {
        format!(", summed over {cores} cores")
    } else {
        String::new()
    };
    let _ = write!(
        o,
        "<section id=\"cpi\"><h2>CPI stack</h2><p>Where the {} cycles{over} went: one cycle for \
         each instruction that issued, the rest stalls by cause. CPI {:.3} = 1 + the stalls per \
         instruction below.</p>",
        thousands(total),
        r.cpi
    );
    o.push_str(&svg::bars(
        "CPI stack",
        &[Row {
            label: "cycles".into(),
            segments,
            note: String::new(),
        }],
        Scale::Share,
    ));
    o.push_str(
        "<table class=\"sortable\"><thead><tr><th></th><th>cause</th><th class=\"n\">cycles</th>\
         <th class=\"n\">% of cycles</th><th class=\"n\">per instruction</th><th>meaning</th></tr></thead><tbody>",
    );
    let per_insn = |n: u64| n as f64 / issued.max(1) as f64;
    let mut row = |color: &str, name: &str, n: u64, meaning: &str| {
        let _ = write!(
            o,
            "<tr><td><span class=\"swatch\" style=\"background:{color}\"></span></td><td>{}</td>{}{}{}<td>{}</td></tr>",
            escape(name),
            num(n, thousands(n)),
            numf(share(n, total), format!("{:.1}%", share(n, total))),
            numf(per_insn(n), format!("{:.3}", per_insn(n))),
            escape(meaning)
        );
    };
    row(
        ISSUE_COLOR,
        "issue",
        issued,
        "an instruction issued (the useful cycles)",
    );
    for &(i, name, n) in &causes {
        let meaning = StallCause::from_name(name).map_or("", StallCause::meaning);
        row(color(i), name, n, meaning);
    }
    o.push_str("</tbody></table></section>\n");
}

/// Cycles per function: a chart of the heaviest, a table of all.
fn functions(o: &mut String, r: &Report) {
    if r.functions.is_empty() {
        return;
    }
    let total = r.charged_cycles().max(1);
    let rows: Vec<Row> = r
        .functions
        .iter()
        .take(FUNCTIONS_CHARTED)
        .map(|f| Row {
            label: f.name.clone(),
            segments: vec![Segment {
                label: "cycles".into(),
                value: f.cycles,
                color: BAR_COLOR,
            }],
            note: format!("{} ({:.1}%)", thousands(f.cycles), share(f.cycles, total)),
        })
        .collect();
    o.push_str("<section id=\"functions\"><h2>Cycles per function</h2><p>Cycles charged to each function's own instructions (not its callees'), stalls included.</p>");
    o.push_str(&svg::bars("cycles per function", &rows, Scale::Largest));
    o.push_str(
        "<table class=\"sortable\"><thead><tr><th>function</th><th class=\"n\">cycles</th>\
         <th class=\"n\">%</th><th class=\"n\">instructions</th><th class=\"n\">IPC</th></tr></thead><tbody>",
    );
    for f in r.functions.iter().take(FUNCTIONS_LISTED) {
        let ipc = f.instructions as f64 / f.cycles.max(1) as f64;
        let _ = write!(
            o,
            "<tr><td><code>{}</code></td>{}{}{}{}</tr>",
            escape(&f.name),
            num(f.cycles, thousands(f.cycles)),
            numf(
                share(f.cycles, total),
                format!("{:.1}%", share(f.cycles, total))
            ),
            num(f.instructions, thousands(f.instructions)),
            numf(ipc, format!("{ipc:.3}"))
        );
    }
    if r.functions.len() > FUNCTIONS_LISTED {
        let _ = write!(
            o,
            "<tr><td colspan=\"5\">… and {} more (in the JSON below)</td></tr>",
            r.functions.len() - FUNCTIONS_LISTED
        );
    }
    o.push_str("</tbody></table></section>\n");
}

/// Hits and misses per cache, and branch prediction.
fn caches_and_branches(o: &mut String, r: &Report) {
    let c = &r.caches;
    let cache_row = |name: &str, k: &maple_sim::cycle::stats::CacheReport| Row {
        label: name.into(),
        segments: vec![
            Segment {
                label: "hits".into(),
                value: k.hits,
                color: HIT_COLOR,
            },
            Segment {
                label: "misses".into(),
                value: k.misses,
                color: MISS_COLOR,
            },
        ],
        note: format!("{} miss", percent(k.miss_rate)),
    };
    let b = &r.branches;
    let conditional_right = b.conditional - b.conditional_mispredicted.min(b.conditional);
    let branch_row = |name: &str, right: u64, wrong: u64| Row {
        label: name.into(),
        segments: vec![
            Segment {
                label: "predicted".into(),
                value: right,
                color: HIT_COLOR,
            },
            Segment {
                label: "mispredicted".into(),
                value: wrong,
                color: MISS_COLOR,
            },
        ],
        note: format!(
            "{} right",
            percent(right as f64 / (right + wrong).max(1) as f64)
        ),
    };
    o.push_str("<section id=\"memory\"><h2>Caches and branches</h2><p>Hits (light) and misses (red) of each cache; control transfers predicted right (light) and wrong (red).</p>");
    o.push_str(&svg::bars(
        "caches and branches",
        &[
            cache_row("L1I", &c.l1i),
            cache_row("L1D", &c.l1d),
            cache_row("L2", &c.l2),
            branch_row("all control transfers", b.predicted, b.mispredicted),
            branch_row(
                "conditional branches",
                conditional_right,
                b.conditional_mispredicted,
            ),
        ],
        Scale::Share,
    ));
    o.push_str(
        "<table><thead><tr><th>cache</th><th class=\"n\">hits</th><th class=\"n\">misses</th>\
         <th class=\"n\">miss rate</th><th class=\"n\">writebacks</th></tr></thead><tbody>",
    );
    for (name, k) in [("L1I", &c.l1i), ("L1D", &c.l1d), ("L2", &c.l2)] {
        let _ = write!(
            o,
            "<tr><td>{name}</td>{}{}{}{}</tr>",
            num(k.hits, thousands(k.hits)),
            num(k.misses, thousands(k.misses)),
            numf(k.miss_rate, percent(k.miss_rate)),
            num(k.writebacks, thousands(k.writebacks))
        );
    }
    let _ = writeln!(
        o,
        "</tbody></table><p class=\"figures\">DRAM accesses {} · loads {} · stores {} · \
         control transfers {} ({} mispredicted, {} conditional of which {} mispredicted) · \
         instructions squashed on wrong paths {} · top-of-stack spills {}, fills {}</p></section>",
        thousands(c.dram_accesses),
        thousands(r.loads),
        thousands(r.stores),
        thousands(b.count),
        thousands(b.mispredicted),
        thousands(b.conditional),
        thousands(b.conditional_mispredicted),
        thousands(b.squashed),
        thousands(r.operand_stack.spills),
        thousands(r.operand_stack.fills)
    );
}

/// The source lines with the most cycles, with their text.
fn hot_lines(o: &mut String, lines: &[HotLine], r: &Report) {
    if lines.is_empty() {
        return;
    }
    let total = r.charged_cycles().max(1);
    let top = lines.first().map_or(1, |l| l.cycles).max(1);
    o.push_str(
        "<section id=\"lines\"><h2>Hottest source lines</h2><p>Cycles charged to each line's \
         instructions, stalls included.</p><table class=\"sortable\"><thead><tr>\
         <th class=\"n\">cycles</th><th class=\"n\">%</th><th class=\"n\">instructions</th>\
         <th class=\"n\">CPI</th><th>line</th><th>source</th></tr></thead><tbody>",
    );
    for l in lines {
        let cpi = l.cycles as f64 / l.instructions.max(1) as f64;
        let _ = write!(
            o,
            "<tr><td class=\"n\" data-v=\"{}\"><span class=\"inline-bar\" style=\"width:{:.1}%\"></span>{}</td>{}{}{}<td><code>{}:{}</code></td><td><code class=\"src\">{}</code></td></tr>",
            l.cycles,
            100.0 * l.cycles as f64 / top as f64,
            thousands(l.cycles),
            numf(share(l.cycles, total), format!("{:.1}%", share(l.cycles, total))),
            num(l.instructions, thousands(l.instructions)),
            numf(cpi, format!("{cpi:.2}")),
            escape(&l.file),
            l.line,
            escape(l.text.as_deref().map_or("(source not found)", str::trim))
        );
    }
    o.push_str("</tbody></table></section>\n");
}

/// Checkpoint regions, when the program marks any.
fn regions(o: &mut String, r: &Report) {
    if r.regions.is_empty() {
        return;
    }
    let rows: Vec<Row> = r
        .regions
        .iter()
        .map(|g| Row {
            label: g.name.clone(),
            segments: vec![Segment {
                label: "cycles".into(),
                value: g.cycles,
                color: BAR_COLOR,
            }],
            note: format!(
                "{} cycles, IPC {:.3}",
                thousands(g.cycles),
                g.instructions as f64 / g.cycles.max(1) as f64
            ),
        })
        .collect();
    o.push_str("<section id=\"regions\"><h2>Regions</h2><p>Cycles between the program's <code>checkpoint</code> marks.</p>");
    o.push_str(&svg::bars("regions", &rows, Scale::Largest));
    o.push_str(
        "<table class=\"sortable\"><thead><tr><th>region</th><th class=\"n\">cycles</th>\
         <th class=\"n\">instructions</th><th class=\"n\">IPC</th><th class=\"n\">entries</th></tr></thead><tbody>",
    );
    for g in &r.regions {
        let ipc = g.instructions as f64 / g.cycles.max(1) as f64;
        let _ = write!(
            o,
            "<tr><td>{}</td>{}{}{}{}</tr>",
            escape(&g.name),
            num(g.cycles, thousands(g.cycles)),
            num(g.instructions, thousands(g.instructions)),
            numf(ipc, format!("{ipc:.3}")),
            num(g.entries, thousands(g.entries))
        );
    }
    o.push_str("</tbody></table></section>\n");
}

/// Threads, cores and blocking, when the program had several threads.
fn threads(o: &mut String, r: &Report) {
    if r.threads.len() <= 1 && r.machine.is_none() {
        return;
    }
    o.push_str("<section id=\"threads\"><h2>Threads and cores</h2>");
    if r.threads.len() > 1 {
        let rows: Vec<Row> = r
            .threads
            .iter()
            .map(|t| Row {
                label: t.thread.to_string(),
                segments: vec![Segment {
                    label: "cycles".into(),
                    value: t.cycles,
                    color: BAR_COLOR,
                }],
                note: format!(
                    "{} cycles, {} instructions",
                    thousands(t.cycles),
                    thousands(t.instructions)
                ),
            })
            .collect();
        o.push_str(&svg::bars("cycles per thread", &rows, Scale::Largest));
    }
    if let Some(m) = &r.machine {
        let _ = write!(
            o,
            "<p>Memory model <b>{}</b>.</p><table class=\"sortable\"><thead><tr><th>core</th>\
             <th class=\"n\">cycles</th><th class=\"n\">instructions</th><th class=\"n\">IPC</th>\
             <th class=\"n\">L1D miss rate</th><th class=\"n\">invalidations received</th></tr></thead><tbody>",
            escape(m.memory_model)
        );
        for c in &m.cores {
            let _ = write!(
                o,
                "<tr><td>{}</td>{}{}{}{}{}</tr>",
                c.core,
                num(c.cycles, thousands(c.cycles)),
                num(c.instructions, thousands(c.instructions)),
                numf(c.ipc, format!("{:.3}", c.ipc)),
                numf(c.l1d.miss_rate, percent(c.l1d.miss_rate)),
                num(
                    c.coherence.invalidations_received,
                    thousands(c.coherence.invalidations_received)
                )
            );
        }
        o.push_str("</tbody></table>");
        if !m.sync.is_empty() {
            o.push_str(
                "<h3>Waiting</h3><table class=\"sortable\"><thead><tr><th>object</th>\
                 <th class=\"n\">waits</th><th class=\"n\">cycles blocked</th></tr></thead><tbody>",
            );
            for s in &m.sync {
                let _ = write!(
                    o,
                    "<tr><td>{}</td>{}{}</tr>",
                    escape(&s.object.to_string()),
                    num(s.waits, thousands(s.waits)),
                    num(s.cycles_blocked, thousands(s.cycles_blocked))
                );
            }
            o.push_str("</tbody></table>");
        }
    }
    o.push_str("</section>\n");
}

/// The machine the run modelled.
fn machine(o: &mut String, rows: &[(&'static str, String)]) {
    o.push_str("<section id=\"machine\"><h2>Machine</h2><table class=\"kv\"><tbody>");
    for (name, value) in rows {
        let _ = write!(o, "<tr><th>{name}</th><td>{}</td></tr>", escape(value));
    }
    o.push_str("</tbody></table></section>\n");
}

/// A numeric table cell: shown as `text`, sorted by `value`.
fn num(value: u64, text: String) -> String {
    format!("<td class=\"n\" data-v=\"{value}\">{text}</td>")
}

fn numf(value: f64, text: String) -> String {
    format!("<td class=\"n\" data-v=\"{value}\">{text}</td>")
}

fn share(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

fn percent(rate: f64) -> String {
    format!("{:.2}%", 100.0 * rate)
}

const STYLE: &str = r#"
:root { color-scheme: light; --ink: #1d232b; --muted: #5b6570; --rule: #dde2e8; --paper: #ffffff; --wash: #f5f7fa; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1120px; padding: 24px 28px 48px; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
header h1 { margin: 0; font-size: 26px; word-break: break-all; }
.sub { margin: 4px 0 18px; color: var(--muted); }
h2 { font-size: 19px; margin: 34px 0 6px; padding-top: 10px; border-top: 1px solid var(--rule); }
h3 { font-size: 16px; margin: 18px 0 6px; }
p { margin: 6px 0 10px; }
.notice { background: #fff4d6; border: 1px solid #f0d48a; padding: 8px 12px; border-radius: 6px; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; }
.card { background: var(--wash); border: 1px solid var(--rule); border-radius: 8px; padding: 12px 14px; }
.card .value { font-size: 24px; font-weight: 600; font-variant-numeric: tabular-nums; }
.card .name { color: var(--muted); font-size: 13px; }
svg.chart { width: 100%; height: auto; display: block; margin: 8px 0 10px; }
svg.chart text { font: 13px system-ui, sans-serif; fill: var(--ink); }
svg.chart text.note { fill: var(--muted); }
svg.chart rect.seg { stroke: #fff; stroke-width: 0.5; }
svg.chart rect.seg:hover { opacity: 0.8; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 8px; font-size: 14px; }
th, td { padding: 4px 8px; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { background: var(--wash); font-weight: 600; white-space: nowrap; }
table.sortable thead th { cursor: pointer; user-select: none; }
table.sortable thead th[aria-sort="descending"]::after { content: " ▾"; }
table.sortable thead th[aria-sort="ascending"]::after { content: " ▴"; }
.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.n { position: relative; }
.inline-bar { position: absolute; left: 0; top: 3px; bottom: 3px; background: #dbe6f4; z-index: -1; }
#lines td.n:first-child { z-index: 0; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; vertical-align: middle; }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code.src { white-space: pre-wrap; overflow-wrap: anywhere; }
table.kv th { width: 220px; background: none; font-weight: 500; color: var(--muted); }
.figures { color: var(--muted); font-size: 14px; }
details { margin-top: 30px; }
details pre { background: var(--wash); border: 1px solid var(--rule); padding: 10px; overflow: auto; max-height: 480px; font-size: 12px; }
footer { margin-top: 28px; color: var(--muted); font-size: 13px; }
"#;

/// Click a column head of a `sortable` table to sort by it (numbers by their `data-v`); then
/// mark the page ready, which the browser test reads back.
const SCRIPT: &str = r#"
(function () {
  "use strict";
  function key(cell) {
    var v = cell.getAttribute("data-v");
    return v === null ? cell.textContent.trim().toLowerCase() : parseFloat(v);
  }
  document.querySelectorAll("table.sortable").forEach(function (table) {
    var heads = table.tHead ? table.tHead.rows[0].cells : [];
    Array.prototype.forEach.call(heads, function (th, column) {
      th.addEventListener("click", function () {
        var descending = th.getAttribute("aria-sort") !== "descending";
        Array.prototype.forEach.call(heads, function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", descending ? "descending" : "ascending");
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = key(a.cells[column]), y = key(b.cells[column]);
          var order = x < y ? -1 : x > y ? 1 : 0;
          return descending ? -order : order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  });
  document.documentElement.setAttribute("data-ready", "1");
})();
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpi_stack_adds_up_to_the_cycles() {
        let mut r = Report {
            cycles: 100,
            instructions: 60,
            ..Report::default()
        };
        r.stalls.insert("load_use", 30);
        r.stalls.insert("fill", 10);
        r.stalls.insert("membar", 0);
        let mut o = String::new();
        cpi_stack(&mut o, &r);
        let values: Vec<u64> = o
            .split("data-value=\"")
            .skip(1)
            .map(|s| s[..s.find('"').unwrap()].parse().unwrap())
            .collect();
        assert_eq!(values, [60, 30, 10], "{o}");
        assert!(
            !o.contains(">membar<"),
            "a cause with no cycles is left out: {o}"
        );
        assert!(o.contains(&escape(StallCause::LoadUse.meaning())), "{o}");
    }
}
