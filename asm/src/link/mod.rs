//! Several modules, one program: what a C linker does for the modules OpenArk's front ends
//! write one per source file (`maple run main.mpl max.mpl`).
//!
//! - A public function or variable is defined once in the program; two definitions are an
//!   error naming both places (`E0040`). Declarations (`func &f (...)` without a body,
//!   `var $g extern T`) resolve to the definition in whichever module has it, and must agree
//!   with it on the shape of every parameter, result and variable (`E0041` naming both).
//! - What a module keeps private — `static` functions, `fstatic` variables, and its types,
//!   which C scopes to a translation unit — stays its own: where another module uses the same
//!   name, the later module's is renamed `NAME.STEM` (`STEM` its file name's stem). Types that
//!   are the same in both (the `<stdio.h>` every module declares) are kept once.
//! - Each module's `LOC` file numbers are moved clear of the other modules' (`srcfileinfo`
//!   numbers restart at 2 in every file hir2mpl writes), so each function's lines name its
//!   own source files.
//! - The entry is the `entryfunc` of the module that names one (two that differ: `E0042`);
//!   the other module-level directives are the first module's.

pub mod library;
mod rename;

use crate::ast::{Directive, Func, Item, VarDecl};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, SourceMap, Span};
use crate::types::{Type, TypeName};
use maple_isa::PrimType;
use rename::Renames;
use std::collections::{HashMap, HashSet};

/// One module's items, before linking.
pub struct Unit {
    /// The module's file (its spans point here).
    pub file: FileId,
    pub items: Vec<Item>,
    /// What its `import`s brought in.
    pub imported: Vec<Item>,
}

/// How far apart the modules' `LOC` file numbers are moved.
const LOC_STRIDE: u32 = 100_000;

/// Module-level directives that describe the module, not the program: the first module's
/// are kept, the others' dropped.
const MODULE_DIRECTIVES: &[&str] = &[
    "flavor",
    "srclang",
    "id",
    "numfuncs",
    "globalmemsize",
    "globalmemmap",
    "globalwordstypetagged",
    "globalwordsrefcounted",
];

