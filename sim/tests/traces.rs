//! Pipeline traces read back: the Konata log parsed line by line, the VCD waveform with the
//! `vcd` crate, both checked against what the core showed a recording tracer in the same
//! run (the two watch one run through a tracer pair, so there is no second simulation).

use maple_sim::cycle::trace::{KonataTracer, VcdTracer, Window};
use maple_sim::cycle::{Core, CycleMachine, Limits, Report, Stage, StallCause, Tracer};
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Machine, Outcome, RunConfig};
use std::collections::HashMap;
use std::io::{self, Write};

/// A loop over a global array with a call, loads, stores and a data-dependent branch: fill,
/// load-use, call/return and mispredict stalls all show up in a few hundred cycles.
const LOOP: &str = "
var $tab <[8] i32> = [3, 1, 4, 1, 5, 9, 2, 6]
func &twice (var %x i32) i32 {
  return (mul i32 (dread i32 %x, constval i32 2))
}
func &main () i32 {
  var %i i32
  var %s i32
  var %t i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 8), constval i32 1) {
    dassign %t (iread i32 <* i32> (array 1 ptr <* [8] i32> (addrof ptr $tab, dread i32 %i)))
    if (gt i32 i32 (dread i32 %t, constval i32 2)) {
      callassigned &twice (dread i32 %t) { dassign %t 0 }
    }
    dassign %s (add i32 (dread i32 %s, dread i32 %t))
  }
  return (rem i32 (dread i32 %s, constval i32 100))
}
";

fn machine(src: &str) -> CycleMachine {
    let image =
        maple_asm::assemble_str("trace.mpl", src).unwrap_or_else(|d| panic!("{}", d.render(false)));
    maple_sim::loader::cycle_machine(&image, RunConfig::default(), &UarchConfig::default())
        .unwrap()
        .with_output(Box::new(Capture::new()))
}

fn fib() -> CycleMachine {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/examples/fib.mpl");
    machine(&std::fs::read_to_string(path).unwrap())
}

/// What a core showed after one tick.
#[derive(Clone, Debug)]
struct Shown {
    /// Which core.
    core: usize,
    /// The cycle the tick simulated (the core's previous state's cycle, or the cycle it was
    /// given a hart) and the new state's.
    prev: u64,
    at: u64,
    stall: Option<StallCause>,
    retired: u64,
    /// Per stage: (PC, opcode number, fetch sequence number).
    stages: [Option<(u32, u8, u64)>; 5],
    fetch_buffer: usize,
    misses: [u64; 3],
}

#[derive(Default)]
struct Recorder {
    shown: Vec<Shown>,
    /// Several cores: the L2 misses are each core's own count.
    several: bool,
}

impl Tracer for Recorder {
    fn start(&mut self, cores: usize) {
        self.several = cores > 1;
    }

    fn cycle(&mut self, index: usize, core: &Core, m: &Machine) {
        let prev = self
            .shown
            .iter()
            .rev()
            .find(|s| s.core == index)
            .map_or(0, |s| s.at)
            .max(core.bound_at());
        let stages = Stage::ALL.map(|st| {
            core.stage(st)
                .map(|s| (m.code().addr_of(s.index), s.op.number(), s.seq))
        });
        self.shown.push(Shown {
            core: index,
            prev,
            at: core.cycle,
            stall: core.last_stall(),
            retired: core.counters.retired,
            stages,
            fetch_buffer: core.fetch_buffer().count(),
            misses: [
                core.caches.l1i.stats.misses,
                core.caches.l1d.stats.misses,
                if self.several {
                    core.counters.l2_misses
                } else {
                    core.caches.l2.stats.misses
                },
            ],
        });
    }
}

fn run<T: Tracer>(cm: &mut CycleMachine, tracer: &mut T) -> (Outcome, Report) {
    let outcome = cm.run(&Limits::default(), tracer);
    (outcome, cm.report())
}

// ---------------------------------------------------------------- Konata

/// One instruction of a parsed Konata log.
#[derive(Debug, Default)]
struct Insn {
    sim_id: u64,
    /// Konata's thread id.
    thread: u64,
    label: String,
    /// The type-1 (detail) label.
    detail: String,
    /// Lane-0 stages: (name, start, end).
    stages: Vec<(String, u64, Option<u64>)>,
    /// Lane-1 stages: (name, start, end).
    stalls: Vec<(String, u64, Option<u64>)>,
    /// (cycle, retire id, type); exactly one expected.
    ends: Vec<(u64, u64, u64)>,
    introduced: u64,
}

