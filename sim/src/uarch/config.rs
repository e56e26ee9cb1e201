//! The microarchitecture configuration (`--config FILE.toml`, `maple config`).
//!
//! One table, [`KEYS`], is the single source of every key: its default, its allowed range and
//! its documentation. `maple config` prints the table as commented TOML; the defaults of
//! [`UarchConfig`] are that TOML parsed; a user's file is parsed with unknown keys refused
//! (shown with their value and the known key they are most like), every value checked against
//! its range and every cache against its shape (a whole number of sets).

use super::predictor::PredictorKind;
use serde::Deserialize;
use std::fmt::Write;

/// The allowed values of a key.
#[derive(Clone, Copy, Debug)]
pub enum Range {
    /// An integer in `min..=max`.
    Int {
        min: i64,
        max: i64,
        power_of_two: bool,
        /// A size in bytes: a string with K, M or G (`"64K"`, `"1M"`) is read as
        /// `--mem-limit` reads one ([`parse_size`]).
        size: bool,
    },
    /// One of these words.
    Word(&'static [&'static str]),
    Bool,
}

/// One configuration key.
pub struct Key {
    /// `section.name`.
    pub path: &'static str,
    /// The default, as TOML.
    pub default: &'static str,
    pub range: Range,
    pub doc: &'static str,
}

const fn int(min: i64, max: i64) -> Range {
    Range::Int {
        min,
        max,
        power_of_two: false,
        size: false,
    }
}
const fn pow2(min: i64, max: i64) -> Range {
    Range::Int {
        min,
        max,
        power_of_two: true,
        size: false,
    }
}
/// A size in bytes in `min..=max`.
const fn bytes(min: i64, max: i64) -> Range {
    Range::Int {
        min,
        max,
        power_of_two: false,
        size: true,
    }
}
/// A size in bytes in `min..=max`, a power of two.
const fn pow2_bytes(min: i64, max: i64) -> Range {
    Range::Int {
        min,
        max,
        power_of_two: true,
        size: true,
    }
}

/// A size: a number of bytes, or with K, M or G (`64K`, `512M`, `1G`; also `KB`/`KiB`; all
/// powers of 1024), as `--mem-limit` and the config's size keys take it.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(digits);
    let bad = || format!("`{text}`: a size is a number with K, M or G (e.g. 512M)");
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        _ => return Err(bad()),
    };
    number
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .ok_or_else(bad)
}

