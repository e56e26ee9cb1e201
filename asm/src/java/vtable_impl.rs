//! mpl2mpl's `.VtableImpl.mpl` form, linked statically.
//!
//! mpl2mpl names what a module needs from other modules by MUID (`__muid_func_undef_muid_tab`,
//! `__muid_data_undef_muid_tab`) and leaves the address tables, vtables and itables encoded
//! for OpenArk's runtime linker (`linker.cpp`) to fill at load: a vtable word is
//! `((defIdx+1)<<2)|2` for the module's own function `defIdx` of `__muid_func_def_tab`,
//! `(undefIdx+1)<<2` for the function the runtime resolved into `__muid_func_undef_tab`,
//! 0 for an abstract method. The whole program (the module and the library it imports) is
//! visible to the assembler, so this pass does the linker's work here, before code
//! generation: each undefined MUID becomes `addroffunc` of the program's function of that
//! MUID, each encoded word the function it stands for. Objects get their class in their first
//! word (`gcmalloc` is followed by a store of `$__cinf_<T>`, what `MCC_NewObj_fixed_class`
//! does), and the library's classes get metadata ([`libcore_meta`]).
//!
//! A MUID no function of the program has becomes a declared function with no body, named
//! by the Java method when the library's tables know it, else by module and index: calling
//! it faults naming it; the program still starts.

use super::libcore_meta::{self, Writer};
use super::muid::{mangle, muid};
use crate::ast::{Const, Expr, ExprKind, Init, Item, Module, Stmt, StmtData, StmtKind};
use crate::types::Type;
use maple_isa::Opcode;
use std::collections::{HashMap, HashSet};

/// Where the items this pass writes say they come from.
const SOURCE_NAME: &str = "<maple>/vtable-link.mpl";

/// The tables' names before `$$` and the module's name.
const FUNC_UNDEF_MUIDS: &str = "__muid_func_undef_muid_tab$$";

