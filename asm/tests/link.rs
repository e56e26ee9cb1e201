//! Linking several modules into one program (`maple_asm::parse_files`): what resolves, what
//! stays private, and the errors that name both places.

use maple_asm::ast::Item;
use maple_asm::{parse_files, Diagnostics, Module};
use std::path::{Path, PathBuf};

/// Write `modules` (name, text) to scratch files under `tag` and link them.
fn link(tag: &str, modules: &[(&str, &str)]) -> (Option<Module>, Diagnostics) {
    let paths: Vec<PathBuf> = modules
        .iter()
        .map(|(name, text)| {
            let p = maple_tests::tmp!(tag, name);
            std::fs::write(&p, text).unwrap();
            p
        })
        .collect();
    let refs: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
    parse_files(&refs)
}

fn errors(d: &Diagnostics) -> Vec<(String, String)> {
    d.iter()
        .filter(|d| d.is_error())
        .map(|d| (d.code.to_string(), d.message.clone()))
        .collect()
}

fn func_names(m: &Module) -> Vec<String> {
    m.items
        .iter()
        .filter_map(|i| match i {
            Item::Func(f) if f.body.is_some() => Some(f.name.clone()),
            _ => None,
        })
        .collect()
}

const MAIN: &str = "entryfunc &main\nvar $n extern i32\nfunc &get (var %x i32) i32\n\
    func &helper static (var %x i32) i32 {\n  return (dread i32 %x)\n}\n\
    func &main () i32 {\n  var %r i32\n  callassigned &get (constval i32 1) { dassign %r 0 }\n  \
    return (add i32 (dread i32 %r, dread i32 $n))\n}\n";

#[test]
fn externs_resolve_and_statics_stay_private() {
    let util = "var $n i32 = 41\nfunc &helper static (var %x i32) i32 {\n  \
        return (mul i32 (dread i32 %x, constval i32 2))\n}\n\
        func &get (var %x i32) i32 {\n  var %r i32\n  \
        callassigned &helper (dread i32 %x) { dassign %r 0 }\n  return (dread i32 %r)\n}\n";
    let (module, diags) = link("link-ok", &[("main.mpl", MAIN), ("util.mpl", util)]);
    assert_eq!(errors(&diags), vec![], "{}", diags.render(false));
    let module = module.unwrap();
    // The second module's `static helper` is renamed; the first keeps its name.
    assert_eq!(
        func_names(&module),
        ["helper", "main", "helper.util", "get"]
    );
    // The extern declaration of $n gave way to util's definition.
    let n_decls = module
        .items
        .iter()
        .filter(|i| matches!(i, Item::Var(v) if v.name.name == "n"))
        .count();
    assert_eq!(n_decls, 1);
    // util's call went to its own helper.
    let text = maple_asm::print_module(&module);
    assert!(text.contains("callassigned &helper.util ("), "{text}");
    let image = maple_asm::codegen::assemble(&module, "main.mpl").unwrap();
    assert!(image.functions.iter().any(|f| f.name == "helper.util"));
}

#[test]
fn two_definitions_of_a_public_symbol_name_both_files() {
    let other = "func &get (var %x i32) i32 {\n  return (dread i32 %x)\n}\n\
        func &get2 () i32 {\n  return (constval i32 0)\n}\nvar $n i32 = 1\n";
    let again = "func &get (var %x i32) i32 {\n  return (constval i32 3)\n}\n";
    let (_, diags) = link(
        "link-dup",
        &[("main.mpl", MAIN), ("a.mpl", other), ("b.mpl", again)],
    );
    let errs = errors(&diags);
    assert_eq!(
        errs,
        vec![(
            "E0040".into(),
            "function `&get` is defined in two modules".into()
        )]
    );
    let text = diags.render(false);
    assert!(
        text.contains("b.mpl:1:1") && text.contains("a.mpl:1:1"),
        "{text}"
    );
}

#[test]
fn a_declaration_unlike_its_definition_is_an_error_naming_both() {
    let util = "var $n f64 = 1.5\nfunc &get (var %x i32, var %y i32) i32 {\n  \
        return (dread i32 %x)\n}\n";
    let (_, diags) = link("link-mismatch", &[("main.mpl", MAIN), ("util.mpl", util)]);
    let errs = errors(&diags);
    assert_eq!(errs.len(), 2, "{}", diags.render(false));
    assert!(errs.iter().all(|(code, _)| code == "E0041"));
    assert!(errs.iter().any(|(_, m)| *m
        == "function `&get` is declared here unlike its definition in ".to_string()
            + &maple_tests::tmp!("link-mismatch", "util.mpl")
                .display()
                .to_string()));
    assert!(errs.iter().any(|(_, m)| m.starts_with("variable `$n`")));
}

