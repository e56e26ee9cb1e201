//! A sweep's rows as CSV or JSON.
//!
//! JSON keeps each row whole (the report as `stats`). CSV has one column per swept key, the
//! headline figures, then every scalar of the report under its dotted path
//! (`caches.l1d.misses`), the union over the rows in sorted order, so rows of different
//! programs line up; a list in the report (functions, regions, threads) is one cell of JSON.

use super::point::Row;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// Write `rows` to `path` (`.json` as JSON, anything else as CSV), or CSV on stdout.
pub fn write(rows: &[Row], path: Option<&Path>) -> Result<(), Box<dyn std::error::Error>> {
    let json = path.is_some_and(|p| p.extension().is_some_and(|e| e == "json"));
    let bytes = if json {
        let mut text = serde_json::to_string_pretty(rows)?;
        text.push('\n');
        text.into_bytes()
    } else {
        csv_bytes(rows)?
    };
    match path {
        Some(p) => {
            std::fs::write(p, bytes).map_err(|e| format!("cannot write {}: {e}", p.display()))?
        }
        None => crate::commands::write_stdout(&bytes)?,
    }
    Ok(())
}

fn csv_bytes(rows: &[Row]) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    let keys: Vec<String> = rows
        .first()
        .map(|r| r.settings.iter().map(|(k, _)| k.clone()).collect())
        .unwrap_or_default();
    let flat: Vec<BTreeMap<String, String>> = rows
        .iter()
        .map(|r| {
            let mut m = BTreeMap::new();
            if let Some(stats) = &r.stats {
                flatten("", stats, &mut m);
            }
            m
        })
        .collect();
    let mut stat_columns: Vec<&String> = flat.iter().flat_map(|m| m.keys()).collect();
    stat_columns.sort();
    stat_columns.dedup();
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> = vec!["index".into(), "program".into()];
    header.extend(keys.iter().cloned());
    header.extend(
        [
            "status",
            "exit_status",
            "cycles",
            "instructions",
            "ipc",
            "error",
        ]
        .map(String::from),
    );
    header.extend(stat_columns.iter().map(|c| format!("stats.{c}")));
    w.write_record(&header)?;
    let opt = |v: Option<String>| v.unwrap_or_default();
    for (r, stats) in rows.iter().zip(&flat) {
        let mut record = vec![r.index.to_string(), r.program.clone()];
        record.extend(r.settings.iter().map(|(_, v)| v.clone()));
        record.push(r.status.clone());
        record.push(opt(r.exit_status.map(|s| s.to_string())));
        record.push(opt(r.cycles.map(|c| c.to_string())));
        record.push(opt(r.instructions.map(|c| c.to_string())));
        record.push(opt(r.ipc.map(|c| c.to_string())));
        record.push(opt(r.error.clone()));
        record.extend(
            stat_columns
                .iter()
                .map(|c| stats.get(*c).cloned().unwrap_or_default()),
        );
        w.write_record(&record)?;
    }
    Ok(w.into_inner()?)
}

/// Every scalar of `v` under its dotted path; lists as one JSON cell.
fn flatten(prefix: &str, v: &Value, out: &mut BTreeMap<String, String>) {
    match v {
        Value::Object(m) => {
            for (k, v) in m {
                let path = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                flatten(&path, v, out);
            }
        }
        Value::Null => {}
        Value::String(s) => {
            out.insert(prefix.to_string(), s.clone());
        }
        other => {
            out.insert(prefix.to_string(), other.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_reports_flatten_to_dotted_columns() {
        let mut m = BTreeMap::new();
        let v: Value =
            serde_json::json!({"a": 1, "b": {"c": 2.5, "d": null}, "e": [1, 2], "f": "x"});
        flatten("", &v, &mut m);
        let got: Vec<(&str, &str)> = m.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(
            got,
            [("a", "1"), ("b.c", "2.5"), ("e", "[1,2]"), ("f", "x")]
        );
    }
}
