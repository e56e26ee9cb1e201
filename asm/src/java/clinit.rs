//! Class initialisation: one function per class whose initialisation is checked, written as
//! MAPLE IR. `__maple_clinit.T` runs once: it marks the class started (so a check from inside
//! its own `<clinit>` returns at once, as JVMS §5.5's recursive request does), initialises the
//! superclass, then runs `T`'s `<clinit>` (`&T_7C_3Cclinit_3E_7C_28_29V`, when it has a body).
//! Only classes with a `<clinit>` somewhere up their chain get one (OpenArk's
//! `NeedClinitCheckRecursively`).

use crate::ast::Module;

/// The prefix of the functions this pass writes.
pub const PREFIX: &str = "__maple_clinit.";

/// jbc2mpl's name of a class's static initializer, after the class's name.
const CLINIT_SUFFIX: &str = "_7C_3Cclinit_3E_7C_28_29V";

/// Where the functions say they were written (their lines in DWARF and the debugger).
const SOURCE_NAME: &str = "<maple>/clinit.mpl";

/// The function that initialises class `class`.
pub fn function_name(class: &str) -> String {
    format!("{PREFIX}{class}")
}

/// Whether `class` has a `<clinit>` with a body.
fn has_clinit(module: &Module, class: &str) -> bool {
    module
        .func(&format!("{class}{CLINIT_SUFFIX}"))
        .is_some_and(|f| f.body.is_some())
}

/// The classes among `checked` and their superclasses that need an initialisation function:
/// those with a `<clinit>` up their chain.
pub fn plan(module: &Module, checked: &[String]) -> Vec<String> {
    let mut needed = Vec::new();
    for class in checked {
        let mut chain = vec![class.clone()];
        while let Some(parent) = super::superclass(module, chain.last().map_or("", String::as_str))
        {
            if chain.contains(&parent) || chain.len() > 256 {
                break;
            }
            chain.push(parent);
        }
        // From the root down: a class needs a function when it or an ancestor has a <clinit>.
        let mut any = false;
        for c in chain.iter().rev() {
            any |= has_clinit(module, c);
            if any && !needed.contains(c) {
                needed.push(c.clone());
            }
        }
    }
    needed
}

/// Add the initialisation functions of `needed` (and their state variables) to `module`.
pub fn write_functions(module: &mut Module, needed: &[String]) {
    if needed.is_empty() {
        return;
    }
    let mut text = String::new();
    for class in needed {
        let state = format!("$__maple_clinit_state.{class}");
        text.push_str(&format!(
            "var {state} i32\nfunc &{} () void {{\n  if (ne u1 i32 (dread i32 {state}, constval i32 0)) {{\n    return ()\n  }}\n  dassign {state} 0 (constval i32 1)\n",
            function_name(class)
        ));
        if let Some(parent) = super::superclass(module, class).filter(|p| needed.contains(p)) {
            text.push_str(&format!("  call &{} ()\n", function_name(&parent)));
        }
        if has_clinit(module, class) {
            text.push_str(&format!("  call &{class}{CLINIT_SUFFIX} ()\n"));
        }
        text.push_str("  return ()\n}\n");
    }
    let id = module.sources.add(SOURCE_NAME, text.clone());
    let (items, diags, _) = crate::parse_one(id, &text, false);
    debug_assert!(
        diags.is_empty(),
        "class initialisation does not parse: {diags:?}"
    );
    module.items.extend(items);
}