/// Parse a Kanata 0004 log strictly: every command well-formed, ids introduced in order,
/// no command for an unknown or finished instruction, time never going backwards.
fn parse_konata(text: &str) -> (u64, Vec<Insn>) {
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("Kanata\t0004"), "header");
    let base: u64 = lines
        .next()
        .and_then(|l| l.strip_prefix("C=\t"))
        .expect("C= line")
        .parse()
        .unwrap();
    let mut now = base;
    let mut insns: Vec<Insn> = Vec::new();
    for (n, line) in lines.enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let num = |i: usize| -> u64 {
            f.get(i)
                .unwrap_or_else(|| panic!("line {n}: `{line}` lacks field {i}"))
                .parse()
                .unwrap_or_else(|_| panic!("line {n}: `{line}` field {i}"))
        };
        if f[0] == "C" {
            let d = num(1);
            assert!(d > 0, "line {n}: empty cycle step");
            now += d;
            continue;
        }
        let id = num(1) as usize;
        if f[0] == "I" {
            assert_eq!(f.len(), 4, "line {n}: {line}");
            assert_eq!(id, insns.len(), "line {n}: ids are sequential");
            insns.push(Insn {
                sim_id: num(2),
                thread: num(3),
                introduced: now,
                ..Default::default()
            });
            continue;
        }
        let insn = insns
            .get_mut(id)
            .unwrap_or_else(|| panic!("line {n}: unknown id in `{line}`"));
        assert!(insn.ends.is_empty(), "line {n}: `{line}` after R");
        assert_eq!(f.len(), 4, "line {n}: {line}");
        match f[0] {
            "L" => match f[2] {
                "0" => insn.label.push_str(f[3]),
                "1" => insn.detail.push_str(f[3]),
                other => panic!("line {n}: label type {other}"),
            },
            "S" | "E" => {
                let lane = match f[2] {
                    "0" => &mut insn.stages,
                    "1" => &mut insn.stalls,
                    other => panic!("line {n}: lane {other}"),
                };
                if f[0] == "S" {
                    if let Some(last) = lane.last() {
                        assert!(last.2.is_some(), "line {n}: S before E of {}", last.0);
                    }
                    lane.push((f[3].to_string(), now, None));
                } else {
                    let last = lane.last_mut().expect("E of an open stage");
                    assert_eq!(last.0, f[3], "line {n}: E of another stage");
                    assert!(last.2.is_none(), "line {n}: E twice");
                    last.2 = Some(now);
                }
            }
            "R" => {
                insn.ends.push((now, num(2), num(3)));
            }
            other => panic!("line {n}: unknown command {other}"),
        }
    }
    (base, insns)
}

/// The checks every Konata log must pass: one R per instruction (retire or flush), every
/// stage closed before it, retired instructions through F D X M W in order, contiguous,
/// retire ids 0, 1, 2, ... over the file and increasing along each thread id's instructions
/// (one pipeline retires in order; several interleave), lane-1 names that are stall causes.
/// `cut`: the run was stopped by a limit, so the instructions ending at their thread id's
/// last cycle in the log (each core is cut at its own clock) may be flushed from any stage.
fn check_konata(insns: &[Insn], cut: bool) -> u64 {
    let mut last: HashMap<u64, u64> = HashMap::new();
    for i in insns {
        let l = last.entry(i.thread).or_default();
        *l = (*l).max(i.ends[0].0);
    }
    let causes: Vec<&str> = StallCause::ALL.iter().map(|c| c.name()).collect();
    // Per thread id: the last retire id, and when its first instruction was introduced.
    let mut threads: HashMap<u64, (Option<u64>, u64)> = HashMap::new();
    let mut rids = Vec::new();
    for (id, i) in insns.iter().enumerate() {
        assert_eq!(i.ends.len(), 1, "id {id}: exactly one R: {i:?}");
        let (at, rid, kind) = i.ends[0];
        let thread = threads.entry(i.thread).or_insert((None, i.introduced));
        assert!(
            i.stages.iter().chain(&i.stalls).all(|s| s.2.is_some()),
            "id {id}: a stage left open: {i:?}"
        );
        for w in i.stages.windows(2) {
            assert_eq!(
                w[0].2,
                Some(w[1].1),
                "id {id}: stages are contiguous: {i:?}"
            );
        }
        assert_eq!(i.stages.last().and_then(|s| s.2), Some(at), "id {id}");
        for s in &i.stalls {
            assert!(causes.contains(&s.0.as_str()), "id {id}: lane 1 `{}`", s.0);
            assert!(s.1 < s.2.unwrap(), "id {id}: empty stall");
        }
        let names: Vec<&str> = i.stages.iter().map(|s| s.0.as_str()).collect();
        match kind {
            0 => {
                assert!(
                    thread.0.is_none_or(|r| r < rid),
                    "id {id}: retire ids in order along thread {}",
                    i.thread
                );
                thread.0 = Some(rid);
                rids.push(rid);
                let full = ["F", "D", "X", "M", "W"];
                assert!(full.ends_with(&names), "id {id}: retired through {names:?}");
                assert!(names.len() == 5 || i.introduced == thread.1);
            }
            1 if cut && at == last[&i.thread] => {}
            1 => {
                // Squashed in the front end.
                assert!(
                    names.iter().all(|n| *n == "F" || *n == "D"),
                    "id {id}: flushed from {names:?}"
                );
            }
            k => panic!("id {id}: R type {k}"),
        }
    }
    rids.sort_unstable();
    assert!(
        rids.iter().enumerate().all(|(n, r)| n as u64 == *r),
        "retire ids are 0..{}",
        rids.len()
    );
    rids.len() as u64
}

