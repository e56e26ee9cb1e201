//! The house rules of docs/ARCHITECTURE.md that the compiler does not check, checked on the
//! source text of every crate:
//!
//! - **Opcode facts live in the ISA table.** No list of three or more opcode names (an
//!   or-pattern, an array) appears outside the table itself and the two engines' per-opcode
//!   dispatchers (the execute `match`, the fused groups' executor, which say what each opcode
//!   *does*, not which opcodes share a property).
//! - **Files with one job.** No source file outside tests is over 1,000 lines.
//! - **No import circle between the files of a crate.** Sibling modules (files under one
//!   parent) depend on each other in one direction only.
//! - **Functions with one job.** No function in a crate's `src` is over 300 lines (the fuzz
//!   targets, test drivers outside every crate's `src`, are not held to it).
//!
//! The crates are the workspace's, read from `cargo metadata` (every member, so a crate
//! added to the workspace is under these rules from its first commit), and the fuzz targets
//! (outside the workspace, as cargo-fuzz expects).
//!
//! The scanners are deliberately simple (tokens, not a Rust parser): a false alarm is fixed by
//! writing the code more plainly, never by loosening the rule.

use maple_tests::{files_under, workspace_crates, workspace_root};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    workspace_root()
}

/// The crates' directories, relative to the root: every workspace member.
fn crate_dirs() -> Vec<String> {
    workspace_crates().into_iter().map(|c| c.dir).collect()
}

/// The fuzz targets: Rust sources outside the workspace that the rules cover too.
const FUZZ_TARGETS: &str = "fuzz/fuzz_targets";

/// Every non-test Rust source file: the crates' `src` trees and the fuzz targets.
fn source_files() -> Vec<PathBuf> {
    let mut files = crate_sources();
    files.extend(rust_files(&root().join(FUZZ_TARGETS)));
    files.sort();
    files
}

/// The Rust files of the crates' `src` trees.
fn crate_sources() -> Vec<PathBuf> {
    crate_dirs()
        .iter()
        .flat_map(|c| rust_files(&root().join(c).join("src")))
        .collect()
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    files_under(dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect()
}

/// The directories under `dir` that hold a `Cargo.toml`, skipping build output and VCS data.
fn manifest_dirs(dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if p.is_dir() && !name.starts_with('.') && !name.starts_with("target") {
            manifest_dirs(&p, out);
        } else if name == "Cargo.toml" {
            out.push(relative(dir));
        }
    }
}

/// The rules see every crate: each directory of the tree with a `Cargo.toml` (but the
/// workspace's own and fuzz's) is a crate `cargo metadata` lists, and so is each entry of
/// the workspace's `members`. A crate left out of the workspace, or a listing that missed a
/// member, fails here.
#[test]
fn the_rules_see_every_crate_of_the_tree() {
    let seen: BTreeSet<String> = crate_dirs().into_iter().collect();
    let mut manifests = Vec::new();
    manifest_dirs(&root(), &mut manifests);
    let unseen: Vec<&String> = manifests
        .iter()
        .filter(|d| !d.is_empty() && *d != "fuzz" && !seen.contains(*d))
        .collect();
    assert!(
        unseen.is_empty(),
        "crates outside the workspace, so outside the house rules: {unseen:?}"
    );
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let members = manifest
        .split("members")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("the workspace lists its members");
    let listed: BTreeSet<String> = members
        .split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect();
    assert!(listed.len() >= 8, "members: {listed:?}");
    assert_eq!(
        listed, seen,
        "workspace members and the crates the rules check"
    );
}

