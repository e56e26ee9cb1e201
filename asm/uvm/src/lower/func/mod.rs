//! One function: parameters and SSA values as locals, basic blocks as labels, terminators as
//! `goto`/`brtrue`/`switch`/`return`, and PHIs resolved on the edges: the copies of an edge
//! run in the predecessor, before a `goto`, or for a conditional branch in a block of their
//! own under a fresh label (which splits a critical edge). Copies are parallel: when a PHI
//! reads another PHI of the same block, all sources go through temporaries first.

pub(super) mod inst;
pub(super) mod trap;
pub(super) mod widths;

use super::types::{is_scalar, prim};
use super::{unsupported, LResult};
use crate::ast::*;
use crate::check::env::Env;
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};
use std::collections::HashMap;

/// The hidden first parameter of a function whose result is a struct: where to write it.
pub(super) const SRET: &str = "ret#";

/// The parameter that brings struct argument `name`'s address.
fn struct_param(name: &str) -> String {
    format!("{name}#in")
}

/// A PHI of a block: its destination, type and sources.
type Phi<'a> = (&'a str, &'a Type, &'a [(Name, Value)]);

pub(super) struct FnLower<'a, 'b> {
    pub env: &'a Env<'b>,
    /// The function's name.
    pub fname: &'a str,
    /// The bundle's text, for the lines of traps.
    pub sources: &'a maple_asm::source::SourceMap,
    pub locals: &'a HashMap<String, Option<Type>>,
    pub ret: &'a Type,
    /// The formal parameters with their types, and the entry block's label: a TAILCALL of
    /// the function itself assigns the parameters and jumps there.
    params: Vec<(&'a Name, &'a Type)>,
    entry: &'a str,
    pub stmts: Vec<m::Stmt>,
    /// Blocks of edge copies and exception handlers, placed after the function's own blocks.
    pub edges: Vec<m::Stmt>,
    pub decls: Vec<m::VarDecl>,
    pub errors: Vec<maple_asm::diag::Diagnostic>,
    fresh: u32,
    /// PHIs by block label: destination, type and sources.
    phis: HashMap<&'a str, Vec<Phi<'a>>>,
    /// The label of the block being lowered.
    pub block: &'a str,
    /// Runtime prototypes and generated functions the body needs at module level (each
    /// name once).
    pub extra: Vec<m::Func>,
}

