//! The Java launcher: a Java program's run starts as `java Main args...` does. The module's
//! entry function (`Main.main(String[])`) is called from `__maple_java_main`, which builds
//! the `String[]` from the command line's arguments and reports an exception that escapes
//! `main` as the JVM does: `Exception in thread "main" ` and the exception's `toString()` on
//! `System.err`, exit status 1 (maple keeps no stack trace to print under it).

use crate::ast::{Directive, DirectiveValue, Item, Module};

/// The entry the launcher installs.
pub const ENTRY: &str = "__maple_java_main";

/// jbc2mpl's type of `main`'s parameter: `String[]`.
const ARGS_TYPE: &str = "<* <[] <* <$Ljava_2Flang_2FString_3B>>>>";

/// Where the launcher says it was written (its lines in DWARF and the debugger).
const SOURCE_NAME: &str = "<maple>/java-launcher.mpl";

fn is_void(t: &crate::types::Type) -> bool {
    matches!(t, crate::types::Type::Prim(maple_isa::PrimType::Void))
}

/// Make [`ENTRY`] the entry of a Java module (`srclang 3`) whose entry function is a Java
/// `main` (one `String[]` parameter, no result) and that links maple's Java library.
pub fn install(module: &mut Module) {
    let is_java = super::is_java(module);
    let Some(entry) = module.items.iter().find_map(|i| match i {
        Item::Directive(Directive {
            name,
            value: DirectiveValue::Func(f),
            ..
        }) if name == "entryfunc" => Some(f.clone()),
        _ => None,
    }) else {
        return;
    };
    let java_main = module
        .func(&entry)
        .is_some_and(|f| f.params.len() == 1 && f.rets.iter().all(is_void));
    let has_library = module.func("__maple_java_args").is_some();
    if !is_java || !java_main || !has_library {
        return;
    }
    let text = format!(
        "func &{ENTRY} (var %argc i32, var %argv <* <* u8>>) i32 {{\n  var %args {ARGS_TYPE}\n  \
         callassigned &__maple_java_args (dread i32 %argc, dread ptr %argv) {{ dassign %args 0 }}\n  \
         javatry {{ @uncaught }}\n  call &{entry} (dread ref %args)\n  endtry\n  \
         return (constval i32 0)\n@uncaught javacatch {{ <* <$Ljava_2Flang_2FThrowable_3B>> }}\n  \
         call &__maple_uncaught (regread ptr %%thrownval, conststr ptr \"main\")\n  \
         return (constval i32 1)\n}}\n"
    );
    let id = module.sources.add(SOURCE_NAME, text.clone());
    let (items, diags, _) = crate::parse_one(id, &text, false);
    debug_assert!(
        diags.is_empty(),
        "the Java launcher does not parse: {diags:?}"
    );
    for item in &mut module.items {
        if let Item::Directive(Directive {
            name,
            value: DirectiveValue::Func(f),
            ..
        }) = item
        {
            if name == "entryfunc" {
                *f = ENTRY.to_string();
            }
        }
    }
    module.items.extend(items);
}
