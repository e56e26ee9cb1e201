//! The crates depend downward only, as docs/ARCHITECTURE.md states, checked on every crate
//! `cargo metadata` lists (so a crate added to the workspace is checked from its first
//! commit): isa ← image ← asm ← the front ends (every crate under `asm/`); isa, image ← sim;
//! everything ← tui; nothing depends on tui, the simulator reads images without linking the
//! assembler (its tests and benches may), and maple-tests depends on no maple crate, so every
//! crate can use it as a dev-dependency.

use maple_tests::{workspace_crates, WorkspaceCrate};
use std::collections::BTreeSet;

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

/// The maple crates a crate may depend on normally, by where it lives: exactly these (and
/// why), or, for the command (`tui`), any other.
enum Allowed {
    Exactly(BTreeSet<String>, &'static str),
    AnyButItself,
}

/// Where a crate sits in the layering, or `None` for a directory the layering does not know:
/// such a crate fails [`every_crate_depends_downward_only`] until it is given its place here.
fn layer(c: &WorkspaceCrate) -> Option<Allowed> {
    use Allowed::*;
    Some(match c.dir.as_str() {
        "isa" => Exactly(set(&[]), "the ISA depends on no other maple crate"),
        "isa/image" => Exactly(set(&["maple-isa"]), "the image container is the ISA's"),
        "asm" => Exactly(
            set(&["maple-isa", "maple-image"]),
            "the assembler writes images of the ISA",
        ),
        d if d.starts_with("asm/") => Exactly(
            set(&["maple-isa", "maple-asm"]),
            "a front end lowers onto the assembler's module",
        ),
        "sim" => Exactly(
            set(&["maple-isa", "maple-image"]),
            "the simulator reads images; it must not link the assembler",
        ),
        "tests" => Exactly(set(&[]), "every crate uses maple-tests as a dev-dependency"),
        "tui" => AnyButItself,
        _ => return None,
    })
}

#[test]
fn every_crate_depends_downward_only() {
    let crates = workspace_crates();
    let mut wrong = Vec::new();
    for c in &crates {
        match layer(c) {
            Some(Allowed::Exactly(allowed, why)) if c.maple_dependencies != allowed => {
                wrong.push(format!(
                    "{} ({}) depends on {:?}, may on {:?}: {why}",
                    c.name, c.dir, c.maple_dependencies, allowed
                ))
            }
            Some(Allowed::AnyButItself) if c.maple_dependencies.contains(&c.name) => {
                wrong.push(format!("{} depends on itself", c.name))
            }
            Some(_) => {}
            None => wrong.push(format!(
                "{} ({}) has no place in the layering: give its directory one in \
                 tests/tests/crate_layering.rs",
                c.name, c.dir
            )),
        }
        if c.maple_dependencies.contains("maple-tui") {
            wrong.push(format!("{} depends on maple-tui", c.name));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_front_ends_are_found_as_crates_under_asm() {
    let front_ends: BTreeSet<String> = workspace_crates()
        .into_iter()
        .filter(|c| c.dir.starts_with("asm/"))
        .map(|c| c.name)
        .collect();
    assert!(
        front_ends.is_superset(&set(&["maple-uvm", "maple-corevm"])),
        "{front_ends:?}"
    );
}