pub(super) fn lower_func(
    env: &Env,
    sources: &maple_asm::source::SourceMap,
    name: &Name,
    sig: &Sig,
    body: Option<&FuncDef>,
    locals: Option<&HashMap<String, Option<Type>>>,
) -> Result<(m::Func, Vec<m::Func>), Vec<maple_asm::diag::Diagnostic>> {
    let one = |d: Box<maple_asm::diag::Diagnostic>| vec![*d];
    let is_struct = |t: &Type| {
        matches!(
            env.resolve(t).kind,
            TypeKind::Struct(_) | TypeKind::Array(..) | TypeKind::Vector(..)
        )
    };
    // A struct result goes through a hidden first parameter: where the caller wants it.
    let sret = is_struct(&sig.ret);
    let rets = match prim(env, &sig.ret) {
        _ if sret => vec![MType::Prim(PrimType::Void)],
        Err(d) => return Err(one(d)),
        // A `void` @main (the documents' examples) exits with status 0.
        Ok(PrimType::Void) if name.name == "main" => vec![MType::Prim(PrimType::I32)],
        Ok(PrimType::Void) => vec![MType::Prim(PrimType::Void)],
        Ok(p) => vec![MType::Prim(p)],
    };
    let names: Vec<Option<&Name>> = match body {
        Some(f) => f.params.iter().map(Some).collect(),
        None => vec![None; sig.params.len()],
    };
    let mut params = Vec::new();
    if sret {
        params.push(m::Param {
            name: m::ParamName::Var(SRET.into()),
            ty: MType::Prim(PrimType::Ptr),
            attrs: Vec::new(),
            span: sig.ret.span,
        });
    }
    for (t, n) in sig.params.iter().zip(names) {
        // A struct argument comes by address; the body copies it into its own value.
        let (p, name) = if is_struct(t) {
            (PrimType::Ptr, n.map(|n| struct_param(&n.name)))
        } else {
            (prim(env, t).map_err(one)?, n.map(|n| n.name.clone()))
        };
        params.push(m::Param {
            name: name.map_or(m::ParamName::None, m::ParamName::Var),
            ty: MType::Prim(p),
            attrs: Vec::new(),
            span: n.map_or(t.span, |n| n.span),
        });
    }
    let mut func = m::Func {
        name: name.name.clone(),
        attrs: Vec::new(),
        params,
        varargs: false,
        rets,
        body: None,
        span: name.span,
    };
    let (Some(f), Some(locals)) = (body, locals) else {
        // Declared only: a runtime shim's prototype, or a body that throws µVM's undefined
        // function upcall (a call of it is the fault, not the declaration).
        if !super::is_shim(&name.name) {
            let line = sources.line_col(name.span).0 as i128;
            func.body = Some(trap::undefined_body(line, name.span));
        }
        return Ok((func, Vec::new()));
    };
    let mut l = FnLower {
        env,
        fname: &name.name,
        sources,
        locals,
        ret: &sig.ret,
        params: f.params.iter().zip(&sig.params).collect(),
        entry: f.blocks.first().map_or("entry", |b| block_label(b, 0)),
        stmts: Vec::new(),
        edges: Vec::new(),
        decls: Vec::new(),
        errors: Vec::new(),
        fresh: 0,
        phis: HashMap::new(),
        block: "entry",
        extra: Vec::new(),
    };
    l.declare_values(f);
    for (t, n) in sig.params.iter().zip(&f.params) {
        if !is_struct(t) {
            continue;
        }
        let from = dread(local(&struct_param(&n.name)), PrimType::Ptr, n.span);
        let to = maple_asm::build::local_addr(&n.name, n.span);
        match l
            .declare_struct(&n.name, t, n.span)
            .and_then(|()| l.copy(to, from, t, n.span))
        {
            Ok(s) => l.stmts.push(s),
            Err(d) => l.errors.push(*d),
        }
    }
    for (i, b) in f.blocks.iter().enumerate() {
        let label = block_label(b, i);
        for ins in &b.insts {
            if let (Op::Phi { ty, incoming }, Some(n)) = (&ins.op, &ins.name) {
                l.phis
                    .entry(label)
                    .or_default()
                    .push((&n.name, ty, incoming));
            }
        }
    }
    for (i, b) in f.blocks.iter().enumerate() {
        l.block = block_label(b, i);
        l.stmts.push(label(l.block, crate::check::block_span(b)));
        for ins in &b.insts {
            let r = if ins.op.is_terminator() {
                l.terminator(ins)
            } else {
                l.inst(ins)
            };
            if let Err(d) = r {
                l.errors.push(*d);
            }
        }
    }
    if !l.errors.is_empty() {
        return Err(l.errors);
    }
    let mut stmts = l.stmts;
    stmts.append(&mut l.edges);
    func.body = Some(m::Body {
        locals: l.decls,
        stmts,
        ..Default::default()
    });
    let _ = f.span;
    Ok((func, l.extra))
}

fn block_label(b: &Block, i: usize) -> &str {
    match &b.label {
        Some(l) => &l.name,
        None if i == 0 => "entry",
        None => "",
    }
}

