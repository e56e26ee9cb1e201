//! Fused groups change nothing a program can observe: the functional engine with groups
//! (`run_for`, whose observer sees nothing) and without them (an observer that sees every
//! instruction, so the engine steps them one by one) agree on the instruction count, the PC,
//! the operand stack, the frames' memory, the output and the outcome — after every slice of
//! a run cut at arbitrary counts (a group is taken only when the budget has room for all of
//! it), on every program of tests/programs, and at faults inside groups. And an observer
//! that takes groups whole (the memoized timing engine's block recorder) is told, part by
//! part, what one that sees each instruction is told, with the same execution counts.

use maple_sim::exec::fused::{Fusion, Part};
use maple_sim::exec::{Access, Observer};
use maple_sim::{loader, Capture, FaultKind, Machine, Outcome, RunConfig};
use std::path::{Path, PathBuf};

/// An observer that sees every instruction (and does nothing with it): the engine then
/// executes instructions one at a time, as before groups existed.
struct OneByOne;
impl Observer for OneByOne {}

fn machine(image: &maple_image::Image, config: &RunConfig) -> (Machine, Capture) {
    let out = Capture::new();
    let m = loader::machine(image, config.clone())
        .expect("loads")
        .with_output(Box::new(out.clone()));
    (m, out)
}

/// What a run has done so far that the two ways of running must agree on.
#[derive(Debug, PartialEq)]
struct State {
    instret: u64,
    pc: u32,
    stack: Vec<u128>,
    frame: Vec<u8>,
    output: Vec<u8>,
    outcome: Option<Outcome>,
}

fn state(m: &Machine, out: &Capture) -> State {
    let h = m.hart();
    // The running frame and its callers' (up to 4 KiB): where fused stores write.
    let sp = h.sp.min(u64::from(h.stack_top));
    let len = (u64::from(h.stack_top) - sp).min(4096) as usize;
    let mut frame = vec![0; len];
    m.peek_bytes(sp, &mut frame);
    State {
        instret: m.instret(),
        pc: h.pc,
        stack: h.operand_stack().to_vec(),
        frame,
        output: out.bytes(),
        outcome: m.outcome().cloned(),
    }
}

/// A small deterministic generator for the slice lengths (xorshift).
struct Slices(u64);
impl Slices {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        // Mostly short slices (they end inside groups), now and then a long one.
        if self.0.is_multiple_of(4) {
            1 + self.0 % 5000
        } else {
            1 + self.0 % 7
        }
    }
}

/// Run `image` both ways in the same slices, up to `limit` instructions, comparing the
/// state after every slice; the number of slices.
fn agree(name: &str, image: &maple_image::Image, config: &RunConfig, limit: u64) -> usize {
    let (mut fused, fused_out) = machine(image, config);
    let (mut plain, plain_out) = machine(image, config);
    let mut slices = Slices(0x9E37_79B9_7F4A_7C15 ^ name.len() as u64);
    let mut n = 0;
    while fused.instret() < limit {
        let k = slices.next();
        let a = fused.run_for(k);
        let b = plain.run_observed(&mut OneByOne, k);
        n += 1;
        let (sa, sb) = (state(&fused, &fused_out), state(&plain, &plain_out));
        assert_eq!(
            sa, sb,
            "{name}: fused and one-by-one runs differ after slice {n} (of {k} instructions)"
        );
        assert_eq!(a, b, "{name}");
        if a.is_some() {
            break;
        }
    }
    n
}

/// One instruction as an observer was told of it: its entry, the entry after it, the
/// operand stack's depth after it, its data accesses.
type Told = (u32, u32, usize, Vec<(u64, u32, Access)>);

/// What an observer that sees every instruction is told.
#[derive(Default)]
struct Log {
    told: Vec<Told>,
    open: Option<Told>,
}

impl Observer for Log {
    fn insn(&mut self, _hart: usize, at: u32) {
        self.open = Some((at, 0, 0, Vec::new()));
    }
    fn mem(&mut self, addr: u64, size: u32, kind: Access) {
        if let Some(t) = self.open.as_mut() {
            t.3.push((addr, size, kind));
        }
    }
    fn stepped(&mut self, next: u32, depth: usize) {
        if let Some(mut t) = self.open.take() {
            (t.1, t.2) = (next, depth);
            self.told.push(t);
        }
    }
}

/// What an observer that takes groups whole is told, split into the groups' parts.
#[derive(Default)]
struct GroupLog {
    log: Log,
    in_group: bool,
    pending: Vec<(u64, u32, Access)>,
    /// The operand stack's depth after the last instruction told.
    depth: usize,
    groups: usize,
}

