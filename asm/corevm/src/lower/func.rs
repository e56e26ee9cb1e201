//! One function's lowering: parameters and SSA values become MAPLE locals of their primitive
//! types, each block a label, each instruction the statements [`super::inst`] gives it, all
//! carrying the instruction's span so the line table points at the `.ir` text.

use super::layout::{prim, value_prim};
use super::runtime::{throw_stmts, FELL_OFF_CLASS};
use crate::ast::*;
use crate::check::env::Env;
use crate::check::ty::Ty;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};
use std::collections::{HashMap, HashSet};

/// The hidden parameters a function with `*args` (or `**kwargs`) takes for the collector
/// `NAME`: `NAME#n`, how many values were passed, and `NAME`, the address of their 8-byte
/// slots in the caller's frame.
pub fn count_param(collector: &str) -> String {
    format!("{collector}#n")
}

pub(super) struct FnLower<'a, 'm> {
    pub env: &'a Env<'m>,
    pub func: &'m Func,
    /// Every function of the module (a call reads its callee's collectors).
    pub funcs: &'m [Func],
    pub values: &'a HashMap<String, Ty>,
    pub locals: Vec<m::VarDecl>,
    declared: HashSet<String>,
    pub stmts: Vec<m::Stmt>,
    fresh: u32,
    pub errors: Vec<Diagnostic>,
}

impl<'a, 'm> FnLower<'a, 'm> {
    pub fn new(
        env: &'a Env<'m>,
        func: &'m Func,
        funcs: &'m [Func],
        values: &'a HashMap<String, Ty>,
    ) -> Self {
        FnLower {
            env,
            func,
            funcs,
            values,
            locals: Vec::new(),
            declared: HashSet::new(),
            stmts: Vec::new(),
            fresh: 0,
            errors: Vec::new(),
        }
    }

    /// Declare local `name` of primitive type `p` (once).
    pub fn declare(&mut self, name: &str, p: PrimType, span: Span) {
        if p == PrimType::Void || !self.declared.insert(name.to_string()) {
            return;
        }
        self.locals.push(local_decl(name, p, span));
    }

    /// A fresh local of type `p` (no coreVM name has a `#`).
    pub fn temp(&mut self, what: &str, p: PrimType, span: Span) -> String {
        self.fresh += 1;
        let name = format!("{what}#{}", self.fresh);
        self.declare(&name, p, span);
        name
    }

    /// Throw a new object of `class` here: the fault names this instruction's line.
    pub fn throw(&mut self, class: &str, span: Span) {
        let obj = self.temp("exc", PrimType::Ptr, span);
        self.stmts.extend(throw_stmts(class, &obj, span));
    }

    /// `if (cond) { before; throw class }`.
    pub fn fault_if(&mut self, cond: m::Expr, before: Option<m::Stmt>, class: &str, span: Span) {
        let ok = self.label_name("ok");
        let obj = self.temp("exc", PrimType::Ptr, span);
        let stmts = super::runtime::fault_if_stmts(cond, before, class, (&ok, &obj), span);
        self.stmts.extend(stmts);
    }

    /// A fresh label.
    pub fn label_name(&mut self, what: &str) -> String {
        self.fresh += 1;
        format!("{what}#{}", self.fresh)
    }

    /// The type of value `name`.
    pub fn ty_of(&self, name: &str) -> Ty {
        self.values
            .get(name)
            .cloned()
            .unwrap_or(Ty::value(ValueType::I64))
    }

    /// An operand as an expression, with its type.
    pub fn read(&mut self, o: &Operand) -> (m::Expr, Ty) {
        match o {
            Operand::Ref(n) => {
                let t = self.ty_of(&n.name);
                (dread(local(&n.name), prim(&t), n.span), t)
            }
            Operand::Const(c) => (constant(c), Ty::value(c.ty)),
        }
    }

    /// An operand converted to primitive type `to`.
    pub fn read_as(&mut self, o: &Operand, to: PrimType) -> m::Expr {
        let (e, t) = self.read(o);
        convert(e, prim(&t), to, o.span())
    }