fn relative(p: &Path) -> String {
    p.strip_prefix(root())
        .unwrap_or(p)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The text with comments blanked out (kept as spaces, so offsets and lines stay).
fn without_comments(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let mut in_str = false;
    while i < b.len() {
        if in_str {
            if b[i] == b'\\' {
                i += 2;
                continue;
            }
            if b[i] == b'"' {
                in_str = false;
            }
            i += 1;
        } else if b[i] == b'"' {
            in_str = true;
            i += 1;
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A char literal (`'"'`, `'\''`): skip it whole.
            let end = b[i + 1..]
                .iter()
                .skip(1)
                .position(|&c| c == b'\'')
                .map_or(b.len(), |p| i + 2 + p + 1);
            i = end;
        } else if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                out[i] = b' ';
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

/// Identifier tokens with their byte offsets.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((start, &text[start..i]));
        } else {
            i += 1;
        }
    }
    out
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// The opcode table itself.
const THE_TABLE: &str = "isa/src/opcode.rs";

/// Files that may name many opcodes: the two engines, which give each opcode its own meaning
/// (what it executes; what it executes as part of a fused group). Everything else asks the
/// table: its behaviour, syntax, class or family (`Opcode::is_compare`, ...).
const PER_OPCODE_DISPATCHERS: &[&str] = &["sim/src/exec/mod.rs", "sim/src/exec/fused/run.rs"];

/// Lists of three or more opcode names outside the table and the dispatchers.
#[test]
fn no_list_of_opcode_names_outside_the_table() {
    let variants: BTreeSet<String> = maple_isa::Opcode::all()
        .map(|op| format!("{op:?}"))
        .collect();
    let mut found = Vec::new();
    for file in source_files() {
        let name = relative(&file);
        if name == THE_TABLE || PER_OPCODE_DISPATCHERS.contains(&name.as_str()) {
            continue;
        }
        let text = without_comments(&std::fs::read_to_string(&file).unwrap_or_default());
        let toks = tokens(&text);
        let bare_opcodes = text.contains("Opcode::*") || text.contains("use Op::*");
        // An opcode token: a variant name not qualified by another path (`Format::Array` is
        // not the `array` opcode).
        let is_opcode = |k: usize| {
            let (at, t) = toks[k];
            if !variants.contains(t) {
                return false;
            }
            let before = text[..at].trim_end();
            if let Some(path) = before.strip_suffix("::") {
                let mut qualifier = path.rsplit(|c: char| !c.is_alphanumeric() && c != '_');
                matches!(qualifier.next(), Some("Opcode" | "Op"))
            } else {
                // A bare name is an opcode only where the variants are imported bare.
                bare_opcodes
            }
        };
        let mut run = 0;
        let mut run_start = 0;
        let mut prev: Option<usize> = None;
        for k in 0..toks.len() {
            if toks[k].1 == "Opcode" || toks[k].1 == "Op" || toks[k].1 == "I" || toks[k].1 == "Some"
            {
                continue;
            }
            if !is_opcode(k) {
                run = 0;
                prev = None;
                continue;
            }
            let joined = prev.is_some_and(|p| {
                let gap = &text[toks[p].0 + toks[p].1.len()..toks[k].0];
                let gap: String = gap
                    .replace("Opcode::", "")
                    .replace("Op::", "")
                    .replace("I(", "")
                    .replace("Some(", "")
                    .chars()
                    .filter(|c| !c.is_whitespace() && *c != '(' && *c != ')')
                    .collect();
                gap == "|" || gap == ","
            });
            if joined {
                run += 1;
            } else {
                run = 1;
                run_start = toks[k].0;
            }
            if run == 3 {
                found.push(format!("{name}:{}", line_of(&text, run_start)));
            }
            prev = Some(k);
        }
    }
    assert!(
        found.is_empty(),
        "lists of opcode names outside the ISA table (ask the table's behaviour, syntax or \
         class instead):\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn no_source_file_outside_tests_is_over_1000_lines() {
    let long: Vec<String> = source_files()
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f).ok()?.lines().count();
            (lines > 1000).then(|| format!("{} ({lines} lines)", relative(f)))
        })
        .collect();
    assert!(long.is_empty(), "split by job: {}", long.join(", "));
}

/// A crate's modules by path (`["exec", "misc"]`), from its `src` files.
fn modules(src: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    files_under(src)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .filter_map(|p| {
            let rel = p.strip_prefix(src).ok()?.with_extension("");
            let mut path: Vec<String> = rel
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if matches!(
                path.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                path.pop();
            }
            if path.first().is_some_and(|s| s == "bin") {
                return None;
            }
            Some((path, p))
        })
        .collect()
}

/// The module paths a file refers to: `crate::a::b`, `super::a` (resolved from `here`), and
/// the members of `{...}` groups after them.
fn references(text: &str, here: &[String]) -> Vec<Vec<String>> {
    let toks = tokens(text);
    let mut out = Vec::new();
    for (k, &(at, t)) in toks.iter().enumerate() {
        if t != "crate" && t != "super" {
            continue;
        }
        // Only the start of a path.
        if text[..at].trim_end().ends_with("::") {
            continue;
        }
        let mut base: Vec<String> = if t == "crate" {
            Vec::new()
        } else {
            here[..here.len().saturating_sub(1)].to_vec()
        };
        let mut j = k;
        let mut end = at + t.len();
        loop {
            let rest = &text[end..];
            let Some(after) = rest.strip_prefix("::") else {
                break;
            };
            let after_trim = after.trim_start();
            if after_trim.starts_with('{') {
                // A group: each member's first segment.
                let open = end + 2 + (after.len() - after_trim.len());
                let close = text[open..].find('}').map_or(text.len(), |p| open + p);
                for member in text[open + 1..close].split(',') {
                    let first = member.trim().split("::").next().unwrap_or("").trim();
                    if !first.is_empty() && first != "self" && first != "*" {
                        let mut p = base.clone();
                        p.push(first.to_string());
                        out.push(p);
                    }
                }
                break;
            }
            j += 1;
            let Some(&(nat, seg)) = toks.get(j) else {
                break;
            };
            if nat != end + 2 + (after.len() - after_trim.len()) {
                break;
            }
            if seg == "super" {
                base.pop();
            } else {
                base.push(seg.to_string());
            }
            end = nat + seg.len();
        }
        out.push(base);
    }
    out
}

