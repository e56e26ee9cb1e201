//! The behaviour facts of the ISA table agree with the semantics. Every program of
//! tests/programs runs one instruction at a time under an observer that counts what the
//! instruction did; for each instruction executed:
//!
//! - [`Flow::Next`]: no branch, call or return event (it continued silently);
//! - an observed flow ([`Flow::is_observed`]): at least one event, unless it faulted, so a
//!   debugger that watches events sees every way it continues;
//! - loads only where [`Mem::may_load`], stores only where [`Mem::may_store`].
//!
//! And the other way: every opcode the table says loads or stores (not through the runtime)
//! and the programs execute, was seen to.

use maple_isa::{Flow, Mem, Opcode};
use maple_sim::exec::{Access, Observer};
use maple_sim::{Capture, Outcome, RunConfig};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Instructions stepped per program: enough to cover every program's code paths, few
/// enough for a test build.
const STEPS: u64 = 30_000;

#[derive(Default)]
struct Seen {
    loads: u32,
    stores: u32,
    events: u32,
}

impl Observer for Seen {
    fn mem(&mut self, _addr: u64, _size: u32, kind: Access) {
        match kind {
            Access::Load => self.loads += 1,
            Access::Store | Access::Atomic => self.stores += 1,
        }
    }
    fn branch(&mut self, _taken: bool, _target: u32) {
        self.events += 1;
    }
    fn call(&mut self, _func: u32, _external: bool) {
        self.events += 1;
    }
    fn ret(&mut self, _to: u32) {
        self.events += 1;
    }
}

fn programs() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/programs");
    let mut out = Vec::new();
    for category in std::fs::read_dir(&dir).expect("tests/programs").flatten() {
        for f in std::fs::read_dir(category.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            // A program of several modules (`NAME.link`) does not run alone.
            if f.path().extension().is_some_and(|x| x == "mpl")
                && !f.path().with_extension("link").exists()
            {
                out.push(f.path());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn the_tables_flow_and_memory_facts_match_what_instructions_do() {
    // One example per (opcode, problem).
    let mut wrong: BTreeMap<(Opcode, &str), String> = BTreeMap::new();
    // Per opcode: (executed, loaded, stored).
    let mut witnessed: BTreeMap<Opcode, (u64, u64, u64)> = BTreeMap::new();
    let files = programs();
    assert!(files.len() > 100, "the program corpus: {}", files.len());
    for path in &files {
        let Ok(image) = maple_asm::assemble_file(path) else {
            continue; // Programs that test assembler errors.
        };
        let Ok(m) = maple_sim::loader::machine(&image, RunConfig::default()) else {
            continue;
        };
        let mut m = m.with_output(Box::new(Capture::new()));
        for _ in 0..STEPS {
            let pc = m.hart().pc;
            let Some(d) = m.code().entries.get(pc as usize).copied() else {
                break;
            };
            let retired = m.instret();
            let mut seen = Seen::default();
            let outcome = m.step_observed(&mut seen);
            let Some(op) = d.op.opcode() else {
                break; // A trap entry: the program faults here.
            };
            let info = op.info();
            let flow = info.flow(d.param);
            let completed = m.instret() > retired && !matches!(outcome, Some(Outcome::Fault(_)));
            let mut problem = |what: &'static str| {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                wrong
                    .entry((op, what))
                    .or_insert_with(|| format!("`{op}` {what} ({name}, entry {pc})"));
            };
            let mem = info.behaviour.mem;
            if flow == Flow::Next && seen.events != 0 {
                problem("falls through in the table but reported a transfer");
            }
            if flow.is_observed() && completed && seen.events == 0 {
                problem("transfers in the table but continued without an event");
            }
            if seen.loads > 0 && !mem.may_load() {
                problem("loaded, which its memory kind does not allow");
            }
            if seen.stores > 0 && !mem.may_store() {
                problem("stored, which its memory kind does not allow");
            }
            let w = witnessed.entry(op).or_default();
            w.0 += 1;
            w.1 += u64::from(seen.loads > 0);
            w.2 += u64::from(seen.stores > 0);
            if outcome.is_some() {
                break;
            }
        }
    }
    let wrong: Vec<String> = wrong.into_values().collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    for (op, (executed, loaded, stored)) in &witnessed {
        let mem = op.info().behaviour.mem;
        let (load, store) = match mem {
            Mem::Load => (true, false),
            Mem::Store => (false, true),
            Mem::LoadStore => (true, true),
            Mem::None | Mem::Runtime => (false, false),
        };
        assert!(
            !load || *loaded > 0,
            "`{op}` ({mem:?}) ran {executed} times and never loaded"
        );
        assert!(
            !store || *stored > 0,
            "`{op}` ({mem:?}) ran {executed} times and never stored"
        );
    }
    assert!(
        witnessed.len() > 100,
        "the programs execute most opcodes: {}",
        witnessed.len()
    );
}
