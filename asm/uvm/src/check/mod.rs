//! The checker: every rule of the two µVM documents that a bundle can break statically.
//! `env.rs` builds the global environment, this file checks the top-level definitions and
//! the types they write, `func.rs` a function's blocks and control flow, `inst.rs` the types
//! of each instruction's operands (inferring inline constants' types from the instruction).

pub mod env;
mod func;
mod inst;

use crate::ast::*;
use crate::codes;
use env::{Env, Global};
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;
use std::collections::HashMap;

/// What the checker learnt, for the lowering: the environment and each function body's
/// local value types (`None` for an instruction that returns nothing).
#[derive(Debug, Default)]
pub struct Checked<'b> {
    pub env: Env<'b>,
    pub locals: HashMap<&'b str, HashMap<String, Option<Type>>>,
}

/// Check a bundle; the diagnostics are empty when it is well formed.
pub fn check(bundle: &Bundle) -> (Checked<'_>, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let env = build_env(bundle, &mut diags);
    let mut checked = Checked {
        env,
        locals: HashMap::new(),
    };
    for def in &bundle.defs {
        check_def(&checked.env, def, &mut diags);
    }
    for def in &bundle.defs {
        if let TopDef::FuncDef(f) = def {
            let locals = func::check_func(&checked.env, f, &mut diags);
            // The version in force is the last one; its locals are the ones lowered.
            if checked
                .env
                .bodies
                .get(f.name.name.as_str())
                .is_some_and(|b| std::ptr::eq(*b, f))
            {
                checked.locals.insert(f.name.name.as_str(), locals);
            }
        }
    }
    (checked, diags)
}

fn build_env<'b>(bundle: &'b Bundle, diags: &mut Vec<Diagnostic>) -> Env<'b> {
    let mut env = Env::default();
    for def in &bundle.defs {
        let name = def.name();
        let this = match def {
            TopDef::TypeDef { ty, .. } => Global::Type(ty),
            TopDef::FuncSig { sig, .. } => Global::Sig(sig),
            TopDef::Const { ty, value, .. } => Global::Const(ty, value),
            TopDef::Global { ty, .. } => Global::Data(ty),
            TopDef::FuncDecl { sig, .. } => Global::Func(sig),
            TopDef::FuncDef(f) => Global::Func(&f.sig),
        };
        if let TopDef::FuncDef(f) = def {
            env.bodies.insert(&f.name.name, f);
        }
        match env.globals.get(name.name.as_str()) {
            None => {
                env.globals.insert(&name.name, (this, name.span));
            }
            // A function declared and defined, or defined again (a new version): allowed;
            // the signature is compared once the environment is complete.
            Some((Global::Func(_), _)) if matches!(this, Global::Func(_)) => {}
            Some((first, at)) => diags.push(
                Diagnostic::error(
                    codes::DUPLICATE_GLOBAL,
                    name.span,
                    format!("`@{}` is defined twice", name.name),
                )
                .with_label(format!("already defined as {}", first.what()))
                .with_secondary(*at, "first defined here"),
            ),
        }
    }
    env
}

fn check_def(env: &Env, def: &TopDef, diags: &mut Vec<Diagnostic>) {
    match def {
        TopDef::TypeDef { ty, name } => {
            if let TypeKind::Named(other) = &ty.kind {
                diags.push(
                    Diagnostic::error(
                        codes::TYPEDEF_ALIAS,
                        ty.span,
                        format!(
                            "`.typedef @{}` must be a type constructor, not the name `@{other}`",
                            name.name
                        ),
                    )
                    .with_label("an alias of another type")
                    .with_note(format!(
                        "help: write `@{other}` wherever `@{}` is used",
                        name.name
                    )),
                );
            } else {
                check_type(env, ty, diags);
                if let Some(via) = contains_by_value(env, &name.name, ty, &mut Vec::new()) {
                    let how = if via == name.name {
                        "directly".to_string()
                    } else {
                        format!("through `@{via}`")
                    };
                    diags.push(
                        Diagnostic::error(
                            codes::INFINITE_TYPE,
                            name.span,
                            format!("`@{}` contains itself by value ({how})", name.name),
                        )
                        .with_label("would have no finite size")
                        .with_note(
                            "help: refer to it through `ref<...>` or `iref<...>`, which \
                             break the cycle",
                        ),
                    );
                }
            }
        }
        TopDef::FuncSig { sig, .. } => check_sig(env, sig, diags),
        TopDef::Global { ty, .. } => check_type(env, ty, diags),
        TopDef::Const { ty, value, .. } => {
            check_type(env, ty, diags);
            check_const(env, ty, value, diags, 0);
        }
        TopDef::FuncDecl { name, sig } => check_func_sig(env, name, sig, diags),
        TopDef::FuncDef(f) => check_func_sig(env, &f.name, &f.sig, diags),
    }
}