    /// Lower the function.
    pub fn lower(mut self) -> Result<m::Func, Vec<Diagnostic>> {
        let f = self.func;
        let mut params: Vec<m::Param> = f
            .params
            .params
            .iter()
            .map(|p| param(&p.name.name, prim(&Ty::of(&p.ty)), p.name.span))
            .collect();
        for c in f.params.args.iter().chain(&f.params.kwargs) {
            params.push(param(&count_param(&c.name), PrimType::U32, c.span));
            params.push(param(&c.name, PrimType::Ptr, c.span));
        }
        for b in &f.blocks {
            for i in &b.insts {
                if let Some(t) = &i.target {
                    let p = prim(&self.ty_of(&t.name));
                    self.declare(&t.name, p, t.span);
                }
            }
        }
        for b in &f.blocks {
            self.stmts.push(label(&b.label.name, b.label.span));
            for i in &b.insts {
                self.inst(i);
            }
        }
        // Falling off the end returns from a `void` function; from any other it is a fault.
        let end = Span::new(f.span.file, f.span.end.saturating_sub(1), f.span.end);
        if f.ret.is_void() {
            self.stmts
                .push(stmt(Opcode::Return, m::StmtData::Plain, vec![], end));
        } else {
            self.throw(FELL_OFF_CLASS, end);
        }
        if !self.errors.is_empty() {
            return Err(self.errors);
        }
        let ret = prim(&Ty::of(&f.ret));
        Ok(m::Func {
            name: f.name.name.clone(),
            attrs: Vec::new(),
            params,
            varargs: false,
            rets: vec![MType::Prim(ret)],
            body: Some(m::Body {
                locals: self.locals,
                stmts: self.stmts,
                ..Default::default()
            }),
            span: f.span,
        })
    }
}

pub fn param(name: &str, p: PrimType, span: Span) -> m::Param {
    m::Param {
        name: m::ParamName::Var(name.into()),
        ty: MType::Prim(p),
        attrs: Vec::new(),
        span,
    }
}

/// A constant as an expression of its primitive type.
pub fn constant(c: &Constant) -> m::Expr {
    let p = value_prim(c.ty);
    let span = c.span;
    match &c.value {
        Literal::Bool(b) => int(PrimType::U1, i128::from(*b), span),
        Literal::Int(v) if c.ty.is_signed() => int(p, i128::from(*v), span),
        Literal::Int(v) => int(p, i128::from(*v as u32), span),
        Literal::Long(v) if c.ty == ValueType::U64 => int(p, i128::from(*v as u64), span),
        Literal::Long(v) => int(p, i128::from(*v), span),
        Literal::Float(v) => constval(PrimType::F32, m::Const::F32(*v), span),
        Literal::Double(v) => constval(PrimType::F64, m::Const::F64(*v), span),
        Literal::Str(s) => expr(
            Opcode::Conststr,
            PrimType::Ptr,
            m::ExprKind::Str(s.clone()),
            vec![],
            span,
        ),
    }
}

/// `x` (of type `from`) as a `to`, as C converts; a signed integer widened to 64 bits is
/// sign-extended, whatever the signedness of the target.
pub fn convert(x: m::Expr, from: PrimType, to: PrimType, span: Span) -> m::Expr {
    if from == to {
        return x;
    }
    if from == PrimType::U1 {
        return cvt(
            to,
            PrimType::U32,
            cvt(PrimType::U32, PrimType::U1, x, span),
            span,
        );
    }
    if to == PrimType::U1 {
        return truth(x, from, span);
    }
    cvt(to, from, x, span)
}

/// `x != 0` as a `u1`.
pub fn truth(x: m::Expr, from: PrimType, span: Span) -> m::Expr {
    if from == PrimType::U1 {
        return x;
    }
    let zero = if from.is_float() {
        constval(
            from,
            if from == PrimType::F32 {
                m::Const::F32(0.0)
            } else {
                m::Const::F64(0.0)
            },
            span,
        )
    } else {
        int(from, 0, span)
    };
    cmp(Opcode::Ne, from, x, zero, span)
}
