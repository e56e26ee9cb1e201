//! The Java runtime ABI of OpenArk's front ends, lowered before code generation.
//!
//! jbc2mpl and mpl2mpl write calls into OpenArk's runtime (`maplert`) that have no opcode of
//! their own: class initialisation checks, reference counting, the native-call brackets.
//! This pass rewrites them into ordinary MAPLE IR (what OpenArk's back end and runtime do for
//! them), so both engines run them as any code:
//!
//! - `intrinsiccallwithtype <$T> JAVA_CLINIT_CHECK ()` (jbc2mpl) and `intrinsiccall
//!   MPL_CLINIT_CHECK (addrof ptr $__cinf_T)` (mpl2mpl) become `call &__maple_clinit.T ()`,
//!   a function this pass writes per class ([`clinit`]): it runs the superclasses' checks,
//!   then the class's `<clinit>`, once (JVMS §5.5; a check from inside the class's own
//!   initialisation returns at once). A class with no `<clinit>` up its chain needs no check:
//!   the statement goes, as OpenArk's `ClassInit` phase removes it.
//! - `intrinsiccallwithtypeassigned <* <$T>> JAVA_CHECK_CAST (obj) { dassign %x 0 }` becomes
//!   `callassigned &__maple_check_cast (obj, intrinsicopwithtype u1 <* <$T>> JAVA_INSTANCE_OF
//!   (obj)) { dassign %x 0 }`: the library's function passes null and instances through and
//!   throws `ClassCastException` for the rest (jbc2mpl's operand is a variable: read twice).
//! - The reference-counting intrinsics (`MCCIncRef`, `MCCDecRef`, `MPL_CLEANUP_LOCALREFVARS`,
//!   ...) do nothing: maple's Java heap is not reference counted (objects live to the end).
//!
//! - An integer division by a variable is checked first ([`divide`]): Java throws
//!   `ArithmeticException: / by zero` where maple's `div` faults.
//! - A Java `main` is started by [`launcher`], as `java Main args...` starts it.
//!
//! The runtime functions themselves (`MCC_GetOrInsertLiteral`, the Java core library) are
//! MAPLE IR of maple's bundled library (`asm/lib/java/`, see [`library`]).

mod clinit;
mod divide;
mod launcher;
mod libcore_meta;
pub mod library;
mod muid;
mod refs;
mod vtable_impl;

use crate::ast::{CallTarget, Expr, ExprKind, Item, Module, Stmt, StmtData, StmtKind};
use crate::types::Type;

/// Intrinsics of the reference-counting runtime that maple's heap does not need.
const REFCOUNT_NOOPS: &[&str] = &[
    "MCCIncRef",
    "MCCDecRef",
    "MCCIncDecRef",
    "MCCIncDecRefReset",
    "MCCDecRefReset",
    "MPL_CLEANUP_LOCALREFVARS",
    "MPL_CLEANUP_LOCALREFVARS_SKIP",
    "MPL_CLEANUP_NORETESCOBJS",
];

/// `module` with OpenArk's Java runtime calls lowered, or `None` when it makes none.
pub fn with_java_runtime(module: &Module) -> Option<Module> {
    let mut lowered = module.clone();
    let mut checked: Vec<String> = Vec::new();
    let mut changed = vtable_impl::link(&mut lowered);
    let java = is_java(module) && module.func(divide::THROW).is_some();
    for item in lowered.imported.iter_mut().chain(lowered.items.iter_mut()) {
        if let Item::Func(f) = item {
            if let Some(body) = &mut f.body {
                changed |= lower_stmts(&mut body.stmts, &mut checked);
                if java {
                    changed |= divide::insert_checks(&mut body.stmts);
                }
            }
        }
    }
    if !changed {
        return None;
    }
    let needed = clinit::plan(&lowered, &checked);
    drop_unneeded_checks(&mut lowered, &needed);
    clinit::write_functions(&mut lowered, &needed);
    launcher::install(&mut lowered);
    Some(lowered)
}

/// The superclass of `class`, if the module declares it as a class type with a parent.
fn superclass(module: &Module, class: &str) -> Option<String> {
    module.all_items().find_map(|item| match item {
        Item::Type(t) if t.name.name == class => match &t.ty {
            Type::Struct(st) => st.parents.first().and_then(|p| match p {
                Type::Named(n) => Some(n.name.clone()),
                _ => None,
            }),
            _ => None,
        },
        _ => None,
    })
}

/// Whether the module says it was compiled from Java (`srclang 3`, as jbc2mpl writes).
fn is_java(module: &Module) -> bool {
    module.items.iter().any(|i| {
        matches!(i, Item::Directive(crate::ast::Directive { name, value: crate::ast::DirectiveValue::Int(3), .. })
            if name == "srclang")
    })
}

