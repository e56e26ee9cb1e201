//! Lowering a checked module onto `maple_asm::ast::Module`: maple's own layout, codegen and
//! DWARF then assemble it as they assemble a parsed `.mpl` file. Every statement keeps the
//! span of the coreVM instruction it comes from, so the line table (and `maple debug`) shows
//! the `.ir` text.
//!
//! - Parameters and SSA values are function locals of their primitive types
//!   ([`layout::prim`]): integers at their width (arithmetic is done in C's promoted type and
//!   stored back, which wraps it), `bool` as `u1`, `spf`/`dpf` as `f32`/`f64`; a `string` is
//!   the address of its NUL-terminated bytes, an `object`, a declared type, an array and every
//!   reference an address.
//! - `alloca [static]` (the default) is frame memory (`stackmallocjarray`, zeroed, released
//!   when the function returns), `alloca [auto]` maple's managed heap (`gcmalloc`, zeroed);
//!   an `object` is a hash table the runtime ([`runtime`]) makes on the managed heap.
//! - Calls of `declare`d functions the module does not define are calls of maple's C library
//!   (`printf`, ...), variadic arguments promoted as C promotes them; the intrinsics are the
//!   C library's `memcpy`/`memmove`/`memset` or the runtime's object functions.
//! - A function with `*args` takes two hidden parameters per collector: the count and the
//!   address of the caller's 8-byte slots, one per extra argument.

mod func;
mod inst;
pub mod layout;
pub mod runtime;

use crate::ast::Module;
use crate::check::env::{CalleeKind, Env};
use crate::check::ty::Ty;
use crate::check::Checked;
use crate::codes;
use layout::prim;
use maple_asm::ast as m;
use maple_asm::diag::Diagnostic;
use maple_asm::source::{SourceMap, Span};
use maple_asm::types::Type as MType;

/// Lower a checked module; `sources` holds its text (file 0) for positions.
pub fn lower(
    module: &Module,
    checked: &Checked,
    mut sources: SourceMap,
) -> Result<m::Module, Vec<Diagnostic>> {
    let env = Env::new(module);
    let mut errors = Vec::new();
    let entry = module.func("main");
    if entry.is_none_or(|f| {
        !f.params.params.is_empty() || Ty::of(&f.ret).as_value().is_none_or(|v| !v.is_integer())
    }) {
        let span = entry.map_or(Span::default(), |f| f.name.span);
        errors.push(
            Diagnostic::error(
                codes::NO_ENTRY,
                span,
                "the program needs an entry function `def i32 main()`",
            )
            .with_note("its result & 0xff is the exit status (coreVM conventions, point 1)"),
        );
    }
    for t in &module.types {
        let name = &t.name.name;
        if crate::check::contains_by_value(&env, name, name, &mut Default::default()) {
            errors.push(
                Diagnostic::error(
                    codes::UNSUPPORTED,
                    t.name.span,
                    format!("type `{name}` contains itself by value, which maple cannot lay out"),
                )
                .with_note("make the member that refers back to the type a reference: `T*`"),
            );
        }
    }
    if !errors.is_empty() {
        // Functions of a module whose entry or types are wrong are not worth lowering (and a
        // type that contains itself has no size).
        return Err(errors);
    }
    let Some(runtime_items) = runtime::items(&mut sources) else {
        errors.push(Diagnostic::error(
            codes::UNSUPPORTED,
            Span::default(),
            "maple-corevm's runtime does not parse (a bug)",
        ));
        return Err(errors);
    };
    let asks_to_break = module.declare("corevm.dbg.setbreakpoint").is_some();
    let runtime_items: Vec<m::Item> = runtime_items
        .into_iter()
        .filter(|i| {
            asks_to_break || !matches!(i, m::Item::Func(f) if f.name == runtime::BREAKPOINT)
        })
        .collect();
    let runtime_names = runtime::names(&runtime_items);
    for f in &module.funcs {
        if runtime_names.contains(&f.name.name) || runtime::CLASSES.contains(&f.name.name.as_str())
        {
            errors.push(Diagnostic::error(
                codes::DUPLICATE_DEFINITION,
                f.name.span,
                format!(
                    "`{}` is a function of maple's coreVM runtime; name yours otherwise",
                    f.name.name
                ),
            ));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut items: Vec<m::Item> = runtime::CLASSES
        .iter()
        .map(|c| runtime::class_decl(c))
        .collect();
    items.extend(runtime_items);
    for d in &module.declares {
        let name = &d.name.name;
        let runtime_fn = env
            .sigs
            .get(name.as_str())
            .is_some_and(|s| s.kind == CalleeKind::Runtime);
        if !runtime_fn || runtime_names.contains(name) {
            continue;
        }
        items.push(m::Item::Func(m::Func {
            name: name.clone(),
            attrs: Vec::new(),
            params: d
                .params
                .params
                .iter()
                .map(|p| func::param(&p.name.name, prim(&Ty::of(&p.ty)), p.name.span))
                .collect(),
            varargs: d.params.args.is_some() || d.params.kwargs.is_some(),
            rets: vec![MType::Prim(prim(&Ty::of(&d.ret)))],
            body: None,
            span: d.span,
        }));
    }
    for (k, f) in module.funcs.iter().enumerate() {
        let empty = Default::default();
        let values = checked.values.get(k).unwrap_or(&empty);
        match func::FnLower::new(&env, f, &module.funcs, values).lower() {
            Ok(func) => items.push(m::Item::Func(func)),
            Err(e) => errors.extend(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(m::Module {
        items,
        sources,
        ..Default::default()
    })
}