impl<'a> FnLower<'a, '_> {
    /// A `var %name T` for every SSA value an instruction defines.
    fn declare_values(&mut self, f: &'a FuncDef) {
        for b in &f.blocks {
            for ins in &b.insts {
                let Some(n) = &ins.name else { continue };
                let Some(Some(t)) = self.locals.get(&n.name) else {
                    continue;
                };
                if self.env.is_void(t) {
                    continue;
                }
                if self.is_struct(t) {
                    if let Err(d) = self.declare_struct(&n.name, t, n.span) {
                        self.errors.push(*d);
                    }
                    continue;
                }
                if !is_scalar(self.env, t) {
                    self.errors.push(*unsupported(
                        ins.op_span,
                        &format!("an SSA value of type `{}`", self.env.show(t)),
                    ));
                    continue;
                }
                match prim(self.env, t) {
                    Ok(p) => self.declare(&n.name, p, n.span),
                    Err(d) => self.errors.push(*d),
                }
            }
        }
    }

    /// Add a module-level function (a runtime prototype, a generated helper) once.
    pub(super) fn need(&mut self, f: m::Func) {
        if !self.extra.iter().any(|g| g.name == f.name) {
            self.extra.push(f);
        }
    }

    pub(super) fn declare(&mut self, name: &str, p: PrimType, span: Span) {
        self.decls.push(local_decl(name, p, span));
    }

    /// A fresh name no µVM local can have (`#` is not a name character of the text form).
    pub(super) fn fresh(&mut self, what: &str) -> String {
        format!("{what}#{}", self.fresh_number())
    }

    /// A number no earlier `fresh` name of this function has.
    pub(super) fn fresh_number(&mut self) -> u32 {
        self.fresh += 1;
        self.fresh
    }

    /// The PHI copies for the edge from the current block to `target`.
    pub(super) fn copies(&mut self, target: &str, span: Span) -> LResult<Vec<m::Stmt>> {
        let Some(phis) = self.phis.get(target).cloned() else {
            return Ok(Vec::new());
        };
        let mut moves = Vec::new();
        for (dest, ty, incoming) in phis {
            if let Some((_, v)) = incoming.iter().find(|(l, _)| l.name == self.block) {
                moves.push((dest, ty, v));
            }
        }
        let reads_a_dest = moves
            .iter()
            .any(|(_, _, v)| matches!(&v.kind, ValueKind::Local(n) if moves.iter().any(|(d, _, _)| d == n)));
        let mut out = Vec::new();
        if reads_a_dest {
            let mut temps = Vec::new();
            for (dest, ty, v) in &moves {
                let t = self.fresh("phi");
                if self.is_struct(ty) {
                    self.declare_struct(&t, ty, span)?;
                } else {
                    let p = prim(self.env, ty)?;
                    self.declare(&t, p, span);
                }
                out.extend(self.assign(&t, ty, v, span)?);
                temps.push((dest, t, ty));
            }
            for (dest, t, ty) in temps {
                out.push(self.copy_local(dest, &t, ty, span)?);
            }
        } else {
            for (dest, ty, v) in moves {
                out.extend(self.assign(dest, ty, v, span)?);
            }
        }
        Ok(out)
    }

    /// Where a conditional branch to `target` goes: the target itself, or a fresh block
    /// holding the edge's PHI copies.
    fn edge(&mut self, target: &Name, span: Span) -> LResult<String> {
        let copies = self.copies(&target.name, span)?;
        if copies.is_empty() {
            return Ok(target.name.clone());
        }
        let l = self.fresh(&format!("{}.to.{}", self.block, target.name));
        self.edges.push(label(&l, span));
        self.edges.extend(copies);
        self.edges.push(goto(&target.name, span));
        Ok(l)
    }

    fn terminator(&mut self, ins: &'a Inst) -> LResult<()> {
        let span = ins.span;
        match &ins.op {
            Op::Branch(t) => {
                let copies = self.copies(&t.name, span)?;
                self.stmts.extend(copies);
                self.stmts.push(goto(&t.name, span));
            }
            Op::Branch2 { cond, t, f } => {
                let c = self.value(cond, &crate::check::env::ty(TypeKind::Int(1)))?;
                let (lt, lf) = (self.edge(t, span)?, self.edge(f, span)?);
                self.stmts
                    .push(stmt(Opcode::Brtrue, m::StmtData::Label(lt), vec![c], span));
                self.stmts.push(goto(&lf, span));
            }
            Op::Switch {
                ty,
                v,
                default,
                cases,
            } => {
                let sel = self.value(v, ty)?;
                let default = self.edge(default, span)?;
                let mut table = Vec::new();
                for (c, l) in cases {
                    let value = self.case_value(c)?;
                    let value = widths::odd_width(self.env, ty)
                        .map_or(value, |n| widths::sext_const(value, n));
                    table.push((value, self.edge(l, span)?));
                }
                self.stmts.push(stmt(
                    Opcode::Switch,
                    m::StmtData::Switch {
                        default,
                        cases: table,
                    },
                    vec![sel],
                    span,
                ));
            }
            Op::Ret { ty, v } if self.is_struct(ty) => {
                let at = dread(local(SRET), PrimType::Ptr, span);
                let write = self.write_value(at, v, ty, span)?;
                self.stmts.extend(write);
                self.stmts
                    .push(stmt(Opcode::Return, m::StmtData::Plain, vec![], span));
            }
            Op::Ret { ty, v } => {
                let e = self.value(v, ty)?;
                self.stmts
                    .push(stmt(Opcode::Return, m::StmtData::Plain, vec![e], span));
            }
            Op::RetVoid => {
                let r = self.return_void(span);
                self.stmts.push(r);
            }
            Op::Call {
                kind: CallKind::TailCall,
                sig,
                callee,
                args,
                ..
            } => {
                if self.self_tail_call(callee, args, span)? {
                    return Ok(());
                }
                let ret = self.ret;
                if self.is_struct(ret) {
                    // The callee writes the result where this function's caller wants it.
                    let at = dread(local(SRET), PrimType::Ptr, span);
                    self.call_into(sig, callee, args, None, Some(at), false, span)?;
                    self.stmts
                        .push(stmt(Opcode::Return, m::StmtData::Plain, vec![], span));
                    return Ok(());
                }
                let dest = if self.env.is_void(ret) {
                    None
                } else {
                    let t = self.fresh("tail");
                    self.declare(&t, prim(self.env, ret)?, span);
                    Some(t)
                };
                self.call(sig, callee, args, dest.as_deref(), false, span)?;
                let r = match dest {
                    Some(t) => {
                        let rv = vec![dread(local(&t), prim(self.env, ret)?, span)];
                        stmt(Opcode::Return, m::StmtData::Plain, rv, span)
                    }
                    None => self.return_void(span),
                };
                self.stmts.push(r);
            }
            Op::Throw(v) => self.throw(v, span)?,
            Op::Call {
                kind: CallKind::Invoke,
                sig,
                callee,
                args,
                dests: Some(d),
                ..
            } => {
                let dest = ins.name.as_ref().map(|n| n.name.as_str());
                self.invoke(d, span, |l| l.call(sig, callee, args, dest, false, span))?;
            }
            Op::ICall {
                func,
                args,
                dests: Some(d),
                ..
            } => self.invoke(d, span, |l| l.intrinsic(ins, *func, args))?,
            Op::Trap { .. } => {
                let line = self.sources.line_col(ins.op_span).0;
                self.throw_new(trap::TRAP_CLASS, line as i128, span);
            }
            // Disabled until a client enables it, and maple runs no client.
            Op::Watchpoint { dis, .. } => {
                let copies = self.copies(&dis.name, span)?;
                self.stmts.extend(copies);
                self.stmts.push(goto(&dis.name, span));
            }
            other => {
                return Err(unsupported(
                    ins.op_span,
                    &format!("the instruction {}", other.keyword()),
                ))
            }
        }
        Ok(())
    }

    /// The return of a `void` function: `return`, or for a `void` @main (which maple starts
    /// as an `i32` function) `return 0`, the exit status.
    fn return_void(&self, span: Span) -> m::Stmt {
        let rv = if self.fname == "main" {
            vec![int(PrimType::I32, 0, span)]
        } else {
            vec![]
        };
        stmt(Opcode::Return, m::StmtData::Plain, rv, span)
    }

    /// A TAILCALL of the function itself, when no parameter is a struct: the arguments go
    /// to temporaries, then to the parameters (a parallel assignment), and a `goto` to the
    /// entry block replaces the call, so tail recursion runs in one frame as µVM says.
    /// False (nothing emitted) for any other TAILCALL, which stays a call and a return.
    fn self_tail_call(&mut self, callee: &Value, args: &[Value], span: Span) -> LResult<bool> {
        let own = matches!(&callee.kind, ValueKind::Global(n) if n == self.fname);
        if !own || self.params.iter().any(|(_, t)| !is_scalar(self.env, t)) {
            return Ok(false);
        }
        let params = self.params.clone();
        let mut temps = Vec::new();
        for ((_, t), a) in params.iter().zip(args) {
            let p = prim(self.env, t)?;
            let tmp = self.fresh("tailarg");
            self.declare(&tmp, p, span);
            let v = self.value(a, t)?;
            self.stmts.push(dassign(local(&tmp), v, span));
            temps.push((tmp, p));
        }
        for ((n, _), (tmp, p)) in params.iter().zip(temps) {
            self.stmts
                .push(dassign(local(&n.name), dread(local(&tmp), p, span), span));
        }
        self.stmts.push(goto(self.entry, span));
        Ok(true)
    }

    /// A SWITCH case: an integer literal or an integer `.const`.
    fn case_value(&self, c: &Value) -> LResult<i128> {
        let mut v = c;
        for _ in 0..64 {
            match &v.kind {
                ValueKind::Int(i) => return Ok(*i),
                ValueKind::Global(n) => match self.env.globals.get(n.as_str()) {
                    Some((crate::check::env::Global::Const(_, cv), _)) => v = cv,
                    _ => break,
                },
                _ => break,
            }
        }
        Err(unsupported(c.span, "this SWITCH case value"))
    }
}
