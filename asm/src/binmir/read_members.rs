//! The members of a struct, class or interface record (`ImportStructTypeData`,
//! `ImportClassTypeData`, `ImportInterfaceTypeData`): fields, static fields, parent fields,
//! methods, and for a class its parent and implemented interfaces, for an interface those it
//! extends, with the `@INFO` pairs of both.

use super::attrs;
use super::read::Reader;
use super::read_types::Aggregate;
use super::tables::Ty;
use super::tags::tag;
use super::versions::AttrSet;
use super::BinError;
use crate::types::{
    Field, InfoPair, InfoValue, Member, Method, StructKind, StructType, Type, TypeName,
};

/// The three lists of an aggregate's fields.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FieldList {
    Instance,
    Static,
    /// `^name`: fields of the parent's body.
    Parent,
}

impl Reader<'_> {
    /// `ImportStructTypeData` and the class or interface data after it. Members come in the
    /// order OpenArk prints them: `@INFO` pairs, fields, static fields, parent fields,
    /// methods, implemented interfaces.
    pub fn aggregate(&mut self, a: Aggregate, name: &str) -> Result<Type, BinError> {
        let mut members = Vec::new();
        let mut fields = self.fields(FieldList::Instance)?;
        fields.extend(self.fields(FieldList::Static)?);
        fields.extend(self.fields(FieldList::Parent)?);
        let methods = self.methods()?;
        let mut parents = Vec::new();
        let mut implements = Vec::new();
        let mut infos = Vec::new();
        if !a.incomplete {
            match a.kind {
                StructKind::Class => {
                    if let Some(p) = self.opt_type("a class's parent")? {
                        parents.push(p);
                    }
                    implements = self.interfaces()?;
                    infos = self.infos_and_pragmas(name)?;
                }
                StructKind::Interface => {
                    parents = self.interfaces()?.into_iter().map(Type::Named).collect();
                    infos = self.infos_and_pragmas(name)?;
                }
                StructKind::Struct | StructKind::Union => {}
            }
        }
        members.extend(infos.into_iter().map(Member::Info));
        members.extend(fields.into_iter().map(Member::Field));
        members.extend(methods.into_iter().map(Member::Method));
        members.extend(implements.into_iter().map(Member::Implements));
        Ok(Type::Struct(Box::new(StructType {
            kind: a.kind,
            incomplete: a.incomplete,
            parents,
            members,
            attrs: Vec::new(),
        })))
    }

    /// `ImportFieldsOfStructType`: name, type, attributes; a public or protected static final
    /// field may carry its initial value, which maple's AST has no place for.
    fn fields(&mut self, list: FieldList) -> Result<Vec<Field>, BinError> {
        let n = self.c.count("a type's fields")?;
        let mut fields = Vec::new();
        for _ in 0..n {
            let at = self.c.pos();
            let name = self.str()?;
            if name.is_empty() {
                return Err(BinError::at(at, "a field without a name"));
            }
            let (ty, bits) = match self.read_type()? {
                Ty::Type(t, _) => (t, None),
                Ty::BitField(p, b) => (Type::Prim(p), Some(b)),
                Ty::None => return Err(BinError::at(at, format!("field `{name}` has no type"))),
            };
            let flags = self.c.num()?;
            let align = self.c.num()?;
            let attrs = attrs::words(self.v, AttrSet::Field, flags, align)
                .map_err(|m| BinError::at(at, format!("field `{name}`: {m}")))?;
            if self.has_initial_value(flags) {
                let t = self.c.num()?;
                if t != 0 {
                    return Err(BinError::at(
                        at,
                        format!(
                            "the initial value of static field `{name}` ({}) has no form in \
                             maple's AST",
                            tag::name(t)
                        ),
                    ));
                }
            }
            // A static field is told from the others by its attribute alone in text.
            let is_static = attrs.iter().any(|a| a.name == "static");
            if list != FieldList::Parent && is_static != (list == FieldList::Static) {
                return Err(BinError::at(
                    at,
                    format!(
                        "field `{name}` is in the {} fields {} the `static` attribute",
                        if is_static { "instance" } else { "static" },
                        if is_static { "with" } else { "without" }
                    ),
                ));
            }
            fields.push(Field {
                name,
                parent: list == FieldList::Parent,
                bits,
                ty,
                attrs,
                span: self.span(),
            });
        }
        Ok(fields)
    }

    /// Whether a field with these flags is followed by its initial value's tag (`static`,
    /// `final`, and `public` or `protected`).
    fn has_initial_value(&self, flags: i64) -> bool {
        let has = |w: &str| {
            self.v
                .attr_bit(AttrSet::Field, w)
                .is_some_and(|b| b < 64 && (flags as u64) & (1u64 << b) != 0)
        };
        has("static") && has("final") && (has("public") || has("protected"))
    }

    /// `ImportMethodsOfStructType`: name, function type, function attributes.
    fn methods(&mut self) -> Result<Vec<Method>, BinError> {
        let n = self.c.count("a type's methods")?;
        let mut methods = Vec::new();
        for _ in 0..n {
            let at = self.c.pos();
            let name = self.ascii_name()?;
            let ty = match self.type_ref("a method's type")? {
                Type::Func(f) => *f,
                _ => {
                    return Err(BinError::at(
                        at,
                        format!("method `{name}` is not a function"),
                    ))
                }
            };
            let flags = self.c.num()?;
            if flags < 0 {
                return Err(BinError::at(
                    at,
                    format!("method `{name}` has negative flags"),
                ));
            }
            let attrs = attrs::words(self.v, AttrSet::Func, flags, 0)
                .map_err(|m| BinError::at(at, format!("method `{name}`: {m}")))?;
            methods.push(Method {
                name,
                ty,
                attrs,
                span: self.span(),
            });
        }
        Ok(methods)
    }

    /// Implemented (or, for an interface, extended) interfaces: named types.
    fn interfaces(&mut self) -> Result<Vec<TypeName>, BinError> {
        let n = self.c.count("a type's interfaces")?;
        let mut names = Vec::new();
        for _ in 0..n {
            let at = self.c.pos();
            match self.type_ref("an interface")? {
                Type::Named(n) => names.push(n),
                _ => return Err(BinError::at(at, "an unnamed interface")),
            }
        }
        Ok(names)
    }

    /// Which `@INFO` values are strings, the pairs, and the pragmas (Java annotations, which
    /// maple's AST has no place for).
    fn infos_and_pragmas(&mut self, name: &str) -> Result<Vec<InfoPair>, BinError> {
        let n = self.c.count("a type's info kinds")?;
        let mut is_string = Vec::new();
        for _ in 0..n {
            is_string.push(self.c.num()? != 0);
        }
        let n = self.c.count("a type's info pairs")?;
        let mut pairs = Vec::new();
        for i in 0..n {
            let at = self.c.pos();
            let key = self.str()?;
            let Some(&string) = is_string.get(i) else {
                return Err(BinError::at(
                    at,
                    format!("info pair {i} of `{name}` has no kind"),
                ));
            };
            let value = if string {
                InfoValue::Str(self.str()?.into_bytes())
            } else {
                InfoValue::Int(i128::from(self.c.num()?))
            };
            pairs.push(InfoPair { name: key, value });
        }
        let at = self.c.pos();
        let n = self.c.count("a type's pragmas")?;
        if n != 0 {
            return Err(BinError::at(
                at,
                format!("the pragmas (Java annotations) of `{name}` have no form in maple's AST"),
            ));
        }
        Ok(pairs)
    }
}