/// Every key, grouped by section in order.
pub const KEYS: &[Key] = &[
    Key { path: "seed", default: "1", range: int(0, i64::MAX), doc: "Seed of every modelled random choice (random replacement). Same program, config and seed give the same cycle count." },
    Key { path: "core.count", default: "1", range: int(1, 64), doc: "Cores (`--cores`): each has its own pipeline, L1I, L1D and store buffer over the shared L2 and DRAM, and runs one thread at a time." },
    Key { path: "core.quantum", default: "20000", range: int(100, 1_000_000_000), doc: "Cycles a thread runs on a core before another runnable thread waiting for a core gets it (only when threads outnumber cores)." },
    Key { path: "core.switch_cycles", default: "200", range: int(0, 100000), doc: "Cycles a context switch costs the core (the store buffer drains first)." },
    Key { path: "core.fetch_buffer", default: "4", range: int(1, 64), doc: "Instruction words the fetch buffer holds." },
    Key { path: "core.tos_registers", default: "8", range: int(2, 256), doc: "Top-of-operand-stack register cache entries; deeper values spill to memory." },
    Key { path: "core.spill_cycles", default: "1", range: int(0, 100), doc: "Extra cycles for each operand-stack spill or fill." },
    Key { path: "core.load_use_bubble", default: "1", range: int(0, 10), doc: "Bubble cycles when an instruction uses the value loaded by the one just before it." },
    Key { path: "core.mul_latency", default: "3", range: int(1, 100), doc: "Integer multiply latency." },
    Key { path: "core.div_latency", default: "20", range: int(1, 200), doc: "Integer divide/remainder latency (unpipelined)." },
    Key { path: "core.fp_latency", default: "4", range: int(1, 100), doc: "Floating-point add, multiply and conversion latency." },
    Key { path: "core.fp_div_latency", default: "12", range: int(1, 200), doc: "Floating-point divide and square root latency (unpipelined)." },
    Key { path: "core.call_cycles", default: "2", range: int(0, 100), doc: "Extra cycles of a call: the linkage record and frame setup." },
    Key { path: "core.return_cycles", default: "2", range: int(0, 100), doc: "Extra cycles of a return: frame teardown." },
    Key { path: "core.store_buffer", default: "8", range: int(1, 255), doc: "Store buffer entries; a full buffer stalls stores." },
    Key { path: "predictor.kind", default: "\"gshare\"", range: Range::Word(&["static", "bimodal", "gshare"]), doc: "Direction predictor: static (backward taken), bimodal or gshare." },
    Key { path: "predictor.table_bits", default: "12", range: int(1, 24), doc: "log2 of the 2-bit counter table size." },
    Key { path: "predictor.history_bits", default: "10", range: int(0, 32), doc: "Global history length (gshare)." },
    Key { path: "predictor.btb_entries", default: "512", range: pow2(1, 1 << 20), doc: "Branch target buffer entries." },
    Key { path: "predictor.ras_entries", default: "16", range: int(0, 1024), doc: "Return-address stack entries." },
    Key { path: "predictor.mispredict_penalty", default: "3", range: int(2, 100), doc: "Cycles lost to a mispredicted control transfer: from the branch's execute stage to the correct target's. At least 2, the refill of fetch and decode; more models a longer front end." },
    Key { path: "l1i.size", default: "32768", range: pow2_bytes(64, 1 << 30), doc: "L1 instruction cache size in bytes." },
    Key { path: "l1i.assoc", default: "4", range: pow2(1, 64), doc: "L1I associativity (ways)." },
    Key { path: "l1i.line", default: "64", range: pow2_bytes(4, 4096), doc: "L1I line size in bytes." },
    Key { path: "l1i.replacement", default: "\"lru\"", range: Range::Word(&["lru", "plru", "random"]), doc: "L1I replacement policy." },
    Key { path: "l1i.latency", default: "1", range: int(1, 100), doc: "L1I hit latency: cycles to fetch from a new line (the fetch line buffer serves the rest of a line in one cycle each)." },
    Key { path: "l1d.size", default: "32768", range: pow2_bytes(64, 1 << 30), doc: "L1 data cache size in bytes." },
    Key { path: "l1d.assoc", default: "8", range: pow2(1, 64), doc: "L1D associativity (ways)." },
    Key { path: "l1d.line", default: "64", range: pow2_bytes(4, 4096), doc: "L1D line size in bytes." },
    Key { path: "l1d.replacement", default: "\"lru\"", range: Range::Word(&["lru", "plru", "random"]), doc: "L1D replacement policy." },
    Key { path: "l1d.write_back", default: "true", range: Range::Bool, doc: "Write-back with write-allocate (true) or write-through without allocation (false)." },
    Key { path: "l1d.latency", default: "1", range: int(1, 100), doc: "L1D hit latency: cycles a load spends in the memory stage on a hit (core.load_use_bubble comes on top for a dependent instruction)." },
    Key { path: "l2.size", default: "262144", range: pow2_bytes(1024, 1 << 30), doc: "Shared L2 size in bytes." },
    Key { path: "l2.assoc", default: "8", range: pow2(1, 64), doc: "L2 associativity (ways)." },
    Key { path: "l2.line", default: "64", range: pow2_bytes(4, 4096), doc: "L2 line size in bytes." },
    Key { path: "l2.replacement", default: "\"plru\"", range: Range::Word(&["lru", "plru", "random"]), doc: "L2 replacement policy." },
    Key { path: "l2.write_back", default: "true", range: Range::Bool, doc: "Write-back with write-allocate (true) or write-through (false)." },
    Key { path: "l2.latency", default: "12", range: int(1, 1000), doc: "L2 hit latency, added to the L1 latency." },
    Key { path: "dram.latency", default: "100", range: int(1, 100000), doc: "DRAM access latency in cycles, added after L2." },
    Key { path: "dram.bytes_per_cycle", default: "16", range: int(1, 4096), doc: "DRAM bandwidth: bytes transferred per cycle; line fills queue behind each other." },
    Key { path: "memory.model", default: "\"tso\"", range: Range::Word(&["sc", "tso", "weak"]), doc: "Memory ordering: sc (a store is globally visible before the next instruction issues), tso (a FIFO store buffer with forwarding: loads may pass earlier stores) or weak (stores to different lines drain in any order; only barriers order them)." },
    Key { path: "memory.trap_misaligned", default: "false", range: Range::Bool, doc: "Fault on loads and stores not aligned to their size." },
    Key { path: "memory.limit", default: "1073741824", range: bytes(1 << 16, 3 << 30), doc: "Bytes of guest memory a run may use (`--mem-limit`): the pages the program touches and the heap's extent. Past it malloc returns null, and a managed allocation or a store to a new page faults naming the limit." },
    Key { path: "coherence.bus", default: "4", range: int(0, 1000), doc: "Cycles of a coherence request on the interconnect (arbitration and address), paid by every L1 miss and upgrade when there are several cores." },
    Key { path: "coherence.transfer", default: "24", range: int(0, 10000), doc: "Cycles of a cache-to-cache transfer: a line another core holds modified or exclusive is supplied by that core instead of L2." },
    Key { path: "coherence.invalidate", default: "8", range: int(0, 10000), doc: "Cycles to invalidate the other sharers of a line before a write (once per write miss or upgrade that has sharers)." },
    Key { path: "coherence.upgrade", default: "6", range: int(0, 10000), doc: "Cycles of an upgrade: a write to a line held shared gains ownership without a data transfer." },
    Key { path: "coherence.writeback", default: "12", range: int(0, 10000), doc: "Cycles to write a modified line back to L2 when another core's request downgrades it." },
    Key { path: "runtime.call_cycles", default: "20", range: int(0, 100000), doc: "Cycles of a C-library call's own work (entry, argument checks, return), on top of the call instruction; also each allocation instruction (malloc, gcmalloc, free)." },
    Key { path: "runtime.bytes_per_cycle", default: "16", range: int(1, 4096), doc: "Bytes of guest memory a C-library call reads or writes per cycle of work (a 16-byte vector move or compare), on top of the memory traffic itself, which goes through L1D, L2 and DRAM a line at a time." },
    Key { path: "runtime.syscall_cycles", default: "450", range: int(0, 10_000_000), doc: "Cycles of a system call (writing stdout a buffer at a time, every write to stderr, reading stdin a buffer at a time, read, pthread_create): measured as 365-530 ns for getppid and a 1-byte write to /dev/null on a Linux VM (tests/scripts/syscall_cost.c), at maple's 1 GHz." },
    Key { path: "runtime.stdio_buffer", default: "4096", range: bytes(0, 1 << 30), doc: "Bytes of the C library's stdio buffer: stdout is written, and stdin read, one system call per buffer (glibc's BUFSIZ for a pipe); 0: every call that writes or reads is a system call." },
    Key { path: "perturb.start_skew", default: "64", range: int(0, 1_000_000), doc: "With several cores: a new thread starts up to this many cycles late (chosen by the seed), so relaxed outcomes of races show up across seeds." },
    Key { path: "perturb.dram_jitter", default: "16", range: int(0, 100000), doc: "With several cores: up to this many extra cycles on each DRAM access (chosen by the seed)." },
    Key { path: "perturb.arbitration", default: "4", range: int(0, 10000), doc: "With several cores: up to this many extra cycles for each coherence request's bus grant (chosen by the seed)." },
    Key { path: "perturb.store_hold", default: "64", range: int(0, 100000), doc: "With several cores under weak: a buffered store waits up to this many cycles (chosen by the seed) before its write starts, unless the buffer is full, so stores to different lines become visible out of order (a fence waits for them: that is its cost). 0: stores drain as soon as they can." },
    Key { path: "perturb.invalidate_hold", default: "256", range: int(0, 100000), doc: "With several cores under weak: a core applies an invalidation it receives up to this many cycles later (chosen by the seed); until then its loads of that line see the old value, so loads are performed out of order (a barrier that orders loads applies them all). 0: at once." },
];

