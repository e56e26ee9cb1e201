//! The C library functions maple provides as MAPLE IR (`libc.mpl`): those that call back into
//! the program (`qsort`, `bsearch`, `atexit`'s handlers), which a runtime shim could not run on
//! the core. A program that declares one without defining it gets the library's body, linked
//! in before code generation, so every front end's programs (MAPLE IR, µVM IR, several
//! modules) get it. A program that uses `atexit` also gets the library's `exit` (which runs the
//! handlers, then ends the run through the `_exit` shim) and starts at `__maple_start`, which
//! calls its entry function and then `exit` with the result, as C's start-up code does.

use crate::ast::{Directive, DirectiveValue, Item, Module};

/// The library's text, parsed when a program needs it.
static LIBC: &str = include_str!("libc.mpl");

/// Where the library's functions say they were written (its lines in DWARF and the debugger).
pub const LIBC_NAME: &str = "<maple>/libc.mpl";

/// Each function the library provides, with the library functions its body calls.
const PROVIDES: &[(&str, &[&str])] = &[
    ("qsort", &["__maple_msort"]),
    ("bsearch", &[]),
    ("atexit", &["exit"]),
];

/// The entry function `atexit` needs: the program's, then `exit` with its result.
pub const START: &str = "__maple_start";

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
    let defines = |name: &str| module.func(name).is_some_and(|f| f.body.is_some());
    let atexit = wanted.contains(&"atexit");
    for item in items {
        let take = match &item {
            // A program's own `exit` stays: it has no handlers to run but its own.
            Item::Func(f) if f.body.is_some() => {
                wanted.contains(&f.name.as_str()) && !defines(&f.name)
            }
            // The library's prototypes (`memcpy`), unless the program has its own.
            Item::Func(f) => module.func(&f.name).is_none(),
            // The handlers' table.
            Item::Var(_) => atexit,
            _ => false,
        };
        if take {
            linked.items.push(item);
        }
    }
    if atexit {
        start_through_exit(&mut linked);
    }
    Some(linked)
}

/// Make [`START`] the entry: it calls the program's entry function (with `argc` and `argv`
/// when it takes them) and passes its result (0 for `void`) to `exit`.
fn start_through_exit(module: &mut Module) {
    let entry = module
        .items
        .iter()
        .find_map(|i| match i {
            Item::Directive(Directive {
                name,
                value: DirectiveValue::Func(f),
                ..
            }) if name == "entryfunc" => Some(f.clone()),
            _ => None,
        })
        .unwrap_or_else(|| "main".to_string());
    let Some(f) = module.func(&entry) else {
        return;
    };
    let args = if f.params.len() >= 2 {
        "dread i32 %argc, dread ptr %argv"
    } else if f.params.len() == 1 {
        "dread i32 %argc"
    } else {
        ""
    };
    let call = if f.rets.is_empty() {
        format!("call &{entry} ({args})\n  dassign %r (constval i32 0)")
    } else {
        format!("callassigned &{entry} ({args}) {{ dassign %r 0 }}")
    };
    let text = format!(
        "func &{START} (var %argc i32, var %argv <* <* u8>>) i32 {{\n  var %r i32\n  {call}\n  \
         call &exit (dread i32 %r)\n  return (dread i32 %r)\n}}\n"
    );
    let id = module.sources.add("<maple>/start.mpl", text.clone());
    let (items, diags, _) = crate::parse_one(id, &text, false);
    debug_assert!(diags.is_empty(), "{START} does not parse: {diags:?}");
    module
        .items
        .retain(|i| !matches!(i, Item::Directive(d) if d.name == "entryfunc"));
    module.items.insert(
        0,
        Item::Directive(Directive {
            name: "entryfunc".into(),
            value: DirectiveValue::Func(START.into()),
            span: crate::source::Span::default(),
        }),
    );
    module.items.extend(items);
}