/// The instruction in `stage` at cycle `c` per the log: its simulator id.
fn konata_at(insns: &[Insn], stage: &str, c: u64) -> Option<u64> {
    let mut found = insns.iter().filter(|i| {
        i.stages
            .iter()
            .any(|s| s.0 == stage && s.1 <= c && s.2.is_some_and(|e| c < e))
    });
    let first = found.next().map(|i| i.sim_id);
    if stage != "F" {
        assert!(found.next().is_none(), "two instructions in {stage} at {c}");
    }
    first
}

#[test]
fn konata_log_of_a_whole_run_agrees_with_the_core_cycle_by_cycle() {
    let mut cm = machine(LOOP);
    let mut tracer = (
        KonataTracer::new(Vec::new(), Window::ALL),
        Recorder::default(),
    );
    let (outcome, report) = run(&mut cm, &mut tracer);
    assert_eq!(outcome, Outcome::Exited(58));
    let text = String::from_utf8(tracer.0.close().unwrap()).unwrap();
    let shown = tracer.1.shown;
    let (base, insns) = parse_konata(&text);
    assert_eq!(base, 0, "a fresh run's log starts at cycle 0");

    // Every retired instruction is in the log once, and only those.
    let retired = check_konata(&insns, false);
    assert_eq!(retired, report.instructions);
    assert_eq!(retired, cm.core().counters.retired);
    let flushed = insns.iter().filter(|i| i.ends[0].2 == 1).count() as u64;
    // The squashed, less the one fetched in the very tick the program ended (squashed before
    // any tracer saw it).
    let squashed = report.branches.squashed;
    assert!(
        flushed == squashed || flushed + 1 == squashed,
        "{flushed} flushed, {squashed} squashed"
    );
    assert!(flushed > 0, "the loop mispredicts at least once");

    // Cycle by cycle: the latch contents and the retire count the core showed.
    for s in &shown {
        let r0 = insns
            .iter()
            .filter(|i| i.ends[0].2 == 0 && i.ends[0].0 <= s.at)
            .count() as u64;
        assert_eq!(r0, s.retired, "retired by cycle {}", s.at);
        for (k, st) in Stage::ALL.iter().enumerate().skip(1) {
            let seq = s.stages[k].map(|x| x.2);
            assert_eq!(
                konata_at(&insns, st.letter(), s.at),
                seq,
                "{} at cycle {}",
                st.name(),
                s.at
            );
        }
    }

    // Labels: the PC and the disassembly of the instruction the core fetched.
    let by_seq: HashMap<u64, u32> = shown
        .iter()
        .flat_map(|s| s.stages.iter().flatten())
        .map(|&(pc, _, seq)| (seq, pc))
        .collect();
    for i in &insns {
        if let Some(pc) = by_seq.get(&i.sim_id) {
            assert!(
                i.label.starts_with(&format!("{pc:08x}: ")),
                "label `{}` for pc {pc:x}",
                i.label
            );
        }
    }
    assert!(insns.iter().any(|i| i.label.contains(": mul i32")));
    assert!(insns.iter().any(|i| i.label.contains(": call")));

    // Stalls: lane 1 holds what the core charged, on the instruction waiting to issue.
    let stalled: u64 = insns
        .iter()
        .flat_map(|i| &i.stalls)
        .map(|s| s.2.unwrap() - s.1)
        .sum();
    let charged: u64 = shown
        .iter()
        .filter(|s| s.stall.is_some() && s.prev < s.at)
        .map(|s| s.at - s.prev)
        .sum();
    assert!(stalled > 0 && stalled <= charged, "{stalled} of {charged}");
    let causes: Vec<&String> = insns.iter().flat_map(|i| &i.stalls).map(|s| &s.0).collect();
    assert!(causes.iter().any(|c| *c == "mispredict"), "{causes:?}");
    assert!(causes.iter().any(|c| *c == "call_return"), "{causes:?}");
}

