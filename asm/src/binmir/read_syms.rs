//! The records of a whole module (`.bpl`, 2021): the header, symbols (`InSymbol`), function
//! records (`ImportFunction`) and constants (`ImportConst`, a global's initial value).

use super::attrs;
use super::read::{back, Reader};
use super::tables::{Function, Symbol};
use super::tags::{self, storage, sym_kind, tag};
use super::versions::AttrSet;
use super::BinError;
use crate::ast::{Const, Expr, ExprKind, Init, VarName};
use crate::types::{Attr, InfoPair, InfoValue, Type};
use maple_isa::{Opcode, PrimType};

/// `kScopeGlobal`: the scope of every symbol outside a function.
const SCOPE_GLOBAL: i64 = 1;

impl Reader<'_> {
    /// `ReadHeaderField`.
    pub fn header_field(&mut self) -> Result<(), BinError> {
        let (_, end) = self.field_start()?;
        let flavor = self.c.num()?;
        let srclang = self.c.num()?;
        let id = self.c.num()?;
        let numfuncs = self.c.num()?;
        let entry = self.ascii_name()?;
        let h = &mut self.syms.header;
        h.flavor = flavor;
        h.srclang = srclang;
        h.id = id;
        h.numfuncs = numfuncs;
        h.entry = entry;
        let n = self.c.count("the file information")?;
        for _ in 0..n {
            let name = self.str()?;
            let value = if self.c.num()? != 0 {
                InfoValue::Str(self.str()?.into_bytes())
            } else {
                InfoValue::Int(i128::from(self.c.num()?))
            };
            self.syms.header.fileinfo.push(InfoPair { name, value });
        }
        let n = self.c.count("the source files")?;
        for _ in 0..n {
            let name = self.str()?.into_bytes();
            let number = i128::from(self.c.num()?);
            self.syms.header.srcfileinfo.push((number, name));
        }
        let n = self.c.count("the imported files")?;
        for _ in 0..n {
            let path = self.str()?;
            self.syms.header.imports.push(path);
        }
        let at = self.c.pos();
        if self.c.count("the assembler declarations")? != 0 {
            return Err(BinError::at(
                at,
                "module-level assembler declarations have no form in maple's AST",
            ));
        }
        self.field_end(tag::HEADER_START, end)
    }

    /// One entry of the symbol field: a global symbol, written here or before.
    pub fn sym_field_entry(&mut self) -> Result<(), BinError> {
        let at = self.c.pos();
        match self.symbol()? {
            Some(i) => {
                if self.syms.is_listed.insert(i) {
                    self.syms.listed.push(i);
                }
                Ok(())
            }
            None => Err(BinError::at(at, "an empty entry in the symbol field")),
        }
    }

    /// Symbols only an initial value named are declared after the listed ones, so that
    /// every name the module uses is declared.
    pub fn finish_symbols(&mut self) -> Result<(), BinError> {
        for i in 1..self.syms.table.len() {
            if self.syms.is_listed.insert(i) {
                self.syms.listed.push(i);
            }
        }
        Ok(())
    }

    /// `InSymbol`: 0, a symbol written before, or a symbol record. Its index in the table.
    fn symbol(&mut self) -> Result<Option<usize>, BinError> {
        let at = self.c.pos();
        self.enter(at)?;
        let r = self.symbol_here(at);
        self.leave();
        r
    }

    fn symbol_here(&mut self, at: usize) -> Result<Option<usize>, BinError> {
        if self.syms.table.is_empty() {
            self.syms.table.push(None);
        }
        let t = self.c.num()?;
        if t == 0 {
            return Ok(None);
        }
        if t < 0 {
            if back(&self.syms.table, t).is_none() {
                return Err(BinError::at(at, format!("symbol {} was never written", -t)));
            }
            return Ok(Some(t.unsigned_abs() as usize));
        }
        if t != tag::SYMBOL {
            return Err(BinError::at(
                at,
                format!("a symbol was expected, found tag {}", tag::name(t)),
            ));
        }
        let scope = self.c.num()?;
        let name = self.str()?;
        let section = self.usr_str()?;
        let asm = self.usr_str()?;
        let kind = self.c.num()?;
        let class = self.c.num()?;
        if scope != SCOPE_GLOBAL {
            return Err(BinError::at(
                at,
                format!("symbol `{name}` of scope {scope} outside a function"),
            ));
        }
        if name.is_empty() {
            return Err(BinError::at(at, "a symbol without a name"));
        }
        if !self.syms.names.insert(name.clone()) {
            return Err(BinError::at(at, format!("symbol `{name}` written twice")));
        }
        let storage = storage_words(kind, class).ok_or_else(|| {
            BinError::at(
                at,
                format!(
                    "symbol `{name}` of kind {} in storage class {}",
                    sym_kind::name(kind),
                    storage::name(class)
                ),
            )
        })?;
        let index = self.syms.table.len();
        self.syms.table.push(Some(Symbol {
            name: name.clone(),
            kind,
            storage,
            attrs: Vec::new(),
            temp: false,
            init: None,
            func: None,
            ty: None,
        }));
        let mut sym_attrs = self.type_attrs()?;
        for (word, bytes) in [("section", section), ("asmattr", asm)] {
            if bytes
                .iter()
                .any(|&b| !(b' '..=b'~').contains(&b) || b == b'"' || b == b'\\')
            {
                return Err(BinError::at(
                    at,
                    format!("the {word} name of `{name}` is not plain text"),
                ));
            }
            if !bytes.is_empty() {
                let mut a = Attr::word(word);
                a.text = Some(crate::printer::quote(&bytes));
                sym_attrs.push(a);
            }
        }
        let temp = self.c.num()? != 0;
        let mut init = None;
        let mut func = None;
        match kind {
            sym_kind::VAR => init = self.constant()?,
            sym_kind::FUNC => func = self.function()?,
            sym_kind::JAVA_CLASS | sym_kind::JAVA_INTERFACE => {}
            _ => {
                return Err(BinError::at(
                    at,
                    format!(
                        "symbol `{name}` of kind {} has no form in maple's AST",
                        sym_kind::name(kind)
                    ),
                ))
            }
        }
        if kind == sym_kind::VAR || kind == sym_kind::FUNC {
            // `ImportSrcPos`: where it was declared, which maple does not keep.
            self.c.num()?;
            self.c.num()?;
        }
        let ty = self.opt_type("a symbol's type")?;
        if ty.is_none() && kind != sym_kind::FUNC {
            return Err(BinError::at(at, format!("symbol `{name}` has no type")));
        }
        if let Some(Some(s)) = self.syms.table.get_mut(index) {
            s.attrs = sym_attrs;
            s.temp = temp;
            s.init = init;
            s.func = func.or(s.func);
            s.ty = ty;
        }
        Ok(Some(index))
    }

    /// `ImportFunction`: 0, a function written before, or a function record (its symbol,
    /// type, attributes and formal parameters).
    fn function(&mut self) -> Result<Option<usize>, BinError> {
        if self.syms.funcs.is_empty() {
            self.syms.funcs.push(None);
        }
        let at = self.c.pos();
        let t = self.c.num()?;
        if t == 0 {
            return Ok(None);
        }
        if t < 0 {
            let n = t.unsigned_abs() as usize;
            // A function named from inside its own record, before its symbol: not yet in the
            // table (`ImportFunction`'s "function was exported before its symbol").
            if n == self.syms.funcs.len() {
                return Ok(None);
            }
            if back(&self.syms.funcs, t).is_none() {
                return Err(BinError::at(at, format!("function {n} was never written")));
            }
            return Ok(Some(n));
        }
        if t != tag::FUNCTION {
            return Err(BinError::at(
                at,
                format!("a function was expected, found tag {}", tag::name(t)),
            ));
        }
        let Some(sym) = self.symbol()? else {
            return Err(BinError::at(at, "a function without a symbol"));
        };
        let index = self.syms.funcs.len();
        self.syms.funcs.push(Some(Function {
            sym: Some(sym),
            ty: None,
            attrs: Vec::new(),
            formals: Vec::new(),
        }));
        if let Some(Some(s)) = self.syms.table.get_mut(sym) {
            s.func = Some(index);
        }
        let ty = match self.opt_type("a function's type")? {
            Some(Type::Func(ft)) => Some(*ft),
            None => None,
            Some(_) => {
                return Err(BinError::at(
                    at,
                    "a function whose type is not a function type",
                ))
            }
        };
        let flags_at = self.c.pos();
        let flags = self.c.num()?;
        let fattrs =
            attrs::words(self.v, AttrSet::Func, flags, 0).map_err(|m| BinError::at(flags_at, m))?;
        self.c.num()?; // `GetFlag()`: the optimizer's bits.
        self.opt_type("a method's class")?; // Its class, which the class's methods say too.
        let n = self.c.count("a function's formal parameters")?;
        let mut formals = Vec::new();
        for _ in 0..n {
            let name = self.str()?;
            let ty = self.type_ref("a formal parameter's type")?;
            let fat = self.c.pos();
            let flags = self.c.num()?;
            let a =
                attrs::words(self.v, AttrSet::Type, flags, 0).map_err(|m| BinError::at(fat, m))?;
            formals.push((name, ty, a));
        }
        if let Some(Some(f)) = self.syms.funcs.get_mut(index) {
            f.ty = ty;
            f.attrs = fattrs;
            f.formals = formals;
        }
        Ok(Some(index))
    }

    /// `ImportConst`: a variable's initial value, as an initializer.
    fn constant(&mut self) -> Result<Option<Init>, BinError> {
        let at = self.c.pos();
        self.enter(at)?;
        let r = self.constant_here(at);
        self.leave();
        r
    }

    fn constant_here(&mut self, at: usize) -> Result<Option<Init>, BinError> {
        let t = self.c.num()?;
        if t == 0 {
            return Ok(None);
        }
        self.c.num()?; // The constant's kind, which the tag says again.
        let ty = self.opt_type("a constant's type")?;
        let init = match t {
            tag::CONST_INT => {
                let v = self.c.num()?;
                Init::Const(Const::Int(int_value(v, ty.as_ref())))
            }
            tag::CONST_FLOAT => {
                let bits = self.c.num()?;
                Init::Const(Const::F32(f32::from_bits(bits as u32)))
            }
            tag::CONST_DOUBLE => {
                let bits = self.c.num()?;
                Init::Const(Const::F64(f64::from_bits(bits as u64)))
            }
            tag::CONST_STR => {
                let s = self.usr_str()?;
                match ty {
                    // `conststr ptr "..."`: a string's address.
                    Some(Type::Prim(p)) if p.is_address() => {
                        address(Opcode::Conststr, p, ExprKind::Str(s), self.span())
                    }
                    _ => Init::Str(s),
                }
            }
            tag::CONST_ADDROF => {
                let Some(sym) = self.symbol()? else {
                    return Err(BinError::at(at, "the address of no symbol"));
                };
                let field = self.c.num()?;
                let offset = self.c.num()?;
                if offset != 0 {
                    return Err(BinError::at(
                        at,
                        "an address constant with a byte offset has no form in maple's AST",
                    ));
                }
                if self
                    .syms
                    .table
                    .get(sym)
                    .and_then(|s| s.as_ref())
                    .map(|s| s.kind)
                    != Some(sym_kind::VAR)
                {
                    return Err(BinError::at(at, "the address of a symbol not a variable"));
                }
                let name = self.symbol_name(sym);
                let field = i32::try_from(field)
                    .map_err(|_| BinError::at(at, format!("field id {field}")))?;
                address(
                    Opcode::Addrof,
                    pointer_prim(ty.as_ref()),
                    ExprKind::Var {
                        var: VarName { global: true, name },
                        field,
                    },
                    self.span(),
                )
            }
            tag::CONST_ADDROF_FUNC => {
                let Some(f) = self.function()? else {
                    return Err(BinError::at(at, "the address of no function"));
                };
                let name = self
                    .syms
                    .funcs
                    .get(f)
                    .and_then(|f| f.as_ref()?.sym)
                    .map(|s| self.symbol_name(s))
                    .unwrap_or_default();
                address(
                    Opcode::Addroffunc,
                    pointer_prim(ty.as_ref()),
                    ExprKind::Func(name),
                    self.span(),
                )
            }
            tag::CONST_AGG => self.aggregate_const(at)?,
            _ => {
                return Err(BinError::at(
                    at,
                    format!("the constant {} has no form in maple's AST", tag::name(t)),
                ))
            }
        };
        Ok(Some(init))
    }

    /// `[a, b]` (every field id 0) or `[1 = a, 2 = b]`.
    fn aggregate_const(&mut self, at: usize) -> Result<Init, BinError> {
        let n = self.c.count("an aggregate constant's elements")?;
        let mut elems = Vec::new();
        for _ in 0..n {
            let id = self.c.num()?;
            let Some(value) = self.constant()? else {
                return Err(BinError::at(
                    at,
                    "an aggregate constant with an empty element",
                ));
            };
            elems.push((id, value));
        }
        if elems.iter().all(|(id, _)| *id == 0) {
            return Ok(Init::List(elems.into_iter().map(|(_, v)| v).collect()));
        }
        elems
            .into_iter()
            .map(|(id, v)| match u32::try_from(id) {
                Ok(id) if id > 0 => Ok((id, v)),
                _ => Err(BinError::at(
                    at,
                    "an aggregate constant mixing numbered and unnumbered elements",
                )),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Init::Fields)
    }

    fn symbol_name(&self, i: usize) -> String {
        self.syms
            .table
            .get(i)
            .and_then(|s| s.as_ref())
            .map(|s| s.name.clone())
            .unwrap_or_default()
    }
}