/// Link `units` (in command-line order) into one module's items and imports.
pub fn link(mut units: Vec<Unit>, sources: &SourceMap) -> (Vec<Item>, Vec<Item>, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let symbols: Vec<UnitSymbols> = units.iter().map(UnitSymbols::of).collect();
    let seconds = check_definitions(&symbols, &mut diags);
    let entry = entry_func(&units, &mut diags);

    // Names each unit must give up: its private symbols another unit also names, its types
    // another unit defines differently.
    let mut renames: Vec<Renames> = Vec::new();
    let mut taken: HashSet<String> = symbols
        .iter()
        .flat_map(|s| s.names().map(str::to_string))
        .collect();
    let mut first_type: HashMap<&str, &Type> = HashMap::new();
    for (k, unit) in symbols.iter().enumerate() {
        let stem = stem(sources.name(units[k].file));
        let mut r = Renames {
            loc_offset: LOC_STRIDE * k as u32,
            ..Renames::default()
        };
        let mut fresh = |name: &str| {
            let mut n = format!("{name}.{stem}");
            let mut i = 2;
            while taken.contains(&n) {
                n = format!("{name}.{stem}{i}");
                i += 1;
            }
            taken.insert(n.clone());
            n
        };
        // A private name gives way to every name of an earlier unit and to the public ones
        // of a later unit (whose own private ones give way to it in turn).
        let clashes = |name: &str| {
            symbols
                .iter()
                .enumerate()
                .any(|(j, s)| (j < k && s.names_any(name)) || (j > k && s.names_public(name)))
        };
        for name in &unit.private_funcs {
            if clashes(name) {
                r.funcs.insert(name.to_string(), fresh(name));
            }
        }
        for name in &unit.private_vars {
            if clashes(name) {
                r.vars.insert(name.to_string(), fresh(name));
            }
        }
        for (name, ty) in &unit.types {
            match first_type.get(name) {
                None => {
                    first_type.insert(name, ty);
                }
                Some(first) if *first == *ty => {}
                Some(_) => {
                    r.types.insert(name.to_string(), fresh(name));
                }
            }
        }
        // A type that reads like another unit's but names one of this unit's renamed types
        // (`<struct {@u <$unnamed.3>}>`, where each unit's `$unnamed.3` differs) is not the
        // same type: it is renamed too, until no more are.
        loop {
            let more: Vec<&str> = unit
                .types
                .iter()
                .filter(|(name, ty)| {
                    !r.types.contains_key(*name)
                        && first_type
                            .get(name)
                            .is_some_and(|first| !std::ptr::eq(*first, *ty))
                        && r.mentions_renamed_type(ty)
                })
                .map(|(name, _)| *name)
                .collect();
            if more.is_empty() {
                break;
            }
            for name in more {
                r.types.insert(name.to_string(), fresh(name));
            }
        }
        renames.push(r);
    }
    check_signatures(&symbols, sources, &mut diags);

    // Types the first module to define them keeps, and externs another unit defines.
    let mut seen_types: HashSet<String> = HashSet::new();
    let defined_vars: HashSet<&str> = symbols
        .iter()
        .flat_map(|s| s.public_var_defs.keys().copied())
        .collect();
    let drop_externs: Vec<HashSet<String>> = symbols
        .iter()
        .map(|s| {
            s.extern_vars
                .keys()
                .filter(|n| defined_vars.contains(*n))
                .map(|n| n.to_string())
                .collect()
        })
        .collect();
    drop(symbols);

    let mut items = Vec::new();
    let mut imported = Vec::new();
    for (k, unit) in units.iter_mut().enumerate() {
        let mut own = std::mem::take(&mut unit.items);
        renames[k].apply(&mut own);
        for item in own {
            let keep = match &item {
                Item::Directive(d) if d.name == "entryfunc" => false,
                Item::Directive(d) => k == 0 || !MODULE_DIRECTIVES.contains(&d.name.as_str()),
                Item::Type(t) if t.name.global => seen_types.insert(t.name.name.clone()),
                Item::Var(v) if is_extern(v) => !drop_externs[k].contains(&v.name.name),
                Item::Var(v) => !seconds[k].contains(&v.name.name),
                Item::Func(f) if f.body.is_some() && !has(&f.attrs, "static") => {
                    !seconds[k].contains(&f.name)
                }
                _ => true,
            };
            if keep {
                items.push(item);
            }
        }
        let mut theirs = std::mem::take(&mut unit.imported);
        renames[k].apply(&mut theirs);
        imported.extend(theirs);
    }
    if let Some(d) = entry {
        items.insert(0, Item::Directive(d));
    }
    (items, imported, diags)
}

/// The symbols one unit defines and declares.
#[derive(Default)]
struct UnitSymbols<'u> {
    public_func_defs: HashMap<&'u str, &'u Func>,
    public_var_defs: HashMap<&'u str, &'u VarDecl>,
    private_funcs: Vec<&'u str>,
    private_vars: Vec<&'u str>,
    func_decls: HashMap<&'u str, &'u Func>,
    extern_vars: HashMap<&'u str, &'u VarDecl>,
    types: Vec<(&'u str, &'u Type)>,
    /// The unit's global type definitions, to see through names when comparing shapes.
    type_defs: HashMap<&'u str, &'u Type>,
}