#[test]
fn konata_window_bounds_the_log_and_follows_its_instructions_out() {
    let window = Window {
        start: 3_000,
        end: 3_400,
    };
    let mut cm = fib();
    let mut tracer = (KonataTracer::new(Vec::new(), window), Recorder::default());
    let (outcome, _) = run(&mut cm, &mut tracer);
    assert_eq!(outcome, Outcome::Exited(0));
    let text = String::from_utf8(tracer.0.close().unwrap()).unwrap();
    let shown = tracer.1.shown;
    let (base, insns) = parse_konata(&text);
    assert!(
        (window.start..window.start + 200).contains(&base),
        "log starts at {base}"
    );
    check_konata(&insns, false);
    // Only instructions in flight during the window, and all of them.
    assert!(insns.iter().all(|i| i.introduced < window.end));
    assert!(
        insns.len() > 100 && insns.len() < 1_000,
        "{} insns",
        insns.len()
    );
    let last_r = insns.iter().map(|i| i.ends[0].0).max().unwrap();
    assert!(
        last_r >= window.end && last_r < window.end + 500,
        "{last_r}"
    );
    // Retirements in the log between two states the core showed inside the window equal
    // the core's count.
    let inside: Vec<&Shown> = shown
        .iter()
        .filter(|s| s.at >= base && s.at < window.end)
        .collect();
    let (first, last) = (inside[0], inside[inside.len() - 1]);
    let logged = insns
        .iter()
        .filter(|i| i.ends[0].2 == 0 && i.ends[0].0 > first.at && i.ends[0].0 <= last.at)
        .count() as u64;
    assert_eq!(logged, last.retired - first.retired);
    assert!(text.len() < 100_000, "{} bytes", text.len());
}

#[test]
fn traces_of_a_run_that_ends_before_the_window_are_empty_but_valid() {
    let mut cm = machine(LOOP);
    let window = Window {
        start: 1 << 40,
        end: u64::MAX,
    };
    let mut tracer = (
        KonataTracer::new(Vec::new(), window),
        VcdTracer::new(Vec::new(), window),
    );
    run(&mut cm, &mut tracer);
    let text = String::from_utf8(tracer.0.close().unwrap()).unwrap();
    let (base, insns) = parse_konata(&text);
    assert_eq!(base, cm.cycle());
    assert!(insns.is_empty());
    // The waveform: declarations and one dump of an empty pipeline at the last cycle.
    let wave = parse_vcd(&tracer.1.close().unwrap());
    assert_eq!(wave.last_time, cm.cycle());
    assert_eq!(wave.at("maple.execute.valid", cm.cycle()), Some(0));
    assert_eq!(wave.at("maple.execute.pc", cm.cycle()), None);
}

#[test]
fn konata_log_cut_by_a_cycle_limit_flushes_what_is_in_flight() {
    let mut cm = fib();
    let mut tracer = KonataTracer::new(Vec::new(), Window::ALL);
    let limits = Limits {
        max_cycles: Some(500),
        max_insns: None,
    };
    let outcome = cm.run(&limits, &mut tracer);
    assert!(matches!(outcome, Outcome::Fault(_)), "{outcome:?}");
    let text = String::from_utf8(tracer.close().unwrap()).unwrap();
    let (_, insns) = parse_konata(&text);
    let retired = check_konata(&insns, true);
    assert_eq!(retired, cm.core().counters.retired);
    let last = insns.last().unwrap();
    assert_eq!(last.ends[0].2, 1, "the youngest never finished");
}

// ---------------------------------------------------------------- VCD

/// A variable's width and its changes: (time, value, `None` for x).
type Changes = (u32, Vec<(u64, Option<u64>)>);

/// Each variable's changes, by name path, read with the `vcd` crate.
struct Wave {
    timescale: Option<(u32, vcd::TimescaleUnit)>,
    vars: HashMap<String, Changes>,
    last_time: u64,
}

fn parse_vcd(bytes: &[u8]) -> Wave {
    let mut parser = vcd::Parser::new(bytes);
    let header = parser.parse_header().expect("VCD header");
    let mut names: HashMap<vcd::IdCode, String> = HashMap::new();
    let mut vars = HashMap::new();
    let mut stack = Vec::new();
    fn walk(
        items: &[vcd::ScopeItem],
        stack: &mut Vec<String>,
        names: &mut HashMap<vcd::IdCode, String>,
        vars: &mut HashMap<String, Changes>,
    ) {
        for item in items {
            match item {
                vcd::ScopeItem::Scope(s) => {
                    stack.push(s.identifier.clone());
                    walk(&s.items, stack, names, vars);
                    stack.pop();
                }
                vcd::ScopeItem::Var(v) => {
                    let name = format!("{}.{}", stack.join("."), v.reference);
                    assert!(names.insert(v.code, name.clone()).is_none(), "{name}");
                    vars.insert(name, (v.size, Vec::new()));
                }
                _ => {}
            }
        }
    }
    walk(&header.items, &mut stack, &mut names, &mut vars);
    let mut now = None;
    for cmd in parser {
        let (code, value) = match cmd.expect("VCD body") {
            vcd::Command::Timestamp(t) => {
                assert!(now.is_none_or(|n| t > n), "time goes forward");
                now = Some(t);
                continue;
            }
            vcd::Command::ChangeScalar(code, v) => (code, bits([v].into_iter())),
            vcd::Command::ChangeVector(code, v) => (code, bits(v.iter())),
            _ => continue,
        };
        let name = &names[&code];
        let t = now.expect("a change before any time");
        let changes = &mut vars.get_mut(name).unwrap().1;
        if let Some(last) = changes.last() {
            assert!(last.0 < t, "{name} changes twice at {t}");
        }
        changes.push((t, value));
    }
    Wave {
        timescale: header.timescale,
        vars,
        last_time: now.unwrap_or(0),
    }
}