#[test]
fn translation_unit_types_of_one_name_stay_apart() {
    let a = "entryfunc &main\ntype $pair <struct {@a i32, @b i32}>\nfunc &width () i32\n\
        func &main () i32 {\n  var %w i32\n  callassigned &width () { dassign %w 0 }\n  \
        return (add i32 (dread i32 %w, sizeoftype i32 <$pair>))\n}\n";
    let b = "type $pair <struct {@a i64, @b i64, @c i64}>\n\
        func &width () i32 {\n  return (sizeoftype i32 <$pair>)\n}\n";
    let (module, diags) = link("link-types", &[("a.mpl", a), ("b.mpl", b)]);
    assert_eq!(errors(&diags), vec![], "{}", diags.render(false));
    let module = module.unwrap();
    let text = maple_asm::print_module(&module);
    assert!(text.contains("type $pair.b <struct"), "{text}");
    assert!(text.contains("sizeoftype i32 <$pair.b>"), "{text}");
}

#[test]
fn two_entry_functions_are_an_error() {
    let b = "entryfunc &start\nvar $n i32 = 0\nfunc &get (var %x i32) i32 {\n  \
        return (dread i32 %x)\n}\nfunc &start () i32 {\n  return (constval i32 0)\n}\n";
    let (_, diags) = link("link-entry", &[("main.mpl", MAIN), ("b.mpl", b)]);
    assert_eq!(
        errors(&diags),
        vec![(
            "E0042".into(),
            "two modules name different entry functions".into()
        )]
    );
}

#[test]
fn loc_numbers_of_each_module_keep_their_own_files() {
    let a = "entryfunc &main\nsrcfileinfo {\n  2 \"main.c\"}\nfunc &get (var %x i32) i32\n\
        func &main () i32 {\nLOC 2 7\n  var %r i32\n  \
        callassigned &get (constval i32 1) { dassign %r 0 }\n  return (dread i32 %r)\n}\n";
    let b = "srcfileinfo {\n  2 \"util.c\"}\nfunc &get (var %x i32) i32 {\nLOC 2 3\n  \
        return (dread i32 %x)\n}\n";
    let (module, diags) = link("link-loc", &[("a.mpl", a), ("b.mpl", b)]);
    assert_eq!(errors(&diags), vec![], "{}", diags.render(false));
    let image = maple_asm::codegen::assemble(&module.unwrap(), "a.mpl").unwrap();
    let files: Vec<&str> = image
        .debug
        .lines
        .iter()
        .map(|l| image.debug.files[l.file as usize].as_str())
        .collect();
    assert!(
        files.contains(&"main.c") && files.contains(&"util.c"),
        "{files:?}"
    );
}

/// hir2mpl numbers anonymous types per file: a struct that reads the same in two modules but
/// embeds each module's own `$unnamed.3` is two types, and each module's code keeps its own.
#[test]
fn a_type_that_names_a_renamed_type_is_renamed_too() {
    let a =
        "entryfunc &main\ntype $unnamed.3 <union {@x i32}>\ntype $s <struct {@u <$unnamed.3>}>\n\
        func &size_b () i32\nfunc &main () i32 {\n  var %w i32\n  \
        callassigned &size_b () { dassign %w 0 }\n  \
        return (add i32 (dread i32 %w, sizeoftype i32 <$s>))\n}\n";
    let b = "type $unnamed.3 <union {@x i64, @y <[4] i64>}>\ntype $s <struct {@u <$unnamed.3>}>\n\
        func &size_b () i32 {\n  return (sizeoftype i32 <$s>)\n}\n";
    let (module, diags) = link("link-nested-types", &[("a.mpl", a), ("b.mpl", b)]);
    assert_eq!(errors(&diags), vec![], "{}", diags.render(false));
    let text = maple_asm::print_module(&module.unwrap());
    assert!(
        text.contains("type $s.b <struct {\n  @u <$unnamed.3.b>}>"),
        "{text}"
    );
    assert!(text.contains("sizeoftype i32 <$s.b>"), "{text}");
}