#[test]
fn no_import_circle_between_the_files_of_a_crate() {
    let mut circles = Vec::new();
    for c in crate_dirs() {
        let src = root().join(&c).join("src");
        let mods = modules(&src);
        // Edges between siblings: from the child of the common parent on one side to the one
        // on the other (a module and its own submodules may use each other freely).
        let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
        for (path, file) in &mods {
            let text = without_comments(&std::fs::read_to_string(file).unwrap_or_default());
            for mut target in references(&text, path) {
                // The deepest module the path names.
                while !target.is_empty() && !mods.contains_key(&target) {
                    target.pop();
                }
                let common = path.iter().zip(&target).take_while(|(a, b)| a == b).count();
                if common >= path.len() || common >= target.len() {
                    continue; // An ancestor or a descendant.
                }
                edges
                    .entry(path[..=common].to_vec())
                    .or_default()
                    .insert(target[..=common].to_vec());
            }
        }
        // A circle: some module reaches itself.
        for start in edges.keys() {
            let mut seen = BTreeSet::new();
            let mut stack: Vec<Vec<String>> = edges[start].iter().cloned().collect();
            while let Some(m) = stack.pop() {
                if &m == start {
                    circles.push(format!("{c}: {}", start.join("::")));
                    break;
                }
                if seen.insert(m.clone()) {
                    stack.extend(edges.get(&m).into_iter().flatten().cloned());
                }
            }
        }
    }
    assert!(
        circles.is_empty(),
        "modules on an import circle with their siblings: {}",
        circles.join(", ")
    );
}

/// The text with comments, string and character literals blanked out (kept as spaces, so
/// offsets and lines stay): what is left is code, whose braces can be matched.
fn code_only(text: &str) -> String {
    let b = without_comments(text).into_bytes();
    let mut out = b.clone();
    let blank = |from: usize, to: usize, out: &mut Vec<u8>| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        let raw_start = (b[i] == b'r'
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')))
            .then(|| b[i + 1..].iter().take_while(|&&c| c == b'#').count())
            .filter(|&hashes| b.get(i + 1 + hashes) == Some(&b'"'));
        if let Some(hashes) = raw_start {
            // `r#"..."#`: ends at a quote followed by as many hashes.
            let body = i + 2 + hashes;
            let mut end = body;
            while end < b.len()
                && !(b[end] == b'"' && b[end + 1..].iter().take(hashes).all(|&c| c == b'#'))
            {
                end += 1;
            }
            blank(i, end + 1 + hashes, &mut out);
            i = end + 1 + hashes;
        } else if b[i] == b'"' {
            let mut end = i + 1;
            while end < b.len() && b[end] != b'"' {
                end += if b[end] == b'\\' { 2 } else { 1 };
            }
            blank(i, end + 1, &mut out);
            i = end + 1;
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            let end = b[i + 2..]
                .iter()
                .position(|&c| c == b'\'')
                .map_or(b.len(), |p| i + 2 + p);
            blank(i, end + 1, &mut out);
            i = end + 1;
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

/// The functions with a body in `text`: (name, first line, number of lines), found by
/// matching the braces after each `fn NAME` (a trait method without a body has none).
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(text);
    let b = code.as_bytes();
    let toks = tokens(&code);
    let mut out = Vec::new();
    for pair in toks.windows(2) {
        let [(at, "fn"), (name_at, name)] = pair else {
            continue;
        };
        // `fn NAME`, not a function pointer type (`fn(u8) -> u8`).
        if !code[at + 2..*name_at].chars().all(char::is_whitespace) {
            continue;
        }
        // The body opens at the first `{` outside parentheses, unless a `;` ends the item.
        let mut depth = 0i32;
        let mut open = None;
        for (k, &c) in b.iter().enumerate().skip(*at) {
            match c {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b';' if depth == 0 => break,
                b'{' if depth == 0 => {
                    open = Some(k);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = open else {
            continue;
        };
        let mut braces = 0usize;
        let close = b[open..].iter().position(|&c| {
            match c {
                b'{' => braces += 1,
                b'}' => braces -= 1,
                _ => {}
            }
            braces == 0
        });
        if let Some(close) = close {
            let first = line_of(&code, *at);
            out.push((
                name.to_string(),
                first,
                line_of(&code, open + close) - first + 1,
            ));
        }
    }
    out
}

const MAX_FUNCTION_LINES: usize = 300;

#[test]
fn no_function_is_over_300_lines() {
    let mut long = Vec::new();
    for file in crate_sources() {
        let name = relative(&file);
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for (f, line, lines) in functions(&text) {
            if lines > MAX_FUNCTION_LINES {
                long.push(format!("{name}:{line} fn {f} ({lines} lines)"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "split by job (a function per step, a table for a dispatch):\n  {}",
        long.join("\n  ")
    );
}

/// The scanner finds a function's extent across nested blocks, strings with braces, raw
/// strings and a body-less trait method, so the limit measures what it says.
#[test]
fn function_lengths_are_measured_by_their_braces() {
    let text = "trait T {\n    fn bodiless(&self);\n}\nfn outer() {\n    let s = \"}\";\n    \
                let r = r#\"{{\"#;\n    let c = '{';\n    if true {\n        inner();\n    }\n}\n\
                fn inner() {}\n";
    assert_eq!(
        functions(text),
        vec![("outer".to_string(), 4, 8), ("inner".to_string(), 12, 1)]
    );
}
