//! The type model: primitive and derived types as written, resolved enough for a later layout
//! pass to compute sizes, alignments, field offsets and field ids.

use crate::source::Span;
use maple_isa::PrimType;

/// A type name with its scope: `$name` (global) or `%name` (local to a function).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeName {
    pub global: bool,
    pub name: String,
}

impl std::fmt::Display for TypeName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", if self.global { '$' } else { '%' }, self.name)
    }
}

/// An attribute after a type, a variable, a field or before a function's parameters:
/// `const`, `volatile`, `static`, `align(8)`, `public`, ... Any word is kept.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attr {
    pub name: String,
    /// The parenthesized argument, as in `align(8)`.
    pub arg: Option<i128>,
    /// Where it was written (not part of equality, like every span).
    pub span: Span,
}

impl Attr {
    pub fn word(name: &str) -> Attr {
        Attr {
            name: name.to_string(),
            arg: None,
            span: Span::default(),
        }
    }
}

/// A type.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Prim(PrimType),
    /// `<$name>` or `<%name>`: a declared type (or, after `class`, a javaclass name).
    Named(TypeName),
    /// `<* T>`.
    Pointer(Box<Type>),
    /// `<[4] [4] i32>`: dimensions outermost first; `None` is a flexible `[]`. Attributes
    /// written after the element type belong to the array (OpenArk's `MIRArrayType`
    /// `typeAttrs`): `<[1] u8 incomplete_array>` is C's flexible `u8 f[]`,
    /// `<[2] v1i64 oneelem_simd>` an array of one-element vectors.
    Array {
        dims: Vec<Option<u64>>,
        elem: Box<Type>,
        attrs: Vec<Attr>,
    },
    /// `<func (T, ...) R>`.
    Func(Box<FuncType>),
    /// `<struct {...}>`, `<union {...}>`, `<class <$parent> {...}>`, `<interface ...>` and the
    /// `*incomplete` forms.
    Struct(Box<StructType>),
    /// `<!T>`: a type parameter of a generic type or function.
    Param(String),
    /// `<$name{!T=i32, ...}>`: a generic type instantiated.
    Instance {
        base: TypeName,
        args: Vec<(String, Type)>,
    },
    /// A pointee with attributes: `<* <$T> align(64)>` and `<* void volatile>` are
    /// `Pointer(Qualified { .. })`. OpenArk keeps these on the pointer type (`MIRPtrType`'s
    /// `typeAttrs`) and asks them of the pointed-to object (`IsPointedTypeVolatile`); here they
    /// qualify the pointee, whose layout `align(N)` raises.
    Qualified {
        ty: Box<Type>,
        attrs: Vec<Attr>,
    },
}

impl Type {
    /// The pointee of a pointer type, without its qualifying attributes.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Pointer(t) => Some(t.unqualified()),
            _ => None,
        }
    }

    /// The type without the attributes that qualify it (`Qualified`), however many levels.
    pub fn unqualified(&self) -> &Type {
        let mut t = self;
        while let Type::Qualified { ty, .. } = t {
            t = ty;
        }
        t
    }

    /// The attributes written inside the type's own brackets: an array's, a qualified
    /// pointee's, a struct's (`pack(1)`, `align(64)`).
    pub fn attrs(&self) -> &[Attr] {
        match self {
            Type::Array { attrs, .. } | Type::Qualified { attrs, .. } => attrs,
            Type::Struct(s) => &s.attrs,
            _ => &[],
        }
    }

    pub fn is_prim(&self, p: PrimType) -> bool {
        matches!(self, Type::Prim(q) if *q == p)
    }
}

/// A function type or prototype: parameters, varargs, return types.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncType {
    pub params: Vec<Type>,
    pub varargs: bool,
    pub rets: Vec<Type>,
}

/// Which aggregate keyword introduced a struct-like type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructKind {
    Struct,
    Union,
    Class,
    Interface,
}

impl StructKind {
    pub fn keyword(self) -> &'static str {
        match self {
            StructKind::Struct => "struct",
            StructKind::Union => "union",
            StructKind::Class => "class",
            StructKind::Interface => "interface",
        }
    }

    /// Parse `struct`, `unionincomplete`, ...: the kind and whether it is incomplete.
    pub fn from_keyword(word: &str) -> Option<(StructKind, bool)> {
        let (base, incomplete) = match word.strip_suffix("incomplete") {
            Some(b) => (b, true),
            None => (word, false),
        };
        let kind = match base {
            "struct" => StructKind::Struct,
            "union" => StructKind::Union,
            "class" => StructKind::Class,
            "interface" => StructKind::Interface,
            _ => return None,
        };
        Some((kind, incomplete))
    }
}

/// A struct, union, class or interface body.
#[derive(Clone, Debug, PartialEq)]
pub struct StructType {
    pub kind: StructKind,
    pub incomplete: bool,
    /// Parent class, or extended interfaces.
    pub parents: Vec<Type>,
    pub members: Vec<Member>,
    /// Attributes between the keyword and the body: `<struct pack(1) {` (GCC's
    /// `#pragma pack(1)`), `<struct align(64) {`.
    pub attrs: Vec<Attr>,
}

impl StructType {
    pub fn fields(&self) -> impl Iterator<Item = &Field> {
        self.members.iter().filter_map(|m| match m {
            Member::Field(f) => Some(f),
            _ => None,
        })
    }
}

/// One entry of a struct body.
#[derive(Clone, Debug, PartialEq)]
pub enum Member {
    Field(Field),
    /// `&name (T, ...) R attrs`: a member function prototype.
    Method(Method),
    /// `@name 123` or `@name "text"`: class metadata as real Java front ends emit it.
    Info(InfoPair),
    /// `$name`: an implemented interface.
    Implements(TypeName),
}

/// `@name[:bits] T attrs`, or `^name ...` for a parent field.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    /// Written `^name`: OpenArk's parent fields. They take field ids and space like any other
    /// field; the sigil is kept so `fmt` and `disasm` print what was written.
    pub parent: bool,
    /// Bitfield width.
    pub bits: Option<u32>,
    pub ty: Type,
    pub attrs: Vec<Attr>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Method {
    pub name: String,
    pub ty: FuncType,
    /// Attributes, written before the signature (`&foo public static (...) void`, as OpenArk
    /// prints them) or after it (older files).
    pub attrs: Vec<Attr>,
    pub span: Span,
}

/// `@name value` in `fileinfo`, `funcinfo` and class bodies.
#[derive(Clone, Debug, PartialEq)]
pub struct InfoPair {
    pub name: String,
    pub value: InfoValue,
}

#[derive(Clone, Debug, PartialEq)]
pub enum InfoValue {
    Int(i128),
    Str(Vec<u8>),
}
