//! The checker's types of values: a type by value and how many references lead to it (`T` is
//! depth 0, `T*` or an `alloca T` cell depth 1, a cell holding a `T*` depth 2), and the
//! compatibility rules of the reference verifier (`are_compatible_types`), with maple's
//! additions.

use crate::ast::{TypeKind, TypeRef, ValueType};

/// What a value's type is made of, by value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    Value(ValueType),
    Named(String),
    Array {
        len: u32,
        elem: Box<Ty>,
    },
    /// The slot of a dynamic object's attribute: its type is known only when the program
    /// runs, so a `load` of any type reads it.
    Attribute,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ty {
    pub base: Base,
    pub depth: u8,
}

impl Ty {
    pub fn value(v: ValueType) -> Ty {
        Ty {
            base: Base::Value(v),
            depth: 0,
        }
    }

    pub fn of(t: &TypeRef) -> Ty {
        let base = match &t.kind {
            TypeKind::Value(v) => Base::Value(*v),
            TypeKind::Named(n) => Base::Named(n.clone()),
            TypeKind::Array { len, elem } => Base::Array {
                len: *len,
                elem: Box::new(Ty::of(elem)),
            },
        };
        Ty {
            base,
            depth: u8::from(t.pointer),
        }
    }

    /// A reference to this type (the address of a cell holding it).
    pub fn cell(&self) -> Ty {
        Ty {
            base: self.base.clone(),
            depth: self.depth.saturating_add(1),
        }
    }

    /// What a reference points at; a value (depth 0) is itself.
    pub fn pointee(&self) -> Ty {
        Ty {
            base: self.base.clone(),
            depth: self.depth.saturating_sub(1),
        }
    }

    /// The value type, when this is one by value.
    pub fn as_value(&self) -> Option<ValueType> {
        match (&self.base, self.depth) {
            (Base::Value(v), 0) => Some(*v),
            _ => None,
        }
    }

    pub fn is_integer(&self) -> bool {
        self.as_value().is_some_and(ValueType::is_integer)
    }

    /// An integer or a `bool`: what bitwise and logical instructions take.
    pub fn is_integral(&self) -> bool {
        self.as_value()
            .is_some_and(|v| v.is_integer() || v == ValueType::Bool)
    }

    pub fn is_numeric(&self) -> bool {
        self.as_value().is_some_and(ValueType::is_numeric)
    }

    /// A type by value whose fields `getattr` reads: a declared type or `object`, directly or
    /// through one reference.
    pub fn record(&self) -> Option<&Base> {
        match &self.base {
            Base::Named(_) | Base::Value(ValueType::Object) if self.depth <= 1 => Some(&self.base),
            _ => None,
        }
    }

    /// The array this is, directly or through one reference.
    pub fn array(&self) -> Option<(u32, &Ty)> {
        match &self.base {
            Base::Array { len, elem } if self.depth <= 1 => Some((*len, elem)),
            _ => None,
        }
    }

    /// Whether values of this type are held by reference at run time: a declared type, an
    /// array or an `object` by value is the address of its storage, the same value as a
    /// reference to it (so `Person p` and `Person* p` parameters take the same arguments).
    pub fn is_aggregate(&self) -> bool {
        self.depth == 0
            && matches!(
                self.base,
                Base::Named(_) | Base::Array { .. } | Base::Value(ValueType::Object)
            )
    }

    /// The type with an aggregate by value written as its reference.
    pub fn normal(&self) -> Ty {
        if self.is_aggregate() {
            self.cell()
        } else {
            self.clone()
        }
    }

    pub fn is_string(&self) -> bool {
        self.as_value() == Some(ValueType::String)
    }
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.base {
            Base::Value(v) => write!(f, "{}", v.keyword())?,
            Base::Named(n) => write!(f, "{n}")?,
            Base::Array { len, elem } => write!(f, "array [ {len} * {elem} ]")?,
            Base::Attribute => write!(f, "<attribute>")?,
        }
        for _ in 0..self.depth {
            write!(f, "*")?;
        }
        Ok(())
    }
}

/// The reference's compatibility of two types, which ignores references: numbers and
/// booleans are all compatible with each other; declared types and arrays when equal. maple
/// adds what the reference leaves out: a `string` with a `string`, an `object` with an
/// `object`, and an object's attribute slot with anything.
pub fn compatible(a: &Ty, b: &Ty) -> bool {
    let numberish = |v: &ValueType| v.is_numeric() || *v == ValueType::Bool;
    match (&a.base, &b.base) {
        (Base::Attribute, _) | (_, Base::Attribute) => true,
        (Base::Value(x), Base::Value(y)) => x == y || (numberish(x) && numberish(y)),
        (x, y) => x == y,
    }
}

/// Whether a value of type `src` may be stored where `dst` is expected (a field, a
/// parameter, a return value): the same type, or numbers of one kind (integers and booleans,
/// or floats), which the store converts as C does.
pub fn assignable(src: &Ty, dst: &Ty) -> bool {
    let (src, dst) = (&src.normal(), &dst.normal());
    if src == dst || matches!(src.base, Base::Attribute) || matches!(dst.base, Base::Attribute) {
        return true;
    }
    if src.depth != dst.depth {
        // A cell of a declared type or array is the reference a `T*` parameter takes.
        return false;
    }
    match (src.as_value(), dst.as_value()) {
        (Some(s), Some(d)) => {
            let int = |v: ValueType| v.is_integer() || v == ValueType::Bool;
            (int(s) && int(d)) || (s.is_float() && d.is_float())
        }
        _ => false,
    }
}
