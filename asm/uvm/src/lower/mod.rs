//! Lowering a checked bundle onto `maple_asm::ast::Module`: maple's own layout, codegen and
//! DWARF then assemble it as they assemble a parsed `.mpl` file. Every statement keeps the
//! span of the µVM instruction it comes from, so the line table (and `maple debug`) shows the
//! `.uir` text.
//!
//! - SSA values and parameters become function locals (`var %name T`), each instruction one
//!   `dassign`; constants are inlined as `constval`.
//! - `.global @g <T>` is `var $g`: scalars typed, aggregates as aligned bytes laid out by
//!   [`types::layout`]. `.global @NAME_addr <int<64>>` where NAME is a runtime shim (printf,
//!   malloc, ...) is initialized with the shim's address (`addroffunc ptr &NAME` of a
//!   body-less prototype, which maple places in its external range): a `CCALL` through the
//!   loaded address is an indirect call that runs the shim, with no loader hook.
//! - What is not lowered yet is an error naming the instruction or type (`U0029`).

mod aggregate;
mod alloc;
mod atomic;
mod except;
mod func;
mod stacks;
mod tagref;
mod tailcall;
mod thread;
pub mod types;

use crate::ast::*;
use crate::check::env::Global;
use crate::check::Checked;
use crate::codes;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::diag::Diagnostic;
use maple_asm::source::{SourceMap, Span};
use maple_asm::types::{Attr, Type as MType};
use maple_isa::abi::Shim;
use maple_isa::PrimType;

/// Boxed: a diagnostic is large and the lowering's results are many.
pub(crate) type LResult<T> = Result<T, Box<Diagnostic>>;

/// "... is not lowered to maple yet".
pub(crate) fn unsupported(span: Span, what: &str) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::error(
            codes::UNSUPPORTED,
            span,
            format!("{what} is not lowered to maple yet"),
        )
        .with_label("not supported by maple-uvm's lowering"),
    )
}

/// Whether `name` is a runtime shim (the machine contract's `Shim::ALL`): a `.funcdecl` of
/// it is the shim's prototype, and a `.global @NAME_addr` can hold its address.
pub fn is_shim(name: &str) -> bool {
    Shim::ALL.iter().any(|(shim, _, _)| *shim == name)
}

/// The shim a global named `NAME_addr` points at.
pub fn shim_of_global(name: &str) -> Option<&'static str> {
    let base = name.strip_suffix("_addr")?;
    Shim::ALL
        .iter()
        .map(|(shim, _, _)| *shim)
        .find(|shim| *shim == base)
}

/// Lower a checked bundle. `sources` must hold the bundle's text (file 0) for positions.
pub fn lower(
    bundle: &Bundle,
    checked: &Checked,
    sources: SourceMap,
) -> Result<m::Module, Vec<Diagnostic>> {
    let env = &checked.env;
    let mut items = Vec::new();
    let mut errors = Vec::new();
    check_entry(bundle, checked, &mut errors);
    let mut shims: Vec<&str> = Vec::new();
    for def in &bundle.defs {
        let TopDef::Global { name, ty } = def else {
            continue;
        };
        match global(env, name, ty) {
            Ok(v) => {
                if let Some(s) = shim_of_global(&name.name) {
                    if !shims.contains(&s) {
                        shims.push(s);
                    }
                }
                items.push(m::Item::Var(v));
            }
            Err(d) => errors.push(*d),
        }
    }
    for s in shims {
        if !env.globals.contains_key(s) {
            items.push(m::Item::Func(shim_proto(s)));
        }
    }
    // Functions: each name once, its body the version in force; declared-only ones are
    // prototypes (a call to one runs the runtime shim of that name, if any).
    let mut done = std::collections::HashSet::new();
    let mut extra: Vec<m::Func> = Vec::new();
    for def in &bundle.defs {
        let (name, sig) = match def {
            TopDef::FuncDecl { name, sig } => (name, sig),
            TopDef::FuncDef(f) => (&f.name, &f.sig),
            _ => continue,
        };
        if !done.insert(name.name.as_str()) {
            continue;
        }
        let Some(sig) = env.sig(sig) else { continue };
        let body = env.bodies.get(name.name.as_str()).copied();
        let locals = checked.locals.get(name.name.as_str());
        // With the functions it tail calls copied in (`tailcall.rs`), if any.
        let merged = body.and_then(|_| tailcall::merge_group(env, &checked.locals, &name.name));
        let (body, locals) = match &merged {
            Some(m) => (Some(&m.def), Some(&m.locals)),
            None => (body, locals),
        };
        match func::lower_func(env, &sources, name, sig, body, locals) {
            Ok((f, more)) => {
                items.push(m::Item::Func(f));
                for g in more {
                    if !extra.iter().any(|e| e.name == g.name) {
                        extra.push(g);
                    }
                }
            }
            Err(mut d) => errors.append(&mut d),
        }
    }
    // The classes of the objects TRAP, @uvm.thread_exit and THROW throw, when something throws
    // or catches them.
    let throws = bundle.defs.iter().any(|d| match d {
        TopDef::FuncDef(f) => f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
            matches!(
                i.op,
                Op::Trap { .. }
                    | Op::NewStack { .. }
                    | Op::Throw(_)
                    | Op::LandingPad
                    | Op::Call {
                        kind: CallKind::Invoke,
                        ..
                    }
                    | Op::ICall { .. }
            )
        }),
        _ => false,
    });
    if throws {
        items.push(func::trap::class_decl(func::trap::TRAP_CLASS));
        items.push(func::trap::class_decl(func::trap::THREAD_EXIT_CLASS));
        items.push(func::trap::class_decl(func::trap::EXCEPTION_CLASS));
    }
    let undefined = bundle.defs.iter().any(|d| match d {
        TopDef::FuncDecl { name, .. } => {
            !env.bodies.contains_key(name.name.as_str()) && !is_shim(&name.name)
        }
        _ => false,
    });
    if undefined {
        items.push(func::trap::class_decl(func::trap::UNDEFINED_CLASS));
    }
    // The runtime of stacks, when the bundle makes or uses them.
    let mut sources = sources;
    if stacks::uses_stacks(bundle) {
        match stacks::runtime_items(&mut sources) {
            Some(rt) => {
                for n in stacks::runtime_names(&rt) {
                    if let Some((_, span)) = env.globals.get(n.as_str()) {
                        errors.push(*unsupported(
                            *span,
                            &format!("a bundle that defines `@{n}` (a name of maple's runtime of stacks)"),
                        ));
                    }
                }
                for item in rt {
                    let declared = |name: &str| {
                        items
                            .iter()
                            .any(|i| matches!(i, m::Item::Func(g) if g.name == name))
                    };
                    match item {
                        m::Item::Func(f) if f.body.is_none() && declared(&f.name) => {}
                        m::Item::Func(f) if f.body.is_none() => extra.push(f),
                        other => items.push(other),
                    }
                }
            }
            None => errors.push(*unsupported(
                Span::default(),
                "stacks (their runtime does not parse)",
            )),
        }
    }
    // Runtime prototypes the lowering needs, unless a shim global already declared one.
    for f in extra {
        let declared = items
            .iter()
            .any(|i| matches!(i, m::Item::Func(g) if g.name == f.name));
        if !declared {
            items.push(m::Item::Func(f));
        }
    }
    if errors.is_empty() {
        Ok(m::Module {
            items,
            imported: Vec::new(),
            sources,
            comments: Default::default(),
        })
    } else {
        Err(errors)
    }
}

