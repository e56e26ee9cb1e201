//! Renaming one module's symbols before it joins a linked program, and moving its `LOC` file
//! numbers clear of the other modules': one mutable walk over every place a global variable,
//! function or type name, or a `LOC` number, can stand.

use crate::ast::*;
use crate::types::{FuncType, Member, Type, TypeName};
use std::collections::HashMap;

/// What to rename in one module, and by how much to move its `srcfileinfo` numbers.
#[derive(Default)]
pub(super) struct Renames {
    /// Global variables (`$name`), old name to new.
    pub vars: HashMap<String, String>,
    /// Functions (`&name`, and `$name` where a function is meant).
    pub funcs: HashMap<String, String>,
    /// Global types (`$name` in type position).
    pub types: HashMap<String, String>,
    /// Added to every `srcfileinfo` number and `LOC` file number.
    pub loc_offset: u32,
}

impl Renames {
    fn is_empty(&self) -> bool {
        self.vars.is_empty()
            && self.funcs.is_empty()
            && self.types.is_empty()
            && self.loc_offset == 0
    }

    /// Apply to every item of one module.
    pub fn apply(&self, items: &mut [Item]) {
        if self.is_empty() {
            return;
        }
        for item in items {
            self.item(item);
        }
    }

    fn item(&self, item: &mut Item) {
        match item {
            Item::Func(f) => {
                rename(&mut f.name, &self.funcs);
                for p in &mut f.params {
                    self.ty(&mut p.ty);
                }
                f.rets.iter_mut().for_each(|t| self.ty(t));
                if let Some(body) = &mut f.body {
                    for v in &mut body.locals {
                        self.var_decl(v);
                    }
                    for r in &mut body.regs {
                        self.ty(&mut r.ty);
                    }
                    for t in &mut body.types {
                        self.ty(&mut t.ty);
                    }
                    self.stmts(&mut body.stmts);
                }
            }
            Item::Var(v) => self.var_decl(v),
            Item::Type(t) => {
                if t.name.global {
                    rename(&mut t.name.name, &self.types);
                }
                self.ty(&mut t.ty);
            }
            Item::Java(j) => self.ty(&mut j.ty),
            Item::SrcFileInfo(files) => {
                for (n, _) in files {
                    *n += i128::from(self.loc_offset);
                }
            }
            Item::Directive(d) => {
                if let DirectiveValue::Func(name) = &mut d.value {
                    rename(name, &self.funcs);
                }
            }
            Item::Import { .. } | Item::FileInfo(_) => {}
        }
    }

    fn var_decl(&self, v: &mut VarDecl) {
        self.var(&mut v.name);
        self.ty(&mut v.ty);
        if let Some(init) = &mut v.init {
            self.init(init);
        }
    }

    fn init(&self, init: &mut Init) {
        match init {
            Init::Expr(e) => self.expr(e),
            Init::List(items) => items.iter_mut().for_each(|i| self.init(i)),
            Init::Fields(fields) => fields.iter_mut().for_each(|(_, i)| self.init(i)),
            Init::Const(_) | Init::Str(_) => {}
        }
    }

    /// A global `$name`: a variable, else (irbuild's `addrof ptr $f`) a function.
    fn var(&self, v: &mut VarName) {
        if v.global {
            if let Some(new) = self.vars.get(&v.name).or_else(|| self.funcs.get(&v.name)) {
                v.name = new.clone();
            }
        }
    }

    /// Whether `t` names a type this unit renames (so it differs from a same-named type of
    /// another unit even where the two read alike).
    pub fn mentions_renamed_type(&self, t: &Type) -> bool {
        let mut renamed = t.clone();
        self.ty(&mut renamed);
        renamed != *t
    }

    fn ty(&self, t: &mut Type) {
        match t {
            Type::Named(n) => self.type_name(n),
            Type::Instance { base, args } => {
                self.type_name(base);
                args.iter_mut().for_each(|(_, t)| self.ty(t));
            }
            Type::Pointer(p) => self.ty(p),
            Type::Qualified { ty, .. } => self.ty(ty),
            Type::Array { elem, .. } => self.ty(elem),
            Type::Func(f) => self.func_type(f),
            Type::Struct(s) => {
                s.parents.iter_mut().for_each(|t| self.ty(t));
                for m in &mut s.members {
                    match m {
                        Member::Field(f) => self.ty(&mut f.ty),
                        Member::Method(m) => self.func_type(&mut m.ty),
                        Member::Implements(n) => self.type_name(n),
                        Member::Info(_) => {}
                    }
                }
            }
            Type::Prim(_) | Type::Param(_) => {}
        }
    }

