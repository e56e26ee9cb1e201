//! The program corpus, end to end through the `maple` binary: every
//! `tests/programs/**/NAME.mpl` (and µVM IR `NAME.uir`, coreVM IR `NAME.ir`) runs under `maple run`, and its stdout, exit status and (for
//! faulting programs) fault report must match the files beside it:
//!
//! - `NAME.expected`: the exact stdout (required);
//! - `NAME.status`: the exit status (default 0; a faulting program exits with 70);
//! - `NAME.fault`: text the fault report on stderr must contain;
//! - `NAME.flags`: extra `maple run` flags, whitespace-separated (e.g. `--max-insns 10000`);
//! - `NAME.args`: the program's arguments (after `--`), whitespace-separated;
//! - `NAME.stdin`: the program's standard input (else an empty one);
//! - `NAME.link`: the other modules linked with it (`maple run NAME.mpl MODULE...`), paths
//!   relative to its directory (the modules live in a `modules/` directory).

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

fn programs() -> Vec<PathBuf> {
    maple_tests::programs()
}

/// The `.mpl` programs, the `.uir` ones (which `maple run` lowers through maple-uvm) and the
/// `.ir` ones (through maple-corevm).
fn all_programs() -> Vec<PathBuf> {
    let mut all = maple_tests::programs();
    all.extend(maple_tests::uvm_programs());
    all.extend(maple_tests::corevm_programs());
    all
}

fn read(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// Run one program; `Err` describes every mismatch.
fn check(program: &Path, engine: &str) -> Result<(), String> {
    check_linked(program, &[], engine)
}

/// Run one program linked from `program` and `modules`.
fn check_linked(program: &Path, modules: &[PathBuf], engine: &str) -> Result<(), String> {
    let expected = read(&program.with_extension("expected"))
        .ok_or_else(|| format!("{}: missing .expected file", program.display()))?;
    let status: i32 = read(&program.with_extension("status"))
        .map_or(Ok(0), |s| s.trim().parse())
        .map_err(|e| format!("bad .status: {e}"))?;
    let flags = read(&program.with_extension("flags")).unwrap_or_default();
    let program_args = read(&program.with_extension("args")).unwrap_or_default();
    let input = std::fs::read(program.with_extension("stdin")).unwrap_or_default();
    // On the cycle engine every stall is audited against its cause (`--audit-stalls`).
    let audit = (engine == "cycle").then_some("--audit-stalls");
    let mut child = common::maple_command()
        .arg("run")
        .args(["--engine", engine])
        .args(audit)
        .args(flags.split_whitespace())
        .arg(program)
        .args(modules)
        .arg("--")
        .args(program_args.split_whitespace())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run maple: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A program that stops reading early closes the pipe: not an error of the test.
        let _ = stdin.write_all(&input);
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("cannot run maple: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut problems = Vec::new();
    if stdout != expected {
        problems.push(format!(
            "stdout differs\n--- expected\n{expected}\n--- got\n{stdout}"
        ));
    }
    if out.status.code() != Some(status) {
        problems.push(format!(
            "exit status {:?}, expected {status}",
            out.status.code()
        ));
    }
    if let Some(fault) = read(&program.with_extension("fault")) {
        if !stderr.contains(fault.trim()) {
            problems.push(format!("stderr lacks `{}`", fault.trim()));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} [{engine}]: {}\n--- stderr\n{stderr}",
            program.display(),
            problems.join("\n")
        ))
    }
}

fn run_all(engine: &str) {
    let all = all_programs();
    assert!(
        all.iter()
            .any(|p| p.extension().is_some_and(|x| x == "uir")),
        "no .uir programs under tests/programs/uvm"
    );
    assert!(
        all.iter().any(|p| p.extension().is_some_and(|x| x == "ir")),
        "no .ir programs under tests/programs/corevm"
    );
    assert!(!all.is_empty(), "no programs under tests/programs");
    let linked = maple_tests::linked_programs();
    assert!(
        !linked.is_empty(),
        "no programs of several modules (NAME.link)"
    );
    let mut failures: Vec<String> = all.iter().filter_map(|p| check(p, engine).err()).collect();
    failures.extend(
        linked
            .iter()
            .filter_map(|(p, modules)| check_linked(p, modules, engine).err()),
    );
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n\n{}",
        failures.len(),
        all.len() + linked.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_program_matches_its_expected_output_on_the_functional_engine() {
    run_all("functional");
}

/// The differential: the cycle engine executes through the same semantics at its issue
/// stage, so every program must give the same output, status and fault as on the
/// functional engine (both are held to the same files); and no cycle of any program is
/// charged to a stall cause whose condition did not hold.
#[test]
fn every_program_matches_its_expected_output_on_the_cycle_engine() {
    run_all("cycle");
}

/// Executable opcodes no corpus program needs to reach, with the reason.
const NOT_IN_CORPUS: &[(&str, &str)] = &[(
    "xintrinsiccall",
    "it indexes a user-defined intrinsic table, which no MAPLE front end emits and maple does not define",
)];

#[test]
fn the_corpus_executes_every_executable_opcode() {
    use maple_isa::{decode_all, Opcode};
    let mut used = std::collections::BTreeSet::new();
    for p in programs() {
        let image = maple_asm::assemble_file(&p).unwrap_or_else(|d| panic!("{}", d.render(false)));
        for (_, i) in decode_all(&image.text.bytes).flatten() {
            used.insert(i.opcode);
        }
    }
    let missing: Vec<&str> = Opcode::all()
        .filter(|o| o.info().is_executable() && !used.contains(o))
        .map(|o| o.mnemonic())
        .filter(|m| !NOT_IN_CORPUS.iter().any(|(n, _)| n == m))
        .collect();
    assert!(
        missing.is_empty(),
        "executable opcodes no program uses: {missing:?}"
    );
}