/// The whole machine.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct UarchConfig {
    pub seed: u64,
    pub core: CoreConfig,
    pub predictor: PredictorConfig,
    pub l1i: CacheConfig,
    pub l1d: CacheConfig,
    pub l2: CacheConfig,
    pub dram: DramConfig,
    pub memory: MemoryConfig,
    pub coherence: CoherenceConfig,
    pub runtime: RuntimeConfig,
    pub perturb: PerturbConfig,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CoreConfig {
    pub count: u32,
    pub quantum: u64,
    pub switch_cycles: u32,
    pub fetch_buffer: u32,
    pub tos_registers: u32,
    pub spill_cycles: u32,
    pub load_use_bubble: u32,
    pub mul_latency: u32,
    pub div_latency: u32,
    pub fp_latency: u32,
    pub fp_div_latency: u32,
    pub call_cycles: u32,
    pub return_cycles: u32,
    pub store_buffer: u32,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PredictorConfig {
    pub kind: PredictorKind,
    pub table_bits: u32,
    pub history_bits: u32,
    pub btb_entries: u32,
    pub ras_entries: u32,
    pub mispredict_penalty: u32,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    pub size: u32,
    pub assoc: u32,
    pub line: u32,
    pub replacement: Replacement,
    #[serde(default = "yes")]
    pub write_back: bool,
    pub latency: u32,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DramConfig {
    pub latency: u32,
    pub bytes_per_cycle: u32,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct MemoryConfig {
    pub model: MemoryModel,
    pub trap_misaligned: bool,
    pub limit: u64,
}

/// Latencies of the coherence protocol's transactions (`[coherence]`), in cycles.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CoherenceConfig {
    pub bus: u32,
    pub transfer: u32,
    pub invalidate: u32,
    pub upgrade: u32,
    pub writeback: u32,
}

/// What the C library's work costs (`[runtime]`): see docs/DECISIONS.md, "The runtime's
/// work".
#[derive(Clone, Copy, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RuntimeConfig {
    pub call_cycles: u32,
    pub bytes_per_cycle: u32,
    pub syscall_cycles: u32,
    pub stdio_buffer: u64,
}

/// Bounds of the seeded timing perturbation of multi-core runs (`[perturb]`), in cycles.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PerturbConfig {
    pub start_skew: u32,
    pub dram_jitter: u32,
    pub arbitration: u32,
    pub store_hold: u32,
    pub invalidate_hold: u32,
}

