//! Type records, written as OpenArk's exporter writes them: a type's record where it is
//! first used, its number after that; a named type's definition in the type field, and
//! where it is used before that (or is defined elsewhere) a record that names it (2019: the
//! incomplete form of its kind, or `kBinKindTypeByName`; 2021: `kBinKindTypeViaTypename`).
//! Function types are written whole each time, as OpenArk does.
//!
//! An array's dimensions are split into records as OpenArk's parser makes them: each `[]` a
//! flexible (C) or Java array of the rest, each run of `[N]` one array of the rest; the
//! reader joins them back.

use super::attrs;
use super::tags::{kind, tag};
use super::type_key::key;
use super::versions::AttrSet;
use super::write::{fit64, utf8, WriteError, Writer};
use crate::ast::TypeDecl;
use crate::types::{
    Attr, Field, FuncType, InfoValue, Member, StructKind, StructType, Type, TypeName,
};
use maple_isa::PrimType;

impl Writer<'_> {
    /// An entry of the type field: the definition, or its number when a use wrote it
    /// already.
    pub fn decl(&mut self, d: &TypeDecl) -> Result<(), WriteError> {
        // (A primitive type's record takes no number, so is written again.)
        match self.type_names.get(&d.name.name) {
            Some(&n) if self.defined.contains(&d.name.name) => {
                self.s.num(-n);
                Ok(())
            }
            _ => self.define(&d.name.name, &d.ty),
        }
    }

    /// A named type's definition: its record under its name.
    fn define(&mut self, name: &str, ty: &Type) -> Result<(), WriteError> {
        let refused = match ty {
            Type::Named(_) => Some("another type's name"),
            Type::Qualified { .. } => Some("a qualified type"),
            Type::Param(_) => Some("a type parameter"),
            Type::Struct(s) if s.incomplete && !(s.members.is_empty() && s.parents.is_empty()) => {
                Some("an incomplete type with members")
            }
            _ => None,
        };
        if let Some(what) = refused {
            return Err(WriteError::new(format!(
                "`type ${name}` defines {what}, which binary MIR reads back as a reference"
            )));
        }
        self.defined.insert(name.to_string());
        self.record(ty, Some(name)).map(|_| ())
    }

    /// A use of a type: its number if written before, else its record.
    pub fn type_use(&mut self, t: &Type) -> Result<(), WriteError> {
        match t {
            Type::Prim(p) => {
                let code = self.prim_code(*p)?;
                if (code as usize) < self.v.prim_slots {
                    self.s.num(-code);
                    Ok(())
                } else {
                    self.record(t, None).map(|_| ())
                }
            }
            Type::Named(n) => self.named_use(n),
            Type::Qualified { .. } => Err(WriteError::new(
                "attributes qualify a pointer's pointee only",
            )),
            Type::Func(_) => self.record(t, None).map(|_| ()),
            _ => {
                let k = key(t);
                if let Some(&n) = self.unnamed.get(&k) {
                    self.s.num(-n);
                    return Ok(());
                }
                // Known by its number from where its record begins: a type inside it may be
                // this one (a class's member naming the pointer the class was reached by).
                self.unnamed.insert(k, self.next_type);
                self.record(t, None).map(|_| ())
            }
        }
    }

    /// A use of a named type: its number, or a record that names it.
    fn named_use(&mut self, n: &TypeName) -> Result<(), WriteError> {
        if !n.global {
            return Err(WriteError::new(format!(
                "the local type name `{n}` outside a function"
            )));
        }
        if let Some(&num) = self.type_names.get(&n.name) {
            self.s.num(-num);
            return Ok(());
        }
        if let Some(ty) = self.decls.get(n.name.as_str()).copied() {
            // First used: defined here, as OpenArk writes it; its entry in the type field
            // names it by number, and that entry places it when read.
            return self.define(&n.name, ty);
        }
        if self.v.typename_refs {
            self.s.num(tag::TYPE_VIA_TYPENAME);
            self.str(&n.name)?;
            self.number(Some(&n.name));
            return Ok(());
        }
        // Defined elsewhere (2019): the incomplete form of what it is, or a type by name.
        let incomplete = match self.roles.get(&n.name) {
            Some(&kind::INTERFACE_INCOMPLETE) => {
                Some((tag::TYPE_INTERFACE, kind::INTERFACE_INCOMPLETE))
            }
            Some(_) => Some((tag::TYPE_CLASS, kind::CLASS_INCOMPLETE)),
            None if self.java => Some((tag::TYPE_CLASS, kind::CLASS_INCOMPLETE)),
            None => None,
        };
        match incomplete {
            Some((record, k)) => {
                self.header(record, self.prim_code(PrimType::Agg)?, Some(&n.name))?;
                self.s.num(k);
            }
            None => {
                let unknown = self.prim_code(PrimType::Unknown).unwrap_or(0);
                self.header(tag::TYPE_BY_NAME, unknown, Some(&n.name))?;
            }
        }
        self.number(Some(&n.name));
        Ok(())
    }

    /// A type's record, named `name` when it defines one; its number (none for a primitive
    /// type, which takes none).
    fn record(&mut self, t: &Type, name: Option<&str>) -> Result<Option<i64>, WriteError> {
        match t {
            Type::Prim(p) => {
                self.header(tag::TYPE_SCALAR, self.prim_code(*p)?, name)?;
                Ok(None)
            }
            Type::Pointer(inner) => {
                let (pointee, qualifiers): (&Type, &[Attr]) = match &**inner {
                    Type::Qualified { ty, attrs } => (ty, attrs),
                    t => (t, &[]),
                };
                if !qualifiers.is_empty() && !self.v.pointer_attrs {
                    return Err(self.unheld("a pointee's attributes"));
                }
                let prim = if self.is_object(pointee) {
                    PrimType::Ref
                } else {
                    PrimType::Ptr
                };
                self.header(tag::TYPE_POINTER, self.prim_code(prim)?, name)?;
                let n = self.number(name);
                if self.v.pointer_attrs {
                    self.type_attrs(qualifiers)?;
                }
                self.type_use(pointee)?;
                Ok(Some(n))
            }
            Type::Array { dims, elem, attrs } => self.array(dims, elem, attrs, name).map(Some),
            Type::Func(f) => self.func_type(f, name).map(Some),
            Type::Struct(s) => self.aggregate(s, name).map(Some),
            Type::Param(p) => {
                if name.is_some() {
                    return Err(WriteError::new("a named type parameter"));
                }
                self.header(tag::TYPE_PARAM, self.prim_code(PrimType::Agg)?, Some(p))?;
                Ok(Some(self.number(None)))
            }
            Type::Instance { base, args } => {
                self.header(
                    tag::TYPE_GENERIC_INSTANT,
                    self.prim_code(PrimType::Agg)?,
                    name,
                )?;
                let n = self.number(name);
                self.s.count(args.len());
                for (p, t) in args {
                    self.type_use(&Type::Param(p.clone()))?;
                    self.type_use(t)?;
                }
                self.named_use(base)?;
                Ok(Some(n))
            }
            Type::Named(_) | Type::Qualified { .. } => Err(WriteError::new(
                "a type's name or qualifiers where its record belongs",
            )),
        }
    }

    /// `OutputTypeBase`: tag, primitive type, name, and that the name is global.
    fn header(&mut self, record: i64, prim: i64, name: Option<&str>) -> Result<(), WriteError> {
        self.s.num(record);
        self.s.num(prim);
        self.str(name.unwrap_or(""))?;
        self.s.num(0);
        Ok(())
    }

    /// The next type number, taken by the record being written.
    fn number(&mut self, name: Option<&str>) -> i64 {
        let n = self.next_type;
        self.next_type += 1;
        if let Some(name) = name {
            self.type_names.insert(name.to_string(), n);
        }
        n
    }

    pub fn prim_code(&self, p: PrimType) -> Result<i64, WriteError> {
        self.v
            .prim_code(p.name())
            .ok_or_else(|| self.unheld(&format!("the primitive type `{}`", p.name())))
    }

    pub fn unheld(&self, what: &str) -> WriteError {
        WriteError::new(format!(
            "{what}: the {} version of binary MIR has no place for it",
            self.v.name
        ))
    }

    /// Whether a pointer to `t` is a Java reference (`ref`).
    fn is_object(&self, t: &Type) -> bool {
        let object = |s: &StructType| matches!(s.kind, StructKind::Class | StructKind::Interface);
        match t {
            Type::Named(n) => match self.decls.get(n.name.as_str()) {
                Some(Type::Struct(s)) => object(s),
                Some(_) => false,
                None => self.java || self.roles.contains_key(&n.name),
            },
            Type::Struct(s) => object(s),
            Type::Array { dims, .. } => self.java && dims.first() == Some(&None),
            _ => false,
        }
    }

    /// `TypeAttrs`: flags and alignment (2019: the flags' low byte, as its exporter writes).
    pub fn type_attrs(&mut self, a: &[Attr]) -> Result<(), WriteError> {
        let (flags, align) = attrs::flags(self.v, AttrSet::Type, a).map_err(WriteError::new)?;
        self.s.num(flags);
        if self.v.type_align {
            self.s.num(align);
        } else if align != 0 {
            return Err(self.unheld("an alignment among a type's attributes"));
        } else {
            self.s.num(flags & 0xff);
        }
        Ok(())
    }

    fn array(
        &mut self,
        dims: &[Option<u64>],
        elem: &Type,
        attrs: &[Attr],
        name: Option<&str>,
    ) -> Result<i64, WriteError> {
        let Some(first) = dims.first() else {
            return Err(WriteError::new("an array without dimensions"));
        };
        let run = if first.is_none() {
            1
        } else {
            dims.iter().take_while(|d| d.is_some()).count()
        };
        let rest = Type::Array {
            dims: dims[run..].to_vec(),
            elem: Box::new(elem.clone()),
            attrs: Vec::new(),
        };
        let inner = if run == dims.len() { elem } else { &rest };
        let agg = self.prim_code(PrimType::Agg)?;
        if first.is_none() {
            if !attrs.is_empty() {
                return Err(WriteError::new("attributes of a `[]` array"));
            }
            let record = if self.java {
                tag::TYPE_JARRAY
            } else {
                tag::TYPE_FARRAY
            };
            self.header(record, agg, name)?;
            let n = self.number(name);
            self.type_use(inner)?;
            return Ok(n);
        }
        if run >= 10 {
            return Err(WriteError::new(format!(
                "an array of {run} dimensions (at most 9)"
            )));
        }
        if !attrs.is_empty() && !self.v.array_attrs {
            return Err(self.unheld("an array's attributes"));
        }
        self.header(tag::TYPE_ARRAY, agg, name)?;
        self.s.count(run);
        for d in &dims[..run] {
            self.s.num(
                i64::try_from(d.unwrap_or(0))
                    .map_err(|_| WriteError::new("an array dimension beyond 63 bits"))?,
            );
        }
        let n = self.number(name);
        self.type_use(inner)?;
        if self.v.array_attrs {
            self.type_attrs(attrs)?;
        }
        Ok(n)
    }

    /// `kBinKindTypeFunction`: return type (none: 0), varargs, parameters, and an empty
    /// attribute set per parameter.
    pub fn func_type(&mut self, f: &FuncType, name: Option<&str>) -> Result<i64, WriteError> {
        if !f.attrs.is_empty() {
            return Err(self.unheld("a function type's attributes"));
        }
        self.header(tag::TYPE_FUNCTION, self.prim_code(PrimType::Ptr)?, name)?;
        let n = self.number(name);
        match f.rets.as_slice() {
            [] => self.s.num(0),
            [r] => self.type_use(r)?,
            _ => return Err(self.unheld("more than one return type")),
        }
        self.s.num(i64::from(f.varargs));
        self.s.count(f.params.len());
        for p in &f.params {
            self.type_use(p)?;
        }
        self.s.count(f.params.len());
        for _ in &f.params {
            self.type_attrs(&[])?;
        }
        Ok(n)
    }

    /// A struct, union, class or interface record: its kind, then (when complete) fields,
    /// static fields, parent fields, methods, and for a class its parent, interfaces and
    /// `@INFO` pairs, for an interface the interfaces it extends and its pairs.
    fn aggregate(&mut self, s: &StructType, name: Option<&str>) -> Result<i64, WriteError> {
        if !s.attrs.is_empty() {
            return Err(self.unheld("a struct's attributes"));
        }
        let (record, k) = match (s.kind, s.incomplete) {
            (StructKind::Struct, false) => (tag::TYPE_STRUCT, kind::STRUCT),
            (StructKind::Union, false) => (tag::TYPE_STRUCT, kind::UNION),
            (StructKind::Struct, true) => (tag::TYPE_STRUCT, kind::STRUCT_INCOMPLETE),
            (StructKind::Class, false) => (tag::TYPE_CLASS, kind::CLASS),
            (StructKind::Class, true) => (tag::TYPE_CLASS, kind::CLASS_INCOMPLETE),
            (StructKind::Interface, false) => (tag::TYPE_INTERFACE, kind::INTERFACE),
            (StructKind::Interface, true) => (tag::TYPE_INTERFACE, kind::INTERFACE_INCOMPLETE),
            (StructKind::Union, true) => return Err(self.unheld("an incomplete union")),
        };
        self.header(record, self.prim_code(PrimType::Agg)?, name)?;
        self.s.num(k);
        let n = self.number(name);
        if s.incomplete {
            if !s.members.is_empty() || !s.parents.is_empty() {
                return Err(WriteError::new(
                    "an incomplete type with members or parents",
                ));
            }
            return Ok(n);
        }
        let mut fields = [Vec::new(), Vec::new(), Vec::new()];
        let mut methods = Vec::new();
        let mut implements = Vec::new();
        let mut infos = Vec::new();
        for m in &s.members {
            match m {
                Member::Field(f) if f.parent => fields[2].push(f),
                Member::Field(f) if f.attrs.iter().any(|a| a.name == "static") => fields[1].push(f),
                Member::Field(f) => fields[0].push(f),
                Member::Method(m) => methods.push(m),
                Member::Implements(i) => implements.push(i),
                Member::Info(i) => infos.push(i),
            }
        }
        for list in &fields {
            self.s.count(list.len());
            for f in list {
                self.field(f)?;
            }
        }
        self.s.count(methods.len());
        for m in methods {
            self.ascii(m.name.as_bytes())?;
            self.func_type(&m.ty, None)?;
            let (flags, align) =
                attrs::flags(self.v, AttrSet::Func, &m.attrs).map_err(WriteError::new)?;
            if align != 0 {
                return Err(self.unheld("a method's alignment"));
            }
            self.s.num(flags);
        }
        match s.kind {
            StructKind::Class => {
                match s.parents.as_slice() {
                    [] => self.s.num(0),
                    [p] => self.type_use(p)?,
                    _ => return Err(WriteError::new("a class with more than one parent")),
                }
                self.s.count(implements.len());
                for i in implements {
                    self.named_use(i)?;
                }
            }
            StructKind::Interface => {
                if !implements.is_empty() {
                    return Err(WriteError::new("an interface that implements interfaces"));
                }
                self.s.count(s.parents.len());
                for p in &s.parents {
                    match p {
                        Type::Named(n) => self.named_use(n)?,
                        _ => return Err(WriteError::new("an interface extending an unnamed type")),
                    }
                }
            }
            StructKind::Struct | StructKind::Union => {
                if !(s.parents.is_empty() && implements.is_empty() && infos.is_empty()) {
                    return Err(self.unheld("parents, interfaces or `@INFO` pairs of a struct"));
                }
                return Ok(n);
            }
        }
        self.s.count(infos.len());
        for i in &infos {
            self.s.num(i64::from(matches!(i.value, InfoValue::Str(_))));
        }
        self.s.count(infos.len());
        for i in infos {
            self.str(&i.name)?;
            match &i.value {
                InfoValue::Str(v) => self.str(&utf8(v)?)?,
                InfoValue::Int(v) => self.s.num(fit64(*v)?),
            }
        }
        // No pragmas.
        self.s.count(0);
        Ok(n)
    }

    /// `OutputFieldPair`: name, type (a bit field's width as a bit field type), attributes;
    /// a public or protected static final field's initial value (none).
    fn field(&mut self, f: &Field) -> Result<(), WriteError> {
        if f.name.is_empty() {
            return Err(WriteError::new("a field without a name"));
        }
        self.str(&f.name)?;
        match (f.bits, &f.ty) {
            (Some(bits), Type::Prim(p)) => {
                let k = format!("bits:{}:{bits}", p.name());
                if let Some(&n) = self.unnamed.get(&k) {
                    self.s.num(-n);
                } else {
                    self.header(tag::TYPE_BIT_FIELD, self.prim_code(*p)?, None)?;
                    self.s.num(i64::from(bits));
                    let n = self.number(None);
                    self.unnamed.insert(k, n);
                }
            }
            (Some(_), _) => {
                return Err(WriteError::new(format!(
                    "bit field `{}` of a type not primitive",
                    f.name
                )))
            }
            (None, t) => self.type_use(t)?,
        }
        let (flags, align) =
            attrs::flags(self.v, AttrSet::Field, &f.attrs).map_err(WriteError::new)?;
        self.s.num(flags);
        self.s.num(align);
        let has = |w: &str| f.attrs.iter().any(|a| a.name == w);
        if has("static") && has("final") && (has("public") || has("protected")) {
            self.s.num(0);
        }
        Ok(())
    }
}
