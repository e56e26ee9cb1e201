//! The program corpus follows its conventions: every program (MAPLE IR `.mpl`, µVM `.uir` or
//! coreVM `.ir`) has its expected output, every side file belongs to a program, every
//! benchmark, every C library program and every µVM and coreVM program has a C twin (its
//! expected output's source), and there are enough programs.

use maple_tests::{files_under, programs_dir};

#[test]
fn every_file_belongs_to_a_program_and_every_program_is_complete() {
    let files = files_under(&programs_dir());
    let is_program = |p: &std::path::Path| {
        p.extension()
            .is_some_and(|x| x == "mpl" || x == "uir" || x == "ir")
    };
    let programs: Vec<_> = files
        .iter()
        .filter(|p| is_program(p) && !maple_tests::is_linked_module(p))
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
        if p.parent().is_some_and(|d| d.ends_with("clib")) && !p.with_extension("c").exists() {
            problems.push(format!(
                "{}: a C library program without its C twin",
                p.display()
            ));
        }
        if p.extension().is_some_and(|x| x == "uir") && !p.with_extension("c").exists() {
            problems.push(format!("{}: a µVM program without its C twin", p.display()));
        }
        if p.extension().is_some_and(|x| x == "ir") && !p.with_extension("c").exists() {
            problems.push(format!(
                "{}: a coreVM program without its C twin",
                p.display()
            ));
        }
        // Written the way OpenArk's C front end writes its C source, which must be there.
        if p.parent().is_some_and(|d| d.ends_with("openark-c")) && !p.with_extension("c").exists() {
            problems.push(format!(
                "{}: an openark-c program without its C source",
                p.display()
            ));
        }
        // Written the way OpenArk's Java front end writes it; its Java source is there, named
        // as javac requires (the program takes the class's name).
        if p.parent().is_some_and(|d| d.ends_with("openark-java"))
            && !p.with_extension("java").exists()
        {
            problems.push(format!(
                "{}: an openark-java program without its Java source",
                p.display()
            ));
        }
        if let Ok(link) = std::fs::read_to_string(p.with_extension("link")) {
            let dir = p.parent().unwrap_or(std::path::Path::new("."));
            for m in link.split_whitespace().map(|m| dir.join(m)) {
                if !m.exists() || !maple_tests::is_linked_module(&m) {
                    problems.push(format!(
                        "{}: links {}, not a file under modules/",
                        p.display(),
                        m.display()
                    ));
                }
            }
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
            "mpl", "uir", "ir", "expected", "status", "fault", "flags", "args", "stdin", "c",
            "java", "md", "link",
        ];
        // A linked module (and its C source) belongs to the program that links it.
        let owned = f.with_extension("mpl").exists()
            || f.with_extension("uir").exists()
            || f.with_extension("ir").exists()
            || maple_tests::is_linked_module(f);
        if !known.contains(&ext) {
            problems.push(format!("{}: unknown kind of file", f.display()));
        } else if !is_program(f) && ext != "md" && !owned {
            problems.push(format!("{}: belongs to no program", f.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
