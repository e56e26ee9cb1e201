//! The checker: the reference verifier's rules (`verifier.cc` of coreVM: types of members,
//! parameters and instructions known; no duplicate types, functions, parameters, blocks or
//! targets; operands declared; labels exist; operand, label and option counts; operand types
//! compatible with the instruction; call targets and arguments; field accessors) and more:
//! SSA values defined before their use on every path, targets exactly where an instruction
//! yields a value, `switch2` cases matching labels, types that contain themselves by value,
//! literals their type can hold. Every problem is a diagnostic with a span; the result gives
//! the lowering each value's type.

pub mod env;
pub mod flow;
mod inst;
pub mod ty;

use crate::ast::*;
use crate::codes;
use crate::ops::FUNCTION_OPTIONS;
use env::Env;
use maple_asm::diag::Diagnostic;
use std::collections::{HashMap, HashSet};
use ty::Ty;

/// What the lowering needs from the checker: every value's type, per function (in the
/// module's order).
#[derive(Debug, Default)]
pub struct Checked {
    pub values: Vec<HashMap<String, Ty>>,
}

/// Check a module.
pub fn check(m: &Module) -> (Checked, Vec<Diagnostic>) {
    let env = Env::new(m);
    let mut diags = Vec::new();
    check_types(m, &env, &mut diags);
    let mut seen: HashMap<&str, &Name> = HashMap::new();
    for d in &m.declares {
        if let Some(first) = seen.insert(&d.name.name, &d.name) {
            diags.push(duplicate("declaration", &d.name, first));
        }
        if !env.known(&d.ret) {
            diags.push(unknown_type(&d.ret, "the declared function's return type"));
        }
        for p in &d.params.params {
            if !env.known(&p.ty) {
                diags.push(unknown_type(&p.ty, "a parameter"));
            }
        }
    }
    let mut defined: HashMap<&str, &Name> = HashMap::new();
    for f in &m.funcs {
        if let Some(first) = defined.insert(&f.name.name, &f.name) {
            diags.push(duplicate("function", &f.name, first));
        }
    }
    check_names(m, &mut diags);
    let mut checked = Checked::default();
    for f in &m.funcs {
        checked.values.push(check_func(&env, f, &mut diags));
    }
    (checked, diags)
}

fn duplicate(what: &str, again: &Name, first: &Name) -> Diagnostic {
    Diagnostic::error(
        codes::DUPLICATE_DEFINITION,
        again.span,
        format!("duplicate {what} `{}`", again.name),
    )
    .with_secondary(first.span, "first defined here")
}

fn unknown_type(t: &TypeRef, what: &str) -> Diagnostic {
    Diagnostic::error(
        codes::UNKNOWN_TYPE,
        t.span,
        format!("unknown type `{t}` used for {what}"),
    )
    .with_label("no `type` definition has this name")
}

fn check_types(m: &Module, env: &Env, diags: &mut Vec<Diagnostic>) {
    let mut seen: HashMap<&str, &Name> = HashMap::new();
    for t in &m.types {
        if let Some(first) = seen.insert(&t.name.name, &t.name) {
            diags.push(duplicate("type definition", &t.name, first));
        }
        let mut fields: HashMap<&str, &Name> = HashMap::new();
        for f in &t.fields {
            if let Some(first) = fields.insert(&f.name.name, &f.name) {
                diags.push(
                    Diagnostic::error(
                        codes::DUPLICATE_LOCAL,
                        f.name.span,
                        format!(
                            "duplicate field `{}` in type `{}`",
                            f.name.name, t.name.name
                        ),
                    )
                    .with_secondary(first.span, "first declared here"),
                );
            }
            if !env.known(&f.ty) {
                diags.push(unknown_type(
                    &f.ty,
                    &format!("type member {}::{}", t.name.name, f.name.name),
                ));
            }
        }
        if contains_by_value(env, &t.name.name, &t.name.name, &mut HashSet::new()) {
            diags.push(
                Diagnostic::warning(
                    codes::TYPE_MISMATCH,
                    t.name.span,
                    format!(
                        "type `{}` contains itself by value: it checks, but maple cannot lay it out",
                        t.name.name
                    ),
                )
                .with_note(
                    "maple lays types out inline as C does; a member that refers back to its \
                     type is a reference: `T*`",
                ),
            );
        }
    }
}

/// Whether type `name` holds a `target` by value (directly or through arrays and fields).
pub fn contains_by_value(env: &Env, name: &str, target: &str, seen: &mut HashSet<String>) -> bool {
    if !seen.insert(name.to_string()) {
        return false;
    }
    let Some(t) = env.types.get(name) else {
        return false;
    };
    t.fields.iter().any(|f| {
        let mut ty = &f.ty;
        while let (TypeKind::Array { elem, .. }, false) = (&ty.kind, ty.pointer) {
            ty = elem;
        }
        match (&ty.kind, ty.pointer) {
            (TypeKind::Named(n), false) => n == target || contains_by_value(env, n, target, seen),
            _ => false,
        }
    })
}