impl<'u> UnitSymbols<'u> {
    fn of(unit: &'u Unit) -> Self {
        let mut s = UnitSymbols::default();
        for item in &unit.items {
            match item {
                Item::Func(f) if f.body.is_none() => {
                    s.func_decls.entry(&f.name).or_insert(f);
                }
                Item::Func(f) if has(&f.attrs, "static") => s.private_funcs.push(&f.name),
                Item::Func(f) => {
                    s.public_func_defs.insert(&f.name, f);
                }
                Item::Var(v) if is_extern(v) => {
                    s.extern_vars.entry(&v.name.name).or_insert(v);
                }
                Item::Var(v) if has(&v.storage, "fstatic") || has(&v.attrs, "static") => {
                    s.private_vars.push(&v.name.name)
                }
                Item::Var(v) => {
                    s.public_var_defs.insert(&v.name.name, v);
                }
                Item::Type(t) if t.name.global => {
                    s.types.push((&t.name.name, &t.ty));
                    s.type_defs.insert(&t.name.name, &t.ty);
                }
                _ => {}
            }
        }
        s
    }

    fn names(&self) -> impl Iterator<Item = &str> {
        self.public_func_defs
            .keys()
            .chain(self.public_var_defs.keys())
            .chain(self.func_decls.keys())
            .chain(self.extern_vars.keys())
            .copied()
            .chain(self.private_funcs.iter().copied())
            .chain(self.private_vars.iter().copied())
    }

    /// Whether the unit defines or declares a global symbol called `name`.
    fn names_any(&self, name: &str) -> bool {
        self.names().any(|n| n == name)
    }

    /// Whether the unit defines a public symbol called `name` or declares one.
    fn names_public(&self, name: &str) -> bool {
        self.public_func_defs.contains_key(name)
            || self.public_var_defs.contains_key(name)
            || self.func_decls.contains_key(name)
            || self.extern_vars.contains_key(name)
    }

    /// The shape of a type as a linker compares it: its primitive kind, seen through this
    /// unit's type names; `None` for aggregates and arrays (not compared).
    fn shape(&self, t: &Type) -> Option<PrimType> {
        let mut t = t;
        for _ in 0..32 {
            match t {
                Type::Prim(p) => return Some(*p),
                Type::Pointer(_) | Type::Func(_) => return Some(PrimType::Ptr),
                Type::Qualified { ty, .. } => t = ty,
                Type::Named(TypeName { global: true, name }) => {
                    t = self.type_defs.get(name.as_str())?
                }
                _ => return None,
            }
        }
        None
    }
}

fn has(attrs: &[crate::types::Attr], word: &str) -> bool {
    attrs.iter().any(|a| a.name == word)
}

fn is_extern(v: &VarDecl) -> bool {
    v.init.is_none() && (has(&v.storage, "extern") || has(&v.attrs, "extern"))
}

/// Two definitions of one public symbol in different units: an error each, and for each unit
/// the names of its definitions that came second (dropped, so nothing else reports them).
fn check_definitions(symbols: &[UnitSymbols], diags: &mut Vec<Diagnostic>) -> Vec<HashSet<String>> {
    let mut first: HashMap<&str, Span> = HashMap::new();
    let mut seconds = Vec::new();
    for s in symbols {
        let mut defs: Vec<(&str, Span, &str, char)> = s
            .public_func_defs
            .iter()
            .map(|(n, f)| (*n, f.span, "function", '&'))
            .chain(
                s.public_var_defs
                    .iter()
                    .map(|(n, v)| (*n, v.span, "variable", '$')),
            )
            .collect();
        defs.sort_by_key(|d| d.1.start);
        let mut again = HashSet::new();
        for (name, span, what, sigil) in defs {
            match first.get(name) {
                Some(at) => {
                    diags.push(duplicate(what, &format!("{sigil}{name}"), span, *at));
                    again.insert(name.to_string());
                }
                None => {
                    first.insert(name, span);
                }
            }
        }
        seconds.push(again);
    }
    seconds
}

fn duplicate(what: &str, name: &str, at: Span, first: Span) -> Diagnostic {
    Diagnostic::error(
        codes::DUPLICATE_SYMBOL,
        at,
        format!("{what} `{name}` is defined in two modules"),
    )
    .with_label("second definition")
    .with_secondary(first, "first defined here")
    .with_note("make one of them `static` (private to its module), or remove one")
}

