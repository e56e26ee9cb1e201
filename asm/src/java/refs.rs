//! mpl2mpl's reference loads and stores with barriers (`MCCLoadRef*`, `MCCWrite*`), as plain
//! loads and stores: OpenArk lowers them to `MCC_LoadRefField`/`MCC_WriteRefField`, whose
//! work beyond the access is reference counting, which maple's Java heap does not do. The
//! address is the last operand but one of a store (the value is last) and the last of a
//! load; the volatile forms are plain accesses too (not sequentially consistent).

use crate::ast::{AssignDest, CallTarget, Expr, ExprKind, OpStmt, Stmt, StmtData, StmtKind};
use crate::types::Type;
use maple_isa::{Opcode, PrimType};

/// Lower the barriers in `stmts` and the lists nested in them.
pub fn lower(stmts: &mut [Stmt]) {
    for s in stmts.iter_mut() {
        match &mut s.kind {
            StmtKind::Block(inner) => lower(inner),
            StmtKind::Op(op) => {
                if let Some(plain) = plain_access(op) {
                    *op = plain;
                    continue;
                }
                for body in super::nested_bodies(&mut op.kind) {
                    lower(body);
                }
            }
            StmtKind::Label(_) => {}
        }
    }
}

fn ref_pointer() -> Type {
    Type::Pointer(Box::new(Type::Prim(PrimType::Ref)))
}

fn plain_access(op: &OpStmt) -> Option<OpStmt> {
    let StmtData::Call {
        target: CallTarget::Intrinsic(name),
        assigned,
        ..
    } = &op.kind
    else {
        return None;
    };
    if name.starts_with("MCCWrite") && assigned.is_none() {
        let [.., addr, value] = op.args.as_slice() else {
            return None;
        };
        return Some(OpStmt {
            op: Opcode::Iassign,
            ty: PrimType::Void,
            kind: StmtData::Indirect {
                ty: ref_pointer(),
                field: 0,
            },
            args: vec![addr.clone(), value.clone()],
        });
    }
    if !name.starts_with("MCCLoadRef") {
        return None;
    }
    let addr = op.args.last()?;
    let load = Expr {
        op: Opcode::Iread,
        ty: PrimType::Ref,
        kind: ExprKind::Indirect {
            ty: ref_pointer(),
            field: 0,
        },
        args: vec![addr.clone()],
        span: addr.span,
    };
    let (op, ty, kind) = match assigned.as_deref() {
        Some([AssignDest::Var { var, field }]) => (
            Opcode::Dassign,
            PrimType::Void,
            StmtData::Var {
                var: var.clone(),
                field: *field,
            },
        ),
        Some([AssignDest::Reg { ty, reg }]) => (Opcode::Regassign, *ty, StmtData::Reg(*reg)),
        _ => return None,
    };
    Some(OpStmt {
        op,
        ty,
        kind,
        args: vec![load],
    })
}
