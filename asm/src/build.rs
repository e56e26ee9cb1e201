//! Constructors for the expression and statement nodes a front end's lowering emits (the µVM
//! and coreVM front ends share them), so a lowering reads as the MAPLE IR it produces.

use crate::ast::{CallTarget, Const, Expr, ExprKind, OpStmt, Stmt, StmtData, StmtKind, VarName};
use crate::source::Span;
use crate::types::{Field, Member, StructKind, StructType, Type, TypeName};
use maple_isa::{Opcode, PrimType};

pub fn expr(op: Opcode, ty: PrimType, kind: ExprKind, args: Vec<Expr>, span: Span) -> Expr {
    Expr {
        op,
        ty,
        kind,
        args,
        span,
    }
}

pub fn local(name: &str) -> VarName {
    VarName {
        global: false,
        name: name.into(),
    }
}

pub fn constval(ty: PrimType, c: Const, span: Span) -> Expr {
    expr(Opcode::Constval, ty, ExprKind::Const(c), vec![], span)
}

pub fn int(ty: PrimType, v: i128, span: Span) -> Expr {
    constval(ty, Const::Int(v), span)
}

pub fn dread(var: VarName, ty: PrimType, span: Span) -> Expr {
    expr(
        Opcode::Dread,
        ty,
        ExprKind::Var { var, field: 0 },
        vec![],
        span,
    )
}

/// `OP ty (a, b)`: a binary operation.
pub fn bin(op: Opcode, ty: PrimType, a: Expr, b: Expr, span: Span) -> Expr {
    expr(op, ty, ExprKind::Plain, vec![a, b], span)
}

/// `cvt to from (x)` (nothing when the types agree).
pub fn cvt(to: PrimType, from: PrimType, x: Expr, span: Span) -> Expr {
    if to == from {
        return x;
    }
    expr(Opcode::Cvt, to, ExprKind::From(from), vec![x], span)
}

/// The bits of `x` (of type `from`) read as a `to`: `retype to <from> (x)`, µVM's BITCAST.
pub fn retype(to: PrimType, from: PrimType, x: Expr, span: Span) -> Expr {
    expr(
        Opcode::Retype,
        to,
        ExprKind::Type(crate::types::Type::Prim(from)),
        vec![x],
        span,
    )
}

/// A comparison: `OP u1 from (a, b)`.
pub fn cmp(op: Opcode, from: PrimType, a: Expr, b: Expr, span: Span) -> Expr {
    expr(op, PrimType::U1, ExprKind::From(from), vec![a, b], span)
}

pub fn stmt(op: Opcode, kind: StmtData, args: Vec<Expr>, span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Op(OpStmt {
            op,
            ty: PrimType::Void,
            kind,
            args,
        }),
        span,
        src: None,
    }
}

pub fn dassign(var: VarName, value: Expr, span: Span) -> Stmt {
    stmt(
        Opcode::Dassign,
        StmtData::Var { var, field: 0 },
        vec![value],
        span,
    )
}

pub fn label(name: &str, span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Label(name.into()),
        span,
        src: None,
    }
}

pub fn goto(target: &str, span: Span) -> Stmt {
    stmt(Opcode::Goto, StmtData::Label(target.into()), vec![], span)
}

/// A call; `dest` receives the result (`callassigned`) when given.
pub fn call(target: CallTarget, args: Vec<Expr>, dest: Option<VarName>, span: Span) -> Stmt {
    let indirect = matches!(target, CallTarget::Indirect);
    let op = match (indirect, dest.is_some()) {
        (false, false) => Opcode::Call,
        (false, true) => Opcode::Callassigned,
        (true, false) => Opcode::Icall,
        (true, true) => Opcode::Icallassigned,
    };
    let assigned = dest.map(|var| vec![crate::ast::AssignDest::Var { var, field: 0 }]);
    stmt(
        op,
        StmtData::Call {
            target,
            inst: vec![],
            assigned,
        },
        args,
        span,
    )
}

/// `base + off` as an address (`base` itself when `off` is 0).
pub fn plus(base: Expr, off: u64, span: Span) -> Expr {
    if off == 0 {
        return base;
    }
    bin(
        Opcode::Add,
        PrimType::Ptr,
        base,
        int(PrimType::Ptr, i128::from(off), span),
        span,
    )
}

/// The address of local `name`.
pub fn local_addr(name: &str, span: Span) -> Expr {
    expr(
        Opcode::Addrof,
        PrimType::Ptr,
        ExprKind::Var {
            var: local(name),
            field: 0,
        },
        vec![],
        span,
    )
}

/// `lnot u1 (x)`: the logical negation of a truth value.
pub fn lnot(x: Expr, span: Span) -> Expr {
    expr(Opcode::Lnot, PrimType::U1, ExprKind::Plain, vec![x], span)
}

/// `var %name p`: a function local of a primitive type.
pub fn local_decl(name: &str, p: PrimType, span: Span) -> crate::ast::VarDecl {
    crate::ast::VarDecl {
        name: local(name),
        temp: false,
        storage: Vec::new(),
        ty: Type::Prim(p),
        attrs: Vec::new(),
        init: None,
        span,
    }
}

/// `type $name <class {@field p}>`: the one-field class of the objects a front end throws.
pub fn class_decl(name: &str, field: &str, p: PrimType) -> crate::ast::Item {
    crate::ast::Item::Type(crate::ast::TypeDecl {
        name: TypeName {
            global: true,
            name: name.into(),
        },
        ty: Type::Struct(Box::new(StructType {
            kind: StructKind::Class,
            incomplete: false,
            parents: Vec::new(),
            attrs: Vec::new(),
            members: vec![Member::Field(Field {
                name: field.into(),
                parent: false,
                bits: None,
                ty: Type::Prim(p),
                attrs: Vec::new(),
                span: Span::default(),
            })],
        })),
        span: Span::default(),
    })
}
