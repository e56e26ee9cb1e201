//! Type records (`ImportType`): primitive, pointer, array, function, generic, bit field,
//! struct, class and interface types, with the fields, methods, parents, interfaces and
//! `@INFO` pairs of the aggregates. A named type's record defines it (`type $NAME ...`); every
//! use of it is a reference by name.

use super::attrs;
use super::read::{Reader, MAX_TYPE_DEPTH};
use super::tables::{measure, Open, Shape, Slot, Ty};
use super::tags::{kind, tag};
use super::versions::AttrSet;
use super::BinError;
use crate::ast::TypeDecl;
use crate::types::{Attr, FuncType, StructKind, StructType, Type, TypeName};
use maple_isa::PrimType;

/// What a struct, class or interface record's header said.
pub(crate) struct Aggregate {
    pub kind: StructKind,
    pub incomplete: bool,
}

impl Reader<'_> {
    /// One entry of the type field: a type the module defines (its declaration is recorded
    /// as its record is read).
    pub fn type_field_entry(&mut self) -> Result<(), BinError> {
        let Ty::Type(Type::Named(n), _) = self.read_type()? else {
            return Ok(());
        };
        let entry = self.entry;
        let listed = self
            .decls
            .iter_mut()
            .find(|(_, d)| d.as_ref().is_some_and(|d| d.name == n));
        if let Some((place, _)) = listed {
            if place.1 != 0 {
                *place = (entry, 0);
            }
            return Ok(());
        }
        // A type the module declares but does not define (OpenArk lists only complete ones;
        // maple lists `type $X <structincomplete {}>` so).
        if let Some(&kind) = self.incomplete.get(&n.name) {
            if self.declared.insert(n.name.clone()) {
                let ty = Type::Struct(Box::new(StructType {
                    kind,
                    incomplete: true,
                    parents: Vec::new(),
                    members: Vec::new(),
                    attrs: Vec::new(),
                }));
                let span = self.span();
                self.decls
                    .push(((entry, 0), Some(TypeDecl { name: n, ty, span })));
            }
        }
        Ok(())
    }

    /// A type that must be there (not type number 0, not a bit field).
    pub fn type_ref(&mut self, what: &str) -> Result<Type, BinError> {
        let at = self.c.pos();
        match self.read_type()? {
            Ty::Type(t, _) => Ok(t),
            Ty::None => Err(BinError::at(at, format!("{what}: no type"))),
            Ty::BitField(..) => Err(BinError::at(at, format!("{what}: a bit field type"))),
        }
    }

    /// A type or none (type number 0).
    pub fn opt_type(&mut self, what: &str) -> Result<Option<Type>, BinError> {
        let at = self.c.pos();
        match self.read_type()? {
            Ty::Type(t, _) => Ok(Some(t)),
            Ty::None => Ok(None),
            Ty::BitField(..) => Err(BinError::at(at, format!("{what}: a bit field type"))),
        }
    }

    /// `ImportType`: 0, a type number written before, or a record.
    pub fn read_type(&mut self) -> Result<Ty, BinError> {
        let at = self.c.pos();
        self.enter(at)?;
        let r = self.read_type_here(at);
        self.leave();
        r
    }

    fn read_type_here(&mut self, at: usize) -> Result<Ty, BinError> {
        let t = self.c.num()?;
        if t == 0 {
            return Ok(Ty::None);
        }
        if t < 0 {
            return self.type_number(-t, at);
        }
        if t == tag::TYPE_VIA_TYPENAME && self.v.typename_refs {
            let name = self.str()?;
            if name.is_empty() {
                return Err(BinError::at(at, "a type named by an empty name"));
            }
            let ty = Type::Named(global(&name));
            self.new_slot(Slot::Ready {
                ty: Ty::Type(ty.clone(), Shape::Other),
                nodes: 1,
                depth: 1,
            });
            return Ok(Ty::Type(ty, Shape::Other));
        }
        // `ImportTypeBase`: primitive type, name, whether the name is a function's.
        let prim_code = self.c.num()?;
        let name = self.str()?;
        if self.c.num()? != 0 && !name.is_empty() {
            return Err(BinError::at(
                at,
                format!("the function-local type name `%{name}` outside a function"),
            ));
        }
        match t {
            tag::TYPE_SCALAR => {
                // Primitive types take no type number.
                let p = self.prim(prim_code, at)?;
                Ok(self.named(&name, Type::Prim(p)))
            }
            tag::TYPE_BIT_FIELD => {
                let bits = self.c.num()?;
                let p = self.prim(prim_code, at)?;
                let bits = u32::try_from(bits)
                    .ok()
                    .filter(|&b| b <= 128)
                    .ok_or_else(|| BinError::at(at, format!("a bit field of {bits} bits")))?;
                let ty = Ty::BitField(p, bits);
                self.new_slot(Slot::Ready {
                    ty: ty.clone(),
                    nodes: 1,
                    depth: 1,
                });
                Ok(ty)
            }
            tag::TYPE_BY_NAME => {
                if name.is_empty() {
                    return Err(BinError::at(at, "a type by name without a name"));
                }
                let ty = Type::Named(global(&name));
                self.new_slot(Slot::Ready {
                    ty: Ty::Type(ty.clone(), Shape::Other),
                    nodes: 1,
                    depth: 1,
                });
                Ok(Ty::Type(ty, Shape::Other))
            }
            tag::TYPE_PARAM => {
                if name.is_empty() {
                    return Err(BinError::at(at, "a type parameter without a name"));
                }
                let ty = Type::Param(name);
                self.new_slot(Slot::Ready {
                    ty: Ty::Type(ty.clone(), Shape::Other),
                    nodes: 1,
                    depth: 1,
                });
                Ok(Ty::Type(ty, Shape::Other))
            }
            _ => self.composite(t, prim_code, name, at),
        }
    }

    /// A record that may contain other types: its type number is taken before them, so they
    /// can name it.
    fn composite(
        &mut self,
        t: i64,
        prim_code: i64,
        name: String,
        at: usize,
    ) -> Result<Ty, BinError> {
        // The array's dimensions and the aggregate's kind come before its type number.
        let dims = if t == tag::TYPE_ARRAY {
            Some(self.dims(at)?)
        } else {
            None
        };
        let aggregate = match t {
            tag::TYPE_STRUCT | tag::TYPE_CLASS | tag::TYPE_INTERFACE => {
                Some(self.aggregate_kind(t)?)
            }
            _ => None,
        };
        let named = !name.is_empty();
        let slot = self.new_slot(if named {
            Slot::Ready {
                ty: Ty::Type(Type::Named(global(&name)), Shape::Other),
                nodes: 1,
                depth: 1,
            }
        } else {
            Slot::Pending
        });
        // A named definition is declared where its record begins (the order OpenArk wrote
        // the module's types in), unless the name is defined already.
        let complete = aggregate.as_ref().is_none_or(|a| !a.incomplete);
        let decl = if named && complete {
            self.reserve_decl(&name)
        } else {
            None
        };
        let type_name = named.then(|| global(&name));
        let (ty, shape) =
            match t {
                tag::TYPE_POINTER => self.pointer(prim_code, at, slot, type_name)?,
                tag::TYPE_FARRAY | tag::TYPE_JARRAY => self.flex_array(slot, type_name)?,
                tag::TYPE_ARRAY => self.fixed_array(dims.unwrap_or_default(), slot, type_name)?,
                tag::TYPE_FUNCTION => {
                    self.chain.push(Open::Barrier);
                    let f = self.func_type(at);
                    self.chain.pop();
                    (Type::Func(Box::new(f?)), Shape::Other)
                }
                tag::TYPE_GENERIC_INSTANT => {
                    self.chain.push(Open::Barrier);
                    let g = self.generic_instant(at);
                    self.chain.pop();
                    (g?, Shape::Other)
                }
                tag::TYPE_STRUCT | tag::TYPE_CLASS | tag::TYPE_INTERFACE => {
                    let a = aggregate.unwrap_or(Aggregate {
                        kind: StructKind::Struct,
                        incomplete: true,
                    });
                    if a.incomplete && named {
                        // Defined elsewhere: only its name is known (unless the type field
                        // lists it: then it is declared incomplete here).
                        self.incomplete.entry(name.clone()).or_insert(a.kind);
                        return Ok(Ty::Type(Type::Named(global(&name)), Shape::Other));
                    }
                    if named {
                        self.finish_chain(global(&name));
                    }
                    self.chain.push(Open::Barrier);
                    let members = self.aggregate(a, &name);
                    self.chain.pop();
                    (members?, Shape::Other)
                }
                tag::TYPE_INSTANT_VECTOR => return Err(BinError::at(
                    at,
                    "an instantiation vector outside a generic type (kBinKindTypeInstantVector) \
                     has no form in maple's AST",
                )),
                _ => {
                    return Err(BinError::at(
                        at,
                        format!("a type was expected, found tag {}", tag::name(t)),
                    ))
                }
            };
        if named {
            if let Some(i) = decl {
                self.decls[i].1 = Some(TypeDecl {
                    name: global(&name),
                    ty,
                    span: self.span(),
                });
            }
            return Ok(Ty::Type(Type::Named(global(&name)), Shape::Other));
        }
        let (nodes, depth) = measure(&ty);
        self.types[slot] = Slot::Ready {
            ty: Ty::Type(ty.clone(), shape),
            nodes,
            depth,
        };
        Ok(Ty::Type(ty, shape))
    }

    /// A named type that takes no type number (a primitive type given a name): declared,
    /// then referred to by name.
    fn named(&mut self, name: &str, ty: Type) -> Ty {
        if name.is_empty() {
            return Ty::Type(ty, Shape::Other);
        }
        if let Some(i) = self.reserve_decl(name) {
            self.decls[i].1 = Some(TypeDecl {
                name: global(name),
                ty,
                span: self.span(),
            });
        }
        Ty::Type(Type::Named(global(name)), Shape::Other)
    }

    fn reserve_decl(&mut self, name: &str) -> Option<usize> {
        if !self.declared.insert(name.to_string()) {
            return None;
        }
        let place = (self.entry, self.decls.len() + 1);
        self.decls.push((place, None));
        Some(self.decls.len() - 1)
    }

    fn new_slot(&mut self, s: Slot) -> usize {
        self.types.push(s);
        self.types.len() - 1
    }

    /// Type number `n` (from a back reference `-n`).
    fn type_number(&mut self, n: i64, at: usize) -> Result<Ty, BinError> {
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        if n < self.v.prim_slots {
            let p = self.prim(n as i64, at)?;
            return Ok(Ty::Type(Type::Prim(p), Shape::Other));
        }
        let Some(slot) = self.types.get(n - self.v.prim_slots) else {
            return Err(BinError::at(
                at,
                format!("type number {n} was never written"),
            ));
        };
        match slot.clone() {
            Slot::Pending => Err(BinError::at(
                at,
                format!("unnamed type number {n} contains itself, which maple can only write through a name"),
            )),
            Slot::Ready { ty, nodes, depth } => {
                if self.depth + depth > MAX_TYPE_DEPTH {
                    return Err(BinError::at(
                        at,
                        format!("type number {n} nests deeper than {MAX_TYPE_DEPTH} levels here"),
                    ));
                }
                self.charge(nodes, at)?;
                Ok(ty)
            }
        }
    }

    /// The primitive type numbered `code` in this version, if maple has it.
    pub fn prim(&self, code: i64, at: usize) -> Result<PrimType, BinError> {
        let name = self.v.prim_name(code).ok_or_else(|| {
            BinError::at(
                at,
                format!(
                    "primitive type number {code} is not in the {} version",
                    self.v.name
                ),
            )
        })?;
        PrimType::from_name(name).ok_or_else(|| {
            BinError::at(
                at,
                format!("the primitive type `{name}` has no equivalent in maple"),
            )
        })
    }

    /// `TypeAttrs`: flags, then an alignment (2019 writes the flags' low byte there).
    pub fn type_attrs(&mut self) -> Result<Vec<Attr>, BinError> {
        let at = self.c.pos();
        let flags = self.c.num()?;
        let align = self.c.num()?;
        let align = if self.v.type_align { align } else { 0 };
        attrs::words(self.v, AttrSet::Type, flags, align).map_err(|m| BinError::at(at, m))
    }

    fn dims(&mut self, at: usize) -> Result<Vec<Option<u64>>, BinError> {
        let n = self.c.num()?;
        // `kMaxArrayDim` is 10, and the importer wants fewer.
        if !(1..10).contains(&n) {
            return Err(BinError::at(at, format!("an array of {n} dimensions")));
        }
        let mut dims = Vec::new();
        for _ in 0..n {
            let d = self.c.num()?;
            let d =
                u64::try_from(d).map_err(|_| self.c.error(format!("an array dimension of {d}")))?;
            dims.push(Some(d));
        }
        Ok(dims)
    }

    fn func_type(&mut self, at: usize) -> Result<FuncType, BinError> {
        let ret = self.opt_type("a function's return type")?;
        let varargs = self.c.num()? != 0;
        let n = self.c.count("a function type's parameters")?;
        let mut params = Vec::new();
        for _ in 0..n {
            params.push(self.type_ref("a function type's parameter")?);
        }
        let n = self.c.count("a function type's parameter attributes")?;
        for _ in 0..n {
            let a = self.type_attrs()?;
            if !a.is_empty() {
                return Err(BinError::at(
                    at,
                    "attributes of a function type's parameters have no form in maple's AST",
                ));
            }
        }
        Ok(FuncType {
            params,
            varargs,
            rets: ret.into_iter().collect(),
            attrs: Vec::new(),
        })
    }

    /// `$name{!T=i32, ...}`: the instantiation pairs, then the generic type.
    fn generic_instant(&mut self, at: usize) -> Result<Type, BinError> {
        let n = self.c.count("a generic instantiation's pairs")?;
        let mut args = Vec::new();
        for _ in 0..n {
            let param = self.type_ref("an instantiated type parameter")?;
            let value = self.type_ref("a type parameter's value")?;
            match param {
                Type::Param(p) => args.push((p, value)),
                _ => {
                    return Err(BinError::at(
                        at,
                        "an instantiation of something not a type parameter",
                    ))
                }
            }
        }
        match self.type_ref("the generic type")? {
            Type::Named(base) => Ok(Type::Instance { base, args }),
            _ => Err(BinError::at(
                at,
                "an instantiation of an unnamed generic type",
            )),
        }
    }

    fn aggregate_kind(&mut self, t: i64) -> Result<Aggregate, BinError> {
        let at = self.c.pos();
        let k = self.c.num()?;
        let (kind, incomplete) = match (t, k) {
            (tag::TYPE_STRUCT, kind::STRUCT) => (StructKind::Struct, false),
            (tag::TYPE_STRUCT, kind::UNION) => (StructKind::Union, false),
            (tag::TYPE_STRUCT, kind::STRUCT_INCOMPLETE) => (StructKind::Struct, true),
            (tag::TYPE_CLASS, kind::CLASS) => (StructKind::Class, false),
            (tag::TYPE_CLASS, kind::CLASS_INCOMPLETE) => (StructKind::Class, true),
            (tag::TYPE_INTERFACE, kind::INTERFACE) => (StructKind::Interface, false),
            (tag::TYPE_INTERFACE, kind::INTERFACE_INCOMPLETE) => (StructKind::Interface, true),
            _ => {
                return Err(BinError::at(
                    at,
                    format!("a {} record of kind {}", tag::name(t), kind::name(k)),
                ))
            }
        };
        Ok(Aggregate { kind, incomplete })
    }
}

pub(crate) fn global(name: &str) -> TypeName {
    TypeName {
        global: true,
        name: name.to_string(),
    }
}