/// Link `module` if it is mpl2mpl's VtableImpl form; true when it was.
pub fn link(module: &mut Module) -> bool {
    let Some(suffix) = module.items.iter().find_map(|item| match item {
        Item::Var(v) => v
            .name
            .name
            .strip_prefix(FUNC_UNDEF_MUIDS)
            .map(str::to_string),
        _ => None,
    }) else {
        return false;
    };
    let classes = libcore_meta::classes_needing_metadata(module);
    let mut w = Writer::new(module);
    let undef = resolve_undefs(&mut w, &suffix);
    let defs: Vec<String> = var_init(module, &format!("__muid_func_def_tab$${suffix}"))
        .map(|init| {
            list(init)
                .iter()
                .map(|e| func_of(e).unwrap_or_default())
                .collect()
        })
        .unwrap_or_default();
    // The initializers to set, as text: `(variable, initializer)`.
    let mut inits: Vec<(String, String)> = Vec::new();
    inits.push((
        format!("__muid_func_undef_tab$${suffix}"),
        format!(
            "[{}]",
            undef
                .iter()
                .map(|f| format!("[1= addroffunc ptr &{f}]"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    ));
    for item in &module.items {
        let Item::Var(v) = item else { continue };
        let name = &v.name.name;
        if !(name.starts_with("__vtb_") || name.starts_with("__itb_")) {
            continue;
        }
        let Some(init) = &v.init else { continue };
        let words: Vec<String> = list(init)
            .iter()
            .map(|e| match e {
                Init::Const(Const::Int(v)) => decode(*v as u64, &defs, &undef),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()
            .unwrap_or_default();
        if !words.is_empty() {
            inits.push((name.clone(), format!("[{}]", words.join(", "))));
        }
    }
    for c in &classes {
        w.class(c);
    }
    let mut text = std::mem::take(&mut w.text);
    for (k, (_, init)) in inits.iter().enumerate() {
        text.push_str(&format!("var $__maple_init.{k} <[1] <* void>> = {init}\n"));
    }
    let id = module.sources.add(SOURCE_NAME, text.clone());
    let (items, diags, _) = crate::parse_one(id, &text, false);
    debug_assert!(
        diags.is_empty(),
        "the VtableImpl link does not parse: {diags:?}"
    );
    let mut parsed: HashMap<String, Init> = HashMap::new();
    let mut new_items = Vec::new();
    for item in items {
        match item {
            Item::Var(v) if v.name.name.starts_with("__maple_init.") => {
                if let Some(init) = v.init {
                    parsed.insert(v.name.name, init);
                }
            }
            other => new_items.push(other),
        }
    }
    for (k, (var, _)) in inits.iter().enumerate() {
        let Some(init) = parsed.remove(&format!("__maple_init.{k}")) else {
            continue;
        };
        for item in module.items.iter_mut() {
            if let Item::Var(v) = item {
                if &v.name.name == var && v.init.is_some() {
                    v.init = Some(init.clone());
                }
            }
        }
    }
    // The library classes' metadata replaces the declarations of it.
    let written: HashSet<String> = classes.iter().map(|c| format!("__cinf_{c}")).collect();
    let declaration = |item: &Item| matches!(item, Item::Var(v) if v.init.is_none() && written.contains(&v.name.name));
    module.items.retain(|i| !declaration(i));
    module.imported.retain(|i| !declaration(i));
    module.items.extend(new_items);
    size_jni_name_tables(module);
    set_classes_of_new_objects(module);
    for item in module.items.iter_mut() {
        if let Item::Func(f) = item {
            if let Some(body) = &mut f.body {
                super::refs::lower(&mut body.stmts);
            }
        }
    }
    true
}

/// The function each entry of the module's `__muid_func_undef_muid_tab` names.
fn resolve_undefs(w: &mut Writer<'_>, suffix: &str) -> Vec<String> {
    let mut by_muid: HashMap<(u64, u64), String> = HashMap::new();
    for f in &w.declared {
        by_muid.insert(muid(f), f.clone());
    }
    // Methods of the library's classes maple's library may lack, by the name they would have.
    for class in libcore_meta::classes_needing_metadata(w.module) {
        for sig in libcore_meta::known_methods(&class) {
            let name = format!("{class}_7C{}", mangle(sig));
            by_muid.entry(muid(&name)).or_insert(name);
        }
    }
    let Some(init) = var_init(w.module, &format!("{FUNC_UNDEF_MUIDS}{suffix}")) else {
        return Vec::new();
    };
    let entries: Vec<(u64, u64)> = list(init).iter().filter_map(muid_of).collect();
    let mut out = Vec::new();
    for (k, m) in entries.into_iter().enumerate() {
        let name = by_muid
            .get(&m)
            .cloned()
            .unwrap_or_else(|| format!("__maple_unresolved_muid.{suffix}.{k}"));
        w.func_ref(&name);
        out.push(name);
    }
    out
}

/// The text of the function a vtable or itable word stands for: `addroffunc` of the module's
/// own function or of a resolved undefined one; 0 stays 0 (an abstract method, an empty
/// itable slot). `None` for a word that is not one of these.
fn decode(word: u64, defs: &[String], undef: &[String]) -> Option<String> {
    if word == 0 {
        return Some("0".into());
    }
    if word & 1 != 0 || word >> 60 != 0 {
        return None;
    }
    let index = (word >> 2).checked_sub(1)? as usize;
    let table = if word & 2 != 0 { defs } else { undef };
    table
        .get(index)
        .filter(|f| !f.is_empty())
        .map(|f| format!("addroffunc ptr &{f}"))
}

fn var_init<'a>(module: &'a Module, name: &str) -> Option<&'a Init> {
    module.items.iter().find_map(|item| match item {
        Item::Var(v) if v.name.name == name => v.init.as_ref(),
        _ => None,
    })
}

fn list(init: &Init) -> &[Init] {
    match init {
        Init::List(l) => l,
        _ => &[],
    }
}

/// The function of a `[1= addroffunc ptr &f]` entry.
fn func_of(entry: &Init) -> Option<String> {
    let Init::Fields(fields) = entry else {
        return None;
    };
    match fields.first() {
        Some((1, Init::Expr(e))) => match &e.kind {
            ExprKind::Func(f) => Some(f.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The MUID of a `[1= low, 2= high]` entry.
fn muid_of(entry: &Init) -> Option<(u64, u64)> {
    let Init::Fields(fields) = entry else {
        return None;
    };
    match fields.as_slice() {
        [(1, Init::Const(Const::Int(lo))), (2, Init::Const(Const::Int(hi)))] => {
            Some((*lo as u64, *hi as u64))
        }
        _ => None,
    }
}

/// After every `dassign %x 0 (gcmalloc ref <$T>)` whose class has metadata, store the class
/// into the object's first word (`shadow`, java.lang.Object's field 1), as OpenArk's
/// `MCC_NewObj_fixed_class` does: mpl2mpl's virtual and interface calls read it.
fn set_classes_of_new_objects(module: &mut Module) {
    let with_meta: HashSet<String> = module
        .all_items()
        .filter_map(|item| match item {
            Item::Var(v) if v.init.is_some() => {
                v.name.name.strip_prefix("__cinf_").map(str::to_string)
            }
            _ => None,
        })
        .collect();
    for item in module.imported.iter_mut().chain(module.items.iter_mut()) {
        if let Item::Func(f) = item {
            if let Some(body) = &mut f.body {
                set_classes(&mut body.stmts, &with_meta);
            }
        }
    }
}

fn set_classes(stmts: &mut Vec<Stmt>, with_meta: &HashSet<String>) {
    let mut k = 0;
    while k < stmts.len() {
        if let Some(store) = class_store(&stmts[k], with_meta) {
            stmts.insert(k + 1, store);
            k += 1;
        } else if let StmtKind::Block(inner) = &mut stmts[k].kind {
            set_classes(inner, with_meta);
        } else if let StmtKind::Op(op) = &mut stmts[k].kind {
            for body in super::nested_bodies(&mut op.kind) {
                set_classes(body, with_meta);
            }
        }
        k += 1;
    }
}

/// `iassign <* <$Ljava_2Flang_2FObject_3B>> 1 (dread ref %x, addrof ptr $__cinf_T)` after
/// `s` when it assigns a new object of a class with metadata.
fn class_store(s: &Stmt, with_meta: &HashSet<String>) -> Option<Stmt> {
    let StmtKind::Op(op) = &s.kind else {
        return None;
    };
    let StmtData::Var { var, field: 0 } = &op.kind else {
        return None;
    };
    let [Expr {
        op: Opcode::Gcmalloc,
        kind: ExprKind::Type(Type::Named(class)),
        span,
        ..
    }] = op.args.as_slice()
    else {
        return None;
    };
    if op.op != Opcode::Dassign || !with_meta.contains(&class.name) {
        return None;
    }
    let object = Type::Pointer(Box::new(Type::Named(crate::types::TypeName {
        global: true,
        name: "Ljava_2Flang_2FObject_3B".into(),
    })));
    let read = Expr {
        op: Opcode::Dread,
        ty: maple_isa::PrimType::Ref,
        kind: ExprKind::Var {
            var: var.clone(),
            field: 0,
        },
        args: Vec::new(),
        span: *span,
    };
    let cinf = Expr {
        op: Opcode::Addrof,
        ty: maple_isa::PrimType::Ptr,
        kind: ExprKind::Var {
            var: crate::ast::VarName {
                global: true,
                name: format!("__cinf_{}", class.name),
            },
            field: 0,
        },
        args: Vec::new(),
        span: *span,
    };
    Some(Stmt {
        kind: StmtKind::Op(crate::ast::OpStmt {
            op: Opcode::Iassign,
            ty: maple_isa::PrimType::Void,
            kind: StmtData::Indirect {
                ty: object,
                field: 1,
            },
            args: vec![read, cinf],
        }),
        span: s.span,
        src: s.src.clone(),
    })
}

/// mpl2mpl's `$__reg_jni_tab$$M` declares one element per native method but lists two
/// (the string-table offsets of its class and name); OpenArk's back end emits them all.
fn size_jni_name_tables(module: &mut Module) {
    for item in module.items.iter_mut() {
        let Item::Var(v) = item else { continue };
        if !v.name.name.starts_with("__reg_jni_tab$$") {
            continue;
        }
        let n = v.init.as_ref().map_or(0, |i| list(i).len() as u64);
        if let Type::Array { dims, .. } = &mut v.ty {
            if let Some(first) = dims.first_mut() {
                if first.is_some_and(|d| d < n) {
                    *first = Some(n);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::decode;

    /// java-helloworld's vtable (`[16, 24, 32, ...]`: undefined functions 3, 5, 7, ...) and
    /// interfacetest's `Base` slot 11 (`10`: its own function 1).
    #[test]
    fn vtable_words_decode_as_the_runtime_linker_does() {
        let defs = vec!["init".to_string(), "foo".to_string()];
        let undef: Vec<String> = (0..12).map(|k| format!("u{k}")).collect();
        let f = |w| decode(w, &defs, &undef);
        assert_eq!(f(16).as_deref(), Some("addroffunc ptr &u3"));
        assert_eq!(f(4).as_deref(), Some("addroffunc ptr &u0"));
        assert_eq!(f(10).as_deref(), Some("addroffunc ptr &foo"));
        assert_eq!(f(0).as_deref(), Some("0"));
        assert_eq!(f(1), None);
        assert_eq!(f(52), None);
    }
}