/// Replacement policy of a cache (`*.replacement`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Replacement {
    Lru,
    Plru,
    Random,
}

/// The memory ordering the core models (`memory.model`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MemoryModel {
    /// No reordering: a store is globally visible before the next instruction issues.
    Sc,
    /// Stores drain in order; a load may pass an earlier store (x86-TSO).
    Tso,
    /// Stores drain in any order; only barriers order memory.
    Weak,
}

impl MemoryModel {
    pub const ALL: [MemoryModel; 3] = [MemoryModel::Sc, MemoryModel::Tso, MemoryModel::Weak];

    /// The configuration word (`memory.model`, `--model`).
    pub const fn name(self) -> &'static str {
        match self {
            MemoryModel::Sc => "sc",
            MemoryModel::Tso => "tso",
            MemoryModel::Weak => "weak",
        }
    }

    /// The model a configuration word names.
    pub fn from_name(word: &str) -> Option<MemoryModel> {
        MemoryModel::ALL.into_iter().find(|m| m.name() == word)
    }
}

/// Why a configuration was refused.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{0}")]
    Toml(String),
    #[error("`{key}` = {value}: {why}")]
    Value {
        key: String,
        value: String,
        why: String,
    },
}

/// The default configuration as commented TOML (what `maple config` prints).
pub fn default_toml() -> String {
    let mut out = String::from("# maple microarchitecture configuration: every key with its default.\n# The cycle-level engine reads a file like this one; keys left out keep their defaults.\n# `maple config --check FILE` validates one.\n");
    let mut section = "";
    for k in KEYS {
        let (sec, name) = k.path.split_once('.').unwrap_or(("", k.path));
        if sec != section {
            section = sec;
            let _ = writeln!(out, "\n[{sec}]");
        }
        let range = match k.range {
            Range::Int {
                min,
                max,
                power_of_two,
                size,
            } => {
                format!(
                    "{min}..={max}{}{}",
                    if power_of_two { ", a power of two" } else { "" },
                    if size {
                        "; bytes, or a string with K, M or G"
                    } else {
                        ""
                    }
                )
            }
            Range::Word(w) => w.join(" | "),
            Range::Bool => "true | false".into(),
        };
        let _ = writeln!(out, "# {} ({range})\n{name} = {}", k.doc, k.default);
    }
    out
}

