//! Every real file of the OpenArkCompiler irbuild corpus parses without errors, and the
//! canonical printer reaches a fixed point on it.

use maple_tests::corpus_files;

#[test]
fn every_corpus_file_parses_clean() {
    let Some(files) = corpus_files() else { return };
    let mut failures = Vec::new();
    for f in files {
        let (module, diags) = maple_asm::parse_file(&f);
        if module.is_none() || diags.has_errors() {
            failures.push(format!("{}:\n{}", f.display(), diags.render(false)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} corpus files fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_corpus_file_prints_to_a_fixed_point() {
    let Some(files) = corpus_files() else { return };
    let mut failures = Vec::new();
    for f in files {
        let (Some(m1), _) = maple_asm::parse_file(&f) else {
            failures.push(format!("{}: unreadable", f.display()));
            continue;
        };
        let p1 = maple_asm::print_module(&m1);
        let (m2, d2) = maple_asm::parse_str(&f.display().to_string(), &p1);
        if d2.has_errors() {
            failures.push(format!(
                "{}: printed text does not re-parse:\n{}\n{p1}",
                f.display(),
                d2.render(false)
            ));
            continue;
        }
        let Some(m2) = m2 else { continue };
        let p2 = maple_asm::print_module(&m2);
        if m1 != m2 {
            failures.push(format!("{}: re-parsed module differs\n{p1}", f.display()));
        }
        if p1 != p2 {
            failures.push(format!(
                "{}: printing is not a fixed point:\n--- first\n{p1}\n--- second\n{p2}",
                f.display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} corpus files fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
