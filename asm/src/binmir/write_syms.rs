//! Global symbols of a `.bpl` (2021), as `OutputSymbol` writes them: variables with their
//! initial values (`OutputConst`), functions as their prototypes (`OutputFunction`: type,
//! attributes, formal parameters), `javaclass` and `javainterface` entries. A symbol or
//! function an initializer names before its own entry is written there, and its entry names
//! it by number.

use super::attrs;
use super::tags::{self, const_kind, storage, sym_kind, tag};
use super::versions::AttrSet;
use super::write::{fit64, WriteError, Writer};
use crate::ast::{Const, ExprKind, Func, Init, Item, ParamName, VarDecl};
use crate::types::{Attr, FuncType, Member, StructKind, Type};
use maple_isa::{Opcode, PrimType};

/// `kScopeGlobal`.
const SCOPE_GLOBAL: i64 = 1;

impl Writer<'_> {
    /// One entry of the symbol field.
    pub fn symbol_item(&mut self, item: &Item) -> Result<(), WriteError> {
        match item {
            Item::Var(v) => self.var_symbol(v),
            Item::Func(f) => self.func_symbol(f),
            Item::Java(j) => {
                if let Some(&n) = self.syms.get(&j.name) {
                    self.s.num(-n);
                    return Ok(());
                }
                let kind = if j.interface {
                    sym_kind::JAVA_INTERFACE
                } else {
                    sym_kind::JAVA_CLASS
                };
                self.symbol_head(&j.name, &j.attrs, kind, storage::GLOBAL)?;
                self.s.num(0);
                self.type_use(&j.ty)
            }
            _ => Ok(()),
        }
    }

    /// `kBinSymbol`, scope, name, section, asm name, kind, storage class (the symbol's
    /// number is taken here), attributes.
    fn symbol_head(
        &mut self,
        name: &str,
        attrs: &[Attr],
        kind: i64,
        class: i64,
    ) -> Result<(), WriteError> {
        let mut section = Vec::new();
        let mut asm = Vec::new();
        let mut rest = Vec::new();
        for a in attrs {
            match a.name.as_str() {
                "section" => section = unquote(a)?,
                "asmattr" => asm = unquote(a)?,
                _ => rest.push(a.clone()),
            }
        }
        self.s.num(tag::SYMBOL);
        self.s.num(SCOPE_GLOBAL);
        self.str(name)?;
        self.usr_str(&section)?;
        self.usr_str(&asm)?;
        self.s.num(kind);
        self.s.num(class);
        let n = self.syms.len() as i64 + 1;
        self.syms.insert(name.to_string(), n);
        self.type_attrs(&rest)
    }

    fn var_symbol(&mut self, v: &VarDecl) -> Result<(), WriteError> {
        if let Some(&n) = self.syms.get(&v.name.name) {
            self.s.num(-n);
            return Ok(());
        }
        let class = match v.storage.as_slice() {
            [] => storage::GLOBAL,
            [w] if w.name == "global" => storage::GLOBAL,
            [w] => tags::STORAGE_WORDS
                .iter()
                .find(|(s, _)| *s == w.name)
                .map(|(_, c)| *c)
                .ok_or_else(|| self.unheld(&format!("the storage class `{}`", w.name)))?,
            _ => {
                return Err(WriteError::new(format!(
                    "`{}` has two storage classes",
                    v.name
                )))
            }
        };
        self.symbol_head(&v.name.name, &v.attrs, sym_kind::VAR, class)?;
        self.s.num(i64::from(v.temp));
        self.constant(v.init.as_ref(), &v.ty)?;
        self.src_pos();
        self.type_use(&v.ty)
    }

    fn func_symbol(&mut self, f: &Func) -> Result<(), WriteError> {
        if let Some(&n) = self.syms.get(&f.name) {
            self.s.num(-n);
            return Ok(());
        }
        self.symbol_head(&f.name, &[], sym_kind::FUNC, storage::TEXT)?;
        self.s.num(0);
        self.function(f)?;
        self.src_pos();
        self.func_type(&func_type(f), None).map(|_| ())
    }

    /// `OutputFunction`: its number if written before, else the record (the function's
    /// number is taken before its symbol is written, which names it back).
    fn function(&mut self, f: &Func) -> Result<(), WriteError> {
        if let Some(&n) = self.funcs.get(&f.name) {
            self.s.num(-n);
            return Ok(());
        }
        let n = self.funcs.len() as i64 + 1;
        self.funcs.insert(f.name.clone(), n);
        self.s.num(tag::FUNCTION);
        self.func_symbol(f)?;
        self.func_type(&func_type(f), None)?;
        let (flags, align) =
            attrs::flags(self.v, AttrSet::Func, &f.attrs).map_err(WriteError::new)?;
        if align != 0 {
            return Err(self.unheld("a function's alignment"));
        }
        self.s.num(flags);
        self.s.num(0); // The optimizer's flags.
        self.s.num(0); // No class.
        self.s.count(f.params.len());
        for p in &f.params {
            match &p.name {
                ParamName::Var(n) => self.str(n)?,
                ParamName::None => self.str("")?,
                ParamName::Preg(_) => return Err(self.unheld("a register parameter")),
            }
            self.type_use(&p.ty)?;
            let (flags, align) =
                attrs::flags(self.v, AttrSet::Type, &p.attrs).map_err(WriteError::new)?;
            if align != 0 {
                return Err(self.unheld("a parameter's alignment"));
            }
            self.s.num(flags);
        }
        Ok(())
    }

    /// `OutputSrcPos`: no position.
    fn src_pos(&mut self) {
        self.s.num(0);
        self.s.num(0);
    }

    /// `OutputConst`: 0 for none, else the tag, the kind, the type and the value. The types
    /// of an aggregate's elements are what the initializer's type says where it is plain
    /// (an array's element), else `agg`.
    fn constant(&mut self, init: Option<&Init>, ty: &Type) -> Result<(), WriteError> {
        let Some(init) = init else {
            self.s.num(0);
            return Ok(());
        };
        match init {
            Init::Const(Const::Int(v)) => {
                self.const_head(tag::CONST_INT, const_kind::INT, &int_type(*v, ty))?;
                self.s.num(int_bits(*v)?);
            }
            Init::Const(Const::F32(f)) => {
                self.const_head(tag::CONST_FLOAT, const_kind::FLOAT, ty)?;
                self.s.num(i64::from(f.to_bits() as i32));
            }
            Init::Const(Const::F64(f)) => {
                self.const_head(tag::CONST_DOUBLE, const_kind::DOUBLE, ty)?;
                self.s.num(f.to_bits() as i64);
            }
            Init::Const(Const::List(_)) => return Err(self.unheld("a vector or complex constant")),
            Init::Str(s) => {
                if matches!(ty, Type::Prim(p) if p.is_address()) {
                    // Bytes where an address is held (an array of addresses initialized with
                    // a plain string): no type, as read, since a string constant of an address
                    // type reads back as that string's address (`conststr`).
                    self.s.num(tag::CONST_STR);
                    self.s.num(const_kind::STR);
                    self.s.num(0);
                } else {
                    self.const_head(tag::CONST_STR, const_kind::STR, ty)?;
                }
                self.usr_str(s)?;
            }
            Init::List(elems) => {
                self.const_head(tag::CONST_AGG, const_kind::AGG, ty)?;
                self.s.count(elems.len());
                let elem_ty = element_type(ty);
                for e in elems {
                    self.s.num(0);
                    self.constant(Some(e), &elem_ty)?;
                }
            }
            Init::Fields(fields) => {
                self.const_head(tag::CONST_AGG, const_kind::AGG, ty)?;
                self.s.count(fields.len());
                for (id, e) in fields {
                    if *id == 0 {
                        return Err(WriteError::new("an initializer of field 0"));
                    }
                    self.s.num(i64::from(*id));
                    let field_ty = self.field_type(ty, *id);
                    self.constant(Some(e), &field_ty)?;
                }
            }
            Init::Expr(e) => match (&e.op, &e.kind) {
                // A string's address: a string constant of an address type (`Init::Str` is
                // one of the variable's array type).
                (Opcode::Conststr, ExprKind::Str(s)) => {
                    self.const_head(tag::CONST_STR, const_kind::STR, &Type::Prim(e.ty))?;
                    self.usr_str(s)?;
                }
                (Opcode::Addrof, ExprKind::Var { var, field }) if var.global => {
                    self.const_head(tag::CONST_ADDROF, const_kind::ADDROF, &Type::Prim(e.ty))?;
                    self.symbol_named(&var.name)?;
                    self.s.num(i64::from(*field));
                    self.s.num(0);
                }
                (Opcode::Addroffunc, ExprKind::Func(name)) => {
                    self.const_head(
                        tag::CONST_ADDROF_FUNC,
                        const_kind::ADDROF_FUNC,
                        &Type::Prim(e.ty),
                    )?;
                    let f = self.module_funcs.get(name.as_str()).copied().ok_or_else(|| {
                        WriteError::new(format!("the initializer names `&{name}`, which the module does not declare"))
                    })?;
                    self.function(f)?;
                }
                _ => return Err(self.unheld(&format!("the initializer `{}`", e.op.mnemonic()))),
            },
        }
        Ok(())
    }

    fn const_head(&mut self, record: i64, kind: i64, ty: &Type) -> Result<(), WriteError> {
        self.s.num(record);
        self.s.num(kind);
        self.type_use(ty)
    }

    /// A global named by an initializer: its number, or its symbol record.
    fn symbol_named(&mut self, name: &str) -> Result<(), WriteError> {
        if let Some(&n) = self.syms.get(name) {
            self.s.num(-n);
            return Ok(());
        }
        match self.module_vars.get(name).copied() {
            Some(v) => self.var_symbol(v),
            None => Err(WriteError::new(format!(
                "the initializer names `${name}`, which the module does not declare"
            ))),
        }
    }

    /// The type of field `id` (1-based) of a struct type, as far as the module says.
    fn field_type(&self, ty: &Type, id: u32) -> Type {
        let st = match ty {
            Type::Struct(s) => Some(&**s),
            Type::Named(n) => match self.decls.get(n.name.as_str()) {
                Some(Type::Struct(s)) => Some(&**s),
                _ => None,
            },
            _ => None,
        };
        st.filter(|s| matches!(s.kind, StructKind::Struct | StructKind::Union))
            .and_then(|s| {
                s.members
                    .iter()
                    .filter_map(|m| match m {
                        Member::Field(f) if f.bits.is_none() => Some(f.ty.clone()),
                        Member::Field(_) => Some(Type::Prim(PrimType::Agg)),
                        _ => None,
                    })
                    .nth(id as usize - 1)
            })
            .unwrap_or(Type::Prim(PrimType::Agg))
    }
}