impl Default for UarchConfig {
    fn default() -> UarchConfig {
        // The defaults are the table's: parse what `maple config` prints, once (parsing costs
        // more than a short run: the `exec` fuzzer draws a configuration per input).
        static DEFAULT: std::sync::OnceLock<UarchConfig> = std::sync::OnceLock::new();
        DEFAULT
            .get_or_init(|| {
                toml::from_str(&default_toml()).expect("the default configuration parses")
            })
            .clone()
    }
}

impl UarchConfig {
    /// Parse a user's file: its keys override the defaults; unknown keys and out-of-range
    /// values are errors naming the key and what is allowed.
    pub fn from_toml(text: &str) -> Result<UarchConfig, ConfigError> {
        let mut merged: toml::Table =
            toml::from_str(&default_toml()).map_err(|e| ConfigError::Toml(e.to_string()))?;
        let user: toml::Table =
            toml::from_str(text).map_err(|e| ConfigError::Toml(e.to_string()))?;
        for (k, v) in user {
            match (merged.get_mut(&k), v) {
                (Some(toml::Value::Table(base)), toml::Value::Table(over)) => {
                    for (k2, v2) in over {
                        if !base.contains_key(&k2) {
                            return Err(unknown(&format!("{k}.{k2}"), &v2));
                        }
                        base.insert(k2, v2);
                    }
                }
                (Some(toml::Value::Table(_)), other) => {
                    return Err(ConfigError::Value {
                        key: k.clone(),
                        value: other.to_string(),
                        why: "expected a [section] table".into(),
                    });
                }
                (Some(slot), other) => *slot = other,
                (None, v) => return Err(unknown(&k, &v)),
            }
        }
        for key in KEYS {
            read_size(key, &mut merged)?;
            check(key, lookup(&merged, key.path))?;
        }
        let config: UarchConfig = toml::Value::Table(merged)
            .try_into()
            .map_err(|e: toml::de::Error| ConfigError::Toml(e.to_string()))?;
        for (name, cache) in [
            ("l1i", &config.l1i),
            ("l1d", &config.l1d),
            ("l2", &config.l2),
        ] {
            check_shape(name, cache)?;
        }
        Ok(config)
    }
}

/// A cache must hold a whole number of sets, at least one: `size` a multiple of
/// `line × assoc`. (The keys' ranges alone allow a 64-byte, 8-way cache of 64-byte lines.)
fn check_shape(name: &str, c: &CacheConfig) -> Result<(), ConfigError> {
    let set = c.line as u64 * c.assoc as u64;
    let why = if (c.size as u64) < set {
        format!(
            "smaller than one set: line {} × assoc {} = {set} bytes",
            c.line, c.assoc
        )
    } else if !(c.size as u64).is_multiple_of(set) {
        format!(
            "not a whole number of sets of line {} × assoc {} = {set} bytes",
            c.line, c.assoc
        )
    } else {
        return Ok(());
    };
    Err(ConfigError::Value {
        key: format!("{name}.size"),
        value: c.size.to_string(),
        why,
    })
}