/// The storage-class words of a symbol of `kind` in `class`: none for a global variable,
/// a function's text or a Java class entry; `None` for what maple cannot write.
fn storage_words(kind: i64, class: i64) -> Option<Vec<Attr>> {
    match kind {
        sym_kind::FUNC => matches!(class, storage::TEXT | storage::EXTERN).then(Vec::new),
        sym_kind::JAVA_CLASS | sym_kind::JAVA_INTERFACE => Some(Vec::new()),
        _ if class == storage::GLOBAL => Some(Vec::new()),
        _ => tags::STORAGE_WORDS
            .iter()
            .find(|(_, c)| *c == class)
            .map(|(w, _)| vec![Attr::word(w)]),
    }
}

/// An integer constant's value: the 64 bits of a 64-bit unsigned type read as unsigned.
fn int_value(v: i64, ty: Option<&Type>) -> i128 {
    match ty {
        Some(Type::Prim(p)) if v < 0 && !p.is_signed() && p.size() == 8 => i128::from(v as u64),
        _ => i128::from(v),
    }
}

fn pointer_prim(ty: Option<&Type>) -> PrimType {
    match ty {
        Some(Type::Prim(p)) => *p,
        _ => PrimType::Ptr,
    }
}

fn address(op: Opcode, ty: PrimType, kind: ExprKind, span: crate::source::Span) -> Init {
    Init::Expr(Box::new(Expr {
        op,
        ty,
        kind,
        args: Vec::new(),
        span,
    }))
}
