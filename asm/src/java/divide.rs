//! Java's integer division by zero throws `ArithmeticException: / by zero`, where maple's
//! `div` and `rem` fault. Before each statement of a Java module (`srclang 3`) that divides
//! integers by a variable, a check is inserted that throws it: OpenArk's `JavaEHLowerer`
//! (mpl2mpl) does the same with `JAVA_THROW_ARITHMETIC`. jbc2mpl's divisors are variables
//! and registers (reading one twice changes nothing); a constant divisor needs no check (a
//! zero one still faults).

use crate::ast::{CallTarget, Const, Expr, ExprKind, OpStmt, Stmt, StmtData, StmtKind};
use maple_isa::{Opcode, PrimType};

/// The library function that throws `ArithmeticException("/ by zero")`.
pub const THROW: &str = "__maple_throw_arithmetic";

/// Insert the checks into `stmts` (and the lists nested in them); true when any was.
pub fn insert_checks(stmts: &mut Vec<Stmt>) -> bool {
    let mut out = Vec::with_capacity(stmts.len());
    let mut changed = false;
    for mut s in std::mem::take(stmts) {
        if let StmtKind::Op(op) = &mut s.kind {
            for body in super::nested_bodies(&mut op.kind) {
                changed |= insert_checks(body);
            }
            let mut divisors = Vec::new();
            for a in &op.args {
                collect_divisors(a, &mut divisors);
            }
            for d in divisors {
                out.push(check(d, &s));
                changed = true;
            }
        }
        out.push(s);
    }
    *stmts = out;
    changed
}

/// The variable divisors of the integer `div`/`rem`s in `e`.
fn collect_divisors(e: &Expr, out: &mut Vec<Expr>) {
    for a in &e.args {
        collect_divisors(a, out);
    }
    let [_, divisor] = e.args.as_slice() else {
        return;
    };
    let integer = e.ty.is_integer();
    let variable = matches!(divisor.op, Opcode::Dread | Opcode::Regread);
    if matches!(e.op, Opcode::Div | Opcode::Rem) && integer && variable {
        out.push(divisor.clone());
    }
}

/// `if (eq u1 T (divisor, constval T 0)) { call &__maple_throw_arithmetic () }`, placed as
/// `at` is.
fn check(divisor: Expr, at: &Stmt) -> Stmt {
    let ty = divisor.ty;
    let span = divisor.span;
    let zero = Expr {
        op: Opcode::Constval,
        ty,
        kind: ExprKind::Const(Const::Int(0)),
        args: Vec::new(),
        span,
    };
    let cond = Expr {
        op: Opcode::Eq,
        ty: PrimType::U1,
        kind: ExprKind::From(ty),
        args: vec![divisor, zero],
        span,
    };
    let throw = Stmt {
        kind: StmtKind::Op(OpStmt {
            op: Opcode::Call,
            ty: PrimType::Void,
            kind: StmtData::Call {
                target: CallTarget::Func(THROW.into()),
                inst: Vec::new(),
                assigned: None,
            },
            args: Vec::new(),
        }),
        span: at.span,
        src: at.src.clone(),
    };
    Stmt {
        kind: StmtKind::Op(OpStmt {
            op: Opcode::If,
            ty: PrimType::Void,
            kind: StmtData::If {
                then: vec![throw],
                els: None,
            },
            args: vec![cond],
        }),
        span: at.span,
        src: at.src.clone(),
    }
}
