//! `maple isa`: the reference card covers every opcode the spec names, as the binary prints it.

mod common;

use common::maple;
use std::collections::BTreeSet;

/// The spec's text, or `None` (said in one line) when `../shared` is not beside the checkout.
fn spec_text() -> Option<String> {
    let path = maple_tests::shared("spec/maple-ir-spec.md")?;
    Some(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

/// Opcode names the spec defines: the one-word headings of its instruction chapter, plus the
/// families it names in prose (the *assigned and *instant calls).
fn spec_opcodes() -> Option<BTreeSet<String>> {
    let spec = spec_text()?;
    let start = spec
        .find("\nInstruction Specification\n=")
        .expect("instruction chapter");
    let end = spec
        .find("\nDeclaration Specification\n=")
        .expect("declaration chapter");
    let chapter = &spec[start..end];
    let mut names = BTreeSet::new();
    for line in chapter.lines() {
        if let Some(heading) = line.strip_prefix("###") {
            let heading = heading.trim_start_matches('#').trim();
            if !heading.contains(' ') && !heading.is_empty() {
                names.insert(heading.to_ascii_lowercase());
            }
        }
    }
    for word in chapter.split(|c: char| !c.is_ascii_alphanumeric()) {
        if word != "assigned" && (word.ends_with("assigned") || word.ends_with("callinstant")) {
            names.insert(word.to_string());
        }
    }
    Some(names)
}

#[test]
fn json_card_lists_every_opcode_of_the_spec() {
    let out = maple(&["isa", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let card: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    let entries = card.as_array().expect("an array of opcodes");
    let mut listed = BTreeSet::new();
    for e in entries {
        listed.insert(e["mnemonic"].as_str().unwrap().to_string());
        for a in e["aliases"].as_array().unwrap() {
            listed.insert(a.as_str().unwrap().to_string());
        }
        assert!(e["number"].as_u64().unwrap() > 0);
        assert!(e["format"].is_string() && e["syntax"].is_string() && e["class"].is_string());
    }
    // The extra opcodes real MAPLE files use are there too.
    for extra in [
        "membarstoreload",
        "membarstorestore",
        "polymorphiccall",
        "icallassigned",
        "virtualicall",
        "interfaceicall",
        "gcpermallocjarray",
    ] {
        assert!(listed.contains(extra), "{extra}");
    }
    let Some(spec) = spec_opcodes() else { return };
    assert!(
        spec.len() > 130,
        "found only {} opcode names in the spec",
        spec.len()
    );
    let missing: Vec<_> = spec.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "opcodes named by the spec but missing from `maple isa --json`: {missing:?}"
    );
}

#[test]
fn text_card_has_a_row_per_opcode() {
    let out = maple(&["isa"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for info in maple_isa_rows() {
        assert!(
            text.lines()
                .any(|l| l.split_whitespace().nth(1) == Some(info.as_str())),
            "no row for {info}"
        );
    }
}

fn maple_isa_rows() -> Vec<String> {
    let out = maple(&["isa", "--json"]);
    let card: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    card.as_array()
        .unwrap()
        .iter()
        .map(|e| e["mnemonic"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn unknown_subcommand_is_a_usage_error() {
    let out = maple(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("frobnicate"));
}