/// A vector's value (most significant bit first), `None` when any bit is x.
fn bits(v: impl Iterator<Item = vcd::Value>) -> Option<u64> {
    v.map(|b| match b {
        vcd::Value::V0 => Some(0),
        vcd::Value::V1 => Some(1),
        _ => None,
    })
    .try_fold(0u64, |acc, b| b.map(|b| acc << 1 | b))
}

impl Wave {
    fn at(&self, name: &str, t: u64) -> Option<u64> {
        let changes = &self.vars.get(name).unwrap_or_else(|| panic!("no {name}")).1;
        changes
            .iter()
            .take_while(|c| c.0 <= t)
            .last()
            .unwrap_or_else(|| panic!("{name} has no value at {t}"))
            .1
    }
    fn width(&self, name: &str) -> u32 {
        self.vars[name].0
    }
}

#[test]
fn vcd_waveform_declares_the_signals_and_follows_the_core() {
    let mut cm = machine(LOOP);
    let mut tracer = (VcdTracer::new(Vec::new(), Window::ALL), Recorder::default());
    let (outcome, report) = run(&mut cm, &mut tracer);
    assert_eq!(outcome, Outcome::Exited(58));
    let bytes = tracer.0.close().unwrap();
    let shown = tracer.1.shown;
    let text = String::from_utf8_lossy(&bytes);
    assert!(
        text.contains("3 = mispredict"),
        "the stall mapping is documented"
    );
    let wave = parse_vcd(&bytes);
    assert_eq!(wave.timescale, Some((1, vcd::TimescaleUnit::NS)));
    for st in Stage::ALL {
        let n = st.name();
        assert_eq!(wave.width(&format!("maple.{n}.valid")), 1);
        assert_eq!(wave.width(&format!("maple.{n}.pc")), 32);
        assert_eq!(wave.width(&format!("maple.{n}.opcode")), 8);
    }
    // 0 (issued) and 1 + each of the 18 causes.
    assert_eq!(wave.width("maple.stall"), 5);
    assert_eq!(wave.width("maple.fetch_buffer"), 8);
    for p in ["retire", "mispredict", "l1i_miss", "l1d_miss", "l2_miss"] {
        assert_eq!(wave.width(&format!("maple.{p}")), 1, "{p}");
    }

    let mut prev: Option<&Shown> = None;
    for s in &shown {
        for (k, st) in Stage::ALL.iter().enumerate() {
            let n = st.name();
            let want = s.stages[k];
            let at = |sig: &str| wave.at(&format!("maple.{n}.{sig}"), s.at);
            assert_eq!(at("valid"), Some(want.is_some() as u64), "{n} at {}", s.at);
            assert_eq!(at("pc"), want.map(|w| w.0 as u64), "{n} pc at {}", s.at);
            assert_eq!(at("opcode"), want.map(|w| w.1 as u64), "{n} op at {}", s.at);
        }
        assert_eq!(
            wave.at("maple.fetch_buffer", s.at),
            Some(s.fetch_buffer as u64)
        );
        if let Some(p) = prev {
            // The tick simulated cycle `s.prev`: its stall and its events are there.
            let code = s.stall.map_or(0, |c| c as u64 + 1);
            assert_eq!(
                wave.at("maple.stall", s.prev),
                Some(code),
                "stall at {}",
                s.prev
            );
            let rose = |a: u64, b: u64| Some((a != b) as u64);
            assert_eq!(wave.at("maple.retire", s.prev), rose(p.retired, s.retired));
            assert_eq!(
                wave.at("maple.l1i_miss", s.prev),
                rose(p.misses[0], s.misses[0])
            );
            assert_eq!(
                wave.at("maple.l1d_miss", s.prev),
                rose(p.misses[1], s.misses[1])
            );
            assert_eq!(
                wave.at("maple.l2_miss", s.prev),
                rose(p.misses[2], s.misses[2])
            );
            if s.at > s.prev + 1 {
                assert_eq!(wave.at("maple.retire", s.prev + 1), Some(0));
            }
        }
        prev = Some(s);
    }
    // Rising edges of `retire` can't count back-to-back retirements, but the cycles with
    // the pulse high can: one instruction retires per cycle at most.
    let high: u64 = {
        let ch = &wave.vars["maple.retire"].1;
        ch.iter()
            .enumerate()
            .filter(|(_, c)| c.1 == Some(1))
            .map(|(i, c)| ch.get(i + 1).map_or(wave.last_time, |n| n.0) - c.0)
            .sum()
    };
    assert_eq!(high, report.instructions);
    assert_eq!(wave.last_time, cm.cycle() + 1);
}