/// Whether `t` holds the type named `me` by value (as a struct field, an array or vector
/// element, a hybrid's fixed or variable part, through other names; references break the
/// chain): the name through which `me` is reached, `me` itself when written in `t`.
fn contains_by_value<'e>(
    env: &'e Env,
    me: &str,
    t: &'e Type,
    seen: &mut Vec<&'e str>,
) -> Option<String> {
    use TypeKind as K;
    match &t.kind {
        K::Named(n) if n == me => Some(n.clone()),
        K::Named(n) => {
            if seen.contains(&n.as_str()) {
                return None;
            }
            seen.push(n);
            let Some((Global::Type(inner), _)) = env.globals.get(n.as_str()) else {
                return None;
            };
            contains_by_value(env, me, inner, seen).map(|_| n.clone())
        }
        K::Struct(fields) => fields
            .iter()
            .find_map(|f| contains_by_value(env, me, f, seen)),
        K::Array(x, _) | K::Vector(x, _) => contains_by_value(env, me, x, seen),
        K::Hybrid(f, v) => {
            contains_by_value(env, me, f, seen).or_else(|| contains_by_value(env, me, v, seen))
        }
        _ => None,
    }
}

/// A function's signature: well formed, and the same as its first declaration's.
fn check_func_sig(env: &Env, name: &Name, sig: &SigRef, diags: &mut Vec<Diagnostic>) {
    check_sig_ref(env, sig, diags);
    let Some((Global::Func(first), at)) = env.globals.get(name.name.as_str()) else {
        return;
    };
    if std::ptr::eq(*first, sig) {
        return;
    }
    if let (Some(a), Some(b)) = (env.sig(first), env.sig(sig)) {
        if !env.same_sig(a, b) {
            diags.push(
                Diagnostic::error(
                    codes::SIGNATURE_CHANGED,
                    sig.span(),
                    format!("`@{}` is re-defined with another signature", name.name),
                )
                .with_label(format!("`{}` here", env.show_sig(b)))
                .with_secondary(*at, format!("`{}` first", env.show_sig(a)))
                .with_note("a new version of a function must keep its signature"),
            );
        }
    }
}

pub(crate) fn check_sig_ref(env: &Env, s: &SigRef, diags: &mut Vec<Diagnostic>) {
    match s {
        SigRef::Inline(sig) => check_sig(env, sig, diags),
        SigRef::Named(n) => match env.globals.get(n.name.as_str()) {
            Some((Global::Sig(_), _)) => {}
            Some((other, at)) => diags.push(
                Diagnostic::error(
                    codes::WRONG_KIND,
                    n.span,
                    format!(
                        "`@{}` is {}, not a function signature",
                        n.name,
                        other.what()
                    ),
                )
                .with_label("a signature belongs here")
                .with_secondary(*at, "defined here"),
            ),
            None => diags.push(undefined_global(env, n, "signature")),
        },
    }
}

fn check_sig(env: &Env, sig: &Sig, diags: &mut Vec<Diagnostic>) {
    check_type(env, &sig.ret, diags);
    for p in &sig.params {
        check_type(env, p, diags);
    }
}