    fn func_type(&self, f: &mut FuncType) {
        f.params
            .iter_mut()
            .chain(&mut f.rets)
            .for_each(|t| self.ty(t));
    }

    fn type_name(&self, n: &mut TypeName) {
        if n.global {
            rename(&mut n.name, &self.types);
        }
    }

    fn stmts(&self, stmts: &mut [Stmt]) {
        for s in stmts {
            if let Some(SrcPos::Loc { file, .. }) = &mut s.src {
                *file += self.loc_offset;
            }
            match &mut s.kind {
                StmtKind::Block(b) => self.stmts(b),
                StmtKind::Op(op) => {
                    op.args.iter_mut().for_each(|e| self.expr(e));
                    self.stmt_data(&mut op.kind);
                }
                StmtKind::Label(_) => {}
            }
        }
    }

    fn stmt_data(&self, d: &mut StmtData) {
        match d {
            StmtData::Var { var, .. }
            | StmtData::VarOffset { var, .. }
            | StmtData::IndexGoto { var } => self.var(var),
            StmtData::DoLoop { var, body } => {
                self.var(var);
                self.stmts(body);
            }
            StmtData::ForEach {
                elem,
                collection,
                body,
            } => {
                self.var(elem);
                self.var(collection);
                self.stmts(body);
            }
            StmtData::DoWhile { body } | StmtData::While { body } => self.stmts(body),
            StmtData::If { then, els } => {
                self.stmts(then);
                if let Some(e) = els {
                    self.stmts(e);
                }
            }
            StmtData::Indirect { ty, .. } | StmtData::CppCatch(ty) => self.ty(ty),
            StmtData::Catch(tys) => tys.iter_mut().for_each(|t| self.ty(t)),
            StmtData::MultiWay { cases, .. } => cases.iter_mut().for_each(|(e, _)| self.expr(e)),
            StmtData::Call {
                target,
                inst,
                assigned,
            } => {
                match target {
                    CallTarget::Func(name) => rename(name, &self.funcs),
                    CallTarget::IndirectProto(t)
                    | CallTarget::Polymorphic(t, _)
                    | CallTarget::IntrinsicWithType(t, _) => self.ty(t),
                    CallTarget::Indirect | CallTarget::Intrinsic(_) | CallTarget::XIntrinsic(_) => {
                    }
                }
                inst.iter_mut().for_each(|(_, t)| self.ty(t));
                for dest in assigned.iter_mut().flatten() {
                    self.assign_dest(dest);
                }
            }
            StmtData::Asm(asm) => {
                for (_, dest) in &mut asm.outputs {
                    self.assign_dest(dest);
                }
            }
            StmtData::Assert(Some(site)) => match site {
                AssertSite::Func(f) => rename(f, &self.funcs),
                AssertSite::Call { callee, caller, .. } => {
                    rename(callee, &self.funcs);
                    rename(caller, &self.funcs);
                }
            },
            StmtData::Plain
            | StmtData::Offset(_)
            | StmtData::Reg(_)
            | StmtData::Label(_)
            | StmtData::Switch { .. }
            | StmtData::RangeGoto { .. }
            | StmtData::JsTry { .. }
            | StmtData::Try(_)
            | StmtData::Checkpoint(_)
            | StmtData::BlockCopy { .. }
            | StmtData::Assert(None) => {}
        }
    }

    fn assign_dest(&self, dest: &mut AssignDest) {
        if let AssignDest::Var { var, .. } = dest {
            self.var(var);
        }
    }

    fn expr(&self, e: &mut Expr) {
        match &mut e.kind {
            ExprKind::Var { var, .. } | ExprKind::VarOffset { var, .. } => self.var(var),
            ExprKind::Func(name) => rename(name, &self.funcs),
            ExprKind::Indirect { ty, .. }
            | ExprKind::Type(ty)
            | ExprKind::FieldsDist { ty, .. }
            | ExprKind::Array { ty, .. } => self.ty(ty),
            ExprKind::Intrinsic { ty: Some(ty), .. } => self.ty(ty),
            ExprKind::Plain
            | ExprKind::Reg(_)
            | ExprKind::Offset(_)
            | ExprKind::Label(_)
            | ExprKind::Str(_)
            | ExprKind::Const(_)
            | ExprKind::Bits { .. }
            | ExprKind::BitSize(_)
            | ExprKind::From(_)
            | ExprKind::Intrinsic { ty: None, .. } => {}
        }
        e.args.iter_mut().for_each(|a| self.expr(a));
    }
}

fn rename(name: &mut String, map: &HashMap<String, String>) {
    if let Some(new) = map.get(name.as_str()) {
        *name = new.clone();
    }
}