#[test]
fn vcd_window_keeps_the_waveform_inside_it() {
    let window = Window {
        start: 2_000,
        end: 2_500,
    };
    let mut cm = fib();
    let mut tracer = (VcdTracer::new(Vec::new(), window), Recorder::default());
    run(&mut cm, &mut tracer);
    let bytes = tracer.0.close().unwrap();
    let wave = parse_vcd(&bytes);
    let times: Vec<u64> = wave
        .vars
        .values()
        .flat_map(|v| v.1.iter().map(|c| c.0))
        .collect();
    let first = *times.iter().min().unwrap();
    let last = *times.iter().max().unwrap();
    assert!((2_000..2_100).contains(&first), "first change at {first}");
    assert!(last <= 2_800, "last change at {last}");
    // Inside the window the execute stage is what the core showed.
    for s in tracer
        .1
        .shown
        .iter()
        .filter(|s| s.at >= first && s.at < 2_500)
    {
        let pc = s.stages[2].map(|x| x.0 as u64);
        assert_eq!(wave.at("maple.execute.pc", s.at), pc, "at {}", s.at);
    }
    assert!(bytes.len() < 60_000, "{} bytes", bytes.len());
}

/// A sink that fails after `room` bytes.
struct Full {
    room: usize,
}

impl Write for Full {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.len() > self.room {
            return Err(io::Error::new(io::ErrorKind::StorageFull, "disk full"));
        }
        self.room -= buf.len();
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn write_errors_are_kept_for_the_caller_and_the_run_completes() {
    let mut cm = machine(LOOP);
    let mut tracer = (
        KonataTracer::new(Full { room: 200 }, Window::ALL),
        VcdTracer::new(Full { room: 1_000 }, Window::ALL),
    );
    let (outcome, _) = run(&mut cm, &mut tracer);
    assert_eq!(
        outcome,
        Outcome::Exited(58),
        "tracing never stops the program"
    );
    let e = tracer.0.close().err().expect("konata reports the failure");
    assert_eq!(e.kind(), io::ErrorKind::StorageFull);
    let e = tracer.1.close().err().expect("vcd reports the failure");
    assert_eq!(e.kind(), io::ErrorKind::StorageFull);
}

// ---------------------------------------------------------------- several cores

/// Main and two workers, each looping over a table with a call, loads, stores and a
/// data-dependent branch. On three cores threads start late, block on joins, end, and cores
/// idle and are given a thread again; on two, they also take turns.
const THREADS: &str = "
func &pthread_create (var %t <* u64>, var %attr ptr, var %f a64, var %arg ptr) i32
func &pthread_join (var %t u64, var %ret <* ptr>) i32
var $tab <[8] i32> = [3, 1, 4, 1, 5, 9, 2, 6]
var $sink <[3] i32>
func &twice (var %x i32) i32 {
  return (mul i32 (dread i32 %x, constval i32 2))
}
func &loop (var %n i32, var %slot i32) i32 {
  var %i i32
  var %s i32
  var %t i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, dread i32 %n), constval i32 1) {
    dassign %t (iread i32 <* i32> (array 1 ptr <* [8] i32> (addrof ptr $tab, band i32 (dread i32 %i, constval i32 7))))
    if (gt i32 i32 (dread i32 %t, constval i32 2)) {
      callassigned &twice (dread i32 %t) { dassign %t 0 }
    }
    dassign %s (add i32 (dread i32 %s, dread i32 %t))
    iassign <* i32> (array 1 ptr <* [3] i32> (addrof ptr $sink, dread i32 %slot), dread i32 %s)
  }
  return (dread i32 %s)
}
func &worker (var %arg ptr) ptr {
  call &loop (cvt i32 i64 (retype i64 <* void> (dread ptr %arg)), constval i32 1)
  return (constval ptr 0)
}
func &main () i32 {
  var %a u64
  var %b u64
  var %r i32
  call &pthread_create (addrof ptr %a, constval ptr 0, addroffunc a64 &worker, constval ptr 30)
  call &pthread_create (addrof ptr %b, constval ptr 0, addroffunc a64 &worker, constval ptr 60)
  call &loop (constval i32 20, constval i32 0)
  call &pthread_join (dread u64 %a, constval ptr 0)
  call &pthread_join (dread u64 %b, constval ptr 0)
  callassigned &loop (constval i32 8, constval i32 2) { dassign %r 0 }
  return (rem i32 (dread i32 %r, constval i32 100))
}
";

fn machine_on(src: &str, cores: u32) -> CycleMachine {
    let image = maple_asm::assemble_str("threads.mpl", src)
        .unwrap_or_else(|d| panic!("{}", d.render(false)));
    let mut uarch = UarchConfig::default();
    uarch.core.count = cores;
    uarch.core.quantum = 400;
    maple_sim::loader::cycle_machine(&image, RunConfig::default(), &uarch)
        .unwrap()
        .with_output(Box::new(Capture::new()))
}

