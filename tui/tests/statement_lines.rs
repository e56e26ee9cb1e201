//! Every instruction belongs to its statement (issue #36): a loop's back-edge and increment
//! are charged to the loop's header line, a `dowhile`'s bottom test to its condition's line,
//! the jump over an else branch to its `if`, and a `goto` without a position of its own to its
//! own `.mpl` line, never to the last line of the body before it (a line inside an `if` that
//! never runs). Checked on `while`, `dowhile`, `doloop`, `foreachelem`, `if`/`else` and a
//! labels-and-goto loop, with `LOC` lines into `loops.c` (and a `dowhile` without): every
//! line's executed instructions in `maple run --profile` against what the program's
//! structure says runs (each line-table row's instructions times the times its statement
//! runs), the profile's listing against the DWARF line table of `maple asm` at every
//! instruction, and the debugger (`break *ADDR`, `disassemble /s`) at every back-edge.

mod common;

use common::maple;
use maple_asm::image::dwarf::DebugTables;
use maple_asm::image::read_image;
use maple_isa::{decode_all, Flow};
use maple_sim::uarch::UarchConfig;
use maple_tui::debug::{self, batch, Engine};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Iterations of every loop below.
const N: u64 = 7;

/// A source line: of `loops.c` (the programs' `LOC 2 n`), or of the program's own `.mpl`
/// text (the first line containing the words).
#[derive(Clone, Copy, Debug)]
enum Line {
    C(u32),
    Mpl(&'static str),
}

/// A program, the rows its `main`'s line table must have in address order, and its backward
/// jumps in address order. A row is its line and how many times its code runs: once per
/// piece of it that a conditional branch ends (a `foreachelem`'s test runs once more than
/// its load of the element after it).
struct Case {
    name: &'static str,
    text: &'static str,
    rows: &'static [(Line, &'static [u64])],
    back_edges: &'static [BackEdge],
}

/// A backward jump: the line it belongs to, and whether it begins a statement (a `goto`
/// statement of the source does; the jump a loop statement emits after its body does not,
/// nor a branch at the end of its statement's test).
struct BackEdge {
    line: Line,
    starts_a_statement: bool,
}

/// The jump back of a loop statement, on the loop's header line.
const fn emitted(line: Line) -> BackEdge {
    BackEdge {
        line,
        starts_a_statement: false,
    }
}

use Line::{Mpl, C};

const WHILE: Case = Case {
    name: "while",
    text: "srcfileinfo {
  2 \"loops.c\"}
func &main () i32 {
  var %i i32
  var %s i32
LOC 2 10
  dassign %i (constval i32 0)
  dassign %s (constval i32 0)
LOC 2 11
  while (lt i32 i32 (dread i32 %i, constval i32 7)) {
LOC 2 12
    dassign %i (add i32 (dread i32 %i, constval i32 1))
LOC 2 13
    if (gt i32 i32 (dread i32 %i, constval i32 100)) {
LOC 2 14
      dassign %s (constval i32 1)
    }
  }
LOC 2 17
  return (dread i32 %s)
}
",
    // The test runs once more than the body; the jump back once per iteration, on line 11.
    rows: &[
        (C(10), &[1]),
        (C(10), &[1]),
        (C(11), &[N + 1]),
        (C(12), &[N]),
        (C(13), &[N]),
        (C(14), &[0]),
        (C(11), &[N]),
        (C(17), &[1]),
    ],
    back_edges: &[emitted(C(11))],
};

/// C's `do { ... } while (c);`: MAPLE IR has one `LOC` for the statement, before `dowhile`,
/// and the bottom test carries it.
const DOWHILE: Case = Case {
    name: "dowhile",
    text: "srcfileinfo {
  2 \"loops.c\"}
func &main () i32 {
  var %i i32
  var %s i32
LOC 2 20
  dassign %i (constval i32 0)
  dassign %s (constval i32 0)
LOC 2 21
  dowhile {
LOC 2 22
    dassign %i (add i32 (dread i32 %i, constval i32 1))
LOC 2 23
    if (gt i32 i32 (dread i32 %i, constval i32 100)) {
LOC 2 24
      dassign %s (constval i32 1)
    }
  } (lt i32 i32 (dread i32 %i, constval i32 7))
LOC 2 27
  return (dread i32 %s)
}
",
    rows: &[
        (C(20), &[1]),
        (C(20), &[1]),
        (C(22), &[N]),
        (C(23), &[N]),
        (C(24), &[0]),
        (C(21), &[N]),
        (C(27), &[1]),
    ],
    back_edges: &[emitted(C(21))],
};