/// Declarations that disagree with the definition another unit gives.
fn check_signatures(symbols: &[UnitSymbols], sources: &SourceMap, diags: &mut Vec<Diagnostic>) {
    for (k, user) in symbols.iter().enumerate() {
        for (name, decl) in &user.func_decls {
            let Some((def_unit, def)) =
                defined_elsewhere(symbols, k, |s| s.public_func_defs.get(name))
            else {
                continue;
            };
            let params_differ = decl.params.len() != def.params.len() && !decl.varargs;
            let varargs_differ = decl.varargs != def.varargs;
            let types: Vec<(&Type, &Type)> = decl
                .params
                .iter()
                .map(|p| &p.ty)
                .zip(def.params.iter().map(|p| &p.ty))
                .chain(decl.rets.iter().zip(&def.rets))
                .collect();
            let shape_differs = types.iter().any(
                |(a, b)| matches!((user.shape(a), def_unit.shape(b)), (Some(x), Some(y)) if x != y),
            );
            let rets_differ = decl.rets.len() != def.rets.len();
            if params_differ || varargs_differ || shape_differs || rets_differ {
                diags.push(mismatch(
                    "function",
                    &format!("&{name}"),
                    decl.span,
                    def.span,
                    sources,
                ));
            }
        }
        for (name, decl) in &user.extern_vars {
            let Some((def_unit, def)) =
                defined_elsewhere(symbols, k, |s| s.public_var_defs.get(name))
            else {
                continue;
            };
            if let (Some(a), Some(b)) = (user.shape(&decl.ty), def_unit.shape(&def.ty)) {
                if a != b {
                    diags.push(mismatch(
                        "variable",
                        &format!("${name}"),
                        decl.span,
                        def.span,
                        sources,
                    ));
                }
            }
        }
    }
}

/// The definition a unit other than `k` gives (`get` finds it in one unit), with that unit.
fn defined_elsewhere<'s, 'u, T: Copy + 'u>(
    symbols: &'s [UnitSymbols<'u>],
    k: usize,
    get: impl Fn(&'s UnitSymbols<'u>) -> Option<&'s T>,
) -> Option<(&'s UnitSymbols<'u>, T)> {
    symbols
        .iter()
        .enumerate()
        .filter(|(j, _)| *j != k)
        .find_map(|(_, s)| get(s).map(|d| (s, *d)))
}

fn mismatch(what: &str, name: &str, decl: Span, def: Span, sources: &SourceMap) -> Diagnostic {
    Diagnostic::error(
        codes::LINK_MISMATCH,
        decl,
        format!(
            "{what} `{name}` is declared here unlike its definition in {}",
            sources.name(def.file)
        ),
    )
    .with_label("this declaration")
    .with_secondary(def, "the definition")
    .with_note("the parameters, results or type must agree in number and primitive kind")
}

/// The one `entryfunc` of the program (`E0042` when two modules name different ones).
fn entry_func(units: &[Unit], diags: &mut Vec<Diagnostic>) -> Option<Directive> {
    let mut found: Option<&Directive> = None;
    for unit in units {
        for item in &unit.items {
            let Item::Directive(d) = item else { continue };
            if d.name != "entryfunc" {
                continue;
            }
            match found {
                Some(first) if first.value != d.value => diags.push(
                    Diagnostic::error(
                        codes::TWO_ENTRIES,
                        d.span,
                        "two modules name different entry functions",
                    )
                    .with_label("this `entryfunc`")
                    .with_secondary(first.span, "the other `entryfunc`"),
                ),
                Some(_) => {}
                None => found = Some(d),
            }
        }
    }
    found.cloned()
}

/// A file's stem as a name suffix: letters, digits and `_` only.
fn stem(path: &str) -> String {
    let stem = std::path::Path::new(path)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let s: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if s.is_empty() {
        "module".into()
    } else {
        s
    }
}