/// The instruction of thread id `thread` in `stage` at cycle `c` per the log.
fn konata_on(insns: &[Insn], thread: u64, stage: &str, c: u64) -> Option<u64> {
    let mine: Vec<&Insn> = insns.iter().filter(|i| i.thread == thread).collect();
    let mut found = mine.iter().filter(|i| {
        i.stages
            .iter()
            .any(|s| s.0 == stage && s.1 <= c && s.2.is_some_and(|e| c < e))
    });
    let first = found.next().map(|i| i.sim_id);
    if stage != "F" {
        assert!(found.next().is_none(), "two in {stage} of {thread} at {c}");
    }
    first
}

#[test]
fn konata_log_of_several_cores_names_each_core_and_agrees_with_each_cycle_by_cycle() {
    for cores in [2, 3] {
        let mut cm = machine_on(THREADS, cores);
        let mut tracer = (
            KonataTracer::new(Vec::new(), Window::ALL),
            Recorder::default(),
        );
        let (outcome, report) = run(&mut cm, &mut tracer);
        assert_eq!(outcome, Outcome::Exited(58), "{cores} cores");
        let text = String::from_utf8(tracer.0.close().unwrap()).unwrap();
        let shown = tracer.1.shown;
        let (_, insns) = parse_konata(&text);
        let retired = check_konata(&insns, false);
        assert_eq!(retired, report.instructions, "{cores} cores");

        // The thread id is the core: every core ran something, and each core's rows hold
        // what it retired.
        for (k, core) in cm.cores().iter().enumerate() {
            let mine = insns
                .iter()
                .filter(|i| i.thread == k as u64 && i.ends[0].2 == 0)
                .count() as u64;
            assert!(mine > 0, "core {k} of {cores} ran nothing");
            assert_eq!(mine, core.counters.retired, "core {k} of {cores}");
        }
        assert!(insns.iter().all(|i| i.thread < cores as u64));
        // The detail label names the core and the thread; per thread, the retirements are
        // the thread's instructions.
        for i in &insns {
            assert!(
                i.detail
                    .contains(&format!(" on core {} for thread ", i.thread)),
                "{}",
                i.detail
            );
        }
        for t in &report.threads {
            let tag = format!(" for {}", t.thread);
            let n = insns
                .iter()
                .filter(|i| i.ends[0].2 == 0 && i.detail.ends_with(&tag))
                .count() as u64;
            assert_eq!(n, t.instructions, "{} on {cores} cores", t.thread);
        }

        // A core idled and was given a thread again (its clock moved without a tick).
        let mut at: HashMap<usize, u64> = HashMap::new();
        let rebound = shown
            .iter()
            .filter(|s| at.insert(s.core, s.at).is_some_and(|a| s.prev > a))
            .count();
        if cores == 3 {
            assert!(rebound > 0, "no core idled and resumed");
        } else {
            // Three threads on two cores take turns (a short quantum).
            let on_core_1: std::collections::BTreeSet<&str> = insns
                .iter()
                .filter(|i| i.thread == 1)
                .filter_map(|i| i.detail.rsplit_once(" for ").map(|x| x.1))
                .collect();
            assert!(on_core_1.len() > 1, "core 1 ran {on_core_1:?}");
        }

        // Cycle by cycle, each core's latches as that core showed them.
        for s in &shown {
            let k = s.core as u64;
            for (n, st) in Stage::ALL.iter().enumerate().skip(1) {
                assert_eq!(
                    konata_on(&insns, k, st.letter(), s.at),
                    s.stages[n].map(|x| x.2),
                    "core {k}: {} at cycle {}",
                    st.name(),
                    s.at
                );
            }
        }
    }
}

#[test]
fn konata_window_of_several_cores_follows_each_cores_instructions_out() {
    let window = Window {
        start: 1_500,
        end: 2_500,
    };
    let mut cm = machine_on(THREADS, 3);
    let mut tracer = (KonataTracer::new(Vec::new(), window), Recorder::default());
    let (outcome, _) = run(&mut cm, &mut tracer);
    assert_eq!(outcome, Outcome::Exited(58));
    let text = String::from_utf8(tracer.0.close().unwrap()).unwrap();
    let (base, insns) = parse_konata(&text);
    assert!((1_500..1_600).contains(&base), "log starts at {base}");
    check_konata(&insns, false);
    assert!(insns.iter().all(|i| i.introduced < window.end));
    let threads: std::collections::BTreeSet<u64> = insns.iter().map(|i| i.thread).collect();
    assert!(threads.len() >= 2, "cores in the window: {threads:?}");
    // Retirements in the log between two states a core showed inside the window equal that
    // core's count.
    for k in threads {
        let inside: Vec<&Shown> = tracer
            .1
            .shown
            .iter()
            .filter(|s| s.core as u64 == k && s.at >= base && s.at < window.end)
            .collect();
        let (first, last) = (inside[0], inside[inside.len() - 1]);
        let logged = insns
            .iter()
            .filter(|i| i.thread == k && i.ends[0].2 == 0)
            .filter(|i| i.ends[0].0 > first.at && i.ends[0].0 <= last.at)
            .count() as u64;
        assert_eq!(logged, last.retired - first.retired, "core {k}");
    }
}

