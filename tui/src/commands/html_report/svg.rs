//! The report's charts, as inline SVG: rows of horizontal bars, each bar one or more coloured
//! segments. One primitive serves every chart — the CPI stack (one row whose segments are
//! the issue cycles and each stall cause), cycles per function (one segment per row, scaled to
//! the largest), the caches (hits and misses per cache, each row filling the width). Every
//! segment carries a `<title>`, which the browser shows as a tooltip with the exact figure,
//! and `data-*` attributes with the raw numbers, so a test (or a script) can read the chart
//! back. No fonts, images or scripts are fetched: the file stays self-contained.

use super::text::{escape, thousands};
use std::fmt::Write;

/// Width of the drawing, in SVG user units (the page scales it to the column).
const WIDTH: f64 = 960.0;
/// Where the bars start and end: the label column is to their left, the note to their right.
const BAR_LEFT: f64 = 250.0;
const BAR_RIGHT: f64 = 720.0;
const ROW_HEIGHT: f64 = 24.0;
const BAR_HEIGHT: f64 = 16.0;
/// Characters of a label shown before it is cut (the whole label is in the tooltip).
const LABEL_CHARS: usize = 36;

/// One coloured part of a bar.
pub struct Segment {
    /// What the part counts (the tooltip's first words).
    pub label: String,
    pub value: u64,
    /// A CSS colour.
    pub color: &'static str,
}

/// One row of a chart: a label, its segments, and a note printed after the bar.
pub struct Row {
    pub label: String,
    pub segments: Vec<Segment>,
    pub note: String,
}

/// How bar lengths are scaled.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// Each row fills the width: the segments are shares of the row (hits and misses).
    Share,
    /// Rows are scaled to the largest row total (cycles per function).
    Largest,
}

/// The chart of `rows`, titled `title` for screen readers.
pub fn bars(title: &str, rows: &[Row], scale: Scale) -> String {
    let height = ROW_HEIGHT * rows.len().max(1) as f64 + 4.0;
    let largest = rows.iter().map(row_total).max().unwrap_or(0).max(1);
    let mut o = String::new();
    let _ = write!(
        o,
        r#"<svg class="chart" role="img" viewBox="0 0 {WIDTH} {height}" preserveAspectRatio="xMinYMin meet"><title>{}</title>"#,
        escape(title)
    );
    for (i, row) in rows.iter().enumerate() {
        let top = 2.0 + ROW_HEIGHT * i as f64;
        let middle = top + ROW_HEIGHT / 2.0;
        let _ = write!(
            o,
            r#"<text class="label" x="{}" y="{middle}" text-anchor="end" dominant-baseline="central">{}<title>{}</title></text>"#,
            BAR_LEFT - 8.0,
            escape(&cut(&row.label, LABEL_CHARS)),
            escape(&row.label)
        );
        let total = row_total(row);
        let full = match scale {
            Scale::Share => total.max(1),
            Scale::Largest => largest,
        } as f64;
        let mut x = BAR_LEFT;
        for s in &row.segments {
            if s.value == 0 {
                continue;
            }
            let w = (BAR_RIGHT - BAR_LEFT) * s.value as f64 / full;
            let share = 100.0 * s.value as f64 / total.max(1) as f64;
            let _ = write!(
                o,
                r#"<rect class="seg" x="{x:.2}" y="{:.2}" width="{w:.2}" height="{BAR_HEIGHT}" fill="{}" data-label="{}" data-value="{}"><title>{}: {} ({share:.1}%)</title></rect>"#,
                top + (ROW_HEIGHT - BAR_HEIGHT) / 2.0,
                s.color,
                escape(&s.label),
                s.value,
                escape(&s.label),
                thousands(s.value)
            );
            x += w;
        }
        let _ = write!(
            o,
            r#"<text class="note" x="{}" y="{middle}" dominant-baseline="central">{}</text>"#,
            x.max(BAR_LEFT) + 6.0,
            escape(&row.note)
        );
    }
    o += "</svg>";
    o
}

fn row_total(row: &Row) -> u64 {
    row.segments.iter().map(|s| s.value).sum()
}

/// `text` cut to `n` characters with an ellipsis.
fn cut(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(n - 1).collect();
        s.push('…');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widths(svg: &str) -> Vec<f64> {
        svg.split(r#"width=""#)
            .skip(1)
            .map(|s| s[..s.find('"').unwrap()].parse().unwrap())
            .collect()
    }

    #[test]
    fn a_shared_row_fills_the_bar_in_proportion() {
        let row = Row {
            label: "L1D".into(),
            segments: vec![
                Segment {
                    label: "hits".into(),
                    value: 3,
                    color: "#ccc",
                },
                Segment {
                    label: "misses".into(),
                    value: 1,
                    color: "#c00",
                },
            ],
            note: "25% miss".into(),
        };
        let svg = bars("caches", &[row], Scale::Share);
        let w = widths(&svg);
        assert_eq!(w.len(), 2, "{svg}");
        assert!(
            (w[0] - 352.5).abs() < 0.01 && (w[1] - 117.5).abs() < 0.01,
            "{w:?}"
        );
        assert!(svg.contains("<title>misses: 1 (25.0%)</title>"), "{svg}");
    }

    #[test]
    fn rows_scale_to_the_largest_and_zero_segments_draw_nothing() {
        let row = |name: &str, v| Row {
            label: name.into(),
            segments: vec![
                Segment {
                    label: "cycles".into(),
                    value: v,
                    color: "#00c",
                },
                Segment {
                    label: "none".into(),
                    value: 0,
                    color: "#0c0",
                },
            ],
            note: String::new(),
        };
        let svg = bars(
            "functions",
            &[row("big", 200), row("small", 50)],
            Scale::Largest,
        );
        let w = widths(&svg);
        assert_eq!(w.len(), 2, "{svg}");
        assert!(
            (w[0] - 470.0).abs() < 0.01 && (w[1] - 117.5).abs() < 0.01,
            "{w:?}"
        );
    }

    #[test]
    fn labels_are_escaped_and_long_ones_cut_with_the_whole_in_the_tooltip() {
        let long = format!("<{}>", "x".repeat(60));
        let svg = bars(
            "t",
            &[Row {
                label: long.clone(),
                segments: vec![],
                note: "a&b".into(),
            }],
            Scale::Largest,
        );
        assert!(!svg.contains("<xxx"), "{svg}");
        assert!(
            svg.contains(&format!("<title>{}</title>", escape(&long))),
            "{svg}"
        );
        assert!(svg.contains('…') && svg.contains("a&amp;b"), "{svg}");
    }
}
