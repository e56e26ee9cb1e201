//! The C library functions maple provides as MAPLE IR (`libc.mpl`): those that call back into
//! the program (`qsort`, `bsearch`), which a runtime shim could not run on the core. A program
//! that declares one without defining it gets the library's body, linked in before code
//! generation, so every front end's programs (MAPLE IR, µVM IR, several modules) get it.

use crate::ast::{Item, Module};

/// The library's text, parsed when a program needs it.
static LIBC: &str = include_str!("libc.mpl");

/// Where the library's functions say they were written (its lines in DWARF and the debugger).
pub const LIBC_NAME: &str = "<maple>/libc.mpl";

/// Each function the library provides, with the library functions its body calls.
const PROVIDES: &[(&str, &[&str])] = &[("qsort", &["__maple_msort"]), ("bsearch", &[])];

/// `module` with the bodies of the library functions it declares without defining, or
/// `None` when it needs none.
pub fn with_library(module: &Module) -> Option<Module> {
    let needs = |name: &str| module.func(name).is_some_and(|f| f.body.is_none());
    let mut wanted: Vec<&str> = Vec::new();
    for (name, deps) in PROVIDES {
        if needs(name) {
            wanted.push(name);
            wanted.extend_from_slice(deps);
        }
    }
    if wanted.is_empty() {
        return None;
    }
    let mut linked = module.clone();
    let id = linked.sources.add(LIBC_NAME, LIBC);
    let (items, diags, _) = crate::parse_one(id, LIBC, false);
    debug_assert!(diags.is_empty(), "libc.mpl does not parse: {diags:?}");
    for item in items {
        let take = match &item {
            Item::Func(f) if f.body.is_some() => wanted.contains(&f.name.as_str()),
            // The library's prototypes (`memcpy`), unless the program has its own.
            Item::Func(f) => module.func(&f.name).is_none(),
            _ => false,
        };
        if take {
            linked.items.push(item);
        }
    }
    Some(linked)
}
