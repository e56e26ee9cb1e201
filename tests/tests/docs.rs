//! The documents keep their shape and their pointers stay true:
//!
//! - docs/ARCHITECTURE.md is a map a newcomer reads in one sitting: under 700 lines.
//! - README.md, docs/ARCHITECTURE.md and docs/CLI.md are wrapped at 100 characters, as the
//!   code is (tables included: a table whose cells need more is a list).
//! - Every file path docs/ARCHITECTURE.md names in backticks exists, so a renamed or removed
//!   file cannot stay on the map. A path is read from the repository root, or, under a
//!   heading that names a directory (`### \`sim/\``), as a file or directory inside it.
//!
//! (docs/CLI.md being what `maple markdown-help` prints is checked in `tui/tests/cli.rs`.)

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

const ARCHITECTURE: &str = "docs/ARCHITECTURE.md";
const MAX_ARCHITECTURE_LINES: usize = 700;
const WIDTH: usize = 100;

#[test]
fn the_architecture_document_stays_a_map() {
    let lines = read(ARCHITECTURE).lines().count();
    assert!(
        lines < MAX_ARCHITECTURE_LINES,
        "{ARCHITECTURE} has {lines} lines (the limit is {MAX_ARCHITECTURE_LINES}): move \
         figures and before/after to docs/PERFORMANCE.md and choices to docs/DECISIONS.md"
    );
}

#[test]
fn documents_are_wrapped_at_100_characters() {
    let mut long = Vec::new();
    for doc in ["README.md", ARCHITECTURE, "docs/CLI.md"] {
        for (i, line) in read(doc).lines().enumerate() {
            let n = line.chars().count();
            if n > WIDTH {
                long.push(format!("{doc}:{}: {n} characters", i + 1));
            }
        }
    }
    assert!(
        long.is_empty(),
        "lines over {WIDTH} characters (a table whose cells need more is a list):\n{}",
        long.join("\n")
    );
}

/// Every file and directory of the repository, relative to its root with `/` separators
/// (build output and version control left out).
fn repository_paths() -> Vec<String> {
    let mut out = Vec::new();
    let mut todo = vec![root()];
    while let Some(dir) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if matches!(name.as_str(), ".git" | "target" | "corpus" | "artifacts") {
                continue;
            }
            let rel = path
                .strip_prefix(root())
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/");
            if path.is_dir() {
                out.push(format!("{rel}/"));
                todo.push(path);
            } else {
                out.push(rel);
            }
        }
    }
    out
}

/// Whether a code span is a file path the map promises: no spaces or placeholders, and
/// either under a top-level directory of the repository, a directory (`cycle/core/`), or a
/// file with one of the repository's extensions (`issue.rs`).
fn is_path(span: &str) -> bool {
    const EXTENSIONS: &[&str] = &[
        ".rs", ".mpl", ".md", ".sh", ".toml", ".uir", ".ir", ".c", ".json",
    ];
    const TOP: &[&str] = &[
        "isa/", "asm/", "sim/", "tui/", "tests/", "fuzz/", "docs/", ".ci/",
    ];
    const PLACEHOLDERS: &[&str] = &["NAME", "CATEGORY", "FILE", "DIR", "PATH", "BASE", "N"];
    let placeholder = span
        .split(['/', '.'])
        .any(|part| PLACEHOLDERS.contains(&part));
    !span.is_empty()
        && (!span.starts_with('.') || span.starts_with(".ci/"))
        && !placeholder
        && !span.contains(|c: char| c.is_whitespace() || "<>*|=():;$%@&#!?'\"".contains(c))
        && (TOP.iter().any(|t| span.starts_with(t))
            || (span.ends_with('/') && span.len() > 1)
            || EXTENSIONS.iter().any(|e| span.ends_with(e)))
}

/// `a/{b,c}.rs` → `a/b.rs`, `a/c.rs`.
fn expand_braces(span: &str) -> Vec<String> {
    match (span.find('{'), span.find('}')) {
        (Some(open), Some(close)) if open < close => span[open + 1..close]
            .split(',')
            .flat_map(|alt| expand_braces(&format!("{}{alt}{}", &span[..open], &span[close + 1..])))
            .collect(),
        _ => vec![span.to_string()],
    }
}

/// The code spans of a line, outside fenced code blocks (the caller skips those).
fn code_spans(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

#[test]
fn every_path_the_architecture_document_names_exists() {
    let paths = repository_paths();
    let text = read(ARCHITECTURE);
    // The directories each open heading names, by heading level.
    let mut scopes: Vec<(usize, Vec<String>)> = Vec::new();
    let mut fenced = false;
    let mut missing = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let level = line.chars().take_while(|&c| c == '#').count();
        if level > 0 && line[level..].starts_with(' ') {
            scopes.retain(|(l, _)| *l < level);
            let dirs: Vec<String> = code_spans(line)
                .into_iter()
                .filter(|s| is_path(s))
                .flat_map(expand_braces)
                .map(|s| match s.rfind('/') {
                    Some(slash) => s[..=slash].to_string(),
                    None => s,
                })
                .collect();
            scopes.push((level, dirs));
        }
        for span in code_spans(line).into_iter().filter(|s| is_path(s)) {
            for path in expand_braces(span) {
                let exists = root().join(&path).exists()
                    || scopes.iter().flat_map(|(_, dirs)| dirs).any(|dir| {
                        paths.iter().any(|p| {
                            p.starts_with(dir.as_str()) && p.ends_with(&format!("/{path}"))
                        })
                    });
                if !exists {
                    missing.push(format!("{ARCHITECTURE}:{}: `{path}`", i + 1));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths the map names that do not exist (renamed or removed? fix the map):\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_path_rules_read_what_they_should() {
    assert!(is_path("sim/src/cycle/core/issue.rs"));
    assert!(is_path("cycle/core/"));
    assert!(is_path("issue.rs"));
    assert!(is_path("cycle/core/{source,record,freeze}.rs"));
    assert!(!is_path("tests/programs/CATEGORY/NAME.mpl"));
    assert!(!is_path("maple run --stats"));
    assert!(!is_path("l1i/l1d/l2"));
    assert!(!is_path(".maple.strings"));
    assert!(!is_path("../shared/spec/uvm-ir-text-form.rst"));
    assert_eq!(
        expand_braces("a/{b,c}.rs"),
        vec!["a/b.rs".to_string(), "a/c.rs".to_string()]
    );
}