/// A function's type from its prototype.
fn func_type(f: &Func) -> FuncType {
    FuncType {
        params: f.params.iter().map(|p| p.ty.clone()).collect(),
        varargs: f.varargs,
        rets: f.rets.clone(),
        attrs: Vec::new(),
    }
}

/// The element type of an array type (the rest of its dimensions), else `agg`.
fn element_type(ty: &Type) -> Type {
    match ty {
        Type::Array { dims, elem, .. } if dims.len() > 1 => Type::Array {
            dims: dims[1..].to_vec(),
            elem: elem.clone(),
            attrs: Vec::new(),
        },
        Type::Array { elem, .. } => (**elem).clone(),
        _ => Type::Prim(PrimType::Agg),
    }
}

/// The type an integer constant is written with: the initializer's, unless that would read
/// its 64 bits back as another value (a negative value of `u64` type, a value above
/// `i64::MAX` of any other), when it is `i64` or `u64`.
fn int_type(v: i128, ty: &Type) -> Type {
    let unsigned64 = matches!(ty, Type::Prim(p) if !p.is_signed() && p.size() == 8);
    if v > i128::from(i64::MAX) && !unsigned64 {
        Type::Prim(PrimType::U64)
    } else if v < 0 && unsigned64 {
        Type::Prim(PrimType::I64)
    } else {
        ty.clone()
    }
}

/// An integer constant as the 64 bits the format holds (a `u64` above `i64::MAX` as its
/// bits).
fn int_bits(v: i128) -> Result<i64, WriteError> {
    if let Ok(u) = u64::try_from(v) {
        return Ok(u as i64);
    }
    fit64(v)
}

/// The text of `section ("...")` or `asmattr ("...")`: a string without escapes.
fn unquote(a: &Attr) -> Result<Vec<u8>, WriteError> {
    a.text
        .as_deref()
        .and_then(|t| t.strip_prefix('"')?.strip_suffix('"'))
        .filter(|t| !t.contains(['\\', '"']))
        .map(|t| t.as_bytes().to_vec())
        .ok_or_else(|| WriteError::new(format!("`{}` without a plain string", a.name)))
}