/// A `dowhile` without `LOC`: the test carries the `.mpl` line of its condition, `} (cond)`.
const DOWHILE_MPL: Case = Case {
    name: "dowhile_mpl",
    text: "func &main () i32 {
  var %i i32
  var %s i32
  dassign %i (constval i32 0)
  dowhile {
    dassign %i (add i32 (dread i32 %i, constval i32 1))
    if (gt i32 i32 (dread i32 %i, constval i32 100)) {
      dassign %s (constval i32 1)
    }
  } (lt i32 i32 (dread i32 %i, constval i32 7))
  return (constval i32 0)
}
",
    rows: &[
        (Mpl("dassign %i (constval"), &[1]),
        (Mpl("dassign %i (add"), &[N]),
        (Mpl("if (gt"), &[N]),
        (Mpl("dassign %s"), &[0]),
        (Mpl("} (lt"), &[N]),
        (Mpl("return"), &[1]),
    ],
    back_edges: &[emitted(Mpl("} (lt"))],
};

const DOLOOP: Case = Case {
    name: "doloop",
    text: "srcfileinfo {
  2 \"loops.c\"}
func &main () i32 {
  var %i i32
  var %s i32
LOC 2 30
  dassign %s (constval i32 0)
LOC 2 31
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 7), constval i32 1) {
LOC 2 32
    dassign %s (add i32 (dread i32 %s, dread i32 %i))
LOC 2 33
    if (gt i32 i32 (dread i32 %s, constval i32 1000)) {
LOC 2 34
      dassign %s (constval i32 0)
    }
  }
LOC 2 37
  return (constval i32 0)
}
",
    // The header's rows: the start value, the test, the increment with the jump back.
    rows: &[
        (C(30), &[1]),
        (C(31), &[1]),
        (C(31), &[N + 1]),
        (C(32), &[N]),
        (C(33), &[N]),
        (C(34), &[0]),
        (C(31), &[N]),
        (C(37), &[1]),
    ],
    back_edges: &[emitted(C(31))],
};

const FOREACHELEM: Case = Case {
    name: "foreachelem",
    text: "srcfileinfo {
  2 \"loops.c\"}
func &main () i32 {
  var %a <[7] i32>
  var %e i32
  var %s i32
LOC 2 40
  dassign %s (constval i32 0)
LOC 2 41
  foreachelem %e %a {
LOC 2 42
    dassign %s (add i32 (dread i32 %s, dread i32 %e))
LOC 2 43
    if (gt i32 i32 (dread i32 %s, constval i32 1000)) {
LOC 2 44
      dassign %s (constval i32 0)
    }
  }
LOC 2 47
  return (constval i32 0)
}
",
    // The header's rows: the index set to 0, the test (then the element's load), the
    // advance with the jump back.
    rows: &[
        (C(40), &[1]),
        (C(41), &[1]),
        (C(41), &[N + 1, N]),
        (C(42), &[N]),
        (C(43), &[N]),
        (C(44), &[0]),
        (C(41), &[N]),
        (C(47), &[1]),
    ],
    back_edges: &[emitted(C(41))],
};

/// Two `if`/`else`s in a loop: the first takes its else branch every time, the second its
/// then-branch, whose jump over the else branch is the `if`'s (line 56).
const IF_ELSE: Case = Case {
    name: "if_else",
    text: "srcfileinfo {
  2 \"loops.c\"}
func &main () i32 {
  var %i i32
  var %s i32
LOC 2 50
  dassign %i (constval i32 0)
  dassign %s (constval i32 0)
LOC 2 51
  while (lt i32 i32 (dread i32 %i, constval i32 7)) {
LOC 2 52
    dassign %i (add i32 (dread i32 %i, constval i32 1))
LOC 2 53
    if (gt i32 i32 (dread i32 %i, constval i32 100)) {
LOC 2 54
      dassign %s (constval i32 1)
    } else {
LOC 2 55
      dassign %s (add i32 (dread i32 %s, dread i32 %i))
    }
LOC 2 56
    if (le i32 i32 (dread i32 %i, constval i32 100)) {
LOC 2 57
      dassign %s (add i32 (dread i32 %s, constval i32 1))
    } else {
LOC 2 58
      dassign %s (constval i32 2)
    }
  }
LOC 2 61
  return (constval i32 0)
}
",
    rows: &[
        (C(50), &[1]),
        (C(50), &[1]),
        (C(51), &[N + 1]),
        (C(52), &[N]),
        (C(53), &[N]),
        (C(54), &[0]),
        (C(53), &[0]),
        (C(55), &[N]),
        (C(56), &[N]),
        (C(57), &[N]),
        (C(56), &[N]),
        (C(58), &[0]),
        (C(51), &[N]),
        (C(61), &[1]),
    ],
    back_edges: &[emitted(C(51))],
};

