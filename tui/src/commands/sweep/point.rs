//! The points of a sweep, and running one: a program on the cycle engine under the base
//! configuration with the point's keys set.

use crate::load;
use maple_sim::cycle::{CycleMachine, NoTracer};
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Outcome, RunConfig};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One run of a sweep: a program and a value for every swept key.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Point {
    /// Position in the sweep (rows keep this order; a Slurm task's number).
    pub index: usize,
    pub program: PathBuf,
    /// `(key, value)` in the order the `--set`s were given.
    pub settings: Vec<(String, String)>,
}

/// The bounds of each run.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Limits {
    pub max_cycles: Option<u64>,
    pub max_insns: Option<u64>,
}

/// What a point gave: its figures and report, or why there are none.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Row {
    pub index: usize,
    pub program: String,
    pub settings: Vec<(String, String)>,
    /// `exited`, `fault` (the program faulted or hit a bound: figures up to there) or
    /// `error` (nothing ran: it did not load, or a value is out of range).
    pub status: String,
    pub exit_status: Option<i32>,
    pub cycles: Option<u64>,
    pub instructions: Option<u64>,
    pub ipc: Option<f64>,
    pub error: Option<String>,
    /// The run's `--stats-json` report.
    pub stats: Option<serde_json::Value>,
}

/// `--set KEY=V1,V2` arguments → every combination of values, each as `(key, value)`s.
pub fn parse_sets(sets: &[String]) -> Result<Vec<Vec<(String, String)>>, String> {
    let mut combinations: Vec<Vec<(String, String)>> = vec![Vec::new()];
    for set in sets {
        let (key, values) = set
            .split_once('=')
            .ok_or_else(|| format!("--set {set}: expected KEY=V1,V2,..."))?;
        let values: Vec<&str> = values.split(',').map(str::trim).collect();
        if key.trim().is_empty() || values.iter().any(|v| v.is_empty()) {
            return Err(format!(
                "--set {set}: expected KEY=V1,V2,... with no empty value"
            ));
        }
        combinations = combinations
            .into_iter()
            .flat_map(|c| {
                values.iter().map(move |v| {
                    let mut c = c.clone();
                    c.push((key.trim().to_string(), v.to_string()));
                    c
                })
            })
            .collect();
    }
    Ok(combinations)
}

/// Programs × settings, programs outermost.
pub fn points(programs: &[PathBuf], settings: &[Vec<(String, String)>]) -> Vec<Point> {
    programs
        .iter()
        .flat_map(|p| settings.iter().map(move |s| (p, s)))
        .enumerate()
        .map(|(index, (program, settings))| Point {
            index,
            program: program.clone(),
            settings: settings.clone(),
        })
        .collect()
}

/// The configuration `base` (TOML text) with `settings` set: each value as TOML (a number,
/// a boolean) or else as a string (`memory.model=weak`).
pub fn config_with(base: &str, settings: &[(String, String)]) -> Result<UarchConfig, String> {
    let mut table: toml::Table = toml::from_str(base).map_err(|e| e.to_string())?;
    for (key, value) in settings {
        let (section, name) = key
            .split_once('.')
            .ok_or_else(|| format!("`{key}` is no configuration key (they are SECTION.NAME)"))?;
        let value = toml::from_str::<toml::Table>(&format!("v = {value}"))
            .ok()
            .and_then(|mut t| t.remove("v"))
            .unwrap_or_else(|| toml::Value::String(value.clone()));
        let entry = table
            .entry(section.to_string())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()));
        let toml::Value::Table(section_table) = entry else {
            return Err(format!("`{section}` is not a section of the configuration"));
        };
        section_table.insert(name.to_string(), value);
    }
    UarchConfig::from_toml(&toml::to_string(&table).map_err(|e| e.to_string())?)
        .map_err(|e| e.to_string())
}

/// Run one point; every failure becomes the row's error.
pub fn run(point: &Point, base: &str, limits: Limits) -> Row {
    let mut row = Row {
        index: point.index,
        program: point.program.display().to_string(),
        settings: point.settings.clone(),
        status: "error".into(),
        exit_status: None,
        cycles: None,
        instructions: None,
        ipc: None,
        error: None,
        stats: None,
    };
    if let Err(e) = run_into(&mut row, &point.program, base, &point.settings, limits) {
        row.error = Some(e);
    }
    row
}

fn run_into(
    row: &mut Row,
    program: &Path,
    base: &str,
    settings: &[(String, String)],
    limits: Limits,
) -> Result<(), String> {
    let uarch = config_with(base, settings)?;
    std::fs::metadata(program).map_err(|e| format!("cannot read {}: {e}", program.display()))?;
    let image = load::image(program, None).map_err(|e| match e {
        load::LoadFailure::Message(m) => m,
        load::LoadFailure::Diagnostics => "does not assemble (diagnostics on stderr)".into(),
    })?;
    let loaded = load::program(&image)?;
    let mut cm = CycleMachine::new(loaded, RunConfig::default(), &uarch)
        .map_err(|e| e.to_string())?
        .with_output(Box::new(Capture::new()))
        .with_error_output(Box::new(Capture::new()));
    cm.machine_mut().runtime_mut().types = load::types(&image);
    // A sweep runs many machines: timed by the memo (the same figures as ticking).
    cm.set_timing(maple_sim::cycle::TimingEngine::Memo);
    let bounds = maple_sim::cycle::Limits {
        max_cycles: limits.max_cycles,
        max_insns: limits.max_insns,
    };
    let outcome = cm.run(&bounds, &mut NoTracer);
    let report = cm.report();
    row.cycles = Some(report.cycles);
    row.instructions = Some(report.instructions);
    row.ipc = Some(report.ipc);
    row.stats = Some(serde_json::to_value(&report).map_err(|e| e.to_string())?);
    match outcome {
        Outcome::Exited(status) => {
            row.status = "exited".into();
            row.exit_status = Some(status);
        }
        Outcome::Fault(f) => {
            row.status = "fault".into();
            row.error = Some(f.to_string());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_combination_in_order() {
        let sets = [
            "core.count=1,2".to_string(),
            "memory.model=tso, weak".to_string(),
        ];
        let c = parse_sets(&sets).unwrap();
        assert_eq!(c.len(), 4);
        assert_eq!(
            c[1],
            vec![
                ("core.count".into(), "1".into()),
                ("memory.model".into(), "weak".into())
            ]
        );
        assert!(parse_sets(&["core.count".to_string()]).is_err());
        assert!(parse_sets(&["core.count=1,,2".to_string()]).is_err());
        assert_eq!(
            parse_sets(&[]).unwrap(),
            vec![Vec::new()],
            "no --set: one point per program"
        );
    }

    #[test]
    fn values_are_typed_and_checked_by_the_configuration() {
        let set = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
        let c = config_with("", &set("core.count", "4")).unwrap();
        assert_eq!(c.core.count, 4);
        let c = config_with("[core]\ncount = 2\n", &set("memory.model", "weak")).unwrap();
        assert_eq!(
            (c.core.count, c.memory.model),
            (2, maple_sim::uarch::MemoryModel::Weak)
        );
        assert!(
            config_with("", &set("core.count", "0")).is_err(),
            "out of range"
        );
        assert!(
            config_with("", &set("core.nothing", "1")).is_err(),
            "unknown key"
        );
        assert!(config_with("", &set("count", "1")).is_err(), "no section");
    }
}
