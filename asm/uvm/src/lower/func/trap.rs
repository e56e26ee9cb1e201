//! TRAP and WATCHPOINT, and the exception classes the lowering throws.
//!
//! µVM's TRAP is an upcall to the client; maple runs no client, so a TRAP is an unhandled
//! trap: it throws a managed object of class [`TRAP_CLASS`] (its `@line` field the `.uir`
//! line), which nothing catches — the run ends with the fault "uncaught exception of class
//! uvm_TRAP ... in F (file.uir:LINE)" at the TRAP, and `maple debug` stops there. A WATCHPOINT
//! is disabled until a client enables it, so it always takes its `dis` destination.
//! `@uvm.thread_exit` throws an object of class [`THREAD_EXIT_CLASS`], which only a thread's
//! start routine catches (`cppcatch`), so a TRAP or an exception in a thread is still
//! uncaught where it happens.

use super::FnLower;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::{Type as MType, TypeName};
use maple_isa::{Opcode, PrimType};

/// The class of the object a TRAP throws.
pub const TRAP_CLASS: &str = "uvm_TRAP";
/// The class of the object `@uvm.thread_exit` throws.
pub const THREAD_EXIT_CLASS: &str = "uvm_thread_exit";
/// The class of the object a call of a function that is declared but never defined throws
/// (µVM's "undefined function" upcall to the client, which maple does not run).
pub const UNDEFINED_CLASS: &str = "uvm_undefined_function";
/// The class of the box THROW wraps its µVM exception in (field `@value`, the reference);
/// the only class an INVOKE catches.
pub const EXCEPTION_CLASS: &str = "uvm_exception";

fn class_type(name: &str) -> MType {
    MType::Named(TypeName {
        global: true,
        name: name.into(),
    })
}

/// `<* <$name>>`: what a `cppcatch` of the class names.
pub(in crate::lower) fn class_pointer(name: &str) -> MType {
    MType::Pointer(Box::new(class_type(name)))
}

/// `type $name <class {@field T}>`: `{@line i64}` for a trap or a thread exit, `{@value ptr}`
/// for a µVM exception's box.
pub(in crate::lower) fn class_decl(name: &str) -> m::Item {
    if name == EXCEPTION_CLASS {
        maple_asm::build::class_decl(name, "value", PrimType::Ptr)
    } else {
        maple_asm::build::class_decl(name, "line", PrimType::I64)
    }
}

impl FnLower<'_, '_> {
    /// Throw a new object of `class` whose `@line` is `line`.
    pub(in crate::lower) fn throw_new(&mut self, class: &str, line: i128, span: Span) {
        self.throw_object(class, int(PrimType::I64, line, span), span);
    }

    /// Throw a new object of `class` whose one field holds `value`.
    pub(in crate::lower) fn throw_object(&mut self, class: &str, value: m::Expr, span: Span) {
        let obj = self.fresh("exc");
        self.declare(&obj, PrimType::Ptr, span);
        let s = throw_stmts(class, &obj, value, span);
        self.stmts.extend(s);
    }
}

/// The body of a function declared but never defined (and no runtime shim): it throws an
/// object of [`UNDEFINED_CLASS`] whose `@line` is the declaration's, so calling it ends the
/// run with "uncaught exception of class uvm_undefined_function ... in F (file.uir:LINE)".
pub(in crate::lower) fn undefined_body(line: i128, span: Span) -> m::Body {
    let obj = "exc#0";
    let value = int(PrimType::I64, line, span);
    m::Body {
        locals: vec![m::VarDecl {
            name: local(obj),
            temp: false,
            storage: Vec::new(),
            ty: MType::Prim(PrimType::Ptr),
            attrs: Vec::new(),
            init: None,
            span,
        }],
        stmts: throw_stmts(UNDEFINED_CLASS, obj, value, span),
        ..Default::default()
    }
}

/// `obj = gcmalloc class; obj.field1 = value; throw obj`.
fn throw_stmts(class: &str, obj: &str, value: m::Expr, span: Span) -> Vec<m::Stmt> {
    let mut out = Vec::new();
    let alloc = expr(
        Opcode::Gcmalloc,
        PrimType::Ptr,
        m::ExprKind::Type(class_type(class)),
        vec![],
        span,
    );
    out.push(dassign(local(obj), alloc, span));
    out.push(stmt(
        Opcode::Iassign,
        m::StmtData::Indirect {
            ty: class_pointer(class),
            field: 1,
        },
        vec![dread(local(obj), PrimType::Ptr, span), value],
        span,
    ));
    out.push(stmt(
        Opcode::Throw,
        m::StmtData::Plain,
        vec![dread(local(obj), PrimType::Ptr, span)],
        span,
    ));
    out
}