/// Check one function; the types of its parameters and values.
fn check_func(env: &Env, f: &Func, diags: &mut Vec<Diagnostic>) -> HashMap<String, Ty> {
    if let Some(p) = &f.parent {
        if !env
            .sigs
            .get(p.name.as_str())
            .is_some_and(|s| s.kind == env::CalleeKind::Defined)
        {
            diags.push(
                Diagnostic::error(
                    codes::BAD_OPTION,
                    p.span,
                    format!(
                        "invalid parent of function `{}`: `{}` is not defined",
                        f.name.name, p.name
                    ),
                )
                .with_label("a closure's parent is a function of the module"),
            );
        }
    }
    for o in &f.options {
        if !FUNCTION_OPTIONS.iter().any(|(n, _)| *n == o.name) {
            let hint =
                maple_asm::suggest::closest(&o.name, FUNCTION_OPTIONS.iter().map(|(n, _)| *n));
            diags.push(
                Diagnostic::error(
                    codes::BAD_OPTION,
                    o.span,
                    format!("unknown function option `{}`", o.name),
                )
                .with_hint(hint)
                .with_note(
                    "the manual's options: constexpr, inline, tailduplication, loopsimplify",
                ),
            );
        }
    }
    if !env.known(&f.ret) {
        diags.push(unknown_type(
            &f.ret,
            &format!("the return type of `{}`", f.name.name),
        ));
    }
    let mut values: HashMap<String, Ty> = HashMap::new();
    let mut param_names: Vec<String> = Vec::new();
    let mut seen: HashMap<&str, &Name> = HashMap::new();
    let collectors = f.params.args.iter().chain(&f.params.kwargs);
    let typed = f.params.params.iter().map(|p| (&p.name, Some(&p.ty)));
    for (name, ty) in typed.chain(collectors.map(|n| (n, None))) {
        if let Some(first) = seen.insert(&name.name, name) {
            diags.push(
                Diagnostic::error(
                    codes::DUPLICATE_LOCAL,
                    name.span,
                    format!(
                        "duplicate parameter `{}` in function `{}`",
                        name.name, f.name.name
                    ),
                )
                .with_secondary(first.span, "first declared here"),
            );
            continue;
        }
        if let Some(ty) = ty {
            if !env.known(ty) {
                diags.push(unknown_type(ty, &format!("parameter `{}`", name.name)));
            }
            values.insert(name.name.clone(), Ty::of(ty));
        } else {
            values.insert(name.name.clone(), Ty::value(ValueType::Object));
        }
        param_names.push(name.name.clone());
    }
    let mut labels: HashMap<&str, &Name> = HashMap::new();
    for b in &f.blocks {
        if let Some(first) = labels.insert(&b.label.name, &b.label) {
            diags.push(
                Diagnostic::error(
                    codes::DUPLICATE_LOCAL,
                    b.label.span,
                    format!(
                        "duplicate basic block `{}` in function `{}`",
                        b.label.name, f.name.name
                    ),
                )
                .with_secondary(first.span, "first defined here"),
            );
        }
    }
    let mut targets: HashMap<&str, &Name> = HashMap::new();
    for i in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(t) = &i.target {
            if let Some(first) = targets
                .insert(&t.name, t)
                .or_else(|| seen.get(t.name.as_str()).copied())
            {
                diags.push(
                    Diagnostic::error(
                        codes::DUPLICATE_LOCAL,
                        t.span,
                        format!(
                            "`%{}` is defined twice in function `{}` (SSA form)",
                            t.name, f.name.name
                        ),
                    )
                    .with_secondary(first.span, "first defined here"),
                );
            }
        }
    }
    let available = flow::available_at_entry(f, &param_names);
    let mut cx = inst::Context {
        env,
        func: f,
        values,
        labels: labels.keys().copied().collect(),
        diags,
    };
    for (k, b) in f.blocks.iter().enumerate() {
        let mut defined: HashSet<String> = available[k]
            .clone()
            .unwrap_or_else(|| {
                // An unreachable block may use what any block defines.
                cx.values
                    .keys()
                    .cloned()
                    .chain(targets.keys().map(|s| s.to_string()))
                    .collect()
            })
            .into_iter()
            .collect();
        let last = b.insts.len().saturating_sub(1);
        for (j, i) in b.insts.iter().enumerate() {
            cx.inst(i, &defined, j == last);
            if let Some(t) = &i.target {
                defined.insert(t.name.clone());
            }
        }
    }
    cx.values
}

/// Whether `s` is a name the text form can write: `[_a-zA-Z][_a-zA-Z0-9]*`, parts joined by
/// single dots (`corevm.foundation.memcpy`).
pub fn is_identifier(s: &str) -> bool {
    !s.is_empty()
        && s.split('.').all(|part| {
            part.chars()
                .next()
                .is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
                && part.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
        })
}

fn param_names(p: &Params) -> impl Iterator<Item = &Name> {
    p.params
        .iter()
        .map(|x| &x.name)
        .chain(&p.args)
        .chain(&p.kwargs)
}

/// Every name of a module that becomes a symbol, local or label is an identifier (a module
/// read from the binary form may hold any string).
fn check_names(m: &Module, diags: &mut Vec<Diagnostic>) {
    let mut names: Vec<&Name> = Vec::new();
    for t in &m.types {
        names.push(&t.name);
        names.extend(t.fields.iter().map(|f| &f.name));
    }
    for d in &m.declares {
        names.push(&d.name);
        names.extend(param_names(&d.params));
    }
    for f in &m.funcs {
        names.push(&f.name);
        names.extend(param_names(&f.params));
        names.extend(&f.parent);
        for b in &f.blocks {
            names.push(&b.label);
            for i in &b.insts {
                names.extend(&i.target);
                names.extend(i.labels.iter().flatten());
                names.extend(i.operands.iter().filter_map(|o| match o {
                    Operand::Ref(n) => Some(n),
                    Operand::Const(_) => None,
                }));
            }
        }
    }
    for n in names.into_iter().filter(|n| !is_identifier(&n.name)) {
        diags.push(Diagnostic::error(
            codes::BAD_NAME,
            n.span,
            format!(
                "`{}` is not a name the text form can write",
                n.name.escape_default()
            ),
        ));
    }
}