/// A loop of labels and gotos, as a front end writes one: the `goto` has no `LOC` of its
/// own and follows an `if` whose then-branch never runs, so it is charged to its own `.mpl`
/// line; the second loop's `goto` has its `LOC`.
const GOTO: Case = Case {
    name: "goto",
    text: "srcfileinfo {
  2 \"loops.c\"}
func &main () i32 {
  var %i i32
  var %s i32
LOC 2 70
  dassign %i (constval i32 0)
  dassign %s (constval i32 0)
@top
LOC 2 71
  brfalse @done (lt i32 i32 (dread i32 %i, constval i32 7))
LOC 2 72
  dassign %i (add i32 (dread i32 %i, constval i32 1))
LOC 2 73
  if (gt i32 i32 (dread i32 %i, constval i32 100)) {
LOC 2 74
    dassign %s (constval i32 1)
  }
  goto @top
@done
LOC 2 77
  dassign %i (constval i32 0)
@again
LOC 2 78
  dassign %i (add i32 (dread i32 %i, constval i32 1))
LOC 2 79
  if (gt i32 i32 (dread i32 %i, constval i32 100)) {
LOC 2 80
    dassign %s (constval i32 1)
  }
LOC 2 82
  brtrue @again (lt i32 i32 (dread i32 %i, constval i32 7))
LOC 2 83
  return (constval i32 0)
}
",
    rows: &[
        (C(70), &[1]),
        (C(70), &[1]),
        (C(71), &[N + 1]),
        (C(72), &[N]),
        (C(73), &[N]),
        (C(74), &[0]),
        (Mpl("goto @top"), &[N]),
        (C(77), &[1]),
        (C(78), &[N]),
        (C(79), &[N]),
        (C(80), &[0]),
        (C(82), &[N]),
        (C(83), &[1]),
    ],
    back_edges: &[
        BackEdge {
            line: Mpl("goto @top"),
            starts_a_statement: true,
        },
        emitted(C(82)),
    ],
};

const CASES: [&Case; 7] = [
    &WHILE,
    &DOWHILE,
    &DOWHILE_MPL,
    &DOLOOP,
    &FOREACHELEM,
    &IF_ELSE,
    &GOTO,
];

use maple_tests::stderr;

/// `(file, line)` as the profile prints it and the line table names it.
type Place = (String, u32);

impl Case {
    /// The program's file, in a directory of the test's own (tests run in parallel).
    fn source(&self, test: &str) -> PathBuf {
        let tag = format!("statement-lines-{test}");
        let path = maple_tests::tmp!(&tag, &format!("{}.mpl", self.name));
        std::fs::write(&path, self.text).unwrap();
        path
    }

    fn place(&self, line: Line) -> Place {
        match line {
            C(n) => ("loops.c".into(), n),
            Mpl(words) => {
                let n = self.text.lines().position(|l| l.contains(words));
                let n = n.unwrap_or_else(|| panic!("{}: no line with {words:?}", self.name));
                (format!("{}.mpl", self.name), n as u32 + 1)
            }
        }
    }
}

/// An instruction of `main`.
struct Insn {
    addr: u32,
    /// A direct jump or branch to an earlier address.
    jumps_back: bool,
    conditional: bool,
}

/// What `maple asm` writes for a case: its `.text` (address and bytes) and its DWARF.
struct Assembled {
    text_addr: u32,
    text: Vec<u8>,
    tables: DebugTables,
}