/// Rewrite the runtime calls of one statement list (and the lists nested in it); the classes
/// whose initialisation is checked are added to `checked`. True when anything changed.
fn lower_stmts(stmts: &mut Vec<Stmt>, checked: &mut Vec<String>) -> bool {
    let mut changed = false;
    stmts.retain_mut(|s| match refcount_noop(s) {
        true => {
            changed = true;
            false
        }
        false => true,
    });
    for s in stmts.iter_mut() {
        match &mut s.kind {
            StmtKind::Block(inner) => changed |= lower_stmts(inner, checked),
            StmtKind::Op(op) => {
                if lower_check_cast(op) {
                    changed = true;
                    continue;
                }
                if let Some(class) = clinit_check_class(&op.kind, &op.args) {
                    op.kind = StmtData::Call {
                        target: CallTarget::Func(clinit::function_name(&class)),
                        inst: Vec::new(),
                        assigned: None,
                    };
                    op.op = maple_isa::Opcode::Call;
                    op.args.clear();
                    if !checked.contains(&class) {
                        checked.push(class);
                    }
                    changed = true;
                    continue;
                }
                for body in nested_bodies(&mut op.kind) {
                    changed |= lower_stmts(body, checked);
                }
            }
            StmtKind::Label(_) => {}
        }
    }
    changed
}

/// Rewrite a `JAVA_CHECK_CAST` into the library's check (see the module's doc).
fn lower_check_cast(op: &mut crate::ast::OpStmt) -> bool {
    let StmtData::Call {
        target: CallTarget::IntrinsicWithType(ty, name),
        assigned,
        ..
    } = &op.kind
    else {
        return false;
    };
    let [obj] = op.args.as_slice() else {
        return false;
    };
    if name != "JAVA_CHECK_CAST" {
        return false;
    }
    let instance_of = Expr {
        op: maple_isa::Opcode::Intrinsicopwithtype,
        ty: maple_isa::PrimType::U1,
        kind: ExprKind::Intrinsic {
            name: "JAVA_INSTANCE_OF".into(),
            ty: Some(ty.clone()),
        },
        args: vec![obj.clone()],
        span: obj.span,
    };
    let assigned = assigned.clone();
    op.op = if assigned.is_some() {
        maple_isa::Opcode::Callassigned
    } else {
        maple_isa::Opcode::Call
    };
    op.kind = StmtData::Call {
        target: CallTarget::Func("__maple_check_cast".into()),
        inst: Vec::new(),
        assigned,
    };
    op.args.push(instance_of);
    true
}

/// The statement lists nested in a statement's data.
fn nested_bodies(data: &mut StmtData) -> Vec<&mut Vec<Stmt>> {
    match data {
        StmtData::DoLoop { body, .. }
        | StmtData::DoWhile { body }
        | StmtData::ForEach { body, .. }
        | StmtData::While { body } => vec![body],
        StmtData::If { then, els } => {
            let mut v = vec![then];
            if let Some(e) = els {
                v.push(e);
            }
            v
        }
        _ => Vec::new(),
    }
}

/// Whether `s` is a reference-counting intrinsic call that does nothing here.
fn refcount_noop(s: &Stmt) -> bool {
    let StmtKind::Op(op) = &s.kind else {
        return false;
    };
    matches!(
        &op.kind,
        StmtData::Call { target: CallTarget::Intrinsic(name), assigned: None, .. }
            if REFCOUNT_NOOPS.contains(&name.as_str())
    )
}

/// The class a `JAVA_CLINIT_CHECK` or `MPL_CLINIT_CHECK` statement checks.
fn clinit_check_class(data: &StmtData, args: &[Expr]) -> Option<String> {
    let StmtData::Call { target, .. } = data else {
        return None;
    };
    match target {
        CallTarget::IntrinsicWithType(Type::Named(n), name) if name == "JAVA_CLINIT_CHECK" => {
            Some(n.name.clone())
        }
        CallTarget::Intrinsic(name) if name == "MPL_CLINIT_CHECK" => match args {
            [Expr {
                op: maple_isa::Opcode::Addrof,
                kind: ExprKind::Var { var, .. },
                ..
            }] => var.name.strip_prefix("__cinf_").map(str::to_string),
            _ => None,
        },
        _ => None,
    }
}

/// Remove the calls to the checks of classes that need none (no `<clinit>` up the chain).
fn drop_unneeded_checks(module: &mut Module, needed: &[String]) {
    let wanted: Vec<String> = needed.iter().map(|c| clinit::function_name(c)).collect();
    for item in module.imported.iter_mut().chain(module.items.iter_mut()) {
        if let Item::Func(f) = item {
            if let Some(body) = &mut f.body {
                drop_calls(&mut body.stmts, &wanted);
            }
        }
    }
}

fn drop_calls(stmts: &mut Vec<Stmt>, wanted: &[String]) {
    stmts.retain(|s| match &s.kind {
        StmtKind::Op(op) => match &op.kind {
            StmtData::Call {
                target: CallTarget::Func(f),
                ..
            } if f.starts_with(clinit::PREFIX) => wanted.contains(f),
            _ => true,
        },
        _ => true,
    });
    for s in stmts.iter_mut() {
        match &mut s.kind {
            StmtKind::Block(inner) => drop_calls(inner, wanted),
            StmtKind::Op(op) => {
                for body in nested_bodies(&mut op.kind) {
                    drop_calls(body, wanted);
                }
            }
            StmtKind::Label(_) => {}
        }
    }
}