impl Observer for GroupLog {
    const TAKES_GROUPS: bool = true;
    fn insn(&mut self, hart: usize, at: u32) {
        self.log.insn(hart, at);
    }
    fn mem(&mut self, addr: u64, size: u32, kind: Access) {
        if self.in_group {
            self.pending.push((addr, size, kind));
        } else {
            self.log.mem(addr, size, kind);
        }
    }
    fn stepped(&mut self, next: u32, depth: usize) {
        self.depth = depth;
        self.log.stepped(next, depth);
    }
    fn group_start(&mut self) {
        self.in_group = true;
        self.pending.clear();
    }
    fn group_abandoned(&mut self) {
        self.in_group = false;
    }
    fn group(&mut self, parts: &[Part], next: u32, depth: usize) {
        self.in_group = false;
        self.groups += 1;
        // (The depth before it, from the depth after: after a thread switch the observer
        // does not know it otherwise. The comparison with the one-by-one log checks it.)
        let effect: isize = parts.iter().map(|p| p.delta as isize).sum();
        self.depth = depth.wrapping_add_signed(-effect);
        let mut accesses = self.pending.drain(..);
        for (i, p) in parts.iter().enumerate() {
            let told = accesses.by_ref().take(p.accesses as usize).collect();
            self.depth = self.depth.wrapping_add_signed(p.delta as isize);
            let next = if i + 1 == parts.len() { next } else { p.next };
            self.log.told.push((p.at, next, self.depth, told));
        }
        assert_eq!(
            accesses.count(),
            0,
            "a group told more accesses than its parts make"
        );
    }
}

/// Run `image` up to `limit` instructions, profiled, with an observer that sees every
/// instruction and with one that takes groups: both are told the same, instruction by
/// instruction, and count the same executions. The groups taken.
fn told_the_same(name: &str, image: &maple_image::Image, limit: u64) -> usize {
    let config = RunConfig {
        profile: true,
        ..RunConfig::default()
    };
    let (mut plain, _) = machine(image, &config);
    let (mut grouped, _) = machine(image, &config);
    let mut log = Log::default();
    let mut group_log = GroupLog::default();
    let a = plain.run_observed(&mut log, limit);
    let b = grouped.run_observed(&mut group_log, limit);
    assert_eq!(a, b, "{name}");
    assert_eq!(plain.instret(), grouped.instret(), "{name}");
    let n = log.told.len().min(group_log.log.told.len());
    if let Some(i) = (0..n).find(|&i| log.told[i] != group_log.log.told[i]) {
        panic!(
            "{name}: instruction {i} told {:?} one by one, {:?} in a group",
            log.told[i], group_log.log.told[i]
        );
    }
    assert_eq!(plain.exec_counts(), grouped.exec_counts(), "{name}");
    group_log.groups
}

fn programs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        // A `modules/` directory holds modules other programs link with, not programs.
        if p.is_dir() && !p.ends_with("modules") {
            programs(&p, out);
        } else if p.extension().is_some_and(|x| x == "mpl") {
            out.push(p);
        }
    }
}

#[test]
fn every_program_runs_the_same_with_and_without_groups() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs");
    let mut paths = Vec::new();
    programs(&root, &mut paths);
    paths.sort();
    let mut checked = 0;
    let mut grouped = 0;
    let mut taken_whole = 0;
    for path in &paths {
        // Programs that need flags (limits, input) run under the defaults here, which is
        // fine: both ways run under the same ones. Those that test host memory limits with
        // hundreds of MiB are left to their own tests.
        if path.components().any(|c| c.as_os_str() == "hostile") {
            continue;
        }
        let Ok(image) = maple_asm::assemble_file(path) else {
            continue;
        };
        let name = path.display().to_string();
        let (m, _) = machine(&image, &RunConfig::default());
        if !Fusion::new(m.code()).is_empty() {
            grouped += 1;
        }
        agree(&name, &image, &RunConfig::default(), 300_000);
        if told_the_same(&name, &image, 50_000) > 0 {
            taken_whole += 1;
        }
        checked += 1;
    }
    assert!(checked > 150, "only {checked} programs checked");
    assert!(grouped > 100, "groups formed in only {grouped} programs");
    assert!(
        taken_whole > 100,
        "groups taken whole in only {taken_whole} programs"
    );
}

fn image(text: &str) -> maple_image::Image {
    maple_asm::assemble_str("test.mpl", text).unwrap_or_else(|d| panic!("{}", d.render(false)))
}

/// Run a program both ways, one slice each: the outcome, checked equal.
fn outcome_both_ways(text: &str, config: &RunConfig) -> Outcome {
    let image = image(text);
    agree("inline", &image, config, u64::MAX);
    let (mut m, _) = machine(&image, config);
    m.run(None)
}

fn fault(o: &Outcome) -> &FaultKind {
    match o {
        Outcome::Fault(f) => &f.kind,
        Outcome::Exited(s) => panic!("exited with {s}, expected a fault"),
    }
}