impl Assembled {
    fn of(case: &Case, test: &str) -> Assembled {
        let src = case.source(test);
        let out = src.with_extension("mbin");
        let o = maple(&["asm", src.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert!(o.status.success(), "{}: {}", case.name, stderr(&o));
        let bytes = std::fs::read(&out).unwrap();
        let image = read_image(&bytes).unwrap();
        Assembled {
            text_addr: image.text.addr,
            text: image.text.bytes,
            tables: DebugTables::from_elf(&bytes).unwrap(),
        }
    }

    fn place_at(&self, addr: u32) -> Option<Place> {
        let row = self.tables.row_at(addr)?;
        Some((self.tables.files[row.file].clone(), row.line))
    }

    /// `main`'s instructions in address order.
    fn main_instructions(&self) -> Vec<Insn> {
        let main = self.tables.function_named("main").expect("main");
        decode_all(&self.text)
            .map(|r| r.expect("decodes"))
            .map(|(off, i)| {
                let flow = i.info().flow(i.param);
                let direct = matches!(flow, Flow::Branch | Flow::Jump) && i.ext_len() > 0;
                Insn {
                    addr: self.text_addr + off as u32,
                    // A target is a byte offset from the instruction's own address.
                    jumps_back: direct && (i.ext(0) as i32) < 0,
                    conditional: flow == Flow::Branch,
                }
            })
            .filter(|i| i.addr >= main.low_pc && i.addr < main.high_pc)
            .collect()
    }

    /// `main`'s line-table rows in address order: the place, and the instructions of each
    /// piece of the row a conditional branch ends.
    fn main_rows(&self) -> Vec<(Place, Vec<u64>)> {
        let main = self.tables.function_named("main").expect("main");
        let insns = self.main_instructions();
        let rows: Vec<_> = self
            .tables
            .lines
            .iter()
            .filter(|r| r.addr >= main.low_pc && r.addr < main.high_pc)
            .collect();
        rows.iter()
            .enumerate()
            .map(|(k, r)| {
                let end = rows.get(k + 1).map_or(main.high_pc, |next| next.addr);
                let mut pieces = vec![0];
                let mut after_branch = false;
                for i in insns.iter().filter(|i| i.addr >= r.addr && i.addr < end) {
                    if after_branch {
                        pieces.push(0);
                    }
                    *pieces.last_mut().unwrap() += 1;
                    after_branch = i.conditional;
                }
                ((self.tables.files[r.file].clone(), r.line), pieces)
            })
            .collect()
    }
}

/// `maple run --profile`: instructions per source line, and the listing's line of every
/// instruction address.
fn profile(case: &Case, test: &str) -> (BTreeMap<Place, u64>, BTreeMap<u32, Place>) {
    let src = case.source(test);
    let o = maple(&["run", src.to_str().unwrap(), "--profile"]);
    assert!(o.status.success(), "{}: {}", case.name, stderr(&o));
    let err = stderr(&o);
    let place = |word: &str| -> Option<Place> {
        let (file, line) = word.rsplit_once(':')?;
        Some((file.to_string(), line.parse().ok()?))
    };
    let mut per_line = BTreeMap::new();
    let mut listing = BTreeMap::new();
    let mut heading = None;
    let mut in_listing = false;
    for l in err.lines() {
        let words: Vec<&str> = l.split_whitespace().collect();
        if l.starts_with("-- main (") {
            in_listing = true;
            continue;
        }
        match (in_listing, words.as_slice()) {
            // cycles, share, instructions, FILE:LINE.
            (false, [_, _, insns, at]) if at.contains(':') => {
                if let (Some(p), Ok(n)) = (place(at), insns.parse::<u64>()) {
                    per_line.insert(p, n);
                }
            }
            (true, [at]) => heading = place(at),
            (true, [_, _, _, addr, ..]) if addr.starts_with("0x") => {
                let addr = u32::from_str_radix(&addr[2..], 16).unwrap();
                listing.insert(addr, heading.clone().expect("a line heads the listing"));
            }
            _ => {}
        }
    }
    assert!(!per_line.is_empty() && !listing.is_empty(), "{err}");
    (per_line, listing)
}

#[test]
fn every_line_executes_as_often_as_its_statements() {
    let test = "counts";
    for case in CASES {
        let rows = Assembled::of(case, test).main_rows();
        let want: Vec<(Place, usize)> = case
            .rows
            .iter()
            .map(|(l, runs)| (case.place(*l), runs.len()))
            .collect();
        let got: Vec<(Place, usize)> = rows.iter().map(|(p, n)| (p.clone(), n.len())).collect();
        assert_eq!(
            got, want,
            "{}: the line table's rows and their pieces",
            case.name
        );
        // Each piece's instructions run as often as the statement's code there does.
        let mut expected: BTreeMap<Place, u64> = BTreeMap::new();
        for ((place, pieces), (_, runs)) in rows.iter().zip(case.rows) {
            let n: u64 = pieces.iter().zip(runs.iter()).map(|(n, r)| n * r).sum();
            *expected.entry(place.clone()).or_default() += n;
        }
        let (per_line, _) = profile(case, test);
        for (place, want) in &expected {
            let got = per_line.get(place).copied().unwrap_or(0);
            assert_eq!(got, *want, "{}: instructions on {place:?}", case.name);
        }
        // Nothing is charged to a line the program does not have.
        for place in per_line.keys() {
            assert!(expected.contains_key(place), "{}: {place:?}", case.name);
        }
        // A line that never runs (inside an `if` that is never true) shows no instruction.
        let mut never = 0;
        for (line, _) in case.rows {
            let place = case.place(*line);
            let runs = case.rows.iter().filter(|(l, _)| case.place(*l) == place);
            if runs.flat_map(|(_, r)| r.iter()).all(|r| *r == 0) {
                assert!(!per_line.contains_key(&place), "{}: {place:?}", case.name);
                never += 1;
            }
        }
        assert!(
            never > 0,
            "{}: every case has a line that never runs",
            case.name
        );
    }
}

#[test]
fn profile_and_dwarf_agree_and_back_edges_are_on_the_header() {
    let test = "agree";
    for case in CASES {
        let asm = Assembled::of(case, test);
        let (_, listing) = profile(case, test);
        let insns = asm.main_instructions();
        for Insn { addr, .. } in &insns {
            assert_eq!(
                listing.get(addr),
                asm.place_at(*addr).as_ref(),
                "{}: the profile and DWARF at {addr:#x}",
                case.name
            );
        }
        let back_edges: Vec<u32> = insns
            .iter()
            .filter(|i| i.jumps_back)
            .map(|i| i.addr)
            .collect();
        assert_eq!(back_edges.len(), case.back_edges.len(), "{}", case.name);
        for (addr, edge) in back_edges.iter().zip(case.back_edges) {
            let header = case.place(edge.line);
            assert_eq!(asm.place_at(*addr), Some(header.clone()), "{}", case.name);
            // A loop's own jump back begins no statement: `next` and `break` stop at the
            // header's test alone.
            assert_eq!(
                asm.tables.is_row_start(*addr),
                edge.starts_a_statement,
                "{}: {addr:#x}",
                case.name
            );
            let file = asm.tables.file_index(&header.0).unwrap();
            assert_eq!(
                asm.tables.addresses_of_line(file, header.1).len(),
                1,
                "{}: break on {header:?} has one location",
                case.name
            );
        }
    }
}

#[test]
fn the_debugger_shows_the_header_line_at_a_back_edge() {
    let test = "debugger";
    for case in CASES {
        let asm = Assembled::of(case, test);
        let insns = asm.main_instructions();
        let back_edges = insns.iter().filter(|i| i.jumps_back).map(|i| i.addr);
        let src = case.source(test);
        let image = maple_asm::assemble_file(&src).unwrap_or_else(|_| panic!("{}", case.name));
        let engines = [Engine::Functional, Engine::Cycle];
        for ((back_edge, edge), engine) in back_edges
            .zip(case.back_edges)
            .flat_map(|e| engines.map(|engine| (e, engine)))
        {
            let (file, line) = case.place(edge.line);
            let mut s = debug::open(&image, &src, engine, &UarchConfig::default()).unwrap();
            let cmds = [format!("break *{back_edge:#x}"), "run".into()];
            let mut out = Vec::new();
            assert_eq!(batch::run(&mut s, &cmds, &mut out).unwrap(), 0);
            let out = String::from_utf8(out).unwrap();
            let key = s.key();
            assert_eq!(key.pc, back_edge, "{}: {out}", case.name);
            let at = key.line.map(|(f, l)| (s.tables.files[f].clone(), l));
            assert_eq!(at, Some((file.clone(), line)), "{}: {out}", case.name);
            // The stop names the line too, with the address when the back-edge is mid-
            // statement (as gdb shows a PC inside a line).
            let shown = if edge.starts_a_statement {
                format!("\n{line}\t")
            } else {
                format!("\n{back_edge:#010x}\t{line}\t")
            };
            assert!(out.contains(&shown), "{}: {out}", case.name);
            // `disassemble /s` lists the back-edge under the same line.
            let mut out = Vec::new();
            batch::run(&mut s, &["disassemble /s".to_string()], &mut out).unwrap();
            let out = String::from_utf8(out).unwrap();
            let before = out.split(&format!("{back_edge:#010x} <")).next().unwrap();
            let last_source = before
                .lines()
                .rfind(|l| !l.starts_with(' ') && !l.starts_with("=>"))
                .unwrap_or("");
            assert!(
                last_source.starts_with(&format!("{line}\t")),
                "{}: {last_source:?} in {out}",
                case.name
            );
        }
    }
}
