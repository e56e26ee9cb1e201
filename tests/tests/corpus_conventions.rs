//! The program corpus follows its conventions: every program has its expected output, every
//! side file belongs to a program, every benchmark has a C twin, and there are enough programs.

use maple_tests::{files_under, programs_dir};

#[test]
fn every_file_belongs_to_a_program_and_every_program_is_complete() {
    let files = files_under(&programs_dir());
    let programs: Vec<_> = files
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "mpl"))
        .collect();
    assert!(
        programs.len() >= 80,
        "the corpus has {} programs; at least 80 are expected",
        programs.len()
    );
    let mut problems = Vec::new();
    for p in &programs {
        if !p.with_extension("expected").exists() {
            problems.push(format!("{}: no .expected", p.display()));
        }
        if p.parent().is_some_and(|d| d.ends_with("bench")) && !p.with_extension("c").exists() {
            problems.push(format!("{}: a benchmark without its C twin", p.display()));
        }
        if let Ok(s) = std::fs::read_to_string(p.with_extension("status")) {
            if s.trim().parse::<u8>().is_err() {
                problems.push(format!("{}: .status is not an exit status", p.display()));
            }
        }
    }
    for f in &files {
        let ext = f.extension().and_then(|x| x.to_str()).unwrap_or("");
        let known = [
            "mpl", "expected", "status", "fault", "flags", "args", "stdin", "c", "md",
        ];
        if !known.contains(&ext) {
            problems.push(format!("{}: unknown kind of file", f.display()));
        } else if ext != "mpl" && ext != "md" && !f.with_extension("mpl").exists() {
            problems.push(format!("{}: belongs to no program", f.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