#[test]
fn vcd_of_several_cores_has_a_scope_per_core_that_follows_it() {
    for (cores, window) in [
        (2, Window::ALL),
        (3, Window::ALL),
        (3, "900:2200".parse().unwrap()),
    ] {
        let mut cm = machine_on(THREADS, cores);
        let mut tracer = (VcdTracer::new(Vec::new(), window), Recorder::default());
        let (outcome, report) = run(&mut cm, &mut tracer);
        assert_eq!(outcome, Outcome::Exited(58));
        let wave = parse_vcd(&tracer.0.close().unwrap());
        let shown = tracer.1.shown;
        assert!(
            wave.vars.keys().all(|n| n.starts_with("maple.core")),
            "every signal is in a core's scope"
        );
        assert_eq!(wave.vars.len(), cores as usize * 22);
        let mut last: HashMap<usize, &Shown> = HashMap::new();
        for s in &shown {
            let sig = |name: &str| format!("maple.core{}.{name}", s.core);
            if window.contains(s.at) {
                for (n, st) in Stage::ALL.iter().enumerate() {
                    let want = s.stages[n];
                    let at = |x: &str| wave.at(&sig(&format!("{}.{x}", st.name())), s.at);
                    let what = format!("core {} {} at {}", s.core, st.name(), s.at);
                    assert_eq!(at("valid"), Some(want.is_some() as u64), "{what}");
                    assert_eq!(at("pc"), want.map(|w| w.0 as u64), "{what}");
                    assert_eq!(at("opcode"), want.map(|w| w.1 as u64), "{what}");
                }
                assert_eq!(
                    wave.at(&sig("fetch_buffer"), s.at),
                    Some(s.fetch_buffer as u64)
                );
            }
            if let Some(p) = last.get(&s.core).filter(|_| window.contains(s.prev)) {
                let code = s.stall.map_or(0, |c| c as u64 + 1);
                assert_eq!(wave.at(&sig("stall"), s.prev), Some(code), "at {}", s.prev);
                let rose = |a: u64, b: u64| Some((a != b) as u64);
                assert_eq!(wave.at(&sig("retire"), s.prev), rose(p.retired, s.retired));
                for (i, name) in ["l1i_miss", "l1d_miss", "l2_miss"].iter().enumerate() {
                    let want = rose(p.misses[i], s.misses[i]);
                    assert_eq!(wave.at(&sig(name), s.prev), want, "{name} at {}", s.prev);
                }
            }
            last.insert(s.core, s);
        }
        if window == Window::ALL {
            // One instruction retires per core per cycle at most: the cycles each core's
            // pulse is high count its retirements.
            for (k, core) in cm.cores().iter().enumerate() {
                let ch = &wave.vars[&format!("maple.core{k}.retire")].1;
                let high: u64 = ch
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.1 == Some(1))
                    .map(|(i, c)| ch.get(i + 1).map_or(wave.last_time, |n| n.0) - c.0)
                    .sum();
                assert_eq!(high, core.counters.retired, "core {k} of {cores}");
            }
        }
        // Each core's L2 misses are its share of the shared L2's.
        let l2: u64 = cm.cores().iter().map(|c| c.counters.l2_misses).sum();
        assert_eq!(l2, report.caches.l2.misses);
    }
}

#[test]
fn traces_of_several_cores_cut_by_a_limit_are_complete() {
    for limits in [
        Limits {
            max_cycles: Some(1_200),
            max_insns: None,
        },
        Limits {
            max_cycles: None,
            max_insns: Some(700),
        },
    ] {
        let mut cm = machine_on(THREADS, 3);
        let mut tracer = (
            KonataTracer::new(Vec::new(), Window::ALL),
            VcdTracer::new(Vec::new(), Window::ALL),
        );
        let outcome = cm.run(&limits, &mut tracer);
        assert!(matches!(outcome, Outcome::Fault(_)), "{outcome:?}");
        let text = String::from_utf8(tracer.0.close().unwrap()).unwrap();
        let (_, insns) = parse_konata(&text);
        let retired = check_konata(&insns, true);
        let by_cores: u64 = cm.cores().iter().map(|c| c.counters.retired).sum();
        assert_eq!(retired, by_cores, "{limits:?}");
        let wave = parse_vcd(&tracer.1.close().unwrap());
        assert_eq!(wave.vars.len(), 3 * 22);
        assert_eq!(
            wave.last_time,
            cm.cores().iter().map(|c| c.cycle).max().unwrap() + 1
        );
    }
}
