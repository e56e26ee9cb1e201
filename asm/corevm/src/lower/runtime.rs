//! The coreVM runtime (`runtime.mpl`, MAPLE IR parsed into every lowered module) and the
//! faults the lowering raises: each throws a new object of a class nothing catches, so the run
//! ends with "uncaught exception of class corevm_... in F (prog.ir:LINE)" at the instruction,
//! after the runtime has printed what was wrong (the attribute, the index and the length).

use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::{SourceMap, Span};
use maple_asm::types::{Type as MType, TypeName};
use maple_isa::{Opcode, PrimType};

const RUNTIME: &str = include_str!("runtime.mpl");
/// The name of the runtime's source file in the module's source map.
pub const RUNTIME_FILE: &str = "<corevm-runtime>.mpl";

/// A `getattr` of an attribute the object does not have; a `delattr` of one.
pub const ATTRIBUTE_CLASS: &str = "corevm_AttributeError";
/// An array or string index outside its length.
pub const INDEX_CLASS: &str = "corevm_IndexError";
/// A function that is not `void` ended without `ret`.
pub const FELL_OFF_CLASS: &str = "corevm_MissingReturn";
/// `getarg` beyond the arguments passed.
pub const ARGUMENT_CLASS: &str = "corevm_ArgumentError";

/// The runtime function `corevm.dbg.setbreakpoint` calls.
pub const BREAKPOINT: &str = "__corevm_breakpoint";

/// Every class the lowering throws.
pub const CLASSES: &[&str] = &[ATTRIBUTE_CLASS, INDEX_CLASS, FELL_OFF_CLASS, ARGUMENT_CLASS];

/// The runtime's items, its text added to `sources`; `None` if it does not parse (a bug of
/// this crate, which the tests rule out).
pub fn items(sources: &mut SourceMap) -> Option<Vec<m::Item>> {
    let file = sources.add(RUNTIME_FILE, RUNTIME);
    let (tokens, lex_errors, _) = maple_asm::lexer::lex_with_comments(file, RUNTIME);
    let (items, parse_errors) = maple_asm::parser::parse_items(file, tokens, false);
    (lex_errors.is_empty() && parse_errors.is_empty()).then_some(items)
}

/// The names the runtime declares or defines (a module's `declare` of one of them uses the
/// runtime's prototype).
pub fn names(items: &[m::Item]) -> Vec<String> {
    items
        .iter()
        .filter_map(|i| match i {
            m::Item::Func(f) => Some(f.name.clone()),
            m::Item::Var(v) => Some(v.name.name.clone()),
            _ => None,
        })
        .collect()
}

fn class_type(name: &str) -> MType {
    MType::Named(TypeName {
        global: true,
        name: name.into(),
    })
}

/// `type $name <class {@line i64}>`.
pub fn class_decl(name: &str) -> m::Item {
    maple_asm::build::class_decl(name, "line", PrimType::I64)
}

/// `obj = gcmalloc class; throw obj`: a new object of `class` thrown (its `@line` 0: the
/// fault names the instruction's line), `obj` a local of type `ptr`.
pub fn throw_stmts(class: &str, obj: &str, span: Span) -> Vec<m::Stmt> {
    let alloc = expr(
        Opcode::Gcmalloc,
        PrimType::Ptr,
        m::ExprKind::Type(class_type(class)),
        vec![],
        span,
    );
    vec![
        dassign(local(obj), alloc, span),
        stmt(
            Opcode::Throw,
            m::StmtData::Plain,
            vec![dread(local(obj), PrimType::Ptr, span)],
            span,
        ),
    ]
}

/// `brfalse @ok (cond); before; throw; @ok`: a check that faults at the instruction, `ok` a
/// fresh label and `obj` a fresh `ptr` local.
pub fn fault_if_stmts(
    cond: m::Expr,
    before: Option<m::Stmt>,
    class: &str,
    (ok, obj): (&str, &str),
    span: Span,
) -> Vec<m::Stmt> {
    let mut out = vec![stmt(
        Opcode::Brfalse,
        m::StmtData::Label(ok.into()),
        vec![cond],
        span,
    )];
    out.extend(before);
    out.extend(throw_stmts(class, obj, span));
    out.push(label(ok, span));
    out
}

/// `callassigned &name (args) { dassign %dest }` (a plain call without `dest`).
pub(super) fn call_named(
    name: &str,
    args: Vec<m::Expr>,
    dest: Option<&str>,
    span: Span,
) -> m::Stmt {
    call(
        m::CallTarget::Func(name.into()),
        args,
        dest.map(local),
        span,
    )
}