/// An unknown key, with its value and the known key (or section) it is most like.
fn unknown(key: &str, value: &toml::Value) -> ConfigError {
    let sections = KEYS
        .iter()
        .filter_map(|k| k.path.split_once('.').map(|p| p.0));
    let candidates = KEYS.iter().map(|k| k.path).chain(sections);
    let best = candidates
        .map(|c| (strsim::damerau_levenshtein(key, c), c))
        .min_by_key(|&(d, _)| d)
        .filter(|&(d, _)| d <= 2.max(key.len() / 3));
    let why = match best {
        Some((_, near)) => format!("unknown key; did you mean `{near}`?"),
        None => "unknown key (`maple config` lists every key)".to_string(),
    };
    let value = match value {
        toml::Value::Table(t) => {
            let fields: Vec<String> = t.iter().map(|(k, v)| format!("{k} = {v}")).collect();
            format!("{{ {} }}", fields.join(", "))
        }
        other => other.to_string(),
    };
    ConfigError::Value {
        key: key.to_string(),
        value,
        why,
    }
}

/// A size key written as a string (`l1d.size = "64K"`) becomes its number of bytes.
fn read_size(key: &Key, table: &mut toml::Table) -> Result<(), ConfigError> {
    if !matches!(key.range, Range::Int { size: true, .. }) {
        return Ok(());
    }
    let slot = match key.path.split_once('.') {
        Some((sec, name)) => table
            .get_mut(sec)
            .and_then(|t| t.as_table_mut())
            .and_then(|t| t.get_mut(name)),
        None => table.get_mut(key.path),
    };
    let Some(value) = slot else { return Ok(()) };
    if let toml::Value::String(text) = value {
        let bytes = parse_size(text)
            .ok()
            .and_then(|b| i64::try_from(b).ok())
            .ok_or_else(|| ConfigError::Value {
                key: key.path.to_string(),
                value: format!("{text:?}"),
                why: "a size is bytes, or a number with K, M or G (e.g. \"64K\")".into(),
            })?;
        *value = toml::Value::Integer(bytes);
    }
    Ok(())
}

fn lookup<'a>(table: &'a toml::Table, path: &str) -> Option<&'a toml::Value> {
    match path.split_once('.') {
        Some((sec, name)) => table.get(sec)?.as_table()?.get(name),
        None => table.get(path),
    }
}

