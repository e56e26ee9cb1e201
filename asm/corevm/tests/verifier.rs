//! The reference verifier's own test modules (`../shared/corpus/corevm-verifier`, with its
//! verdicts in INDEX.tsv) get the same verdicts from maple's checker.

use std::path::PathBuf;

fn corpus() -> Option<PathBuf> {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/corevm-verifier");
    dir.join("INDEX.tsv").is_file().then_some(dir)
}

#[test]
fn the_reference_verifiers_modules_get_its_verdicts() {
    let Some(dir) = corpus() else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI must have ../shared/corpus/corevm-verifier"
        );
        println!("skipped: ../shared/corpus/corevm-verifier is not beside the checkout");
        return;
    };
    let index = std::fs::read_to_string(dir.join("INDEX.tsv")).expect("INDEX.tsv");
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
