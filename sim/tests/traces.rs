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

/// What the core showed after one tick.
#[derive(Clone, Debug)]
struct Shown {
    /// The cycle the tick simulated (the previous state's cycle) and the new state's.
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
}

impl Tracer for Recorder {
    fn cycle(&mut self, core: &Core, m: &Machine) {
        let prev = self.shown.last().map_or(0, |s| s.at);
        let stages = Stage::ALL.map(|st| {
            core.stage(st)
                .map(|s| (m.code().addr_of(s.index), s.op.number(), s.seq))
        });
        self.shown.push(Shown {
            prev,
            at: core.cycle,
            stall: core.last_stall,
            retired: core.counters.retired,
            stages,
            fetch_buffer: core.fetch_buffer().count(),
            misses: [
                core.caches.l1i.stats.misses,
                core.caches.l1d.stats.misses,
                core.caches.l2.stats.misses,
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
    label: String,
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
            "L" => {
                if f[2] == "0" {
                    insn.label.push_str(f[3]);
                }
            }
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
/// sequential retire ids, lane-1 names that are stall causes. `cut`: the run was stopped
/// by a limit, so the instructions ending at the log's last cycle may be flushed from any
/// stage.
fn check_konata(insns: &[Insn], cut: bool) -> u64 {
    let last = insns.iter().map(|i| i.ends[0].0).max().unwrap_or(0);
    let causes: Vec<&str> = StallCause::ALL.iter().map(|c| c.name()).collect();
    let mut retired = 0;
    for (id, i) in insns.iter().enumerate() {
        assert_eq!(i.ends.len(), 1, "id {id}: exactly one R: {i:?}");
        let (at, rid, kind) = i.ends[0];
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
                assert_eq!(rid, retired, "id {id}: retire ids in order");
                retired += 1;
                let full = ["F", "D", "X", "M", "W"];
                assert!(full.ends_with(&names), "id {id}: retired through {names:?}");
                assert!(names.len() == 5 || i.introduced == insns[0].introduced);
            }
            1 if cut && at == last => {}
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
    retired
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
    assert_eq!(wave.width("maple.stall"), 4);
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