fn check(key: &Key, value: Option<&toml::Value>) -> Result<(), ConfigError> {
    let Some(value) = value else { return Ok(()) };
    let bad = |why: String| {
        Err(ConfigError::Value {
            key: key.path.to_string(),
            value: value.to_string(),
            why,
        })
    };
    match (key.range, value) {
        (
            Range::Int {
                min,
                max,
                power_of_two,
                ..
            },
            toml::Value::Integer(v),
        ) => {
            if *v < min || *v > max {
                return bad(format!("out of range: allowed {min}..={max}"));
            }
            if power_of_two && !(*v as u64).is_power_of_two() {
                return bad("must be a power of two".into());
            }
        }
        (Range::Word(words), toml::Value::String(s)) => {
            if !words.contains(&s.as_str()) {
                return bad(format!("allowed: {}", words.join(", ")));
            }
        }
        (Range::Bool, toml::Value::Boolean(_)) => {}
        (Range::Int { .. }, _) => return bad("expected an integer".into()),
        (Range::Word(words), _) => return bad(format!("expected one of: {}", words.join(", "))),
        (Range::Bool, _) => return bad("expected true or false".into()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_take_k_m_and_g_as_mem_limit_does() {
        let c = UarchConfig::from_toml(
            "[l1d]\nsize = \"64K\"\n[l2]\nsize = \"1M\"\n[memory]\nlimit = \"2G\"\n",
        )
        .unwrap();
        assert_eq!((c.l1d.size, c.l2.size), (64 << 10, 1 << 20));
        assert_eq!(c.memory.limit, 2 << 30);
        // Still checked: a power of two, in range; a word that is no size says so.
        let e = UarchConfig::from_toml("[l1d]\nsize = \"48K\"\n").unwrap_err();
        assert!(e.to_string().contains("power of two"), "{e}");
        let e = UarchConfig::from_toml("[l1d]\nsize = \"big\"\n").unwrap_err();
        assert!(e.to_string().contains("K, M or G"), "{e}");
        // A key that is no size still wants a number.
        let e = UarchConfig::from_toml("[core]\ncount = \"2K\"\n").unwrap_err();
        assert!(e.to_string().contains("expected an integer"), "{e}");
    }

    #[test]
    fn an_unknown_key_is_shown_with_its_value_and_the_key_it_is_like() {
        let e = UarchConfig::from_toml("[l1d]\nsise = 1024\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`l1d.sise` = 1024: unknown key; did you mean `l1d.size`?"
        );
        let e = UarchConfig::from_toml("sed = 3\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`sed` = 3: unknown key; did you mean `seed`?"
        );
        let e = UarchConfig::from_toml("[l3]\nsize = 8\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`l3` = { size = 8 }: unknown key; did you mean `l2`?"
        );
        let e = UarchConfig::from_toml("[core]\nwidth = 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`core.width` = 4: unknown key (`maple config` lists every key)"
        );
    }

    #[test]
    fn a_cache_must_hold_a_whole_set() {
        let e = UarchConfig::from_toml("[l1d]\nsize = 256\nassoc = 8\nline = 64\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`l1d.size` = 256: smaller than one set: line 64 × assoc 8 = 512 bytes"
        );
        assert!(UarchConfig::from_toml("[l2]\nsize = 1024\nassoc = 64\n").is_err());
        // Exactly one set is a fully associative cache.
        assert!(UarchConfig::from_toml("[l1d]\nsize = 512\nassoc = 8\nline = 64\n").is_ok());
    }

    #[test]
    fn defaults_come_from_the_table_and_parse() {
        let c = UarchConfig::default();
        assert_eq!(c.core.mul_latency, 3);
        assert_eq!(c.l2.replacement, Replacement::Plru);
        assert_eq!(UarchConfig::from_toml("").unwrap(), c);
        for k in KEYS {
            assert!(default_toml().contains(k.doc), "{} documented", k.path);
        }
    }

    #[test]
    fn user_keys_override_defaults() {
        let c = UarchConfig::from_toml(
            "seed = 9\n[l1d]\nsize = 1024\n[predictor]\nkind = \"bimodal\"\n",
        )
        .unwrap();
        assert_eq!(
            (c.seed, c.l1d.size, c.predictor.kind),
            (9, 1024, PredictorKind::Bimodal)
        );
        assert_eq!(c.l1d.assoc, 8, "unnamed keys keep defaults");
    }

    #[test]
    fn bad_keys_and_values_name_the_key_and_the_range() {
        let e = UarchConfig::from_toml("[l1d]\nsizes = 4\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("l1d.sizes") && e.contains("unknown key") && e.contains("l1d.size"),
            "{e}"
        );
        let e = UarchConfig::from_toml("[l1d]\nsize = 1000\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("l1d.size") && e.contains("power of two"), "{e}");
        let e = UarchConfig::from_toml("[core]\nmul_latency = 0\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("core.mul_latency") && e.contains("1..=100"),
            "{e}"
        );
        let e = UarchConfig::from_toml("[predictor]\nkind = \"perceptron\"\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("predictor.kind") && e.contains("gshare"), "{e}");
        let e = UarchConfig::from_toml("[memory\n").unwrap_err().to_string();
        assert!(e.contains("line 1"), "{e}");
    }
}