/// Every name in a type is a defined type.
pub(crate) fn check_type(env: &Env, t: &Type, diags: &mut Vec<Diagnostic>) {
    use TypeKind as K;
    match &t.kind {
        K::Named(n) => match env.globals.get(n.as_str()) {
            Some((Global::Type(_), _)) => {}
            Some((Global::Sig(_), _)) => diags.push(
                Diagnostic::error(
                    codes::WRONG_KIND,
                    t.span,
                    format!("`@{n}` is a function signature, not a type"),
                )
                .with_label("a type belongs here")
                .with_note(format!(
                    "help: the type of functions of this signature is `func<@{n}>`"
                )),
            ),
            Some((other, at)) => diags.push(
                Diagnostic::error(
                    codes::WRONG_KIND,
                    t.span,
                    format!("`@{n}` is {}, not a type", other.what()),
                )
                .with_label("a type belongs here")
                .with_secondary(*at, "defined here"),
            ),
            None => diags.push(undefined_global(
                env,
                &Name {
                    name: n.clone(),
                    span: t.span,
                },
                "type",
            )),
        },
        K::Int(n) if *n == 0 => diags.push(
            Diagnostic::error(codes::WRONG_TYPE, t.span, "`int<0>` has no bits")
                .with_label("width must be at least 1"),
        ),
        K::Ref(x) | K::IRef(x) | K::WeakRef(x) | K::Array(x, _) | K::Vector(x, _) => {
            check_type(env, x, diags)
        }
        K::Struct(fs) => fs.iter().for_each(|f| check_type(env, f, diags)),
        K::Hybrid(f, v) => {
            check_type(env, f, diags);
            check_type(env, v, diags);
        }
        K::Func(s) => check_sig_ref(env, s, diags),
        _ => {}
    }
}

/// "undefined `@x`" with a did-you-mean among the global names.
pub(crate) fn undefined_global(env: &Env, n: &Name, what: &str) -> Diagnostic {
    let hint = crate::ops::closest(&n.name, env.globals.keys().copied());
    Diagnostic::error(
        codes::UNDEFINED_GLOBAL,
        n.span,
        format!("undefined {what} `@{}`", n.name),
    )
    .with_label("not defined in this bundle")
    .with_hint(hint.map(|h| format!("@{h}")).as_deref())
}

/// A `.const` value against its type (struct literals field by field).
fn check_const(env: &Env, t: &Type, v: &Value, diags: &mut Vec<Diagnostic>, depth: usize) {
    if depth > crate::parser::MAX_DEPTH {
        return;
    }
    let bad = |msg: String, label: &str| {
        Diagnostic::error(codes::BAD_CONSTANT, v.span, msg).with_label(label.to_string())
    };
    match (&v.kind, &env.resolve(t).kind) {
        (ValueKind::Struct(vals), TypeKind::Struct(fields)) => {
            if vals.len() != fields.len() {
                diags.push(bad(
                    format!(
                        "{} values for a struct of {} fields",
                        vals.len(),
                        fields.len()
                    ),
                    &format!("`{}` has {} fields", env.show(t), fields.len()),
                ));
            }
            for (f, v) in fields.iter().zip(vals) {
                check_const(env, f, v, diags, depth + 1);
            }
        }
        (ValueKind::Struct(_), _) => diags.push(bad(
            format!("a struct literal for the type `{}`", env.show(t)),
            "struct literals need a struct type",
        )),
        (ValueKind::Local(n), _) => diags.push(bad(
            format!("a local name `%{n}` in a constant"),
            "constants are literals, `NULL` or global constants",
        )),
        (ValueKind::Global(n), _) => match env.globals.get(n.as_str()) {
            Some((Global::Const(ct, _), _)) => {
                if !env.same(ct, t) {
                    diags.push(inst::mismatch(env, v.span, t, ct));
                }
            }
            // A function's name is a constant `func<sig>` and global data's a constant
            // `iref<T>` (the text form's implicit constants), so either may be a constant's
            // value or a struct constant's field.
            Some((g @ (Global::Func(_) | Global::Data(_)), _)) => {
                let gt = inst::global_value_type(g).expect("a value");
                if !env.same(&gt, t) {
                    diags.push(inst::mismatch(env, v.span, t, &gt));
                }
            }
            Some((other, at)) => diags.push(
                bad(
                    format!("`@{n}` is {}, not a constant", other.what()),
                    "a constant belongs here",
                )
                .with_secondary(*at, "defined here"),
            ),
            None => diags.push(undefined_global(
                env,
                &Name {
                    name: n.clone(),
                    span: v.span,
                },
                "constant",
            )),
        },
        (_, TypeKind::Struct(_)) => diags.push(bad(
            format!(
                "the struct type `{}` needs a struct literal `{{...}}`",
                env.show(t)
            ),
            "not a struct literal",
        )),
        _ => {
            if let Some(d) = inst::literal_fits(env, v, t) {
                diags.push(d);
            }
        }
    }
}

/// The span of the label of block `b` or, unlabelled, of its first instruction.
pub(crate) fn block_span(b: &Block) -> Span {
    b.label.as_ref().map_or(b.span, |l| l.span)
}

/// `int<64>`, the word type of lengths, indices and CCALL addresses.
pub fn inst_word() -> Type {
    inst::word()
}