#[test]
fn a_store_that_faults_inside_a_group_faults_at_its_own_instruction() {
    // `p[i] = 1` through a null pointer: the group (frame read, frame read, array, constant,
    // store) stops at the store.
    let text = "
func &main () i32 {
  var %p <* i32>
  var %i i32
  dassign %p (constval ptr 0)
  dassign %i (constval i32 3)
  iassign <* i32> (array 0 ptr <* [8] i32> (dread ptr %p, dread i32 %i), constval i32 1)
  return (constval i32 0)
}";
    let o = outcome_both_ways(text, &RunConfig::default());
    assert!(
        matches!(fault(&o), FaultKind::NullAccess { addr: 12 }),
        "{o:?}"
    );
}

#[test]
fn a_checked_index_out_of_bounds_inside_a_group_faults_at_the_array() {
    let text = "
var $a <[4] i32>
func &main () i32 {
  var %i i32
  dassign %i (constval i32 9)
  dassign %i (iread i32 <* i32> (array 1 ptr <* [4] i32> (addrof ptr $a, dread i32 %i)))
  return (constval i32 0)
}";
    let o = outcome_both_ways(text, &RunConfig::default());
    assert!(
        matches!(fault(&o), FaultKind::ArrayBounds { index: 9, .. }),
        "{o:?}"
    );
}

#[test]
fn a_two_dimensional_index_out_of_bounds_inside_a_group_faults_at_the_array() {
    // The element load `m[i][j]` is one group (three leaves, array, load); the column is
    // out of bounds.
    let text = "
var $m <[3] [4] i32>
func &main () i32 {
  var %i i32
  var %j i32
  var %x i32
  dassign %i (constval i32 2)
  dassign %j (constval i32 3)
  dassign %x (iread i32 <* i32> (array 1 ptr <* [3] [4] i32> (addrof ptr $m, dread i32 %i, dread i32 %j)))
  dassign %j (constval i32 4)
  dassign %x (iread i32 <* i32> (array 1 ptr <* [3] [4] i32> (addrof ptr $m, dread i32 %i, dread i32 %j)))
  return (constval i32 0)
}";
    let o = outcome_both_ways(text, &RunConfig::default());
    assert!(
        matches!(
            fault(&o),
            FaultKind::ArrayBounds {
                dim: 1,
                index: 4,
                bound: 4
            }
        ),
        "{o:?}"
    );
}

#[test]
fn a_division_by_zero_inside_a_group_faults_at_the_div() {
    let text = "
func &main () i32 {
  var %x i32
  var %y i32
  dassign %x (constval i32 7)
  dassign %y (div i32 (dread i32 %x, sub i32 (dread i32 %x, dread i32 %x)))
  return (constval i32 0)
}";
    let o = outcome_both_ways(text, &RunConfig::default());
    assert!(matches!(fault(&o), FaultKind::DivideByZero), "{o:?}");
}

#[test]
fn a_group_that_would_overflow_the_operand_stack_is_not_taken() {
    // Eight operand slots: the call's six arguments leave room for two, and the last
    // argument's `add` of two frame reads needs three.
    let text = "
func &f (var %a i32, var %b i32, var %c i32, var %d i32, var %e i32, var %g i32, var %h i32) i32 {
  return (dread i32 %h)
}
func &main () i32 {
  var %x i32
  dassign %x (constval i32 5)
  call &f (constval i32 1, constval i32 2, constval i32 3, constval i32 4, constval i32 5, constval i32 6, add i32 (dread i32 %x, mul i32 (dread i32 %x, dread i32 %x)))
  return (constval i32 0)
}";
    let config = RunConfig {
        operand_stack_slots: 8,
        ..RunConfig::default()
    };
    let o = outcome_both_ways(text, &config);
    assert!(
        matches!(fault(&o), FaultKind::OperandStackOverflow),
        "{o:?}"
    );
}

#[test]
fn groups_form_where_statements_compute_and_not_across_calls() {
    let image = image(
        "
func &g () i32 { return (constval i32 1) }
func &main () i32 {
  var %i i32
  dassign %i (add i32 (dread i32 %i, constval i32 1))
  call &g ()
  return (constval i32 0)
}",
    );
    let (m, _) = machine(&image, &RunConfig::default());
    let fusion = Fusion::new(m.code());
    let code = m.code();
    let main = code
        .functions
        .iter()
        .find(|f| f.name == "main")
        .expect("main");
    let g = fusion
        .at(main.entry_index)
        .expect("a group starts at main's first statement");
    assert_eq!(g.len, 4, "read, constant, add, store: {g:?}");
    // No group holds the call.
    for at in 0..code.entries.len() as u32 {
        if let Some(g) = fusion.at(at) {
            let mut i = at;
            for _ in 0..g.len {
                let d = &code.entries[i as usize];
                assert!(
                    !d.is(maple_isa::Opcode::Call) && !d.is(maple_isa::Opcode::Return),
                    "a group at {at} holds {}",
                    d.op
                );
                i = d.next;
            }
        }
    }
}
