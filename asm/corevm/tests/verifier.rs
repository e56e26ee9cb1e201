//! The reference verifier's own test modules (`../shared/corpus/corevm-verifier`, with its
//! verdicts in INDEX.tsv) get the same verdicts from maple's checker.

#[test]
fn the_reference_verifiers_modules_get_its_verdicts() {
    let Some(index) = maple_tests::shared("corpus/corevm-verifier/INDEX.tsv") else {
        return;
    };
    let dir = index.parent().expect("the verifier's directory");
    let index = std::fs::read_to_string(&index).expect("INDEX.tsv");
    let mut wrong = Vec::new();
    let mut count = 0;
    for line in index.lines().filter(|l| !l.trim().is_empty()) {
        let mut cols = line.split('\t');
        let (file, verdict) = (cols.next().unwrap_or(""), cols.next().unwrap_or(""));
        let message = cols.next().unwrap_or("");
        let text = std::fs::read_to_string(dir.join(file)).expect("module");
        let (_, diags) = maple_corevm::parse_str(file, &text);
        count += 1;
        let valid = !diags.has_errors();
        if valid != (verdict == "valid") {
            wrong.push(format!(
                "{file}: expected {verdict} ({message}), got:\n{}",
                diags.render(false)
            ));
        }
    }
    assert_eq!(count, 42, "the corpus has 42 modules");
    assert!(
        wrong.is_empty(),
        "{} verdicts differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