/// `@main` must exist with a signature maple can start: `int<32> ()` or
/// `int<32> (int<32> iref<iref<int<8>>>)`; its result is the exit status (a `void` one
/// exits with 0).
fn check_entry(bundle: &Bundle, checked: &Checked, errors: &mut Vec<Diagnostic>) {
    let env = &checked.env;
    let Some((Global::Func(sig), at)) = env.globals.get("main") else {
        let at = bundle
            .defs
            .first()
            .map_or(Span::default(), |d| d.name().span);
        errors.push(
            Diagnostic::error(
                codes::BAD_ENTRY,
                at,
                "the bundle has no function `@main` to run",
            )
            .with_label("running starts at `@main`")
            .with_note(
                "define `.funcdef @main <int<32> ()> () { ... }`; its result is the exit status",
            ),
        );
        return;
    };
    let Some(sig) = env.sig(sig) else { return };
    let i32t = crate::check::env::ty(TypeKind::Int(32));
    let argv = crate::check::env::ty(TypeKind::IRef(Box::new(crate::check::env::ty(
        TypeKind::IRef(Box::new(crate::check::env::ty(TypeKind::Int(8)))),
    ))));
    let params_ok = sig.params.is_empty()
        || (sig.params.len() == 2
            && env.same(&sig.params[0], &i32t)
            && env.same(&sig.params[1], &argv));
    let ret_ok = env.same(&sig.ret, &i32t) || env.is_void(&sig.ret);
    if !ret_ok || !params_ok || !env.bodies.contains_key("main") {
        errors.push(
            Diagnostic::error(
                codes::BAD_ENTRY,
                *at,
                format!("`@main` has the signature `{}`", env.show_sig(sig)),
            )
            .with_label("maple cannot start this function")
            .with_note(
                "`@main` must be defined as `int<32> ()` or `int<32> (int<32> iref<iref<int<8>>>)` \
                 (or return `void`: exit status 0)",
            ),
        );
    }
}

fn global(env: &crate::check::env::Env, name: &Name, ty: &Type) -> LResult<m::VarDecl> {
    let (mty, attrs) = if types::is_scalar(env, ty) {
        (MType::Prim(types::prim(env, ty)?), Vec::new())
    } else {
        let (size, align) = types::layout(env, ty)?;
        (
            MType::Array {
                dims: vec![Some(size.max(1))],
                elem: Box::new(MType::Prim(PrimType::U8)),
                attrs: Vec::new(),
            },
            vec![Attr {
                name: "align".into(),
                arg: Some(i128::from(align)),
                text: None,
                span: name.span,
            }],
        )
    };
    let init = shim_of_global(&name.name)
        .filter(|_| env.int_bits(ty) == Some(64))
        .map(|s| {
            m::Init::Expr(Box::new(expr(
                maple_isa::Opcode::Addroffunc,
                PrimType::Ptr,
                m::ExprKind::Func(s.into()),
                vec![],
                name.span,
            )))
        });
    Ok(m::VarDecl {
        name: m::VarName {
            global: true,
            name: name.name.clone(),
        },
        temp: false,
        storage: Vec::new(),
        ty: mty,
        attrs,
        init,
        span: name.span,
    })
}

/// A body-less `func &NAME (...) i64`: maple places it in the external range and a call runs
/// the runtime shim of that name (CCALL passes its own signature's arguments).
fn shim_proto(name: &str) -> m::Func {
    m::Func {
        name: name.into(),
        attrs: Vec::new(),
        params: Vec::new(),
        varargs: true,
        rets: vec![MType::Prim(PrimType::I64)],
        body: None,
        span: Span::default(),
    }
}
